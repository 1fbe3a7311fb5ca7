import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from './sidebar-constants.ts';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

const mediaQuery = (): MediaQueryList | undefined =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? undefined : window.matchMedia(QUERY);

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the viewport is below the mobile breakpoint (768px), following resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
