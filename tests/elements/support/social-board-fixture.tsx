/**
 * Element-test fixture of the social media and Google Business Profile boards, built to dist/test/social-board-fixture.js:
 * `<fp-social-board-test channel view>` renders PostsBoard with the area's spec in a SessionProvider whose session
 * talks to no service: GraphQL answers come from `answers` and every request is recorded. Jobs open by recording
 * the job (no router).
 */
import type { AuthClient } from '../../../src/core/auth/auth-client.ts';
import { resolveConfig } from '../../../src/core/config.ts';
import { getRuntime } from '../../../src/core/runtime.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import { GBP_BOARD_SPEC } from '../../../src/areas/posts/ui/gbp-board-spec.ts';
import { SOCIAL_BOARD_SPEC } from '../../../src/areas/posts/ui/social-board-spec.ts';
import type { ReviewView } from '../../../src/review-kit/kit-texts.ts';
import { ChannelNotices } from '../../../src/areas/posts/ui/channel-notices.tsx';
import { PostsBoard } from '../../../src/areas/posts/ui/posts-board.tsx';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { ToastRegion } from '../../../src/ui/toasts/toast-region.tsx';
import { signInOnOneClient } from './fake-session.ts';

type Variables = { input: Record<string, unknown> };

const today = new Date();
const day = (offset: number) =>
  new Date(today.getFullYear(), today.getMonth(), Math.min(28, Math.max(1, today.getDate() + offset)), 12).toISOString();
export const PERIOD = {
  id: 'p-1',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  isCurrentPeriod: true,
  deliverablesByService: [{ serviceName: 'Social Media' }],
};
const PLATFORMS = ['Facebook', 'Instagram', 'LinkedIn', 'X'];

/** A social job as GetSocialBoard answers it, with one post per platform given. */
export function job(n: number, status: string, platforms = PLATFORMS, dates: { scheduledFor?: string; publicationDate?: string } = {}) {
  return {
    id: `job-${n}`,
    deliverableId: `d-${n}`,
    topic: `Topic ${String(n).padStart(3, '0')}`,
    status,
    channel: 'SocialMedia',
    isTest: false,
    externalReviewDate: null,
    updatedOn: '2026-11-01T00:00:00.000Z',
    contentHash: `hash-${n}`,
    posts: platforms.map((platform) => ({
      id: `post-${n}-${platform}`,
      platform,
      contentVersion: 1,
      status: dates.publicationDate ? 'Complete' : 'New',
      scheduledFor: dates.scheduledFor ?? null,
      publicationDate: dates.publicationDate ?? null,
      postUrl: null,
    })),
  };
}
export const scheduledOn = (offset: number) => ({ scheduledFor: day(offset) });
export const publishedOn = (offset: number) => ({ publicationDate: day(offset) });

let jobs: ReturnType<typeof job>[] = [];
let connections: Array<{ platform: string; accountName: string | null; connectedOn: string }> = [];
let autoPublish = false;
export const answers: Record<string, (variables: Variables) => unknown> = {
  GetDeliverablesByServiceForSidebar: () => ({ data: { deliverablesByServiceForSidebar: [PERIOD] } }),
  GetSocialBoard: () => ({ data: { socialMediaJobs: jobs } }),
  GetClientConnections: () => ({
    data: {
      clientSettings: {
        clientId: 'c-1',
        wordPressAutoPublish: false,
        socialMediaAutoPublish: autoPublish,
        googleBusinessProfileAutoPublish: autoPublish,
        isEnrolledInSocialMedia: true,
        isEnrolledInGbp: true,
        connections,
        wordPressCredential: null,
      },
    },
  }),
};
export const requests: Array<{ operationName: string; variables: Variables }> = [];

async function fakeFetch(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Variables };
  requests.push(body);
  const answer = answers[body.operationName]?.(body.variables) ?? { errors: [{ message: `no answer for ${body.operationName}` }] };
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
}

const fakeAuthClient = { isAuthenticated: async () => false, getTokenSilently: async () => 'token' } as unknown as AuthClient;
const config = resolveConfig(
  { authDomain: 'https://id.example.test', authClientId: 'portal', authAudience: 'https://api.example.test' },
  location.href,
);
export const session = createSession(getRuntime(), config, { createAuthClient: async () => fakeAuthClient, fetch: fakeFetch });

/** The jobs a click opened, in order. */
export const opened: string[] = [];

function BoardTest({ channel, view }: { channel?: string; view?: string }) {
  const profile = channel === 'GoogleBusinessProfile';
  return (
    <SessionProvider session={session} autoStart={false}>
      <ChannelNotices channel={profile ? 'GoogleBusinessProfile' : 'SocialMedia'} clientId="c-1" settingsHref="#/settings" />
      <PostsBoard
        channel={profile ? 'GoogleBusinessProfile' : 'SocialMedia'}
        spec={profile ? GBP_BOARD_SPEC : SOCIAL_BOARD_SPEC}
        view={(view as ReviewView) ?? 'board'}
        opening={{ hrefOf: (item) => `#/job/${item.id}`, open: (item) => opened.push(item.id) }}
      />
      <ToastRegion />
    </SessionProvider>
  );
}

defineElement('fp-social-board-test', BoardTest, { channel: 'string', view: 'string' });

/** Signs in a person holding `role` on one client, forgetting everything of the last test, and mounts a fresh board. */
export function mountBoard(
  role: string,
  list: ReturnType<typeof job>[],
  options: { channel?: string; view?: string; connected?: string[]; autoPublish?: boolean } = {},
): HTMLElement {
  for (const element of document.querySelectorAll('fp-social-board-test')) element.remove();
  signInOnOneClient(session, role, { clientId: 'c-1', name: 'Acme Law' });
  requests.length = 0;
  opened.length = 0;
  jobs = list;
  connections = (options.connected ?? []).map((platform) => ({ platform, accountName: null, connectedOn: '2026-06-01T00:00:00.000Z' }));
  autoPublish = options.autoPublish ?? false;
  const element = document.createElement('fp-social-board-test');
  if (options.channel) element.setAttribute('channel', options.channel);
  element.setAttribute('view', options.view ?? 'board');
  document.body.append(element);
  return element;
}
