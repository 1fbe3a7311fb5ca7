import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { conflictVersionOf, refreshClient } from '../../core/review/review-mutations.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { showSuccessToast } from '../../ui/toasts/toast.ts';

/** What the service answers a save: the version it stored, the hash an approval must now name, and its message. */
export interface SavedVersion {
  version: number;
  contentHash?: string;
  message: string;
}

export interface VersionedSaveOptions<V> {
  clientId: string;
  /** The item's query key: refetched on a conflict, so both versions can be shown. */
  detailKey: readonly unknown[];
  /** The call; `values` carries the version the edits were made on, which the service checks. */
  save: (values: V) => Promise<SavedVersion>;
  /** Puts what was saved into the cached item at once, so the page shows it without waiting. */
  applySaved: (result: SavedVersion, values: V) => void;
  onSaved: () => void;
  /** The version the open edits began on; null while nothing is being edited. */
  editBaseVersion: number | null;
  /** The version the page holds now: a live update or a refetch may bring a newer one during the edit. */
  currentVersion: number;
}

/**
 * Saves an edit carrying its base version. A success updates the cached item, toasts the service's message and
 * refreshes everything of the client; a CONFLICT refetches the item and sets `conflictVersion`; any other
 * failure is left in `failure` for the page (the draft stays on the device either way). A newer version that
 * arrives while the edit is open (someone else saved, and a live update refetched the item) is a conflict at
 * once, before any save: the person chooses, and nothing is overwritten silently.
 */
export function useVersionedSave<V>({
  clientId,
  detailKey,
  save,
  applySaved,
  onSaved,
  editBaseVersion,
  currentVersion,
}: VersionedSaveOptions<V>) {
  const session = useSession();
  const [conflictVersion, setConflictVersion] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setConflictVersion(null),
    onSuccess: (result, values) => {
      applySaved(result, values);
      onSaved();
      void showSuccessToast(result.message);
      void refreshClient(session, clientId);
    },
    onError: async (error) => {
      const version = conflictVersionOf(error);
      if (version === null) return;
      setConflictVersion(version);
      await session.queryClient.invalidateQueries({ queryKey: detailKey });
    },
  });
  return {
    save: (values: V) => mutation.mutate(values),
    saving: mutation.isPending,
    conflictVersion: conflictVersion ?? (editBaseVersion !== null && currentVersion > editBaseVersion ? currentVersion : null),
    /** The person chose a version: the conflict is settled (the chosen save may raise a new one). */
    settleConflict: () => setConflictVersion(null),
    failure: mutation.error && conflictVersionOf(mutation.error) === null ? mutation.error : null,
  };
}
