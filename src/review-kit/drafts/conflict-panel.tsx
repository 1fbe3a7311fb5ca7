import { useId, type ReactNode } from 'react';
import { Button } from '../../ui/primitives/button.tsx';
import { conflictText, KEEP_MY_VERSION, savedVersionLabel, USE_SAVED_VERSION, YOUR_VERSION } from '../kit-texts.ts';

function VersionRegion({ label, children }: { label: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section role="region" aria-labelledby={headingId} className="min-w-0 flex-1 space-y-2 rounded-fp border border-fp-border p-3">
      <h3 id={headingId} className="font-semibold">
        {label}
      </h3>
      {children}
    </section>
  );
}

export interface ConflictPanelProps {
  /** The version someone else saved. */
  version: number;
  /** The person's own edits, as the area shows them. */
  mine: ReactNode;
  /** The saved version, as the area shows it (nothing when the page does not have its text). */
  saved: ReactNode;
  saving: boolean;
  onKeepMine: () => void;
  onUseSaved: () => void;
}

/**
 * Someone saved while this person was editing: both versions side by side, and the person decides. Nothing
 * is overwritten until they press "Keep my version".
 */
export function ConflictPanel({ version, mine, saved, saving, onKeepMine, onUseSaved }: ConflictPanelProps) {
  return (
    <div className="space-y-3 rounded-fp border border-fp-danger p-3">
      <p role="alert" className="font-medium text-fp-danger">
        {conflictText(version)}
      </p>
      <div className="flex flex-col gap-3 lg:flex-row">
        <VersionRegion label={YOUR_VERSION}>{mine}</VersionRegion>
        <VersionRegion label={savedVersionLabel(version)}>{saved}</VersionRegion>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onKeepMine} disabled={saving}>
          {KEEP_MY_VERSION}
        </Button>
        <Button variant="outline" onClick={onUseSaved} disabled={saving}>
          {USE_SAVED_VERSION}
        </Button>
      </div>
    </div>
  );
}
