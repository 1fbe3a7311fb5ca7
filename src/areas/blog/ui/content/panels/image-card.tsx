import { useEffect, useId, useState } from 'react';
import type { BlogPost } from '../../../api/blog-post-query.ts';
import { textProblem } from '../../../../../core/content/text-problem.ts';
import { ImageCard as KitImageCard } from '../../../../../review-kit/images/image-card.tsx';
import { Button } from '../../../../../ui/primitives/button.tsx';
import { Input } from '../../../../../ui/primitives/input.tsx';
import { IMAGE_NAME_MAX, renameImage, reviewImage } from './image-changes.ts';
import { ImageAlternatives } from './image-alternatives.tsx';
import {
  CHOOSE_ANOTHER_IMAGE,
  FAIL_IMAGE,
  IMAGE_NAME_LABEL,
  IMAGE_NAME_REQUIRED,
  imageChangeFailedText,
  imageHeading,
  imageNameTooLong,
  PASS_IMAGE,
  PROVIDER_LABELS,
  RENAME,
} from './panels-texts.ts';
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
        <Input
          id={inputId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? errorId : undefined}
        />
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
        <Button
          variant="outline"
          size="sm"
          aria-pressed={image.humanQc === 'Passed'}
          disabled={review.isPending}
          onClick={() => review.mutate({ blogImageId: image.id, result: 'Passed' })}
        >
          {PASS_IMAGE}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={image.humanQc === 'Failed'}
          disabled={review.isPending}
          onClick={() => review.mutate({ blogImageId: image.id, result: 'Failed' })}
        >
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

/** One image of the post: the kit's card (preview named by the image's name, source, QC) and what the person may change. */
export function ImageCard({ image, blogJobId, clientId, canEdit, canChoose, onChanged }: ImageCardProps) {
  const [choosing, setChoosing] = useState(false);
  const nameFact = canEdit ? null : (
    <>
      <dt className="text-fp-muted">{IMAGE_NAME_LABEL}</dt>
      <dd className="break-words">{image.name}</dd>
    </>
  );
  return (
    <KitImageCard
      heading={imageHeading(image.type)}
      previewUrl={image.previewUrl}
      alt={image.name}
      source={PROVIDER_LABELS[image.imageProvider] ?? image.imageProvider}
      qc={image.humanQc}
      facts={nameFact}
      type={image.type}
    >
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
          <ImageAlternatives
            open={choosing}
            onOpenChange={setChoosing}
            blogJobId={blogJobId}
            clientId={clientId}
            type={image.type}
            onChanged={onChanged}
          />
        </>
      ) : null}
    </KitImageCard>
  );
}
