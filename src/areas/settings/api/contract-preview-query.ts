import {
  GetContractCancellationPreviewDocument,
  type GetContractCancellationPreviewQuery,
} from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { settingsKeys } from '../../../core/clients/settings-keys.ts';

export type CancelledDeliverable = GetContractCancellationPreviewQuery['contractCancellationPreview'][number];

/**
 * Staff: the deliverables that ending the contract on `endDate` would cancel. Kept under the client's contracts
 * key, so ending the contract (which refreshes the client) never leaves an old preview behind.
 */
export function contractPreviewQueryOptions(session: Session, clientId: string, contractId: string, endDate: string) {
  return {
    queryKey: [...settingsKeys.contracts(clientId), 'cancellation-preview', contractId, endDate] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<CancelledDeliverable[]> =>
      (await session.graphql.request(GetContractCancellationPreviewDocument, { input: { contractId, endDate } }, { signal }))
        .contractCancellationPreview,
    staleTime: 0,
  };
}
