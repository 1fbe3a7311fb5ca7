import type { ConnectionPlatform } from '../../../../core/api/generated/graphql.ts';
import type { ClientSettingsValues } from '../../../../core/clients/client-settings-query.ts';

export type Connection = ClientSettingsValues['connections'][number];

/** The firm's connection to a platform, or null when there is none. */
export const connectionOf = (connections: readonly Connection[], platform: ConnectionPlatform): Connection | null =>
  connections.find((connection) => connection.platform === platform) ?? null;
