/**
 * Element-test fixture of the in-place reviews, built to dist/test/in-place-review-fixture.js. `fakeService` is
 * a small stand-in for the service's GraphQL: Home's queue (GetReviewQueue), the bell's action items
 * (GetClientNotificationData), a social job (GetSocialPost) and the firm's verdict (ModifySocialMediaJobHumanQc),
 * with the service's rules that matter here: a decided job no longer waits, and an approval must name every
 * post's current version. `<fp-review-queue-test>` renders Home's review queue with it, in a memory router whose
 * post pages say which post they show, and turns the outcomes into the elements' events as `<fp-portal>` does.
 * The bell test points the real `<fp-notifications>` at the same stand-in through `window.fetch`.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { defineElement } from '../../../src/elements/define-element.ts';
import { emitReviewOutcome } from '../../../src/elements/review-events.ts';
import { ReviewQueue } from '../../../src/composers/home/components/review-queue.tsx';
import { ReviewOutcomeContext } from '../../../src/review-kit/review-outcome-listener.ts';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { ToastRegion } from '../../../src/ui/toasts/toast-region.tsx';
import { answer, fakeSession, serviceError } from './fake-session.ts';

export const CLIENT_ID = 'client-1';
export const PERIOD_ID = 'period-1';
export const SOCIAL_JOB = { id: 'social-1', topic: 'Holiday office hours' };
export const GBP_JOB = { id: 'gbp-1', topic: 'Free consultations in December' };
export const BLOG_JOB = { id: 'blog-1', topic: 'Filing a claim' };

const WAITING = 'ReadyForExternalReview';
const SENT_ON = '2026-11-20T09:00:00.000Z';
const history = [{ toStatus: WAITING, changedOn: SENT_ON }];
const post = (id: string, platform: string, contentVersion: number) => ({
  id,
  platform,
  content: `The ${platform} post.`,
  contentVersion,
  status: 'New',
  postType: 'AysharePost',
  scheduledFor: null,
  publicationDate: null,
  postId: null,
  postUrl: null,
  callToAction: null,
  callToActionUrl: null,
  gbpTopicType: null,
  images: [],
});
const socialJob = ({ id, topic }: { id: string; topic: string }, channel: string, posts: ReturnType<typeof post>[]) => ({
  id,
  clientId: CLIENT_ID,
  deliverableId: `deliverable-${id}`,
  topic,
  status: WAITING,
  channel,
  isTest: false,
  externalReviewDate: '2026-11-28',
  humanQc: 'Unevaluated',
  rejectionReason: null,
  rejectionComment: null,
  updatedOn: SENT_ON,
  contentHash: 'hash-read',
  posts,
  approvals: [],
  statusHistory: [],
});
// Versions above 1, so an approval that named no versions, or made-up ones, is told apart from the real thing.
const JOBS = [
  socialJob(SOCIAL_JOB, 'SocialMedia', [post('post-fb', 'Facebook', 3), post('post-x', 'X', 2)]),
  socialJob(GBP_JOB, 'GoogleBusinessProfile', [post('post-gbp', 'GoogleBusinessProfile', 4)]),
];

export interface Verdict {
  socialMediaJobId: string;
  result: 'Passed' | 'Failed';
  rejectionReason?: string | null;
  comment?: string | null;
  expectedPostVersions?: Array<{ postId: string; version: number }>;
}

let verdicts: Verdict[] = [];
let refusal: string | null = null;
const requests: string[] = [];

export const service = {
  reset() {
    verdicts = [];
    refusal = null;
    requests.length = 0;
  },
  /** Every verdict the service accepted, in order. */
  verdicts: () => verdicts,
  /** The operation names asked for, in order. */
  requests: () => requests,
  /** The next verdict is refused with this message (the service was down, say). */
  refuseNextVerdict(message: string) {
    refusal = message;
  },
};

const waiting = () => JOBS.filter((job) => !verdicts.some((verdict) => verdict.socialMediaJobId === job.id));
const queueEntry = ({ id, topic }: { id: string; topic: string }) => ({
  id,
  topic,
  status: WAITING,
  createdOn: SENT_ON,
  updatedOn: SENT_ON,
  statusHistory: history,
});

