/**
 * Element-test fixture of the on-page SEO area, built to dist/test/on-page-seo-fixture.js: `<fp-seo-board-test view>`
 * renders the board (SeoBoard) and `<fp-seo-review-test>` the review page (SeoReviewView) over a session whose fetch
 * is a small stand-in for the service. It keeps one job waiting for the firm's review and the period's board, takes
 * decisions as the service rules them (saved until submitted; a submission needs every change decided), and can
 * hold a decision's answer or refuse it. Every request is recorded; review outcomes are recorded as the element
 * around (<fp-portal>) hears them.
 */
import { useState } from 'react';
import type { SeoJob } from '../../../src/areas/on-page-seo/api/seo-job-query.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import { SeoBoard } from '../../../src/areas/on-page-seo/ui/seo-board.tsx';
import { SeoReviewView } from '../../../src/areas/on-page-seo/ui/seo-review-view.tsx';
import type { ReviewView } from '../../../src/review-kit/kit-texts.ts';
import { ReviewOutcomeContext } from '../../../src/review-kit/review-outcome-listener.ts';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { ToastRegion } from '../../../src/ui/toasts/toast-region.tsx';
import { answer, fakeSession, serviceError } from './fake-session.ts';

export const CLIENT_ID = 'client-1';
export const JOB_ID = 'seo-1';
export const PAGE_URL = 'https://harborvale.test/practice-areas/car-accidents';
const PERIOD = {
  id: 'p-1',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  isCurrentPeriod: true,
  deliverablesByService: [{ serviceName: 'SEO' }],
};
/** Wider than Google's desktop title (about 600 px), narrower than its two mobile lines. */
export const LONG_TITLE = 'Car Accident Lawyer in Miami | Free Consultation | Harbor & Vale Law';
export const XSS_ALT = '<img src=x onerror="window.__xss(1)">';
export const SCHEMA =
  '{"@context":"https://schema.org","@type":"LegalService","name":"Harbor & Vale Law</script><script>window.__xss(2)</script>"}';

const change = (id: string, field: string, currentValue: string, proposedValue: string) => ({
  id,
  field,
  currentValue,
  proposedValue,
  decision: null,
  decisionComment: null,
  decidedBy: null,
  decidedOn: null,
  contentHash: `hash-${id}`,
  voidedDecision: null,
});

export function initialJob(): SeoJob {
  return {
    id: JOB_ID,
    clientId: CLIENT_ID,
    deliverableId: 'd-1',
    parentJobId: null,
    isTest: false,
    pageUrl: PAGE_URL,
    status: 'ReadyForPreProcessingReview',
    preProcessQc: 'Unevaluated',
    postProcessQc: 'Unevaluated',
    failureReason: null,
    isManuallyCompleted: false,
    changesHash: 'hash-of-changes',
    createdOn: '2026-11-10T09:00:00.000Z',
    updatedOn: '2026-11-12T09:00:00.000Z',
    changes: [
      change('c-title', 'title', 'Car Accidents | Harbor & Vale Law', LONG_TITLE),
      change(
        'c-meta',
        'metaDescription',
        '',
        'Talk to Harbor & Vale Law about car accidents. Experienced attorneys, clear fees, fast answers.',
      ),
      change('c-h1', 'h1', 'Car Accidents', 'Car Accident Attorneys You Can Trust'),
      change('c-alt', 'imageAlt', XSS_ALT, 'Attorney meeting a client after a car accident'),
      change('c-schema', 'schema', '', SCHEMA),
      change('c-og', 'ogTitle', 'Car Accidents', 'Car Accident Lawyer'),
    ],
    review: null,
    statusHistory: [
      {
        fromStatus: 'InProgress',
        toStatus: 'ReadyForPreProcessingReview',
        changedBy: 'worker',
        note: null,
        changedOn: '2026-11-12T09:00:00.000Z',
      },
    ],
  } as SeoJob;
}

/** A job as the board lists it. */
export function boardJob(
  n: number,
  status: string,
  decisions: Array<'Approved' | 'Rejected' | null> = [],
  extra: Record<string, unknown> = {},
) {
  return {
    id: `seo-${n}`,
    deliverableId: `d-${n}`,
    pageUrl: `https://harborvale.test/page-${String(n).padStart(3, '0')}`,
    status,
    preProcessQc: 'Unevaluated',
    postProcessQc: 'Unevaluated',
    failureReason: null,
    isTest: false,
    isManuallyCompleted: false,
    createdOn: '2026-11-01T00:00:00.000Z',
    updatedOn: `2026-11-${String(10 + n).padStart(2, '0')}T00:00:00.000Z`,
    changes: decisions.map((decision, index) => ({ id: `seo-${n}-c${index}`, decision })),
    review: null,
    ...extra,
  };
}

type Request = { operationName: string; variables: Record<string, unknown> };
let job = initialJob();
let board: ReturnType<typeof boardJob>[] = [];
let testJobs: ReturnType<typeof boardJob>[] = [];
let refuseNext: string | null = null;
let held: Array<() => void> = [];
let holding = false;
const requests: Request[] = [];
export const outcomes: Array<[string, string, string]> = [];
export const opened: string[] = [];

