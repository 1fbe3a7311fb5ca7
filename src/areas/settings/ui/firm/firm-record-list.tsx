import type { ReactNode } from 'react';
import type { ListItem } from '../../../../core/api/rest-types.ts';
import type { FirmResourceItem, FirmResourceList } from '../../api/firm-resource-calls.ts';
import type { ItemActionHandlers } from '../../../../ui/form/item-actions.tsx';
import { EditableList, type EditableListTexts } from '../../../../ui/form/editable-list.tsx';
import { QueryState } from '../../../../ui/layout/query-state.tsx';
import { useFirmRecordChange, useFirmRecords } from './use-firm-records.ts';

// Every record of these resources has an id and a name; the generic list type cannot say so by itself.
type Named = { id: string; name: string };

interface FirmRecordListProps<P extends FirmResourceList> {
  clientId: string;
  /** The list's path and the path of one of its records (deleted there). */
  path: P;
  itemPath: FirmResourceItem;
  texts: EditableListTexts & {
    loading: string;
    loadFailed: string;
    deleteDescription: (name: string) => string;
    removed: (name: string) => string;
  };
  renderItem: (record: ListItem<P> & Named, actions: ItemActionHandlers | undefined) => ReactNode;
  renderForm: (record: ListItem<P> | null, close: () => void) => ReactNode;
  editable: boolean;
  labelledBy: string;
}

/** A REST resource of the firm's (its offices, its contacts) as a list it adds to, changes and deletes from. */
export function FirmRecordList<P extends FirmResourceList>({
  clientId,
  path,
  itemPath,
  texts,
  renderItem,
  renderForm,
  editable,
  labelledBy,
}: FirmRecordListProps<P>) {
  const records = useFirmRecords(clientId, path);
  const { remove } = useFirmRecordChange(clientId);
  return (
    <QueryState
      status={records.status}
      loadingLabel={texts.loading}
      errorText={texts.loadFailed}
      onRetry={() => void records.refetch()}
      emptyText=""
      isEmpty={false}
    >
      <EditableList
        items={(records.data ?? []) as ReadonlyArray<ListItem<P> & Named>}
        canChange={editable}
        labelledBy={labelledBy}
        texts={texts}
        renderItem={renderItem}
        renderEditor={renderForm}
        deleteDescription={(record) => texts.deleteDescription(record.name)}
        onDelete={(record) => remove(itemPath, record.id, texts.removed(record.name))}
      />
    </QueryState>
  );
}
