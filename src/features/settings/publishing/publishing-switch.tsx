import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/form/confirm-dialog.tsx';
import { SettingSwitch } from '../../../ui/form/setting-switch.tsx';
import { PUBLISHING_TEXT } from './publishing-texts.ts';
import { useSettingSwitch, type SwitchDocument } from './use-setting-switch.ts';

export interface PublishingSwitchProps {
  clientId: string;
  document: SwitchDocument;
  stored: boolean;
  texts: { label: string; description: string; confirm?: { title: string; description: string; confirm: string; cancel: string } };
  canChange: boolean;
}

/** One publishing setting. With `texts.confirm`, turning it on asks first (what it means); turning it off does not. */
export function PublishingSwitch({ clientId, document, stored, texts, canChange }: PublishingSwitchProps) {
  const { checked, pending, error, change } = useSettingSwitch(clientId, document, stored);
  const [asking, setAsking] = useState(false);
  const onCheckedChange = (next: boolean) => {
    if (next && texts.confirm) setAsking(true);
    else void change(next);
  };
  return (
    <>
      <SettingSwitch label={texts.label} description={texts.description} checked={checked} onCheckedChange={onCheckedChange} pending={pending} pendingLabel={PUBLISHING_TEXT.saving} error={error} disabled={!canChange} />
      {texts.confirm ? (
        <ConfirmDialog
          open={asking}
          title={texts.confirm.title}
          description={texts.confirm.description}
          confirmLabel={texts.confirm.confirm}
          cancelLabel={texts.confirm.cancel}
          onOpenChange={setAsking}
          // The switch itself shows the save under way and a refusal, so the dialog closes at once.
          onConfirm={async () => void change(true)}
        />
      ) : null}
    </>
  );
}
