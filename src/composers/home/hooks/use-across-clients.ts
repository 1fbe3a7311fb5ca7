import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { localIsoDate } from '../../../core/clients/local-iso-date.ts';
import { overviewCountQueryOptions } from '../../../areas/client-overview/api/overview-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/** For staff: how many clients have items waiting for the firm's review, and how many have overdue deliverables. */
export function useAcrossClients() {
  const session = useSession();
  const [today] = useState(() => localIsoDate(new Date(session.now())));
  const waiting = useQuery(overviewCountQueryOptions(session, today, 'waiting'));
  const overdue = useQuery(overviewCountQueryOptions(session, today, 'overdue'));
  return { waiting, overdue };
}
