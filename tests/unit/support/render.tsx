// A tiny render helper for React components in happy-dom: renders into an open shadow root (as the elements
// do), wraps every interaction in React's `act`, and finds nodes by role, name and text.
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShadowRootContext } from '../../../src/ui/shadow-root-context.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  host: HTMLElement;
  root: ShadowRoot;
  unmount: () => void;
}

const mounted: Rendered[] = [];

export function render(ui: ReactNode): Rendered {
  const host = document.createElement('fp-test-host');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const reactRoot = createRoot(container);
  act(() => reactRoot.render(<ShadowRootContext.Provider value={root}>{ui}</ShadowRootContext.Provider>));
  const rendered = {
    host,
    root,
    unmount: () => {
      act(() => reactRoot.unmount());
      host.remove();
    },
  };
  mounted.push(rendered);
  return rendered;
}

/** Unmounts everything rendered so far (call in afterEach). */
export function cleanup(): void {
  for (const rendered of mounted.splice(0)) rendered.unmount();
}

/** Lets pending promises (queries, dynamic imports) settle inside act. */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const IMPLICIT_ROLES: Record<string, string> = { BUTTON: 'button', H2: 'heading', UL: 'list', LI: 'listitem', INPUT: 'textbox' };

export const roleOf = (element: Element) => element.getAttribute('role') ?? IMPLICIT_ROLES[element.tagName] ?? null;
export const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';

export function allByRole(root: ParentNode, role: string, name?: string | RegExp): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
    if (roleOf(element) !== role) return false;
    if (name === undefined) return true;
    const accessible = nameOf(element);
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
}

export function byRole(root: ParentNode, role: string, name?: string | RegExp): HTMLElement {
  const found = allByRole(root, role, name);
  if (found.length !== 1) throw new Error(`Expected one ${role}${name ? ` named ${String(name)}` : ''}, found ${found.length}.`);
  return found[0]!;
}

/** Whether some element's own text (trimmed) is exactly `text`. */
export function hasText(root: ParentNode, text: string): boolean {
  return [...root.querySelectorAll('*')].some((element) => element.children.length === 0 && element.textContent?.trim() === text);
}

export function click(element: Element): void {
  act(() => {
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    (element as HTMLElement).click();
  });
}

export function press(element: Element, key: string): void {
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  });
}

/** Types into a React-controlled input (React watches the native value setter). */
export function type(input: HTMLInputElement, value: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The focused element, looking into shadow roots. */
export function focused(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
