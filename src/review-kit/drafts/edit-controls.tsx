import { useState } from 'react';
import { Button } from '../../ui/primitives/button.tsx';
import { Dialog } from '../../ui/primitives/dialog.tsx';
import { DISCARD_DIALOG, DISCARD_DRAFT, DRAFT_NOT_KEPT, draftRestoredText, SAVE, saveFailedText, UNSAVED_CHANGES } from '../kit-texts.ts';

/** What an editor says about its draft: restored from an earlier visit, not kept by the browser, or not saved. */
export function DraftNotices({ restoredAt, kept, failure }: { restoredAt: string | null; kept: boolean; failure: Error | null }) {
  return (
    <>
      {restoredAt ? (
        <p role="status" className="rounded-fp bg-gray-100 px-3 py-2 text-sm">
          {draftRestoredText(restoredAt)}
        </p>
      ) : null}
      {kept ? null : (
        <p role="status" className="text-sm text-fp-danger">
          {DRAFT_NOT_KEPT}
        </p>
      )}
      {failure ? (
        <p role="alert" className="rounded-fp border border-fp-danger px-3 py-2 text-sm text-fp-danger">
          {saveFailedText(failure.message)}
        </p>
      ) : null}
    </>
  );
}

export interface EditControlsProps {
  dirty: boolean;
  saving: boolean;
  /** Saving is not possible now (a conflict waits for the person's choice, or the text is over a limit). */
  blocked?: boolean;
  onSave: () => void;
  /** Drops the draft and ends editing; asked first when there are unsaved edits. */
  onDiscard: () => void;
}

/** Save, and discard the draft (asked first when it holds edits), with the unsaved-changes note. */
export function EditControls({ dirty, saving, blocked = false, onSave, onDiscard }: EditControlsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button onClick={onSave} disabled={!dirty || saving || blocked}>
        {SAVE}
      </Button>
      <Button variant="outline" onClick={() => (dirty ? setConfirming(true) : onDiscard())} disabled={saving}>
        {DISCARD_DRAFT}
      </Button>
      {dirty ? <span className="text-sm text-fp-muted">{UNSAVED_CHANGES}</span> : null}
      <Dialog open={confirming} onOpenChange={setConfirming} title={DISCARD_DIALOG.title} description={DISCARD_DIALOG.description}>
        <div className="flex justify-end gap-2">
          <Button variant="outline" autoFocus onClick={() => setConfirming(false)}>
            {DISCARD_DIALOG.keep}
          </Button>
          <Button onClick={onDiscard}>{DISCARD_DIALOG.discard}</Button>
        </div>
      </Dialog>
    </div>
  );
}
