// The texts the approval hashes cover (src/shared/approvals/), written once: the service hashes them with
// node:crypto when a decision is recorded, the portal with Web Crypto when it checks a record.
import { describe, expect, it } from 'vitest';
import { seoChangesText, seoChangeText } from '../../src/shared/approvals/seo-change-text.ts';
import { inHashOrder, socialPostsText } from '../../src/shared/approvals/social-posts-text.ts';

describe('socialPostsText', () => {
  const posts = [
    { postId: 'p-2', platform: 'X', content: 'Short & sweet <b>', imageUrl: null },
    { postId: 'p-1', platform: 'Facebook', content: 'Line one\n\nLine "two"', imageUrl: 'https://img.example/a.png' },
  ];

  it('is the posts by platform, then post id, as [platform, text, image]', () => {
    expect(socialPostsText(posts)).toBe(
      '[["Facebook","Line one\\n\\nLine \\"two\\"","https://img.example/a.png"],["X","Short & sweet <b>",null]]',
    );
  });

  it('orders by code unit, post id breaking a tie, and writes a missing image as null', () => {
    const same = [
      { postId: 'b', platform: 'X', content: '2' },
      { postId: 'B', platform: 'X', content: '1' },
      { postId: 'a', platform: 'Instagram', content: '0' },
    ];
    expect(inHashOrder(same).map((post) => post.postId)).toEqual(['a', 'B', 'b']);
    expect(socialPostsText(same)).toBe('[["Instagram","0",null],["X","1",null],["X","2",null]]');
  });
});

describe('the on-page SEO texts', () => {
  it('writes a change as [field, current text, proposed text]', () => {
    expect(seoChangeText({ field: 'MetaTitle', currentValue: 'Old "title"', proposedValue: 'New' })).toBe(
      '["MetaTitle","Old \\"title\\"","New"]',
    );
  });

  it("writes a job's changes as their hashes in position order, one a line", () => {
    expect(seoChangesText(['aa', 'bb', 'cc'])).toBe('aa\nbb\ncc');
    expect(seoChangesText([])).toBe('');
  });
});
