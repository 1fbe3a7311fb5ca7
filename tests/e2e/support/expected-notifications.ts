// The oracle for the bell: spec section 4 (Notification count) and section 8 (texts), written out here from
// the spec rather than imported from src/, and applied to what the service itself says about the client.
import { GetClientNotificationDataDocument, type GetClientNotificationDataQuery } from '../../../src/core/api/generated/operations.ts';
import type { E2eService } from './e2e-service.ts';

type ActionItems = GetClientNotificationDataQuery['clientNotificationData'];

/** The demo pages set no `brand`, so the Search Console notice names the default one. */
const BRAND = 'FirmPilot';
/** Any one of these connected satisfies the social media connection notice (spec section 8). */
const SOCIAL_CONNECTIONS = ['Facebook', 'Instagram', 'LinkedIn', 'X'];

export interface ExpectedNotifications {
  count: number;
  /** Every line of the popover. */
  texts: string[];
  /** The lines that open a page: all but the Search Console notice, which only asks to contact the brand. */
  clickable: string[];
}

/**
 * Count = pending blog jobs (when WordPress auto-publish is off) + social jobs (when social auto-publish is
 * off) + 1 per missing connection (WordPress; Google Business Profile when enrolled; Search Console; social
 * platforms when enrolled). The service answers a social job once per platform it posts to, so jobs are
 * counted by id; a Google Business Profile post is a social job on that platform with its own text.
 */
export function expectedNotifications(data: ActionItems): ExpectedNotifications {
  const clickable: string[] = [];
  const info: string[] = [];
  if (!data.wordPressAutoPublish) {
    const blogJobs = new Map(data.actionItems.flatMap((item) => item.blogJobs).map((job) => [job.id, job.topic]));
    for (const topic of blogJobs.values()) clickable.push(`Approve and schedule blog post "${topic}" for publication.`);
  }
  if (!data.socialMediaAutoPublish) {
    const socialJobs = new Map(data.actionItems.flatMap((item) => item.socialMediaJobs).map((job) => [job.id, job.platform]));
    for (const platform of socialJobs.values()) {
      clickable.push(
        platform === 'GoogleBusinessProfile'
          ? 'Approve and schedule Google Business Profile post for publication.'
          : 'Approve and schedule social media post for publication.',
      );
    }
  }
  const connected = new Set<string>(data.connectedPlatforms);
  if (!data.wordPressConnected) clickable.push('Connect your WordPress to start publishing blogs.');
  if (data.isEnrolledInGbp && !connected.has('GoogleBusinessProfile'))
    clickable.push('Connect your Google Business Profile account to start posting.');
  if (!data.isConnectedInGsc) info.push(`Contact ${BRAND} to connect Google Search Console and unlock additional features.`);
  if (data.isEnrolledInSocialMedia && !SOCIAL_CONNECTIONS.some((platform) => connected.has(platform))) {
    clickable.push('Connect your social media accounts to start posting.');
  }
  const texts = [...clickable, ...info];
  return { count: texts.length, texts, clickable };
}

/** What the service holds for a client, asked as the given demo user, turned into what the bell should show. */
export async function expectedNotificationsFor(service: E2eService, userId: string, clientId: string): Promise<ExpectedNotifications> {
  const answer = await service.graphql<GetClientNotificationDataQuery>(userId, GetClientNotificationDataDocument, { input: { clientId } });
  if (!answer.data)
    throw new Error(`The service did not give ${userId} the notification data of client ${clientId}: ${JSON.stringify(answer.errors)}`);
  return expectedNotifications(answer.data.clientNotificationData);
}
