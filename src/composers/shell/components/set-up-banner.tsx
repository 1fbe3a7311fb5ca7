import { useSession } from '../../../ui/hooks/use-session.tsx';
import { useStaff } from '../../../ui/hooks/use-staff.ts';
import { useStore } from '../../../ui/hooks/use-store.ts';
import { Badge } from '../../../ui/primitives/badge.tsx';
import { clientInSetupText, IN_SETUP_BADGE_TEXT } from '../shell-texts.ts';

/**
 * Staff working on a client that is still being set up: the firm's own users are held on the set-up screen, staff
 * are not (the guard lets them through), so the shell says which state the client is in above every page. No live
 * region: the tests and benches take a role="status" for a page still loading.
 */
export function SetUpBanner() {
  const staff = useStaff();
  const selected = useStore(useSession().runtime.stores.clients, (state) => state.selectedClient);
  const shown = staff && selected !== null && !selected.isReady;
  if (!shown) return null;
  return (
    <p
      data-slot="set-up-banner"
      className="flex flex-wrap items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-fp-text md:px-6 print:!hidden"
    >
      <Badge variant="outline">{IN_SETUP_BADGE_TEXT}</Badge>
      <span>{clientInSetupText(selected.name)}</span>
    </p>
  );
}
