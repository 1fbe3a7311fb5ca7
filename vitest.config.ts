import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

const UNIT_FILES = readdirSync('tests/unit')
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `tests/unit/${name}`);
/**
 * The unit files that need a worker of their own: a DOM environment (module state such as the toaster's chosen region
 * outlives a file and its document), a module mock, or a stubbed global (a file's stub can still be in place when the
 * next file's code runs). The others share their worker's modules, which spares each file loading them again (the
 * unit tests took 56 s instead of 39 when every file was isolated).
 */
const ISOLATED_UNIT_FILES = UNIT_FILES.filter((file) => /@vitest-environment |\bvi\.(mock|stubGlobal)\(/.test(readFileSync(file, 'utf8')));

/** A project of unit files: Node or a DOM environment, both cores, before the service and browser suites. */
function unitProject(name: string, files: { include: string[]; exclude?: string[]; isolate?: boolean }) {
  return {
    test: {
      name,
      ...files,
      environment: 'node',
      // Sonner's stylesheet is real CSS in tests too: the toast tests check it reaches the shadow root.
      css: { include: [/sonner\/dist\/styles\.css/] },
      // Both cores (vitest's default leaves one for itself, which it hardly uses).
      maxWorkers: 2,
      sequence: { groupOrder: 0 },
    },
  };
}

export default defineConfig({
  resolve: {
    // One graphql instance: sources would otherwise get index.mjs while Yoga (loaded by Node) gets index.js,
    // and Yoga's instanceof checks would mask every GraphQLError the service throws.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      unitProject('unit', { include: UNIT_FILES, exclude: ISOLATED_UNIT_FILES, isolate: false }),
      unitProject('unit-isolated', { include: ISOLATED_UNIT_FILES }),
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database-template-setup.ts'],
          // Each file starts its own service on a port of its worker's with a fresh database (a copy of the demo
          // seeded for that origin, support/database-template.ts); on a loaded 2-core
          // machine a start can take 20-30 s, so the limits leave room (a hang still fails).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The e2e project's number: the two run together in one group, two files at a time, whichever project's
          // (an e2e file waits on its browser and its service a good part of the time, which a server file fills).
          maxWorkers: 2,
          // Files share their worker's module cache: each would otherwise load the whole service again (about 5 s).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The service runs on a fresh database (one shared by the files that only read, in a process of its own;
          // one per file that changes data, in the file's worker) and Debian's Chromium drives the demo pages. Two files at a time,
          // with the server project's (same group): files on the shared service only read, so they may meet
          // there. The limits are for a loaded 2-core machine where another file takes half of it: the longest
          // test (blog-xss opens 200 posts) took over 90 s there.
          globalSetup: ['tests/support/database-template-setup.ts', 'tests/e2e/support/shared-service.ts'],
          testTimeout: 180_000,
          hookTimeout: 200_000,
          pool: 'forks',
          maxWorkers: 2,
          // Files share their worker's module cache (Playwright, the service a file starts for itself): each
          // would otherwise load them again.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
