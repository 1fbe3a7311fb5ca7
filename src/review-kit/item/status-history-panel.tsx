import { StatusHistoryList, type StatusChangeRow } from '../../ui/layout/status-history-list.tsx';
import { HISTORY_TITLE } from '../kit-texts.ts';
import { PanelSection } from './panel-section.tsx';

/** Every move of the item between statuses: from and to in readable words, who, when and the note given. */
export function StatusHistoryPanel({ changes }: { changes: readonly StatusChangeRow[] }) {
  return (
    <PanelSection title={HISTORY_TITLE} slot="status-history">
      <StatusHistoryList changes={changes} />
    </PanelSection>
  );
}
