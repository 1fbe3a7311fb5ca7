/* global describe, it, document, customElements, console, performance, setTimeout */
// The loader: tags are defined when an element first connects, each once, and a second bundle copy is harmless.
import { chunkName } from '/scripts/chunk-names.mjs';
import { expect, waitFor } from './support/expect.js';

const TAGS = ['fp-portal', 'fp-blog-board', 'fp-notifications', 'fp-client-switcher'];
const defineCalls = [];
const realDefine = customElements.define.bind(customElements);
customElements.define = (tag, ...rest) => {
  defineCalls.push(tag);
  return realDefine(tag, ...rest);
};
const infoMessages = [];
const realInfo = console.info;
console.info = (...args) => {
  infoMessages.push(args.join(' '));
  realInfo(...args);
};

const loadedChunks = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('/dist/chunks/fp-'));
const add = (tag) => document.body.appendChild(document.createElement(tag));

describe('loader', () => {
  it('defines nothing and fetches no element chunk until an element appears', async () => {
    await import('/dist/fp-portal.js');
    for (const tag of TAGS) expect(customElements.get(tag)).toBe(undefined);
    expect(loadedChunks()).toEqual([]);
  });

  it('defines a tag when its first element connects, upgrading that element, and loads only that chunk', async () => {
    const bell = add('fp-notifications');
    await waitFor(() => customElements.get('fp-notifications'), '<fp-notifications> to be defined');
    await waitFor(() => bell.shadowRoot?.firstElementChild, 'the element to render');
    expect(customElements.get('fp-client-switcher')).toBe(undefined);
    expect(loadedChunks().map(chunkName)).toEqual(['fp-notifications']);
  });

  it('finds elements nested inside added subtrees', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<header><fp-client-switcher></fp-client-switcher></header><fp-blog-board></fp-blog-board>';
    document.body.appendChild(wrapper);
    await waitFor(() => customElements.get('fp-client-switcher') && customElements.get('fp-blog-board'), 'nested tags to be defined');
  });

  it('defines each tag exactly once however many elements connect', async () => {
    for (const tag of TAGS) {
      add(tag);
      add(tag);
    }
    await waitFor(() => TAGS.every((tag) => customElements.get(tag)), 'all tags to be defined');
    for (const tag of TAGS) expect(defineCalls.filter((call) => call === tag).length).toBe(1);
    for (const element of document.querySelectorAll(TAGS.join(','))) expect(element.shadowRoot !== null).toBe(true);
  });

  it('lets a second and third copy of the bundle load without throwing, redefining or loading twice, and says so once', async () => {
    const before = defineCalls.length;
    await import('/dist/fp-portal.js?copy=2');
    await import('/dist/fp-portal.js?copy=3');
    add('fp-notifications');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(defineCalls.length).toBe(before);
    const duplicates = infoMessages.filter((message) => message.includes('loaded twice'));
    expect(duplicates.length).toBe(1);
    expect(duplicates[0]).toContain('reuses the elements and runtime already defined');
  });

  it('shares one runtime: every element sees the same page-wide runtime object', async () => {
    const runtime = globalThis[Symbol.for('fp-portal.runtime.v1')];
    expect(Boolean(runtime)).toBe(true);
    for (const tag of TAGS) expect(runtime.definedTags.has(tag)).toBe(true);
  });
});
