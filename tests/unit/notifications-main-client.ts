import type { ActionItem, ClientActionItems } from '../../src/core/api/generated/graphql.ts';

// The GetClientNotificationData answer for the seed's main client (demo/server/store/seed/client-rows.ts,
// index 0): WordPress and Facebook connected, enrolled in social and Google Business Profile, no auto-publish,
// and one blog job, one social job (four platforms) and one profile post awaiting the firm.
export const platforms = ['Facebook', 'Instagram', 'LinkedIn', 'X'] as const;

export function mainClientActionItems(): ClientActionItems {
  const blog: ActionItem = {
    deliverableId: 'd-blog',
    serviceName: 'Blog',
    status: 'ReadyForExternalReview',
    externalReviewDate: '2026-11-16',
    blogJobs: [{ id: 'blog-1', topic: 'visa options for skilled workers' }],
    socialMediaJobs: [],
  };
  const social: ActionItem = {
    deliverableId: 'd-social',
    serviceName: 'Social Media',
    status: 'ReadyForExternalReview',
    externalReviewDate: '2026-11-20',
    blogJobs: [],
    socialMediaJobs: platforms.map((platform) => ({ id: 'social-1', platform, posts: [{ id: `post-${platform}` }] })),
  };
  const gbp: ActionItem = {
    deliverableId: 'd-gbp',
    serviceName: 'Google Business Profile',
    status: 'ReadyForExternalReview',
    externalReviewDate: '2026-11-20',
    blogJobs: [],
    socialMediaJobs: [{ id: 'gbp-1', platform: 'GoogleBusinessProfile', posts: [{ id: 'post-gbp' }] }],
  };
  return {
    id: 'main',
    socialMediaAutoPublish: false,
    wordPressAutoPublish: false,
    wordPressConnected: true,
    isEnrolledInSocialMedia: true,
    isEnrolledInGbp: true,
    isConnectedInGsc: false,
    connectedPlatforms: ['Facebook'],
    actionItems: [blog, social, gbp],
  };
}
