/**
 * Element-test fixture of a social media post page, built to dist/test/post-review-fixture.js:
 * `<fp-post-review-test>` renders PostReviewView (the page of /social-media-post/{id} and
 * /google-business-profile-content/{id}) over a session whose fetch is a small stand-in for the service: it
 * answers GetSocialPost from one stored job and saves a post with the service's version rule (a stale
 * expectedVersion is a CONFLICT naming the current version). Every request is recorded.
 */
import { useState } from 'react';
import { refreshClient } from '../../../src/core/review/review-mutations.ts';
import type { Session } from '../../../src/core/session/session.ts';
import type { SocialJob } from '../../../src/areas/posts/api/social-post-query.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import { PostReviewView } from '../../../src/areas/posts/ui/post-review-view.tsx';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { ToastRegion } from '../../../src/ui/toasts/toast-region.tsx';
import { answer, fakeSession, serviceError } from './fake-session.ts';

export { SOCIAL_DRAFTS } from '../../../src/areas/posts/model/social-draft.ts';

export const CLIENT_ID = 'client-1';
export const JOB_ID = 'job-1';
export const DISCLAIMER = 'Attorney Advertising. This post is general information, not legal advice.';

const post = (id: string, platform: SocialJob['posts'][number]['platform'], content: string) => ({
  id,
  platform,
  content,
  contentVersion: 1,
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

export function initialJob(): SocialJob {
  return {
    id: JOB_ID,
    clientId: CLIENT_ID,
    deliverableId: 'deliverable-1',
    topic: 'Holiday office hours',
    status: 'ReadyForExternalReview',
    channel: 'SocialMedia',
    isTest: false,
    externalReviewDate: '2026-11-28',
    humanQc: 'Unevaluated',
    rejectionReason: null,
    rejectionComment: null,
    updatedOn: '2026-11-20T09:00:00.000Z',
    contentHash: 'hash-read',
    posts: [
      post('post-fb', 'Facebook', `We guarantee results. <img src=x onerror="window.__xss(1)"> ${DISCLAIMER}`),
      post('post-x', 'X', 'Our office hours change for the holidays: https://example.com/hours #law'),
    ],
    approvals: [],
    statusHistory: [],
  } as unknown as SocialJob;
}

let job = initialJob();
const requests: Array<{ operationName: string; variables: Record<string, unknown> }> = [];

export const service = {
  reset() {
    job = initialJob();
    requests.length = 0;
  },
  job: () => job,
  requests: () => requests,
  /** Another person saves a new version of a post (a second browser). */
  someoneElseSaves(postId: string, content: string) {
    job = {
      ...job,
      posts: job.posts.map((candidate) =>
        candidate.id === postId ? { ...candidate, content, contentVersion: candidate.contentVersion + 1 } : candidate,
      ),
    };
  },
  /** What a live update does when the service says this client changed: refresh everything of the client. */
  announceChange: () =>
    currentSession ? refreshClient(currentSession, CLIENT_ID) : Promise.reject(new Error('No element has a session yet.')),
};

function savePost({
  socialMediaPostId,
  content,
  expectedVersion,
}: {
  socialMediaPostId: string;
  content: string;
  expectedVersion: number;
}): Response {
  const current = job.posts.find((candidate) => candidate.id === socialMediaPostId);
  if (!current) return serviceError(`No social media post with id "${socialMediaPostId}".`, { code: 'NOT_FOUND' });
  if (expectedVersion !== current.contentVersion)
    return serviceError(`The ${current.platform} post was changed by someone else (now version ${current.contentVersion}).`, {
      code: 'CONFLICT',
      currentVersion: current.contentVersion,
    });
  service.someoneElseSaves(socialMediaPostId, content);
  const version = current.contentVersion + 1;
  return answer({
    data: { modifySocialMediaPostContent: { version, message: `Saved version ${version} of the ${current.platform} post.` } },
  });
}

async function fakeService(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { operationName, variables } = JSON.parse(String(init?.body ?? '{}'));
  const input: Record<string, unknown> = variables?.input ?? {};
  requests.push({ operationName, variables: input });
  if (operationName === 'GetSocialPost') {
    if (input.id !== job.id) return serviceError(`No social media job with id "${input.id}".`, { code: 'NOT_FOUND' });
    return answer({
      data: { socialMediaJob: job, client: { id: CLIENT_ID, name: 'Harbor & Vale Law', advertisingDisclaimer: DISCLAIMER } },
    });
  }
  if (operationName === 'ModifySocialMediaPostContent') return savePost(input as never);
  if (operationName === 'ModifySocialMediaJobHumanQc') {
    job = { ...job, status: 'ReadyForPublication' };
    return answer({ data: { modifySocialMediaJobHumanQC: { message: `Approved "${job.topic}" for publication.` } } });
  }
  return serviceError(`The test service does not answer ${operationName}.`, { code: 'BAD_USER_INPUT' });
}

let currentSession: Session | null = null;

function PostReviewTest() {
  const [session] = useState(() => (currentSession = fakeSession(fakeService)));
  const [dirty, setDirty] = useState(false);
  const texts = {
    loading: 'Loading the post',
    error: 'The post could not be loaded.',
    notFound: 'No such post.',
    noClient: 'Choose a client.',
    back: 'Back',
  };
  return (
    <SessionProvider session={session} autoStart={false}>
      <div className="p-4">
        <output data-slot="dirty">{String(dirty)}</output>
        <PostReviewView clientId={CLIENT_ID} jobId={JOB_ID} texts={texts} pageType="social-media-post" onDirtyChange={setDirty} />
      </div>
      <ToastRegion />
    </SessionProvider>
  );
}

defineElement('fp-post-review-test', PostReviewTest, {});
