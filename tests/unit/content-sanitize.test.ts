// The blog content sanitizer's rules (src/core/content/sanitize-html.ts), one by one. DOMPurify needs a real DOM:
// under happy-dom 21 it returns scripts and handlers intact (the module refuses to run there), so the rules run
// in Debian's Chromium, with the module bundled by Vite as the blog page chunk will bundle it.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { Window } from 'happy-dom';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from '../../src/core/content/sanitize-html.ts';
import { hasUnsafeScheme, safeLink } from '../../src/core/content/url-schemes.ts';
import { launchChromium } from '../support/browser.ts';

const SANITIZER = fileURLToPath(new URL('../../src/core/content/sanitize-html.ts', import.meta.url));
const GLOBAL_NAME = 'blogSanitizer';

/** A post as the generator writes one: every kind of block a blog uses, already in the form the sanitizer keeps. */
const BLOG_POST = [
  '<h2>What to do after a car accident in Ohio</h2>',
  '<p>Call <a href="tel:+16145550100">our office</a> or <a href="mailto:intake@harborvale.test">write to us</a>. <strong>Do not</strong> admit fault; <em>write down</em> what you saw.</p>',
  '<h3>Steps</h3>',
  '<ol><li>Check for injuries.</li><li>Call the police.</li></ol>',
  '<ul><li>Photos of the scene</li><li>Witness names</li></ul>',
  '<blockquote cite="https://law.example.test/ohio"><p>Ohio follows modified comparative negligence.</p></blockquote>',
  '<figure><img src="https://cdn.example.test/crash.jpg" alt="Two cars after a collision" width="800" height="450"><figcaption>Document the damage.</figcaption></figure>',
  '<table><caption>Deadlines</caption><thead><tr><th scope="col">Claim</th><th scope="col">Time limit</th></tr></thead>',
  '<tbody><tr><td>Personal injury</td><td>2 years</td></tr></tbody></table>',
  '<p>Read <a href="/blog/insurance-claims">our guide to insurance claims</a> and the <a href="https://codes.ohio.gov/" target="_blank" rel="noopener noreferrer">Ohio Revised Code</a>.</p>',
].join('');

let browser: Browser;
let page: Page;

/** The sanitizer module bundled for the browser, exposed as globalThis.blogSanitizer. */
async function bundledSanitizer(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: SANITIZER, formats: ['iife'], name: GLOBAL_NAME } },
  });
  const chunk = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []))[0];
  if (chunk?.type !== 'chunk') throw new Error('Vite produced no script for the sanitizer');
  return chunk.code;
}

const sanitize = (html: string) =>
  page.evaluate(([name, dirty]) => (globalThis as any)[name].sanitizeBlogHtml(dirty) as string, [GLOBAL_NAME, html] as const);

