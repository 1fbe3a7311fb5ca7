/**
 * A client is churned (inactive) when no contract runs on or after `today`: none open-ended, none ending
 * today or later (spec section 3). In SQL, for a client row aliased `c`, with today's date as the given parameter.
 */
export const churnedSql = (todayParam: string) =>
  `not exists (select 1 from contracts k where k.client_id = c.id and (k.end_date is null or k.end_date >= ${todayParam}::date))`;
