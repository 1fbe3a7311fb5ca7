import { lazy, Suspense, useState } from 'react';
import type { HeldRoles } from '../../../core/clients/role-capabilities.ts';
import { socialImageActions } from '../model/social-image-rules.ts';
import type { SocialPost } from '../api/social-post-query.ts';
import { Button } from '../../../ui/primitives/button.tsx';
import { ImageCard } from '../../../review-kit/images/image-card.tsx';
import type { DialogAction } from './image-dialogs.tsx';
import { POST_IMAGE_TEXTS } from '../post-image-texts.ts';
import { useImageChange } from './use-image-change.ts';

// A chunk that cannot be fetched (offline, a deploy replaced it) says so where the dialog would be, instead of
// throwing the whole post page into its error screen.
const ImageDialogs = lazy(() =>
  import('./image-dialogs.tsx').catch((error: unknown) => {
    console.error('The image dialogs could not be loaded', error);
    return {
      default: () => (
        <p role="alert" className="text-sm text-fp-danger">
          {POST_IMAGE_TEXTS.dialogsUnavailable}
        </p>
      ),
    };
  }),
);

export interface PostImagesProps {
  clientId: string;
  post: SocialPost;
  network: string;
  roles: HeldRoles;
  jobStatus: string;
  /** The job holds an approval that still stands: a new picture voids it (the service compares the image). */
  approved: boolean;
}

const LABELS: Record<DialogAction, string> = {
  upload: POST_IMAGE_TEXTS.upload,
  shutterstock: POST_IMAGE_TEXTS.shutterstock,
  applyTemplate: POST_IMAGE_TEXTS.applyTemplate,
  revert: POST_IMAGE_TEXTS.revert,
};

/**
 * A post's picture beside its preview: where it came from and its image QC, and the changes the person's role
 * and the job's status allow (areas/posts/model/social-image-rules.ts), each in a dialog. The preview above shows the
 * picture, so the card does not show it twice.
 */
export function PostImages({ clientId, post, network, roles, jobStatus, approved }: PostImagesProps) {
  const [opened, setOpened] = useState<DialogAction | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<DialogAction>>(new Set());
  const image = post.images[0] ?? null;
  const actions = socialImageActions(roles, jobStatus, image);
  const review = useImageChange(clientId);
  const notice = approved ? POST_IMAGE_TEXTS.voidsApproval : null;
  const buttons = actions.filter((action): action is DialogAction => action !== 'qc');
  const open = (action: DialogAction) => {
    setMounted((current) => new Set([...current, action]));
    setOpened(action);
  };
  const controls = (
    <>
      {buttons.length > 0 ? (
        <div role="group" aria-label={POST_IMAGE_TEXTS.actionsLabel(network)} className="flex flex-wrap gap-2">
          {buttons.map((action) => (
            <Button key={action} variant="outline" size="sm" onClick={() => open(action)}>
              {LABELS[action]}
            </Button>
          ))}
        </div>
      ) : null}
      {image && actions.includes('qc') ? (
        <div className="flex flex-wrap gap-2">
          {(['Passed', 'Failed'] as const).map((result) => (
            <Button
              key={result}
              variant="outline"
              size="sm"
              aria-pressed={image.humanQc === result}
              disabled={review.isPending}
              onClick={() => review.mutate({ kind: 'qc', imageId: image.id, result })}
            >
              {result === 'Passed' ? POST_IMAGE_TEXTS.pass : POST_IMAGE_TEXTS.fail}
            </Button>
          ))}
        </div>
      ) : null}
      {review.error ? (
        <p role="alert" className="text-sm text-fp-danger">
          {POST_IMAGE_TEXTS.failed(review.error.message)}
        </p>
      ) : null}
      {mounted.size > 0 ? (
        <Suspense fallback={null}>
          <ImageDialogs
            mounted={new Set(buttons.filter((action) => mounted.has(action)))}
            opened={opened}
            onOpenedChange={setOpened}
            clientId={clientId}
            network={network}
            notice={notice}
            postId={post.id}
            imageId={image?.id ?? null}
          />
        </Suspense>
      ) : null}
    </>
  );
  if (!image) {
    return (
      <section aria-label={POST_IMAGE_TEXTS.heading(network)} data-slot="post-images" className="space-y-2">
        {controls}
      </section>
    );
  }
  return (
    <div data-slot="post-images">
      <ImageCard
        heading={POST_IMAGE_TEXTS.heading(network)}
        previewUrl={image.s3Url}
        alt={POST_IMAGE_TEXTS.alt(network)}
        source={POST_IMAGE_TEXTS.sources[image.source] ?? image.source}
        qc={image.humanQc}
        type={image.source}
        showPreview={false}
        headingLevel="h2"
      >
        {controls}
      </ImageCard>
    </div>
  );
}
