import type { SocialPlatform } from '../../core/api/generated/graphql.ts';
import { PLATFORM_LIMITS, type CountUnit } from './platform-limits.ts';
import { extractEntitiesWithIndices, parseTweet } from './twitter-text.ts';

/**
 * A post's length as its network counts it, against that network's limit (platform-limits.ts): the live
 * count, the bar and the warning on the post page all read this. X is counted by twitter-text's parseTweet,
 * the library X publishes for exactly this (URLs 23, emoji and CJK 2, NFC first). The others count Unicode
 * code points, so an emoji is one character, not the two UTF-16 units `string.length` would say; none of
 * them publishes a finer rule.
 */
export type PostMeasure = {
  count: number;
  limit: number;
  /** How far past the limit the text is; 0 when it fits. */
  over: number;
  unit: CountUnit;
  /** Hashtags against the network's cap, where it has one (Instagram). */
  hashtags?: { count: number; limit: number };
  /** Within every limit of the network (an empty text is: a post may be an image alone). */
  valid: boolean;
};

const codePoints = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

const hashtagCount = (text: string): number => extractEntitiesWithIndices(text).filter((entity) => 'hashtag' in entity).length;

export function measurePost(platform: SocialPlatform, text: string): PostMeasure {
  const { limit, unit, hashtagLimit } = PLATFORM_LIMITS[platform];
  const parsed = platform === 'X' ? parseTweet(text) : undefined;
  const count = parsed ? parsed.weightedLength : codePoints(text);
  const over = Math.max(0, count - limit);
  const hashtags = hashtagLimit === undefined ? undefined : { count: hashtagCount(text), limit: hashtagLimit };
  // parseTweet also refuses U+FFFE, U+FEFF and U+FFFF, which X rejects; it calls an empty text invalid, we do not.
  const charactersAccepted = !parsed || text === '' || parsed.valid;
  const valid = over === 0 && (!hashtags || hashtags.count <= hashtags.limit) && charactersAccepted;
  return { count, limit, over, unit, ...(hashtags ? { hashtags } : {}), valid };
}
