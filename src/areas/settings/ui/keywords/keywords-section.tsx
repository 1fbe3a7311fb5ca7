import type { SettingsSectionProps } from '../section-props.ts';
import { SettingsSectionBody } from '../settings-section-body.tsx';
import { KeywordLists } from './keyword-lists.tsx';

/** Keyword lists: the searches the firm's content aims at; owners add, rename, edit and delete them. */
export default function KeywordsSection({ clientId, clientName, abilities }: SettingsSectionProps) {
  return (
    <SettingsSectionBody clientId={clientId} needs="settings" allowed={abilities.settings}>
      {(data) => (
        <KeywordLists lists={data.clientSettings.keywordLists} clientId={clientId} clientName={clientName} canChange={abilities.settings} />
      )}
    </SettingsSectionBody>
  );
}
