import type { Browser } from 'playwright-core';
import type { StorageState } from './elements-sign-in.ts';

/** A page Lighthouse audits: a name for the table and its path on the service. */
export interface AuditedPage {
  name: string;
  path: string;
  /** Audited signed in as agency staff (a page only they may open), not as the bench's firm owner. */
  staff?: boolean;
}

const BOARD_PATH = '/blog-management';
const SOCIAL_BOARD_PATH = '/social-media-posts';
const PROFILE_BOARD_PATH = '/google-business-profile';
const SEO_BOARD_PATH = '/on-page-seo';
const BACKLINKS_BOARD_PATH = '/backlinks';
const FIND_TIMEOUT_MS = 60_000;

/**
 * A real item of the bench user's selected client: the first link to `itemPrefix` the board at `boardPath` shows
 * (Playwright's locators pierce the shadow root), so the audited item page is one the service really has.
 */
async function firstItemPath(
  browser: Browser,
  serviceUrl: string,
  storageState: StorageState,
  boardPath: string,
  itemPrefix: string,
): Promise<string> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    await page.goto(`${serviceUrl}${boardPath}`);
    const link = page.locator(`a[href^="${itemPrefix}"]`).first();
    await link.waitFor({ timeout: FIND_TIMEOUT_MS });
    const href = await link.getAttribute('href');
    if (!href) throw new Error(`The board at ${boardPath} showed an item link without an address.`);
    return href;
  } finally {
    await context.close();
  }
}

/**
 * Home, each review area's board and an item's page, Reporting, two sections of Settings, staff's overview of every
 * client, and the intranet page with the bell and the switcher, all signed in.
 */
export async function auditedPages(browser: Browser, serviceUrl: string, storageState: StorageState): Promise<AuditedPage[]> {
  const item = (boardPath: string, prefix: string) => firstItemPath(browser, serviceUrl, storageState, boardPath, prefix);
  return [
    { name: 'Home', path: '/' },
    { name: 'Blog board', path: BOARD_PATH },
    { name: 'Blog post', path: await item(BOARD_PATH, '/blog-content/') },
    { name: 'Social media board', path: SOCIAL_BOARD_PATH },
    { name: 'Social media post', path: await item(SOCIAL_BOARD_PATH, '/social-media-post/') },
    { name: 'Profile board', path: PROFILE_BOARD_PATH },
    { name: 'Profile post', path: await item(PROFILE_BOARD_PATH, '/google-business-profile-content/') },
    { name: 'On-page SEO board', path: SEO_BOARD_PATH },
    { name: 'On-page SEO review', path: await item(SEO_BOARD_PATH, '/on-page-seo-review/') },
    { name: 'Backlinks board', path: BACKLINKS_BOARD_PATH },
    // The Reporting dashboard of the owner's first client (Harbor & Vale Law: its delivery charts and reports).
    { name: 'Reporting', path: '/reporting' },
    // The firm's settings, at the section a firm owner opens first (and its forms) and at the team.
    { name: 'Settings: firm', path: '/settings?section=firm' },
    { name: 'Settings: team', path: '/settings?section=team' },
    { name: 'All clients (staff)', path: '/clients', staff: true },
    { name: 'Intranet page', path: '/intranet.html' },
  ];
}
