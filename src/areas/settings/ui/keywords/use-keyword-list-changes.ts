import { useMemo } from 'react';
import {
  AddClientKeywordListDocument,
  DeleteClientKeywordListDocument,
  UpdateClientKeywordListDocument,
} from '../../../../core/api/generated/operations.ts';
import type { KeywordListTextValues } from '../../../../core/forms/keyword-list-text-form.ts';
import { analyticsOf } from '../../../../core/session/telemetry.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import type { SettingsSectionProps } from '../section-props.ts';
import { useClientChange, useSettingsSave } from '../use-settings-save.ts';

/** The Settings route's id, as the analytics reports group events by page. */
const PAGE_TYPE = 'settings';

export type KeywordListChange = 'added' | 'edited' | 'deleted';

/**
 * Adding, changing and deleting the firm's keyword lists. Each change, once the service has it, is reported
 * to analytics as keyword_list_updated (spec section 9) with the client and what was done to which list.
 * Each resolves with the service's message.
 */
export function useKeywordListChanges({ clientId, clientName }: Pick<SettingsSectionProps, 'clientId' | 'clientName'>) {
  const session = useSession();
  const send = useSettingsSave(clientId);
  const change = useClientChange(clientId);
  return useMemo(() => {
    const report = (change: KeywordListChange, listId: string, keywordCount: number) =>
      analyticsOf(session).track(
        'keyword_list_updated',
        { clientId, clientName, pageType: PAGE_TYPE },
        { change, keyword_list_id: listId, keyword_count: keywordCount },
      );
    return {
      // Not through useSettingsSave, which keeps only the message: the new list's id is reported.
      add: async ({ name, keywords }: KeywordListTextValues): Promise<string> => {
        const { addClientKeywordList: added } = await change(() =>
          session.graphql.request(AddClientKeywordListDocument, { input: { clientId, name, keywords } }),
        );
        report('added', added.id, keywords.length);
        return added.message;
      },
      update: async (listId: string, { name, keywords }: KeywordListTextValues): Promise<string> => {
        const message = await send(UpdateClientKeywordListDocument, { input: { keywordListId: listId, name, keywords } });
        report('edited', listId, keywords.length);
        return message;
      },
      remove: async (listId: string): Promise<string> => {
        const message = await send(DeleteClientKeywordListDocument, { input: { keywordListId: listId } });
        report('deleted', listId, 0);
        return message;
      },
    };
  }, [session, send, change, clientId, clientName]);
}
