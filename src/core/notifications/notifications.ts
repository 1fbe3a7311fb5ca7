import type { ClientActionItems, SocialPlatform } from '../api/generated/graphql.ts';
import { CONNECTIONS_SETTINGS_PATH } from './notification-paths.ts';
import {
  CONNECT_GOOGLE_BUSINESS_PROFILE_TEXT,
  CONNECT_SOCIAL_MEDIA_TEXT,
  CONNECT_WORDPRESS_TEXT,
  searchConsoleText,
} from './notification-texts.ts';

/** Any one of these connected satisfies the social media connection notice (spec section 8). */
export const SOCIAL_CONNECTION_PLATFORMS: readonly SocialPlatform[] = ['Facebook', 'Instagram', 'LinkedIn', 'X'];

/** A deliverable the service says waits for the firm, with its jobs (one per platform for a social job). */
export type NotificationActionItem = ClientActionItems['actionItems'][number];

/** One job the bell asks the firm to approve, in the words of its area. */
export interface ApprovalNotice {
  jobId: string;
  text: string;
}

/**
 * Where the bell's approval notices come from: each review area that has them says which of an action item's
 * jobs are its own and how each notice reads (its manifest); the composer adds where each opens.
 */
export interface ApprovalSource {
  kind: string;
  /** The auto-publish under which these jobs go out without the firm's review: no notice then. */
  skippedWhen: 'wordPressAutoPublish' | 'socialMediaAutoPublish';
  notices: (item: NotificationActionItem) => readonly ApprovalNotice[];
  pathOf: (jobId: string) => string;
}

/** One line of the popover. Every item counts towards the bell; only items with a path are clickable. */
export type NotificationItem =
  | { id: string; kind: string; jobId: string; text: string; path: string }
  | { id: string; kind: 'connection'; text: string; path: string }
  | { id: string; kind: 'info'; text: string; path: null };

export interface NotificationOptions {
  /** Who to contact about Search Console: the brand (default FirmPilot). */
  provider?: string;
}

/**
 * The notification list of a client, in one place so the bell's count is its length (spec section 4):
 * - each job awaiting the firm, from the review areas' sources, unless the client's auto-publish for it is on
 *   (WordPress for blog posts; social for social and Google Business Profile posts, the answer carrying no
 *   separate profile auto-publish). The answer lists social jobs once per (job, platform), so a job posting to
 *   four networks is ONE notice: a job id counts once;
 * - one per missing connection (`connectionNotices`).
 * Order: approvals as the service lists them (oldest review date first), then connections.
 */
export function buildNotificationList(
  data: ClientActionItems,
  approvals: readonly ApprovalSource[],
  { provider }: NotificationOptions = {},
): NotificationItem[] {
  const items: NotificationItem[] = [];
  const seen = new Set<string>();
  const add = (item: NotificationItem) => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    items.push(item);
  };
  for (const actionItem of data.actionItems) {
    const waiting = approvals
      .filter((source) => !data[source.skippedWhen])
      .flatMap((source) => source.notices(actionItem).map((notice) => ({ source, ...notice })));
    // In the answer's order, whichever area a job belongs to: its blog jobs, then its social jobs as listed.
    const listed = [...actionItem.blogJobs, ...actionItem.socialMediaJobs].map((job) => job.id);
    waiting.sort((a, b) => listed.indexOf(a.jobId) - listed.indexOf(b.jobId));
    for (const { source, jobId, text } of waiting) {
      add({ id: `${source.kind}:${jobId}`, kind: source.kind, jobId, text, path: source.pathOf(jobId) });
    }
  }
  for (const item of connectionNotices(data, { provider })) add(item);
  return items;
}

/**
 * One notice per missing connection: WordPress; Google Business Profile when enrolled; Search Console; social
 * media when enrolled (any of Facebook, Instagram, LinkedIn, X satisfies it). The Search Console notice asks the
 * firm to contact the provider, so it is info: there is nothing to open in the portal, but it still counts.
 */
export function connectionNotices(data: ClientActionItems, { provider }: NotificationOptions = {}): NotificationItem[] {
  const items: NotificationItem[] = [];
  const connected = new Set(data.connectedPlatforms);
  if (!data.wordPressConnected)
    items.push({ id: 'connection:wordpress', kind: 'connection', text: CONNECT_WORDPRESS_TEXT, path: CONNECTIONS_SETTINGS_PATH });
  if (data.isEnrolledInGbp && !connected.has('GoogleBusinessProfile')) {
    items.push({
      id: 'connection:googleBusinessProfile',
      kind: 'connection',
      text: CONNECT_GOOGLE_BUSINESS_PROFILE_TEXT,
      path: CONNECTIONS_SETTINGS_PATH,
    });
  }
  if (!data.isConnectedInGsc) items.push({ id: 'info:googleSearchConsole', kind: 'info', text: searchConsoleText(provider), path: null });
  if (data.isEnrolledInSocialMedia && !SOCIAL_CONNECTION_PLATFORMS.some((platform) => connected.has(platform))) {
    items.push({ id: 'connection:socialMedia', kind: 'connection', text: CONNECT_SOCIAL_MEDIA_TEXT, path: CONNECTIONS_SETTINGS_PATH });
  }
  return items;
}

export const isClickable = (item: NotificationItem): item is Extract<NotificationItem, { path: string }> => item.path !== null;
