/** A client is churned (inactive) when no contract runs on or after `today`: none open-ended, none ending today or later. */
export function isChurned(contracts: ReadonlyArray<{ end_date: string | null }>, today: string): boolean {
  return !contracts.some((contract) => contract.end_date === null || contract.end_date >= today);
}

/** The same rule in SQL, for a client row aliased `c`, with today's date as the given parameter. */
export const churnedSql = (todayParam: string) =>
  `not exists (select 1 from contracts k where k.client_id = c.id and (k.end_date is null or k.end_date >= ${todayParam}::date))`;