beforeAll(async () => {
  const [code, launched] = await Promise.all([bundledSanitizer(), launchChromium()]);
  browser = launched;
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>sanitizer</title>');
  await page.addScriptTag({ content: code });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('what a blog post keeps', () => {
  it('keeps a realistic post whole: headings, paragraphs, links, emphasis, lists, quote, figure, table', async () => {
    expect(await sanitize(BLOG_POST)).toBe(BLOG_POST);
  });

  it('keeps http, https, mailto, tel and relative URLs', async () => {
    const links =
      '<a href="http://a.test/">a</a><a href="https://b.test/x?y=1#z">b</a><a href="mailto:x@y.test">c</a><a href="tel:+1555">d</a><a href="../e">e</a><a href="#f">f</a>';
    expect(await sanitize(links)).toBe(links);
  });

  it('keeps the text of markup it removes, such as a form’s labels', async () => {
    expect(await sanitize('<form action="/x"><label>Your name <input name="n"></label><button>Send</button></form>')).toBe(
      'Your name Send',
    );
  });
});

describe('what a blog post loses', () => {
  it('removes script and style elements with their content', async () => {
    expect(await sanitize('<p>a</p><script>__xss(1)</script><style>p{display:none}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('removes foreign frames: iframe, frame, object, embed', async () => {
    const html =
      '<p>a</p><iframe src="https://x.test/"></iframe><object data="https://x.test/"></object><embed src="https://x.test/"><frameset><frame src="https://x.test/"></frameset>';
    expect(await sanitize(html)).toBe('<p>a</p>');
  });

  it('removes form controls', async () => {
    expect(await sanitize('<p>a<input value="x"><select><option>o</option></select><textarea>t</textarea></p>')).toBe('<p>aot</p>');
  });

  it('removes every event handler', async () => {
    expect(await sanitize('<p onclick="__xss(1)" onmouseover="__xss(1)">a</p><img src="x.png" alt="" onerror="__xss(1)">')).toBe(
      '<p>a</p><img src="x.png" alt="">',
    );
  });

  it.each([
    ['javascript:', '<a href="javascript:__xss(1)">t</a>'],
    ['upper and mixed case', '<a href="JaVaScRiPt:__xss(1)">t</a>'],
    ['a tab inside the scheme', '<a href="java&#x09;script:__xss(1)">t</a>'],
    ['an entity-encoded colon', '<a href="javascript&colon;__xss(1)">t</a>'],
    ['a leading control character', '<a href="&#14;javascript:__xss(1)">t</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">t</a>'],
    ['data:', '<a href="data:text/html,<script>__xss(1)</script>">t</a>'],
    ['an unknown scheme', '<a href="blob:https://x.test/1">t</a>'],
  ])('drops a link URL with %s', async (_, html) => {
    expect(await sanitize(html)).toBe('<a>t</a>');
  });

  it('drops data: and javascript: image sources, which DOMPurify alone would keep for data:', async () => {
    expect(await sanitize('<img src="data:image/png;base64,iVBORw0KGgo=" alt="a"><img src="javascript:__xss(1)" alt="b">')).toBe(
      '<img alt="a"><img alt="b">',
    );
  });

  it('drops srcset, class, id, style and data-* attributes, keeping aria labels', async () => {
    const html =
      '<p class="fixed inset-0" id="main" style="color:red" data-slot="x" aria-label="Intro">a</p><img src="a.png" srcset="b.png 2x" alt="">';
    expect(await sanitize(html)).toBe('<p aria-label="Intro">a</p><img src="a.png" alt="">');
  });

  it('removes SVG and MathML with their content', async () => {
    expect(await sanitize('<p>a</p><svg><text>svg text</text></svg><math><mi>x</mi></math>')).toBe('<p>a</p>');
  });

  it('removes base, meta and link, which would change how the page loads', async () => {
    expect(
      await sanitize(
        '<base href="https://x.test/"><meta http-equiv="refresh" content="0;url=https://x.test/"><link rel="stylesheet" href="https://x.test/a.css"><p>a</p>',
      ),
    ).toBe('<p>a</p>');
  });
});

describe('links that open a new tab', () => {
  it('get rel="noopener noreferrer", keeping the author’s own rel tokens', async () => {
    expect(await sanitize('<a href="https://x.test/" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://x.test/" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
  });

  it('lose any other target, such as a named frame or _top', async () => {
    expect(await sanitize('<a href="https://x.test/" target="_top">x</a><a href="https://x.test/" target="portal">y</a>')).toBe(
      '<a href="https://x.test/">x</a><a href="https://x.test/">y</a>',
    );
  });
});

describe('the URL scheme check', () => {
  it.each(['https://x.test/', 'HTTP://x.test/', 'mailto:a@b.test', 'tel:+1555', '/relative', 'page?x=a:b', '#anchor', ''])(
    'accepts %j',
    (url) => {
      expect(hasUnsafeScheme(url)).toBe(false);
    },
  );

  it.each([
    'javascript:x',
    ' javascript:x',
    'java\tscript:x',
    'java\nscript:x',
    '\u0001javascript:x',
    'JAVASCRIPT:x',
    'vbscript:x',
    'data:text/html,x',
    'file:///etc/passwd',
    'blob:x',
  ])('refuses %j', (url) => {
    expect(hasUnsafeScheme(url)).toBe(true);
  });

  it('links a stored address only when it is present and safe', () => {
    expect(safeLink('https://firm.test/blog/1')).toBe('https://firm.test/blog/1');
    expect(safeLink('javascript:alert(1)')).toBe(null);
    expect(safeLink(null)).toBe(null);
    expect(safeLink('')).toBe(null);
  });
});

describe('a DOM where DOMPurify does not work', () => {
  it('refuses to sanitize rather than pass a payload through (happy-dom 21 keeps handlers and scripts)', async () => {
    const emulated = new Window();
    (globalThis as any).window = emulated;
    try {
      expect(() => sanitizeBlogHtml('<p>a</p>')).toThrow('Blog content cannot be shown safely');
    } finally {
      delete (globalThis as any).window;
      await emulated.happyDOM.close();
    }
  });
});
