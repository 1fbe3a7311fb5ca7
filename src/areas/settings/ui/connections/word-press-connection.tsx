import { useCallback, useEffect, useMemo } from 'react';
import type { GenericSchema } from 'valibot';
import { AddWordPressCredentialDocument, UpdateWordPressCredentialDocument } from '../../../../core/api/generated/operations.ts';
import type { ClientSettingsValues } from '../../../../core/clients/client-settings-query.ts';
import {
  wordPressChangeForm,
  type WordPressChangeFormInput,
  type WordPressChangeFormValues,
} from '../../../../core/forms/word-press-change-form.ts';
import { wordPressForm } from '../../../../core/forms/word-press-form.ts';
import { formatInstantDate } from '../../../../core/review/review-dates.ts';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { TextField } from '../../../../ui/form/form-fields.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { useSettingsSave } from '../use-settings-save.ts';
import { WORD_PRESS_TEXT } from './connections-texts.ts';
import { WordPressTestPost } from './word-press-test-post.tsx';

type Credential = ClientSettingsValues['wordPressCredential'];

export interface WordPressConnectionProps {
  clientId: string;
  credential: Credential;
  canChange: boolean;
}

/**
 * The WordPress connection: its site, user name and application password. Without one it is added
 * (AddWordPressCredential, every field needed); with one it is changed (UpdateWordPressCredential), and the
 * stored password, never shown, is kept unless a new one is typed. A stored connection can be tested.
 */
export function WordPressConnection({ clientId, credential, canChange }: WordPressConnectionProps) {
  // A new credential changes the form's rules (the password becomes optional): the form starts afresh.
  return <WordPressForm key={credential ? 'change' : 'add'} clientId={clientId} credential={credential} canChange={canChange} />;
}

function WordPressForm({ clientId, credential, canChange }: WordPressConnectionProps) {
  const send = useSettingsSave(clientId);
  const values = useMemo<WordPressChangeFormInput>(
    () => ({ siteUrl: credential?.siteUrl ?? '', username: credential?.username ?? '', applicationPassword: '' }),
    [credential?.siteUrl, credential?.username],
  );
  const save = useCallback(
    (changed: WordPressChangeFormValues) =>
      credential
        ? send(UpdateWordPressCredentialDocument, {
            input: { clientId, siteUrl: changed.siteUrl, username: changed.username, applicationPassword: changed.applicationPassword },
          })
        : send(AddWordPressCredentialDocument, {
            input: {
              clientId,
              siteUrl: changed.siteUrl,
              username: changed.username,
              applicationPassword: changed.applicationPassword ?? '',
            },
          }),
    [send, clientId, credential],
  );
  const schema: GenericSchema<WordPressChangeFormInput, WordPressChangeFormValues> = credential ? wordPressChangeForm : wordPressForm;
  const { form, submit, problem } = useServiceForm({ schema, values, save, onDirtyChange: useDirtyReporter() });
  // Once stored (the refetch brings a new update time), the password typed leaves the page: it is never shown again.
  const updatedOn = credential?.updatedOn;
  useEffect(() => {
    if (updatedOn) form.resetField('applicationPassword', { defaultValue: '' });
  }, [form, updatedOn]);
  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit} aria-label={WORD_PRESS_TEXT.heading} className="max-w-xl space-y-4">
        <fieldset disabled={!canChange} className="m-0 min-w-0 space-y-4 border-0 p-0">
          <TextField
            form={form}
            name="siteUrl"
            label={WORD_PRESS_TEXT.siteUrl}
            hint={WORD_PRESS_TEXT.siteUrlHint}
            type="url"
            inputMode="url"
            autoComplete="url"
          />
          <TextField
            form={form}
            name="username"
            label={WORD_PRESS_TEXT.username}
            hint={WORD_PRESS_TEXT.usernameHint}
            autoComplete="off"
            spellCheck={false}
          />
          {canChange ? (
            <TextField
              form={form}
              name="applicationPassword"
              label={WORD_PRESS_TEXT.password}
              hint={credential ? WORD_PRESS_TEXT.keepPasswordHint : WORD_PRESS_TEXT.newPasswordHint}
              type="password"
              autoComplete="new-password"
              spellCheck={false}
            />
          ) : null}
        </fieldset>
        {credential ? (
          <p className="text-xs text-fp-muted">
            {WORD_PRESS_TEXT.lastChanged} <time dateTime={credential.updatedOn}>{formatInstantDate(credential.updatedOn)}</time>
          </p>
        ) : null}
        {canChange ? (
          <FormActions
            form={form}
            problem={problem}
            saveLabel={credential ? WORD_PRESS_TEXT.save : WORD_PRESS_TEXT.connect}
            savingLabel={WORD_PRESS_TEXT.connecting}
          />
        ) : null}
      </form>
      {credential && canChange ? <WordPressTestPost clientId={clientId} unsaved={form.formState.isDirty} /> : null}
    </div>
  );
}
