/** What a job tells about its status moves: the recorded history, and its last-change and creation times. */
export interface StatusTimeline {
  statusHistory: ReadonlyArray<{ toStatus: string; changedOn: string }>;
  updatedOn?: string | null;
  createdOn?: string | null;
}

/** Where the waiting time was read from: the history is exact; the fallbacks are approximations. */
export type WaitingSinceSource = 'statusHistory' | 'updatedOn' | 'createdOn';

export interface WaitingSince {
  /** Milliseconds since the epoch. */
  since: number;
  source: WaitingSinceSource;
}

const timeOf = (iso: string | null | undefined): number | undefined => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
};

/**
 * Since when a job has waited in `status`: the time of the LATEST recorded move into it (a post taken out of
 * review and sent again waits from the second sending). A job whose history has no such move (seeded or
 * imported work, or a history that was not kept) falls back to `updatedOn`, the job's last change, which is
 * at or after the move and so may understate the wait; then to `createdOn`. Undefined when none parses.
 */
export function waitingSince(job: StatusTimeline, status: string): WaitingSince | undefined {
  let latest: number | undefined;
  for (const change of job.statusHistory) {
    const time = change.toStatus === status ? timeOf(change.changedOn) : undefined;
    if (time !== undefined && (latest === undefined || time > latest)) latest = time;
  }
  if (latest !== undefined) return { since: latest, source: 'statusHistory' };
  const updated = timeOf(job.updatedOn);
  if (updated !== undefined) return { since: updated, source: 'updatedOn' };
  const created = timeOf(job.createdOn);
  return created === undefined ? undefined : { since: created, source: 'createdOn' };
}
