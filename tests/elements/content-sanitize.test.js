/* global describe, it, before, after, document, window, Event, MouseEvent, PointerEvent, FocusEvent, requestAnimationFrame, setTimeout */
// The blog content sanitizer (src/core/content/sanitize-html.ts) in real Chromium against the public XSS payload
// corpus (tests/support/xss-payloads.ts, via support/sanitize-fixture.tsx): each payload is sanitized and
// inserted into the light DOM and into shadow roots, as a string and as a fragment; then every element gets
// the events a handler would wait for, and the payload's marker `__xss()` must never run, nor any dialog open.
import { expect, waitFor } from './support/expect.js';

const fixture = await import('/dist/test/sanitize-fixture.js');
const { sanitizeBlogHtml, sanitizeBlogHtmlToFragment, XSS_PAYLOADS } = fixture;

/** Payloads that run when inserted unsanitized: proof that the marker and the events below would catch one. */
const RUN_UNSANITIZED = [
  '<img src=x onerror=__xss(1)>',
  '<svg onload=__xss(1)>',
  '<details open ontoggle=__xss(1)>',
  '<div onmouseover=__xss(1)>hover</div>',
  '<x onfocus=__xss(1) tabindex=1 id=x>',
];
/** Events a handler in a payload would wait for; clicks are left out, as a click on a kept link navigates away. */
const EXERCISE = [
  () => new Event('load'),
  () => new Event('error'),
  () => new MouseEvent('mouseover', { bubbles: true }),
  () => new MouseEvent('mouseenter'),
  () => new PointerEvent('pointerover', { bubbles: true }),
  () => new FocusEvent('focus'),
  () => new FocusEvent('focusin', { bubbles: true }),
  () => new Event('toggle'),
  () => new Event('animationstart', { bubbles: true }),
];
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'template',
  'noscript',
  'portal',
];
const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'cite',
  'action',
  'formaction',
  'poster',
  'background',
  'data',
  'xlink:href',
  'ping',
  'lowsrc',
  'dynsrc',
  'codebase',
];
// Read as the browser reads a URL: control characters and spaces around and inside the scheme do not count.
// eslint-disable-next-line no-control-regex -- control characters are exactly what the browser skips here
const SKIPPED_IN_SCHEME = /[\u0000-\u0020\u007F-\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000\uFEFF]/g;
const schemeOf = (url) => /^([^/?#:]*):/.exec(url.replace(SKIPPED_IN_SCHEME, ''))?.[1]?.toLowerCase() ?? null;
const SAFE_SCHEMES = [null, 'http', 'https', 'mailto', 'tel'];

let ran = [];
const originals = {};
const page = document.createElement('section');

/** The payload's number from the element whose handler called the marker (window.event is unset in shadow trees). */
function whoRan() {
  const target = window.event?.target;
  return target?.closest?.('[data-payload]')?.dataset.payload ?? 'unattributed';
}

function container(index, where) {
  const box = document.createElement('div');
  box.dataset.payload = String(index);
  where.append(box);
  return box;
}

function shadowHost() {
  const host = document.createElement('div');
  page.append(host);
  return host.attachShadow({ mode: 'open' });
}

/** Every way the blog page may put sanitized content on a page: light DOM, shadow root, string and fragment. */
function insertSanitized(payloads) {
  const light = document.createElement('div');
  const shadowFromString = shadowHost();
  const shadowFromFragment = shadowHost();
  page.append(light);
  payloads.forEach((payload, index) => {
    container(index, light).innerHTML = sanitizeBlogHtml(payload);
    container(index, shadowFromString).innerHTML = sanitizeBlogHtml(payload);
    container(index, shadowFromFragment).append(sanitizeBlogHtmlToFragment(payload));
  });
  return [light, shadowFromString, shadowFromFragment];
}

/** Fires every event of EXERCISE at every element, focuses each, and waits for images and frames to settle. */
async function exercise(roots) {
  const elements = roots.flatMap((root) => [...root.querySelectorAll('*')]);
  for (const element of elements) {
    for (const event of EXERCISE) element.dispatchEvent(event());
    element.focus?.();
  }
  await waitFor(() => elements.every((element) => element.localName !== 'img' || element.complete), 'every image to load or fail', 4000);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** What a sanitized container holds that the sanitizer must remove, described for the failure message. */
function forbiddenIn(box) {
  const found = [];
  for (const element of box.querySelectorAll('*')) {
    if (FORBIDDEN_TAGS.includes(element.localName)) found.push(`<${element.localName}>`);
    for (const { name, value } of element.attributes) {
      if (name.toLowerCase().startsWith('on')) found.push(`${name}= on <${element.localName}>`);
      if (URL_ATTRIBUTES.includes(name.toLowerCase()) && !SAFE_SCHEMES.includes(schemeOf(value))) found.push(`${name}="${value}"`);
      if (name === 'style') found.push('style=');
    }
  }
  return found;
}

const describeRuns = (indexes, payloads) =>
  indexes.map((index) => (index === 'unattributed' ? index : `#${index} ${JSON.stringify(payloads[index])}`)).join('\n');

describe('blog content sanitizer against public XSS payloads', () => {
  before(() => {
    document.body.append(page);
    window.__xss = () => ran.push(whoRan());
    // A payload that still calls alert() and friends would open a dialog: count that as a run too.
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      originals[name] = window[name];
      window[name] = () => ran.push(`${name}() from ${whoRan()}`);
    }
  });

  after(() => {
    page.remove();
    // window.__xss stays defined: an image that fails after the last test must not turn into an uncaught ReferenceError.
    Object.assign(window, originals);
  });

  it('holds at least 200 payloads, each calling the marker', () => {
    expect(XSS_PAYLOADS.length >= 200).toBe(true);
    for (const payload of RUN_UNSANITIZED) expect(XSS_PAYLOADS).toContain(payload);
  });

  it('detects a payload that runs: the unsanitized controls call the marker', async () => {
    ran = [];
    const raw = document.createElement('div');
    page.append(raw);
    RUN_UNSANITIZED.forEach((payload, index) => (container(index, raw).innerHTML = payload));
    await exercise([raw]);
    await waitFor(() => RUN_UNSANITIZED.every((_, index) => ran.includes(String(index))), 'every control payload to run', 2000);
    raw.remove();
  });

  it('runs none of the payloads, in the light DOM or a shadow root, as a string or a fragment', async function () {
    this.timeout(30_000);
    ran = [];
    const roots = insertSanitized(XSS_PAYLOADS);
    await exercise(roots);
    expect(describeRuns([...new Set(ran)], XSS_PAYLOADS)).toBe('');
  });

  it('leaves no handler, script-capable element, style or unsafe URL in any sanitized payload', function () {
    this.timeout(30_000);
    const problems = XSS_PAYLOADS.map((payload, index) => ({ index, found: forbiddenIn(sanitizeBlogHtmlToFragment(payload)) }));
    const failing = problems.filter(({ found }) => found.length > 0).map(({ index, found }) => `#${index} ${found.join(', ')}`);
    expect(failing).toEqual([]);
  });

  it('gives an empty fragment, not null, for HTML that replaces the body with a frameset', () => {
    const fragment = sanitizeBlogHtmlToFragment('<frameset onload=__xss(1)>');
    expect(fragment.childNodes.length).toBe(0);
    expect(sanitizeBlogHtml('<frameset onload=__xss(1)>')).toBe('');
  });

  it('keeps the text of a payload that is plain text around markup', () => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeBlogHtml('<x onclick=__xss(1)>click this!');
    expect(box.textContent).toBe('click this!');
    expect(box.querySelector('[onclick]')).toBe(null);
  });
});
