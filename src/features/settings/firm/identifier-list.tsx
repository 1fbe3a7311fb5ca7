import { RecordList } from '../../../ui/form/record-list.tsx';
import { IDENTIFIER_TEXTS } from './firm-texts.ts';
import { IdentifierForm, type Identifier } from './identifier-form.tsx';
import { useFirmRecordChange } from './use-firm-records.ts';

/** The firm's identifiers (from the settings query): added and changed through GraphQL, deleted through REST. */
export function IdentifierList({ clientId, identifiers, editable, labelledBy }: { clientId: string; identifiers: readonly Identifier[]; editable: boolean; labelledBy: string }) {
  const { remove } = useFirmRecordChange(clientId);
  return (
    <RecordList
      items={identifiers}
      keyOf={(identifier) => identifier.id}
      nameOf={(identifier) => identifier.name}
      renderItem={(identifier) => (
        <>
          <span className="font-medium">{identifier.name}</span>: {identifier.value}
        </>
      )}
      renderForm={(identifier, close) => <IdentifierForm clientId={clientId} identifier={identifier} close={close} />}
      onRemove={(identifier) => remove('/identifiers/{id}', identifier.id, IDENTIFIER_TEXTS.removed(identifier.name))}
      editable={editable}
      texts={IDENTIFIER_TEXTS}
      labelledBy={labelledBy}
    />
  );
}
