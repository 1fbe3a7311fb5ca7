import { page } from '../../core/navigation/portal-route.ts';
import { defineArea } from '../../review-kit/define-area.ts';

export const BACKLINKS_AREA = defineArea({
  id: 'backlinks',
  routes: [
    page({
      id: 'backlinks',
      path: '/backlinks',
      title: 'Backlinks',
      description: 'Backlinks built for your site',
      searchable: true,
      service: 'backlink',
    }),
  ],
  sidebar: { group: 'secondary', order: 1, hiddenWhileWorkInProgress: true },
  pages: { backlinks: () => import('./ui/backlinks-page.tsx') },
  navIcon: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1m2 5a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
});
