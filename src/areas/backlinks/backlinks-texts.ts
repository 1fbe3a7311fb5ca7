import { fileSizeText, MAX_STEP_FILE_BYTES } from './model/backlink-files.ts';
import type { LinkProblem } from '../../shared/backlinks/backlink-rules.ts';
import type { BoardTexts } from '../../review-kit/board/board-spec.ts';

// What the backlinks area says. Tests find controls by these names, so they live in one place.

const links = (count: number) => `${count} ${count === 1 ? 'link' : 'links'}`;

export const BACKLINKS_BOARD_TEXTS: BoardTexts = {
  boardLabel: 'Backlinks board',
  listLabel: 'Backlinks',
  searchLabel: 'Search backlinks',
  searchPlaceholder: 'Search by anchor text, page or site…',
  noItems: 'No backlinks in this period yet.',
  noMatch: 'No backlinks match these filters.',
  loading: 'Loading backlinks',
  error: 'The backlinks could not be loaded.',
  noClient: 'Choose a client to see its backlinks.',
  shownCount: (shown, total) => (shown === total ? links(total) : `${shown} of ${links(total)}`),
  groupRegionName: (title, count) => `${title}, ${links(count)}`,
};

export const INTRO = 'Links to your site from other websites, built for you this period: where each one stands, step by step.';

export const COLUMN_LABELS = {
  anchorText: 'Anchor text',
  status: 'Status',
  targetPage: 'Your page',
  referringSite: 'Linking site',
  liveLink: 'Live link',
  startDate: 'Start date',
  progress: 'Progress',
  currentStep: 'Current step',
  actions: 'Actions',
} as const;

export const SORT_LABELS: Readonly<Record<string, string>> = { startDate: 'Start date', topic: 'Anchor text', updatedOn: 'Last change' };

export const NOT_YET = 'Not yet';
export const VIEW_LIVE_LINK = 'View live link';
export const progressLabel = (anchor: string) => `Progress of “${anchor}”`;

export const PANEL_TEXTS = {
  close: 'Close',
  loading: 'Loading the backlink',
  error: 'The backlink could not be loaded.',
  notFound: 'This backlink does not exist, or it belongs to another client.',
  stepsTitle: 'Steps',
  stepsLoading: 'Loading the steps',
  stepsError: 'The steps could not be loaded.',
  noSteps: 'This backlink has no steps.',
  report: 'Open report',
  reportHint: 'A page with this backlink and its steps, to keep or share.',
  started: 'Started',
  completed: 'Completed',
  notes: 'Notes',
  file: 'File',
  stepHeading: (position: number, kind: string) => `${position}. ${kind}`,
  openFile: (name: string) => `Open ${name}`,
  downloadFile: (name: string) => `Download ${name}`,
  fileOf: (size: number | null) => (size === null ? '' : ` (${fileSizeText(size)})`),
  fileFailed: (reason: string) => `The file could not be opened: ${reason}`,
  popupBlocked: 'Your browser blocked the new tab: allow pop-ups for this page, or try again.',
} as const;

export const STEP_ACTION_LABELS = { edit: 'Edit', start: 'Start step', save: 'Save with file' } as const;
/** A done step's edit changes the job's links only. */
export const EDIT_LINKS_LABEL = 'Edit links';
export const stepActionLabel = (action: keyof typeof STEP_ACTION_LABELS, status: string) =>
  action === 'edit' && status === 'Completed' ? EDIT_LINKS_LABEL : STEP_ACTION_LABELS[action];
export const stepActionName = (label: string, kind: string) => `${label}: ${kind}`;

export const START_TEXTS = {
  title: (kind: string) => `Start the ${kind} step?`,
  description: 'The firm sees it as in progress from now.',
  submit: 'Start step',
  failed: (reason: string) => `The step was not started: ${reason}`,
  done: (kind: string) => `${kind} started.`,
} as const;

export const EDIT_TEXTS = {
  title: (kind: string) => `Edit the ${kind} step`,
  description: 'The notes belong to this step; the linking site and the live link belong to the whole backlink.',
  doneDescription:
    'This step is done and keeps its notes; the linking site and the live link of the whole backlink can still be corrected.',
  note: 'Notes',
  referringSite: 'Linking site',
  referringSiteHint: 'A domain (lawyers.example.org) or an address starting with https://',
  liveUrl: 'Live link',
  liveUrlHint: 'The address of the page the link is on, starting with https://',
  submit: 'Save changes',
  failed: (reason: string) => `The changes were not saved: ${reason}`,
  done: (kind: string) => `${kind} updated.`,
} as const;

export const LINK_PROBLEMS: Record<'referringSite' | 'liveUrl', Record<LinkProblem, string>> = {
  referringSite: {
    notSite: 'Enter a domain such as lawyers.example.org, or an address starting with http:// or https://.',
    notHttp: 'Enter a domain such as lawyers.example.org, or an address starting with http:// or https://.',
    tooLong: 'This is too long: 2,000 characters at most.',
  },
  liveUrl: {
    notSite: 'Enter the page’s address, starting with http:// or https://.',
    notHttp: 'Enter the page’s address, starting with http:// or https://.',
    tooLong: 'This is too long: 2,000 characters at most.',
  },
};

const MAX_SIZE = fileSizeText(MAX_STEP_FILE_BYTES);
export const SAVE_TEXTS = {
  title: (kind: string) => `Save the ${kind} step`,
  description: `Add the file that shows this step is done: a PDF, an image (PNG, JPEG, WebP or GIF), or a text or CSV file, up to ${MAX_SIZE}. Saving completes the step.`,
  file: 'File',
  note: 'Note (optional)',
  submit: 'Save step',
  required: 'Choose a file first.',
  wrongType: (name: string, type: string) =>
    `“${name}” is ${type ? `a ${type} file` : 'of an unknown type'}. Choose a PDF, an image (PNG, JPEG, WebP or GIF), or a text or CSV file.`,
  empty: (name: string) => `“${name}” is empty. Choose a file with content.`,
  tooLarge: (name: string) => `“${name}” is larger than the ${MAX_SIZE} a step can take. Choose a smaller file.`,
  refusedTooLarge: `The file is larger than the ${MAX_SIZE} the service accepts. Choose a smaller file.`,
  refusedType: 'The service does not take this kind of file. Choose a PDF, an image (PNG, JPEG, WebP or GIF), or a text or CSV file.',
  progressLabel: (name: string) => `Sending ${name}`,
  sent: (percent: number) => `${percent}% sent`,
  processing: 'Sent; saving…',
  failed: (reason: string) => `The step was not saved: ${reason}`,
  done: (kind: string) => `${kind} saved.`,
} as const;

/** The service's reason ends a sentence of ours, so its own full stop goes. */
export const reasonOf = (text: string) => text.trim().replace(/[.\s]+$/, '');
