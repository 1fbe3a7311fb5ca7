import { SEO_BOARD_TEXTS } from './seo-texts.ts';

// What the on-page SEO review page says: the page frame, each proposed change, the decisions and the submitted review.

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

export const SEO_PAGE_TEXTS = {
  loading: 'Loading the on-page SEO review',
  error: 'The on-page SEO review could not be loaded.',
  notFound: 'This on-page SEO job does not exist, or it was replaced by a newer job.',
  noClient: SEO_BOARD_TEXTS.noClient,
  back: 'Back to on-page SEO updates',
  openPage: 'Open the live page',
  opensInNewTab: '(opens in a new tab)',
  failureHeading: 'Why this job stopped',
  facts: { preProcessQc: 'Pre-processing QC', postProcessQc: 'Post-processing QC', decided: 'Decided', kind: 'Kind', updatedOn: 'Updated' },
  testJob: 'Test job',
  deliverableJob: 'Deliverable',
  changesTitle: 'Proposed changes',
  changesLabel: 'Proposed changes to this page',
  noChanges: 'No changes are proposed for this page yet.',
} as const;

export const DECISION_TEXTS = {
  approve: 'Approve',
  reject: 'Reject',
  decisionsLabel: (field: string) => `Your decision on ${field}`,
  approved: 'Approved',
  rejected: 'Rejected',
  undecided: 'Not decided yet',
  decidedBy: (who: string, when: string) => `by ${who} on ${when}`,
  voided: (decision: string, when: string, reason: string) =>
    `The earlier decision (${decision.toLowerCase()}) no longer holds since ${when}: ${reason.trim().replace(/[.\s]+$/, '')}. Decide on the change as it is now.`,
  saving: 'Saving…',
  comment: 'Why reject it? (optional)',
  saveComment: 'Save comment',
  commentSaved: 'Comment saved.',
  yourComment: 'Reason given',
  notSaved: (field: string, reason: string) =>
    `Your decision on ${field} was not saved: ${reason.trim().replace(/[.\s]+$/, '')}. It is back as it was; try again.`,
  notSavedMany: (reason: string) =>
    `Your decisions were not saved: ${reason.trim().replace(/[.\s]+$/, '')}. They are back as they were; try again.`,
} as const;

export const REVIEW_TEXTS = {
  regionLabel: 'Your review',
  progress: (decided: number, total: number) => `${decided} of ${changes(total)} decided`,
  tally: (approved: number, rejected: number) => `${approved} approved, ${rejected} rejected`,
  explain:
    'Approve or reject each proposed change. Your decisions are saved as you make them, and you can change them until you submit your review.',
  approveRest: 'Approve all the rest',
  approveRestLabel: (count: number) => `Approve all the rest (${changes(count)})`,
  submit: 'Submit review',
  blocked: (undecided: number) => `Decide every change before you submit: ${changes(undecided)} still to decide.`,
  saving: 'Your decisions are being saved; you can submit once they are.',
  confirmTitle: 'Submit your review?',
  confirmDescription: (approved: number, rejected: number) =>
    `You approved ${changes(approved)} and rejected ${changes(rejected)}. Once submitted, your decisions are final${approved > 0 ? ': the approved changes go to be applied to your page.' : '.'}`,
  confirm: 'Submit review',
  notOpen: 'This job is not waiting for your review, so its changes cannot be decided now.',
  readOnly: 'You can read this review; deciding the changes is for the firm’s reviewers.',
} as const;

export const DIFF_TEXTS = {
  live: 'Live now',
  proposed: 'Proposed',
  added: 'added: ',
  removed: 'removed: ',
  emptyLive: 'Nothing: the page has none yet.',
  emptyProposed: 'Nothing: the change removes it.',
  summary: (added: number, removed: number) => `${added} ${added === 1 ? 'word' : 'words'} added, ${removed} removed`,
  same: 'No difference in the words.',
} as const;

export const RECORD_TEXTS = {
  title: 'Your submitted review',
  line: (who: string, when: string, approved: number, rejected: number) =>
    `Submitted by ${who} on ${when}: ${approved} approved, ${rejected} rejected.`,
  approvedHeading: 'Approved changes, exactly as approved',
  rejectedHeading: 'Rejected changes',
  noneApproved: 'No change was approved, so nothing will be applied.',
  execution: (id: string) => `The approved changes are carried out by job ${id}.`,
  hashLabel: 'Approved changes hash (SHA-256)',
  hashing: 'Computing the hash…',
} as const;
