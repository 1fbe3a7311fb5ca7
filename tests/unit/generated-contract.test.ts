import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The generated types and documents must be what the contracts produce today: regenerate them into a
// temporary folder and compare with the committed files. If this fails, run `npm run generate`.
const root = mkdtempSync(join(tmpdir(), 'fp-generated-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const GENERATED = [
  'src/core/api/generated/graphql.ts',
  'src/core/api/generated/operations.ts',
  'demo/server/graphql/generated/resolvers.ts',
  'src/core/api/openapi.json',
  'src/core/api/generated/openapi.ts',
  'demo/server/rest/PERMISSIONS.md',
  'demo/server/graphql/PERMISSIONS.md',
];

describe('generated files', () => {
  it('match what npm run generate produces from the contracts', () => {
    const env = { ...process.env, GENERATED_ROOT: root };
    const tsx = (script: string) => execFileSync(process.execPath, ['--import', 'tsx', script], { env, stdio: 'pipe' });
    tsx('scripts/generate-graphql-types.ts');
    tsx('scripts/generate-operation-types.ts');
    tsx('scripts/build-openapi.ts');
    execFileSync(
      process.execPath,
      [
        'node_modules/openapi-typescript/bin/cli.js',
        join(root, 'src/core/api/openapi.json'),
        '-o',
        join(root, 'src/core/api/generated/openapi.ts'),
      ],
      { stdio: 'pipe' },
    );
    tsx('scripts/build-permissions.ts');
    for (const path of GENERATED) {
      expect(readFileSync(join(root, path), 'utf8'), `${path} is stale: run npm run generate`).toBe(readFileSync(path, 'utf8'));
    }
  }, 120_000);
});
