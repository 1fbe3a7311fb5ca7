import { Spinner } from '../../../ui/primitives/spinner.tsx';
import { LOGGING_OUT_TEXT } from '../auth-screens-texts.ts';

/** The full-screen spinner of logout (spec section 4), over everything until the browser leaves. */
export function LoggingOut() {
  return (
    <div data-slot="logging-out" className="fixed inset-0 z-50 flex items-center justify-center bg-fp-background">
      <Spinner label={LOGGING_OUT_TEXT} className="h-8 w-8 text-fp-primary" />
    </div>
  );
}
