// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountSiteSearch } from './site-search-render.tsx';
import { allByRole, byRole, cleanup, click, focused, hasText, press, type } from './support/render.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const box = (root: ShadowRoot) => byRole(root, 'combobox', 'Search pages') as HTMLInputElement;
const options = (root: ShadowRoot) => allByRole(root, 'option');
const titles = (root: ShadowRoot) => options(root).map((option) => option.querySelector('[data-slot="site-search-title"]')?.textContent);
const activeTitle = (root: ShadowRoot) => {
  const id = box(root).getAttribute('aria-activedescendant');
  return id ? root.getElementById(id)?.querySelector('[data-slot="site-search-title"]')?.textContent : null;
};

describe('SiteSearch: results', () => {
  it('lists nothing until something is typed, and nothing for spaces', async () => {
    const { root } = await mountSiteSearch();
    expect(root.querySelector('[data-slot="site-search-panel"]')).toBeNull();
    type(box(root), '   ');
    expect(root.querySelector('[data-slot="site-search-panel"]')).toBeNull();
    expect(box(root).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows each matching page with its title and description, matched without regard to case', async () => {
    const { root } = await mountSiteSearch();
    type(box(root), 'BLOG');
    const [option] = options(root);
    expect(titles(root)).toEqual(['Blog Management']);
    expect(option!.querySelector('[data-slot="site-search-description"]')?.textContent).toBe('Review, approve and schedule blog posts');
    expect(box(root).getAttribute('aria-expanded')).toBe('true');
    expect(box(root).getAttribute('aria-controls')).toBe(byRole(root, 'listbox', 'Pages').id);
  });

  it('finds pages by their description too', async () => {
    const { root } = await mountSiteSearch();
    type(box(root), 'keywords');
    expect(titles(root)).toEqual(['Settings']);
  });

  it(`says 'No results found for "{query}"' when nothing matches`, async () => {
    const { root } = await mountSiteSearch();
    type(box(root), 'zebra');
    expect(hasText(root, 'No results found for "zebra"')).toBe(true);
    expect(options(root)).toHaveLength(0);
  });
});

describe('SiteSearch: choosing a page', () => {
  it('Enter with no active result goes to the first, clears the box and closes the list', async () => {
    const { root, onNavigate } = await mountSiteSearch();
    type(box(root), 'review');
    expect(titles(root)).toEqual(['Home', 'Blog Management', 'Social Media Posts']);
    press(box(root), 'Enter');
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(box(root).value).toBe('');
    expect(root.querySelector('[data-slot="site-search-panel"]')).toBeNull();
  });

  it('the arrow keys move through the results and Enter takes the active one', async () => {
    const { root, onNavigate } = await mountSiteSearch();
    type(box(root), 'review');
    expect(activeTitle(root)).toBeNull();
    press(box(root), 'ArrowDown');
    expect(activeTitle(root)).toBe('Home');
    press(box(root), 'ArrowDown');
    press(box(root), 'ArrowDown');
    press(box(root), 'ArrowDown');
    expect(activeTitle(root)).toBe('Social Media Posts');
    press(box(root), 'ArrowUp');
    expect(activeTitle(root)).toBe('Blog Management');
    expect(options(root).map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    press(box(root), 'Enter');
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/blog-management');
    expect(box(root).value).toBe('');
  });

  it('ArrowUp with no active result takes the last one', async () => {
    const { root } = await mountSiteSearch();
    type(box(root), 'review');
    press(box(root), 'ArrowUp');
    expect(activeTitle(root)).toBe('Social Media Posts');
  });

  it('a click on a result goes there', async () => {
    const { root, onNavigate } = await mountSiteSearch();
    type(box(root), 'posts');
    click(options(root).find((option) => option.textContent?.startsWith('Social Media Posts'))!);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/social-media-posts');
    expect(box(root).value).toBe('');
    expect(options(root)).toHaveLength(0);
  });

  it('Enter with nothing matching goes nowhere and keeps the no-results text', async () => {
    const { root, onNavigate } = await mountSiteSearch();
    type(box(root), 'zebra');
    press(box(root), 'Enter');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(hasText(root, 'No results found for "zebra"')).toBe(true);
  });
});

describe('SiteSearch: closing and clearing', () => {
  it('Escape closes the list and keeps what was typed; typing again reopens it', async () => {
    const { root } = await mountSiteSearch();
    type(box(root), 'blog');
    press(box(root), 'Escape');
    expect(root.querySelector('[data-slot="site-search-panel"]')).toBeNull();
    expect(box(root).value).toBe('blog');
    type(box(root), 'blog m');
    expect(titles(root)).toEqual(['Blog Management']);
  });

  it('ArrowDown reopens a closed list', async () => {
    const { root } = await mountSiteSearch();
    type(box(root), 'blog');
    press(box(root), 'Escape');
    press(box(root), 'ArrowDown');
    expect(activeTitle(root)).toBe('Blog Management');
  });

  it('the clear button empties the box, hides the list, and is there only when there is text', async () => {
    const { root } = await mountSiteSearch();
    expect(allByRole(root, 'button', 'Clear search')).toHaveLength(0);
    type(box(root), 'blog');
    click(byRole(root, 'button', 'Clear search'));
    expect(box(root).value).toBe('');
    expect(root.querySelector('[data-slot="site-search-panel"]')).toBeNull();
    expect(allByRole(root, 'button', 'Clear search')).toHaveLength(0);
    expect(focused()).toBe(box(root));
  });
});

describe('SiteSearch: the search analytics event', () => {
  it('is sent once per chosen page, with the term, the selected client and the page searched from; not per keystroke', async () => {
    const { root, track } = await mountSiteSearch({ path: '/blog-content/42' });
    type(box(root), 's');
    type(box(root), 'se');
    type(box(root), 'settings ');
    expect(track).not.toHaveBeenCalled();
    press(box(root), 'Enter');
    expect(track).toHaveBeenCalledExactlyOnceWith(
      'search',
      { clientName: 'Harbor & Vale Law', clientId: 'c1', pageType: 'blog-content' },
      { search_term: 'settings' },
    );
  });

  it('is sent for a search that finds nothing when Enter submits it', async () => {
    const { root, track } = await mountSiteSearch({ path: '/' });
    type(box(root), 'zebra');
    press(box(root), 'Enter');
    expect(track).toHaveBeenCalledExactlyOnceWith(
      'search',
      { clientName: 'Harbor & Vale Law', clientId: 'c1', pageType: 'home' },
      { search_term: 'zebra' },
    );
  });

  it('is not sent for Enter on an empty box', async () => {
    const { root, track, onNavigate } = await mountSiteSearch();
    press(box(root), 'Enter');
    expect(track).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
