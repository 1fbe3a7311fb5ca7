import { useId } from 'react';
import { RASTER_IMAGE_TYPES } from '../../../shared/images/raster-images.ts';
import { imageFileProblem, type ImageFileProblem } from '../model/social-image-rules.ts';
import { Dialog } from '../../../ui/primitives/dialog.tsx';
import { FileField, UploadProgressBar } from '../../../review-kit/upload/upload-parts.tsx';
import { useFileUpload } from '../../../review-kit/upload/use-file-upload.ts';
import { DialogButtons, DialogNotes, type ImageDialogProps } from '../../../review-kit/images/image-dialog-parts.tsx';
import { POST_IMAGE_TEXTS, UPLOAD_TEXTS } from '../post-image-texts.ts';
import { useImageChange } from './use-image-change.ts';

export interface ImageUploadDialogProps extends ImageDialogProps {
  postId: string;
}

const problemText = (name: string, problem: ImageFileProblem) =>
  problem.kind === 'type'
    ? UPLOAD_TEXTS.notAnImage(name, problem.type)
    : problem.kind === 'empty'
      ? UPLOAD_TEXTS.empty(name)
      : UPLOAD_TEXTS.tooLarge(name, problem.bytes);

/**
 * Uploads a person's own picture for one post: the file is checked as the service checks it before it is sent,
 * a bar shows how much has gone, and a refusal keeps the dialog and the chosen file so nothing is picked twice.
 */
export function ImageUploadDialog({ open, onOpenChange, clientId, postId, network, notice }: ImageUploadDialogProps) {
  const fieldId = useId();
  const errorId = useId();
  const { file, setFile, problem, setProblem, progress, setProgress, begin, cancel } = useFileUpload();
  const close = () => {
    cancel();
    upload.reset();
    onOpenChange(false);
  };
  const upload = useImageChange(clientId, close);
  const failure = problem ?? (upload.error ? POST_IMAGE_TEXTS.failed(upload.error.message) : null);
  const submit = () => {
    if (!file) return setProblem(UPLOAD_TEXTS.required);
    const invalid = imageFileProblem(file);
    if (invalid) return setProblem(problemText(file.name, invalid));
    upload.mutate({ kind: 'upload', postId, file, onProgress: setProgress, signal: begin(file) });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={UPLOAD_TEXTS.title(network)}
      description={UPLOAD_TEXTS.description}
    >
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {notice ? <p className="text-sm">{notice}</p> : null}
        <FileField
          id={fieldId}
          label={UPLOAD_TEXTS.file}
          accept={RASTER_IMAGE_TYPES.join(',')}
          disabled={upload.isPending}
          problemId={failure ? errorId : null}
          onChoose={(chosen) => {
            setFile(chosen);
            setProblem(null);
            upload.reset();
          }}
        />
        {upload.isPending && file ? <UploadProgressBar fileName={file.name} progress={progress} texts={UPLOAD_TEXTS} /> : null}
        <DialogNotes failure={failure} failureId={errorId} />
        <DialogButtons pending={upload.isPending} label={UPLOAD_TEXTS.submit} onCancel={close} />
      </form>
    </Dialog>
  );
}
