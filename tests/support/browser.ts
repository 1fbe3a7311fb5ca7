import { chromium, type Browser } from 'playwright-core';
import { trackCspViolations } from './csp-violations.ts';
import { trackRequests } from './network-quiet.ts';

// Debian's Chromium: no test tool may download its own browser on these machines.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
 * Debian's Chromium; every context it opens (newPage's too) tracks its requests for waitForNetworkQuiet, and fails
 * on closing when the page policy blocked anything in it (csp-violations.ts).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    trackRequests(context);
    trackCspViolations(context);
    return context;
  };
  return browser;
}
