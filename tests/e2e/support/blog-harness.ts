// One service of its own (blog-service.ts) and one Chromium per file; a signed-in storage state per demo role,
// made once per file through the real sign-in (portal-harness.ts useSignedInPages). The state is the origin's
// storage and the provider's cookie, so it signs the person in on every demo page of the origin: the portal at
// `/` and the WordPress admin page alike.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../support/browser.ts';
import { startBlogService, type BlogService, type PrepareData, type RunningBlogService } from './blog-service.ts';
import { useSignedInPages, type SignedInHarness } from './portal-harness.ts';

export type BlogHarness = SignedInHarness<BlogService>;

/** `prepare` puts data into the service's database before it starts (blog-service.ts PrepareData). */
export function useBlogHarness(prepare?: PrepareData): BlogHarness {
  let service: RunningBlogService | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // Both at once; what did start is kept even when the other failed, so afterAll stops it.
    const [started, launched] = await Promise.allSettled([startBlogService(prepare), launchChromium()]);
    if (started.status === 'fulfilled') service = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await service?.stop();
  });

  return useSignedInPages('blog', () => ({ service, browser }));
}
