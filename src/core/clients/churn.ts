import type { Contract } from '../api/generated/graphql.ts';

/**
 * A client is churned (shown 'Inactive') when no contract has an end date on or after today, or none
 * at all (open-ended). Dates are calendar dates, YYYY-MM-DD, so they compare as strings.
 */
export function isChurned(contracts: ReadonlyArray<Pick<Contract, 'endDate'>>, today: string): boolean {
  return !contracts.some((contract) => contract.endDate === null || contract.endDate >= today);
}

/** Today as the user's calendar sees it, YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
