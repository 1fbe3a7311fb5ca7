/**
 * Element-test fixture, built by `vite build --mode elements-test` into dist/test/test-element.js: an element
 * made through defineElement with a styled button (so tests can check host CSS against our own), plus
 * `emit` for the event tests, and an element that offers a toast region (the toast tests call `showErrorToast`). It shares the page's stylesheet and runtime with the real bundle.
 */
import { defineElement } from '../../../src/elements/define-element.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../../src/ui/primitives/popover.tsx';
import { useShadowRoot } from '../../../src/ui/shadow-root-context.ts';
import { showErrorToast } from '../../../src/ui/toasts/toast.ts';
import { ToastRegion } from '../../../src/ui/toasts/toast-region.tsx';

export { emit } from '../../../src/elements/emit.ts';
export { showErrorToast };
export { defineElement };

function TestElement({ label }: { label?: string }) {
  const root = useShadowRoot();
  return (
    <div className="flex gap-2 p-2">
      <button
        type="button"
        className="rounded-fp bg-fp-primary px-3 py-1 text-white"
        data-root={root instanceof ShadowRoot ? 'shadow' : 'none'}
      >
        {label ?? 'Press'}
      </button>
      <p className="text-fp-muted">Text</p>
    </div>
  );
}

defineElement('fp-test-element', TestElement, { label: 'string' });

/** A toast region as every session element offers one, without needing a session. */
function ToastTestElement() {
  return <ToastRegion />;
}

defineElement('fp-toast-test', ToastTestElement, {});

/** A trigger and a panel as the bell and the switcher use them, for the theming tests. */
function PopoverTestElement() {
  return (
    <Popover>
      <PopoverTrigger className="px-2 py-1 text-fp-text">Open</PopoverTrigger>
      <PopoverContent className="w-64 p-3">
        <p className="text-fp-text">Panel text</p>
        <p className="text-fp-muted">Panel note</p>
      </PopoverContent>
    </Popover>
  );
}

defineElement('fp-popover-test', PopoverTestElement, {});
