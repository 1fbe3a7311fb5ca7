/**
 * Element-test fixture of the blog content page's panels, built by `vite build --mode elements-test` into
 * dist/test/blog-panels-fixture.js: `<fp-blog-panels-test blog-job-id=... panel=...>` loads the post as the page
 * does (blogPostQueryOptions) and renders one panel (images, quality, revisions, approval, history) or all of
 * them, over a session whose fetch is a fake service: GetBlogPost answers from `posts`, the image mutations
 * change `posts` and answer the service's messages, and the Shutterstock search answers `shutterstockItems`.
 * Tests replace `answers` entries to make a call fail, and read every request in `requests`.
 */
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore, type ComponentType } from 'react';
import type { RoleName } from '../../../src/core/api/generated/graphql.ts';
import type { AuthClient } from '../../../src/core/auth/auth-client.ts';
import { blogPostQueryOptions, type BlogPost } from '../../../src/areas/blog/api/blog-post-query.ts';
import { sha256Hex } from '../../../src/core/review/content-hash.ts';
import { resolveConfig } from '../../../src/core/config.ts';
import { getRuntime } from '../../../src/core/runtime.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import { ApprovalRecordPanel } from '../../../src/areas/blog/ui/content/panels/approval-record-panel.tsx';
import { ImagesPanel } from '../../../src/areas/blog/ui/content/panels/images-panel.tsx';
import { QualityPanel } from '../../../src/areas/blog/ui/content/panels/quality-panel.tsx';
import { RevisionsPanel } from '../../../src/areas/blog/ui/content/panels/revisions-panel.tsx';
import { StatusHistoryPanel } from '../../../src/areas/blog/ui/content/panels/status-history-panel.tsx';
import type { ReviewClient } from '../../../src/review-kit/review-client.ts';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { ToastRegion } from '../../../src/ui/toasts/toast-region.tsx';

export const CLIENT_ID = 'client-harbor';
export const BRAND = 'Acme Portal';

type Answer = { data?: unknown; errors?: unknown[] };
type Variables = { input: Record<string, string> };

/** The posts the fake service holds, by id. */
export const posts = new Map<string, BlogPost>();
/** Every GraphQL call (operationName, variables) and REST call (method, url, authorization), in order. */
export const requests: Array<{ operationName: string; variables: Variables }> = [];
export const restRequests: Array<{ method: string; url: string; authorization: string | null }> = [];
/** What the Shutterstock search finds, whatever is searched. */
export const shutterstockItems: Array<{ id: string; description: string; previewUrl: string; width: number; height: number }> = [];

const imageOf = (id: string) => [...posts.values()].flatMap((post) => post.images).find((image) => image.id === id);

/** The fake service's answers per operation, as the reference service words them; tests replace entries. */
export const answers: Record<string, (variables: Variables) => Answer> = {};
const DEFAULT_ANSWERS: Record<string, (variables: Variables) => Answer> = {
  GetBlogPost: ({ input }) => {
    const post = posts.get(input.id!);
    return post ? { data: { blogJob: post } } : { errors: [{ message: 'blog job not found', extensions: { code: 'NOT_FOUND' } }] };
  },
  ModifyBlogImageName: ({ input }) => {
    const image = imageOf(input.blogImageId!);
    if (image) image.name = input.name!;
    return { data: { modifyBlogImageName: { message: `Renamed the image to "${input.name}".` } } };
  },
  ModifyBlogImageHumanQc: ({ input }) => {
    const image = imageOf(input.blogImageId!);
    if (image) image.humanQc = input.result as never;
    return { data: { modifyBlogImageHumanQC: { message: `Marked image "${image?.name}" as ${input.result}.` } } };
  },
  SelectAiBlogImage: ({ input }) => replaceImage(input, 'AI', input.prompt!, 'selectAiBlogImage'),
  SelectShutterstockBlogImage: ({ input }) =>
    replaceImage(input, 'Shutterstock', `Shutterstock ${input.shutterstockId}`, 'selectShutterstockBlogImage'),
};

