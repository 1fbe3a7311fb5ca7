import { Link } from '@tanstack/react-router';
import { routeById } from '../../navigation/routes.ts';
import {
  ACROSS_CLIENTS_ERROR,
  ACROSS_CLIENTS_LOADING,
  acrossClientsText,
  ALL_CLIENTS_INTRO,
  ALL_CLIENTS_LINK_TEXT,
} from '../home-texts.ts';
import { useAcrossClients } from '../hooks/use-across-clients.ts';

/** Staff's first thing on Home: the way to every client, with a line of what waits across them. */
export function AllClientsLink() {
  const { waiting, overdue } = useAcrossClients();
  let line = ACROSS_CLIENTS_LOADING;
  if (waiting.isError || overdue.isError) line = ACROSS_CLIENTS_ERROR;
  else if (waiting.isSuccess && overdue.isSuccess) line = acrossClientsText(waiting.data, overdue.data);
  return (
    <section data-slot="all-clients-link" className="rounded-fp border border-fp-border bg-fp-background p-4">
      <h2 className="text-base font-semibold">
        <Link
          to={routeById('client-overview').path}
          className="text-fp-primary underline underline-offset-2 hover:opacity-80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
        >
          {ALL_CLIENTS_LINK_TEXT}
        </Link>
      </h2>
      <p className="text-sm text-fp-muted">{ALL_CLIENTS_INTRO}</p>
      <p aria-live="polite" className="text-sm text-fp-text">
        {line}
      </p>
    </section>
  );
}
