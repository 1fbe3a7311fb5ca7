import type { Browser } from 'playwright-core';
import type { StorageState } from './elements-sign-in.ts';

/** A page Lighthouse audits: a name for the table and its path on the service. */
export interface AuditedPage {
  name: string;
  path: string;
}

const BOARD_PATH = '/blog-management';
const POST_LINK = 'a[href^="/blog-content/"]';
const FIND_TIMEOUT_MS = 60_000;

/**
 * A real post of the bench user's selected client: the first topic link the portal's board shows (Playwright's
 * locators pierce the shadow root), so the audited post page is one the service really has.
 */
async function firstPostPath(browser: Browser, serviceUrl: string, storageState: StorageState): Promise<string> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    await page.goto(`${serviceUrl}${BOARD_PATH}`);
    const link = page.locator(POST_LINK).first();
    await link.waitFor({ timeout: FIND_TIMEOUT_MS });
    const href = await link.getAttribute('href');
    if (!href) throw new Error(`The board at ${BOARD_PATH} showed a post link without an address.`);
    return href;
  } finally {
    await context.close();
  }
}

/** Home, the blog board, a post's page and the intranet page with the bell and the switcher, all signed in. */
export async function auditedPages(browser: Browser, serviceUrl: string, storageState: StorageState): Promise<AuditedPage[]> {
  const post = await firstPostPath(browser, serviceUrl, storageState);
  return [
    { name: 'Home', path: '/' },
    { name: 'Blog board', path: BOARD_PATH },
    { name: 'Blog post', path: post },
    { name: 'Intranet page', path: '/intranet.html' },
  ];
}
