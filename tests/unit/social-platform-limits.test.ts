// The one table of network limits (src/shared/posts/platform-limits.ts): every network of the contract is in
// it, with the figures the issue names and a source for each.
import { describe, expect, it } from 'vitest';
import type { SocialPlatform } from '../../src/core/api/generated/graphql.ts';
import { PLATFORM_LIMITS, SOCIAL_PLATFORMS, platformLimits } from '../../src/shared/posts/platform-limits.ts';

const CONTRACT_PLATFORMS: SocialPlatform[] = ['Facebook', 'GoogleBusinessProfile', 'Instagram', 'LinkedIn', 'X'];

describe('PLATFORM_LIMITS', () => {
  it('has exactly the contract platforms, and the page order lists each once', () => {
    expect(Object.keys(PLATFORM_LIMITS).sort()).toEqual([...CONTRACT_PLATFORMS].sort());
    expect([...SOCIAL_PLATFORMS].sort()).toEqual([...CONTRACT_PLATFORMS].sort());
  });

  it('holds the limits as each network states them', () => {
    const limits = Object.fromEntries(CONTRACT_PLATFORMS.map((p) => [p, [PLATFORM_LIMITS[p].limit, PLATFORM_LIMITS[p].unit]]));
    expect(limits).toEqual({
      X: [280, 'weighted characters'],
      Instagram: [2200, 'characters'],
      LinkedIn: [3000, 'characters'],
      Facebook: [63206, 'characters'],
      GoogleBusinessProfile: [1500, 'characters'],
    });
    expect(PLATFORM_LIMITS.Instagram.hashtagLimit).toBe(5);
  });

  it('names a source for every figure and marks the feed measurements as approximate', () => {
    for (const platform of CONTRACT_PLATFORMS) {
      const row = PLATFORM_LIMITS[platform];
      expect(row.limitSource.length, platform).toBeGreaterThan(10);
      expect(row.seeMoreSource.length, platform).toBeGreaterThan(10);
      expect(row.imageCropSource.length, platform).toBeGreaterThan(10);
      if (row.seeMore !== null) expect(row.seeMoreSource, platform).toMatch(/^Approximate/);
      expect(row.imageCrops.length, platform).toBeGreaterThan(0);
    }
  });

  it('gives the feed cuts and crops the preview draws', () => {
    expect(Object.fromEntries(CONTRACT_PLATFORMS.map((p) => [p, PLATFORM_LIMITS[p].seeMore]))).toEqual({
      X: null,
      Instagram: 125,
      LinkedIn: 210,
      Facebook: 477,
      GoogleBusinessProfile: 100,
    });
    expect(Object.fromEntries(CONTRACT_PLATFORMS.map((p) => [p, PLATFORM_LIMITS[p].imageCrops.map((c) => c.label)]))).toEqual({
      X: ['16:9'],
      Instagram: ['1:1', '4:5'],
      LinkedIn: ['1.91:1'],
      Facebook: ['1.91:1', '1:1'],
      GoogleBusinessProfile: ['4:3'],
    });
  });

  it('has no row for a platform the contract gained after this build', () => {
    expect(platformLimits('Threads')).toBeUndefined();
    expect(platformLimits('X')?.limit).toBe(280);
  });
});
