// axe-core for the accessibility files (portal-a11y, blog-a11y) on the whole document: it walks open shadow roots,
// so the elements' own DOM is checked too, not just the host page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING_IMPACTS = ['serious', 'critical'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * axe on the whole document (loaded into the page once, as the test's own evaluation: the page's policy refuses an
 * inline script tag, rightly); the serious and critical violations, one line per element.
 */
export async function blockingViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    async () => (await (globalThis as any).axe.run(document, { resultTypes: ['violations'] })).violations,
  )) as Violation[];
  return violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where}: [${violation.impact}] ${violation.id} (${violation.help}) at ${JSON.stringify(node.target)}`,
      ),
    );
}
