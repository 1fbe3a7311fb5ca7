import type { Page } from 'playwright-core';

const MAX_LISTED = 10;
const reported = new WeakMap<Page, string[]>();

/**
 * Collects what goes wrong on a page (failed or refused requests, uncaught errors, console errors) so that a
 * measurement that times out can say why, e.g. a chunk answered 404 because dist/ was rebuilt meanwhile.
 */
export function watchPageProblems(page: Page): void {
  const problems: string[] = [];
  reported.set(page, problems);
  page.on('requestfailed', (request) =>
    problems.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'unknown'}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.request().method()} ${response.url()} answered ${response.status()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
}

export function describePageProblems(page: Page): string {
  const problems = reported.get(page) ?? [];
  if (!problems.length) return `The page (${page.url()}) reported no failed request and no error.`;
  return `What the page (${page.url()}) reported:\n  ${problems.slice(0, MAX_LISTED).join('\n  ')}`;
}
