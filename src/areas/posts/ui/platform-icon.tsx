import type { SocialPlatform } from '../../../core/api/generated/graphql.ts';
import { cn } from '../../../ui/cn.ts';
import { PLATFORM_NAMES } from '../post-texts.ts';

// Simple marks in each network's colour: recognisable at 16px, with the name for screen readers and on hover.
const MARKS: Record<SocialPlatform, { color: string; letters: string }> = {
  Facebook: { color: '#1877F2', letters: 'f' },
  Instagram: { color: '#C13584', letters: 'IG' },
  LinkedIn: { color: '#0A66C2', letters: 'in' },
  X: { color: '#000000', letters: 'X' },
  GoogleBusinessProfile: { color: '#1A73E8', letters: 'G' },
};

/**
 * One network's mark, named (role img with its name), never colour alone; `decorative` when the network's
 * name is written beside it, so a screen reader does not read it twice.
 */
export function PlatformIcon({ platform, decorative = false }: { platform: SocialPlatform; decorative?: boolean }) {
  const mark = MARKS[platform];
  const name = PLATFORM_NAMES[platform];
  // HTML, not SVG text: a list of thousands draws these marks on every jump, and SVG text costs several times more.
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name, title: name })}
      data-platform={platform}
      className={cn(
        'inline-flex h-5 w-5 shrink-0 select-none items-center justify-center rounded font-bold leading-none text-white',
        mark.letters.length > 1 ? 'text-[9px]' : 'text-[13px]',
      )}
      style={{ backgroundColor: mark.color, fontFamily: 'system-ui, sans-serif' }}
    >
      {mark.letters}
    </span>
  );
}

/** The platforms a job's posts go to, as a row of marks. */
export function PlatformIcons({ platforms }: { platforms: readonly SocialPlatform[] }) {
  return (
    <span data-slot="platforms" className="inline-flex items-center gap-1">
      {platforms.map((platform) => (
        <PlatformIcon key={platform} platform={platform} />
      ))}
    </span>
  );
}
