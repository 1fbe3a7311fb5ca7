import { ItemRoutePage } from '../../../review-kit/item/item-route-page.tsx';
import { ChannelNotices } from './channel-notices.tsx';
import { useConnectionsSettingsHref } from '../../../review-kit/connections-settings-href.ts';
import { PostReviewView } from './post-review-view.tsx';
import { SocialApprovalPanel } from './social-approval-panel.tsx';
import { SOCIAL_POST_TEXTS } from '../social-texts.ts';

/** /social-media-post/$jobId: one social media job for review, a tab per platform's post. */
export default function SocialPostPage() {
  const settingsHref = useConnectionsSettingsHref();
  return (
    <ItemRoutePage param="jobId" noClientText={SOCIAL_POST_TEXTS.noClient}>
      {(clientId, jobId, onDirtyChange) => (
        <PostReviewView
          clientId={clientId}
          jobId={jobId}
          texts={SOCIAL_POST_TEXTS}
          pageType="social-media-post"
          notices={<ChannelNotices channel="SocialMedia" clientId={clientId} settingsHref={settingsHref} />}
          panels={(job, client) => <SocialApprovalPanel job={job} client={client} channelLabel="Social media" />}
          onDirtyChange={onDirtyChange}
        />
      )}
    </ItemRoutePage>
  );
}
