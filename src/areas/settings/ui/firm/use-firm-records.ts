import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { deleteFirmResource, listFirmResource, type FirmResourceItem, type FirmResourceList } from '../../api/firm-resource-calls.ts';
import { settingsKeys } from '../../../../core/clients/settings-keys.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { useClientChange } from '../use-settings-save.ts';

/** Every one of the firm's records of a REST resource (its offices, its contacts). */
export function useFirmRecords<P extends FirmResourceList>(clientId: string, path: P) {
  const session = useSession();
  return useQuery({
    queryKey: settingsKeys.resource(clientId, path),
    queryFn: ({ signal }) => listFirmResource(session, path, clientId, signal),
  });
}

/**
 * Saves or deletes one record, then refreshes everything of the client (its lists among them) before its form
 * closes (`close`), so the list shows what the service holds; resolves with what the person is told (a toast).
 */
export function useFirmRecordChange(clientId: string) {
  const session = useSession();
  const changeClient = useClientChange(clientId);
  const change = useCallback(
    async (send: () => Promise<unknown>, message: string, close?: () => void) => {
      await changeClient(send);
      close?.();
      return message;
    },
    [changeClient],
  );
  const remove = useCallback(
    (path: FirmResourceItem, id: string, message: string) => change(() => deleteFirmResource(session, path, id), message),
    [session, change],
  );
  return { session, change, remove };
}
