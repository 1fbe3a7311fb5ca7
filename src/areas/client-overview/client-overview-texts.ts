import type { OverviewColumn, OverviewFilter } from './model/overview-state.ts';

/** The overview's texts. 'Inactive' is the spec's word for a churned client (its client switcher badge). */
export const TABLE_LABEL = 'Every client';
export const SEARCH_LABEL = 'Search clients by name';
export const SEARCH_PLACEHOLDER = 'Search by name…';
export const FILTER_GROUP_LABEL = 'Show';
export const FILTER_LABELS: Record<OverviewFilter, string> = {
  all: 'All',
  waiting: 'Waiting',
  overdue: 'Overdue',
  churned: 'Inactive',
  'in-setup': 'In set-up',
};

export const COLUMN_LABELS: Record<OverviewColumn, string> = {
  name: 'Client',
  waiting: 'Waiting',
  waitingSince: 'Waiting since',
  overdue: 'Overdue',
  missing: 'Missing connections',
  progress: 'This period',
  activity: 'Last activity',
};

export const IN_SETUP_BADGE = 'In set-up';
export const INACTIVE_BADGE = 'Inactive';
export const ACTIVE_STATE = 'Active';
export const NONE_TEXT = 'None';
export const NOTHING_WAITS_TEXT = '—';
export const NO_ACTIVITY_TEXT = 'No activity';
export const NO_DELIVERABLES_TEXT = 'No deliverables';
export const ROW_PENDING_TEXT = 'Loading…';

export const waitedDaysText = (days: number) => (days === 0 ? 'since today' : `for ${days} ${days === 1 ? 'day' : 'days'}`);
export const periodProgressText = (done: number, total: number) => `${done} of ${total}`;
export const periodProgressLabel = (client: string) => `${client}: this period’s progress`;
export const openClientLabel = (client: string) => `Open ${client}’s Home`;

export const clientCountText = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'client' : 'clients'}`;
export const noMatchText = (search: string) => `No clients match "${search}"`;
export const NO_MATCH_FILTER_TEXT = 'No clients match this filter';
export const LOADING_LABEL = 'Loading every client';
export const ERROR_TEXT = 'Unable to load the clients at this time.';

export const EXPORT_LABEL = 'Export CSV';
export const EXPORT_WHAT = 'All clients';
export const CSV_STATE_HEADER = 'State';
export const CSV_WAITING_SINCE_HEADER = 'Waiting since (date)';
export const CSV_PERIOD_DONE_HEADER = 'This period: done';
export const CSV_PERIOD_TOTAL_HEADER = 'This period: all';
