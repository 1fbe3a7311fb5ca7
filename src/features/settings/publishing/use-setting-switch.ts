import { useCallback, useRef, useState } from 'react';
import type { OperationDocument } from '../../../core/api/generated/operations.ts';
import type { ClientBooleanInput } from '../../../core/api/generated/graphql.ts';
import { refusalOf } from '../../../core/api/refusal.ts';
import { showSuccessToast } from '../../../ui/toasts/toast.ts';
import { useSettingsSave } from '../use-settings-save.ts';

export type SwitchDocument = OperationDocument<Record<string, { message: string }>, { input: ClientBooleanInput }>;

/**
 * A yes-or-no setting that saves on its own: the new value shows at once while it is saved; a refusal puts the
 * stored value back and keeps the service's reason to show. A second change waits for the first.
 */
export function useSettingSwitch(clientId: string, document: SwitchDocument, stored: boolean) {
  const send = useSettingsSave(clientId);
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = useRef(false);
  const change = useCallback(
    async (value: boolean) => {
      if (saving.current) return;
      saving.current = true;
      setWanted(value);
      setError(null);
      try {
        void showSuccessToast(await send(document, { input: { clientId, value } }));
      } catch (refused) {
        setError(refusalOf(refused).message);
      } finally {
        saving.current = false;
        setWanted(null);
      }
    },
    [send, document, clientId],
  );
  return { checked: wanted ?? stored, pending: wanted !== null, error, change };
}
