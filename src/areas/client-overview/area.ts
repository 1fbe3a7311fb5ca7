import { page } from '../../core/navigation/portal-route.ts';
import { defineArea } from '../../review-kit/define-area.ts';

/** Staff's overview of every client; in the sidebar after Home, for staff only. */
export const CLIENT_OVERVIEW_AREA = defineArea({
  id: 'client-overview',
  routes: [
    // Not searchable: the site search offers every person the same pages, and this one is staff's alone.
    page({
      id: 'client-overview',
      path: '/clients',
      title: 'All clients',
      description: 'Every client at a glance: what waits, what is late, what is missing',
      searchable: false,
      staffOnly: true,
    }),
  ],
  sidebar: { group: 'main', order: 1 },
  pages: { 'client-overview': () => import('./ui/client-overview-page.tsx') },
  navIcon: 'M3 5h18M3 12h18M3 19h18M8 3v18',
});
