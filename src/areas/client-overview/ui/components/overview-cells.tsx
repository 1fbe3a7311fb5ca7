import { daysBetween, relativeTimeText } from '../../model/overview-display.ts';
import type { OverviewRow } from '../../api/overview-query.ts';
import type { OverviewColumn } from '../../model/overview-state.ts';
import { formatCalendarDate } from '../../../../core/review/review-dates.ts';
import { CONNECTION_PLATFORM_NAMES } from '../../../../core/clients/connection-platforms.ts';
import { Badge } from '../../../../ui/primitives/badge.tsx';
import { ProgressBar } from '../../../../ui/primitives/progress-bar.tsx';
import {
  IN_SETUP_BADGE,
  INACTIVE_BADGE,
  NO_ACTIVITY_TEXT,
  NO_DELIVERABLES_TEXT,
  NONE_TEXT,
  NOTHING_WAITS_TEXT,
  openClientLabel,
  periodProgressLabel,
  periodProgressText,
  waitedDaysText,
} from '../../client-overview-texts.ts';

export interface CellContext {
  /** Today, YYYY-MM-DD: how long something has waited. */
  today: string;
  /** Now, in milliseconds: how long ago the last activity was. */
  now: number;
  onOpen: (row: OverviewRow) => void;
}

const MUTED = 'text-fp-muted';
const LOCAL_DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function ClientCell({ row, onOpen }: { row: OverviewRow; onOpen: CellContext['onOpen'] }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <button
        type="button"
        data-slot="open-client"
        title={openClientLabel(row.name)}
        onClick={() => onOpen(row)}
        className="min-w-0 truncate rounded-sm text-left font-medium text-fp-text underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
      >
        {row.name}
      </button>
      {row.isReady ? null : <Badge variant="outline">{IN_SETUP_BADGE}</Badge>}
      {row.isChurned ? <Badge variant="secondary">{INACTIVE_BADGE}</Badge> : null}
    </span>
  );
}

function ProgressCell({ row }: { row: OverviewRow }) {
  if (row.periodTotal === 0) return <span className={MUTED}>{NO_DELIVERABLES_TEXT}</span>;
  const text = periodProgressText(row.periodDone, row.periodTotal);
  return (
    <span className="flex items-center gap-2">
      <ProgressBar
        label={periodProgressLabel(row.name)}
        done={row.periodDone}
        total={row.periodTotal}
        valueText={text}
        className="w-16 shrink-0"
      />
      <span className="tabular-nums">{text}</span>
    </span>
  );
}

/** What a row shows in a column. */
export function overviewCell(row: OverviewRow, column: OverviewColumn, { today, now, onOpen }: CellContext) {
  switch (column) {
    case 'name':
      return <ClientCell row={row} onOpen={onOpen} />;
    case 'waiting':
      return <span className={row.waitingForReview === 0 ? MUTED : 'font-medium'}>{row.waitingForReview}</span>;
    case 'waitingSince':
      return row.waitingSince ? (
        <time dateTime={row.waitingSince} title={formatCalendarDate(row.waitingSince)}>
          {waitedDaysText(daysBetween(row.waitingSince, today))}
        </time>
      ) : (
        <span className={MUTED}>{NOTHING_WAITS_TEXT}</span>
      );
    case 'overdue':
      return <span className={row.overdue === 0 ? MUTED : 'font-medium text-fp-danger'}>{row.overdue}</span>;
    case 'missing':
      return row.missingConnections.length === 0 ? (
        <span className={MUTED}>{NONE_TEXT}</span>
      ) : (
        <span title={row.missingConnections.map((platform) => CONNECTION_PLATFORM_NAMES[platform]).join(', ')}>
          {row.missingConnections.map((platform) => CONNECTION_PLATFORM_NAMES[platform]).join(', ')}
        </span>
      );
    case 'progress':
      return <ProgressCell row={row} />;
    case 'activity':
      return row.lastActivity ? (
        <time dateTime={row.lastActivity} title={LOCAL_DATE_TIME.format(Date.parse(row.lastActivity))}>
          {relativeTimeText(row.lastActivity, now)}
        </time>
      ) : (
        <span className={MUTED}>{NO_ACTIVITY_TEXT}</span>
      );
  }
}
