import { Dialog } from '../../../ui/primitives/dialog.tsx';
import { DialogButtons, DialogNotes, type ImageDialogProps } from '../../../review-kit/images/image-dialog-parts.tsx';
import { POST_IMAGE_TEXTS, REVERT_TEXTS } from '../post-image-texts.ts';
import { useImageChange } from './use-image-change.ts';

export interface ImageRevertDialogProps extends ImageDialogProps {
  imageId: string;
}

/** Asks before a post goes back to its original picture: the one chosen since is not kept. */
export function ImageRevertDialog({ open, onOpenChange, clientId, imageId, network, notice }: ImageRevertDialogProps) {
  const close = () => {
    revert.reset();
    onOpenChange(false);
  };
  const revert = useImageChange(clientId, close);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={REVERT_TEXTS.title}
      description={REVERT_TEXTS.description(network)}
    >
      <DialogNotes notice={notice} failure={revert.error ? POST_IMAGE_TEXTS.failed(revert.error.message) : null} />
      <DialogButtons
        pending={revert.isPending}
        label={POST_IMAGE_TEXTS.revert}
        onCancel={close}
        onSubmit={() => revert.mutate({ kind: 'revert', imageId })}
      />
    </Dialog>
  );
}
