import { useState } from 'react';
import { Dialog } from '../../../ui/primitives/dialog.tsx';
import { DialogButtons, DialogNotes, type ImageDialogProps } from '../../../review-kit/images/image-dialog-parts.tsx';
import { POST_IMAGE_TEXTS, TEMPLATE_TEXTS } from '../post-image-texts.ts';
import { TemplatePicker } from './template-picker.tsx';
import { useImageChange } from './use-image-change.ts';

export interface TemplateDialogProps extends ImageDialogProps {
  imageId: string;
}

/** Staff put the picture a post shows now into one of the agency's banner templates. */
export function TemplateDialog({ open, onOpenChange, clientId, imageId, network, notice }: TemplateDialogProps) {
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    apply.reset();
    setTemplateId(null);
    setProblem(null);
    onOpenChange(false);
  };
  const apply = useImageChange(clientId, close);
  const failure = problem ?? (apply.error ? POST_IMAGE_TEXTS.failed(apply.error.message) : null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={TEMPLATE_TEXTS.title(network)}
      description={TEMPLATE_TEXTS.description}
    >
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!templateId) return setProblem(TEMPLATE_TEXTS.required);
          setProblem(null);
          apply.mutate({ kind: 'applyTemplate', imageId, templateId });
        }}
      >
        <TemplatePicker clientId={clientId} value={templateId} onChange={setTemplateId} />
        <DialogNotes notice={notice} failure={failure} />
        <DialogButtons pending={apply.isPending} label={TEMPLATE_TEXTS.submit} onCancel={close} />
      </form>
    </Dialog>
  );
}
