import { page } from '../../core/navigation/portal-route.ts';
import { defineArea } from '../../review-kit/define-area.ts';

export const SETTINGS_AREA = defineArea({
  id: 'settings',
  routes: [
    page({
      id: 'settings',
      path: '/settings',
      title: 'Settings',
      description: 'Connections, users, keywords and preferences',
      searchable: true,
    }),
  ],
  sidebar: { group: 'secondary', order: 6 },
  pages: {
    // Every section but the profile's holds a form: the form kit (react-hook-form, valibot) downloads beside the
    // page's chunk instead of after the section's.
    settings: () =>
      Promise.all([import('./ui/settings-page.tsx'), import('../../ui/form/use-service-form.ts')]).then(([settingsPage]) => settingsPage),
  },
  navIcon:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .5-1.5-1.5.5-2-3-1-1 2h-2l-1-2-3 1 .5 2L6 7.5 4 7 3 10l2 1v2l-2 1 1 3 2-.5 1.5 1.5-.5 2 3 1 1-2h2l1 2 3-1-.5-2 1.5-1.5 2 .5 1-3-2-1z',
});
