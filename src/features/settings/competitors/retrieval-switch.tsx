import { useState } from 'react';
import { refusalOf } from '../../../core/api/refusal.ts';
import { SwitchField } from '../../../ui/form/switch-field.tsx';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts/toast.ts';
import { COMPETITOR_TEXT } from './competitor-texts.ts';

export interface RetrievalSwitchProps {
  enabled: boolean;
  canChange: boolean;
  switchTo: (enabled: boolean) => Promise<string>;
}

/**
 * The automatic search for competitors, saved the moment it is switched: the switch moves at once and holds
 * until the service answers; a refusal puts it back and says why.
 */
export function RetrievalSwitch({ enabled, canChange, switchTo }: RetrievalSwitchProps) {
  const [asked, setAsked] = useState<boolean | null>(null);
  const change = async (next: boolean) => {
    setAsked(next);
    try {
      void showSuccessToast(await switchTo(next));
    } catch (error) {
      void showErrorToast(refusalOf(error).message);
    } finally {
      setAsked(null);
    }
  };
  return (
    <SwitchField
      label={COMPETITOR_TEXT.retrievalLabel}
      description={COMPETITOR_TEXT.retrievalDescription}
      checked={asked ?? enabled}
      busy={asked !== null}
      disabled={!canChange}
      onCheckedChange={(next) => void change(next)}
    />
  );
}
