// Query keys, general to specific, with the client id in every key that holds a client's data: invalidating
// `notificationKeys.all` reaches every client's notifications, `notificationKeys.client(id)` one client's.

export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};

export const clientKeys = {
  all: ['clients'] as const,
  /** GetAllClientIds: churn is judged against `today`, so a new day is a new list. */
  list: (today: string) => [...clientKeys.all, 'list', today] as const,
};

export const sidebarKeys = {
  all: ['sidebar'] as const,
  /** GetDeliverablesByServiceForSidebar. */
  periods: (clientId: string) => [...sidebarKeys.all, 'periods', clientId] as const,
};

/** The root of the staff overview's keys (every client at once): the live updates refresh what sits under it. */
export const staffOverviewKeys = {
  all: ['client-overview'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  /** GetClientNotificationData. */
  client: (clientId: string) => [...notificationKeys.all, clientId] as const,
};

/** The sidebar periods query does not refetch on mount or on window focus (spec section 7). */
export const SIDEBAR_PERIODS_QUERY_DEFAULTS = { refetchOnMount: false, refetchOnWindowFocus: false } as const;
