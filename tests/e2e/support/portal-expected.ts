// The oracle for the sidebar and the site search: spec section 2 (Shell) and section 4 (selected period
// fallback) written out here rather than imported from src/, applied to what the service itself says about
// a user's client (its periods by GraphQL, the work-in-progress flag from the flag endpoint).
import {
  GetDeliverablesByServiceForSidebarDocument,
  GetReviewQueueDocument,
  type GetDeliverablesByServiceForSidebarQuery,
  type GetReviewQueueQuery,
} from '../../../src/core/api/generated/operations.ts';
import { DEMO_FLAGS_CLIENT_ID } from '../../../demo/server/pages.ts';
import { clientIdOf } from '../../../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT, subOf } from '../../../demo/server/store/seed/demo-users.ts';
import type { E2eService } from './e2e-service.ts';

/** Spec section 9. */
export const WORK_IN_PROGRESS_FLAG = 'client-app-work-in-progress';

/** The secondary items that need a service, in the sidebar's order, with the service name each matches. */
const SERVICE_ITEMS: ReadonlyArray<readonly [item: string, service: string]> = [
  ['Backlinks', 'backlink'],
  ['Blog Management', 'blog'],
  ['Google Business Profile', 'google'],
  ['Social Media Posts', 'social media'],
  ['On-page SEO Updates', 'seo'],
];
const HIDDEN_WHILE_WORK_IN_PROGRESS = ['Backlinks', 'On-page SEO Updates'];

/**
 * Home (for staff, All clients after it) and Reporting; then each area whose service the selected period delivers
 * (service name matched case-insensitively), Settings always; with the work-in-progress flag on, Backlinks and
 * On-page SEO Updates are hidden.
 */
export function expectedNavigation(serviceNames: readonly string[], workInProgress: boolean, staff = false): string[] {
  const names = serviceNames.map((name) => name.toLowerCase());
  const areas = SERVICE_ITEMS.filter(([item, service]) => {
    if (workInProgress && HIDDEN_WHILE_WORK_IN_PROGRESS.includes(item)) return false;
    return names.some((name) => name.includes(service));
  }).map(([item]) => item);
  return ['Home', ...(staff ? ['All clients'] : []), 'Reporting', ...areas, 'Settings'];
}

type Period = GetDeliverablesByServiceForSidebarQuery['deliverablesByServiceForSidebar'][number];

/** A fresh sign-in has no stored period, so the fallback rule picks the current period, else the first. */
export async function selectedPeriodServices(
  service: E2eService,
  userId: string,
  clientId: string,
): Promise<{ period: Period; serviceNames: string[] }> {
  const answer = await service.graphql<GetDeliverablesByServiceForSidebarQuery>(userId, GetDeliverablesByServiceForSidebarDocument, {
    input: { clientId },
  });
  const periods = answer.data?.deliverablesByServiceForSidebar;
  if (!periods) throw new Error(`The service did not give ${userId} the periods of client ${clientId}: ${JSON.stringify(answer.errors)}`);
  const period = periods.find((candidate) => candidate.isCurrentPeriod) ?? periods[0];
  if (!period) throw new Error(`Client ${clientId} has no visible subscription period: the sidebar would show no area at all.`);
  return { period, serviceNames: period.deliverablesByService.map((entry) => entry.serviceName) };
}

/** The flag endpoint's answer for the user with the client selected (the context the portal identifies). */
export async function workInProgressFor(service: E2eService, userId: string, clientId: string): Promise<boolean> {
  const context = { kind: 'multi', user: { key: subOf(userId) }, client: { key: clientId } };
  const response = await fetch(`${service.url}/flags/sdk/evalx/${DEMO_FLAGS_CLIENT_ID}/context`, {
    method: 'REPORT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(context),
  });
  if (!response.ok) throw new Error(`The flag endpoint answered ${response.status} for ${userId}: ${await response.text()}`);
  const flags = (await response.json()) as Record<string, { value: unknown }>;
  const flag = flags[WORK_IN_PROGRESS_FLAG];
  if (typeof flag?.value !== 'boolean')
    throw new Error(`The flag endpoint has no boolean ${WORK_IN_PROGRESS_FLAG}: ${JSON.stringify(flags)}`);
  return flag.value;
}

export interface JobIds {
  blog: string;
  /** The blog post's heading on its page: its title, or its topic when it has none. */
  blogHeading: string;
  social: string;
  /** A post page is headed by its job's topic. */
  socialHeading: string;
  googleBusinessProfile: string;
  googleBusinessProfileHeading: string;
  onPageSeo: string;
  /** An on-page SEO review page is headed by the address of the page it changes. */
  onPageSeoHeading: string;
}

/** One real job of each kind in a client's period, as the service lists them to the user. */
export async function jobIdsOf(service: E2eService, userId: string, clientId: string, periodId: string): Promise<JobIds> {
  const answer = await service.graphql<GetReviewQueueQuery>(userId, GetReviewQueueDocument, {
    blogJobs: { clientId, periodId, first: 1 },
    socialMediaJobs: { clientId, periodId, channel: 'SocialMedia' },
    period: { clientId, periodId },
  });
  const data = answer.data;
  if (!data) throw new Error(`The service did not list the jobs of client ${clientId}: ${JSON.stringify(answer.errors)}`);
  const ids = {
    blog: data.blogJobs.items[0]?.id,
    blogHeading: data.blogJobs.items[0]?.title || data.blogJobs.items[0]?.topic,
    social: data.socialMediaJobs[0]?.id,
    socialHeading: data.socialMediaJobs[0]?.topic,
    googleBusinessProfile: data.googleBusinessProfilePosts[0]?.id,
    googleBusinessProfileHeading: data.googleBusinessProfilePosts[0]?.topic,
    onPageSeo: data.seoJobs[0]?.id,
    onPageSeoHeading: data.seoJobs[0]?.pageUrl,
  };
  const missing = Object.entries(ids).filter(([, id]) => !id);
  if (missing.length > 0)
    throw new Error(
      `Period ${periodId} of client ${clientId} has no job of kind ${missing.map(([kind]) => kind).join(', ')}: the seed should give every kind.`,
    );
  return ids as JobIds;
}

/** One real job id of each kind in the owner's selected period of Harbor & Vale Law, for the $param routes. */
export async function ownerJobIds(service: E2eService): Promise<JobIds> {
  const clientId = clientIdOf(MAIN_CLIENT);
  const { period } = await selectedPeriodServices(service, 'user-owner', clientId);
  return jobIdsOf(service, 'user-owner', clientId, period.id);
}
