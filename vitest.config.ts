import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql instance: sources would otherwise get index.mjs while Yoga (loaded by Node) gets index.js,
    // and Yoga's instanceof checks would mask every GraphQLError the service throws.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // Sonner's stylesheet is real CSS in tests too: the toast tests check it reaches the shadow root.
          css: { include: [/sonner\/dist\/styles\.css/] },
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database-template-setup.ts'],
          // Each file starts its own service on a free port with a fresh database (a copy of the migrated template,
          // support/database-template.ts, seeded for its origin); on a loaded 2-core
          // machine a start can take 20-30 s, so the limits leave room (a hang still fails).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
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
          // The service runs as its own process on a fresh database (one shared by the files that only read,
          // one per file that changes data) and Debian's Chromium drives the demo pages: one file at a time,
          // so the browser and the service get both cores. The limits are for a loaded 2-core machine.
          globalSetup: ['tests/support/database-template-setup.ts', 'tests/e2e/support/shared-service.ts'],
          testTimeout: 90_000,
          hookTimeout: 200_000,
          pool: 'forks',
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
