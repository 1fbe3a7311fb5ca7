import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSocialApprovalRecordHtml, checkSocialApproval } from '../../src/areas/posts/model/social-approval-record.ts';
import { socialPostsText } from '../../src/shared/approvals/social-posts-text.ts';

const posts = [
  { postId: 'p-2', platform: 'X' as const, content: 'Short & sweet <b>', contentVersion: 2, imageUrl: null, postUrl: null },
  {
    postId: 'p-1',
    platform: 'Facebook' as const,
    content: 'Line one\n\nLine "two"',
    contentVersion: 1,
    imageUrl: 'https://img.example/a.png',
    postUrl: 'https://fb.example/1',
  },
];
const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('a social approval record', () => {
  it('matches the hash the service records, and says so when a post of the record was changed', async () => {
    const contentHash = hashOf(socialPostsText(posts));
    await expect(checkSocialApproval({ posts, contentHash })).resolves.toMatchObject({ state: 'matches' });
    await expect(checkSocialApproval({ posts: [{ ...posts[0]!, content: 'Edited' }, posts[1]!], contentHash })).resolves.toMatchObject({
      state: 'differs',
    });
  });

  it('escapes every post’s text, loads nothing, and says when the approval no longer holds', async () => {
    const approval = {
      contentHash: 'abc',
      approvedBy: 'owner@demo.test',
      approvedByUserId: null,
      approvedOn: '2026-11-20T10:00:00.000Z',
      voided: true,
      voidedOn: null,
      voidedReason: 'The X post’s text changed.',
      posts,
    };
    const html = buildSocialApprovalRecordHtml({
      topic: 'Holiday <hours>',
      jobId: 'job-1',
      channelLabel: 'Social media',
      approval,
      clientName: 'Harbor & Vale',
      brand: 'FirmPilot',
      generatedAt: '2026-11-21T00:00:00.000Z',
      hashCheck: { state: 'differs', version: 0 },
      platformName: (platform) => platform,
    });
    expect(html).toContain('Short &amp; sweet &lt;b&gt;');
    expect(html).toContain('Holiday &lt;hours&gt;');
    expect(html).toContain('This approval no longer holds: The X post’s text changed.');
    expect(html).not.toMatch(/<img|<script|src=/i);
    expect(html).toContain("default-src 'none'");
  });
});
