import { describe, expect, it } from 'vitest';
import { isClickable } from '../../src/core/notifications/notifications.ts';
import { buildNotifications, countNotifications } from '../../src/composers/notifications/bell-notices.ts';
import {
  NO_NOTIFICATIONS_TEXT,
  NOTIFICATIONS_ERROR_TEXT,
  NOTIFICATIONS_TITLE,
  searchConsoleText,
} from '../../src/core/notifications/notification-texts.ts';
import { mainClientActionItems } from './notifications-main-client.ts';

describe('notification list (spec sections 2 and 8)', () => {
  it("lists the seed's main client's notices, texts and targets exactly", () => {
    expect(buildNotifications(mainClientActionItems())).toEqual([
      {
        id: 'blog:blog-1',
        kind: 'blog',
        jobId: 'blog-1',
        text: 'Approve and schedule blog post "visa options for skilled workers" for publication.',
        path: '/blog-content/blog-1',
      },
      {
        id: 'social:social-1',
        kind: 'social',
        jobId: 'social-1',
        text: 'Approve and schedule social media post for publication.',
        path: '/social-media-post/social-1',
      },
      {
        id: 'googleBusinessProfile:gbp-1',
        kind: 'googleBusinessProfile',
        jobId: 'gbp-1',
        text: 'Approve and schedule Google Business Profile post for publication.',
        path: '/google-business-profile-content/gbp-1',
      },
      {
        id: 'connection:googleBusinessProfile',
        kind: 'connection',
        text: 'Connect your Google Business Profile account to start posting.',
        path: '/settings?section=connections',
      },
      {
        id: 'info:googleSearchConsole',
        kind: 'info',
        text: 'Contact FirmPilot to connect Google Search Console and unlock additional features.',
        path: null,
      },
    ]);
  });

  it('writes every connection notice, the Search Console one naming the brand', () => {
    const data = { ...mainClientActionItems(), actionItems: [], wordPressConnected: false, connectedPlatforms: [] };
    expect(buildNotifications(data, { provider: 'Acme Marketing' }).map(({ kind, text, path }) => ({ kind, text, path }))).toEqual([
      { kind: 'connection', text: 'Connect your WordPress to start publishing blogs.', path: '/settings?section=connections' },
      { kind: 'connection', text: 'Connect your Google Business Profile account to start posting.', path: '/settings?section=connections' },
      { kind: 'info', text: 'Contact Acme Marketing to connect Google Search Console and unlock additional features.', path: null },
      { kind: 'connection', text: 'Connect your social media accounts to start posting.', path: '/settings?section=connections' },
    ]);
    expect(searchConsoleText()).toBe('Contact FirmPilot to connect Google Search Console and unlock additional features.');
  });

  it('makes blog, social, profile and connection items clickable, and info items not', () => {
    const items = buildNotifications({ ...mainClientActionItems(), wordPressConnected: false });
    expect(items.filter(isClickable).map((item) => item.kind)).toEqual([
      'blog',
      'social',
      'googleBusinessProfile',
      'connection',
      'connection',
    ]);
    expect(items.filter((item) => !isClickable(item)).map((item) => item.kind)).toEqual(['info']);
  });

  it('encodes ids in paths', () => {
    const data = { ...mainClientActionItems(), isConnectedInGsc: true };
    data.actionItems[0]!.blogJobs[0]!.id = 'a/b c';
    expect(buildNotifications(data)[0]!.path).toBe('/blog-content/a%2Fb%20c');
  });

  it('gives every item a distinct id and counts exactly the listed items', () => {
    const items = buildNotifications({ ...mainClientActionItems(), wordPressConnected: false, connectedPlatforms: [] });
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(countNotifications({ ...mainClientActionItems(), wordPressConnected: false, connectedPlatforms: [] })).toBe(items.length);
  });

  it('has the popover texts', () => {
    expect(NOTIFICATIONS_TITLE).toBe('Notifications');
    expect(NOTIFICATIONS_ERROR_TEXT).toBe('Unable to load notifications at this time. Please try again later.');
    expect(NO_NOTIFICATIONS_TEXT).toBe('No notifications');
  });
});
