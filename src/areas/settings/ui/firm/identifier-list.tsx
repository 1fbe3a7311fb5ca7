import { EditableList } from '../../../../ui/form/editable-list.tsx';
import { ListItemFrame } from '../../../../ui/form/list-item-frame.tsx';
import { IDENTIFIER_TEXTS } from './firm-texts.ts';
import { IdentifierForm, type Identifier } from './identifier-form.tsx';
import { useFirmRecordChange } from './use-firm-records.ts';

/** The firm's identifiers (from the settings query): added and changed through GraphQL, deleted through REST. */
export function IdentifierList({
  clientId,
  identifiers,
  editable,
  labelledBy,
}: {
  clientId: string;
  identifiers: readonly Identifier[];
  editable: boolean;
  labelledBy: string;
}) {
  const { remove } = useFirmRecordChange(clientId);
  return (
    <EditableList
      items={identifiers}
      canChange={editable}
      labelledBy={labelledBy}
      texts={IDENTIFIER_TEXTS}
      renderItem={(identifier, actions) => (
        <ListItemFrame
          key={identifier.id}
          slot="identifier"
          name={identifier.name}
          title={`${identifier.name}: ${identifier.value}`}
          actions={actions}
        />
      )}
      renderEditor={(identifier, close) => <IdentifierForm clientId={clientId} identifier={identifier} close={close} />}
      deleteDescription={(identifier) => IDENTIFIER_TEXTS.deleteDescription(identifier.name)}
      onDelete={(identifier) => remove('/identifiers/{id}', identifier.id, IDENTIFIER_TEXTS.removed(identifier.name))}
    />
  );
}
