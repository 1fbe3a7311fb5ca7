import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// dist/fp-portal.d.ts, made the way `npm run build:types` makes it, then used by a host page written in
// TypeScript: what compiles must compile, and a mistake in using our elements must not.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let folder: string;

beforeAll(() => {
  const [declarations] = generateDtsBundle(
    [{ filePath: join(ROOT, 'src/index.ts'), output: { inlineDeclareGlobals: true, noBanner: true } }],
    {
      preferredConfigPath: join(ROOT, 'tsconfig.types.json'),
    },
  );
  folder = mkdtempSync(join(tmpdir(), 'fp-portal-types-'));
  writeFileSync(join(folder, 'fp-portal.d.ts'), declarations!);
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function compileHost(source: string): string[] {
  const file = join(folder, 'host.ts');
  writeFileSync(file, `import { configure, loadElement } from './fp-portal';\n${source}\n`);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

// Each test runs the TypeScript compiler over the DOM types: seconds on a busy machine, hence the generous limit.
describe('the type declarations beside the bundle', { timeout: 60_000 }, () => {
  it('type configure(), loadElement(), the element properties and the events for a host page', () => {
    const errors = compileHost(`
      configure({ apiUrl: 'https://api.example', authDomain: 'id.example', brand: 'Acme' });
      void loadElement('fp-notifications');
      const bell = document.querySelector('fp-notifications');
      if (bell) bell.portalUrl = 'https://portal.example';
      bell?.addEventListener('fp-navigate', (event) => {
        const url: string = event.detail.url;
        if (url.startsWith('/')) event.preventDefault();
      });
      document.createElement('fp-client-switcher').addEventListener('fp-client-change', (event) => {
        const name: string = event.detail.name;
        console.log(event.detail.clientId, name);
      });
      const board = document.createElement('fp-blog-board');
      board.clientId = 'c-1';
      board.view = 'list';
      board.openIn = 'portal';
      board.addEventListener('fp-blog-approved', (event) => console.log(event.detail.jobId.toUpperCase()));
      board.addEventListener('fp-blog-changes-requested', (event) => console.log(event.detail.jobId.toUpperCase()));
      bell?.addEventListener('fp-social-post-approved', (event) => console.log(event.detail.jobId.toUpperCase()));
      bell?.addEventListener('fp-google-business-profile-post-changes-requested', (event) => console.log(event.detail.jobId.toUpperCase()));
      document.querySelector('fp-portal')?.addEventListener('fp-social-post-changes-requested', (event) => console.log(event.detail.jobId.toUpperCase()));
      document.querySelector('fp-portal')?.addEventListener('fp-google-business-profile-post-approved', (event) => console.log(event.detail.jobId.toUpperCase()));
    `);
    expect(errors).toEqual([]);
  });

  it('reject an unknown element, a misspelt setting and a missing detail field', () => {
    const errors = compileHost(`
      void loadElement('fp-blog');
      configure({ apiURL: 'https://api.example' });
      document.createElement('fp-notifications').addEventListener('fp-navigate', (event) => event.detail.href);
      document.createElement('fp-blog-board').addEventListener('fp-blog-approved', (event) => event.detail.blogId);
    `);
    expect(errors).toHaveLength(4);
    expect(errors.join('\n')).toMatch(/blogId/);
    expect(errors.join('\n')).toMatch(/"fp-blog"/);
    expect(errors.join('\n')).toMatch(/apiURL/);
    expect(errors.join('\n')).toMatch(/href/);
  });
});
