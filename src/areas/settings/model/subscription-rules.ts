/** What ending a contract cancels, as the confirmation names it: by service, each deliverable by name. */
export interface CancelledGroup {
  serviceName: string;
  names: string[];
}

/** The deliverables grouped by service (services and names in alphabetical order), so a long list reads at a glance. */
export function cancelledByService(deliverables: readonly { serviceName: string; name: string }[]): CancelledGroup[] {
  const order = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
  const groups = new Map<string, string[]>();
  for (const { serviceName, name } of deliverables) groups.set(serviceName, [...(groups.get(serviceName) ?? []), name]);
  return [...groups]
    .sort(([a], [b]) => order.compare(a, b))
    .map(([serviceName, names]) => ({ serviceName, names: names.sort(order.compare) }));
}

/**
 * The day the end-contract form offers first: today, or the contract's first day when it starts later (the
 * service refuses an end before the start). Calendar days (YYYY-MM-DD) compare as text.
 */
export function firstOfferedEndDate(contractStart: string, today: string): string {
  return contractStart > today ? contractStart : today;
}
