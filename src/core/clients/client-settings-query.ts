import { GetClientSettingsDocument, type GetClientSettingsQuery } from '../api/generated/operations.ts';
import type { Session } from '../session/session.ts';
import { settingsKeys } from './settings-keys.ts';

/** Logged with the client id when the service does not answer. */
export const CLIENT_SETTINGS_FAILED_MESSAGE = 'Failed to get settings for ClientId';

export type ClientSettingsAnswer = GetClientSettingsQuery;
export type FirmDetails = GetClientSettingsQuery['client'];
export type ClientSettingsValues = GetClientSettingsQuery['clientSettings'];

/** The firm and its settings (everything but the team and the contracts). */
export function clientSettingsQueryOptions(session: Session, clientId: string) {
  return {
    queryKey: settingsKeys.settings(clientId),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<ClientSettingsAnswer> => {
      try {
        return await session.graphql.request(GetClientSettingsDocument, { input: { clientId } }, { signal });
      } catch (error) {
        console.error(CLIENT_SETTINGS_FAILED_MESSAGE, clientId, error);
        throw error;
      }
    },
  };
}
