// Moves source files and keeps every reference to them true: `git mv` each file, then rewrite the relative
// specifiers (import, export … from, import(), vi.mock(), new URL(…, import.meta.url), any './…' string that names
// a file) and the root-relative paths ('src/…' in configs, scripts and docs) that point at a moved file or folder.
// Usage: tsx scripts/move-files.ts moves.json, where moves.json is { "files": { old: new }, "folders": { old: new } }
// ("folders" only rewrites mentions of a folder, such as a list of folders to scan; files are moved one by one).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

interface Moves {
  files: Record<string, string>;
  folders?: Record<string, string>;
}

const SCANNED = /^(src|tests|bench|demo|scripts|docs)\/.*\.(ts|tsx|mts|js|mjs|cjs|md)$|^[^/]+\.(ts|js|mjs|cjs|md)$/;
const RELATIVE_STRING = /(['"`])(\.{1,2}\/[^'"`\n$]*)\1/g;
const ROOT_PATH = /\bsrc\/[\w.@/-]*[\w-]/g;

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });

function newPathOf(path: string, moves: Moves): string {
  const trimmed = path.replace(/\/$/, '');
  const moved = moves.files[trimmed] ?? moves.folders?.[trimmed];
  if (moved) return moved + (path.endsWith('/') ? '/' : '');
  for (const [from, to] of Object.entries(moves.folders ?? {})) if (trimmed.startsWith(`${from}/`)) return to + path.slice(from.length);
  return path;
}

function rewrite(file: string, source: string, moves: Moves): string {
  const fileAfter = newPathOf(file, moves);
  const relativeFixed = source.replace(RELATIVE_STRING, (whole, quote: string, specifier: string) => {
    const target = normalize(join(dirname(file), specifier));
    if (!existsSync(target)) return whole;
    let moved = newPathOf(target, moves);
    if (moved === target && fileAfter === file) return whole;
    if (specifier.endsWith('/') && !moved.endsWith('/')) moved += '/';
    let next = relative(dirname(fileAfter), moved) + (moved.endsWith('/') ? '/' : '');
    if (!next.startsWith('.')) next = `./${next}`;
    return next === specifier ? whole : `${quote}${next}${quote}`;
  });
  return relativeFixed.replace(ROOT_PATH, (path) => {
    const exists = existsSync(path) || existsSync(path.replace(/\/$/, ''));
    return exists ? newPathOf(path, moves) : path;
  });
}

function main(): void {
  const movesFile = process.argv[2];
  if (!movesFile) throw new Error('Give the moves file: tsx scripts/move-files.ts moves.json');
  const moves = JSON.parse(readFileSync(movesFile, 'utf8')) as Moves;
  for (const from of Object.keys(moves.files))
    if (!existsSync(from) || !statSync(from).isFile()) throw new Error(`${from} is not a file: nothing moved.`);
  const scanned = git('ls-files')
    .split('\n')
    .filter((file) => SCANNED.test(file) && existsSync(file));
  for (const file of scanned) {
    const source = readFileSync(file, 'utf8');
    const next = rewrite(file, source, moves);
    if (next !== source) writeFileSync(file, next);
  }
  for (const [from, to] of Object.entries(moves.files)) {
    mkdirSync(dirname(to), { recursive: true });
    git('mv', from, to);
  }
  console.log(`Moved ${Object.keys(moves.files).length} files.`);
}

main();
