import css from 'virtual:fp-portal.css?inline';

/**
 * One constructable stylesheet per page, holding the CSS generated at build time (build-css.ts), adopted
 * by every shadow root. Nothing is written to `document.head`. Kept under a global key so a second bundle
 * copy shares the same sheet.
 */
const STYLES_KEY = Symbol.for('fp-portal.styles.v1');

export interface PortalStyles {
  readonly sheet: CSSStyleSheet;
  /** Adopt the page's sheet in a shadow root. */
  adopt(root: ShadowRoot): void;
}

function createStyles(): PortalStyles {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return {
    sheet,
    adopt(root) {
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
  };
}

export function getStyles(): PortalStyles {
  const page = globalThis as typeof globalThis & { [STYLES_KEY]?: PortalStyles };
  return (page[STYLES_KEY] ??= createStyles());
}
