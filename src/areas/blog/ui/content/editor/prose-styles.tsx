import { useLayoutEffect } from 'react';
import { useShadowRoot } from '../../../../../ui/shadow-root-context.ts';
import { adoptSheet, sheetOnFirstUse } from '../../../../../ui/styles/adopt-sheet.ts';

/**
 * How a post's HTML reads: the portal's preflight strips headings, lists and links of their looks, and the
 * build-time styles only know class names, so a post's own tags (which carry no classes: the sanitizer
 * removes them) are styled here, under `[data-slot="blog-prose"]`. Also the few rules ProseMirror needs, which
 * TipTap would otherwise write into the host page's <head> (it is told not to: injectCSS is off).
 * They are a constructable stylesheet adopted by the shadow root: it reaches nothing outside it, and a page's
 * content security policy, which would refuse an inline <style> element, does not govern it.
 * Posts' images seldom carry width and height, so the text below them jumped down as each arrived (Lighthouse's
 * layout shift on a post page): an image without both gets a box of a blog image's usual 16:9 shape at once,
 * and shows inside it at its own shape, never enlarged.
 */
export const PROSE_SLOT = 'blog-prose';

const PROSE_CSS = `
[data-slot="blog-prose"] { line-height: 1.6; overflow-wrap: anywhere; }
[data-slot="blog-prose"] > * + * { margin-top: 0.75em; }
[data-slot="blog-prose"] > :first-child { margin-top: 0; }
[data-slot="blog-prose"] h1 { font-size: 1.5em; font-weight: 600; line-height: 1.3; }
[data-slot="blog-prose"] h2 { font-size: 1.3em; font-weight: 600; line-height: 1.3; margin-top: 1.25em; }
[data-slot="blog-prose"] h3 { font-size: 1.1em; font-weight: 600; margin-top: 1em; }
[data-slot="blog-prose"] h4, [data-slot="blog-prose"] h5, [data-slot="blog-prose"] h6 { font-weight: 600; }
[data-slot="blog-prose"] ul { list-style: disc; padding-left: 1.5em; }
[data-slot="blog-prose"] ol { list-style: decimal; padding-left: 1.5em; }
[data-slot="blog-prose"] li + li { margin-top: 0.25em; }
[data-slot="blog-prose"] a { color: var(--fp-color-primary, #2563eb); text-decoration: underline; }
[data-slot="blog-prose"] strong, [data-slot="blog-prose"] b { font-weight: 700; }
[data-slot="blog-prose"] em, [data-slot="blog-prose"] i { font-style: italic; }
[data-slot="blog-prose"] blockquote { border-left: 3px solid var(--fp-color-border, #e5e7eb); padding-left: 1em; color: var(--fp-color-muted, #6b7280); }
[data-slot="blog-prose"] pre, [data-slot="blog-prose"] code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; }
[data-slot="blog-prose"] pre { overflow-x: auto; padding: 0.75em; border-radius: var(--fp-radius, 6px); background: rgba(0, 0, 0, 0.05); }
[data-slot="blog-prose"] img { max-width: 100%; height: auto; }
[data-slot="blog-prose"] img:not([width][height]) { width: 100%; aspect-ratio: 16 / 9; object-fit: scale-down; }
[data-slot="blog-prose"] figcaption { font-size: 0.875em; color: var(--fp-color-muted, #6b7280); margin-top: 0.25em; }
[data-slot="blog-prose"] table { border-collapse: collapse; }
[data-slot="blog-prose"] th, [data-slot="blog-prose"] td { border: 1px solid var(--fp-color-border, #e5e7eb); padding: 0.25em 0.5em; }
[data-slot="blog-prose"] ins { background: rgba(22, 163, 74, 0.15); text-decoration: none; }
[data-slot="blog-prose"] del { background: rgba(220, 38, 38, 0.12); }
.ProseMirror { position: relative; word-wrap: break-word; white-space: pre-wrap; white-space: break-spaces; font-variant-ligatures: none; }
.ProseMirror [contenteditable="false"] { white-space: normal; }
.ProseMirror pre { white-space: pre-wrap; }
.ProseMirror:focus-visible { outline: none; }
.ProseMirror-selectednode { outline: 2px solid var(--fp-color-primary, #2563eb); }
.ProseMirror-hideselection *::selection { background: transparent; }
.ProseMirror-hideselection * { caret-color: transparent; }
.ProseMirror-gapcursor { display: none; pointer-events: none; position: absolute; }
.ProseMirror-gapcursor:after { content: ""; display: block; position: absolute; top: -2px; width: 20px; border-top: 1px solid currentColor; }
.ProseMirror-focused .ProseMirror-gapcursor { display: block; }
img.ProseMirror-separator { display: inline !important; border: none !important; margin: 0 !important; width: 0 !important; height: 0 !important; }
`;

const proseSheet = sheetOnFirstUse(PROSE_CSS);

/** Render wherever post HTML or the editor is shown; the sheet is adopted once per shadow root. Before paint, so no post shows unstyled. */
export function ProseStyles() {
  const root = useShadowRoot();
  useLayoutEffect(() => {
    adoptSheet(root, proseSheet());
  }, [root]);
  return null;
}
