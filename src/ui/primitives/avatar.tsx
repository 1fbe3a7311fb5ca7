import { useState, type ComponentProps } from 'react';
import { cn } from '../cn.ts';

type AvatarProps = ComponentProps<'span'> & {
  /** The picture; when missing or it fails to load, the fallback shows. */
  src?: string | null;
  /** Short text in place of the picture (initials). */
  fallback: string;
};

/** A round picture of a person, falling back to their initials. Decorative: the name is written beside it. */
export function Avatar({ src, fallback, className, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = Boolean(src) && failedSrc !== src;
  return (
    <span
      data-slot="avatar"
      aria-hidden="true"
      className={cn(
        'inline-flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gray-200 text-xs font-medium text-fp-text',
        className,
      )}
      {...props}
    >
      {showPicture ? (
        <img data-slot="avatar-image" src={src!} alt="" className="h-full w-full object-cover" onError={() => setFailedSrc(src!)} />
      ) : (
        <span data-slot="avatar-fallback">{fallback}</span>
      )}
    </span>
  );
}
