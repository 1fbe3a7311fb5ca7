import { Button } from '../primitives/button.tsx';
import { Dialog } from '../primitives/dialog.tsx';

export interface LeaveDialogTexts {
  title: string;
  /** What becomes of the unsaved edits (kept as a draft, or lost). */
  description: string;
  stay: string;
  leave: string;
}

/** Asks before leaving a page with unsaved edits; "Stay" has focus, so Enter does not lose the place. */
export function LeaveDialog({
  open,
  onStay,
  onLeave,
  texts,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  texts: LeaveDialogTexts;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onStay()} title={texts.title} description={texts.description}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" autoFocus onClick={onStay}>
          {texts.stay}
        </Button>
        <Button onClick={onLeave}>{texts.leave}</Button>
      </div>
    </Dialog>
  );
}
