import { describe, expect, it } from 'vitest';
import { measurePost as serviceMeasure, PLATFORM_LIMITS as SERVICE_LIMITS } from '../../demo/server/domain/platform-limits.ts';
import { measurePost as portalMeasure } from '../../src/areas/posts/model/measure-post.ts';
import { PLATFORM_LIMITS as PORTAL_LIMITS, SOCIAL_PLATFORMS } from '../../src/areas/posts/model/platform-limits.ts';

// The portal's live count (src/areas/posts) and the service's check on a save (demo/server/domain) must agree:
// a post the page shows within the limit is saved, and one it shows over the limit is refused.
const tags = (n: number) => Array.from({ length: n }, (_, i) => `#tag${i + 1}`).join(' ');
const LINK = 'https://www.harborvale.law/blog/blog/blog/blog/blog/blog/blog/blog/blog/after-a-crash';

const SAMPLES: string[] = [
  'Call us today.',
  `Read more: ${LINK} #law`,
  `${'a'.repeat(256)} ${LINK}`,
  `${'a'.repeat(257)} ${LINK}`,
  `${'a'.repeat(278)}😀`,
  `${'a'.repeat(279)}😀`,
  '中文'.repeat(70),
  '中文'.repeat(71),
  `Our week. ${tags(5)}`,
  `Our week. ${tags(6)}`,
  '📸'.repeat(1500),
  'a'.repeat(1501),
  '📸'.repeat(2200),
  'a'.repeat(2201),
  'a'.repeat(3001),
  'a'.repeat(63207),
  'Café, naïve, e\u0301 and 👩‍👩‍👧 on one line',
];

describe('the service and the portal count a post alike', () => {
  it('have the same limit and hashtag cap for every network', () => {
    for (const platform of SOCIAL_PLATFORMS) {
      const service = SERVICE_LIMITS[platform];
      const portal = PORTAL_LIMITS[platform];
      expect(service.maxLength, platform).toBe(portal.limit);
      expect(service.counting === 'weighted', platform).toBe(portal.unit === 'weighted characters');
      expect('maxHashtags' in service ? service.maxHashtags : undefined, platform).toBe(portal.hashtagLimit);
    }
  });

  it.each(SOCIAL_PLATFORMS)('%s: the same count, and the same verdict on every sample', (platform) => {
    for (const text of SAMPLES) {
      const service = serviceMeasure(platform, text);
      const portal = portalMeasure(platform, text);
      const label = `${platform}: ${text.slice(0, 40)}… (${text.length} units)`;
      expect(service.length, label).toBe(portal.count);
      expect(service.problem === null, label).toBe(portal.valid);
    }
  });
});
