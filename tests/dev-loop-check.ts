// The check of `npm run dev` (README, "npm run dev"), run by hand beside it: `npx tsx tests/dev-loop-check.ts [URL]`.
// Chromium opens the portal, signs in as the firm's owner and waits for Home; then this script edits Home's component
// and waits for the edit on the same page, without a reload (a mark left on window survives), and puts the file back.
// Not part of `npm test`: it needs the dev server running and writes to a source file while it runs.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './support/browser.ts';

const url = process.argv[2] ?? 'http://localhost:4173';
const COMPONENT = 'src/composers/home/home-page.tsx';
const SHOWN = '{selectedClient.name}</p>';
const EDITED = '{selectedClient.name} · edited while running</p>';
const TIMEOUT = { timeout: 60_000 };

const original = readFileSync(COMPONENT, 'utf8');
if (!original.includes(SHOWN)) throw new Error(`${COMPONENT} no longer shows ${SHOWN}: update this script.`);
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  let began = Date.now();
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click(TIMEOUT);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor(TIMEOUT);
  console.log(`Signed in, Home shown: ${Date.now() - began} ms`);
  // React's development build is the one bundled from react-dom-client.development.js into Vite's pre-bundled modules.
  const reactBuild = await page.evaluate(async () => {
    const modules = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/.vite/deps/'));
    const texts = await Promise.all(modules.map(async (entry) => (await fetch(entry.name)).text()));
    if (texts.some((text) => text.includes('react-dom-client.development.js'))) return 'development';
    return texts.some((text) => text.includes('react-dom-client.production.js')) ? 'production' : 'none found';
  });
  console.log(`React build: ${reactBuild}`);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  began = Date.now();
  writeFileSync(COMPONENT, original.replace(SHOWN, EDITED));
  await page.getByText('edited while running').waitFor(TIMEOUT);
  const kept = await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);
  console.log(`The edit is on the page after ${Date.now() - began} ms, ${kept ? 'without a reload' : 'AFTER A RELOAD'}`);
  if (problems.length > 0) console.log(`Console errors:\n  ${problems.join('\n  ')}`);
  if (!kept || reactBuild !== 'development') process.exitCode = 1;
} finally {
  writeFileSync(COMPONENT, original);
  await browser.close();
}
