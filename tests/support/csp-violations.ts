import type { BrowserContext } from 'playwright-core';

/**
 * The service's pages run under a content security policy (demo/server/security-headers.ts). Whatever it blocks,
 * Chromium says in the console of the page or frame ("… violates the following Content Security Policy directive
 * …"): a context opened through launchChromium() keeps those lines, and closing it fails when there were any, so
 * every browser test and bench shows when the portal breaks its own policy.
 */
const VIOLATION = /Content Security Policy/i;
const seen = new WeakMap<BrowserContext, string[]>();
const expected = new WeakSet<BrowserContext>();

export function trackCspViolations(context: BrowserContext): void {
  const lines: string[] = [];
  seen.set(context, lines);
  context.on('console', (message) => {
    if (VIOLATION.test(message.text())) lines.push(`${message.location().url || message.page()?.url() || 'a page'}: ${message.text()}`);
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    if (lines.length && !expected.has(context)) {
      throw new Error(`The page policy blocked what a page of the portal did:\n${[...new Set(lines)].join('\n')}`);
    }
  };
}

/** What the policy has blocked in the context so far. */
export const cspViolations = (context: BrowserContext): readonly string[] => seen.get(context) ?? [];

/** For a test that makes the policy block something on purpose (another site framing the portal). */
export const expectCspViolations = (context: BrowserContext): void => void expected.add(context);
