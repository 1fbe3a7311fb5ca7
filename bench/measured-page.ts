import type { BrowserContext, Page } from 'playwright-core';
import { watchPageProblems } from './elements-page-problems.ts';

/**
 * A page of the context whose problems are reported, its CPU slowed from the start when asked, with `record`
 * (a function serialized into the page, so it may use nothing from this file) installed before any script runs.
 */
export async function openMeasuredPage<Arg>(
  context: BrowserContext,
  options: { cpuThrottlingRate?: number },
  record: (arg: Arg) => void,
  arg: Arg,
): Promise<Page> {
  const page = await context.newPage();
  watchPageProblems(page);
  if (options.cpuThrottlingRate) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottlingRate });
  }
  // tsx compiles with esbuild's keepNames, which wraps inner functions in __name(...); the page has no such helper.
  await page.addInitScript('globalThis.__name ??= (fn) => fn;');
  // Playwright types the argument through its own Unboxed<> mapping, which plain data equals.
  await page.addInitScript(record as (arg: unknown) => void, arg);
  return page;
}
