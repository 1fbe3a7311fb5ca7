import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { trackCspViolations } from './csp-violations.ts';
import { trackRequests } from './network-quiet.ts';

// Debian's Chromium: no test tool may download its own browser on these machines. The benches measure what a
// person's browser does, so they run the full one.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The tests run Debian's headless shell of the same Chromium (package chromium-headless-shell) where it is installed:
// the same Blink and V8 without the browser's own layers, and about a fifth less time on the suite's pages (measured
// on the on-page SEO and Settings files: 109 to 86 s, 106 to 93 CPU-s). CHROMIUM_PATH overrides both.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Without the networking flags Chromium keeps trying hosts this machine cannot reach.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Debian's Chromium (the tests' headless shell unless given another); every context it opens (newPage's too) tracks its requests for waitForNetworkQuiet, and fails
 * on closing when the page policy blocked anything in it (csp-violations.ts).
 */
export async function launchChromium(executablePath = TEST_CHROMIUM_PATH): Promise<Browser> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    trackRequests(context);
    trackCspViolations(context);
    return context;
  };
  return browser;
}
