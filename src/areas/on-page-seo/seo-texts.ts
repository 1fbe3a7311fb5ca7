import type { QcResult, SeoJobStatus } from '../../core/api/generated/graphql.ts';
import { readableWords } from '../../core/review/status-labels.ts';
import { isKnownFailureCode, type SeoChangeField, type SeoFailureCode } from './model/seo-status.ts';
import type { BoardTexts } from '../../review-kit/board/board-spec.ts';

// What the on-page SEO area says of its jobs. Tests and benches find controls by these names, so they live in one place.

const jobs = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;

export const SEO_BOARD_TEXTS: BoardTexts = {
  boardLabel: 'On-page SEO board',
  listLabel: 'On-page SEO jobs',
  searchLabel: 'Search by page address',
  searchPlaceholder: 'Search by page address…',
  noItems: 'No on-page SEO updates in this period yet.',
  noMatch: 'No on-page SEO updates match these filters.',
  loading: 'Loading on-page SEO updates',
  error: 'The on-page SEO updates could not be loaded.',
  noClient: 'Choose a client to see its on-page SEO updates.',
  shownCount: (shown, total) => (shown === total ? jobs(total) : `${shown} of ${jobs(total)}`),
  groupRegionName: (title, count) => `${title}, ${jobs(count)}`,
};

export const SEO_GROUP_TITLES = {
  waitingForReview: 'Waiting for your review',
  inProgress: 'In progress',
  published: 'Complete',
  needsAttention: 'Needs attention',
} as const;

/** The statuses in the firm's words: where the work stands, not the agency's pipeline names. */
const SEO_STATUS_LABELS: Record<SeoJobStatus, string> = {
  Pending: 'Queued',
  InProgress: 'Analysing the page',
  ReadyForPreProcessingReview: 'Ready for your review',
  Draft: 'Being revised',
  ReadyForPostProcessingReview: 'Checking the applied changes',
  Complete: 'Complete',
  DiscoveryFailed: 'Page could not be analysed',
  ExecutionFailed: 'Changes could not be applied',
  Canceled: 'Canceled',
  Unknown: 'Unknown',
};
export const seoStatusLabel = (status: string) => (SEO_STATUS_LABELS as Record<string, string>)[status] ?? readableWords(status);

const QC_LABELS: Record<QcResult, string> = { Passed: 'Passed', Failed: 'Failed', Unevaluated: 'Not checked yet' };
export const qcLabel = (result: string) => (QC_LABELS as Record<string, string>)[result] ?? readableWords(result);
/** A board card is narrow: its QC facts say the same in fewer words. */
const QC_CARD_LABELS: Record<QcResult, string> = { Passed: 'Passed', Failed: 'Failed', Unevaluated: 'Not yet' };
export const qcCardLabel = (result: string) => (QC_CARD_LABELS as Record<string, string>)[result] ?? qcLabel(result);

export const FIELD_LABELS: Record<SeoChangeField, string> = {
  title: 'Page title',
  metaDescription: 'Meta description',
  h1: 'Main heading (H1)',
  heading: 'Subheading',
  bodySection: 'Body text',
  imageAlt: 'Image description (alt text)',
  schema: 'Structured data (schema)',
  internalLinks: 'Internal links',
};
/** A field the generator gained after this build reads as its words ('ogTitle' -> 'Og title'). */
export const fieldLabel = (field: string) =>
  (FIELD_LABELS as Record<string, string>)[field] ?? (readableWords(field.trim()) || 'Other change');

/**
 * Each change's name on the page: its field's, numbered where the job changes that field more than once (two
 * subheadings, two images' alt text), so that rows, their buttons' group and their messages can be told apart.
 */
export function changeLabels(changes: readonly { id: string; field: string }[]): Map<string, string> {
  const totals = new Map<string, number>();
  for (const change of changes) totals.set(change.field, (totals.get(change.field) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    changes.map((change) => {
      const nth = (seen.get(change.field) ?? 0) + 1;
      seen.set(change.field, nth);
      return [change.id, totals.get(change.field)! > 1 ? `${fieldLabel(change.field)} ${nth}` : fieldLabel(change.field)];
    }),
  );
}

/** Why a job failed, in words a firm understands, and what happens next. */
const FAILURE_TEXTS: Record<SeoFailureCode, string> = {
  PAGE_NOT_FOUND: 'We could not find this page on your website: it answered "page not found". Check that the address is still right.',
  PAGE_BLOCKED: 'Your website did not let us read this page (a firewall or a robots rule blocked it).',
  PAGE_TIMEOUT: 'Your page took too long to answer, so we could not read it. We will try again.',
  CMS_REJECTED: 'Your website’s content system refused the update, so the changes were not applied.',
  CMS_UNREACHABLE: 'We could not reach your website’s content system to apply the changes.',
  CMS_CREDENTIALS: 'The login we have for your website’s content system no longer works. Please update it in Settings.',
  UNKNOWN: 'Something went wrong on our side. Our team has been told and will look into it.',
};
export const failureText = (code: string | null | undefined): string | null => {
  if (!code) return null;
  return isKnownFailureCode(code)
    ? FAILURE_TEXTS[code]
    : `Something went wrong (reference: ${code}). Our team has been told and will look into it.`;
};

export const SEO_COLUMN_LABELS = {
  page: 'Page',
  status: 'Status',
  preProcessQc: 'Pre-processing QC',
  postProcessQc: 'Post-processing QC',
  changes: 'Changes',
  decided: 'Decided',
  updatedOn: 'Updated',
  actions: 'Actions',
} as const;
export const SEO_SORT_LABELS = { updatedOn: 'Last updated', createdOn: 'Created', topic: 'Page address' } as const;

export const decidedCountText = (decided: number, total: number) => (total === 0 ? '—' : `${decided} of ${total}`);
export const TEST_JOB_BADGE = 'Test';
export const SUBMITTED_BADGE = 'Review submitted';

export const TEST_JOB_TEXTS = {
  open: 'Start a test job',
  title: 'Start a test job',
  description: 'The page is analysed and its proposed changes come to this board. A test job is not a deliverable until it is promoted.',
  pageUrl: 'Page address',
  submit: 'Start',
  invalidUrl: 'Enter the full address of a page, starting with https:// or http://.',
} as const;