function reviewQueue() {
  const of = (channel: string) =>
    waiting()
      .filter((job) => job.channel === channel)
      .map(queueEntry);
  return {
    blogJobs: { totalCount: 1, items: [{ ...queueEntry(BLOG_JOB), title: null }] },
    socialMediaJobs: of('SocialMedia'),
    googleBusinessProfilePosts: of('GoogleBusinessProfile'),
    seoJobs: [
      {
        id: 'seo-1',
        pageUrl: 'https://harborvale.example/practice-areas',
        status: 'ReadyForPreProcessingReview',
        createdOn: SENT_ON,
        updatedOn: SENT_ON,
        statusHistory: [],
      },
    ],
  };
}

/** The bell's data: the blog post and the waiting jobs (the service lists a job once per platform). */
function actionItems() {
  const socialMediaJobs = waiting().flatMap((job) =>
    job.posts.map((entry) => ({ id: job.id, platform: entry.platform, posts: [{ id: entry.id }] })),
  );
  return {
    id: CLIENT_ID,
    socialMediaAutoPublish: false,
    wordPressAutoPublish: false,
    wordPressConnected: true,
    isEnrolledInSocialMedia: false,
    isEnrolledInGbp: false,
    isConnectedInGsc: true,
    connectedPlatforms: [],
    actionItems: [
      {
        externalReviewDate: '2026-11-28',
        deliverableId: 'deliverable-1',
        serviceName: 'Social',
        status: WAITING,
        blogJobs: [BLOG_JOB],
        socialMediaJobs,
      },
    ],
  };
}

function decide(verdict: Verdict): Response {
  const job = waiting().find((candidate) => candidate.id === verdict.socialMediaJobId);
  if (!job) return serviceError(`The job ${verdict.socialMediaJobId} does not wait for a review.`, { code: 'BAD_USER_INPUT' });
  if (refusal) {
    const message = refusal;
    refusal = null;
    return serviceError(message, { code: 'INTERNAL_SERVER_ERROR' });
  }
  if (verdict.result === 'Passed') {
    const read = new Map((verdict.expectedPostVersions ?? []).map((entry) => [entry.postId, entry.version]));
    const unread = job.posts.find((entry) => read.get(entry.id) !== entry.contentVersion);
    if (unread) return serviceError(`The ${unread.platform} post which you did not read.`, { code: 'CONFLICT' });
  }
  verdicts.push(verdict);
  return answer({
    data: {
      modifySocialMediaJobHumanQC: {
        message: verdict.result === 'Passed' ? `Approved "${job.topic}" for publication.` : `Declined "${job.topic}".`,
      },
    },
  });
}

export async function fakeService(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { operationName, variables } = JSON.parse(String(init?.body ?? '{}'));
  requests.push(operationName);
  if (operationName === 'GetReviewQueue') return answer({ data: reviewQueue() });
  if (operationName === 'GetClientNotificationData') return answer({ data: { clientNotificationData: actionItems() } });
  if (operationName === 'GetSocialPost') {
    const job = JOBS.find((candidate) => candidate.id === variables.input.id);
    if (!job) return serviceError(`No social media job with id "${variables.input.id}".`, { code: 'NOT_FOUND' });
    return answer({ data: { socialMediaJob: job, client: { id: CLIENT_ID, name: 'Harbor & Vale Law', advertisingDisclaimer: null } } });
  }
  if (operationName === 'ModifySocialMediaJobHumanQc') return decide(variables.input);
  return serviceError(`The test service does not answer ${operationName}.`, { code: 'BAD_USER_INPUT' });
}

function PostPage() {
  const { jobId } = useParams({ strict: false }) as { jobId?: string };
  return <h1>Post page {jobId}</h1>;
}

function queueRouter() {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <ReviewQueue clientId={CLIENT_ID} periodId={PERIOD_ID} />,
  });
  const social = createRoute({ getParentRoute: () => root, path: '/social-media-post/$jobId', component: PostPage });
  const profile = createRoute({ getParentRoute: () => root, path: '/google-business-profile-content/$jobId', component: PostPage });
  return createRouter({ routeTree: root.addChildren([home, social, profile]), history: createMemoryHistory({ initialEntries: ['/'] }) });
}

function ReviewQueueTest({ host }: { host: HTMLElement }) {
  const [session] = useState(() => fakeSession(fakeService));
  const [router] = useState(queueRouter);
  return (
    <SessionProvider session={session} autoStart={false}>
      <ReviewOutcomeContext.Provider value={(kind, outcome, jobId) => emitReviewOutcome(host, kind, outcome, jobId)}>
        <div className="p-4">
          <RouterProvider router={router} />
        </div>
      </ReviewOutcomeContext.Provider>
      <ToastRegion />
    </SessionProvider>
  );
}

defineElement('fp-review-queue-test', ReviewQueueTest, {});
