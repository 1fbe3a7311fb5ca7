import type { UploadProgress } from '../../core/api/upload-progress.ts';

/** What an upload's bar says: its name for screen readers, how much has gone, and what happens once all has. */
export interface UploadTexts {
  progressLabel: (fileName: string) => string;
  sent: (percent: number) => string;
  processing: string;
}

/** How much of an upload has gone, 0 to 100. */
export const uploadPercent = (progress: UploadProgress | null) =>
  progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;

export interface FileFieldProps {
  id: string;
  label: string;
  /** The picker's filter: types and extensions. */
  accept: string;
  disabled: boolean;
  /** The id of the text saying why the chosen file is refused, when it is. */
  problemId?: string | null;
  onChoose: (file: File | null) => void;
}

/** A labelled file picker; marked invalid, and described by the reason, while the chosen file is refused. */
export function FileField({ id, label, accept, disabled, problemId, onChoose }: FileFieldProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId ?? undefined}
        className="block w-full min-w-0 text-sm file:mr-3 file:rounded-fp file:border file:border-fp-border file:bg-fp-background file:px-3 file:py-1.5"
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
      />
    </div>
  );
}

/** The bar of an upload under way, and what it has come to in words (announced as it changes). */
export function UploadProgressBar({
  fileName,
  progress,
  texts,
}: {
  fileName: string;
  progress: UploadProgress | null;
  texts: UploadTexts;
}) {
  const percent = uploadPercent(progress);
  return (
    <div className="space-y-1" data-slot="upload-progress">
      <progress max={100} value={percent} aria-label={texts.progressLabel(fileName)} className="h-2 w-full" />
      <p role="status" className="text-xs text-fp-muted">
        {percent < 100 ? texts.sent(percent) : texts.processing}
      </p>
    </div>
  );
}
