import type { SubscriptionPeriod } from '../api/generated/graphql.ts';

/**
 * The period to show (spec section 4, Selected period fallback): the stored one when it is among the
 * available periods (as the service now describes it), else the current period, else the first;
 * null when there are none.
 */
export function resolveSelectedPeriod<P extends Pick<SubscriptionPeriod, 'id' | 'isCurrentPeriod'>>(
  stored: Pick<SubscriptionPeriod, 'id'> | null | undefined,
  available: readonly P[],
): P | null {
  const match = stored ? available.find((period) => period.id === stored.id) : undefined;
  return match ?? available.find((period) => period.isCurrentPeriod) ?? available[0] ?? null;
}
