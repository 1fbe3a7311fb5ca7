import type { SocialPlatform } from '../../../src/core/api/generated/graphql.ts';
import { measurePost } from '../../../src/shared/posts/measure-post.ts';
import { platformLimits } from '../../../src/shared/posts/platform-limits.ts';

/**
 * Why the network would refuse a post's text (or cut it), in words naming the network, the limit and the count;
 * null when it fits. The limits and the count are the portal's (src/shared/posts/): a post the page shows within
 * the limit is saved, and one it shows over is refused. Only the sentence is the service's own.
 */
const LABELS: Record<string, string> = {
  X: 'X',
  Instagram: 'Instagram',
  LinkedIn: 'LinkedIn',
  Facebook: 'Facebook',
  GoogleBusinessProfile: 'Google Business Profile',
};

const figure = (n: number) => n.toLocaleString('en-US');

export function postRefusal(platform: string, text: string): string | null {
  // A network the contract gained after this build is held to Facebook's rule rather than let through unmeasured.
  const measured: SocialPlatform = platformLimits(platform) ? (platform as SocialPlatform) : 'Facebook';
  const measure = measurePost(measured, text);
  const label = LABELS[platform] ?? platform;
  if (measure.over > 0) {
    const unit = measure.unit === 'weighted characters' ? 'weighted characters (every link counts as 23)' : 'characters';
    return `${label} allows at most ${figure(measure.limit)} ${unit}; this post has ${figure(measure.count)}.`;
  }
  if (measure.hashtags && measure.hashtags.count > measure.hashtags.limit)
    return `${label} allows at most ${measure.hashtags.limit} hashtags; this post has ${measure.hashtags.count}.`;
  // Within the length, twitter-text refuses only characters X does not take (for example U+FFFE).
  if (!measure.valid && text.trim()) return `${label} does not accept some characters of this post.`;
  return null;
}
