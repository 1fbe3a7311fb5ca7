/**
 * Blog content from the service is HTML written by people and by generators we do not control: it passes
 * through here before it touches the DOM (no script, no event handlers, no `javascript:` or `data:`
 * URLs, no foreign frames). An allowlist, not a blocklist: a tag or attribute not named below is removed,
 * so a new browser feature cannot slip through. Only the blog page imports this module (DOMPurify is about
 * 12 KB gzip), so it stays out of the loader and the other elements' chunks.
 */
import createDOMPurify, { type Config, type DOMPurify, type UponSanitizeAttributeHookEvent } from 'dompurify';
import { hasUnsafeScheme } from './url-schemes.ts';

/**
 * What a blog post is made of: headings, paragraphs, lists, links, emphasis, quotes, code, images with their
 * figures, and tables. Left out on purpose: script, style (CSS can cover the portal with a fake screen),
 * iframe, frame, frameset, object, embed (foreign frames), form and every form control (a post must not
 * collect input inside the portal), svg and math (their parsing rules are where mutation XSS lives), base,
 * meta, link and template. div and span stay because WordPress wraps blocks in them.
 */
export const BLOG_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'abbr',
  'cite',
  'q',
  'code',
  'pre',
  'kbd',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'colgroup',
  'col',
] as const;

/**
 * No event handlers (none is listed), no `style` (see above), no `class` (our build-time utility classes are
 * adopted by the same shadow root, so `class="fixed inset-0"` would let a post lay itself over the portal),
 * no `id` or `name` (they clobber globals and the ids the portal's own aria attributes point at), no `srcset`
 * (a list of URLs the scheme check below would have to parse the way the browser does), no `data-*` (our
 * `data-slot` and `data-state` names drive styles and tests).
 */
export const BLOG_ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'cite',
  'datetime',
  'colspan',
  'rowspan',
  'scope',
  'headers',
  'span',
  'start',
  'reversed',
  'type',
  'lang',
  'dir',
] as const;

/** The attributes that hold a URL: their scheme is checked (DOMPurify lets data: through on img src). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
/** Links that open a new tab: the opened page gets no handle on the portal's window nor its URL. */
const NEW_TAB_REL = ['noopener', 'noreferrer'];

const CONFIG: Config = {
  ALLOWED_TAGS: [...BLOG_TAGS],
  ALLOWED_ATTR: [...BLOG_ATTRIBUTES],
  // aria-* labels on links and images help screen readers; they run nothing.
  ALLOW_ARIA_ATTR: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // The same web and contact schemes as SAFE_SCHEMES, or a relative URL; the hook below also catches data:.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // Removed elements keep their text (a post in an unexpected wrapper still reads), except the ones DOMPurify
  // drops whole by default: script, style, iframe, noscript, template, svg, math and the like.
  KEEP_CONTENT: true,
};

function dropUnsafeUrl(_node: Element, event: UponSanitizeAttributeHookEvent) {
  if (URL_ATTRIBUTES.has(event.attrName) && hasUnsafeScheme(event.attrValue)) event.keepAttr = false;
}

/** Only `target="_blank"` survives (a named target could reach a frame of the host page), with a safe rel. */
function secureNewTabLinks(node: Element) {
  if (!node.hasAttribute('target')) return;
  if (node.localName !== 'a' || node.getAttribute('target') !== '_blank') {
    node.removeAttribute('target');
    return;
  }
  const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
  for (const token of NEW_TAB_REL) rel.add(token);
  node.setAttribute('rel', [...rel].join(' '));
}

/**
 * A payload every working sanitizer turns into CANARY_CLEAN. No event handler or style attribute in it: Chromium
 * reports those to the page's content security policy even while parsing them into an inert document, and the
 * check would then send a violation report from every page that shows a post.
 */
const CANARY = '<p>ok<a href="javascript:alert(1)">x</a><script>alert(1)</script></p>';
const CANARY_CLEAN = '<p>ok<a>x</a></p>';

let purifier: DOMPurify | undefined;

/**
 * One DOMPurify instance of our own, created on first use (there is no window when this module is merely
 * imported in Node), so our hooks never change how another library's DOMPurify behaves.
 */
function blogPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  if (!instance.isSupported)
    throw new Error('Blog content cannot be shown safely: this browser lacks what DOMPurify needs to sanitize HTML.');
  instance.addHook('uponSanitizeAttribute', dropUnsafeUrl);
  instance.addHook('afterSanitizeAttributes', secureNewTabLinks);
  // Fail closed: some DOM emulations (happy-dom 21) pass isSupported yet return handlers and scripts intact.
  if (instance.sanitize(CANARY, CONFIG) !== CANARY_CLEAN)
    throw new Error(
      'Blog content cannot be shown safely: DOMPurify did not sanitize a known payload in this environment; run it in a real browser DOM.',
    );
  purifier = instance;
  return instance;
}

/** The blog post's HTML with everything outside the allowlist removed, as a string. */
export function sanitizeBlogHtml(html: string): string {
  return blogPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: false });
}

/**
 * The same, as a DocumentFragment of an inert document, to append into a shadow root without parsing the
 * HTML a second time (a second parse is where mutation XSS turns safe markup into unsafe markup).
 */
export function sanitizeBlogHtmlToFragment(html: string): DocumentFragment {
  // DOMPurify answers null where the HTML leaves no body to read (`<frameset>` replaces it): nothing survives.
  const fragment: DocumentFragment | null = blogPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  return fragment ?? document.createDocumentFragment();
}
