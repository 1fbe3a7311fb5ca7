import type { JobStatus, SeoJobStatus } from '../../../src/core/api/generated/graphql.ts';
import { JOB_MOVES, type JobMove } from '../../../src/shared/status/job-moves.ts';
import type { Move } from '../../../src/shared/status/moves.ts';
import { SEO_MOVES, type SeoMove } from '../../../src/shared/status/seo-moves.ts';
import { illegalTransition } from '../graphql/errors.ts';

// The machines are the portal's as well (src/shared/status): the service makes their moves, the portal offers them.
export { JOB_MOVES, SEO_MOVES, type JobMove, type SeoMove };

/** The status a move leads to, or an ILLEGAL_TRANSITION error naming the action and the current status. */
export function nextStatus<S extends string>(
  moves: Record<string, Move<S>>,
  move: string,
  current: string,
  kind: string,
  action: string,
): S {
  const rule = moves[move];
  if (!rule || !(rule.from as readonly string[]).includes(current)) throw illegalTransition(kind, action, current);
  return rule.to;
}

export const nextJobStatus = (move: JobMove, current: string, kind: string, action: string) =>
  nextStatus<JobStatus>(JOB_MOVES, move, current, kind, action);
export const nextSeoStatus = (move: SeoMove, current: string, action: string) =>
  nextStatus<SeoJobStatus>(SEO_MOVES, move, current, 'SEO job', action);
