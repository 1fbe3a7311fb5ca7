import { describe, expect, it } from 'vitest';
import { SETTING_ATTRIBUTES } from '../../src/core/config.ts';
import { buildManifest } from '../../scripts/custom-elements-manifest.ts';

// custom-elements.json is read from the elements' doc comments: it must name every element, every setting
// attribute each one takes, and the events they fire.
const manifest = buildManifest();
const element = (tag: string) =>
  manifest.modules.map((module) => module.declarations[0]!).find((declaration) => declaration.tagName === tag)!;
const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

describe('custom-elements.json', () => {
  it('declares the four elements, each with a summary', () => {
    expect(manifest.modules.map((module) => module.exports[0]!.name)).toEqual([
      'fp-blog-board',
      'fp-client-switcher',
      'fp-notifications',
      'fp-portal',
    ]);
    for (const module of manifest.modules) expect(module.declarations[0]!.summary, module.path).not.toBe('');
  });

  it('documents every setting attribute on every element (portal-url only where it is used)', () => {
    const settings = Object.values(SETTING_ATTRIBUTES);
    for (const tag of ['fp-blog-board', 'fp-client-switcher', 'fp-notifications'])
      expect(names(element(tag).attributes), tag).toEqual(expect.arrayContaining(settings));
    expect(names(element('fp-portal').attributes)).toEqual(
      expect.arrayContaining([...settings.filter((name) => name !== 'portal-url'), 'routing', 'base-path']),
    );
    expect(names(element('fp-blog-board').attributes)).toEqual(expect.arrayContaining(['client-id', 'view', 'show', 'open-in']));
  });

  it('documents the events and the parts hosts style', () => {
    const postEvents = [
      'fp-social-post-approved',
      'fp-social-post-changes-requested',
      'fp-google-business-profile-post-approved',
      'fp-google-business-profile-post-changes-requested',
    ];
    expect(names(element('fp-notifications').events)).toEqual(['fp-navigate', ...postEvents]);
    expect(names(element('fp-portal').events)).toEqual([...postEvents, 'fp-on-page-seo-review-submitted']);
    expect(names(element('fp-client-switcher').events)).toEqual(['fp-client-change']);
    expect(names(element('fp-blog-board').events)).toEqual(['fp-navigate', 'fp-blog-approved', 'fp-blog-changes-requested']);
    expect(names(element('fp-notifications').cssParts)).toEqual(
      expect.arrayContaining(['base', 'trigger', 'panel', 'count', 'sign-in-button', 'config-error']),
    );
  });
});
