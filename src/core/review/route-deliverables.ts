import type { ServiceKey } from '../navigation/routes.ts';
import type { PeriodDeliverable, ServiceDeliverables } from './period-deliverables-query.ts';

/**
 * The deliverables of an area's service: every service whose name contains the key, case-insensitively,
 * the same match the sidebar uses to show the area (core/navigation/sidebar-items.ts), so an area that
 * shows in the sidebar lists what made it show. Ordered by due date, undated last.
 */
export function deliverablesOfService(services: readonly ServiceDeliverables[], service: ServiceKey): PeriodDeliverable[] {
  return services
    .filter((entry) => entry.serviceName.toLowerCase().includes(service))
    .flatMap((entry) => entry.deliverables)
    .sort((a, b) => (a.dueDate ?? '\uffff').localeCompare(b.dueDate ?? '\uffff') || a.name.localeCompare(b.name));
}
