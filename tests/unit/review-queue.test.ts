import { describe, expect, it } from 'vitest';
import type { GetReviewQueueQuery } from '../../src/core/api/generated/operations.ts';
import { reviewPath } from '../../src/composers/review/review-paths.ts';
import { reviewQueue } from '../../src/composers/review/review-queue.ts';

const entered = (toStatus: string, changedOn: string) => [{ toStatus, changedOn }];
const base = { createdOn: '2026-10-01T00:00:00Z', updatedOn: '2026-11-20T00:00:00Z' };

function answer(overrides: Partial<GetReviewQueueQuery> = {}): GetReviewQueueQuery {
  return {
    blogJobs: {
      totalCount: 2,
      items: [
        {
          id: 'b1',
          topic: 'contesting a will',
          title: 'How to Contest a Will',
          status: 'ReadyForExternalReview',
          ...base,
          statusHistory: entered('ReadyForExternalReview', '2026-11-18T09:00:00Z'),
        },
        {
          id: 'b2',
          topic: 'living trusts',
          title: null,
          status: 'ReadyForExternalReview',
          ...base,
          statusHistory: entered('ReadyForExternalReview', '2026-11-10T09:00:00Z'),
        },
      ],
    },
    socialMediaJobs: [
      { id: 's1', topic: 'slip and fall liability', status: 'ReadyForExternalReview', ...base, statusHistory: [] },
      {
        id: 's2',
        topic: 'tax audits',
        status: 'ReadyForPublication',
        ...base,
        statusHistory: entered('ReadyForPublication', '2026-11-01T00:00:00Z'),
      },
    ],
    googleBusinessProfilePosts: [
      {
        id: 'g1',
        topic: 'office hours',
        status: 'ReadyForExternalReview',
        ...base,
        statusHistory: entered('ReadyForExternalReview', '2026-11-15T09:00:00Z'),
      },
    ],
    seoJobs: [
      {
        id: 'seo1',
        pageUrl: 'https://firm.test/practice-areas/wills',
        status: 'ReadyForPreProcessingReview',
        ...base,
        statusHistory: entered('ReadyForPreProcessingReview', '2026-11-12T09:00:00Z'),
      },
      {
        id: 'seo2',
        pageUrl: 'https://firm.test/practice-areas/trusts',
        status: 'ReadyForPostProcessingReview',
        ...base,
        statusHistory: [],
      },
    ],
    ...overrides,
  };
}

describe('reviewQueue', () => {
  it('lists only what waits for the firm, oldest first, across every kind', () => {
    expect(reviewQueue(answer()).map((item) => item.key)).toEqual([
      'blog:b2',
      'onPageSeo:seo1',
      'googleBusinessProfile:g1',
      'blog:b1',
      'social:s1',
    ]);
  });

  it('names a blog post by its title, or its topic when it has none; posts by topic; SEO jobs by page', () => {
    const titles = Object.fromEntries(reviewQueue(answer()).map((item) => [item.key, item.title]));
    expect(titles).toEqual({
      'blog:b1': 'How to Contest a Will',
      'blog:b2': 'living trusts',
      'social:s1': 'slip and fall liability',
      'googleBusinessProfile:g1': 'office hours',
      'onPageSeo:seo1': 'https://firm.test/practice-areas/wills',
    });
  });

  it('links each item to its review page', () => {
    const paths = reviewQueue(answer()).map((item) => item.path);
    expect(paths).toEqual([
      '/blog-content/b2',
      '/on-page-seo-review/seo1',
      '/google-business-profile-content/g1',
      '/blog-content/b1',
      '/social-media-post/s1',
    ]);
  });

  it('tells where the wait was read from: the history, or updatedOn when the history has no move into review', () => {
    const social = reviewQueue(answer()).find((item) => item.key === 'social:s1')!;
    expect(social).toMatchObject({ since: Date.parse(base.updatedOn), sinceSource: 'updatedOn' });
    expect(reviewQueue(answer()).find((item) => item.key === 'blog:b1')?.sinceSource).toBe('statusHistory');
  });

  it('is empty when nothing waits', () => {
    expect(
      reviewQueue(answer({ blogJobs: { totalCount: 0, items: [] }, socialMediaJobs: [], googleBusinessProfilePosts: [], seoJobs: [] })),
    ).toEqual([]);
  });
});

describe('reviewPath', () => {
  it('builds the review page of each kind from the route table, the id encoded', () => {
    expect(reviewPath('blog', '42')).toBe('/blog-content/42');
    expect(reviewPath('social', 'a b')).toBe('/social-media-post/a%20b');
    expect(reviewPath('googleBusinessProfile', 'g/1')).toBe('/google-business-profile-content/g%2F1');
    expect(reviewPath('onPageSeo', '7')).toBe('/on-page-seo-review/7');
  });
});
