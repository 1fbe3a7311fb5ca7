import { useState } from 'react';
import { Dialog } from '../../../ui/primitives/dialog.tsx';
import { ShutterstockSearch } from '../../../review-kit/images/shutterstock-search.tsx';
import { DialogButtons, DialogNotes, type ImageDialogProps } from '../../../review-kit/images/image-dialog-parts.tsx';
import { POST_IMAGE_TEXTS, SHUTTERSTOCK_TEXTS } from '../post-image-texts.ts';
import { TemplatePicker } from './template-picker.tsx';
import { useImageChange } from './use-image-change.ts';

export interface ShutterstockImageDialogProps extends ImageDialogProps {
  postId: string;
}

/**
 * Staff choose a Shutterstock image for one post, plain or in one of the agency's banner templates. A refusal
 * keeps the dialog, the search, the picked image and the template.
 */
export function ShutterstockImageDialog({ open, onOpenChange, clientId, postId, network, notice }: ShutterstockImageDialogProps) {
  const [templateId, setTemplateId] = useState<string | null>(null);
  const close = () => {
    choose.reset();
    setTemplateId(null);
    onOpenChange(false);
  };
  const choose = useImageChange(clientId, close);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={SHUTTERSTOCK_TEXTS.title(network)}
      description={SHUTTERSTOCK_TEXTS.description}
    >
      <TemplatePicker clientId={clientId} value={templateId} onChange={setTemplateId} optional />
      <ShutterstockSearch
        clientId={clientId}
        pending={choose.isPending}
        onSubmit={(shutterstockId) => choose.mutate({ kind: 'shutterstock', postId, shutterstockId, templateId })}
      />
      <DialogNotes notice={notice} failure={choose.error ? POST_IMAGE_TEXTS.failed(choose.error.message) : null} />
      <DialogButtons pending={choose.isPending} onCancel={close} />
    </Dialog>
  );
}
