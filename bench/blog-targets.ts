/** Where a review board is measured: the portal's route or an element's demo page, and what its board is called. */
export interface BoardTarget {
  name: string;
  /** Path on the service. */
  path: string;
  /** The element that holds the board in its shadow root. */
  tag: 'fp-portal' | 'fp-blog-board';
  /** The list view's table name (the area's texts: BoardTexts.listLabel). */
  listLabel: string;
  /** When an opened item counts as shown: its h1 and, under the h2 "Content", its text (blog); or the text of its first post (social). */
  itemReady: 'blogContent' | 'postText';
  /** The h1 texts an item with this topic may show. */
  headingsOf: (topic: string) => string[];
}

const sameTopic = (topic: string) => [topic];

export const PORTAL_BOARD: BoardTarget = {
  name: '<fp-portal> /blog-management',
  path: '/blog-management',
  tag: 'fp-portal',
  listLabel: 'Blog posts',
  itemReady: 'blogContent',
  headingsOf: sameTopic,
};
export const ELEMENT_BOARD: BoardTarget = {
  name: '<fp-blog-board> /wordpress-admin.html',
  path: '/wordpress-admin.html',
  tag: 'fp-blog-board',
  listLabel: 'Blog posts',
  itemReady: 'blogContent',
  headingsOf: sameTopic,
};
export const SOCIAL_BOARD: BoardTarget = {
  name: '<fp-portal> /social-media-posts',
  path: '/social-media-posts',
  tag: 'fp-portal',
  listLabel: 'Social media posts',
  itemReady: 'postText',
  headingsOf: sameTopic,
};

/**
 * The targets this service serves: the WordPress admin demo page is measured only once it exists and holds the
 * element (demo/pages/wordpress-admin.html); what was left out is returned with the reason, for the report.
 */
export async function servedTargets(
  serviceUrl: string,
): Promise<{ targets: BoardTarget[]; skipped: Array<{ name: string; reason: string }> }> {
  const response = await fetch(`${serviceUrl}${ELEMENT_BOARD.path}`);
  const page = response.ok ? await response.text() : '';
  if (page.includes(`<${ELEMENT_BOARD.tag}`)) return { targets: [PORTAL_BOARD, ELEMENT_BOARD, SOCIAL_BOARD], skipped: [] };
  const reason = response.ok
    ? `it has no <${ELEMENT_BOARD.tag}>`
    : `the service answers ${response.status} (demo/pages/wordpress-admin.html does not exist yet)`;
  return { targets: [PORTAL_BOARD, SOCIAL_BOARD], skipped: [{ name: ELEMENT_BOARD.name, reason }] };
}
