// What a person does and sees on a blog post's page (/blog-content/{id} in the portal, or the post opened inside
// <fp-blog-board>): the editor, saving, the messages a save leaves.
import type { Locator, Page, Route } from 'playwright-core';
import { SETTLE } from './portal.ts';

export const blogContentPath = (blogJobId: string) => `/blog-content/${blogJobId}`;

export const editor = (host: Locator) => host.getByRole('textbox', { name: 'Post content' });
export const titleInput = (host: Locator) => host.getByRole('textbox', { name: 'Title', exact: true });
export const saveButton = (host: Locator) => host.getByRole('button', { name: 'Save', exact: true });

/** Opens the editor ("Edit content") and waits until it takes input. */
export async function startEditing(host: Locator): Promise<void> {
  await host.getByRole('button', { name: 'Edit content' }).click();
  await editor(host).waitFor(SETTLE);
}

/** Types at the very end of the post, as a person clicking into it and pressing Ctrl+End would. */
export async function typeAtEnd(page: Page, host: Locator, text: string): Promise<void> {
  await editor(host).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/** The operation a GraphQL POST names, from its operationName or its query text. */
export function operationOf(route: Route): string | null {
  const request = route.request();
  if (request.method() !== 'POST') return null;
  try {
    const body = request.postDataJSON() as { operationName?: string; query?: string };
    return body.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Makes the next save fail for real: the browser's request for ModifyBlogJobContent is aborted as a dropped
 * connection would abort it, once; every other call goes through. `happened` resolves once it did.
 */
export async function failNextSave(page: Page, origin: string): Promise<{ happened: Promise<void> }> {
  let failed = false;
  let done: () => void = () => {};
  const happened = new Promise<void>((resolve) => (done = resolve));
  await page.route(`${origin}/graphql`, async (route) => {
    if (!failed && operationOf(route) === 'ModifyBlogJobContent') {
      failed = true;
      await route.abort('connectionreset');
      done();
      return;
    }
    await route.continue();
  });
  return { happened };
}
