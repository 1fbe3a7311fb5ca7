/**
 * Element-test fixture, built by `vite build --mode elements-test` into dist/test/sanitize-fixture.js: the blog
 * content sanitizer as the blog page will bundle it, and the XSS payload corpus, for content-sanitize.test.js.
 */
export { sanitizeBlogHtml, sanitizeBlogHtmlToFragment } from '../../../src/core/content/sanitize-html.ts';
export { XSS_PAYLOADS } from '../../support/xss-payloads.ts';
