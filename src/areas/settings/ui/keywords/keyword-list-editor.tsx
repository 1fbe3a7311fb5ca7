import { useCallback, useMemo, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  keywordLinesOf,
  keywordListTextForm,
  type KeywordListTextInput,
  type KeywordListTextValues,
} from '../../../../core/forms/keyword-list-text-form.ts';
import { tidyKeywords, tidyNote } from '../../../../core/forms/keyword-lines.ts';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { TextAreaField, TextField } from '../../../../ui/form/form-fields.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { KeywordCount } from './keyword-count.tsx';
import { KEYWORD_TEXT } from './keyword-texts.ts';

const KEYWORD_ROWS = 8;

export interface KeywordListEditorProps {
  /** The list being changed, or null for a new one. */
  list: { name: string; keywords: readonly string[] } | null;
  /** The names of the firm's other lists: a list may not take one of them. */
  otherNames: readonly string[];
  save: (values: KeywordListTextValues) => Promise<string>;
  /** After the service saved the list, with its name and what tidying removed in a sentence (null when nothing was). */
  onSaved: (name: string, removed: string | null) => void;
  onCancel: () => void;
}

/**
 * A keyword list's name and its keywords, one a line, in a text area: it takes a pasted column from a
 * spreadsheet, a screen reader reads it as text, and a phone's keyboard types it like any note. A live count
 * beside it says how many keywords will be kept and what will be removed.
 */
export function KeywordListEditor({ list, otherNames, save, onSaved, onCancel }: KeywordListEditorProps) {
  const names = otherNames.join('\n');
  const schema = useMemo(() => keywordListTextForm(names ? names.split('\n') : []), [names]);
  const values = useMemo<KeywordListTextInput>(() => ({ name: list?.name ?? '', keywords: list?.keywords.join('\n') ?? '' }), [list]);
  // The note is about the text as typed, which the schema has already tidied by the time `save` is called.
  const formRef = useRef<UseFormReturn<KeywordListTextInput, unknown, KeywordListTextValues> | null>(null);
  const saveAndNote = useCallback(
    async (checked: KeywordListTextValues) => {
      const typed = formRef.current?.getValues('keywords') ?? '';
      const message = await save(checked);
      onSaved(checked.name, tidyNote(tidyKeywords(keywordLinesOf(typed))));
      return message;
    },
    [save, onSaved],
  );
  const { form, submit, problem } = useServiceForm({ schema, values, save: saveAndNote, onDirtyChange: useDirtyReporter() });
  formRef.current = form;
  return (
    <form noValidate onSubmit={submit} aria-label={list ? KEYWORD_TEXT.editTitle(list.name) : KEYWORD_TEXT.newTitle} className="space-y-4">
      <TextField form={form} name="name" label={KEYWORD_TEXT.name} hint={KEYWORD_TEXT.nameHint} autoComplete="off" autoFocus />
      <div className="space-y-1">
        <TextAreaField
          form={form}
          name="keywords"
          label={KEYWORD_TEXT.keywords}
          hint={KEYWORD_TEXT.keywordsHint}
          rows={KEYWORD_ROWS}
          autoCapitalize="none"
          spellCheck
        />
        <KeywordCount text={form.watch('keywords')} />
      </div>
      <FormActions form={form} problem={problem} saveLabel={list ? KEYWORD_TEXT.editSave : KEYWORD_TEXT.addSave} onCancel={onCancel} />
    </form>
  );
}
