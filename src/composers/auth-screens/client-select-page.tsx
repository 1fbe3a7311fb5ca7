import { useId } from 'react';
import { routeById } from '../navigation/routes.ts';
import { useAuthStatus, useSession } from '../../ui/hooks/use-session.tsx';
import { useStore } from '../../ui/hooks/use-store.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { SignInButton } from '../../ui/sign-in-button.tsx';
import {
  CLIENTS_FAILED_TEXT,
  LOADING_CLIENTS_TEXT,
  LOADING_USER_TEXT,
  LOG_OUT_TEXT,
  NO_CLIENTS_TEXT,
  RETRY_TEXT,
} from './auth-screens-texts.ts';
import { FullPage } from '../../ui/layout/full-page.tsx';
import { ClientChoiceList } from './components/client-choice-list.tsx';
import { LoggingOut } from './components/logging-out.tsx';
import { LoadingState } from './components/screen-state.tsx';
import { useChooseClient } from '../../ui/hooks/use-choose-client.ts';
import { useClientsLoad } from './hooks/use-clients-load.ts';
import { useLogOut } from './hooks/use-log-out.ts';

/**
 * The client choice (spec section 2): the user's clients, searchable above 10, churned ones marked
 * 'Inactive'; choosing one selects it, clears the period and goes home. Until the user is known it says
 * 'Loading user...'; a person with no client at all can log out from here.
 */
export default function ClientSelectPage() {
  const session = useSession();
  const status = useAuthStatus();
  const user = useStore(session.runtime.stores.user, (state) => state.user);
  const clients = useStore(session.runtime.stores.clients, (state) => state.clients);
  const selected = useStore(session.runtime.stores.clients, (state) => state.selectedClient);
  const load = useClientsLoad();
  const choose = useChooseClient();
  const { loggingOut, logOut } = useLogOut('client-select');
  const headingId = useId();

  let body;
  if (status === 'signed-out') body = <SignInButton />;
  else if (!user) body = <LoadingState text={LOADING_USER_TEXT} />;
  else if (clients.length > 0) body = <ClientChoiceList clients={clients} selectedId={selected?.clientId} onChoose={choose} />;
  else if (load.status === 'loading') body = <LoadingState text={LOADING_CLIENTS_TEXT} />;
  else if (load.status === 'error') {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3">
        <p className="text-sm text-fp-danger">{CLIENTS_FAILED_TEXT}</p>
        <Button variant="outline" onClick={load.retry}>
          {RETRY_TEXT}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-fp-muted">{NO_CLIENTS_TEXT}</p>
        <Button variant="outline" onClick={logOut}>
          {LOG_OUT_TEXT}
        </Button>
      </div>
    );
  }

  return (
    <FullPage brand={session.config.brand} labelledBy={headingId}>
      <h1 id={headingId} className="text-2xl font-semibold">
        {routeById('client-select').title}
      </h1>
      {body}
      {loggingOut && <LoggingOut />}
    </FullPage>
  );
}
