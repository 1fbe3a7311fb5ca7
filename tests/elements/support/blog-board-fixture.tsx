/**
 * Element-test fixture of the blog board, built by `vite build --mode elements-test` into dist/test/blog-board-fixture.js:
 * `<fp-blog-board-test>` renders BlogBoard (the board of /blog-management and <fp-blog-board>) in a SessionProvider
 * whose session talks to no service: GraphQL answers come from `answers` (tests replace entries) and every request
 * is recorded. Posts open by recording the job (no router), so tests see what a click would open.
 */
import type { AuthClient } from '../../../src/core/auth/auth-client.ts';
import { resolveConfig } from '../../../src/core/config.ts';
import { getRuntime } from '../../../src/core/runtime.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import { BlogBoard } from '../../../src/areas/blog/ui/blog-board.tsx';
import type { BoardShow, BoardView } from '../../../src/areas/blog/blog-texts.ts';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { ToastRegion } from '../../../src/ui/toasts/toast-region.tsx';
import { signInOnOneClient } from './fake-session.ts';

type Answer = { data?: unknown; errors?: unknown[] } | 'never';
type Variables = { input: Record<string, unknown> };

export const PERIOD = {
  id: 'p-1',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  isCurrentPeriod: true,
  deliverablesByService: [{ serviceName: 'Blog' }],
};
const STATUSES = ['ReadyForExternalReview', 'ReadyForPublication', 'Published', 'InProgress', 'TaskReady', 'Canceled'];

/** A board job as GetBlogBoard answers it. */
export function job(n: number, status = STATUSES[n % STATUSES.length], extra: Record<string, unknown> = {}) {
  const day = String(1 + (n % 28)).padStart(2, '0');
  return {
    id: `job-${n}`,
    deliverableId: `d-${n}`,
    topic: `Topic ${String(n).padStart(4, '0')}`,
    status,
    contentType: n % 4 === 3 ? 'PracticePage' : 'BlogPost',
    contentVersion: 1,
    contentHash: `hash-${n}`,
    dueDate: `2026-11-${day}`,
    externalReviewDate: null,
    publicationDate: null,
    wordPressPostId: status === 'Published' ? `wp-${n}` : null,
    wordPressUrl: status === 'Published' ? `https://firm.example.test/blog/${n}` : null,
    bubbleUrl: null,
    rejectionReason: null,
    updatedOn: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

let jobs: ReturnType<typeof job>[] = [];
/** The posts GetBlogBoard answers, paged as the service pages them. */
export function serveJobs(list: ReturnType<typeof job>[]): void {
  jobs = list;
}

export const answers: Record<string, (variables: Variables) => Answer> = {
  GetDeliverablesByServiceForSidebar: () => ({ data: { deliverablesByServiceForSidebar: [PERIOD] } }),
  GetBlogBoard: ({ input }) => {
    const offset = Number(input.offset ?? 0);
    const first = Number(input.first ?? 200);
    return { data: { blogJobs: { totalCount: jobs.length, items: jobs.slice(offset, offset + first) } } };
  },
};
export const requests: Array<{ operationName: string; variables: Variables }> = [];

async function fakeFetch(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Variables };
  requests.push(body);
  const answer = answers[body.operationName]?.(body.variables) ?? { errors: [{ message: `no answer for ${body.operationName}` }] };
  if (answer === 'never') return new Promise(() => {});
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
}

const fakeAuthClient = { isAuthenticated: async () => false, getTokenSilently: async () => 'token' } as unknown as AuthClient;
const config = resolveConfig(
  { authDomain: 'https://id.example.test', authClientId: 'portal', authAudience: 'https://api.example.test' },
  location.href,
);
export const session = createSession(getRuntime(), config, { createAuthClient: async () => fakeAuthClient, fetch: fakeFetch });

/** The posts a click opened, in order. */
export const opened: string[] = [];
/** The actions that succeeded, with the job. */
export const done: Array<{ action: string; jobId: string }> = [];

function BoardTest({ view, show }: { view?: string; show?: string }) {
  return (
    <SessionProvider session={session} autoStart={false}>
      <BlogBoard
        view={(view as BoardView) ?? 'board'}
        show={(show as BoardShow) ?? 'all'}
        opening={{ hrefOf: (item) => `#/blog-content/${item.id}`, open: (item) => opened.push(item.id) }}
        onActionDone={(action, item) => done.push({ action, jobId: item.id })}
      />
      <ToastRegion />
    </SessionProvider>
  );
}

defineElement('fp-blog-board-test', BoardTest, { view: 'string', show: 'string' });

/**
 * Signs in a person holding `role` on one client, forgetting everything of the last test, and mounts a fresh board
 * (`show`: 'review' for only the posts waiting for review).
 */
export function mountBoard(role: string, list: ReturnType<typeof job>[], view = 'board', show = 'all'): HTMLElement {
  for (const element of document.querySelectorAll('fp-blog-board-test')) element.remove();
  signInOnOneClient(session, role, { clientId: 'c-1', name: 'Acme Law' });
  requests.length = 0;
  opened.length = 0;
  done.length = 0;
  serveJobs(list);
  const element = document.createElement('fp-blog-board-test');
  element.setAttribute('view', view);
  element.setAttribute('show', show);
  document.body.append(element);
  return element;
}
