import { describe, expect, it } from 'vitest';
import { findCycle, type ModuleNode, type PlanLimits, planSharedChunks } from '../../scripts/plan-shared-chunks.ts';

// Graphs by hand: roots are entries or dynamically imported modules; the rest name the modules importing them.
const root = (id: string, importers: string[] = [], isFirstPaint = false): ModuleNode => ({
  id,
  size: 100,
  importers,
  isChunkRoot: true,
  isFirstPaint,
});
const module = (id: string, importers: string[], size = 100): ModuleNode => ({ id, size, importers, isChunkRoot: false });
const NO_MERGING: PlanLimits = { mergeBelow: 0, firstPaintSpare: 0 };
const MERGE_SMALL: PlanLimits = { mergeBelow: 1_000, firstPaintSpare: 0 };
/** The plan as the modules of each shared chunk, in a stable order. */
function chunks(plan: Map<string, number>): string[] {
  const byChunk = new Map<number, string[]>();
  for (const [id, chunk] of plan) byChunk.set(chunk, [...(byChunk.get(chunk) ?? []), id]);
  return [...byChunk.values()].map((ids) => ids.sort().join(' ')).sort();
}

describe('planSharedChunks', () => {
  it('leaves code that one root reaches in that root, and roots in their own chunks', () => {
    const plan = planSharedChunks([root('home'), root('board'), module('home-only', ['home']), module('deep', ['home-only'])], NO_MERGING);
    expect(plan.size).toBe(0);
  });

  it('groups shared code by the set of roots that reach it, through any depth of imports', () => {
    const graph = [
      root('home'),
      root('board'),
      root('settings'),
      module('ui', ['home', 'board']),
      module('ui-deep', ['ui']),
      module('form', ['board', 'settings']),
    ];
    expect(chunks(planSharedChunks(graph, NO_MERGING))).toEqual(['form', 'ui ui-deep']);
  });

  it('counts a root reached through another root once: what that root imports stays in it', () => {
    // The form kit is imported lazily by settings and statically by two sections: its own code is its chunk's.
    const graph = [root('kit', ['section-a', 'section-b']), root('section-a'), root('section-b'), module('field', ['kit'])];
    expect(planSharedChunks(graph, NO_MERGING).size).toBe(0);
  });

  it('moves a small group into the group with the fewest extra roots among those that all of its roots load', () => {
    const graph = [
      root('a'),
      root('b'),
      root('c'),
      root('d'),
      module('ab', ['a', 'b'], 10),
      module('abc', ['a', 'b', 'c'], 5_000),
      module('abcd', ['a', 'b', 'c', 'd'], 5_000),
    ];
    expect(chunks(planSharedChunks(graph, MERGE_SMALL))).toEqual(['ab abc', 'abcd']);
  });

  it('keeps a small group apart when no group has all its roots, and leaves large groups as they are', () => {
    const graph = [
      root('a'),
      root('b'),
      root('c'),
      module('ab', ['a', 'b'], 10),
      module('bc', ['b', 'c'], 5_000),
      module('ac', ['a', 'c'], 5_000),
      module('abc', ['a', 'b', 'c'], 5_000),
    ];
    expect(chunks(planSharedChunks(graph, MERGE_SMALL))).toEqual(['ab abc', 'ac', 'bc']);
    const apart = [root('a'), root('b'), root('c'), module('ab', ['a', 'b'], 10), module('bc', ['b', 'c'], 10)];
    expect(chunks(planSharedChunks(apart, MERGE_SMALL))).toEqual(['ab', 'bc']);
  });

  it('gives a first-paint root no more code it does not run than its spare', () => {
    const graph = [root('page-a'), root('page-b'), root('element', [], true), module('pages', ['page-a', 'page-b'], 300)];
    const all = [...graph, module('everyone', ['page-a', 'page-b', 'element'], 5_000)];
    expect(chunks(planSharedChunks(all, MERGE_SMALL))).toEqual(['everyone', 'pages']);
    expect(chunks(planSharedChunks(all, { mergeBelow: 1_000, firstPaintSpare: 300 }))).toEqual(['everyone pages']);
  });

  it('moves no group into one whose roots do not all load what the group imports', () => {
    // 'ab' imports 'lib' (reached from a, b, d and e). Moved into 'abc', the closest, it would have c fetch 'lib' too;
    // it goes into 'lib' itself instead.
    const graph = [
      ...['a', 'b', 'c', 'd', 'e'].map((id) => root(id)),
      module('ab', ['a', 'b'], 10),
      module('lib', ['ab', 'd', 'e'], 5_000),
      module('abc', ['a', 'b', 'c'], 5_000),
    ];
    expect(chunks(planSharedChunks(graph, MERGE_SMALL))).toEqual(['ab lib', 'abc']);
  });

  it('ends an import cycle instead of walking it forever', () => {
    const plan = planSharedChunks([root('a'), root('b'), module('x', ['a', 'y']), module('y', ['b', 'x'])], NO_MERGING);
    expect([...plan.keys()].sort()).toEqual(['x', 'y']);
  });
});

describe('findCycle', () => {
  it('names the circle as the path that closes it, and finds none in a graph without one', () => {
    const graph = new Map([
      ['loader', ['element']],
      ['element', ['shared-a']],
      ['shared-a', ['shared-b']],
      ['shared-b', ['shared-a']],
    ]);
    expect(findCycle(graph)).toEqual(['shared-a', 'shared-b', 'shared-a']);
    graph.set('shared-b', []);
    expect(findCycle(graph)).toBeUndefined();
  });
});
