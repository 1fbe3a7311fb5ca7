import { itemPathOf } from '../../../core/navigation/portal-route.ts';
import { SOCIAL_AREA } from '../social-area.ts';
import { ChannelNotices } from './channel-notices.tsx';
import { useConnectionsSettingsHref } from '../../../review-kit/connections-settings-href.ts';
import { PostsBoard } from './posts-board.tsx';
import { useRouterOpening } from '../../../review-kit/use-router-opening.ts';
import { useReviewClient } from '../../../review-kit/review-client.ts';
import { SOCIAL_BOARD_SPEC } from './social-board-spec.ts';

/** Where one item opens: the area's item page. */
const socialMediaPostPath = (jobId: string) => itemPathOf(SOCIAL_AREA.routes[1], jobId);

/** `/social-media-posts`: the selected client's social media jobs of the period; a job opens on /social-media-post/{id}. */
export default function SocialPostsPage() {
  const settingsHref = useConnectionsSettingsHref();
  const client = useReviewClient();
  const opening = useRouterOpening(socialMediaPostPath);
  return (
    <div data-slot="social-media-posts-page" className="flex flex-col gap-4 p-4 md:p-6">
      <h1 className="text-xl font-semibold text-fp-text">{SOCIAL_AREA.routes[0].title}</h1>
      {client ? (
        <ChannelNotices
          channel="SocialMedia"
          clientId={client.clientId}
          settingsHref={settingsHref}
          loadingLabel={SOCIAL_BOARD_SPEC.texts.loading}
        >
          <PostsBoard channel="SocialMedia" spec={SOCIAL_BOARD_SPEC} opening={opening} />
        </ChannelNotices>
      ) : (
        <PostsBoard channel="SocialMedia" spec={SOCIAL_BOARD_SPEC} opening={opening} />
      )}
    </div>
  );
}
