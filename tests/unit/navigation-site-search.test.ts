import { describe, expect, it } from 'vitest';
import { PORTAL_ROUTES, type PortalRoute } from '../../src/composers/navigation/routes.ts';
import { searchSite, SITE_SEARCH_PAGES } from '../../src/composers/navigation/site-search.ts';

const titles = (pages: PortalRoute[]) => pages.map((page) => page.title);

describe('site search: which pages (spec section 2, column Searchable)', () => {
  it('offers the searchable pages that have an address of their own, in route-table order', () => {
    expect(titles([...SITE_SEARCH_PAGES])).toEqual([
      'Home',
      'Reporting',
      'Backlinks',
      'Blog Management',
      'Google Business Profile',
      'Social Media Posts',
      'On-page SEO Updates',
      'Settings',
    ]);
  });

  it('leaves out a searchable page whose path needs a job id, since it has no address to go to', () => {
    const profileContent = PORTAL_ROUTES.find((route) => route.id === 'google-business-profile-content')!;
    expect(profileContent.searchable).toBe(true);
    expect(SITE_SEARCH_PAGES).not.toContain(profileContent);
    expect(titles(searchSite('Profile Content'))).toEqual([]);
    expect(SITE_SEARCH_PAGES.every((page) => !page.path.includes('$'))).toBe(true);
  });

  it('never offers a page marked not searchable, even when its title matches', () => {
    expect(titles(searchSite('login'))).toEqual([]);
    expect(titles(searchSite('select client'))).toEqual([]);
    expect(titles(searchSite('Blog Content'))).toEqual([]);
    expect(titles(searchSite('404'))).toEqual([]);
  });
});

describe('site search: matching (spec sections 2 and 5)', () => {
  it('matches the title by substring, ignoring case', () => {
    expect(titles(searchSite('BLOG'))).toEqual(['Blog Management']);
    expect(titles(searchSite('media po'))).toEqual(['Social Media Posts']);
    expect(titles(searchSite('rePORT'))).toEqual(['Reporting']);
  });

  it('matches the description too', () => {
    // 'Connections, users, keywords and preferences' is Settings' description; no title says 'keywords'.
    expect(titles(searchSite('keywords'))).toEqual(['Settings']);
    // 'approve' is only in Blog Management's description ('Review, approve and schedule blog posts').
    expect(titles(searchSite('approve'))).toEqual(['Blog Management']);
  });

  it('finds every page whose title or description has the text, once each', () => {
    // 'review' is in Home's description ('Your review queue...') and Blog Management's ('Review, approve...').
    expect(titles(searchSite('review'))).toEqual(['Home', 'Blog Management', 'Social Media Posts']);
  });

  it('ignores spaces around the query', () => expect(titles(searchSite('  settings  '))).toEqual(['Settings']));

  it('finds nothing for an empty or whitespace-only query', () => {
    expect(searchSite('')).toEqual([]);
    expect(searchSite('   ')).toEqual([]);
    expect(searchSite('\t\n')).toEqual([]);
  });

  it('finds nothing when no page matches', () => expect(searchSite('zebra')).toEqual([]));

  it('searches the pages it is given', () => {
    const pages = [{ ...SITE_SEARCH_PAGES[0]!, title: 'Alpha', description: 'first' }];
    expect(titles(searchSite('alp', pages))).toEqual(['Alpha']);
    expect(titles(searchSite('home', pages))).toEqual([]);
  });
});
