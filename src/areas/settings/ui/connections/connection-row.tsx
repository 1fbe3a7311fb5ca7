import type { ReactNode } from 'react';
import { formatInstantDate } from '../../../../core/review/review-dates.ts';
import { Heading } from '../../../../ui/form/heading-level.tsx';
import { Badge } from '../../../../ui/primitives/badge.tsx';
import { CONNECTION_TEXT } from './connections-texts.ts';

export interface ConnectionRowProps {
  name: string;
  connected: boolean;
  accountName?: string | null;
  /** When it was connected (an instant), shown as a day. */
  since?: string | null;
  /** Under the status: what is missing and how to get it, or what the connection does. */
  children?: ReactNode;
}

/** One connection: its name, connected or not, the account and since when. */
export function ConnectionRow({ name, connected, accountName, since, children }: ConnectionRowProps) {
  return (
    <li
      data-slot="connection"
      data-platform={name}
      data-state={connected ? 'connected' : 'not-connected'}
      className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
    >
      <div className="min-w-0 space-y-1">
        <Heading className="text-sm font-medium text-fp-text">{name}</Heading>
        {connected && accountName ? <p className="break-words text-sm text-fp-text">{CONNECTION_TEXT.account(accountName)}</p> : null}
        {connected && since ? (
          <p className="text-xs text-fp-muted">
            {CONNECTION_TEXT.since} <time dateTime={since}>{formatInstantDate(since)}</time>
          </p>
        ) : null}
        {children}
      </div>
      <Badge variant={connected ? 'default' : 'outline'} className="self-start">
        {connected ? CONNECTION_TEXT.connected : CONNECTION_TEXT.notConnected}
      </Badge>
    </li>
  );
}
