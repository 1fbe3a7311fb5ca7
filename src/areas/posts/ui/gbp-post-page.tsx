import { ItemRoutePage } from '../../../review-kit/item/item-route-page.tsx';
import { ChannelNotices } from './channel-notices.tsx';
import { useConnectionsSettingsHref } from '../../../review-kit/connections-settings-href.ts';
import { PostReviewView } from './post-review-view.tsx';
import { SocialApprovalPanel } from './social-approval-panel.tsx';
import { gbpCallToActionLabel, gbpTopicLabel } from '../model/gbp-post.ts';
import type { SocialPost } from '../api/social-post-query.ts';
import { GBP_POST_TEXTS } from '../gbp-texts.ts';

/** A profile post's kind and button in Google's words, for the preview. */
const profileOf = (post: SocialPost) => ({
  kind: post.gbpTopicType ? gbpTopicLabel(post.gbpTopicType) : null,
  button: post.callToAction ? gbpCallToActionLabel(post.callToAction) : null,
  buttonUrl: post.callToActionUrl,
});

/** /google-business-profile-content/$jobId: one profile post for review, previewed as it appears on Google. */
export default function GbpPostPage() {
  const settingsHref = useConnectionsSettingsHref();
  return (
    <ItemRoutePage param="jobId" noClientText={GBP_POST_TEXTS.noClient}>
      {(clientId, jobId, onDirtyChange) => (
        <PostReviewView
          clientId={clientId}
          jobId={jobId}
          texts={GBP_POST_TEXTS}
          pageType="google-business-profile-content"
          notices={<ChannelNotices channel="GoogleBusinessProfile" clientId={clientId} settingsHref={settingsHref} />}
          panels={(job, client) => <SocialApprovalPanel job={job} client={client} channelLabel="Google Business Profile" />}
          profileOf={profileOf}
          onDirtyChange={onDirtyChange}
        />
      )}
    </ItemRoutePage>
  );
}
