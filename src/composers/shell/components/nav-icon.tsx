import type { RouteId } from '../../../core/navigation/routes.ts';

/** One outline path per sidebar item (24×24 grid); decorative, the label names the link. */
const PATHS: Partial<Record<RouteId, string>> = {
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  reporting: 'M4 20V10m6 10V4m6 16v-7m6 7H2',
  'client-overview': 'M3 5h18M3 12h18M3 19h18M8 3v18',
  backlinks: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1m2 5a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
  'blog-management': 'M4 4h16v16H4zM8 8h8M8 12h8M8 16h5',
  'google-business-profile': 'M4 9l1-5h14l1 5M4 9v11h16V9M4 9h16M10 20v-6h4v6',
  'social-media-posts':
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  'on-page-seo': 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm10 3-5-5',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .5-1.5-1.5.5-2-3-1-1 2h-2l-1-2-3 1 .5 2L6 7.5 4 7 3 10l2 1v2l-2 1 1 3 2-.5 1.5 1.5-.5 2 3 1 1-2h2l1 2 3-1-.5-2 1.5-1.5 2 .5 1-3-2-1z',
};

export function NavIcon({ routeId }: { routeId: RouteId }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[routeId] ?? PATHS.home} />
    </svg>
  );
}
