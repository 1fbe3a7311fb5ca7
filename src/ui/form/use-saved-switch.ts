import { useState } from 'react';
import { useServiceAction } from './use-service-action.ts';

export interface SavedSwitch {
  /** What the switch shows: the value being saved while it is, else the stored one. */
  checked: boolean;
  pending: boolean;
  /** The service's refusal of the last change, in its words, until the next one. */
  error: string | null;
  change: (value: boolean) => Promise<void>;
}

/**
 * A yes-or-no setting that saves the moment it is switched: the new value shows at once while `save` runs (its
 * message then a toast); a refusal puts the stored value back and keeps the reason for the switch to show. A
 * second change waits for the first.
 */
export function useSavedSwitch(stored: boolean, save: (value: boolean) => Promise<string>): SavedSwitch {
  const [wanted, setWanted] = useState<boolean | null>(null);
  const saving = useServiceAction(async (value: boolean) => {
    setWanted(value);
    try {
      return await save(value);
    } finally {
      setWanted(null);
    }
  });
  return { checked: wanted ?? stored, pending: saving.pending, error: saving.problem, change: saving.run };
}
