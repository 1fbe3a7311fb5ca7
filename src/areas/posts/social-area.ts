import { page } from '../../core/navigation/portal-route.ts';
import { defineArea } from '../../review-kit/define-area.ts';
import { POST_IN_PLACE_REVIEW, postNotices } from './list-review.ts';
import { SOCIAL_MEDIA_APPROVAL_TEXT } from './notice-texts.ts';
import { POST_WAITING_STATUS } from './model/waiting-status.ts';

/** Social media posts: one of the two areas of the posts family (Google Business Profile is the other). */
export const SOCIAL_AREA = defineArea({
  id: 'social',
  routes: [
    page({
      id: 'social-media-posts',
      path: '/social-media-posts',
      title: 'Social Media Posts',
      description: 'Review and schedule social media posts',
      searchable: true,
      service: 'social media',
    }),
    page({
      id: 'social-media-post',
      path: '/social-media-post/$jobId',
      title: 'Social Media Post',
      description: 'Review a social media post',
      searchable: false,
      parent: 'social-media-posts',
      service: 'social media',
    }),
  ],
  sidebar: { group: 'secondary', order: 4 },
  pages: {
    'social-media-posts': () => import('./ui/social-posts-page.tsx'),
    'social-media-post': () => import('./ui/social-post-page.tsx'),
  },
  navIcon:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  review: {
    kind: 'social',
    waitingStatus: POST_WAITING_STATUS,
    label: 'Social media post',
    queueItems: (answer) => answer.socialMediaJobs.map((job) => ({ ...job, title: job.topic })),
    itemRoute: 'social-media-post',
    outcomeEvents: { approved: 'social-post-approved', changesRequested: 'social-post-changes-requested' },
    inPlace: POST_IN_PLACE_REVIEW,
    // Social auto-publish covers both channels' posts.
    bell: { skippedWhen: 'socialMediaAutoPublish', notices: postNotices('social', SOCIAL_MEDIA_APPROVAL_TEXT) },
  },
});
