/**
 * A constructable stylesheet of `css`, made on first use (a module may be imported where there is no DOM). Such a
 * sheet reaches only the shadow roots that adopt it, and a page's content security policy does not govern it.
 */
export function sheetOnFirstUse(css: string): () => CSSStyleSheet {
  let sheet: CSSStyleSheet | undefined;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return sheet;
  };
}

/** Adopts `sheet` in `root` once. */
export function adoptSheet(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
