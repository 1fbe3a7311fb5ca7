import { Button } from '../../ui/primitives/button.tsx';
import { Dialog } from '../../ui/primitives/dialog.tsx';
import { LEAVE_DIALOG } from '../kit-texts.ts';

/** Asks before leaving an item with unsaved edits; "Stay" has focus, so Enter does not lose the place. */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onStay()} title={LEAVE_DIALOG.title} description={LEAVE_DIALOG.description}>
      <div className="flex justify-end gap-2">
        <Button variant="outline" autoFocus onClick={onStay}>
          {LEAVE_DIALOG.stay}
        </Button>
        <Button onClick={onLeave}>{LEAVE_DIALOG.leave}</Button>
      </div>
    </Dialog>
  );
}
