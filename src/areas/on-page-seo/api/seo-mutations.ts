import type { QcResult } from '../../../core/api/generated/graphql.ts';
import {
  CreateAndStartSeoTestJobDocument,
  DeleteSeoTestJobDocument,
  MarkManualSeoDeliverableCompleteDocument,
  PromoteSeoTestJobToDeliverableDocument,
  QcPostProcessSeoJobDocument,
  QcPreProcessSeoJobDocument,
  ReExecuteFailedSeoJobDocument,
  RegenerateSeoJobDocument,
} from '../../../core/api/generated/operations.ts';
import { refreshClient, type ActionContext, type ActionResult } from '../../../core/review/review-mutations.ts';
import type { Session } from '../../../core/session/session.ts';
import type { SeoAction } from '../model/seo-actions.ts';
import { textOrNull } from '../../../core/content/optional-text.ts';

/** A QC verdict: passed or failed, with what the checker says. */
export interface QcInput {
  result: Extract<QcResult, 'Passed' | 'Failed'>;
  comment?: string;
  /** The job's changesHash as the page read it: passing pre-processing QC approves exactly those changes. */
  expectedChangesHash?: string;
}

/** What each action asks of the person beyond the job; actions without an entry ask for nothing. */
export interface SeoActionInputs {
  preProcessingQc: QcInput;
  postProcessingQc: QcInput;
}
export type SeoActionInput<A extends SeoAction> = A extends keyof SeoActionInputs ? SeoActionInputs[A] : Record<string, never>;

/** What an action answers: the service's message, and the job that replaced or followed this one, if any. */
export type SeoActionResult = ActionResult & { newJobId?: string };

type Call<A extends SeoAction> = (session: Session, jobId: string, input: SeoActionInput<A>) => Promise<SeoActionResult>;
const byId = (jobId: string) => ({ input: { seoJobId: jobId } });

const CALLS: { [A in SeoAction]: Call<A> } = {
  preProcessingQc: async (session, jobId, input) =>
    (
      await session.graphql.request(QcPreProcessSeoJobDocument, {
        input: {
          seoJobId: jobId,
          result: input.result,
          comment: textOrNull(input.comment),
          expectedChangesHash: input.expectedChangesHash ?? null,
        },
      })
    ).qcPreProcessSeoJob,
  postProcessingQc: async (session, jobId, input) =>
    (
      await session.graphql.request(QcPostProcessSeoJobDocument, {
        input: { seoJobId: jobId, result: input.result, comment: textOrNull(input.comment) },
      })
    ).qcPostProcessSeoJob,
  reExecute: async (session, jobId) => (await session.graphql.request(ReExecuteFailedSeoJobDocument, byId(jobId))).reExecuteFailedSeoJob,
  regenerate: async (session, jobId) => (await session.graphql.request(RegenerateSeoJobDocument, byId(jobId))).regenerateSeoJob,
  completeManually: async (session, jobId) =>
    (await session.graphql.request(MarkManualSeoDeliverableCompleteDocument, byId(jobId))).markManualSeoDeliverableComplete,
  promoteTestJob: async (session, jobId) =>
    (await session.graphql.request(PromoteSeoTestJobToDeliverableDocument, byId(jobId))).promoteSeoTestJobToDeliverable,
  deleteTestJob: async (session, jobId) => (await session.graphql.request(DeleteSeoTestJobDocument, byId(jobId))).deleteSeoTestJob,
};

/** Takes a staff action on a job and refreshes everything of the client (the board, the job, Home's queue read its status). */
export async function runSeoAction<A extends SeoAction>(
  session: Session,
  action: A,
  jobId: string,
  input: SeoActionInput<A>,
  context: ActionContext,
): Promise<SeoActionResult> {
  const result = await (CALLS[action] as Call<A>)(session, jobId, input);
  await refreshClient(session, context.clientId);
  return result;
}

/** Staff start a test job on a page of the client; its changes come once the page is analysed. */
export async function createSeoTestJob(session: Session, clientId: string, pageUrl: string): Promise<{ jobId: string; message: string }> {
  const result = (await session.graphql.request(CreateAndStartSeoTestJobDocument, { input: { clientId, pageUrl: pageUrl.trim() } }))
    .createAndStartSeoTestJob;
  await refreshClient(session, clientId);
  return result;
}
