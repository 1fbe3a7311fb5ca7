/* global describe, it, before, document */
// emit(): `fp-` prefixed events that bubble out of the shadow root, cancelable only where asked.
import { expect, waitFor } from './support/expect.js';

let emit;
let element;

describe('emit', () => {
  before(async () => {
    ({ emit } = await import('/dist/test/test-element.js'));
    element = document.body.appendChild(document.createElement('fp-test-element'));
    await waitFor(() => element.shadowRoot?.querySelector('button'), 'the fixture to render');
  });

  it('prefixes the name with fp- and reaches a document listener with its detail', () => {
    const seen = [];
    const listener = (event) => seen.push(event);
    document.addEventListener('fp-navigate', listener);
    emit(element, 'navigate', { path: '/blog', url: 'https://portal.example.test/blog' });
    document.removeEventListener('fp-navigate', listener);
    expect(seen.length).toBe(1);
    expect(seen[0].detail).toEqual({ path: '/blog', url: 'https://portal.example.test/blog' });
    expect(seen[0].bubbles).toBe(true);
    expect(seen[0].composed).toBe(true);
  });

  it('crosses the shadow boundary when emitted from inside, retargeted to the host element', () => {
    const seen = [];
    const listener = (event) => seen.push(event.target);
    document.addEventListener('fp-client-change', listener);
    emit(element.shadowRoot.querySelector('button'), 'client-change', { clientId: 'c-1', name: 'Acme Law' });
    document.removeEventListener('fp-client-change', listener);
    expect(seen.length).toBe(1);
    expect(seen[0]).toBe(element);
  });

  it('lets the host veto a cancelable event: emit returns false', () => {
    const veto = (event) => event.preventDefault();
    document.addEventListener('fp-navigate', veto);
    const result = emit(element, 'navigate', { path: '/', url: 'https://portal.example.test/' }, { cancelable: true });
    document.removeEventListener('fp-navigate', veto);
    expect(result).toBe(false);
  });

  it('ignores a veto of an event not emitted as cancelable', () => {
    let cancelable;
    const veto = (event) => {
      cancelable = event.cancelable;
      event.preventDefault();
    };
    document.addEventListener('fp-client-change', veto);
    const result = emit(element, 'client-change', { clientId: 'c-2', name: 'Baker LLP' });
    document.removeEventListener('fp-client-change', veto);
    expect(cancelable).toBe(false);
    expect(result).toBe(true);
  });
});
