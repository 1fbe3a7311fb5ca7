/**
 * Element-test fixture of the blog content page, built to dist/test/blog-content-fixture.js:
 * - `<fp-blog-content-test client-id blog-job-id>`: BlogContentView over a session on the page's runtime,
 *   inside a sidebar provider (so Ctrl/Cmd+B has a sidebar to toggle) beside a button outside the editor;
 * - `<fp-blog-content-page-test>`: the route page in a memory router at /blog-content/job-1, with a link
 *   elsewhere, for the leave-without-saving dialog.
 * The session's fetch is a small stand-in for the service: it answers GetBlogPost from one stored post and
 * saves with the service's version rule (a stale expectedVersion is a CONFLICT naming the current version);
 * tests make saves fail, go offline, or save as someone else (and announce it, as a live update would). Every
 * request is recorded.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { BlogPost } from '../../../src/areas/blog/api/blog-post-query.ts';
import { refreshClient } from '../../../src/core/review/review-mutations.ts';
import type { Session } from '../../../src/core/session/session.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import BlogContentPage from '../../../src/areas/blog/ui/content/blog-content-page.tsx';
import { BlogContentView } from '../../../src/areas/blog/ui/content/blog-content-view.tsx';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { SidebarProvider } from '../../../src/ui/primitives/sidebar/sidebar-context.tsx';
import { ToastRegion } from '../../../src/ui/toasts/toast-region.tsx';
import { answer, fakeSession, serviceError } from './fake-session.ts';

export { blogDraftKey } from '../../../src/areas/blog/model/blog-draft.ts';

export const CLIENT_ID = 'client-1';
export const JOB_ID = 'job-1';

/** The post as the stand-in service first holds it: version 1, with a figure, a list, a link, a table and an XSS payload. */
export function initialPost(): BlogPost {
  return {
    id: JOB_ID,
    clientId: CLIENT_ID,
    deliverableId: 'deliverable-1',
    topic: 'Tenant rights',
    status: 'ReadyForExternalReview',
    contentType: 'BlogPost',
    title: 'Know your tenant rights',
    publicationTitle: 'Tenant rights in 2026',
    metaDescription: 'What every renter should know.',
    content: [
      '<h2>Tenant rights: what you need to know</h2>',
      '<p>Renting is <strong>common</strong>.<img src="x" onerror="window.__xss(1)"></p>',
      '<figure><img src="/key.png" alt="A key"><figcaption>A key</figcaption></figure>',
      '<ul><li>Keep your lease.</li></ul>',
      '<p>Read the <a href="https://example.test/guide">guide</a>.</p>',
      '<table><caption>Fees</caption><thead><tr><th>Service</th><th>Fee</th></tr></thead><tbody><tr><td>Lease review</td><td colspan="1">$150</td></tr></tbody></table>',
    ].join(''),
    contentVersion: 1,
    contentHash: 'hash-v1',
    dueDate: '2026-11-20',
    externalReviewDate: '2026-11-25',
    publicationDate: null,
    wordPressPostId: null,
    wordPressUrl: null,
    wordPressError: null,
    bubbleUrl: null,
    humanQc: 'Unevaluated',
    rejectionReason: null,
    rejectionComment: null,
    updatedOn: '2026-11-18T09:00:00.000Z',
    qcResults: [],
    score: null,
    images: [],
    statusHistory: [],
    revisions: [
      {
        version: 1,
        title: 'Know your tenant rights',
        content: '<p>v1</p>',
        savedBy: 'writer@agency.test',
        savedOn: '2026-11-18T09:00:00.000Z',
      },
    ],
    approvals: [],
  } as BlogPost;
}

type Failure = { kind: 'error'; message: string; code: string } | { kind: 'offline' };
let post = initialPost();
let saveFailure: Failure | null = null;
let readsFail = false;
const requests: Array<{ operationName: string; variables: Record<string, unknown> }> = [];

export const service = {
  reset(changes: Partial<BlogPost> = {}) {
    post = { ...initialPost(), ...changes };
    saveFailure = null;
    readsFail = false;
    requests.length = 0;
  },
  post: () => post,
  requests: () => requests,
  /** Every later save fails: with the service's error, or as a network failure. */
  failSaves(failure: Failure | null) {
    saveFailure = failure;
  },
  /** Every later read of the post fails as a network failure (true) or is answered again (false). */
  failReads(fail: boolean) {
    readsFail = fail;
  },
  /** Another person saves a new version (what the board or a second browser would do). */
  someoneElseSaves(content: string, title = post.title) {
    const version = post.contentVersion + 1;
    post = {
      ...post,
      content,
      title,
      contentVersion: version,
      contentHash: `hash-v${version}`,
      revisions: [...post.revisions, { version, title, content, savedBy: 'grace@firm.test', savedOn: new Date().toISOString() }],
    };
    return version;
  },
  /** What a live update does when the service says this client changed: refresh everything of the client. */
  announceChange: () =>
    currentSession ? refreshClient(currentSession, CLIENT_ID) : Promise.reject(new Error('No element has a session yet.')),
};

