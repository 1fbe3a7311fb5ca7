import type { SocialChannel } from '../../../core/api/generated/graphql.ts';
import { GetSocialBoardDocument, type GetSocialBoardQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { socialKeys } from './social-keys.ts';

/** Logged with the client, channel and period when the service does not answer. */
export const SOCIAL_BOARD_FAILED_MESSAGE = 'Failed to get the social board for ClientId';

export type SocialBoardJob = GetSocialBoardQuery['socialMediaJobs'][number];

/** A client's social media (or Google Business Profile) jobs of a period, in the service's order (due date first). */
export function socialBoardQueryOptions(session: Session, clientId: string, channel: SocialChannel, periodId: string | null) {
  return {
    queryKey: socialKeys.list(clientId, channel, periodId),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<SocialBoardJob[]> => {
      try {
        return (await session.graphql.request(GetSocialBoardDocument, { input: { clientId, channel, periodId } }, { signal }))
          .socialMediaJobs;
      } catch (error) {
        console.error(SOCIAL_BOARD_FAILED_MESSAGE, clientId, channel, periodId, error);
        throw error;
      }
    },
  };
}
