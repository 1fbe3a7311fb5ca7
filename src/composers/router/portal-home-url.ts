import { createContext, useContext } from 'react';

/**
 * The address the identity provider sends the browser back to after sign-in and logout, the one to
 * register for this portal: in `path` routing the portal's root (origin + base path + '/'); embedded
 * (`hash`, `memory`) the host page itself, whose path the portal leaves alone.
 */
export function portalHomeUrl(
  routing: 'path' | 'hash' | 'memory',
  basePath: string,
  page: Pick<Location, 'origin' | 'pathname' | 'search'> = globalThis.location,
): string {
  return routing === 'path' ? `${page.origin}${basePath}/` : `${page.origin}${page.pathname}${page.search}`;
}

export const PortalHomeUrlContext = createContext<string | null>(null);

export function usePortalHomeUrl(): string {
  const url = useContext(PortalHomeUrlContext);
  if (!url) throw new Error("usePortalHomeUrl must be used within <PortalApp>: the portal's routes render inside it.");
  return url;
}
