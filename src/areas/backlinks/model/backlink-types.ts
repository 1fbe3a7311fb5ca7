import type { components } from '../../../core/api/generated/openapi.ts';

/** A backlinks job as the REST list answers it: the link to build, where it stands and its progress through the steps. */
export type BacklinkJob = components['schemas']['BacklinkJob'];
/** One step of a job (Prospecting, Outreach, Placement, Verification...), with its notes, times and evidence file. */
export type BacklinkStep = components['schemas']['BacklinkStep'];
/** Spec status set D, used by jobs and steps alike (with different meanings, backlink-status.ts). */
export type BacklinkStatus = components['schemas']['WorkflowStatus'];

/** The subscription period a board shows: the jobs starting within it. */
export interface BacklinkPeriod {
  startDate: string;
  endDate: string;
}
