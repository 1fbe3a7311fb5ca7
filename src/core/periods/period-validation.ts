import type { SubscriptionPeriod } from '../api/generated/graphql.ts';

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const parses = (date: string) => !Number.isNaN(Date.parse(date));

/** Valid only if id, startDate and endDate are non-empty strings and both dates parse (spec section 5). */
export function isValidSubscriptionPeriod(value: unknown): value is SubscriptionPeriod {
  if (typeof value !== 'object' || value === null) return false;
  const { id, startDate, endDate } = value as Record<string, unknown>;
  return isFilledString(id) && isFilledString(startDate) && isFilledString(endDate) && parses(startDate) && parses(endDate);
}
