import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetClientConnectionsDocument,
  GetPeriodDeliverableReportsDocument,
  GetPeriodDeliverablesDocument,
  GetReviewQueueDocument,
} from '../../src/core/api/generated/operations.ts';
import type { PortalGraphQLClient } from '../../src/core/api/graphql-client.ts';
import { progressByService } from '../../src/core/review/deliverable-progress.ts';
import { servicesOfPeriod } from '../../src/core/review/period-deliverables-query.ts';
import { reviewQueue } from '../../src/composers/review/review-queue.ts';
import { WAITING_STATUS } from '../../src/composers/review/waiting-rules.ts';
import { portalGraphQLAs } from './support/portal-client.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// Home's and the interim pages' operations against the real service and the seeded demo: they validate and
// run, and the owner of Harbor & Vale Law has work of every kind waiting in the current period.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const MAIN = clientIdOf(MAIN_CLIENT);
const graphqlAs = (userId: string): PortalGraphQLClient => portalGraphQLAs(service, userId);

async function currentPeriodId(client: PortalGraphQLClient): Promise<string> {
  const { deliverablesByServiceForSidebar: periods } = await client.request(GetPeriodDeliverablesDocument, { input: { clientId: MAIN } });
  return periods.find((period) => period.isCurrentPeriod)!.id;
}

describe('Home against the seeded demo', () => {
  it("the owner's review queue for Harbor & Vale Law holds every kind, oldest first, each linking to its review page", async () => {
    const owner = graphqlAs(DEMO.owner);
    const periodId = await currentPeriodId(owner);
    const answer = await owner.request(GetReviewQueueDocument, {
      blogJobs: { clientId: MAIN, periodId, statuses: [WAITING_STATUS.blog], first: 200 },
      socialMediaJobs: { clientId: MAIN, periodId, channel: 'SocialMedia' },
      period: { clientId: MAIN, periodId },
    });
    const queue = reviewQueue(answer);
    expect(queue.length).toBeGreaterThan(0);
    expect(new Set(queue.map((item) => item.kind))).toEqual(new Set(['blog', 'social', 'googleBusinessProfile', 'onPageSeo']));
    expect(queue.map((item) => item.since)).toEqual([...queue.map((item) => item.since)].sort((a, b) => a - b));
    for (const item of queue)
      expect(item.path).toMatch(/^\/(blog-content|social-media-post|google-business-profile-content|on-page-seo-review)\/[^/]+$/);
    // The SocialMedia channel keeps Google Business Profile posts out of the social list.
    const profilePostIds = new Set(answer.googleBusinessProfilePosts.map((job) => job.id));
    expect(profilePostIds.size).toBeGreaterThan(0);
    expect(answer.socialMediaJobs.filter((job) => profilePostIds.has(job.id))).toEqual([]);
  });

  it("the current period's deliverables give progress for each of the five services", async () => {
    const owner = graphqlAs(DEMO.owner);
    const { deliverablesByServiceForSidebar: periods } = await owner.request(GetPeriodDeliverablesDocument, { input: { clientId: MAIN } });
    const current = periods.find((period) => period.isCurrentPeriod)!;
    const progress = progressByService(servicesOfPeriod(periods, current.id));
    expect(progress.map((entry) => entry.serviceName).sort()).toEqual([
      'Backlink',
      'Blog',
      'Google Business Profile',
      'SEO',
      'Social Media',
    ]);
    const blog = progress.find((entry) => entry.serviceName === 'Blog')!;
    expect(blog.done).toBeGreaterThan(0);
    expect(blog.done).toBeLessThan(blog.total);
  });

  it('a staff member sees the same queue for the client they selected', async () => {
    const periodId = await currentPeriodId(graphqlAs(DEMO.owner));
    const variables = {
      blogJobs: { clientId: MAIN, periodId, statuses: [WAITING_STATUS.blog], first: 200 },
      socialMediaJobs: { clientId: MAIN, periodId, channel: 'SocialMedia' as const },
      period: { clientId: MAIN, periodId },
    };
    const asOwner = reviewQueue(await graphqlAs(DEMO.owner).request(GetReviewQueueDocument, variables));
    const asAdmin = reviewQueue(await graphqlAs(DEMO.admin).request(GetReviewQueueDocument, variables));
    expect(asAdmin.map((item) => item.key)).toEqual(asOwner.map((item) => item.key));
  });
});

describe('the interim pages against the seeded demo', () => {
  it("Reporting's reports and Settings' connections answer for the current period and the client", async () => {
    const owner = graphqlAs(DEMO.owner);
    const periodId = await currentPeriodId(owner);
    const { deliverableReports } = await owner.request(GetPeriodDeliverableReportsDocument, { input: { clientId: MAIN, periodId } });
    expect(deliverableReports.length).toBeGreaterThan(0);
    const { clientSettings } = await owner.request(GetClientConnectionsDocument, { input: { clientId: MAIN } });
    expect(clientSettings.connections.map((connection) => connection.platform).sort()).toEqual(['Facebook', 'WordPress']);
    expect(clientSettings.wordPressCredential?.username).toBe('portal');
  });
});
