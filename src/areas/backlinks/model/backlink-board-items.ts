import { boardGrouping, type ReviewGroup } from '../../../core/review/board-groups.ts';
import { BACKLINK_GROUP_OF, BACKLINK_GROUPS, type BacklinkGroup } from './backlink-status.ts';
import type { BacklinkJob } from './backlink-types.ts';

/** A job as the review kit's board takes it: its anchor text is its topic, and the search also finds its pages and sites. */
export interface BacklinkBoardItem extends BacklinkJob {
  topic: string;
  searchText: string;
}

export const backlinkBoardItem = (job: BacklinkJob): BacklinkBoardItem => ({
  ...job,
  topic: job.anchorText,
  searchText: [job.anchorText, job.targetUrl, job.referringSite, job.liveUrl, job.currentStep].filter(Boolean).join('\n'),
});

const GROUPS: readonly (BacklinkGroup & ReviewGroup)[] = BACKLINK_GROUPS;
/** A status the contract gained after this build needs a look rather than a guess. */
export const BACKLINK_GROUPING = boardGrouping(GROUPS, BACKLINK_GROUP_OF, 'needsAttention');
