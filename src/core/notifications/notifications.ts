import type { ClientActionItems, SocialPlatform } from '../api/generated/graphql.ts';
import { blogContentPath, CONNECTIONS_SETTINGS_PATH, googleBusinessProfileContentPath, socialMediaPostPath } from './notification-paths.ts';
import {
  blogApprovalText,
  CONNECT_GOOGLE_BUSINESS_PROFILE_TEXT,
  CONNECT_SOCIAL_MEDIA_TEXT,
  CONNECT_WORDPRESS_TEXT,
  GOOGLE_BUSINESS_PROFILE_APPROVAL_TEXT,
  searchConsoleText,
  SOCIAL_MEDIA_APPROVAL_TEXT,
} from './notification-texts.ts';

/** Any one of these connected satisfies the social media connection notice (spec section 8). */
export const SOCIAL_CONNECTION_PLATFORMS: readonly SocialPlatform[] = ['Facebook', 'Instagram', 'LinkedIn', 'X'];

/** The notifications that ask the firm to approve a job; `jobId` lets the bell act on it in place. */
export type ApprovalKind = 'blog' | 'social' | 'googleBusinessProfile';
export type NotificationKind = ApprovalKind | 'connection' | 'info';

/** One line of the popover. Every item counts towards the bell; only items with a path are clickable. */
export type NotificationItem =
  | { id: string; kind: ApprovalKind; jobId: string; text: string; path: string }
  | { id: string; kind: 'connection'; text: string; path: string }
  | { id: string; kind: 'info'; text: string; path: null };

export interface NotificationOptions {
  /** Who to contact about Search Console: the brand (default FirmPilot). */
  provider?: string;
}

/**
 * The notification list of a client, in one place so the bell's count is its length (spec section 4):
 * - each blog job awaiting the firm, unless WordPress auto-publish is on;
 * - each social job awaiting the firm, unless social auto-publish is on. The answer lists social jobs
 *   once per (job, platform), so a job posting to four networks is ONE notice: we count distinct job
 *   ids. A Google Business Profile post arrives as a social job on the GoogleBusinessProfile platform;
 *   it gets its own notice and its own page, and counts once as well. The answer carries no separate
 *   Google Business Profile auto-publish, so social auto-publish governs those posts too;
 * - one per missing connection: WordPress; Google Business Profile when enrolled; Search Console;
 *   social media when enrolled (any of Facebook, Instagram, LinkedIn, X satisfies it).
 * The Search Console notice asks the firm to contact the provider, so it is info: there is nothing to
 * open in the portal, but it still counts.
 * Order: approvals as the service lists them (oldest review date first), then connections.
 */
export function buildNotifications(data: ClientActionItems, { provider }: NotificationOptions = {}): NotificationItem[] {
  const items: NotificationItem[] = [];
  const seen = new Set<string>();
  const add = (item: NotificationItem) => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    items.push(item);
  };

  for (const actionItem of data.actionItems) {
    if (!data.wordPressAutoPublish) {
      for (const blog of actionItem.blogJobs)
        add({ id: `blog:${blog.id}`, kind: 'blog', jobId: blog.id, text: blogApprovalText(blog.topic), path: blogContentPath(blog.id) });
    }
    if (data.socialMediaAutoPublish) continue;
    for (const job of actionItem.socialMediaJobs) {
      if (job.platform === 'GoogleBusinessProfile') {
        add({
          id: `googleBusinessProfile:${job.id}`,
          kind: 'googleBusinessProfile',
          jobId: job.id,
          text: GOOGLE_BUSINESS_PROFILE_APPROVAL_TEXT,
          path: googleBusinessProfileContentPath(job.id),
        });
      } else {
        add({ id: `social:${job.id}`, kind: 'social', jobId: job.id, text: SOCIAL_MEDIA_APPROVAL_TEXT, path: socialMediaPostPath(job.id) });
      }
    }
  }

  const connected = new Set(data.connectedPlatforms);
  if (!data.wordPressConnected)
    add({ id: 'connection:wordpress', kind: 'connection', text: CONNECT_WORDPRESS_TEXT, path: CONNECTIONS_SETTINGS_PATH });
  if (data.isEnrolledInGbp && !connected.has('GoogleBusinessProfile')) {
    add({
      id: 'connection:googleBusinessProfile',
      kind: 'connection',
      text: CONNECT_GOOGLE_BUSINESS_PROFILE_TEXT,
      path: CONNECTIONS_SETTINGS_PATH,
    });
  }
  if (!data.isConnectedInGsc) add({ id: 'info:googleSearchConsole', kind: 'info', text: searchConsoleText(provider), path: null });
  if (data.isEnrolledInSocialMedia && !SOCIAL_CONNECTION_PLATFORMS.some((platform) => connected.has(platform))) {
    add({ id: 'connection:socialMedia', kind: 'connection', text: CONNECT_SOCIAL_MEDIA_TEXT, path: CONNECTIONS_SETTINGS_PATH });
  }
  return items;
}

/** The bell's number: exactly the items the popover lists. */
export const countNotifications = (data: ClientActionItems): number => buildNotifications(data).length;

export const isClickable = (item: NotificationItem): item is Extract<NotificationItem, { path: string }> => item.path !== null;
