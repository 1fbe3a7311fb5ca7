/**
 * Element-test fixture of the backlinks area, built to dist/test/backlinks-fixture.js: `<fp-backlinks-test view>` renders
 * BacklinksBoard in a SessionProvider over a stand-in for the service. GraphQL answers the periods; REST answers the
 * period's jobs (page by page, as the service pages them), a job, its steps, a step's edit and start, and the
 * documents; the save goes by the stand-in XMLHttpRequest of fake-uploads.ts, which reports half the bytes, then
 * waits for the test to let the rest go, and answers the step saved or the refusal the test asked for.
 * The open job is the element's own state (no router): a link's href is `#job={id}`.
 */
import { useState } from 'react';
import type { BacklinkJob, BacklinkStep } from '../../../src/areas/backlinks/model/backlink-types.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import { BacklinksBoard } from '../../../src/areas/backlinks/ui/backlinks-board.tsx';
import type { ReviewView } from '../../../src/review-kit/kit-texts.ts';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { ToastRegion } from '../../../src/ui/toasts/toast-region.tsx';
import { answer, fakeSession, signInOnOneClient } from './fake-session.ts';
import { installUploadRequest, uploads } from './fake-uploads.ts';

export const CLIENT_ID = 'c-1';
const PERIOD = {
  id: 'p-1',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  isCurrentPeriod: true,
  deliverablesByService: [{ serviceName: 'Backlink' }],
};
const KINDS = ['Prospecting', 'Outreach', 'Placement', 'Verification'];
const FILES = [
  ['prospects.csv', 'text/csv'],
  ['outreach.txt', 'text/plain'],
  ['placement.pdf', 'application/pdf'],
  ['live-link.png', 'image/png'],
] as const;
const PROGRESS: Record<string, number> = { Completed: 4, Pending: 2, Failed: 1, Unknown: 1, Initialized: 0 };

