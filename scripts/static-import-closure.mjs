// The files a built ES module loads before it runs: itself and, transitively, every chunk it imports
// statically. Dynamic import() is left out: those chunks load later. Used by .size-limit.js so the
// first-paint budget follows the build instead of a hand-kept file list.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import process from 'node:process';

// Minified output: `import{a as b}from"./x.js"`, `import"./x.js"`; never `import(`.
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

export function staticImportClosure(entry, root = process.cwd()) {
  if (!existsSync(entry)) throw new Error(`${entry} does not exist: run npm run build first.`);
  const found = new Set();
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) visit(join(dirname(file), specifier));
  };
  visit(entry);
  return [...found].map((file) => relative(root, file));
}
