import { Link } from '@tanstack/react-router';
import { breadcrumbTrail, routeById } from '../../navigation/routes.ts';
import { useCurrentRoute } from '../hooks/use-current-route.ts';
import { BREADCRUMB_LABEL } from '../shell-texts.ts';

/** The chevron between crumbs; the one before the page itself goes with the hidden crumbs on mobile. */
const Separator = ({ beforeLast }: { beforeLast: boolean }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className={beforeLast ? 'hidden h-3 w-3 shrink-0 text-fp-muted md:block' : 'h-3 w-3 shrink-0 text-fp-muted'}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="m9 18 6-6-6-6" />
  </svg>
);

/**
 * Where the page sits, from the route titles: Home first, then the parents, then the page itself (not a
 * link). Below 768px only the page itself shows; the sheet holds the way back.
 */
export function ShellBreadcrumbs() {
  const current = useCurrentRoute();
  const trail = current ? breadcrumbTrail(current) : [routeById('home')];
  return (
    <nav aria-label={BREADCRUMB_LABEL} data-slot="breadcrumbs" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-fp-muted">
        {trail.map((route, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={route.id} className={last ? 'flex min-w-0 items-center gap-1.5' : 'hidden items-center gap-1.5 md:flex'}>
              {index > 0 ? <Separator beforeLast={last} /> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-fp-text">
                  {route.title}
                </span>
              ) : (
                <Link
                  to={route.path}
                  className="rounded-fp hover:text-fp-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
                >
                  {route.title}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
