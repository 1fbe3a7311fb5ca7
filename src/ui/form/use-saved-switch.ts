import { useRef, useState } from 'react';
import { refusalOf } from '../../core/api/refusal.ts';
import { showSuccessToast } from '../toasts/toast.ts';

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
 * second change waits for the first (held by a ref: a quick second press comes before React re-renders).
 */
export function useSavedSwitch(stored: boolean, save: (value: boolean) => Promise<string>): SavedSwitch {
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = useRef(false);
  const change = async (value: boolean) => {
    if (saving.current) return;
    saving.current = true;
    setWanted(value);
    setError(null);
    try {
      void showSuccessToast(await save(value));
    } catch (refused) {
      setError(refusalOf(refused).message);
    } finally {
      saving.current = false;
      setWanted(null);
    }
  };
  return { checked: wanted ?? stored, pending: wanted !== null, error, change };
}
