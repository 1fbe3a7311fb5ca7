// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { showErrorToast } from '../../src/ui/toasts/toast.ts';
import { ToastRegion } from '../../src/ui/toasts/toast-region.tsx';
import { TOASTER_SETTINGS } from '../../src/ui/toasts/toaster.tsx';
import { cleanup, flush, render } from './support/render.tsx';

afterEach(cleanup);

const toaster = (root: ShadowRoot) => root.querySelector('section[aria-label^="Messages"]');

describe('toasts', () => {
  it('use the settings of spec section 9', () => {
    expect(TOASTER_SETTINGS).toEqual({ position: 'top-center', closeButton: true, richColors: true, visibleToasts: 3, duration: 4000 });
  });

  it('show once per page, in the first element that offers a region, with Sonner styles in its shadow root', async () => {
    const first = render(<ToastRegion />);
    const second = render(<ToastRegion />);
    await flush();
    // Sonner is not loaded for a page that never shows a toast.
    expect(toaster(first.root)).toBeNull();

    const shown = showErrorToast('Upload failed: the file is too large');
    await flush();
    await shown;
    await flush();
    expect(toaster(first.root)).not.toBeNull();
    expect(toaster(second.root)).toBeNull();
    expect(first.root.textContent).toContain('Upload failed: the file is too large');
    expect(second.root.textContent).not.toContain('Upload failed');
    const sonnerRules = first.root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(sonnerRules.some((rule) => rule.includes('[data-sonner-toaster]'))).toBe(true);
  });

  it('move to the next element when the showing one leaves the page', async () => {
    const first = render(<ToastRegion />);
    const second = render(<ToastRegion />);
    void showErrorToast('Saved');
    await flush();
    expect(toaster(first.root)).not.toBeNull();
    first.unmount();
    await flush();
    expect(toaster(second.root)).not.toBeNull();
  });
});
