import type { OverviewRow } from '../../api/overview-query.ts';
import { CONNECTION_PLATFORM_NAMES } from '../../../../core/clients/connection-platforms.ts';
import { CsvButton } from '../../../../ui/export/csv-button.tsx';
import {
  ACTIVE_STATE,
  COLUMN_LABELS,
  CSV_PERIOD_DONE_HEADER,
  CSV_PERIOD_TOTAL_HEADER,
  CSV_STATE_HEADER,
  CSV_WAITING_SINCE_HEADER,
  EXPORT_LABEL,
  EXPORT_WHAT,
  IN_SETUP_BADGE,
  INACTIVE_BADGE,
} from '../../client-overview-texts.ts';

const HEADER = [
  COLUMN_LABELS.name,
  CSV_STATE_HEADER,
  COLUMN_LABELS.waiting,
  CSV_WAITING_SINCE_HEADER,
  COLUMN_LABELS.overdue,
  COLUMN_LABELS.missing,
  CSV_PERIOD_DONE_HEADER,
  CSV_PERIOD_TOTAL_HEADER,
  COLUMN_LABELS.activity,
];

const stateOf = (row: OverviewRow) =>
  [row.isReady ? null : IN_SETUP_BADGE, row.isChurned ? INACTIVE_BADGE : null].filter(Boolean).join(', ') || ACTIVE_STATE;

/** The rows loaded so far as a CSV file (what the table holds, in its order). */
export function OverviewExport({ rows, today }: { rows: readonly OverviewRow[]; today: string }) {
  return (
    <CsvButton
      label={EXPORT_LABEL}
      what={EXPORT_WHAT}
      fileNameParts={[today]}
      header={HEADER}
      rows={() =>
        rows.map((row) => [
          row.name,
          stateOf(row),
          row.waitingForReview,
          row.waitingSince,
          row.overdue,
          row.missingConnections.map((platform) => CONNECTION_PLATFORM_NAMES[platform]).join(', '),
          row.periodDone,
          row.periodTotal,
          row.lastActivity,
        ])
      }
    />
  );
}
