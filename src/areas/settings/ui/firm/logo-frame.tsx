import type { ReactNode } from 'react';

/** A logo in a square, named by its caption; `children` stands in while there is no picture to show. */
export function LogoFrame({ caption, src, children }: { caption: string; src: string | null; children?: ReactNode }) {
  return (
    <figure className="space-y-1">
      <div className="flex h-32 w-32 items-center justify-center overflow-hidden rounded-fp border border-fp-border bg-gray-50 p-2 text-center text-xs text-fp-muted">
        {src ? <img src={src} alt={caption} className="max-h-full max-w-full object-contain" /> : children}
      </div>
      <figcaption className="max-w-32 break-words text-xs text-fp-muted">{caption}</figcaption>
    </figure>
  );
}
