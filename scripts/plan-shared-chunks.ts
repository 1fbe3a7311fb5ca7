// Which shared chunk each shared module goes to. A module is reached, through static imports, from one or more chunk
// roots (an entry, or a module something imports dynamically; each is a chunk of its own). Reached from one, it stays
// in that root's chunk. Shared code is grouped by the set of roots that reach it, as Rolldown does; then each small
// group joins a larger group that every one of its roots already loads, so that it costs them no request and costs the
// other roots of that group only bytes they fetch and never use (their top level runs), within limits.

export interface ModuleNode {
  id: string;
  /** Bytes of source: only compared, to tell small groups from large ones. */
  size: number;
  /** The modules that import it statically. */
  importers: readonly string[];
  isChunkRoot: boolean;
  /** A root a host page loads before it can paint (an element's chunk, which the loader imports). */
  isFirstPaint?: boolean;
}

export interface PlanLimits {
  /** A group below this many bytes of source joins a larger one; above it, the bytes it would add matter more than a request. */
  mergeBelow: number;
  /** The most bytes of source a first-paint root may be given, in all, that it does not run. */
  firstPaintSpare: number;
}

/**
 * Measured with the budgets of .size-limit.js: a spare of 40,000 added 3.0 KB gzip to <fp-notifications> before its first
 * paint and 5.7 KB to <fp-blog-board>, made every page smaller (1.5 to 5 KB), and took the chunks from 168 to 95; a spare
 * of 0 kept the elements within 1 KB but left 131 chunks and pushed five pages over their budgets.
 */
export const PLAN_LIMITS: PlanLimits = { mergeBelow: 8_000, firstPaintSpare: 40_000 };

interface Group {
  /** The roots that load it: those that reach its first modules (modules joining it are reached by some of these). */
  roots: ReadonlySet<string>;
  size: number;
  members: string[];
}

/** For each shared module, the number of its shared chunk; modules absent from the plan stay where Rolldown puts them. */
export function planSharedChunks(nodes: readonly ModuleNode[], limits: PlanLimits = PLAN_LIMITS): Map<string, number> {
  const rootsOf = rootFinder(new Map(nodes.map((node) => [node.id, node])));
  const live = groupByRoots(nodes, rootsOf);
  const groupOf = new Map(live.flatMap((group) => group.members.map((id) => [id, group] as const)));
  const importsOf = new Map<string, string[]>();
  for (const node of nodes)
    for (const importer of node.importers) {
      const imports = importsOf.get(importer);
      if (imports) imports.push(node.id);
      else importsOf.set(importer, [node.id]);
    }
  const firstPaint = new Set(nodes.filter((node) => node.isFirstPaint).map((node) => node.id));
  /** Bytes of source each first-paint root has been given that it does not run. */
  const unused = new Map<string, number>();

  const sparesFirstPaint = (group: Group, target: Group) =>
    [...target.roots].every(
      (root) => !firstPaint.has(root) || group.roots.has(root) || (unused.get(root) ?? 0) + group.size <= limits.firstPaintSpare,
    );
  // Else the roots that load the target would fetch what the joining modules import, as well as those modules.
  const importsLoaded = (group: Group, target: Group) =>
    group.members.every((id) =>
      (importsOf.get(id) ?? []).every((imported) => {
        const chunk = groupOf.get(imported);
        return chunk === group || chunk === target || (chunk !== undefined && isSubset(target.roots, chunk.roots));
      }),
    );
  const keepsChunksAcyclic = (group: Group, target: Group) => {
    for (const id of group.members) groupOf.set(id, target);
    const circular = hasCycle(nodes, (id) => groupOf.get(id) ?? [...rootsOf(id)][0]);
    for (const id of group.members) groupOf.set(id, group);
    return !circular;
  };

  for (const small of [...live].sort((a, b) => a.size - b.size)) {
    if (small.size >= limits.mergeBelow) break;
    const target = closestSuperset(
      small,
      live,
      (group, candidate) => sparesFirstPaint(group, candidate) && importsLoaded(group, candidate) && keepsChunksAcyclic(group, candidate),
    );
    if (!target) continue;
    for (const root of target.roots)
      if (firstPaint.has(root) && !small.roots.has(root)) unused.set(root, (unused.get(root) ?? 0) + small.size);
    for (const id of small.members) groupOf.set(id, target);
    target.size += small.size;
    target.members.push(...small.members);
    live.splice(live.indexOf(small), 1);
  }

  const plan = new Map<string, number>();
  live.forEach((group, index) => {
    for (const id of group.members) plan.set(id, index);
  });
  return plan;
}

/** The shared modules (reached from two roots or more) grouped by the set of roots that reach them. */
function groupByRoots(nodes: readonly ModuleNode[], rootsOf: (id: string) => Set<string>): Group[] {
  const groups = new Map<string, Group>();
  for (const node of nodes) {
    if (node.isChunkRoot) continue;
    const roots = rootsOf(node.id);
    if (roots.size < 2) continue;
    const key = [...roots].sort().join('\n');
    const group = groups.get(key) ?? { roots, size: 0, members: [] };
    group.size += node.size;
    group.members.push(node.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const isSubset = (inner: ReadonlySet<string>, outer: ReadonlySet<string>) => [...inner].every((item) => outer.has(item));

/** Of the groups whose roots include all of `group`'s and that `allowed` accepts, the one with the fewest other roots. */
function closestSuperset(group: Group, groups: readonly Group[], allowed: (group: Group, target: Group) => boolean): Group | undefined {
  let best: Group | undefined;
  for (const candidate of groups) {
    if (candidate === group || candidate.roots.size <= group.roots.size || !isSubset(group.roots, candidate.roots)) continue;
    const closer =
      !best || candidate.roots.size < best.roots.size || (candidate.roots.size === best.roots.size && candidate.size > best.size);
    if (closer && allowed(group, candidate)) best = candidate;
  }
  return best;
}

/** The chunk roots a module is reached from: itself if it is one, else those of its importers. */
function rootFinder(byId: ReadonlyMap<string, ModuleNode>) {
  const found = new Map<string, Set<string>>();
  const rootsOf = (id: string): Set<string> => {
    const known = found.get(id);
    if (known) return known;
    const roots = new Set<string>();
    // Recorded before the walk, so that an import cycle ends here.
    found.set(id, roots);
    const node = byId.get(id);
    if (!node) return roots;
    if (node.isChunkRoot) roots.add(id);
    else for (const importer of node.importers) for (const root of rootsOf(importer)) roots.add(root);
    return roots;
  };
  return rootsOf;
}

/** Whether the chunks, as `chunkOf` places each module, would import each other in a circle. */
function hasCycle(nodes: readonly ModuleNode[], chunkOf: (id: string) => unknown): boolean {
  const edges = new Map<unknown, Set<unknown>>();
  for (const node of nodes) {
    const to = chunkOf(node.id);
    for (const importer of node.importers) {
      const from = chunkOf(importer);
      if (from === undefined || to === undefined || from === to) continue;
      const out = edges.get(from) ?? new Set();
      out.add(to);
      edges.set(from, out);
    }
  }
  return findCycle(edges) !== undefined;
}

/** A circle in a directed graph, as the path that closes it (its first node again at the end), or undefined if it has none. */
export function findCycle<Node>(edges: ReadonlyMap<Node, Iterable<Node>>): Node[] | undefined {
  const done = new Set<Node>();
  const path: Node[] = [];
  const visit = (node: Node): Node[] | undefined => {
    if (done.has(node)) return undefined;
    const open = path.indexOf(node);
    if (open >= 0) return [...path.slice(open), node];
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return undefined;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}
