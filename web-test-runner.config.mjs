// Element tests in Debian's Chromium against the Vite-built bundle (dist/): the test runner cannot load
// React's CommonJS from the TypeScript sources. `npm run test:elements` builds first.
import { playwrightLauncher } from '@web/test-runner-playwright';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

export default {
  files: ['tests/elements/**/*.test.js'],
  rootDir: '.',
  nodeResolve: false,
  concurrency: 2,
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } })],
  testFramework: { config: { timeout: 5000 } },
};
