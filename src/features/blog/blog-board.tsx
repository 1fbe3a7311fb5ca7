import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { blogBoardQueryOptions, type BlogBoardJob } from '../../core/blog/blog-board-query.ts';
import { filterByStatus, searchByTopic, sortJobs } from '../../core/blog/board-filters.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { useSubscriptionPeriods } from '../../ui/hooks/use-periods.ts';
import { QueryState } from '../../ui/layout/query-state.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { BOARD_ERROR_TEXT, CLEAR_FILTERS, LOADING_BOARD, NO_CLIENT_TEXT, NO_MATCH_TEXT, NO_POSTS_TEXT, shownCount, type BoardView } from './blog-texts.ts';
import { BoardColumns } from './components/board-columns.tsx';
import { BoardList } from './components/board-list.tsx';
import { BoardToolbar, type BoardControls } from './components/board-toolbar.tsx';
import type { PostOpening } from './components/post-link.tsx';
import type { OnActionDone } from './hooks/use-blog-actions.ts';
import { useBlogClient, type BlogClient } from './hooks/use-blog-client.ts';

export interface BlogBoardProps {
  /** The client whose posts are shown (default: the selected client). */
  clientId?: string | null;
  view?: BoardView;
  opening: PostOpening;
  onActionDone?: OnActionDone;
}

const NO_JOBS: BlogBoardJob[] = [];
const INITIAL: Omit<BoardControls, 'view'> = { search: '', status: '', sortKey: 'dueDate', descending: false };

/**
 * The blog board of `/blog-management` and `<fp-blog-board>`: the selected period's posts of one client,
 * grouped by what the firm must do or as a list, with search, status filter and sort applied in the browser
 * to the whole list (every page of it), and each post's actions.
 */
export function BlogBoard({ clientId, view = 'board', ...props }: BlogBoardProps) {
  const client = useBlogClient(clientId);
  if (!client) return <p className="py-4 text-sm text-fp-muted">{NO_CLIENT_TEXT}</p>;
  return <PeriodBoard key={client.clientId} client={client} view={view} {...props} />;
}

function PeriodBoard({ client, ...props }: Omit<BlogBoardProps, 'clientId'> & { client: BlogClient; view: BoardView }) {
  const periods = useSubscriptionPeriods(client.clientId);
  const periodId = periods.selectedPeriod?.id;
  return (
    <QueryState status={periods.status} loadingLabel={LOADING_BOARD} errorText={BOARD_ERROR_TEXT} onRetry={periods.refetch} emptyText={NO_POSTS_TEXT} isEmpty={!periodId}>
      {periodId && <PeriodPosts client={client} periodId={periodId} {...props} />}
    </QueryState>
  );
}

function PeriodPosts({ client, periodId, view, opening, onActionDone }: Omit<BlogBoardProps, 'clientId'> & { client: BlogClient; periodId: string; view: BoardView }) {
  const session = useSession();
  const query = useQuery(blogBoardQueryOptions(session, client.clientId, { periodId }));
  const [controls, setControls] = useState<BoardControls>({ ...INITIAL, view });
  useEffect(() => setControls((current) => ({ ...current, view })), [view]);
  // Typing stays responsive on thousands of posts: the list catches up with the search box, not the reverse.
  const search = useDeferredValue(controls.search);
  const jobs = query.data ?? NO_JOBS;
  const shown = useMemo(
    () => sortJobs(searchByTopic(filterByStatus(jobs, controls.status ? [controls.status] : []), search), controls.sortKey, controls.descending ? 'DESC' : 'ASC'),
    [jobs, controls.status, search, controls.sortKey, controls.descending],
  );
  const filtered = controls.search.trim() !== '' || controls.status !== '';
  const change = (next: Partial<BoardControls>) => setControls((current) => ({ ...current, ...next }));

  return (
    <div className="space-y-4">
      <BoardToolbar controls={controls} onChange={change} summary={query.status === 'success' ? shownCount(shown.length, jobs.length) : ''} />
      <QueryState status={query.status} loadingLabel={LOADING_BOARD} errorText={BOARD_ERROR_TEXT} onRetry={() => void query.refetch()} emptyText={NO_POSTS_TEXT} isEmpty={jobs.length === 0}>
        {shown.length === 0 && filtered ? (
          <div className="flex items-center gap-3 py-4 text-sm text-fp-muted">
            <span>{NO_MATCH_TEXT}</span>
            <Button variant="outline" size="sm" onClick={() => change({ search: '', status: '' })}>
              {CLEAR_FILTERS}
            </Button>
          </div>
        ) : controls.view === 'list' ? (
          <BoardList jobs={shown} client={client} opening={opening} onActionDone={onActionDone} />
        ) : (
          <BoardColumns jobs={shown} client={client} opening={opening} onActionDone={onActionDone} />
        )}
      </QueryState>
    </div>
  );
}
