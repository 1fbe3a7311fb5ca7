/* global describe, it, before, beforeEach, afterEach, after, getComputedStyle, innerWidth, innerHeight */
// The site search (spec section 2) in real Chromium, in a real shadow root, driven by a real keyboard and
// mouse: the desktop box with its top-layer results panel, and below 768px the icon button opening the
// full-screen overlay. The fixture (support/site-search-fixture.tsx) reports each navigation it asks for.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside, mount } from './support/portal-fixtures.js';
import { clickOn, nextPaint, press, resetMouse, type } from './support/real-input.js';

const DESKTOP = { width: 1024, height: 768 };
const MOBILE = { width: 375, height: 700 };
const LIST_MAX_HEIGHT_PX = 240; // 15rem at the page's 16px

let search;
let navigations;

const focusedInside = () => search.shadowRoot.activeElement;
const desktopBox = () => inside(search, '[data-slot="site-search-desktop"] input[role="combobox"]');
const panel = () => inside(search, '[data-slot="site-search-panel"]');
const openButton = () => inside(search, '[data-slot="site-search-open"]');
const overlay = () => inside(search, 'dialog[data-slot="site-search-overlay"]');
const overlayBox = () => overlay()?.querySelector('input[role="combobox"]') ?? null;
const listbox = () => inside(search, '[role="listbox"]');
const titles = () => allInside(search, '[role="option"] [data-slot="site-search-title"]').map((title) => title.textContent);
const emptyText = () => inside(search, '[data-slot="site-search-empty"]')?.textContent ?? null;
const shown = (element) => element !== null && element.checkVisibility();
function activeTitle() {
  const id = focusedInside()?.getAttribute('aria-activedescendant');
  return id ? search.shadowRoot.getElementById(id).querySelector('[data-slot="site-search-title"]').textContent : null;
}

/** Focuses the desktop box with a real click and types `text`; waits for the panel when a list should show. */
async function typeInDesktopBox(text) {
  await clickOn(desktopBox());
  await type(text);
  return waitFor(
    () => panel()?.matches(':popover-open') && getComputedStyle(panel()).opacity === '1' && panel(),
    `the results for "${text}"`,
  );
}

