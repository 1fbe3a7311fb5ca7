// Where the bundle's shared code goes. Left to itself, Rolldown gives every distinct set of chunks that share code a
// chunk of its own: 168 files, 140 of them under 10 KB, and a board's first load fetched 75 of them, each a request, a
// parse and a module record for the browser. Here each element, page and lazy part keeps its own chunk (tools find
// those by name), code that only one of them reaches stays in it, and shared code is planned by plan-shared-chunks.ts.
import type { Plugin, Rolldown } from 'vite';
import { findCycle, type ModuleNode, planSharedChunks } from './plan-shared-chunks.ts';

/** The name of every chunk of shared code before its hash (`shared-<hash>.js`). */
const SHARED_CHUNK_NAME = 'shared';

/** Every module of the graph `id` belongs to, as the planner reads it. */
function readGraph(id: string, context: Rolldown.ChunkingContext): ModuleNode[] {
  const nodes: ModuleNode[] = [];
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const info = context.getModuleInfo(queue.pop()!);
    if (!info) continue;
    nodes.push({
      id: info.id,
      size: info.code?.length ?? 0,
      importers: info.importers,
      isChunkRoot: info.isEntry || info.dynamicImporters.length > 0,
      isFirstPaint: info.dynamicImporters.some((importer) => context.getModuleInfo(importer)?.isEntry),
    });
    for (const next of [...info.importers, ...info.importedIds, ...info.dynamicImporters, ...info.dynamicallyImportedIds]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return nodes;
}

const plans = new WeakMap<Rolldown.ChunkingContext, Map<string, number>>();

/** The shared chunk a module goes to, or null where Rolldown places it (in the one chunk that reaches it). */
function sharedGroupOf(id: string, context: Rolldown.ChunkingContext): string | null {
  let plan = plans.get(context);
  if (!plan) plans.set(context, (plan = planSharedChunks(readGraph(id, context))));
  const group = plan.get(id);
  return group === undefined ? null : `${SHARED_CHUNK_NAME}~${group}`;
}

/**
 * A chunk's name before its hash: the element runtime's chunk is `define-element`, whatever else it holds; other shared
 * code is `shared` (its group name followed by the chunks that use it, which would make file names hundreds of characters long).
 */
export function sharedChunkFileName(chunk: { name: string; moduleIds: readonly string[] }): string {
  if (chunk.moduleIds.some((id) => id.endsWith('/src/elements/define-element.ts'))) return 'define-element';
  return chunk.name.startsWith(`${SHARED_CHUNK_NAME}~`) ? SHARED_CHUNK_NAME : '[name]';
}

/** The output options that pack shared code as planned (with acyclicChunks, below, beside them). */
export const sharedChunkOptions = {
  codeSplitting: {
    groups: [{ name: sharedGroupOf, debugName: 'shared code', includeDependenciesRecursively: false }],
  },
} satisfies Rolldown.OutputOptions;

/**
 * Fails the build when chunks import each other in a circle, where a chunk could run before one it imports. Rolldown's
 * strictExecutionOrder would make that safe too, but it wraps every module in an initializer: about 2.5 KB gzip more on
 * each element's first paint. The planner makes no move that closes a circle; this checks the bundle as built.
 */
export function acyclicChunks(): Plugin {
  return {
    name: 'fp-acyclic-chunks',
    generateBundle(_options, bundle) {
      const imports = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports] as const] : [])),
      );
      const cycle = findCycle(imports);
      if (cycle) this.error(`Chunks import each other in a circle: ${cycle.join(' → ')}.`);
    },
  };
}