interface ContentInput {
  blogJobId: string;
  content: string;
  title: string | null;
  expectedVersion: number;
}

function saveContent({ blogJobId, content, title, expectedVersion }: ContentInput): Response {
  if (saveFailure?.kind === 'error') return serviceError(saveFailure.message, { code: saveFailure.code });
  if (blogJobId !== post.id) return serviceError(`No blog job with id "${blogJobId}".`, { code: 'NOT_FOUND' });
  if (expectedVersion !== post.contentVersion) {
    return serviceError(
      `The blog post was changed by someone else (now version ${post.contentVersion}). Reload it and apply your change again.`,
      { code: 'CONFLICT', currentVersion: post.contentVersion },
    );
  }
  const version = post.contentVersion + 1;
  const savedTitle = title ?? post.title;
  post = {
    ...post,
    content,
    title: savedTitle,
    contentVersion: version,
    contentHash: `hash-v${version}`,
    revisions: [...post.revisions, { version, title: savedTitle, content, savedBy: 'ada@example.test', savedOn: new Date().toISOString() }],
  };
  return answer({
    data: { modifyBlogJobContent: { version, contentHash: `hash-v${version}`, message: `Saved version ${version} of "${post.topic}".` } },
  });
}

async function fakeService(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { operationName, variables } = JSON.parse(String(init?.body ?? '{}'));
  const input: Record<string, unknown> = variables?.input ?? {};
  requests.push({ operationName, variables: input });
  if (operationName === 'ModifyBlogJobContent' && saveFailure?.kind === 'offline') throw new TypeError('Failed to fetch');
  if (operationName === 'GetBlogPost' && readsFail) throw new TypeError('Failed to fetch');
  if (operationName === 'GetBlogPost')
    return input.id === post.id
      ? answer({ data: { blogJob: post } })
      : serviceError(`No blog job with id "${input.id}".`, { code: 'NOT_FOUND' });
  if (operationName === 'ModifyBlogJobContent') return saveContent(input as unknown as ContentInput);
  if (operationName === 'ModifyBlogJobPublicationTitle') {
    post = { ...post, publicationTitle: String(input.publicationTitle) };
    return answer({ data: { modifyBlogJobPublicationTitle: { message: `The post will be published as "${input.publicationTitle}".` } } });
  }
  return serviceError(`The test service does not answer ${operationName}.`, { code: 'BAD_USER_INPUT' });
}

let currentSession: Session | null = null;

function useTestSession() {
  const [session] = useState(() => (currentSession = fakeSession(fakeService)));
  return session;
}

function WithSession({ children }: { children: ReactNode }) {
  const session = useTestSession();
  return (
    <SessionProvider session={session} autoStart={false}>
      {children}
      <ToastRegion />
    </SessionProvider>
  );
}

function BlogContentTest({ clientId = CLIENT_ID, blogJobId = JOB_ID }: { clientId?: string; blogJobId?: string }) {
  const [dirty, setDirty] = useState(false);
  return (
    <WithSession>
      <SidebarProvider defaultOpen>
        <div className="space-y-4 p-4">
          <button type="button">Outside the editor</button>
          <output data-slot="dirty">{String(dirty)}</output>
          <BlogContentView clientId={clientId} blogJobId={blogJobId} onDirtyChange={setDirty} />
        </div>
      </SidebarProvider>
    </WithSession>
  );
}

defineElement('fp-blog-content-test', BlogContentTest, { clientId: 'string', blogJobId: 'string' });

function pageRouter() {
  const root = createRootRoute({
    component: () => (
      <>
        <Link to="/elsewhere">Go elsewhere</Link>
        <Outlet />
      </>
    ),
  });
  const content = createRoute({ getParentRoute: () => root, path: '/blog-content/$blogId', component: BlogContentPage });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '/elsewhere', component: () => <h1>Elsewhere</h1> });
  return createRouter({
    routeTree: root.addChildren([content, elsewhere]),
    history: createMemoryHistory({ initialEntries: [`/blog-content/${JOB_ID}`] }),
  });
}

function BlogContentPageTest() {
  const [router] = useState(pageRouter);
  return (
    <WithSession>
      <RouterProvider router={router} />
    </WithSession>
  );
}

defineElement('fp-blog-content-page-test', BlogContentPageTest, {});