describe('site search', () => {
  before(async () => {
    await import('/dist/test/site-search-fixture.js');
  });

  beforeEach(async () => {
    search = mount('<fp-site-search-test></fp-site-search-test>');
    navigations = [];
    search.addEventListener('test-navigate', (event) => navigations.push(event.detail));
  });

  afterEach(async () => {
    search.remove();
    await resetMouse();
  });

  after(() => setViewport(DESKTOP));

  describe('on desktop', () => {
    beforeEach(async () => {
      await setViewport(DESKTOP);
      await waitFor(() => desktopBox(), 'the search box');
    });

    it('shows the box, not the icon button, and no list until something is typed', async () => {
      expect(shown(desktopBox())).toBe(true);
      expect(shown(openButton())).toBe(false);
      await clickOn(desktopBox());
      await type('   ');
      await nextPaint();
      expect(panel()).toBe(null);
    });

    it('lists the matching pages with title and description in a top-layer panel under the box', async () => {
      const opened = await typeInDesktopBox('blog');
      expect(titles()).toEqual(['Blog Management']);
      expect(inside(search, '[data-slot="site-search-description"]').textContent).toBe('Review, approve and schedule blog posts');
      expect(opened.matches(':popover-open')).toBe(true);
      expect(Math.round(opened.getBoundingClientRect().top) >= Math.round(desktopBox().getBoundingClientRect().bottom)).toBe(true);
      expect(focusedInside()).toBe(desktopBox());
      // The text starts after the magnifying glass, and ends before the clear button.
      expect(getComputedStyle(desktopBox()).paddingLeft).toBe('32px');
      expect(getComputedStyle(desktopBox()).paddingRight).toBe('32px');
    });

    it(`says 'No results found for "{query}"'`, async () => {
      await typeInDesktopBox('zebra');
      expect(emptyText()).toBe('No results found for "zebra"');
      expect(titles()).toEqual([]);
    });

    it('Enter alone goes to the first result, empties the box and closes the list', async () => {
      await typeInDesktopBox('review');
      expect(titles()).toEqual(['Home', 'Blog Management', 'Social Media Posts']);
      await press('Enter');
      await waitFor(() => panel() === null, 'the list to close');
      expect(navigations).toEqual(['/']);
      expect(desktopBox().value).toBe('');
    });

    it('the arrow keys move through the results, stopping at the ends, and Enter takes the active one', async () => {
      await typeInDesktopBox('review');
      await press('ArrowDown');
      expect(activeTitle()).toBe('Home');
      await press('ArrowDown');
      await press('ArrowDown');
      await press('ArrowDown');
      expect(activeTitle()).toBe('Social Media Posts');
      await press('ArrowUp');
      expect(activeTitle()).toBe('Blog Management');
      await press('Enter');
      await waitFor(() => panel() === null, 'the list to close');
      expect(navigations).toEqual(['/blog-management']);
      expect(focusedInside()).toBe(desktopBox());
    });

    it('a click on a result goes there', async () => {
      await typeInDesktopBox('posts');
      const option = allInside(search, '[role="option"]').find((candidate) => candidate.textContent.startsWith('Google Business Profile'));
      await clickOn(option);
      await waitFor(() => panel() === null, 'the list to close');
      expect(navigations).toEqual(['/google-business-profile']);
      expect(desktopBox().value).toBe('');
    });

    it('Escape closes the list and keeps what was typed; ArrowDown opens it again', async () => {
      await typeInDesktopBox('settings');
      await press('Escape');
      await waitFor(() => panel() === null, 'the list to close on Escape');
      expect(desktopBox().value).toBe('settings');
      expect(focusedInside()).toBe(desktopBox());
      await press('ArrowDown');
      await waitFor(() => panel(), 'the list to open again');
      expect(activeTitle()).toBe('Settings');
      expect(navigations).toEqual([]);
    });

    it('the clear button empties the box, closes the list and leaves focus in the box', async () => {
      await typeInDesktopBox('blog');
      await clickOn(inside(search, 'button[aria-label="Clear search"]'));
      await waitFor(() => panel() === null, 'the list to close');
      expect(desktopBox().value).toBe('');
      expect(focusedInside()).toBe(desktopBox());
      expect(inside(search, 'button[aria-label="Clear search"]')).toBe(null);
    });

    it('Tab out of the box closes the list', async () => {
      await typeInDesktopBox('blog');
      await press('Tab');
      await waitFor(() => panel() === null, 'the list to close when focus leaves');
      expect(navigations).toEqual([]);
    });

    it('the list is at most 15rem high and scrolls to keep the active result in view', async () => {
      await typeInDesktopBox('e');
      const list = listbox();
      expect(titles().length > 5).toBe(true);
      expect(Math.round(list.getBoundingClientRect().height)).toBe(LIST_MAX_HEIGHT_PX);
      expect(list.scrollHeight > list.clientHeight).toBe(true);
      expect(getComputedStyle(list).overflowY).toBe('auto');
      await press('ArrowUp');
      const last = titles().at(-1);
      expect(activeTitle()).toBe(last);
      const option = search.shadowRoot.getElementById(focusedInside().getAttribute('aria-activedescendant'));
      expect(Math.round(option.getBoundingClientRect().bottom) <= Math.round(list.getBoundingClientRect().bottom)).toBe(true);
      expect(list.scrollTop > 0).toBe(true);
    });
  });

  describe('below 768px', () => {
    beforeEach(async () => {
      await setViewport(MOBILE);
      await waitFor(() => openButton(), 'the search button');
    });

    async function openOverlay() {
      await clickOn(openButton());
      return waitFor(() => overlay()?.matches(':modal') && overlay(), 'the search overlay');
    }

    it('shows an icon button instead of the box', () => {
      expect(shown(openButton())).toBe(true);
      expect(openButton().getAttribute('aria-label')).toBe('Search');
      expect(shown(desktopBox())).toBe(false);
    });

    it('the button opens a full-screen search with focus in its box', async () => {
      const opened = await openOverlay();
      const box = opened.getBoundingClientRect();
      expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, innerWidth, innerHeight]);
      expect(focusedInside()).toBe(overlayBox());
      expect(openButton().getAttribute('aria-expanded')).toBe('true');
    });

    it('shows the results in the overlay, at most 15rem high; Enter goes to the first and closes it', async () => {
      await openOverlay();
      await type('e');
      await waitFor(() => titles().length > 5, 'the results in the overlay');
      expect(overlay().contains(listbox())).toBe(true);
      expect(Math.round(listbox().getBoundingClientRect().height)).toBe(LIST_MAX_HEIGHT_PX);
      await press('Enter');
      await waitFor(() => overlay() === null, 'the overlay to close');
      expect(navigations).toEqual(['/']);
      expect(focusedInside()).toBe(openButton());
    });

    it(`says 'No results found for "{query}"' in the overlay`, async () => {
      await openOverlay();
      await type('zebra');
      await waitFor(() => emptyText(), 'the no-results text');
      expect(emptyText()).toBe('No results found for "zebra"');
    });

    it('Escape closes the overlay without navigating, focus back on the button', async () => {
      await openOverlay();
      await type('blog');
      await waitFor(() => titles().length === 1, 'the result');
      await press('Escape');
      await waitFor(() => overlay() === null, 'the overlay to close on Escape');
      expect(navigations).toEqual([]);
      expect(focusedInside()).toBe(openButton());
    });

    it('the close button closes the overlay; the clear button empties its box', async () => {
      await openOverlay();
      await type('blog');
      await clickOn(overlay().querySelector('button[aria-label="Clear search"]'));
      await waitFor(() => overlayBox().value === '', 'the box to be emptied');
      expect(focusedInside()).toBe(overlayBox());
      await clickOn(overlay().querySelector('button[aria-label="Close search"]'));
      await waitFor(() => overlay() === null, 'the overlay to close');
      expect(navigations).toEqual([]);
    });
  });
});
