// @vitest-environment happy-dom
// The sidebar's pure rules (spec sections 2 and 9): the sidebar_state cookie written and read, Ctrl/Cmd+B
// and its exception in rich-text editors, and the hook's error outside its provider.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_COOKIE_NAME } from '../../src/ui/primitives/sidebar/sidebar-constants.ts';
import { SIDEBAR_PROVIDER_MISSING, useSidebar } from '../../src/ui/primitives/sidebar/sidebar-context.tsx';
import { readSidebarCookie, sidebarCookie } from '../../src/ui/primitives/sidebar/sidebar-cookie.ts';
import { isSidebarShortcut } from '../../src/ui/primitives/sidebar/sidebar-shortcut.ts';
import { cleanup, render } from './support/render.tsx';

afterEach(cleanup);

describe('the sidebar_state cookie', () => {
  it('is named sidebar_state and lasts seven days, site-wide', () => {
    expect(SIDEBAR_COOKIE_NAME).toBe('sidebar_state');
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604_800);
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });

  it('reads true, false, or nothing among other cookies', () => {
    expect(readSidebarCookie('theme=dark; sidebar_state=true; lang=en')).toBe(true);
    expect(readSidebarCookie('sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('theme=dark')).toBe(undefined);
    expect(readSidebarCookie('sidebar_state=maybe')).toBe(undefined);
    expect(readSidebarCookie('my_sidebar_state=false')).toBe(undefined);
  });
});

describe('the Ctrl/Cmd+B shortcut', () => {
  const keyOn = (target: EventTarget, init: KeyboardEventInit) => {
    let seen: KeyboardEvent | undefined;
    const listener = (event: Event) => (seen = event as KeyboardEvent);
    document.addEventListener('keydown', listener);
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true, ...init }));
    document.removeEventListener('keydown', listener);
    return seen!;
  };

  it('is b with Ctrl or Cmd, in either case, and nothing else', () => {
    expect(isSidebarShortcut(keyOn(document.body, { key: 'b', ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(keyOn(document.body, { key: 'b', metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(keyOn(document.body, { key: 'B', ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(keyOn(document.body, { key: 'b' }))).toBe(false);
    expect(isSidebarShortcut(keyOn(document.body, { key: 'n', ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(keyOn(document.body, { key: 'b', ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it('is left to a rich-text editor: contenteditable, or inside [data-rich-text-editor], also in a shadow root', () => {
    const editable = document.body.appendChild(document.createElement('div'));
    editable.setAttribute('contenteditable', 'true');
    const wrapper = document.body.appendChild(document.createElement('div'));
    wrapper.setAttribute('data-rich-text-editor', '');
    const textarea = wrapper.appendChild(document.createElement('textarea'));
    const host = document.body.appendChild(document.createElement('div'));
    const inShadow = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    inShadow.setAttribute('contenteditable', 'true');
    const plain = document.body.appendChild(document.createElement('input'));

    expect(isSidebarShortcut(keyOn(editable, { key: 'b', ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(keyOn(textarea, { key: 'b', ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(keyOn(inShadow, { key: 'b', metaKey: true }))).toBe(false);
    expect(isSidebarShortcut(keyOn(plain, { key: 'b', ctrlKey: true }))).toBe(true);
  });
});

describe('useSidebar', () => {
  it('throws outside a SidebarProvider', () => {
    function Orphan() {
      useSidebar();
      return null;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(SIDEBAR_PROVIDER_MISSING);
    expect(SIDEBAR_PROVIDER_MISSING).toBe('useSidebar must be used within a SidebarProvider.');
    quiet.mockRestore();
  });
});
