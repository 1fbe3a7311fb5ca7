import { StatusHistoryList, type StatusChangeRow } from '../../ui/layout/status-history-list.tsx';
import { HISTORY_TITLE } from '../kit-texts.ts';
import { PanelSection } from './panel-section.tsx';

/** Every move of the item between statuses: from and to in readable words (the area's, when it has its own), who, when and the note given. */
export function StatusHistoryPanel({ changes, labelOf }: { changes: readonly StatusChangeRow[]; labelOf?: (status: string) => string }) {
  return (
    <PanelSection title={HISTORY_TITLE} slot="status-history">
      <StatusHistoryList changes={changes} labelOf={labelOf} />
    </PanelSection>
  );
}
