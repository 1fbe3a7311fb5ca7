import { GetClientContractsDocument, type GetClientContractsQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { settingsKeys } from '../../../core/clients/settings-keys.ts';

export type ClientContract = GetClientContractsQuery['clientContracts'][number];
export type ContractPeriodDetails = ClientContract['periods'][number];

/** A client's contracts, newest first, with their subscription periods (hidden ones listed to staff only). */
export function clientContractsQueryOptions(session: Session, clientId: string) {
  return {
    queryKey: settingsKeys.contracts(clientId),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<ClientContract[]> =>
      (await session.graphql.request(GetClientContractsDocument, { input: { clientId } }, { signal })).clientContracts,
  };
}
