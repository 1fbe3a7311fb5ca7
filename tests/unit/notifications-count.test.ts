import { describe, expect, it } from 'vitest';
import type { ActionItem, ClientActionItems } from '../../src/core/api/generated/graphql.ts';
import { mainClientActionItems, platforms } from './notifications-main-client.ts';
import { buildNotifications, countNotifications } from '../../src/composers/notifications/bell-notices.ts';

/** Nothing to approve, everything connected, enrolled in everything. */
function quietClient(overrides: Partial<ClientActionItems> = {}): ClientActionItems {
  return {
    id: 'quiet',
    socialMediaAutoPublish: false,
    wordPressAutoPublish: false,
    wordPressConnected: true,
    isEnrolledInSocialMedia: true,
    isEnrolledInGbp: true,
    isConnectedInGsc: true,
    connectedPlatforms: ['Facebook', 'GoogleBusinessProfile'],
    actionItems: [],
    ...overrides,
  };
}

describe('notification count (spec section 4)', () => {
  it("counts the seed's main client: 1 blog + 1 social job + 1 profile post + profile and Search Console connections = 5", () => {
    expect(countNotifications(mainClientActionItems())).toBe(5);
  });

  it('is 0 with nothing pending and everything connected', () => {
    expect(countNotifications(quietClient())).toBe(0);
  });

  it('counts pending blog jobs only while WordPress auto-publish is off', () => {
    const data = {
      ...mainClientActionItems(),
      isConnectedInGsc: true,
      connectedPlatforms: ['Facebook', 'GoogleBusinessProfile'] as ClientActionItems['connectedPlatforms'],
    };
    expect(countNotifications(data)).toBe(3);
    expect(countNotifications({ ...data, wordPressAutoPublish: true })).toBe(2);
  });

  it('counts a social job once however many platforms it posts to, and only while social auto-publish is off', () => {
    const data = {
      ...mainClientActionItems(),
      isConnectedInGsc: true,
      connectedPlatforms: ['Facebook', 'GoogleBusinessProfile'] as ClientActionItems['connectedPlatforms'],
    };
    expect(buildNotifications(data).filter((item) => item.kind === 'social')).toHaveLength(1);
    expect(countNotifications({ ...data, socialMediaAutoPublish: true })).toBe(1);
  });

  it('counts two distinct social jobs twice, and the same job listed under two deliverables once', () => {
    const job = (id: string) => ({ id, platform: 'X' as const, posts: [] });
    const item = (jobs: string[]): ActionItem => ({
      deliverableId: jobs.join(),
      serviceName: 'Social Media',
      status: 'ReadyForExternalReview',
      externalReviewDate: null,
      blogJobs: [],
      socialMediaJobs: jobs.map(job),
    });
    expect(countNotifications(quietClient({ actionItems: [item(['a', 'b'])] }))).toBe(2);
    expect(countNotifications(quietClient({ actionItems: [item(['a']), item(['a'])] }))).toBe(1);
  });

  it('adds 1 when WordPress is not connected', () => {
    expect(countNotifications(quietClient({ wordPressConnected: false }))).toBe(1);
  });

  it('adds 1 for Google Business Profile only when enrolled and not connected', () => {
    expect(countNotifications(quietClient({ connectedPlatforms: ['Facebook'] }))).toBe(1);
    expect(countNotifications(quietClient({ connectedPlatforms: ['Facebook'], isEnrolledInGbp: false }))).toBe(0);
  });

  it('adds 1 when Search Console is not connected, enrolled or not', () => {
    expect(countNotifications(quietClient({ isConnectedInGsc: false }))).toBe(1);
  });

  it('adds 1 for social media only when enrolled and none of Facebook, Instagram, LinkedIn or X is connected', () => {
    expect(countNotifications(quietClient({ connectedPlatforms: ['GoogleBusinessProfile'] }))).toBe(1);
    expect(countNotifications(quietClient({ connectedPlatforms: ['GoogleBusinessProfile'], isEnrolledInSocialMedia: false }))).toBe(0);
    for (const platform of platforms)
      expect(countNotifications(quietClient({ connectedPlatforms: ['GoogleBusinessProfile', platform] }))).toBe(0);
  });

  it('adds up every term: 2 blogs + 2 social jobs + 1 profile post + 4 missing connections = 9', () => {
    const data = quietClient({
      wordPressConnected: false,
      isConnectedInGsc: false,
      connectedPlatforms: [],
      actionItems: [
        {
          deliverableId: 'd1',
          serviceName: 'Blog',
          status: 'ReadyForExternalReview',
          externalReviewDate: null,
          blogJobs: [
            { id: 'b1', topic: 'one' },
            { id: 'b2', topic: 'two' },
          ],
          socialMediaJobs: [],
        },
        {
          deliverableId: 'd2',
          serviceName: 'Social Media',
          status: 'ReadyForExternalReview',
          externalReviewDate: null,
          blogJobs: [],
          socialMediaJobs: [
            { id: 's1', platform: 'Facebook', posts: [] },
            { id: 's1', platform: 'X', posts: [] },
            { id: 's2', platform: 'LinkedIn', posts: [] },
            { id: 'g1', platform: 'GoogleBusinessProfile', posts: [] },
          ],
        },
      ],
    });
    expect(countNotifications(data)).toBe(9);
    expect(countNotifications(data)).toBe(buildNotifications(data).length);
  });
});
