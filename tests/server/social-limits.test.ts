import { describe, expect, it } from 'vitest';
import { inputTypeMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, serviceForFile } from './support/service.ts';
import { jobState, makeSocialJob } from './support/social-fixtures.ts';

// The service refuses a save that the network would refuse, counting as each network counts
// (src/shared/posts/, in words by demo/server/domain/post-refusal.ts): X by weight with every link 23, the others by code point.
const file = serviceForFile(DEMO.user);
const MAIN = clientIdOf(MAIN_CLIENT);
const mutate = inputTypeMutator(() => file.service);

/** A fresh post of `platform` and a save of `content` to it; the stored state when refused. */
async function save(platform: string, content: string) {
  const channel = platform === 'GoogleBusinessProfile' ? 'GoogleBusinessProfile' : 'SocialMedia';
  const job = await makeSocialJob(file.service, 'ReadyForExternalReview', { clientId: MAIN, channel, platforms: [platform] });
  const before = await jobState(file.service, job.id);
  const result = await mutate<{ version: number }>(
    DEMO.user,
    'modifySocialMediaPostContent',
    'ModifySocialMediaPostContentInput',
    { socialMediaPostId: job.posts[0]!.id, content, expectedVersion: 1 },
    'version',
  );
  const unchanged = (await jobState(file.service, job.id)) === before;
  return { result, unchanged, error: result.errors?.[0] };
}

const URL_85 = `https://www.harborvale.law/blog/blog/${'blog/'.repeat(7)}after-a-crash`; // 85 characters, 23 on X

describe('X: 280 weighted characters', () => {
  it('counts a link as 23 whatever its length', async () => {
    expect(URL_85.length).toBe(85);
    const text = `${'a'.repeat(256)} ${URL_85}`; // 342 characters, 256 + 1 + 23 = 280 weighted
    expect((await save('X', text)).result.data!.modifySocialMediaPostContent!.version).toBe(2);
    const over = await save('X', `${'a'.repeat(257)} ${URL_85}`);
    expect(over.error).toMatchObject({
      message: 'content: X allows at most 280 weighted characters (every link counts as 23); this post has 281.',
      extensions: { code: 'BAD_USER_INPUT', field: 'content' },
    });
    expect(over.unchanged).toBe(true);
  });

  it('counts an emoji as 2', async () => {
    expect((await save('X', `${'a'.repeat(278)}😀`)).error).toBeUndefined();
    const over = await save('X', `${'a'.repeat(279)}😀`);
    expect(over.error!.message).toBe('content: X allows at most 280 weighted characters (every link counts as 23); this post has 281.');
    expect(over.result.status).toBeLessThan(500);
  });
});

describe('Instagram: 2,200 characters and 5 hashtags (30 until December 2025)', () => {
  const tags = (n: number) => Array.from({ length: n }, (_, i) => `#tag${i + 1}`).join(' ');
  it('takes the 5th hashtag and refuses the 6th, as it would the 31st', async () => {
    expect((await save('Instagram', `Our week. ${tags(5)}`)).error).toBeUndefined();
    const over = await save('Instagram', `Our week. ${tags(6)}`);
    expect(over.error).toMatchObject({
      message: 'content: Instagram allows at most 5 hashtags; this post has 6.',
      extensions: { field: 'content' },
    });
    expect((await save('Instagram', `Our week. ${tags(31)}`)).error!.message).toBe(
      'content: Instagram allows at most 5 hashtags; this post has 31.',
    );
    expect(over.unchanged).toBe(true);
  });

  it('counts code points up to 2,200', async () => {
    expect((await save('Instagram', '📸'.repeat(2200))).error).toBeUndefined(); // 4,400 UTF-16 units
    expect((await save('Instagram', 'a'.repeat(2201))).error!.message).toBe(
      'content: Instagram allows at most 2,200 characters; this post has 2,201.',
    );
  });
});

describe('the other networks', () => {
  it('Google Business Profile: 1,500 characters', async () => {
    expect((await save('GoogleBusinessProfile', `${'a'.repeat(1499)}😀`)).error).toBeUndefined();
    const over = await save('GoogleBusinessProfile', 'a'.repeat(1501));
    expect(over.error).toMatchObject({
      message: 'content: Google Business Profile allows at most 1,500 characters; this post has 1,501.',
      extensions: { code: 'BAD_USER_INPUT', field: 'content' },
    });
    expect(over.unchanged).toBe(true);
  });

  it('LinkedIn: 3,000 characters; Facebook: 63,206', async () => {
    expect((await save('LinkedIn', 'a'.repeat(3000))).error).toBeUndefined();
    expect((await save('LinkedIn', 'a'.repeat(3001))).error!.message).toBe(
      'content: LinkedIn allows at most 3,000 characters; this post has 3,001.',
    );
    expect((await save('Facebook', 'a'.repeat(63206))).error).toBeUndefined();
    expect((await save('Facebook', 'a'.repeat(63207))).error!.message).toBe(
      'content: Facebook allows at most 63,206 characters; this post has 63,207.',
    );
  });
});
