import { defineConfig } from 'vitest/config';
export default defineConfig({
  resolve: { alias: [{ find: /^\.\/store\/seed\/demo\.ts$/, replacement: '/work/main/demo/server/store/seed/zz-demo-patched-tmp.ts' }] },
  test: { include: ['tests/server/rest-*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 60_000, pool: 'forks', maxWorkers: 1 },
});
