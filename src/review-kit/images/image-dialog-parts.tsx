import { Button } from '../../ui/primitives/button.tsx';
import { DIALOG_TEXTS } from '../kit-texts.ts';

/** What every dialog that changes a post's picture is given. */
export interface ImageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: string;
  network: string;
  /** Shown first when the job holds an approval the new picture would void. */
  notice?: string | null;
}

/** The approval notice, then why the last try failed (kept until the person changes something or leaves). */
export function DialogNotes({ notice, failure, failureId }: { notice?: string | null; failure: string | null; failureId?: string }) {
  return (
    <>
      {notice ? <p className="text-sm">{notice}</p> : null}
      {failure ? (
        <p id={failureId} role="alert" className="text-sm text-fp-danger">
          {failure}
        </p>
      ) : null}
    </>
  );
}

/**
 * Cancel and the dialog's action. Without `onSubmit` the action submits the form around it. The action says
 * "Working…" and stays disabled while the service answers, so a second press sends nothing twice.
 */
export function DialogButtons({
  pending,
  label,
  onCancel,
  onSubmit,
}: {
  pending: boolean;
  label?: string;
  onCancel: () => void;
  onSubmit?: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant={label ? 'ghost' : 'outline'} autoFocus={Boolean(onSubmit)} onClick={onCancel}>
        {DIALOG_TEXTS.cancel}
      </Button>
      {label ? (
        <Button type={onSubmit ? 'button' : 'submit'} disabled={pending} aria-busy={pending} onClick={onSubmit}>
          {pending ? DIALOG_TEXTS.working : label}
        </Button>
      ) : null}
    </div>
  );
}
