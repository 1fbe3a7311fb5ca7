import { describe, expect, it } from 'vitest';
import {
  blogHtml,
  blogTitle,
  metaDescription,
  placeholderImageUrl,
  seoChangeSet,
  socialPostText,
} from '../../demo/server/domain/content.ts';

const TOPIC = 'what to do after a car accident';
const FIRM = 'Harbor & Vale Law';
const IMAGE = 'http://localhost:4173/demo-images/car.svg';

describe('generated blog content', () => {
  it('is the same for the same inputs, every time', () => {
    expect(blogHtml(TOPIC, FIRM, IMAGE)).toBe(blogHtml(TOPIC, FIRM, IMAGE));
    expect(metaDescription(TOPIC, FIRM)).toBe(metaDescription(TOPIC, FIRM));
  });

  it('differs between topics', () => {
    expect(blogHtml('contesting a will', FIRM, IMAGE)).not.toBe(blogHtml(TOPIC, FIRM, IMAGE));
  });

  it('has headings, paragraphs, a list, links and the image', () => {
    const html = blogHtml(TOPIC, FIRM, IMAGE);
    expect(html).toMatch(/<h2>[^<]+<\/h2>/);
    expect(html.match(/<h3>/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/<p>/);
    expect(html).toMatch(/<ul><li>/);
    expect(html).toMatch(/<a href="https:\/\/[^"]+">/);
    expect(html).toContain(`<img src="${IMAGE}"`);
  });

  it('escapes the firm and the topic, so a name never becomes markup', () => {
    const html = blogHtml('<script>alert(1)</script>', 'Smith & "Jones"', IMAGE);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Smith &#38; &#34;Jones&#34;');
  });

  it('titles the topic and keeps the meta description within 160 characters', () => {
    expect(blogTitle(TOPIC)).toBe('What to do after a car accident');
    expect(metaDescription(TOPIC, FIRM)).toContain(FIRM);
    expect(metaDescription('a'.repeat(300), FIRM).length).toBeLessThanOrEqual(160);
  });
});

describe('generated social posts', () => {
  it('writes for each platform in its own style, the same every time', () => {
    const platforms = ['Facebook', 'Instagram', 'LinkedIn', 'X', 'GoogleBusinessProfile'];
    const texts = platforms.map((platform) => socialPostText(platform, TOPIC, FIRM));
    expect(new Set(texts).size).toBe(platforms.length);
    expect(platforms.map((platform) => socialPostText(platform, TOPIC, FIRM))).toEqual(texts);
    expect(socialPostText('Instagram', TOPIC, FIRM)).toContain('#');
    expect(socialPostText('GoogleBusinessProfile', TOPIC, FIRM)).toContain(FIRM);
  });

  it('falls back to the Facebook style for a platform it does not know', () => {
    expect(socialPostText('Mastodon', TOPIC, FIRM)).toBe(socialPostText('Facebook', TOPIC, FIRM));
  });
});

describe('generated SEO change sets', () => {
  const PAGE = 'https://www.example-firm.test/practice-areas/car-accident';

  it('proposes every kind of change the review page shows, the same every time', () => {
    const changes = seoChangeSet(PAGE, FIRM);
    expect(changes).toEqual(seoChangeSet(PAGE, FIRM));
    expect(changes.map((change) => change.field)).toEqual([
      'title',
      'metaDescription',
      'h1',
      'heading',
      'heading',
      'bodySection',
      'imageAlt',
      'imageAlt',
      'schema',
      'internalLinks',
    ]);
    expect(changes[0]!.proposedValue).toBe(`Car accident Lawyer | Free Consultation | ${FIRM}`);
    for (const change of changes) expect(change.proposedValue).not.toBe(change.currentValue);
  });

  it('marks what the page lacks today with an empty current value', () => {
    const missing = seoChangeSet(PAGE, FIRM)
      .filter((change) => change.currentValue === '')
      .map((change) => change.field);
    expect(missing).toEqual(['metaDescription', 'heading', 'imageAlt', 'schema']);
  });

  it('writes the structured data as JSON-LD for a legal service by an attorney, at the page', () => {
    const schema = JSON.parse(seoChangeSet(PAGE, FIRM).find((change) => change.field === 'schema')!.proposedValue);
    expect(schema).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      url: PAGE,
      provider: { '@type': 'Attorney', name: FIRM, url: 'https://www.example-firm.test/' },
    });
  });

  it('keeps the meta description within the 160 characters search results show', () => {
    expect(seoChangeSet(PAGE, FIRM)[1]!.proposedValue.length).toBeLessThanOrEqual(160);
  });

  it('treats the home page as "Home"', () => {
    expect(seoChangeSet('https://www.example-firm.test/', FIRM)[2]!.currentValue).toBe('Home');
  });
});

describe('placeholder images', () => {
  it('encode the name into a path under the service', () => {
    expect(placeholderImageUrl('http://localhost:4173', 'car accident & you')).toBe(
      'http://localhost:4173/demo-images/car%20accident%20%26%20you.svg',
    );
  });
});
