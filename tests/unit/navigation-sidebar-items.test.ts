import { describe, expect, it } from 'vitest';
import { sidebarItems } from '../../src/composers/navigation/sidebar-items.ts';

const titles = (items: { title: string }[]) => items.map((item) => item.title);
const EVERY_SERVICE = ['Blog', 'Social Media', 'Google Business Profile', 'SEO', 'Backlink'];

describe('sidebar items (spec section 2, Shell)', () => {
  it('shows Home and Reporting, then the areas the period delivers (case-insensitive), and Settings always', () => {
    const items = sidebarItems(EVERY_SERVICE, false);
    expect(titles(items.main)).toEqual(['Home', 'Reporting']);
    expect(titles(items.secondary)).toEqual([
      'Backlinks',
      'Blog Management',
      'Google Business Profile',
      'Social Media Posts',
      'On-page SEO Updates',
      'Settings',
    ]);
    expect(titles(sidebarItems(['BLOG posts'], false).secondary)).toEqual(['Blog Management', 'Settings']);
    expect(titles(sidebarItems([], false).secondary)).toEqual(['Settings']);
  });

  it('hides Backlinks and On-page SEO Updates while the work-in-progress flag is on', () => {
    expect(titles(sidebarItems(EVERY_SERVICE, true).secondary)).toEqual([
      'Blog Management',
      'Google Business Profile',
      'Social Media Posts',
      'Settings',
    ]);
  });

  it('gives staff All clients after Home, and no one else', () => {
    expect(titles(sidebarItems(EVERY_SERVICE, false, true).main)).toEqual(['Home', 'All clients', 'Reporting']);
    expect(titles(sidebarItems(EVERY_SERVICE, false, false).main)).toEqual(['Home', 'Reporting']);
  });
});
