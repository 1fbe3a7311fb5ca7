import { SIDEBAR_KEYBOARD_SHORTCUT } from './sidebar-constants.ts';

/** Marks an editor that is not contenteditable itself (a rich-text editor's wrapper, say). */
export const RICH_TEXT_EDITOR_ATTRIBUTE = 'data-rich-text-editor';

type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'composedPath'>;

function isRichTextEditor(node: EventTarget): boolean {
  if (!(node instanceof HTMLElement)) return false;
  return node.isContentEditable || node.getAttribute('contenteditable') === 'true' || node.hasAttribute(RICH_TEXT_EDITOR_ATTRIBUTE);
}

/**
 * Ctrl+B or Cmd+B toggles the sidebar, unless the key went to a rich-text editor, where it means bold.
 * The path is read with `composedPath()`, because an editor inside a shadow root is hidden from
 * `event.target` at the document.
 */
export function isSidebarShortcut(event: ShortcutEvent): boolean {
  if (event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT) return false;
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return !event.composedPath().some(isRichTextEditor);
}