export const service = {
  reset() {
    job = initialJob();
    board = [];
    testJobs = [];
    refuseNext = null;
    holding = false;
    held = [];
    requests.length = 0;
    outcomes.length = 0;
    opened.length = 0;
  },
  job: () => job,
  setJob: (next: Partial<SeoJob>) => (job = { ...job, ...next }),
  setBoard: (jobs: ReturnType<typeof boardJob>[]) => (board = jobs),
  /** The client's test jobs, outside every period. */
  setTestJobs: (jobs: ReturnType<typeof boardJob>[]) => (testJobs = jobs),
  requests: () => requests,
  /** The next decision is refused with this message. */
  refuseNextDecision: (message: string) => (refuseNext = message),
  /** Decisions wait for `release()` before the service answers. */
  holdDecisions: () => (holding = true),
  release: () => {
    holding = false;
    for (const go of held.splice(0)) go();
  },
  /** Another member of the firm decides a change (a second browser). */
  someoneDecides(changeId: string, decision: 'Approved' | 'Rejected') {
    job = {
      ...job,
      changes: job.changes.map((candidate) =>
        candidate.id === changeId
          ? { ...candidate, decision, decidedBy: 'Grace Hopper', decidedOn: '2026-11-20T10:00:00.000Z' }
          : candidate,
      ),
    };
  },
};

function decide({
  seoJobId,
  decisions,
}: {
  seoJobId: string;
  decisions: Array<{ changeId: string; decision: 'Approved' | 'Rejected'; comment: string | null }>;
}): Response {
  if (seoJobId !== job.id) return serviceError(`No SEO job with id "${seoJobId}".`, { code: 'NOT_FOUND' });
  if (refuseNext) {
    const message = refuseNext;
    refuseNext = null;
    return serviceError(message, { code: 'BAD_USER_INPUT' });
  }
  if (job.review) return serviceError('The review of this SEO job was already submitted.', { code: 'ILLEGAL_TRANSITION' });
  const byId = new Map(decisions.map((decision) => [decision.changeId, decision]));
  const decidedOn = new Date().toISOString();
  job = {
    ...job,
    changes: job.changes.map((candidate) => {
      const decided = byId.get(candidate.id);
      return decided
        ? { ...candidate, decision: decided.decision, decisionComment: decided.comment, decidedBy: 'Ada Lovelace', decidedOn }
        : candidate;
    }),
  };
  const changes = job.changes
    .filter((candidate) => byId.has(candidate.id))
    .map(({ id, decision, decisionComment, decidedBy, decidedOn: on }) => ({ id, decision, decisionComment, decidedBy, decidedOn: on }));
  return answer({
    data: { decideSeoChanges: { changes, message: `${changes.length} decision${changes.length === 1 ? '' : 's'} saved.` } },
  });
}

function submit(): Response {
  const undecided = job.changes.filter((candidate) => !candidate.decision).length;
  if (undecided > 0) return serviceError(`${undecided} changes are not decided yet.`, { code: 'BAD_USER_INPUT' });
  const approvedCount = job.changes.filter((candidate) => candidate.decision === 'Approved').length;
  const review = {
    submittedBy: 'Ada Lovelace',
    submittedOn: new Date().toISOString(),
    approvedCount,
    rejectedCount: job.changes.length - approvedCount,
    executionJobId: approvedCount ? 'seo-exec-1' : null,
  };
  job = { ...job, status: 'Complete', review };
  return answer({ data: { submitSeoReview: { review, message: 'Review submitted; the approved changes go to be applied.' } } });
}

async function fakeService(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { operationName, variables } = JSON.parse(String(init?.body ?? '{}'));
  const input: Record<string, unknown> = variables?.input ?? {};
  requests.push({ operationName, variables: input });
  switch (operationName) {
    case 'GetDeliverablesByServiceForSidebar':
      return answer({ data: { deliverablesByServiceForSidebar: [PERIOD] } });
    case 'GetSeoBoard':
      // Staff's board asks for the client's test jobs too (they belong to no period).
      return answer({ data: { seoJobs: board, ...(variables.withTestJobs ? { allJobs: [...board, ...testJobs] } : {}) } });
    case 'GetSeoJob':
      return input.id === job.id
        ? answer({ data: { seoJob: job } })
        : serviceError(`No SEO job with id "${input.id}".`, { code: 'NOT_FOUND' });
    case 'DecideSeoChanges':
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      return decide(input as never);
    case 'SubmitSeoReview':
      return submit();
    case 'QcPreProcessSeoJob':
      job = { ...job, status: input.result === 'Passed' ? 'Complete' : 'Draft', preProcessQc: input.result as SeoJob['preProcessQc'] };
      return answer({ data: { qcPreProcessSeoJob: { newJobId: 'seo-exec-2', message: 'Pre-processing QC recorded.' } } });
    default:
      return serviceError(`The test service does not answer ${operationName}.`, { code: 'BAD_USER_INPUT' });
  }
}

const session = fakeSession(fakeService);

function ReviewTest() {
  const [gone, setGone] = useState<string | null>(null);
  return (
    <SessionProvider session={session} autoStart={false}>
      <ReviewOutcomeContext.Provider value={(kind, outcome, jobId) => outcomes.push([kind, outcome, jobId])}>
        <div className="p-4">
          <output data-slot="gone">{gone ?? ''}</output>
          <SeoReviewView clientId={CLIENT_ID} jobId={JOB_ID} onJobGone={(next) => setGone(next ?? 'deleted')} />
        </div>
      </ReviewOutcomeContext.Provider>
      <ToastRegion />
    </SessionProvider>
  );
}

function BoardTest({ view }: { view?: string }) {
  return (
    <SessionProvider session={session} autoStart={false}>
      <SeoBoard
        clientId={CLIENT_ID}
        view={(view as ReviewView) ?? 'board'}
        opening={{ hrefOf: (item) => `#/seo/${item.id}`, open: (item) => opened.push(item.id) }}
      />
      <ToastRegion />
    </SessionProvider>
  );
}

defineElement('fp-seo-review-test', ReviewTest, {});
defineElement('fp-seo-board-test', BoardTest, { view: 'string' });

/** Forgets the cached answers of the last test, so a new element asks the service again. */
export const forgetAnswers = () => session.queryClient.clear();
