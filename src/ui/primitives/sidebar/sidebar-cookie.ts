import { SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_COOKIE_NAME } from './sidebar-constants.ts';

/** The Set-Cookie text that remembers whether the sidebar is expanded, for seven days, site-wide. */
export const sidebarCookie = (open: boolean): string =>
  `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;

/** The remembered state from a `document.cookie` string: true, false, or undefined when none (or unreadable). */
export function readSidebarCookie(cookies: string): boolean | undefined {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name !== SIDEBAR_COOKIE_NAME) continue;
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return undefined;
}

/** The page's document, or none where there is no DOM (the cookie is then neither read nor written). */
const pageDocument = (): Document | undefined => (typeof document === 'undefined' ? undefined : document);

export const loadSidebarState = (doc: Document | undefined = pageDocument()): boolean | undefined =>
  doc ? readSidebarCookie(doc.cookie) : undefined;

export function saveSidebarState(open: boolean, doc: Document | undefined = pageDocument()): void {
  if (doc) doc.cookie = sidebarCookie(open);
}
