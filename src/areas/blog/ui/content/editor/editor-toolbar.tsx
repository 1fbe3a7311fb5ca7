import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../../ui/primitives/button.tsx';
import { TOOLBAR_BUTTONS, TOOLBAR_LABEL } from '../content-texts.ts';
import { LinkForm } from './link-form.tsx';

type ToolName = keyof typeof TOOLBAR_BUTTONS;
type Toggle = Exclude<ToolName, 'link'>;

/** What each formatting button toggles, and whether the text at the cursor has it now. */
const TOGGLES: Record<Toggle, { run: (editor: Editor) => void; active: (editor: Editor) => boolean }> = {
  bold: { run: (editor) => editor.chain().focus().toggleBold().run(), active: (editor) => editor.isActive('bold') },
  italic: { run: (editor) => editor.chain().focus().toggleItalic().run(), active: (editor) => editor.isActive('italic') },
  heading2: {
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (editor) => editor.isActive('heading', { level: 2 }),
  },
  heading3: {
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (editor) => editor.isActive('heading', { level: 3 }),
  },
  bulletList: { run: (editor) => editor.chain().focus().toggleBulletList().run(), active: (editor) => editor.isActive('bulletList') },
  orderedList: { run: (editor) => editor.chain().focus().toggleOrderedList().run(), active: (editor) => editor.isActive('orderedList') },
};
const TOOLS = Object.keys(TOOLBAR_BUTTONS) as ToolName[];

/**
 * The formatting buttons, as a WAI-ARIA toolbar: one Tab stop, arrow keys (and Home, End) move between the
 * buttons, Enter or Space presses one. Toggles say whether they are on (aria-pressed) for the text at the
 * cursor. Link opens a small form under the toolbar instead of the browser's prompt.
 */
export function EditorToolbar({ editor, editorId }: { editor: Editor; editorId: string }) {
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      ...(Object.fromEntries(
        TOOLS.filter((tool) => tool !== 'link').map((tool) => [tool, TOGGLES[tool as Toggle].active(current)]),
      ) as Record<Toggle, boolean>),
      link: current.isActive('link'),
    }),
  });
  const [focused, setFocused] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const moveFocus = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const next = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + TOOLS.length) % TOOLS.length;
    setFocused(index);
    buttons.current[index]?.focus();
  };

  return (
    <div className="space-y-2">
      <div role="toolbar" aria-label={TOOLBAR_LABEL} aria-controls={editorId} className="flex flex-wrap gap-1" onKeyDown={moveFocus}>
        {TOOLS.map((tool, index) => (
          <Button
            key={tool}
            ref={(button) => void (buttons.current[index] = button)}
            variant={pressed[tool] ? 'default' : 'outline'}
            size="sm"
            tabIndex={index === focused ? 0 : -1}
            aria-pressed={pressed[tool]}
            aria-expanded={tool === 'link' ? linkOpen : undefined}
            onFocus={() => setFocused(index)}
            onClick={() => (tool === 'link' ? setLinkOpen((open) => !open) : TOGGLES[tool].run(editor))}
          >
            {TOOLBAR_BUTTONS[tool]}
          </Button>
        ))}
      </div>
      {linkOpen ? <LinkForm editor={editor} onClose={() => setLinkOpen(false)} /> : null}
    </div>
  );
}
