import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rules eslint.config.js adds to hold ARCHITECTURE.md and the build-time styles, run on code that
// breaks them: a rule that stopped firing would let the mistake in unnoticed.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function messages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint rules', () => {
  it('keep class names literal where styles are generated from them', async () => {
    const found = await messages(
      `import { cn } from '../../ui/cn.ts';
export const A = ({ tone }: { tone: string }) => <p className={\`text-\${tone}-500\`}>a</p>;
export const B = ({ tone }: { tone: string }) => <p className={cn('p-2', 'bg-' + tone)}>b</p>;
export const C = ({ on }: { on: boolean }) => <p className={on ? 'font-bold' : 'font-normal'}>c</p>;
`,
      'src/composers/notifications/components/lint-probe.tsx',
    );
    expect(found).toHaveLength(2);
    expect(found.every((message) => message.startsWith('no-restricted-syntax: Write class names as whole literals'))).toBe(true);
  });

  it('keep the service’s requests to other servers in demo/server/outbound/', async () => {
    const found = await messages(
      `import { fetch as undiciFetch } from 'undici';\nimport { request } from 'node:http';\nexport const probe = [fetch, undiciFetch, request];\n`,
      'demo/server/publishers/lint-probe.ts',
    );
    expect(found).toHaveLength(3);
    expect(found.every((message) => message.includes('demo/server/outbound/outbound.ts'))).toBe(true);
    expect(
      await messages(
        `import { fetch as undiciFetch } from 'undici';\nexport const probe = [fetch, undiciFetch];\n`,
        'demo/server/outbound/lint-probe.ts',
      ),
    ).toEqual([]);
  });

  it('keep React out of core and out of the areas’ models', async () => {
    const found = await messages(`import { useState } from 'react';\nexport const probe = useState;\n`, 'src/core/lint-probe.ts');
    expect(found).toEqual([expect.stringContaining('core imports no React')]);
    const fromModel = await messages(
      `import { useState } from 'react';\nexport const probe = useState;\n`,
      'src/areas/blog/model/lint-probe.ts',
    );
    expect(fromModel).toEqual([expect.stringContaining('core imports no React')]);
  });

  it('keep areas from importing each other, the list of areas or a composer', async () => {
    const fromArea = await messages(
      `import { SOCIAL_POST_QUERY } from '../posts/api/social-post-query.ts';\nexport const probe = SOCIAL_POST_QUERY;\n`,
      'src/areas/blog/lint-probe.ts',
    );
    expect(fromArea.some((message) => message.startsWith('boundaries/'))).toBe(true);
    const toList = await messages(
      `import { AREAS } from '../../index.ts';\nexport const probe = AREAS;\n`,
      'src/areas/blog/ui/lint-probe.ts',
    );
    expect(toList.some((message) => message.startsWith('boundaries/'))).toBe(true);
    const toComposer = await messages(
      `import { HomePage } from '../../composers/home/home-page.tsx';\nexport const probe = HomePage;\n`,
      'src/areas/blog/lint-probe.ts',
    );
    expect(toComposer.some((message) => message.startsWith('boundaries/'))).toBe(true);
    const itself = await messages(
      `import { blogKeys } from '../api/blog-keys.ts';\nexport const probe = blogKeys;\n`,
      'src/areas/blog/ui/lint-probe.ts',
    );
    expect(itself.filter((message) => message.startsWith('boundaries/'))).toEqual([]);
  });

  it('let the list of areas, the composers and the elements import the areas', async () => {
    const probe = `import { blogKeys } from '../areas/blog/api/blog-keys.ts';\nexport const probe = blogKeys;\n`;
    for (const filePath of ['src/composers/lint-probe.ts', 'src/elements/lint-probe.ts'])
      expect((await messages(probe, filePath)).filter((message) => message.startsWith('boundaries/'))).toEqual([]);
    const fromList = await messages(
      `import { blogKeys } from './blog/api/blog-keys.ts';\nexport const probe = blogKeys;\n`,
      'src/areas/index.ts',
    );
    expect(fromList.filter((message) => message.startsWith('boundaries/'))).toEqual([]);
    const fromKit = await messages(probe, 'src/review-kit/lint-probe.ts');
    expect(fromKit.some((message) => message.startsWith('boundaries/'))).toBe(true);
    const fromCore = await messages(probe.replace('../areas', '../../areas'), 'src/core/live/lint-probe.ts');
    expect(fromCore.some((message) => message.startsWith('boundaries/'))).toBe(true);
  });

  it('keep the review kit below the areas: it imports no area, and ui and core do not import it', async () => {
    const fromKit = await messages(
      `import { BlogBoard } from '../areas/blog/ui/blog-board.tsx';\nexport const probe = BlogBoard;\n`,
      'src/review-kit/lint-probe.ts',
    );
    expect(fromKit.some((message) => message.startsWith('boundaries/'))).toBe(true);
    const fromUi = await messages(
      `import { ReviewBoard } from '../review-kit/board/review-board.tsx';\nexport const probe = ReviewBoard;\n`,
      'src/ui/lint-probe.ts',
    );
    expect(fromUi.some((message) => message.startsWith('boundaries/'))).toBe(true);
    const fromCore = await messages(
      `import { ReviewBoard } from '../review-kit/board/review-board.tsx';\nexport const probe = ReviewBoard;\n`,
      'src/core/lint-probe.ts',
    );
    expect(fromCore.some((message) => message.startsWith('boundaries/'))).toBe(true);
    const fromArea = await messages(
      `import { ReviewBoard } from '../../review-kit/board/review-board.tsx';\nexport const probe = ReviewBoard;\n`,
      'src/areas/blog/lint-probe.ts',
    );
    expect(fromArea.filter((message) => message.startsWith('boundaries/'))).toEqual([]);
  });
});
