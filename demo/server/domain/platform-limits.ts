import twitterText from 'twitter-text';

/**
 * How long a post may be on each network, counted as that network counts, so the service refuses what the
 * network would refuse (or cut) before a firm approves it. The portal keeps its own table for the live count
 * (src/areas/posts/model/platform-limits.ts); both follow these sources:
 * - X: 280 weighted characters. X weighs most scripts' characters 1, CJK characters and emoji 2, and
 *   counts every link as 23 whatever its length (t.co). The `twitter-text` package is X's own implementation
 *   of that rule ("Counting characters", https://docs.x.com/resources/fundamentals/counting-characters).
 * - Instagram: a caption of at most 2,200 characters (Instagram Graph API, IG User Media: "maximum 2200
 *   characters") and 5 hashtags: the API page still says 30, but Instagram cut it to 5 per post or reel in
 *   December 2025 (announced by its @creators account: "Instagram will gradually update the number of hashtags
 *   that you can include in a caption for a reel or post to five"), and the portal's table says 5 too.
 * - LinkedIn: 3,000 characters of commentary (LinkedIn Posts API and Help: "up to 3,000 characters").
 * - Facebook: 63,206 characters (the Facebook composer's post limit).
 * - Google Business Profile: 1,500 characters (Google Business Profile Help, "About posts": the summary
 *   holds up to 1,500 characters).
 * Every network but X counts characters as Unicode code points: an emoji is one, not the two UTF-16 units
 * JavaScript's String.length gives.
 */
export interface PlatformLimit {
  maxLength: number;
  /** 'weighted': X's rule (twitter-text); 'codePoints': one per Unicode code point. */
  counting: 'weighted' | 'codePoints';
  maxHashtags?: number;
}

export const PLATFORM_LIMITS = {
  X: { maxLength: 280, counting: 'weighted' },
  Instagram: { maxLength: 2200, counting: 'codePoints', maxHashtags: 5 },
  LinkedIn: { maxLength: 3000, counting: 'codePoints' },
  Facebook: { maxLength: 63206, counting: 'codePoints' },
  GoogleBusinessProfile: { maxLength: 1500, counting: 'codePoints' },
} as const satisfies Record<string, PlatformLimit>;

export type LimitedPlatform = keyof typeof PLATFORM_LIMITS;

/** What a network would say of a text: its length as the network counts, and the first limit it breaks. */
export interface PostMeasure {
  length: number;
  maxLength: number;
  hashtags: number;
  /** Why the network would refuse it, in words naming the network, the limit and the count; null when it fits. */
  problem: string | null;
}

const LABELS: Record<LimitedPlatform, string> = {
  X: 'X',
  Instagram: 'Instagram',
  LinkedIn: 'LinkedIn',
  Facebook: 'Facebook',
  GoogleBusinessProfile: 'Google Business Profile',
};

export function measurePost(platform: string, text: string): PostMeasure {
  const limit: PlatformLimit = PLATFORM_LIMITS[platform as LimitedPlatform] ?? PLATFORM_LIMITS.Facebook;
  const label = LABELS[platform as LimitedPlatform] ?? platform;
  const tweet = limit.counting === 'weighted' ? twitterText.parseTweet(text) : null;
  const length = tweet ? tweet.weightedLength : [...text].length;
  const hashtags = twitterText.extractHashtags(text).length;
  let problem: string | null = null;
  if (length > limit.maxLength) {
    const unit = limit.counting === 'weighted' ? 'weighted characters (every link counts as 23)' : 'characters';
    problem = `${label} allows at most ${limit.maxLength.toLocaleString('en-US')} ${unit}; this post has ${length.toLocaleString('en-US')}.`;
  } else if (limit.maxHashtags !== undefined && hashtags > limit.maxHashtags) {
    problem = `${label} allows at most ${limit.maxHashtags} hashtags; this post has ${hashtags}.`;
  } else if (tweet && !tweet.valid && text.trim()) {
    // Within the length, twitter-text refuses only characters X does not take (for example U+FFFE).
    problem = `${label} does not accept some characters of this post.`;
  }
  return { length, maxLength: limit.maxLength, hashtags, problem };
}
