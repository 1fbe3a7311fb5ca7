import { useEffect, useId, useState } from 'react';
import type { BlogPost } from '../../../../core/blog/blog-post-query.ts';
import { hasUnsafeScheme } from '../../../../core/content/url-schemes.ts';
import { Button } from '../../../../ui/primitives/button.tsx';
import { Input } from '../../../../ui/primitives/input.tsx';
import { IMAGE_NAME_MAX, renameImage, reviewImage, textProblem } from './image-changes.ts';
import { ImageAlternatives } from './image-alternatives.tsx';
import {
  CHOOSE_ANOTHER_IMAGE, FAIL_IMAGE, IMAGE_NAME_LABEL, IMAGE_NAME_REQUIRED, IMAGE_QC_LABEL, imageChangeFailedText, imageHeading, imageNameTooLong, NO_PREVIEW, PASS_IMAGE,
  PROVIDER_LABEL, PROVIDER_LABELS, RENAME,
} from './panels-texts.ts';
import { QcBadge } from './qc-badge.tsx';
import { usePanelChange } from './use-panel-change.ts';

export type BlogImage = BlogPost['images'][number];

export interface ImageCardProps {
  image: BlogImage;
  blogJobId: string;
  clientId: string;
  /** Rename and image QC: a reviewer of this client, on a post still open. */
  canEdit: boolean;
  /** Choosing another image: staff, on a post still open. */
  canChoose: boolean;
  onChanged?: () => void;
}

/** The rename form: what was typed stays while the service answers, and after it refuses. */
function RenameForm({ image, clientId, onChanged }: { image: BlogImage; clientId: string; onChanged?: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(image.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = usePanelChange(clientId, renameImage, onChanged);
  // A refreshed post brings the saved name (or another person's): show it.
  useEffect(() => setName(image.name), [image.name]);
  const failure = problem ?? (rename.error ? imageChangeFailedText(rename.error.message) : null);
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const invalid = textProblem(name, IMAGE_NAME_MAX, IMAGE_NAME_REQUIRED, imageNameTooLong);
        setProblem(invalid);
        if (!invalid) rename.mutate({ blogImageId: image.id, name });
      }}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={inputId} className="block text-xs font-medium">
          {IMAGE_NAME_LABEL}
        </label>
        <Input id={inputId} value={name} onChange={(event) => setName(event.target.value)} aria-invalid={failure ? true : undefined} aria-describedby={failure ? errorId : undefined} />
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={rename.isPending}>
        {RENAME}
      </Button>
      {failure ? (
        <p id={errorId} role="alert" className="w-full text-xs text-fp-danger">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

function ImageReview({ image, clientId, onChanged }: { image: BlogImage; clientId: string; onChanged?: () => void }) {
  const review = usePanelChange(clientId, reviewImage, onChanged);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-pressed={image.humanQc === 'Passed'} disabled={review.isPending} onClick={() => review.mutate({ blogImageId: image.id, result: 'Passed' })}>
          {PASS_IMAGE}
        </Button>
        <Button variant="outline" size="sm" aria-pressed={image.humanQc === 'Failed'} disabled={review.isPending} onClick={() => review.mutate({ blogImageId: image.id, result: 'Failed' })}>
          {FAIL_IMAGE}
        </Button>
      </div>
      {review.error ? (
        <p role="alert" className="text-xs text-fp-danger">
          {imageChangeFailedText(review.error.message)}
        </p>
      ) : null}
    </div>
  );
}

/** One image of the post: its preview (named by the image's name), source and QC, and what the person may change. */
export function ImageCard({ image, blogJobId, clientId, canEdit, canChoose, onChanged }: ImageCardProps) {
  const headingId = useId();
  const [choosing, setChoosing] = useState(false);
  // Only web addresses load: a javascript:, data: or file: preview from the service is not shown.
  const previewable = !hasUnsafeScheme(image.previewUrl);
  return (
    <article aria-labelledby={headingId} data-slot="image-card" data-type={image.type} className="space-y-3 rounded-fp border border-fp-border p-3">
      <h3 id={headingId} className="font-medium">
        {imageHeading(image.type)}
      </h3>
      {previewable ? (
        <img src={image.previewUrl} alt={image.name} loading="lazy" decoding="async" className="aspect-[3/2] w-full max-w-sm rounded-fp border border-fp-border bg-gray-100 object-cover" />
      ) : (
        <p className="text-sm text-fp-muted">{NO_PREVIEW}</p>
      )}
      <dl className="grid grid-cols-[max-content_1fr] items-center gap-x-3 gap-y-1 text-sm">
        <dt className="text-fp-muted">{PROVIDER_LABEL}</dt>
        <dd>{PROVIDER_LABELS[image.imageProvider] ?? image.imageProvider}</dd>
        <dt className="text-fp-muted">{IMAGE_QC_LABEL}</dt>
        <dd>
          <QcBadge result={image.humanQc} />
        </dd>
        {canEdit ? null : (
          <>
            <dt className="text-fp-muted">{IMAGE_NAME_LABEL}</dt>
            <dd className="break-words">{image.name}</dd>
          </>
        )}
      </dl>
      {canEdit ? (
        <>
          <RenameForm image={image} clientId={clientId} onChanged={onChanged} />
          <ImageReview image={image} clientId={clientId} onChanged={onChanged} />
        </>
      ) : null}
      {canChoose ? (
        <>
          <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
            {CHOOSE_ANOTHER_IMAGE}
          </Button>
          <ImageAlternatives open={choosing} onOpenChange={setChoosing} blogJobId={blogJobId} clientId={clientId} type={image.type} onChanged={onChanged} />
        </>
      ) : null}
    </article>
  );
}
