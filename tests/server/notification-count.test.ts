import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientActionItems } from '../../src/core/api/generated/graphql.ts';
import { buildNotifications, countNotifications } from '../../src/composers/notifications/bell-notices.ts';
import { mainClientActionItems } from '../unit/notifications-main-client.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// The portal's notification rules over the real service's answer for the seeded main client, so the
// unit fixture cannot drift from the seed.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const QUERY = `query GetClientNotificationData($input: ClientInput!) { clientNotificationData(input: $input) {
  id socialMediaAutoPublish wordPressAutoPublish wordPressConnected isEnrolledInSocialMedia isEnrolledInGbp isConnectedInGsc connectedPlatforms
  actionItems { externalReviewDate deliverableId serviceName status blogJobs { id topic } socialMediaJobs { id platform posts { id } } } } }`;

describe('the bell over the seeded main client', () => {
  it('counts what the fixture counts, item for item', async () => {
    const result = await service.graphql<{ clientNotificationData: ClientActionItems }>(DEMO.owner, QUERY, {
      input: { clientId: clientIdOf(MAIN_CLIENT) },
    });
    expect(result.errors).toBeUndefined();
    const live = result.data!.clientNotificationData;
    expect(countNotifications(live)).toBe(countNotifications(mainClientActionItems()));
    expect(buildNotifications(live).map((item) => [item.kind, item.text])).toEqual(
      buildNotifications(mainClientActionItems()).map((item) => [item.kind, item.text]),
    );
  });
});
