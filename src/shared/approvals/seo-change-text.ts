/**
 * What the on-page SEO hashes cover, as the contract documents them: one change (SeoChange.contentHash) by its
 * field and both texts, and a job's whole set (SeoJob.changesHash, what staff's pre-processing QC approves) by
 * its changes' hashes in position order.
 */
export interface HashedChange {
  field: string;
  currentValue: string;
  proposedValue: string;
}

/** The UTF-8 text whose lower-case hex SHA-256 is the change's contentHash. */
export const seoChangeText = (change: HashedChange): string => JSON.stringify([change.field, change.currentValue, change.proposedValue]);

/** The text whose SHA-256 is the job's changesHash: its changes' contentHashes in position order, one a line. */
export const seoChangesText = (changeHashes: readonly string[]): string => changeHashes.join('\n');
