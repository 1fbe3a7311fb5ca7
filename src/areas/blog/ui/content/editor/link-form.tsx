import type { Editor } from '@tiptap/react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../../../ui/primitives/button.tsx';
import { Input } from '../../../../../ui/primitives/input.tsx';
import { LINK_FORM } from '../content-texts.ts';
import { isAllowedLink } from './blog-extensions.ts';

/** A bare address (example.com/page) is a web address; a relative one (/contact, #faq) stays as written. */
function withScheme(address: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(address) || /^[/#?]/.test(address)) return address;
  return `https://${address}`;
}

/**
 * Asks for a link's address under the toolbar (the browser's prompt would block the page and cannot be
 * styled or reached inside a shadow root). Refuses what the page would not show: javascript:, data: and
 * every other scheme but web, mail and phone links.
 */
export function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const inLink = editor.isActive('link');
  const [address, setAddress] = useState<string>(() => (inLink ? String(editor.getAttributes('link').href ?? '') : ''));
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (!trimmed) return setProblem(LINK_FORM.required);
    const href = withScheme(trimmed);
    if (!isAllowedLink(href)) return setProblem(LINK_FORM.unsafe);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !inLink)
      chain.insertContent({ type: 'text', text: trimmed, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return (
    <form
      className="flex flex-wrap items-end gap-2 rounded-fp border border-fp-border p-2"
      onSubmit={apply}
      onKeyDown={onKeyDown}
      noValidate
    >
      <div className="min-w-[12rem] flex-1 space-y-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {LINK_FORM.label}
        </label>
        <Input
          id={inputId}
          inputMode="url"
          autoFocus
          placeholder={LINK_FORM.placeholder}
          value={address}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setProblem(null);
          }}
        />
      </div>
      <Button type="submit" size="sm">
        {LINK_FORM.apply}
      </Button>
      {inLink ? (
        <Button variant="outline" size="sm" onClick={remove}>
          {LINK_FORM.remove}
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={close}>
        {LINK_FORM.cancel}
      </Button>
      {problem ? (
        <p id={problemId} role="alert" className="w-full text-sm text-fp-danger">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
