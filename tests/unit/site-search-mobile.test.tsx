// @vitest-environment happy-dom
// The small-screen search: an icon button opening a full-screen <dialog>. Which of the two shows is CSS
// (768px), so here both are in the DOM; the Chromium element tests check the widths.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountSiteSearch } from './site-search-render.tsx';
import { allByRole, byRole, cleanup, click, focused, hasText, press, type } from './support/render.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const overlay = (root: ShadowRoot) => root.querySelector<HTMLDialogElement>('dialog[data-slot="site-search-overlay"]');
const overlayBox = (root: ShadowRoot) => byRole(overlay(root)!, 'combobox', 'Search pages') as HTMLInputElement;
const openButton = (root: ShadowRoot) => byRole(root, 'button', 'Search');

async function openOverlay() {
  const mounted = await mountSiteSearch();
  click(openButton(mounted.root));
  return mounted;
}

describe('SiteSearch on small screens', () => {
  it('the Search button opens a modal search with focus in its box', async () => {
    const { root } = await mountSiteSearch();
    expect(overlay(root)).toBeNull();
    expect(openButton(root).getAttribute('aria-expanded')).toBe('false');
    click(openButton(root));
    expect(overlay(root)!.open).toBe(true);
    expect(overlay(root)!.getAttribute('aria-label')).toBe('Search');
    expect(openButton(root).getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(overlayBox(root));
  });

  it('shows the results in the overlay, with the no-results text when nothing matches', async () => {
    const { root } = await openOverlay();
    type(overlayBox(root), 'media');
    expect(
      allByRole(overlay(root)!, 'option').map((option) => option.querySelector('[data-slot="site-search-title"]')?.textContent),
    ).toEqual(['Social Media Posts']);
    type(overlayBox(root), 'zebra');
    expect(hasText(overlay(root)!, 'No results found for "zebra"')).toBe(true);
  });

  it('choosing a page navigates, sends one search event and closes the overlay, focus back on the Search button', async () => {
    const { root, onNavigate, track } = await openOverlay();
    type(overlayBox(root), 'settings');
    press(overlayBox(root), 'ArrowDown');
    press(overlayBox(root), 'Enter');
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/settings');
    expect(track).toHaveBeenCalledOnce();
    expect(overlay(root)).toBeNull();
    expect(focused()).toBe(openButton(root));
  });

  it('Enter with nothing matching keeps the overlay open', async () => {
    const { root, onNavigate } = await openOverlay();
    type(overlayBox(root), 'zebra');
    press(overlayBox(root), 'Enter');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(overlay(root)!.open).toBe(true);
  });

  it('the close button closes it without navigating', async () => {
    const { root, onNavigate, track } = await openOverlay();
    type(overlayBox(root), 'blog');
    click(byRole(overlay(root)!, 'button', 'Close search'));
    expect(overlay(root)).toBeNull();
    expect(onNavigate).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
    expect(focused()).toBe(openButton(root));
  });

  it('the clear button empties the overlay box', async () => {
    const { root } = await openOverlay();
    type(overlayBox(root), 'blog');
    click(byRole(overlay(root)!, 'button', 'Clear search'));
    expect(overlayBox(root).value).toBe('');
    expect(allByRole(overlay(root)!, 'option')).toHaveLength(0);
  });
});
