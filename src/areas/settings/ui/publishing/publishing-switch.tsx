import { useState } from 'react';
import type { OperationDocument } from '../../../../core/api/generated/operations.ts';
import type { ClientBooleanInput } from '../../../../core/api/generated/graphql.ts';
import { ConfirmDialog } from '../../../../ui/form/confirm-dialog.tsx';
import { SettingSwitch } from '../../../../ui/form/setting-switch.tsx';
import { useSavedSwitch } from '../../../../ui/form/use-saved-switch.ts';
import { useSettingsSave } from '../use-settings-save.ts';
import { PUBLISHING_TEXT } from './publishing-texts.ts';

export type SwitchDocument = OperationDocument<Record<string, { message: string }>, { input: ClientBooleanInput }>;

export interface PublishingSwitchProps {
  clientId: string;
  document: SwitchDocument;
  stored: boolean;
  texts: { label: string; description: string; confirm?: { title: string; description: string; confirm: string; cancel: string } };
  canChange: boolean;
}

/** One publishing setting. With `texts.confirm`, turning it on asks first (what it means); turning it off does not. */
export function PublishingSwitch({ clientId, document, stored, texts, canChange }: PublishingSwitchProps) {
  const send = useSettingsSave(clientId);
  const { checked, pending, error, change } = useSavedSwitch(stored, (value) => send(document, { input: { clientId, value } }));
  const [asking, setAsking] = useState(false);
  const onCheckedChange = (next: boolean) => {
    if (next && texts.confirm) setAsking(true);
    else void change(next);
  };
  return (
    <>
      <SettingSwitch
        label={texts.label}
        description={texts.description}
        checked={checked}
        onCheckedChange={onCheckedChange}
        pending={pending}
        pendingLabel={PUBLISHING_TEXT.saving}
        error={error}
        disabled={!canChange}
      />
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
