import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify, twind, virtual } from '@twind/core';
import { PORTAL_TWIND_CONFIG } from './twind-config.ts';

/**
 * Build-time styles (run by the Vite plugin in vite.config.ts, in Node): every string literal in our sources
 * is split into candidate class names and given to twind; the CSS of those it knows becomes one text that the
 * browser loads into a constructable stylesheet. twind is then not shipped (about 17 KB gzip saved).
 * The catch: a class name assembled at run time (concatenation) is not styled; write every class as a literal.
 */
const SOURCE_FILE = /\.(ts|tsx)$/;
const STRING_LITERAL = /(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
const CANDIDATE = /^[!-]?[a-z0-9][\w:/.[\]()#%,=!-]*$/i;

export function listSourceFiles(directories: string[]): string[] {
  return directories.flatMap((directory) =>
    readdirSync(directory, { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE_FILE.test(file))
      .map((file) => join(directory, file)),
  );
}

export function candidateClasses(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, , text] of source.matchAll(STRING_LITERAL)) {
    for (const token of (text ?? '').split(/\s+/)) if (CANDIDATE.test(token)) found.add(token);
  }
  return found;
}

/** The CSS for every class name used in `files`, preflight included. */
export function buildPortalCss(files: string[]): string {
  const classes = new Set<string>();
  for (const file of files) for (const name of candidateClasses(readFileSync(file, 'utf8'))) classes.add(name);
  const tw = twind(PORTAL_TWIND_CONFIG, virtual());
  // Unknown tokens (ordinary words in strings) produce no rules; twind only warns about them in dev builds.
  for (const name of [...classes].sort()) tw(name);
  return stringify(tw.target);
}
