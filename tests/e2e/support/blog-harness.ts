// One service of its own (blog-service.ts) and one Chromium per file; a signed-in storage state per demo role,
// made once per file through the real sign-in (portal-harness.ts useSignedInPages). The state is the origin's
// storage and the provider's cookie, so it signs the person in on every demo page of the origin: the portal at
// `/` and the WordPress admin page alike.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../../scripts/free-port.ts';
import { launchChromium } from '../../support/browser.ts';
import { startBlogService, type BlogService, type PrepareData, type RunningBlogService } from './blog-service.ts';
import { useSignedInPages, type SignedInHarness } from './portal-harness.ts';

export type BlogHarness = SignedInHarness<BlogService> & {
  /** A port on this machine the service was told a firm's site may use (ALLOW_LOCAL_SITES), for a WordPress a test starts. */
  localSitePort(): number;
};

/**
 * `prepare` puts data into the service's database before it starts (blog-service.ts PrepareData); `localSites`
 * reserves that many ports for WordPress sites the tests start on this machine, named to the service as it starts.
 */
export function useBlogHarness(prepare?: PrepareData, options: { localSites?: number } = {}): BlogHarness {
  let service: RunningBlogService | undefined;
  let browser: Browser | undefined;
  const ports: number[] = [];

  beforeAll(async () => {
    for (let n = 0; n < (options.localSites ?? 0); n += 1) ports.push(await freePort());
    const localSites = ports.map((port) => `http://127.0.0.1:${port}`);
    // Both at once; what did start is kept even when the other failed, so afterAll stops it.
    const [started, launched] = await Promise.allSettled([startBlogService(prepare, localSites), launchChromium()]);
    if (started.status === 'fulfilled') service = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await service?.stop();
  });

  let used = 0;
  const localSitePort = () => {
    const port = ports[used];
    if (port === undefined)
      throw new Error(`The blog harness reserved ${ports.length} local site ports: ask useBlogHarness for more ({ localSites }).`);
    used += 1;
    return port;
  };
  return Object.assign(
    useSignedInPages('blog', () => ({ service, browser })),
    { localSitePort },
  );
}
