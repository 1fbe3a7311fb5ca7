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

/** SeoChange.contentHash: SHA-256 of JSON.stringify([field, currentValue, proposedValue]). */
export const seoChangeHash = (change: HashedChange) =>
  contentHash(JSON.stringify([change.field, change.current_value, change.proposed_value]));

/** SeoJob.changesHash: SHA-256 of the changes' hashes in position order, one a line. */
export const seoChangesHash = (changes: readonly HashedChange[]) => contentHash(changes.map(seoChangeHash).join('\n'));
