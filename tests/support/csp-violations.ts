import type { BrowserContext } from 'playwright-core';

/**
 * The service's pages run under a content security policy (demo/server/security-headers.ts). Whatever it blocks,
 * Chromium says in the console of the page or frame ("… violates the following Content Security Policy directive
 * …"): a context opened through launchChromium() keeps those lines, and closing it fails when there were any, so
 * every browser test and bench shows when the portal breaks its own policy.
 */
const VIOLATION = /Content Security Policy/i;
/**
 * What Chromium reports when HTML with event handler or style attributes is merely parsed, into an inert document
 * too (DOMParser, <template>, the Sanitizer API alike): the sanitizer's parse of a hostile post reports these
 * although nothing runs and the sanitizer then drops the attributes.
 */
const INERT_PARSE = /^(Executing inline event handler|Applying inline style) violates the following Content Security Policy directive/;
const seen = new WeakMap<BrowserContext, string[]>();
const expected = new WeakSet<BrowserContext>();
const hostileMarkupShown = new WeakSet<BrowserContext>();

export function trackCspViolations(context: BrowserContext): void {
  const lines: string[] = [];
  seen.set(context, lines);
  context.on('console', (message) => {
    const text = message.text();
    if (VIOLATION.test(text)) lines.push(`${message.location().url || message.page()?.url() || 'a page'}: ${text}`);
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    const failing = expected.has(context)
      ? []
      : lines.filter((line) => !(hostileMarkupShown.has(context) && INERT_PARSE.test(line.slice(line.indexOf(': ') + 2))));
    if (failing.length) throw new Error(`The page policy blocked what a page of the portal did:\n${[...new Set(failing)].join('\n')}`);
  };
}

/** What the policy has blocked in the context so far. */
export const cspViolations = (context: BrowserContext): readonly string[] => seen.get(context) ?? [];

/** For a test that makes the policy block something on purpose (another site framing the portal). */
export const expectCspViolations = (context: BrowserContext): void => void expected.add(context);

/**
 * For a test that shows hostile markup on purpose (the XSS payloads): the reports of the sanitizer's own parse
 * (INERT_PARSE) are expected there. Everything else the policy blocks still fails the test, and whether a payload
 * ran or was left runnable is the payload guard's to say (tests/e2e/support/blog-xss.ts).
 */
export const expectHostileMarkup = (context: BrowserContext): void => void hostileMarkupShown.add(context);