function replaceImage(input: Record<string, string>, provider: 'AI' | 'Shutterstock', name: string, field: string): Answer {
  const post = posts.get(input.blogJobId!)!;
  const image = {
    id: `new-${input.type}`,
    name,
    imageId: name,
    previewUrl: `${location.origin}/new-${provider}.svg`,
    publishedUrl: null,
    type: input.type,
    imageProvider: provider,
    humanQc: 'Unevaluated',
  };
  post.images = [...post.images.filter((other) => other.type !== input.type), image as BlogPost['images'][number]];
  return { data: { [field]: { message: `Chose a new ${input.type!.toLowerCase()} image for "${post.topic}".`, images: post.images } } };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const authorization = new Headers(init?.headers).get('authorization');
  if (url.includes('/v1/')) {
    restRequests.push({ method: init?.method ?? 'GET', url, authorization });
    const query = new URL(url).searchParams;
    const pageSize = Number(query.get('PageSize') ?? 50);
    return json({ items: shutterstockItems.slice(0, pageSize), totalCount: shutterstockItems.length, pageNumber: 1, pageSize });
  }
  const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Variables };
  requests.push(body);
  // A copy, as the network would give: the panels never hold the fake service's own objects.
  const answer = (answers[body.operationName] ?? DEFAULT_ANSWERS[body.operationName])?.(body.variables) ?? {
    errors: [{ message: `no answer for ${body.operationName}` }],
  };
  return json(JSON.parse(JSON.stringify(answer)));
}

const identity = {
  getTokenSilently: async () => 'panel-token',
  isAuthenticated: async () => false,
  getUser: async () => undefined,
} as unknown as AuthClient;
const config = resolveConfig(
  { authDomain: 'https://id.example.test', authClientId: 'portal', authAudience: 'https://api.example.test', brand: BRAND },
  location.href,
);
export const session = createSession(getRuntime(), config, { createAuthClient: async () => identity, fetch: fakeFetch });

let client: ReviewClient = { clientId: CLIENT_ID, clientName: 'Harbor & Vale Law', roles: ['ACCOUNT_OWNER'] };
const listeners = new Set<() => void>();

/** Starts a test afresh: these posts, this person's roles, no cached queries, no recorded calls, default answers. */
export function reset(newPosts: BlogPost[], roles: RoleName[] = ['ACCOUNT_OWNER']) {
  posts.clear();
  for (const post of newPosts) posts.set(post.id, structuredClone(post));
  for (const key of Object.keys(answers)) delete answers[key];
  requests.length = 0;
  restRequests.length = 0;
  shutterstockItems.length = 0;
  session.queryClient.clear();
  client = { ...client, roles };
  listeners.forEach((listener) => listener());
}

const V1 = '<h2>Car accidents in Ohio</h2><p>Call the police and write down what you saw.</p>';
const V2 = '<h2>Car accidents in Ohio</h2><p>Call the police first and write down what you saw.</p><ul><li>Photos of the scene</li></ul>';
const V3 =
  '<h2>Car accidents in Ohio</h2><p>Call the police at once and write down what you saw.</p><ul><li>Photos of the scene</li><li>Witness names</li></ul>';
export const VERSIONS = { V1, V2, V3 };

