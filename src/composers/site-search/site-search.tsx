import { useCallback } from 'react';
import type { PortalRoute } from '../navigation/routes.ts';
import { cn } from '../../ui/cn.ts';
import { DesktopSearch } from './components/desktop-search.tsx';
import { MobileSearch } from './components/mobile-search.tsx';
import { useTrackSearch } from './hooks/use-track-search.ts';

export interface SiteSearchProps {
  /** Go to this portal path (a route of core/navigation, e.g. `/blog-management`). */
  onNavigate: (path: string) => void;
  className?: string;
}

/**
 * The site search of the header (spec section 2): a search box from 768px up, below it an icon button
 * that opens the search full-screen. It finds the searchable pages by title or description; choosing one
 * (a click, or Enter on the active result, or Enter alone for the first) navigates there.
 * Analytics: one `search` event per submitted search, when a page is chosen or when Enter finds nothing
 * (what people look for and do not find is worth knowing); never per keystroke.
 * Needs a SessionProvider and a TanStack RouterProvider above it (the page type is read from the route).
 */
export function SiteSearch({ onNavigate, className }: SiteSearchProps) {
  const track = useTrackSearch();
  const onSearch = useCallback(
    (term: string, page: PortalRoute | undefined) => {
      track(term);
      if (page) onNavigate(page.path);
    },
    [track, onNavigate],
  );
  return (
    <div data-slot="site-search" className={cn('flex items-center', className)}>
      <DesktopSearch onSearch={onSearch} className="hidden md:block" />
      <MobileSearch onSearch={onSearch} className="md:hidden" />
    </div>
  );
}
