/**
 * The loader a host page includes with one `<script type="module">`. It defines nothing eagerly: a tag stays
 * undefined until an element of it appears in the document, then that element's chunk is imported and its
 * `customElements.define` upgrades every instance already on the page. (Defining a light stub first would
 * block the real definition: a tag can be defined only once.) Elements are found by one scan at start and a
 * MutationObserver on the document afterwards. Limit: the observer does not see into other shadow roots;
 * a host that puts our elements inside its own shadow DOM calls `loadElement(tag)` first.
 *
 * A second copy of the bundle (another URL, another version of this file) finds the first copy's marker,
 * leaves the tags and runtime already on the page alone, and says so once.
 */
export { configure } from './core/page-configure.ts';
export type { PortalSettings } from './core/config.ts';
export type { FpEventDetails, FpEventName } from './elements/element-events.ts';
export type * from './elements/element-types.ts';

const LOADER_KEY = Symbol.for('fp-portal.loader.v1');

/** The elements this bundle defines. */
export type FpElementTag = 'fp-portal' | 'fp-blog-board' | 'fp-notifications' | 'fp-client-switcher';

/**
 * Each element's chunk. <fp-portal>'s first render asks for the portal app at once (React.lazy); requesting it
 * beside the element's chunk lets the two and their imports download side by side rather than one after the
 * other, a whole round trip earlier for every portal page.
 */
const ELEMENT_CHUNKS: Record<FpElementTag, () => Promise<unknown>> = {
  'fp-portal': () => {
    // A failure shows where it matters: the element's own React.lazy import of the same chunk reports it.
    import('./composers/router/portal-app.tsx').catch(() => undefined);
    return import('./elements/fp-portal.tsx');
  },
  'fp-blog-board': () => import('./elements/fp-blog-board.tsx'),
  'fp-notifications': () => import('./elements/fp-notifications.tsx'),
  'fp-client-switcher': () => import('./elements/fp-client-switcher.tsx'),
};

interface LoaderMarker {
  duplicateReported: boolean;
}

type LoaderHost = typeof globalThis & { [LOADER_KEY]?: LoaderMarker };

const chunkFor = (tag: string): (() => Promise<unknown>) | undefined => (ELEMENT_CHUNKS as Record<string, () => Promise<unknown>>)[tag];

/** Loads and defines one element now (for elements the document observer cannot see). */
export function loadElement(tag: FpElementTag): Promise<unknown> {
  const chunk = chunkFor(tag);
  // Hosts in plain JavaScript can pass anything: say what exists rather than failing obscurely.
  if (!chunk)
    return Promise.reject(
      new Error(`fp-portal: there is no element <${tag}>; the elements are ${Object.keys(ELEMENT_CHUNKS).join(', ')}.`),
    );
  return chunk();
}

function startLoader(): void {
  // Tags some other script already defined are not ours to define.
  const pending = new Set(Object.keys(ELEMENT_CHUNKS).filter((tag) => !customElements.get(tag)));

  function load(tag: string): void {
    pending.delete(tag);
    chunkFor(tag)!().catch((error: unknown) => {
      pending.add(tag);
      console.error(
        `fp-portal: could not load <${tag}> (${String(error)}); check that the bundle's files are served beside fp-portal.js. It retries when another <${tag}> is added.`,
      );
    });
  }

  function scan(root: ParentNode): void {
    if (!pending.size) return;
    const found = root.querySelectorAll([...pending].join(','));
    for (const element of found) if (pending.has(element.localName)) load(element.localName);
  }

  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (pending.has(node.localName)) load(node.localName);
        scan(node);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

const host = globalThis as LoaderHost;
const marker = host[LOADER_KEY];
if (marker) {
  if (!marker.duplicateReported) {
    marker.duplicateReported = true;
    console.info('fp-portal: the bundle was loaded twice on this page; the second copy reuses the elements and runtime already defined.');
  }
} else {
  host[LOADER_KEY] = { duplicateReported: false };
  startLoader();
}
