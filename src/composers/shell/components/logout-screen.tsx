import { useLayoutEffect, useRef } from 'react';
import { supportsPopoverApi } from '../../../ui/primitives/popover-layer.ts';
import { Spinner } from '../../../ui/primitives/spinner.tsx';
import { LOGGING_OUT_LABEL } from '../shell-texts.ts';

/** The full-screen spinner of logout, on the top layer so nothing of the page can be used meanwhile. */
export function LogoutScreen() {
  const ref = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const screen = ref.current;
    if (screen && supportsPopoverApi(screen)) screen.showPopover();
  }, []);
  return (
    <div
      ref={ref}
      popover="manual"
      data-slot="logout-screen"
      className="fixed inset-0 m-0 flex h-full w-full max-h-[none] max-w-[none] items-center justify-center border-0 bg-fp-background p-0"
    >
      <Spinner label={LOGGING_OUT_LABEL} className="h-8 w-8 text-fp-primary" />
    </div>
  );
}
