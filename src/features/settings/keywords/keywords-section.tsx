import type { SettingsSectionProps } from '../section-props.ts';
import { SettingsQueryState } from '../settings-query-state.tsx';
import { useClientSettings } from '../use-client-settings.ts';
import { KeywordLists } from './keyword-lists.tsx';

/** Keyword lists: the searches the firm's content aims at; owners add, rename, edit and delete them. */
export default function KeywordsSection({ clientId, clientName, abilities }: SettingsSectionProps) {
  const query = useClientSettings(clientId);
  return (
    <SettingsQueryState query={query}>
      {(data) => <KeywordLists lists={data.clientSettings.keywordLists} clientId={clientId} clientName={clientName} canChange={abilities.settings} />}
    </SettingsQueryState>
  );
}
