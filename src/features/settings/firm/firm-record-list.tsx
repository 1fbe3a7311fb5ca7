import type { ReactNode } from 'react';
import type { ListItem } from '../../../core/api/rest-types.ts';
import type { FirmResourceItem, FirmResourceList } from '../../../core/settings/firm-resource-calls.ts';
import { RecordList, type RecordListTexts } from '../../../ui/form/record-list.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';
import { useFirmRecordChange, useFirmRecords } from './use-firm-records.ts';

interface FirmRecordListProps<P extends FirmResourceList> {
  clientId: string;
  /** The list's path and the path of one of its records (deleted there). */
  path: P;
  itemPath: FirmResourceItem;
  texts: RecordListTexts & { loading: string; loadFailed: string; removed: (name: string) => string };
  renderItem: (record: ListItem<P>) => ReactNode;
  renderForm: (record: ListItem<P> | null, close: () => void) => ReactNode;
  editable: boolean;
  labelledBy: string;
}

// Every record of these resources has an id and a name; the generic list type cannot say so by itself.
type Named = { id: string; name: string };

/** A REST resource of the firm's (its offices, its contacts) as a list it adds to, changes and deletes from. */
export function FirmRecordList<P extends FirmResourceList>({ clientId, path, itemPath, texts, renderItem, renderForm, editable, labelledBy }: FirmRecordListProps<P>) {
  const records = useFirmRecords(clientId, path);
  const { remove } = useFirmRecordChange(clientId);
  return (
    <QueryState status={records.status} loadingLabel={texts.loading} errorText={texts.loadFailed} onRetry={() => void records.refetch()} emptyText="" isEmpty={false}>
      <RecordList
        items={(records.data ?? []) as ReadonlyArray<ListItem<P> & Named>}
        keyOf={(record) => record.id}
        nameOf={(record) => record.name}
        renderItem={renderItem}
        renderForm={renderForm}
        onRemove={(record) => remove(itemPath, record.id, texts.removed(record.name))}
        editable={editable}
        texts={texts}
        labelledBy={labelledBy}
      />
    </QueryState>
  );
}