/** A job as the REST list answers it; its progress follows its status unless given. */
export function job(n: number, status: BacklinkJob['status'], fields: Partial<BacklinkJob> = {}): BacklinkJob {
  const done = fields.completedSteps ?? PROGRESS[status] ?? 0;
  return {
    id: `job-${n}`,
    clientId: CLIENT_ID,
    deliverableId: 'd-1',
    targetUrl: `https://www.harborvale.example/page-${n}`,
    anchorText: `Anchor ${String(n).padStart(4, '0')}`,
    referringSite: done > 0 ? `site-${n}.example.org` : null,
    liveUrl: done >= 3 ? `https://site-${n}.example.org/article-${n}` : null,
    status,
    startDate: `2026-11-${String(1 + (n % 28)).padStart(2, '0')}`,
    stepCount: 4,
    completedSteps: done,
    currentStep: done < 4 ? KINDS[done]! : null,
    createdOn: '2026-11-01T00:00:00.000Z',
    updatedOn: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

/** A job's four steps: those done before `done`, the next one started when `started`. */
export function stepsOf(item: BacklinkJob, started = item.status === 'Pending'): BacklinkStep[] {
  return KINDS.map((kind, position) => {
    const done = position < item.completedSteps;
    const running = !done && started && position === item.completedSteps;
    return {
      id: `${item.id}-step-${position}`,
      jobId: item.id,
      position,
      kind,
      status: done ? 'Completed' : running ? 'Initialized' : 'Pending',
      data: { note: `${kind} notes` } as never,
      fileName: done ? FILES[position]![0] : null,
      fileContentType: done ? FILES[position]![1] : null,
      fileSize: done ? 2048 : null,
      startedOn: done || running ? '2026-11-10T09:30:00.000Z' : null,
      completedOn: done ? '2026-11-11T15:10:00.000Z' : null,
      updatedOn: '2026-11-11T15:10:00.000Z',
    };
  });
}

let jobs: BacklinkJob[] = [];
let steps = new Map<string, BacklinkStep[]>();
const requests: Array<{ method: string; path: string; search: Record<string, string>; body: unknown }> = [];
let refusal: { status: number; body: { status: number; detail?: unknown } & Record<string, unknown> } | null = null;
const opened: string[] = [];
let closed = 0;

const problem = (status: number, detail: string, extra: Record<string, unknown> = {}) =>
  new Response(
    JSON.stringify({
      status,
      title: status === 404 ? 'Not Found' : status === 413 ? 'Payload Too Large' : 'Bad Request',
      detail,
      ...extra,
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );

function stepById(id: string): BacklinkStep | undefined {
  for (const list of steps.values()) for (const step of list) if (step.id === id) return step;
  return undefined;
}
function replaceStep(next: BacklinkStep) {
  steps.set(
    next.jobId,
    steps.get(next.jobId)!.map((step) => (step.id === next.id ? next : step)),
  );
  const list = steps.get(next.jobId)!;
  const done = list.filter((step) => step.status === 'Completed').length;
  jobs = jobs.map((item) =>
    item.id === next.jobId
      ? {
          ...item,
          completedSteps: done,
          currentStep: list.find((step) => step.status !== 'Completed')?.kind ?? null,
          status: done === list.length ? 'Completed' : 'Pending',
        }
      : item,
  );
}

export const service = {
  requests: () => requests,
  /** The next save or edit is refused with this status and problem body. */
  refuseNext(status: number, body: Record<string, unknown>) {
    refusal = { status, body: { status, ...body } };
  },
  waitingUploads: () => uploads.waiting(),
  abortedUploads: () => uploads.aborted(),
  releaseUploads: () => uploads.release(),
  step: (id: string) => stepById(id),
  job: (id: string) => jobs.find((item) => item.id === id),
  opened: () => opened,
  closed: () => closed,
};

async function fakeService(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input));
  const method = init?.method ?? 'GET';
  if (!url.pathname.startsWith('/v1/')) return answer({ data: { deliverablesByServiceForSidebar: [PERIOD] } });
  const path = url.pathname.slice('/v1'.length);
  requests.push({
    method,
    path,
    search: Object.fromEntries(url.searchParams),
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  });
  let match: RegExpMatchArray | null;
  if (method === 'GET' && path === '/backlinks/jobs') {
    const size = Number(url.searchParams.get('PageSize'));
    const page = Number(url.searchParams.get('PageNumber'));
    return answer({ items: jobs.slice((page - 1) * size, page * size), totalCount: jobs.length, pageNumber: page, pageSize: size });
  }
  if (method === 'GET' && (match = path.match(/^\/backlinks\/jobs\/([^/]+)$/))) {
    const found = jobs.find((item) => item.id === decodeURIComponent(match![1]!));
    return found ? answer(found) : problem(404, `No backlinks job with id "${match[1]}".`);
  }
  if (method === 'GET' && (match = path.match(/^\/backlinks\/jobs\/([^/]+)\/steps$/))) return answer(steps.get(match[1]!) ?? []);
  if (method === 'PUT' && (match = path.match(/^\/backlinks\/jobs\/([^/]+)\/steps\/([^/]+)$/))) {
    if (refusal) {
      const { status, body } = refusal;
      refusal = null;
      return problem(status, String(body.detail), body);
    }
    const data = (requests.at(-1)!.body as { data: Record<string, string> }).data;
    const step = { ...stepById(match[2]!)!, data: data as never };
    replaceStep(step);
    jobs = jobs.map((item) =>
      item.id === step.jobId ? { ...item, referringSite: data.referringSite || null, liveUrl: data.liveUrl || null } : item,
    );
    return answer(step);
  }
  if (method === 'POST' && (match = path.match(/^\/backlinks\/jobs\/step\/([^/]+)\/start$/))) {
    const step = { ...stepById(match[1]!)!, status: 'Initialized' as const, startedOn: new Date().toISOString() };
    replaceStep(step);
    return answer(step);
  }
  if (method === 'GET' && (match = path.match(/^\/documents\/job\/([^/]+)$/))) {
    const stepId = url.searchParams.get('StepId');
    if (!stepId)
      return new Response('<!doctype html><title>Report</title><h1>Backlink report</h1>', {
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-disposition': 'attachment; filename="report.html"' },
      });
    const step = stepById(stepId)!;
    return new Response(`bytes of ${step.fileName}`, {
      headers: {
        'content-type': step.fileContentType!,
        ...(step.fileContentType === 'image/png' ? {} : { 'content-disposition': `attachment; filename="${step.fileName}"` }),
      },
    });
  }
  return problem(404, `The test service does not answer ${method} ${path}.`);
}

// The save goes by XMLHttpRequest (the page asks for progress): half its bytes at once, the rest when the test says.
installUploadRequest(
  ({ url, body }) => {
    const file = body.get('file') as File;
    const refused = refusal;
    refusal = null;
    if (refused) return refused;
    const stepId = new URL(url).pathname.split('/').at(-2)!;
    const step = {
      ...stepById(stepId)!,
      status: 'Completed' as const,
      completedOn: new Date().toISOString(),
      fileName: file.name,
      fileContentType: file.type,
      fileSize: file.size,
    };
    replaceStep(step);
    return { status: 200, body: step };
  },
  ({ url, body }) => {
    const file = body.get('file') as File;
    requests.push({
      method: 'POST',
      path: new URL(url).pathname.slice(3),
      search: {},
      body: { fileName: file.name, type: file.type, size: file.size, note: body.get('note') },
    });
  },
);

const session = fakeSession(fakeService);

function BacklinksTest({ view }: { view?: string }) {
  const [openJobId, setOpenJobId] = useState<string | null>(null);
  return (
    <SessionProvider session={session} autoStart={false}>
      <div className="p-4">
        <BacklinksBoard
          view={(view as ReviewView) ?? 'board'}
          opening={{
            hrefOf: (item) => `#job=${item.id}`,
            open: (item) => {
              opened.push(item.id);
              setOpenJobId(item.id);
            },
          }}
          openJobId={openJobId}
          onClosePanel={() => {
            closed += 1;
            setOpenJobId(null);
          }}
        />
      </div>
      <ToastRegion />
    </SessionProvider>
  );
}

defineElement('fp-backlinks-test', BacklinksTest, { view: 'string' });

/** Signs in a person holding `role` on the client, forgetting everything of the last test, and mounts a fresh board. */
export function mountBoard(role: string, list: BacklinkJob[], options: { view?: string } = {}): HTMLElement {
  for (const element of document.querySelectorAll('fp-backlinks-test')) element.remove();
  signInOnOneClient(session, role, { clientId: CLIENT_ID, name: 'Harbor & Vale Law' });
  uploads.reset();
  requests.length = 0;
  opened.length = 0;
  closed = 0;
  refusal = null;
  jobs = list;
  steps = new Map(list.map((item) => [item.id, stepsOf(item)]));
  const element = document.createElement('fp-backlinks-test');
  element.setAttribute('view', options.view ?? 'board');
  document.body.append(element);
  return element;
}
