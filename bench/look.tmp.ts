import { withSignedInBrowser } from './bench-run.ts';
const paths = process.argv.slice(2);
await withSignedInBrowser('look', async ({ serviceUrl, browser, storageState }) => {
  for (const [i, path] of paths.entries()) {
    for (const [w, h] of [[1280, 900], [390, 844]]) {
      const context = await browser.newContext({ storageState, viewport: { width: w, height: h } });
      const page = await context.newPage();
      await page.goto(`${serviceUrl}${path}`);
      await page.waitForTimeout(4000);
      await page.screenshot({ path: `/tmp/look-${i}-${w}.png`, fullPage: true });
      await context.close();
    }
  }
});
process.exit(0);
