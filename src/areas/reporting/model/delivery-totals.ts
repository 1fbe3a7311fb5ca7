import type { DeliveryPeriod } from '../api/delivery-report-query.ts';

export interface DeliveryTotals {
  contracted: number;
  done: number;
  onTime: number;
}

/** A period's deliverables over all its services: contracted, done and done on time. */
export const deliveryTotals = (period: Pick<DeliveryPeriod, 'services'>): DeliveryTotals =>
  period.services.reduce(
    (sum, service) => ({
      contracted: sum.contracted + service.contracted,
      done: sum.done + service.done,
      onTime: sum.onTime + service.onTime,
    }),
    { contracted: 0, done: 0, onTime: 0 },
  );

/** The selected period of a delivery report and the one before it (the report lists them oldest first). */
export function selectedAndPrevious<P extends Pick<DeliveryPeriod, 'periodId'>>(
  report: readonly P[],
  periodId: string,
): { selected: P | null; previous: P | null } {
  const index = report.findIndex((period) => period.periodId === periodId);
  return { selected: index < 0 ? null : report[index]!, previous: index > 0 ? report[index - 1]! : null };
}
