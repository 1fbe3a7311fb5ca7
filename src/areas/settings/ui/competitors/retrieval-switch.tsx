import { SettingSwitch } from '../../../../ui/form/setting-switch.tsx';
import { useSavedSwitch } from '../../../../ui/form/use-saved-switch.ts';
import { COMPETITOR_TEXT } from './competitor-texts.ts';

export interface RetrievalSwitchProps {
  enabled: boolean;
  canChange: boolean;
  switchTo: (enabled: boolean) => Promise<string>;
}

/** The automatic search for competitors, saved the moment it is switched. */
export function RetrievalSwitch({ enabled, canChange, switchTo }: RetrievalSwitchProps) {
  const { checked, pending, error, change } = useSavedSwitch(enabled, switchTo);
  return (
    <SettingSwitch
      label={COMPETITOR_TEXT.retrievalLabel}
      description={COMPETITOR_TEXT.retrievalDescription}
      checked={checked}
      pending={pending}
      error={error}
      disabled={!canChange}
      onCheckedChange={(next) => void change(next)}
      className="rounded-fp border border-fp-border px-3"
    />
  );
}
