import type { SocialPlatform } from '../../core/api/generated/graphql.ts';

/**
 * THE table of what each network allows and how its feed shows a post: the one place the social and Google
 * Business Profile pages read limits from. It imports nothing heavy, so a board or a calendar can read it
 * without loading twitter-text (measure-post.ts does the counting). Every figure names where it comes from;
 * the "see more" cuts and crops are what third-party guides measured in the feeds, not published limits, so
 * they are marked approximate and a preview built on them is a likeness, not a promise.
 */

/** How the network counts against its limit: X weighs characters (twitter-text), the others count code points. */
export type CountUnit = 'characters' | 'weighted characters';

/** A width:height ratio, e.g. 1.91:1 is { width: 1.91, height: 1 }. */
export type AspectRatio = { width: number; height: number; label: string };

export type PlatformLimits = {
  /** The most the network accepts, in `unit`. */
  limit: number;
  unit: CountUnit;
  limitSource: string;
  /** The most hashtags one post may carry, where the network caps them. */
  hashtagLimit?: number;
  hashtagSource?: string;
  /** Roughly how many characters (graphemes) the feed shows before "… more"; null when the feed shows it all. */
  seeMore: number | null;
  /** The feed also folds after this many lines, where it is known to. */
  seeMoreLines?: number;
  seeMoreSource: string;
  /** The crops the feed uses for a post's image, the first being the one the preview draws. */
  imageCrops: AspectRatio[];
  imageCropSource: string;
};

const ratio = (width: number, height: number): AspectRatio => ({ width, height, label: `${width}:${height}` });

export const PLATFORM_LIMITS: Record<SocialPlatform, PlatformLimits> = {
  X: {
    limit: 280,
    unit: 'weighted characters',
    // Every URL counts as 23 (t.co), emoji and CJK weigh 2, text is NFC-normalized: twitter-text's parseTweet.
    limitSource: 'https://docs.x.com/fundamentals/counting-characters (counted with twitter-text parseTweet, config v3)',
    // A standard post is never folded: "Show more" appears only on the longer posts of paid accounts.
    seeMore: null,
    seeMoreSource: 'No fold below 280 (https://docs.x.com/fundamentals/counting-characters)',
    imageCrops: [ratio(16, 9)],
    imageCropSource: 'Approximate: a single image shows in a 16:9 frame in the timeline (third-party image-size guides)',
  },
  Instagram: {
    limit: 2200,
    unit: 'characters',
    limitSource: 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media (caption)',
    // Was 30 for years; Instagram cut it to 5 per post and reel in December 2025 (announced by its @creators
    // account and Adam Mosseri), and publishing tools now enforce 5. Change here if Meta moves it again.
    hashtagLimit: 5,
    hashtagSource: 'Instagram, December 2025: at most 5 hashtags per post or reel (was 30)',
    seeMore: 125,
    seeMoreLines: 2,
    seeMoreSource: 'Approximate: about 125 characters (two lines) before "more" (third-party guides, e.g. charactercounter.com/instagram)',
    imageCrops: [ratio(1, 1), ratio(4, 5)],
    imageCropSource: 'Feed images are 1:1, or portrait up to 4:5 (Graph API media aspect-ratio rules)',
  },
  LinkedIn: {
    limit: 3000,
    unit: 'characters',
    limitSource: 'LinkedIn post text: 3,000 characters (LinkedIn Help; publishing APIs refuse or cut longer text)',
    seeMore: 210,
    seeMoreLines: 3,
    seeMoreSource: 'Approximate: about 210 characters or 3 lines before "…more" (John Espirian 2024; third-party guides)',
    imageCrops: [ratio(1.91, 1)],
    imageCropSource: 'Approximate: shared images and link cards show at 1.91:1 (1200 x 627) (LinkedIn image-size guides)',
  },
  Facebook: {
    limit: 63206,
    unit: 'characters',
    limitSource: 'The widely reported Facebook post limit of 63,206 characters (not published by Meta)',
    seeMore: 477,
    seeMoreSource: 'Approximate: about 477 characters before "See more" on desktop, earlier on mobile (third-party guides)',
    imageCrops: [ratio(1.91, 1), ratio(1, 1)],
    imageCropSource: 'Link previews at 1.91:1, single images at 1:1 in the feed (Meta image guidance, third-party guides)',
  },
  GoogleBusinessProfile: {
    limit: 1500,
    unit: 'characters',
    limitSource: 'Google Business Profile Help, "Make great business posts": up to 1,500 characters',
    seeMore: 100,
    seeMoreSource: 'Approximate: about the first 100 characters show in the profile on Search and Maps (third-party guides)',
    imageCrops: [ratio(4, 3)],
    imageCropSource: 'Approximate: post images show at 4:3 (1200 x 900 recommended by posting-API guides)',
  },
};

/** The networks in the order the post page shows them. */
export const SOCIAL_PLATFORMS: SocialPlatform[] = ['Facebook', 'Instagram', 'LinkedIn', 'X', 'GoogleBusinessProfile'];

/** A platform's limits; a value the contract gained after this build has none, so the caller must decide. */
export const platformLimits = (platform: string): PlatformLimits | undefined =>
  (PLATFORM_LIMITS as Record<string, PlatformLimits>)[platform];
