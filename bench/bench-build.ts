import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A chunk of the build's output, as far as the benches read it. */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** Builds dist/ with the project's vite.config.ts (as `npm run build` does); its chunks by file name. */
export async function buildChunks(): Promise<Map<string, BuiltChunk>> {
  let output: Awaited<ReturnType<typeof build>>;
  try {
    output = await build({ root: REPO_ROOT, logLevel: 'warn' });
  } catch (error) {
    throw new Error(
      `vite build failed, so there is no bundle to measure (fix the build, then rerun): ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  const outputs = (Array.isArray(output) ? output : [output]) as Array<{ output?: BuiltChunk[] }>;
  const chunks = outputs.flatMap((result) => result.output ?? []).filter((item) => item.type === 'chunk');
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}
