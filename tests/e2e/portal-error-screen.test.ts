// A render error on a page shows the error screen (spec section 2): the page is made to throw honestly, by
// a well-formed GraphQL answer whose data it cannot render (a job whose status history is null where the
// contract promises a list).
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type JobIds, ownerJobIds } from './support/portal-expected.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import { expectHeading, openPortalPath, portal, SETTLE, waitForPath } from './support/portal.ts';

const OWNER = { id: 'user-owner', email: 'owner@demo.test' };
const BROKEN_OPERATION = 'GetBlogPost';

/** Answers BROKEN_OPERATION with the service's own answer, its status history replaced by null. */
async function breakBlogPost(page: Page): Promise<void> {
  await page.route('**/graphql', async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string; query?: string } | null;
    const operation = body?.operationName ?? /\bquery\s+(\w+)/.exec(body?.query ?? '')?.[1];
    if (operation !== BROKEN_OPERATION) return route.continue();
    const answer = await route.fetch();
    const json = (await answer.json()) as { data: { blogJob: Record<string, unknown> } };
    json.data.blogJob.statusHistory = null;
    return route.fulfill({ response: answer, json });
  });
}

describe('the error screen on a render error', () => {
  const harness = usePortalHarness();
  let jobs: JobIds;

  beforeAll(async () => {
    jobs = await ownerJobIds(harness.service);
  });

  const showError = async () => {
    const page = await harness.signedInPage(OWNER.email);
    await breakBlogPost(page);
    await openPortalPath(page, harness.service.url, `/blog-content/${jobs.blog}`);
    await expectHeading(page, 'Something Went Wrong');
    expect(await portal(page).getByText('A FirmPilot employee will look into the issue', { exact: true }).count()).toBe(1);
    return page;
  };

  it('shows Something Went Wrong, and Try Again renders the page again once its data is sound', async () => {
    const page = await showError();
    await page.unrouteAll({ behavior: 'wait' });
    await portal(page).getByRole('button', { name: 'Try Again' }).click();
    await portal(page).getByRole('heading', { name: 'Status history', level: 2 }).waitFor(SETTLE);
    expect(await portal(page).getByRole('heading', { name: 'Something Went Wrong' }).count()).toBe(0);
  });

  it('Return Home goes to the home page', async () => {
    const page = await showError();
    await portal(page).getByRole('button', { name: 'Return Home' }).click();
    await waitForPath(page, '/');
    await expectHeading(page, 'Home');
  });
});
