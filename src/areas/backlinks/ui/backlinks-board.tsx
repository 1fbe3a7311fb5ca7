import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { backlinkBoardItem, type BacklinkBoardItem } from '../model/backlink-board-items.ts';
import { backlinkJobsQueryOptions } from '../api/backlink-jobs-query.ts';
import type { BacklinkJob, BacklinkPeriod } from '../model/backlink-types.ts';
import { ReviewBoard } from '../../../review-kit/board/review-board.tsx';
import type { ItemOpening } from '../../../review-kit/item-link.tsx';
import type { ReviewView } from '../../../review-kit/kit-texts.ts';
import { useReviewClient, type ReviewClient } from '../../../review-kit/review-client.ts';
import { useSubscriptionPeriods } from '../../../ui/hooks/use-periods.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';
import { BACKLINKS_BOARD_SPEC } from './backlinks-board-spec.tsx';
import { BACKLINKS_BOARD_TEXTS } from '../backlinks-texts.ts';
import { JobPanel } from './job-panel.tsx';

export interface BacklinksBoardProps {
  /** The client whose backlinks are shown (default: the selected client). */
  clientId?: string | null;
  view?: ReviewView;
  /** How a job's link points at its panel, and what a plain click does. */
  opening: ItemOpening<BacklinkBoardItem>;
  /** The job whose panel is open (from the URL), or null. */
  openJobId: string | null;
  onClosePanel: () => void;
}

// Stable, so the query keeps its items and the board's memoized rows keep their objects.
const toItems = (jobs: BacklinkJob[]) => jobs.map(backlinkBoardItem);

/** The selected period's backlinks on the review kit's board, and the panel of the job opened from it. */
export function BacklinksBoard({ clientId, view = 'board', opening, openJobId, onClosePanel }: BacklinksBoardProps) {
  const client = useReviewClient(clientId);
  if (!client) return <p className="py-4 text-sm text-fp-muted">{BACKLINKS_BOARD_TEXTS.noClient}</p>;
  return (
    <ClientPeriod key={client.clientId} client={client}>
      {(period) => (
        <PeriodJobs client={client} period={period} view={view} opening={opening} openJobId={openJobId} onClosePanel={onClosePanel} />
      )}
    </ClientPeriod>
  );
}

/** The client's selected subscription period, with its dates (the jobs are listed by their start date). */
function ClientPeriod({ client, children }: { client: ReviewClient; children: (period: BacklinkPeriod) => ReactNode }) {
  const periods = useSubscriptionPeriods(client.clientId);
  const period = periods.selectedPeriod;
  const texts = BACKLINKS_BOARD_TEXTS;
  return (
    <QueryState
      status={periods.status}
      loadingLabel={texts.loading}
      errorText={texts.error}
      onRetry={periods.refetch}
      emptyText={texts.noItems}
      isEmpty={!period}
    >
      {period && children({ startDate: period.startDate.slice(0, 10), endDate: period.endDate.slice(0, 10) })}
    </QueryState>
  );
}

function PeriodJobs({
  client,
  period,
  view,
  opening,
  openJobId,
  onClosePanel,
}: Omit<BacklinksBoardProps, 'clientId' | 'view'> & { client: ReviewClient; period: BacklinkPeriod; view: ReviewView }) {
  const session = useSession();
  const query = useQuery({ ...backlinkJobsQueryOptions(session, client.clientId, period), select: toItems });
  const boardJob = openJobId ? query.data?.find((job) => job.id === openJobId) : undefined;
  return (
    <>
      <ReviewBoard
        items={{ status: query.status, data: query.data, refetch: () => void query.refetch() }}
        view={view}
        spec={BACKLINKS_BOARD_SPEC}
        client={client}
        opening={opening}
      />
      {openJobId ? <JobPanel key={openJobId} client={client} jobId={openJobId} boardJob={boardJob} onClose={onClosePanel} /> : null}
    </>
  );
}
