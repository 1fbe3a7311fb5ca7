// Element tests in Debian's Chromium against the Vite-built bundle (dist/): the test runner cannot load
// React's CommonJS from the TypeScript sources. `npm run test:elements` builds first.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { playwrightLauncher } from '@web/test-runner-playwright';

// Debian's headless shell of Chromium where it is installed, as the e2e tests (tests/support/browser.ts).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

// `insert-text` (support/real-input.js insertText): text put in at the caret in one trusted input event, as a
// paste or an input method puts it. Typing goes key by key, a round trip to the browser each, so a long text
// typed on a loaded 2-core machine outlasts a test's 5 s.
const insertTextCommand = {
  name: 'insert-text-command',
  async executeCommand({ command, payload, session }) {
    if (command !== 'insert-text') return undefined;
    if (session.browser.type !== 'playwright')
      throw new Error(`insert-text needs a Playwright browser; this one is ${session.browser.type}.`);
    if (typeof payload?.text !== 'string') throw new Error('insert-text needs { text: string }.');
    await session.browser.getPage(session.id).keyboard.insertText(payload.text);
    return true;
  },
};

export default {
  files: ['tests/elements/**/*.test.js'],
  rootDir: '.',
  nodeResolve: false,
  concurrency: 2,
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } })],
  testFramework: { config: { timeout: 5000 } },
  plugins: [insertTextCommand],
};
