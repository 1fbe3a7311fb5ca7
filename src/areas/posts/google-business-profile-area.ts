import { page } from '../../core/navigation/portal-route.ts';
import { defineArea } from '../../review-kit/define-area.ts';
import { POST_IN_PLACE_REVIEW, postNotices } from './list-review.ts';
import { GOOGLE_BUSINESS_PROFILE_APPROVAL_TEXT } from './notice-texts.ts';
import { POST_WAITING_STATUS } from './model/waiting-status.ts';

/** Google Business Profile posts: the posts family's second area, beside social media. */
export const GOOGLE_BUSINESS_PROFILE_AREA = defineArea({
  id: 'google-business-profile',
  routes: [
    page({
      id: 'google-business-profile',
      path: '/google-business-profile',
      title: 'Google Business Profile',
      description: 'Google Business Profile posts',
      searchable: true,
      service: 'google',
    }),
    page({
      id: 'google-business-profile-content',
      path: '/google-business-profile-content/$jobId',
      title: 'Profile Content',
      description: 'Review a Google Business Profile post',
      searchable: true,
      parent: 'google-business-profile',
      service: 'google',
    }),
  ],
  sidebar: { group: 'secondary', order: 3 },
  pages: {
    'google-business-profile': () => import('./ui/gbp-posts-page.tsx'),
    'google-business-profile-content': () => import('./ui/gbp-post-page.tsx'),
  },
  navIcon: 'M4 9l1-5h14l1 5M4 9v11h16V9M4 9h16M10 20v-6h4v6',
  review: {
    kind: 'googleBusinessProfile',
    waitingStatus: POST_WAITING_STATUS,
    label: 'Google Business Profile post',
    queueItems: (answer) => answer.googleBusinessProfilePosts.map((job) => ({ ...job, title: job.topic })),
    itemRoute: 'google-business-profile-content',
    outcomeEvents: {
      approved: 'google-business-profile-post-approved',
      changesRequested: 'google-business-profile-post-changes-requested',
    },
    inPlace: POST_IN_PLACE_REVIEW,
    // Social auto-publish covers both channels' posts.
    bell: { skippedWhen: 'socialMediaAutoPublish', notices: postNotices('googleBusinessProfile', GOOGLE_BUSINESS_PROFILE_APPROVAL_TEXT) },
  },
});
