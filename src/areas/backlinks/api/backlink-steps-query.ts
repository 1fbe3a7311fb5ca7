import type { Session } from '../../../core/session/session.ts';
import { backlinkKeys } from './backlink-keys.ts';
import type { BacklinkJob, BacklinkStep } from '../model/backlink-types.ts';

/** One job as the service has it now (the board's copy may be older, or the job may be of another period). */
export function backlinkJobQueryOptions(session: Session, clientId: string, jobId: string) {
  return {
    queryKey: backlinkKeys.job(clientId, jobId),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<BacklinkJob> =>
      session.rest.get('/backlinks/jobs/{id}', { path: { id: jobId }, signal }),
  };
}

/** A job's steps, in their order. */
export function backlinkStepsQueryOptions(session: Session, clientId: string, jobId: string) {
  return {
    queryKey: backlinkKeys.steps(clientId, jobId),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<BacklinkStep[]> =>
      session.rest.get('/backlinks/jobs/{id}/steps', { path: { id: jobId }, signal }),
  };
}
