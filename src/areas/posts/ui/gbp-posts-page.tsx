import { itemPathOf } from '../../../core/navigation/portal-route.ts';
import { GOOGLE_BUSINESS_PROFILE_AREA } from '../google-business-profile-area.ts';
import { ChannelNotices } from './channel-notices.tsx';
import { useConnectionsSettingsHref } from '../../../review-kit/connections-settings-href.ts';
import { PostsBoard } from './posts-board.tsx';
import { useRouterOpening } from '../../../review-kit/use-router-opening.ts';
import { useReviewClient } from '../../../review-kit/review-client.ts';
import { GBP_BOARD_SPEC } from './gbp-board-spec.ts';

/** Where one item opens: the area's item page. */
const googleBusinessProfileContentPath = (jobId: string) => itemPathOf(GOOGLE_BUSINESS_PROFILE_AREA.routes[1], jobId);

/** `/google-business-profile`: the selected client's profile posts of the period; one opens on /google-business-profile-content/{id}. */
export default function GbpPostsPage() {
  const settingsHref = useConnectionsSettingsHref();
  const client = useReviewClient();
  const opening = useRouterOpening(googleBusinessProfileContentPath);
  return (
    <div data-slot="google-business-profile-page" className="flex flex-col gap-4 p-4 md:p-6">
      <h1 className="text-xl font-semibold text-fp-text">{GOOGLE_BUSINESS_PROFILE_AREA.routes[0].title}</h1>
      {client ? (
        <ChannelNotices
          channel="GoogleBusinessProfile"
          clientId={client.clientId}
          settingsHref={settingsHref}
          loadingLabel={GBP_BOARD_SPEC.texts.loading}
        >
          <PostsBoard channel="GoogleBusinessProfile" spec={GBP_BOARD_SPEC} opening={opening} />
        </ChannelNotices>
      ) : (
        <PostsBoard channel="GoogleBusinessProfile" spec={GBP_BOARD_SPEC} opening={opening} />
      )}
    </div>
  );
}
