import type { SocialPlatform } from '../../../core/api/generated/graphql.ts';
import { safeLink } from '../../../core/content/url-schemes.ts';
import type { TextMark } from '../model/marked-segments.ts';
import { PLATFORM_LIMITS } from '../../../shared/posts/platform-limits.ts';
import { PlatformIcon } from './platform-icon.tsx';
import { PostTextView } from './post-text-view.tsx';
import { GBP_PREVIEW_TEXTS, PLATFORM_NAMES, PREVIEW_TEXTS } from '../post-texts.ts';

export interface PostPreviewProps {
  platform: SocialPlatform;
  firmName: string;
  topic: string;
  text: string;
  imageUrl: string | null;
  marks: readonly TextMark[];
  /** A Google Business Profile post's kind and button, already in words. */
  profile?: { kind: string | null; button: string | null; buttonUrl: string | null };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

/**
 * A likeness of the post as its network shows it: the firm's name and mark, the text with the network's own
 * "see more" cut, and the image in the crop the feed uses (platform-limits.ts). A likeness, not a promise:
 * every network redraws its feed now and then.
 */
export function PostPreview({ platform, firmName, topic, text, imageUrl, marks, profile }: PostPreviewProps) {
  const crop = PLATFORM_LIMITS[platform].imageCrops[0];
  const image = safeLink(imageUrl);
  const buttonUrl = safeLink(profile?.buttonUrl ?? null);
  return (
    <figure
      aria-label={PREVIEW_TEXTS.label(PLATFORM_NAMES[platform])}
      data-slot="post-preview"
      data-platform={platform}
      className="m-0 max-w-[32rem] space-y-3 rounded-fp border border-fp-border bg-white p-3 text-gray-900 shadow-sm"
    >
      <figcaption className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-gray-800 text-xs font-semibold text-white"
        >
          {initials(firmName)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold">{firmName}</span>
          <span className="block text-xs text-gray-600">
            {profile ? `${GBP_PREVIEW_TEXTS.onGoogle}${profile.kind ? ` · ${profile.kind}` : ''}` : PLATFORM_NAMES[platform]}
          </span>
        </span>
        <PlatformIcon platform={platform} decorative />
      </figcaption>
      <PostTextView platform={platform} text={text} marks={marks} />
      {image ? (
        <img
          src={image}
          alt={PREVIEW_TEXTS.imageAlt(topic)}
          loading="lazy"
          className="w-full rounded-fp border border-fp-border object-cover"
          style={{ aspectRatio: crop ? `${crop.width} / ${crop.height}` : undefined }}
        />
      ) : (
        <p className="rounded-fp border border-dashed border-fp-border px-3 py-6 text-center text-xs text-gray-600">
          {PREVIEW_TEXTS.noImage}
        </p>
      )}
      {profile?.button ? (
        buttonUrl ? (
          <a
            href={buttonUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex rounded-full border border-[#1a73e8] px-4 py-1.5 text-sm font-medium text-[#1a73e8]"
          >
            {profile.button}
          </a>
        ) : (
          <span className="inline-flex rounded-full border border-[#1a73e8] px-4 py-1.5 text-sm font-medium text-[#1a73e8]">
            {profile.button}
          </span>
        )
      ) : null}
    </figure>
  );
}
