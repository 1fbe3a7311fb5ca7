import { useId, type ReactNode } from 'react';
import { hasUnsafeScheme } from '../../core/content/url-schemes.ts';
import { IMAGE_QC_LABEL, NO_PREVIEW, PROVIDER_LABEL } from './image-texts.ts';
import { QcBadge } from './qc-badge.tsx';

export interface ImageCardProps {
  heading: ReactNode;
  /** Where the picture loads from; an address that is not a web address is not loaded. */
  previewUrl: string;
  /** What the picture shows, for those who cannot see it. */
  alt: string;
  /** Where the picture came from, in words. */
  source: string;
  /** The image QC's result (Passed, Failed, Unevaluated...). */
  qc: string;
  /** Facts an area adds after the source and the QC. */
  facts?: ReactNode;
  /** The data-type the card carries, for styles and tests. */
  type?: string;
  /** False where the page already shows the picture (a post's preview, in the network's crop). */
  showPreview?: boolean;
  /** h3 under an images section (the blog's); h2 where the card sits straight under the page's h1 (a post's tab). */
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}

/**
 * One image of a review item: its preview, where it came from and its image QC, then what the area lets the
 * person change (children). The blog's featured and embedded images use it, as do the kit's post images.
 */
export function ImageCard({
  heading,
  previewUrl,
  alt,
  source,
  qc,
  facts,
  type,
  showPreview = true,
  headingLevel: Heading = 'h3',
  children,
}: ImageCardProps) {
  const headingId = useId();
  // Only web addresses load: a javascript:, data: or file: preview from the service is not shown.
  const previewable = !hasUnsafeScheme(previewUrl);
  return (
    <article
      aria-labelledby={headingId}
      data-slot="image-card"
      data-type={type}
      className="space-y-3 rounded-fp border border-fp-border p-3"
    >
      <Heading id={headingId} className="font-medium">
        {heading}
      </Heading>
      {!showPreview ? null : previewable ? (
        <img
          src={previewUrl}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] w-full max-w-sm rounded-fp border border-fp-border bg-gray-100 object-cover"
        />
      ) : (
        <p className="text-sm text-fp-muted">{NO_PREVIEW}</p>
      )}
      <dl className="grid grid-cols-[max-content_1fr] items-center gap-x-3 gap-y-1 text-sm">
        <dt className="text-fp-muted">{PROVIDER_LABEL}</dt>
        <dd>{source}</dd>
        <dt className="text-fp-muted">{IMAGE_QC_LABEL}</dt>
        <dd>
          <QcBadge result={qc} />
        </dd>
        {facts}
      </dl>
      {children}
    </article>
  );
}
