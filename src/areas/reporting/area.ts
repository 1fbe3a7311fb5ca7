import { page } from '../../core/navigation/portal-route.ts';
import { defineArea } from '../../review-kit/define-area.ts';

export const REPORTING_AREA = defineArea({
  id: 'reporting',
  routes: [
    page({
      id: 'reporting',
      path: '/reporting',
      title: 'Reporting',
      description: 'Reporting dashboard: results of your deliverables',
      searchable: true,
    }),
  ],
  sidebar: { group: 'main', order: 2 },
  pages: { reporting: () => import('./ui/reporting-page.tsx') },
  navIcon: 'M4 20V10m6 10V4m6 16v-7m6 7H2',
});
