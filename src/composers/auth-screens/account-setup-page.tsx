import { useId } from 'react';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { useStore } from '../../ui/hooks/use-store.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { ACCOUNT_SETUP_TEXT, CHOOSE_ANOTHER_CLIENT_TEXT, LOG_OUT_TEXT } from './auth-screens-texts.ts';
import { FullPage } from '../../ui/layout/full-page.tsx';
import { ClientChoiceList } from './components/client-choice-list.tsx';
import { LoggingOut } from './components/logging-out.tsx';
import { useChooseClient } from '../../ui/hooks/use-choose-client.ts';
import { useLogOut } from './hooks/use-log-out.ts';

/**
 * The set-up screen (spec section 2): the selected client is not ready yet. A person with other clients
 * may choose one of them here (the guard keeps anyone with a selected client off /client-select); anyone
 * may log out.
 */
export default function AccountSetupPage() {
  const session = useSession();
  const clients = useStore(session.runtime.stores.clients, (state) => state.clients);
  const selected = useStore(session.runtime.stores.clients, (state) => state.selectedClient);
  const choose = useChooseClient();
  const { loggingOut, logOut } = useLogOut('account-setup');
  const headingId = useId();
  const choiceId = useId();
  const others = clients.filter((client) => client.clientId !== selected?.clientId);

  return (
    <FullPage brand={session.config.brand} labelledBy={headingId}>
      {selected && <p className="text-sm font-medium text-fp-muted">{selected.name}</p>}
      <h1 id={headingId} className="text-2xl font-semibold">
        {ACCOUNT_SETUP_TEXT}
      </h1>
      {others.length > 0 && (
        <section aria-labelledby={choiceId} className="flex w-full flex-col gap-2">
          <h2 id={choiceId} className="text-base font-medium">
            {CHOOSE_ANOTHER_CLIENT_TEXT}
          </h2>
          <ClientChoiceList clients={others} onChoose={choose} label={CHOOSE_ANOTHER_CLIENT_TEXT} />
        </section>
      )}
      <Button variant="outline" onClick={logOut}>
        {LOG_OUT_TEXT}
      </Button>
      {loggingOut && <LoggingOut />}
    </FullPage>
  );
}
