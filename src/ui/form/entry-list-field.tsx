import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { addEntries, entriesOf } from '../../core/forms/list-entries.ts';
import { Button } from '../primitives/button.tsx';
import { Input } from '../primitives/input.tsx';
import { FieldFrame } from './field-frame.tsx';
import { EntryChips } from './entry-chips.tsx';
import { ENTRY_LIST_TEXT, type EntryListTexts } from './entry-list-texts.ts';

export interface EntryListFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  entries: readonly string[];
  onChange: (entries: string[]) => void;
  /** The list's problem from the form's rules or the service, shown under the field. */
  error?: string | undefined;
  /** Why an entry cannot join the list (null when it can): checked as it is added, so a bad one never gets in. */
  check?: (entry: string) => string | null;
  /** An entry as the list keeps it (an e-mail address in lower case); also what makes two entries the same. */
  normalize?: (entry: string) => string;
  /** Read-only: the list as it stands, without the editor. */
  disabled?: boolean;
  texts?: Partial<EntryListTexts>;
  inputProps?: { type?: string; inputMode?: 'email' | 'text' | 'url'; autoComplete?: string };
}

/**
 * A list of short entries (e-mail addresses, keywords) edited as chips: type one and press Enter or Add, paste
 * several at once (one per line or separated by commas), remove one with its button. Or edit the whole list as
 * text, one per line. Repeats are left out and said so; an entry the check refuses stays in the box with why.
 */
export function EntryListField({
  label,
  hint,
  entries,
  onChange,
  error,
  check,
  normalize = (entry) => entry,
  disabled = false,
  texts,
  inputProps,
}: EntryListFieldProps) {
  const text = { ...ENTRY_LIST_TEXT, ...texts };
  const [asLines, setAsLines] = useState(false);
  const [draft, setDraft] = useState('');
  const [lines, setLines] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();

  // The list changed from outside while edited as text (Discard put back what is stored): the text follows it.
  // Only a change of the list itself resyncs: typing changes both, and the text must keep its blank last line.
  useEffect(() => {
    if (asLines && entries.join('\n') !== entriesOf(lines).map(normalize).join('\n')) setLines(entries.join('\n'));
  }, [entries]);

  const add = (typed: string) => {
    const given = entriesOf(typed).map(normalize);
    const refused = check ? given.filter((entry) => check(entry) !== null) : [];
    const { entries: next, repeats } = addEntries(
      entries,
      given.filter((entry) => !refused.includes(entry)),
    );
    if (next.length !== entries.length) onChange(next);
    setDraft(refused.join(', '));
    setProblem(refused.length ? `${refused.join(', ')}: ${check!(refused[0]!)}` : null);
    setNote(repeats.length ? text.repeats(repeats) : next.length > entries.length ? text.added(next.slice(entries.length)) : null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault();
    add(draft);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (entriesOf(pasted).length < 2) return;
    event.preventDefault();
    add(`${draft}\n${pasted}`);
  };
  const remove = (index: number) => {
    const removed = entries[index]!;
    onChange(entries.filter((_, at) => at !== index));
    setNote(text.removed(removed));
    if (entries.length === 1) inputRef.current?.focus();
  };
  const switchMode = () => {
    if (asLines) {
      const { entries: tidy, repeats } = addEntries([], entriesOf(lines).map(normalize));
      onChange(tidy);
      setNote(repeats.length ? text.repeats(repeats) : null);
    } else {
      // What is still in the box (an address refused, or not yet added) goes along onto the lines.
      const pending = entriesOf(draft).map(normalize);
      setLines([...entries, ...pending].join('\n'));
      if (pending.length) onChange([...entries, ...pending]);
      setDraft('');
      setNote(null);
    }
    setProblem(null);
    setAsLines(!asLines);
  };
  // Each change of the text is the list at once (the form sees it); repeats are tidied when the box is left.
  const onLinesChange = (value: string) => {
    setLines(value);
    onChange(entriesOf(value).map(normalize));
  };
  const tidyLines = () => {
    const { entries: tidy, repeats } = addEntries([], entriesOf(lines).map(normalize));
    if (!repeats.length) return;
    setLines(tidy.join('\n'));
    onChange(tidy);
    setNote(text.repeats(repeats));
  };

  // Read-only: the list as it stands, nothing to type into.
  if (disabled) {
    return (
      <div data-slot="entry-list-field" className="space-y-2">
        <span className="block text-sm font-medium text-fp-text">{label}</span>
        <EntryChips
          entries={entries}
          label={text.listLabel(entries.length)}
          emptyText={text.empty}
          removeLabel={text.remove}
          disabled
          onRemove={() => undefined}
        />
      </div>
    );
  }
  return (
    <div data-slot="entry-list-field" className="space-y-2">
      {asLines ? (
        <FieldFrame label={label} hint={text.linesHint} error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={Math.min(10, Math.max(4, entries.length + 1))}
              value={lines}
              onChange={(event) => onLinesChange(event.target.value)}
              onBlur={tidyLines}
              className="w-full rounded-fp border border-fp-border bg-fp-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary disabled:opacity-50"
            />
          )}
        </FieldFrame>
      ) : (
        <FieldFrame label={label} hint={hint} error={problem ?? error}>
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                {...inputProps}
                ref={inputRef}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                onPaste={onPaste}
              />
              <Button variant="outline" disabled={!draft.trim()} onClick={() => add(draft)}>
                {text.add}
              </Button>
            </div>
          )}
        </FieldFrame>
      )}
      {asLines ? null : (
        <EntryChips
          entries={entries}
          label={text.listLabel(entries.length)}
          emptyText={text.empty}
          removeLabel={text.remove}
          onRemove={remove}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={statusId} role="status" className="text-xs text-fp-muted">
          {note}
        </p>
        <Button variant="ghost" size="sm" onClick={switchMode}>
          {asLines ? text.asChips : text.asLines}
        </Button>
      </div>
    </div>
  );
}
