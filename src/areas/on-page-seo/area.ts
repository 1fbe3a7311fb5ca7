import { page } from '../../core/navigation/portal-route.ts';
import { defineArea } from '../../review-kit/define-area.ts';
import { SEO_WAITING_STATUS } from './model/waiting-status.ts';

export const ON_PAGE_SEO_AREA = defineArea({
  id: 'on-page-seo',
  routes: [
    page({
      id: 'on-page-seo',
      path: '/on-page-seo',
      title: 'On-page SEO Updates',
      description: 'Changes to the pages of your site',
      searchable: true,
      service: 'seo',
    }),
    page({
      id: 'on-page-seo-review',
      path: '/on-page-seo-review/$jobId',
      title: 'On-page SEO Review',
      description: 'Review proposed on-page SEO changes',
      searchable: false,
      parent: 'on-page-seo',
      service: 'seo',
    }),
  ],
  sidebar: { group: 'secondary', order: 5, hiddenWhileWorkInProgress: true },
  pages: {
    'on-page-seo': () => import('./ui/on-page-seo-page.tsx'),
    'on-page-seo-review': () => import('./ui/seo-review-page.tsx'),
  },
  navIcon: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm10 3-5-5',
  review: {
    kind: 'onPageSeo',
    waitingStatus: SEO_WAITING_STATUS,
    label: 'On-page SEO changes',
    queueItems: (answer) => answer.seoJobs.map((job) => ({ ...job, title: job.pageUrl })),
    itemRoute: 'on-page-seo-review',
    // A job is decided change by change: the host hears when the firm submits its review.
    outcomeEvents: { reviewSubmitted: 'on-page-seo-review-submitted' },
  },
});