/** A post as GetBlogPost answers it: three versions, version 2 approved (its true hash), two images, QC, history. */
export async function samplePost(overrides: Partial<BlogPost> = {}): Promise<BlogPost> {
  return {
    id: 'blog-1',
    clientId: CLIENT_ID,
    deliverableId: 'deliverable-1',
    topic: 'Car Accident Claims',
    status: 'ReadyForExternalReview',
    contentType: 'BlogPost',
    title: 'What to do after a car accident',
    publicationTitle: 'What to do after a car accident',
    metaDescription: 'Practical guidance.',
    content: V3,
    contentVersion: 3,
    contentHash: await sha256Hex(V3),
    dueDate: '2026-11-28',
    externalReviewDate: '2026-11-20',
    publicationDate: null,
    wordPressPostId: null,
    wordPressUrl: null,
    wordPressError: null,
    bubbleUrl: null,
    humanQc: 'Unevaluated',
    rejectionReason: null,
    rejectionComment: null,
    updatedOn: '2026-11-10T10:00:00.000Z',
    qcResults: [
      { category: 'Formatting', result: 'Passed', feedback: 'Headings and lists are well formed.' },
      { category: 'Hallucinations', result: 'Failed', feedback: 'One claim about deadlines has no source.' },
    ],
    score: { overall: 85, readability: 72.4, seo: 90, originality: 97, createdOn: '2026-11-05T12:00:00.000Z' },
    images: [
      {
        id: 'image-embedded',
        name: 'Police car at night',
        imageId: 'ss-2',
        previewUrl: `${location.origin}/embedded.svg`,
        publishedUrl: null,
        type: 'Embedded',
        imageProvider: 'Shutterstock',
        humanQc: 'Passed',
      },
      {
        id: 'image-featured',
        name: 'Two cars after a collision',
        imageId: 'ai-1',
        previewUrl: `${location.origin}/featured.svg`,
        publishedUrl: null,
        type: 'Featured',
        imageProvider: 'AI',
        humanQc: 'Unevaluated',
      },
    ],
    statusHistory: [
      { fromStatus: null, toStatus: 'InProgress', changedBy: 'FirmPilot', note: null, changedOn: '2026-11-01T09:00:00.000Z' },
      { fromStatus: 'InProgress', toStatus: 'TaskReady', changedBy: 'FirmPilot', note: null, changedOn: '2026-11-02T09:00:00.000Z' },
      {
        fromStatus: 'TaskReady',
        toStatus: 'ReadyForExternalReview',
        changedBy: 'admin@demo.test',
        note: 'Please review by Friday.',
        changedOn: '2026-11-03T09:00:00.000Z',
      },
    ],
    revisions: [
      { version: 1, title: 'Car accidents', content: V1, savedBy: 'FirmPilot', savedOn: '2026-11-02T09:00:00.000Z' },
      {
        version: 2,
        title: 'What to do after a car accident',
        content: V2,
        savedBy: 'owner@demo.test',
        savedOn: '2026-11-04T09:00:00.000Z',
      },
      { version: 3, title: 'What to do after a car accident', content: V3, savedBy: 'user@demo.test', savedOn: '2026-11-06T09:00:00.000Z' },
    ],
    approvals: [
      {
        version: 1,
        contentHash: await sha256Hex(V1),
        approvedBy: 'manager@demo.test',
        approvedByUserId: null,
        approvedOn: '2026-11-02T15:00:00.000Z',
        voided: false,
        voidedOn: null,
        voidedReason: null,
      },
      {
        version: 2,
        contentHash: await sha256Hex(V2),
        approvedBy: 'owner@demo.test',
        approvedByUserId: null,
        approvedOn: '2026-11-05T14:30:00.000Z',
        voided: false,
        voidedOn: null,
        voidedReason: null,
      },
    ],
    ...overrides,
  };
}

export { sha256Hex };

type PanelName = 'images' | 'quality' | 'revisions' | 'approval' | 'history';
const PANELS: Record<PanelName, ComponentType<{ post: BlogPost; client: ReviewClient; onChanged?: () => void }>> = {
  images: ImagesPanel,
  quality: QualityPanel,
  revisions: RevisionsPanel,
  approval: ApprovalRecordPanel,
  history: StatusHistoryPanel,
};

function Panels({ host, panel, blogJobId }: { host: HTMLElement; panel?: string; blogJobId: string }) {
  const current = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => client,
  );
  const post = useQuery(blogPostQueryOptions(session, CLIENT_ID, blogJobId));
  if (!post.data) return <p data-slot="loading">{post.error ? post.error.message : 'Loading'}</p>;
  const names = panel ? [panel as PanelName] : (Object.keys(PANELS) as PanelName[]);
  // The event the content page would use to refresh what it shows beside the images.
  const onChanged = () => host.dispatchEvent(new CustomEvent('test-changed'));
  return (
    <div className="space-y-6 p-4">
      {names.map((name) => {
        const Panel = PANELS[name];
        return <Panel key={name} post={post.data} client={current} onChanged={onChanged} />;
      })}
    </div>
  );
}

function PanelsTest({ host, panel, blogJobId }: { host: HTMLElement; panel?: string; blogJobId?: string }) {
  return (
    <SessionProvider session={session} autoStart={false}>
      <Panels host={host} panel={panel} blogJobId={blogJobId ?? 'blog-1'} />
      <ToastRegion />
    </SessionProvider>
  );
}

defineElement<{ panel?: string; blogJobId?: string }>('fp-blog-panels-test', PanelsTest, { panel: 'string', blogJobId: 'string' });
