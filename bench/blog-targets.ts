/** Where the board is measured: the portal's route, and the element on the WordPress admin demo page. */
export interface BoardTarget {
  name: string;
  /** Path on the service. */
  path: string;
  /** The element that holds the board in its shadow root. */
  tag: 'fp-portal' | 'fp-blog-board';
}

export const PORTAL_BOARD: BoardTarget = { name: '<fp-portal> /blog-management', path: '/blog-management', tag: 'fp-portal' };
export const ELEMENT_BOARD: BoardTarget = { name: '<fp-blog-board> /wordpress-admin.html', path: '/wordpress-admin.html', tag: 'fp-blog-board' };

/**
 * The targets this service serves: the WordPress admin demo page is measured only once it exists and holds the
 * element (demo/pages/wordpress-admin.html); what was left out is returned with the reason, for the report.
 */
export async function servedTargets(serviceUrl: string): Promise<{ targets: BoardTarget[]; skipped: Array<{ name: string; reason: string }> }> {
  const response = await fetch(`${serviceUrl}${ELEMENT_BOARD.path}`);
  const page = response.ok ? await response.text() : '';
  if (page.includes(`<${ELEMENT_BOARD.tag}`)) return { targets: [PORTAL_BOARD, ELEMENT_BOARD], skipped: [] };
  const reason = response.ok ? `it has no <${ELEMENT_BOARD.tag}>` : `the service answers ${response.status} (demo/pages/wordpress-admin.html does not exist yet)`;
  return { targets: [PORTAL_BOARD], skipped: [{ name: ELEMENT_BOARD.name, reason }] };
}
