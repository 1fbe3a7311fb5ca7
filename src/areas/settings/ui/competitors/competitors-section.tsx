import { EditableList } from '../../../../ui/form/editable-list.tsx';
import type { SettingsSectionProps } from '../section-props.ts';
import { SettingsSectionBody } from '../settings-section-body.tsx';
import { CompetitorEditor } from './competitor-editor.tsx';
import { CompetitorItem } from './competitor-item.tsx';
import { COMPETITOR_TEXT } from './competitor-texts.ts';
import { RetrievalSwitch } from './retrieval-switch.tsx';
import { useCompetitorChanges } from './use-competitor-changes.ts';

/** Competitors: the firms the firm competes with, named by the firm or found automatically, and that search's switch. */
export default function CompetitorsSection({ clientId, abilities }: SettingsSectionProps) {
  const changes = useCompetitorChanges(clientId);
  const canChange = abilities.settings;
  return (
    <SettingsSectionBody clientId={clientId} needs="settings" allowed={canChange}>
      {({ clientSettings }) => (
        <>
          <RetrievalSwitch
            enabled={clientSettings.enableAutomatedCompetitorRetrieval}
            canChange={canChange}
            switchTo={changes.switchRetrieval}
          />
          <EditableList
            items={clientSettings.competitors}
            canChange={canChange}
            label={COMPETITOR_TEXT.listLabel}
            texts={COMPETITOR_TEXT}
            renderItem={(competitor, actions) => <CompetitorItem key={competitor.id} competitor={competitor} actions={actions} />}
            renderEditor={(competitor, close) => (
              <CompetitorEditor
                competitor={competitor}
                save={competitor ? (values) => changes.update(competitor.id, values) : changes.add}
                onClose={close}
              />
            )}
            deleteDescription={() => COMPETITOR_TEXT.deleteDescription}
            onDelete={changes.remove}
          />
        </>
      )}
    </SettingsSectionBody>
  );
}
