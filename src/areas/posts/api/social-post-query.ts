import { GetSocialPostDocument, type GetSocialPostQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { socialKeys } from './social-keys.ts';

/** One social media or Google Business Profile job as its page shows it: its posts, images, verdict and history. */
export type SocialJob = GetSocialPostQuery['socialMediaJob'];
export type SocialPost = SocialJob['posts'][number];
export type SocialApproval = SocialJob['approvals'][number];
/** The firm as the page needs it: its name on the previews, its disclaimer for the checks. */
export type SocialFirm = GetSocialPostQuery['client'];
export interface SocialPostData {
  job: SocialJob;
  firm: SocialFirm;
}

export const SOCIAL_POST_FAILED_MESSAGE = 'Failed to get the social media job';

export const socialPostQueryOptions = (session: Session, clientId: string, jobId: string) => ({
  queryKey: socialKeys.detail(clientId, jobId),
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<SocialPostData> => {
    try {
      const answer = await session.graphql.request(GetSocialPostDocument, { input: { id: jobId }, client: { clientId } }, { signal });
      return { job: answer.socialMediaJob, firm: answer.client };
    } catch (error) {
      console.error(SOCIAL_POST_FAILED_MESSAGE, jobId, error);
      throw error;
    }
  },
});
