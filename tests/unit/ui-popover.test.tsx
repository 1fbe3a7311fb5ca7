// @vitest-environment happy-dom
// happy-dom has no Popover API, so most of these run the fallback (content in the flow, data-state="open");
// the top layer itself and floating-ui's placement are covered by the Chromium element tests.
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popover, PopoverContent, PopoverTrigger, usePopover } from '../../src/ui/primitives/popover.tsx';
import { byRole, cleanup, click, flush, focused, press, render } from './support/render.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
});

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <Popover onOpenChange={onOpenChange}>
        <PopoverTrigger>Open menu</PopoverTrigger>
        <PopoverContent aria-label="Menu">
          <button type="button">Inside</button>
        </PopoverContent>
      </Popover>
      <input aria-label="Elsewhere" />
    </>
  );
}

const content = (root: ShadowRoot) => root.querySelector<HTMLElement>('[data-slot="popover-content"]');
const trigger = (root: ShadowRoot) => byRole(root, 'button', 'Open menu');

describe('Popover', () => {
  it('opens from its trigger inside the shadow root, as a manual popover, with focus inside', () => {
    const { root } = render(<Example />);
    expect(content(root)).toBeNull();
    expect(trigger(root).getAttribute('aria-expanded')).toBe('false');
    click(trigger(root));
    const opened = content(root)!;
    expect(opened.getAttribute('popover')).toBe('manual');
    expect(opened.dataset.state).toBe('open');
    expect(opened.getRootNode()).toBe(root);
    expect(document.body.querySelector('[data-slot="popover-content"]')).toBeNull();
    expect(trigger(root).getAttribute('aria-expanded')).toBe('true');
    expect(trigger(root).getAttribute('aria-controls')).toBe(opened.id);
    expect(focused()).toBe(opened);
  });

  it('a second click on the trigger closes it without reopening', () => {
    const onOpenChange = vi.fn();
    const { root } = render(<Example onOpenChange={onOpenChange} />);
    click(trigger(root));
    click(trigger(root));
    expect(content(root)).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(focused()).toBe(trigger(root));
  });

  it('a click inside stays open', () => {
    const { root } = render(<Example />);
    click(trigger(root));
    click(byRole(root, 'button', 'Inside'));
    expect(content(root)).not.toBeNull();
  });

  it('a click anywhere outside closes it (the document sees only the host as target) and focus returns to the trigger', () => {
    const { root } = render(<Example />);
    click(trigger(root));
    click(document.body);
    expect(content(root)).toBeNull();
    expect(focused()).toBe(trigger(root));
  });

  it('a click on the host page outside our shadow root closes it too', () => {
    const { root } = render(<Example />);
    const hostButton = document.createElement('button');
    document.body.append(hostButton);
    click(trigger(root));
    click(hostButton);
    expect(content(root)).toBeNull();
    hostButton.remove();
  });

  it('Escape closes it and returns focus to the trigger', () => {
    const { root } = render(<Example />);
    click(trigger(root));
    press(byRole(root, 'button', 'Inside'), 'Escape');
    expect(content(root)).toBeNull();
    expect(trigger(root).getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(trigger(root));
  });

  it('an Escape pressed on the host page closes it but is left for the host to handle', () => {
    const { root } = render(<Example />);
    const hostInput = document.createElement('input');
    document.body.append(hostInput);
    click(trigger(root));
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true });
    act(() => void hostInput.dispatchEvent(escape));
    expect(content(root)).toBeNull();
    expect(escape.defaultPrevented).toBe(false);
    hostInput.remove();
  });

  it('does not pull focus back from elsewhere on the page when closed from outside', () => {
    const { root } = render(<Example />);
    click(trigger(root));
    const elsewhere = byRole(root, 'textbox', 'Elsewhere') as HTMLInputElement;
    elsewhere.focus();
    click(elsewhere);
    expect(content(root)).toBeNull();
    expect(focused()).toBe(elsewhere);
  });

  it('works controlled', () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger>Open menu</PopoverTrigger>
          <PopoverContent>{open ? 'shown' : ''}</PopoverContent>
        </Popover>
      );
    }
    const { root } = render(<Controlled />);
    expect(content(root)?.textContent).toBe('shown');
    press(document.body, 'Escape');
    expect(content(root)).toBeNull();
  });

  it('uses the Popover API where the browser has it, and positions the content', async () => {
    const showPopover = vi.fn();
    (HTMLElement.prototype as Partial<HTMLElement>).showPopover = showPopover;
    const { root } = render(<Example />);
    click(trigger(root));
    expect(showPopover).toHaveBeenCalledOnce();
    const opened = content(root)!;
    expect(opened.style.position).toBe('fixed');
    await vi.waitFor(() => expect(opened.style.opacity).toBe('1'));
    await flush();
  });

  it('says how to use its parts outside a Popover', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      usePopover();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('usePopover must be used within a <Popover>');
  });
});
