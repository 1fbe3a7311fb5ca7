import { createUserStore, type UserStore } from './auth/user-store.ts';
import { createClientStore, type ClientStore } from './clients/client-store.ts';
import { startCrossTabSync } from './clients/cross-tab-sync.ts';
import { createFlags, type Flags } from './flags/flags.ts';
import { createNotificationCache, type NotificationCache } from './notifications/notification-cache.ts';
import { createPeriodStore, type PeriodStore } from './periods/period-store.ts';

/**
 * The one runtime of a page. The first element that connects creates it under a global, versioned key;
 * every later element, and a second copy of the bundle, reuses it, so all elements on a page share one
 * sign-in, one set of stores and (once loaded) one query cache. Bump the version when its shape changes:
 * two bundles of different shapes then keep apart instead of misreading each other.
 */
export const RUNTIME_VERSION = 1;
export const RUNTIME_KEY = Symbol.for(`fp-portal.runtime.v${RUNTIME_VERSION}`);

export interface PortalRuntime {
  readonly version: typeof RUNTIME_VERSION;
  readonly stores: {
    user: UserStore;
    clients: ClientStore;
    period: PeriodStore;
    notifications: NotificationCache;
  };
  readonly flags: Flags;
  /** Tags this page has defined, so a second bundle skips them and says so once. */
  readonly definedTags: Set<string>;
}

type RuntimeHost = typeof globalThis & { [RUNTIME_KEY]?: PortalRuntime };

function createRuntime(host: RuntimeHost): PortalRuntime {
  const runtime: PortalRuntime = {
    version: RUNTIME_VERSION,
    stores: {
      user: createUserStore(),
      clients: createClientStore(),
      period: createPeriodStore(),
      notifications: createNotificationCache(),
    },
    flags: createFlags(),
    definedTags: new Set(),
  };
  // A client chosen in another tab shows here too.
  if (typeof host.addEventListener === 'function') startCrossTabSync(runtime.stores.clients, host as unknown as Window);
  return runtime;
}

/** The page's runtime, created on first use. */
export function getRuntime(host: typeof globalThis = globalThis): PortalRuntime {
  const target = host as RuntimeHost;
  return (target[RUNTIME_KEY] ??= createRuntime(target));
}
