// What every review area's shared parts say. Tests find controls by these names, so they live in one place.
import { STATUS_HISTORY_TEXTS } from '../ui/layout/status-history-list.tsx';

export const NO_DATE = '—';
export const RETRY = 'Try again';
export const EMPTY_GROUP_TEXT = 'Nothing here.';
export const CLEAR_FILTERS = 'Clear filters';
export const STATUS_FILTER_LABEL = 'Status';
export const ALL_STATUSES = 'All statuses';
export const SORT_LABEL = 'Sort by';
export const DESCENDING_LABEL = 'Descending';
export const VIEW_GROUP_LABEL = 'View';
export const VIEW_LABELS = { board: 'Board', list: 'List', calendar: 'Calendar' } as const;
export type ReviewView = keyof typeof VIEW_LABELS;
export const ACTIONS_GROUP_LABEL = 'Actions';
export const HISTORY_TITLE = STATUS_HISTORY_TEXTS.title;

export const DIALOG_TEXTS = {
  cancel: 'Cancel',
  working: 'Working…',
  confirm: 'Confirm',
  confirmDescription: (label: string, topic: string) => `${label}: "${topic}"?`,
  chooseOption: 'Choose a reason',
} as const;

export const LEAVE_DIALOG = {
  title: 'Leave without saving?',
  description: 'Your draft stays on this device.',
  stay: 'Stay',
  leave: 'Leave',
} as const;

export const conflictText = (version: number) => `Someone else saved version ${version} while you were editing.`;
export const YOUR_VERSION = 'Your version';
export const savedVersionLabel = (version: number) => `Saved version ${version}`;
export const KEEP_MY_VERSION = 'Keep my version';
export const USE_SAVED_VERSION = 'Use saved version';

export const SAVE = 'Save';
export const SAVING = 'Saving…';
export const DISCARD_DRAFT = 'Discard draft';
export const DISCARD_DIALOG = {
  title: 'Discard your changes?',
  description: 'Your edits since the last save will be lost, here and on this device.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;
export const UNSAVED_CHANGES = 'Unsaved changes';
export const DRAFT_NOT_KEPT = 'Your draft could not be kept on this device (its storage is full or turned off): save soon.';

const DRAFT_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const draftRestoredText = (savedAt: string) => `Restored your unsaved draft from ${DRAFT_TIME.format(new Date(savedAt))}.`;

/** The service's reason ends a sentence of ours, so its own full stop goes. */
export const saveFailedText = (reason: string) =>
  `Your changes were not saved: ${reason.trim().replace(/[.\s]+$/, '')}. Your draft is kept on this device.`;

export const CONTENT_HASH_LABEL = 'Content hash (SHA-256)';
export const CHECKING_HASH = 'Checking the hash…';
export const DOWNLOAD_RECORD = 'Download approval record';
export const PRINT_RECORD = 'Print record';
export const EARLIER_APPROVALS = 'Earlier approvals';
export const PRINT_BLOCKED = 'Your browser blocked the print window: allow pop-ups for this page, or download the record and print it.';
export const recordFailedText = (reason: string) => `The approval record could not be made: ${reason}`;
