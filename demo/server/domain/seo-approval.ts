import { seoChangeText, seoChangesText } from '../../../src/shared/approvals/seo-change-text.ts';
import { contentHash } from './approvals.ts';

/**
 * The versions an SEO decision names: one change by the hash of its field and texts, and a job's whole set of
 * changes (what staff's pre-processing QC approves) by the hash of its changes' hashes in position order.
 */

export interface HashedChange {
  id: string;
  field: string;
  current_value: string;
  proposed_value: string;
}

/** SeoChange.contentHash: the SHA-256 of the change's shared canonical text (src/shared/approvals/). */
export const seoChangeHash = (change: HashedChange) =>
  contentHash(seoChangeText({ field: change.field, currentValue: change.current_value, proposedValue: change.proposed_value }));

/** SeoJob.changesHash: the SHA-256 of the changes' hashes in position order, one a line. */
export const seoChangesHash = (changes: readonly HashedChange[]) => contentHash(seoChangesText(changes.map(seoChangeHash)));
