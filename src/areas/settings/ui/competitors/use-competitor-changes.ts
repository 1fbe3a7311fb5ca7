import { useMemo } from 'react';
import {
  AddClientCompetitorDocument,
  ChangeEnableAutomatedCompetitorRetrievalDocument,
  UpdateClientCompetitorDocument,
} from '../../../../core/api/generated/operations.ts';
import type { CompetitorFormValues } from '../../../../core/forms/competitor-form.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { useClientChange, useSettingsSave } from '../use-settings-save.ts';
import { COMPETITOR_TEXT } from './competitor-texts.ts';

/** Adding, changing and deleting the firm's competitors, and the automatic search; each resolves with what the service said. */
export function useCompetitorChanges(clientId: string) {
  const session = useSession();
  const send = useSettingsSave(clientId);
  const change = useClientChange(clientId);
  return useMemo(
    () => ({
      add: (values: CompetitorFormValues) => send(AddClientCompetitorDocument, { input: { clientId, ...values } }),
      update: (competitorId: string, values: CompetitorFormValues) =>
        send(UpdateClientCompetitorDocument, { input: { competitorId, ...values } }),
      // The contract deletes a competitor over REST only (DELETE /v1/competitors/{id}); it answers no message.
      remove: async (competitor: { id: string; name: string }) => {
        await change(() => session.rest.delete('/competitors/{id}', { path: { id: competitor.id } }));
        return COMPETITOR_TEXT.deleted(competitor.name);
      },
      switchRetrieval: (enabled: boolean) => send(ChangeEnableAutomatedCompetitorRetrievalDocument, { input: { clientId, enabled } }),
    }),
    [session, send, change, clientId],
  );
}
