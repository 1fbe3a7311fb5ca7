/* global describe, it, before, document, getComputedStyle, innerWidth */
// Toasts (spec section 9) in real Chromium: Sonner's toaster renders inside one element's shadow root, its
// stylesheet is adopted there and never added to the host page's <head>, and a toast shows at the top centre.
import { expect, waitFor } from './support/expect.js';

let fixture;
let headBefore;
const toastsIn = (element) => [...(element.shadowRoot?.querySelectorAll('[data-sonner-toast]') ?? [])];

describe('toasts', () => {
  before(async () => {
    headBefore = document.head.innerHTML;
    fixture = await import('/dist/test/test-element.js');
    const holder = document.body.appendChild(document.createElement('div'));
    holder.innerHTML = '<fp-toast-test id="first"></fp-toast-test><fp-toast-test id="second"></fp-toast-test>';
  });

  it('shows an error toast once, inside the first element, at the top centre, styled by Sonner', async () => {
    const first = document.getElementById('first');
    const second = document.getElementById('second');
    await fixture.showErrorToast('The image could not be uploaded.');
    const [toast] = await waitFor(() => {
      const shown = toastsIn(first);
      return shown.length > 0 && shown;
    }, 'the toast');
    expect(toast.textContent).toContain('The image could not be uploaded.');
    expect(toast.getAttribute('data-type')).toBe('error');
    expect(toastsIn(second).length).toBe(0);

    const list = first.shadowRoot.querySelector('[data-sonner-toaster]');
    expect(list.getAttribute('data-y-position')).toBe('top');
    expect(list.getAttribute('data-x-position')).toBe('center');
    // Sonner's stylesheet applies: fixed position, and rich colours give an error toast its tinted background.
    expect(getComputedStyle(list).position).toBe('fixed');
    // Sonner's light-theme error colours (--error-bg hsl(359, 100%, 97%)).
    expect(getComputedStyle(toast).backgroundColor).toBe('rgb(255, 240, 240)');
    const box = toast.getBoundingClientRect();
    expect(Math.abs(box.left + box.width / 2 - innerWidth / 2) < 2).toBe(true);
    expect(box.top < 100).toBe(true);
    expect(toast.querySelector('[data-close-button]') !== null).toBe(true);
  });

  it('leaves the host page head alone', () => {
    expect(document.head.innerHTML).toBe(headBefore);
    expect([...document.querySelectorAll('style')].some((style) => style.textContent.includes('sonner'))).toBe(false);
  });
});
