import { ItemRoutePage } from '../../review-kit/item/item-route-page.tsx';
import { PostReviewView } from '../../review-kit/posts/post-review-view.tsx';
import { SocialApprovalPanel } from '../../review-kit/posts/social-approval-panel.tsx';

import { SOCIAL_POST_TEXTS } from './social-texts.ts';

/** /social-media-post/$jobId: one social media job for review, a tab per platform's post. */
export default function SocialPostPage() {
  return (
    <ItemRoutePage param="jobId" noClientText={SOCIAL_POST_TEXTS.noClient}>
      {(clientId, jobId, onDirtyChange) => <PostReviewView clientId={clientId} jobId={jobId} texts={SOCIAL_POST_TEXTS} pageType="social-media-post" panels={(job, client) => <SocialApprovalPanel job={job} client={client} channelLabel="Social media" />} onDirtyChange={onDirtyChange} />}
    </ItemRoutePage>
  );
}
