// Another site may not show the portal in a frame (clickjacking): the portal's pages say so in their policy
// (frame-ancestors 'self'), and where a host serves the portal without that policy, the portal itself shows why it
// does not run, with a link to open it in its own tab. A frame of the portal's own origin is allowed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAMED_HEADING, OPEN_IN_NEW_TAB } from '../../src/elements/framed-portal.tsx';
import { cspViolations, expectCspViolations } from '../support/csp-violations.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import { SETTLE } from './support/portal.ts';

const FRAME_TITLE = 'The portal, framed';
const framingPage = (src: string) =>
  `<!doctype html><title>Another site</title><h1>Another site</h1><iframe title="${FRAME_TITLE}" src="${src}" width="1000" height="700"></iframe>`;

describe('the portal in a frame', () => {
  const harness = usePortalHarness();
  // "Another site": a page on another port, so another origin than the service's.
  let otherSite: Server;
  let otherOrigin: string;

  beforeAll(async () => {
    otherSite = createServer((request, response) => {
      const src = new URL(request.url ?? '/', 'http://other').searchParams.get('frame') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(framingPage(src));
    });
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => otherSite?.close(() => resolve())));

  /** The frame that shows `url` once it has navigated there (or to the browser's error page). */
  const frameOf = async (page: Page): Promise<Frame> => {
    await expect.poll(() => page.frames().length, SETTLE).toBe(2);
    return page.frames()[1]!;
  };

  it("is refused by the browser when another site frames the portal's page", async () => {
    const page = await harness.signedOutPage();
    expectCspViolations(page.context());
    await page.goto(`${otherOrigin}/?frame=${encodeURIComponent(`${harness.service.url}/`)}`);
    const frame = await frameOf(page);
    await expect.poll(() => cspViolations(page.context()).some((line) => /frame-ancestors/.test(line)), SETTLE).toBe(true);
    expect(frame.url()).not.toContain(harness.service.url);
    expect(await frame.locator('fp-portal').count()).toBe(0);
  });

  it('shows why it does not run, and a link to its own tab, where a host serves it without the policy', async () => {
    const page = await harness.signedOutPage();
    const portalUrl = `${harness.service.url}/`;
    // The portal's page exactly as the service sends it, less the headers that forbid the frame.
    await page.context().route(portalUrl, async (route) => {
      const answer = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(answer.headers()).filter(([name]) => !['content-security-policy', 'x-frame-options'].includes(name)),
      );
      await route.fulfill({ response: answer, headers });
    });
    await page.goto(`${otherOrigin}/?frame=${encodeURIComponent(portalUrl)}`);
    const frame = await frameOf(page);
    const framed = frame.locator('fp-portal');
    await framed.getByRole('heading', { name: FRAMED_HEADING }).waitFor(SETTLE);
    const link = framed.getByRole('link', { name: OPEN_IN_NEW_TAB });
    expect(await link.getAttribute('href')).toBe(portalUrl);
    expect(await link.getAttribute('target')).toBe('_blank');
    // Nothing of the portal started: no sign-in screen, no sign-in redirect inside the frame.
    expect(await framed.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
    expect(frame.url()).toBe(portalUrl);
  });

  it('runs as usual in a frame of its own origin', async () => {
    const page = await harness.signedOutPage();
    const framingUrl = `${harness.service.url}/framing-test.html`;
    await page
      .context()
      .route(framingUrl, (route) => route.fulfill({ contentType: 'text/html', body: framingPage(`${harness.service.url}/`) }));
    await page.goto(framingUrl);
    const frame = await frameOf(page);
    await frame.locator('fp-portal').getByRole('button', { name: 'Sign in', exact: true }).waitFor(SETTLE);
    expect(await frame.locator('fp-portal').getByRole('heading', { name: FRAMED_HEADING }).count()).toBe(0);
  });
});

// Every browser test fails when the page policy blocks anything a page does (tests/support/csp-violations.ts): shown
// here with a script the page did not ship, which the policy refuses to run.
describe('a browser test on a page that breaks the policy', () => {
  const harness = usePortalHarness();

  it('fails when its context closes, naming what was blocked', async () => {
    const page = await harness.signedOutPage();
    await page.goto(`${harness.service.url}/intranet.html`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'globalThis.ranInline = true;';
      document.head.append(script);
    });
    expect(await page.evaluate(() => (globalThis as { ranInline?: boolean }).ranInline)).toBeUndefined();
    await expect.poll(() => cspViolations(page.context()).length, SETTLE).toBeGreaterThan(0);
    expect(cspViolations(page.context()).join('\n')).toMatch(/script-src/);
    await expect(page.context().close()).rejects.toThrow(/The page policy blocked what a page of the portal did:[\s\S]*intranet\.html/);
    // Closed already: the harness's own close after the test need not fail again.
    expectCspViolations(page.context());
  });
});
