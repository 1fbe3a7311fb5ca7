import { AREAS } from '../../../areas/index.ts';
import type { RouteId } from '../../navigation/routes.ts';

const HOME_ICON = 'M3 11l9-8 9 8v10h-6v-6H9v6H3z';

/** One outline path per sidebar item (24×24 grid): Home's, then each area's own (its manifest's navIcon). */
const PATHS: Partial<Record<RouteId, string>> = Object.fromEntries([
  ['home', HOME_ICON],
  ...AREAS.map((area) => [area.routes[0].id, area.navIcon]),
]);

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
      <path d={PATHS[routeId] ?? HOME_ICON} />
    </svg>
  );
}
