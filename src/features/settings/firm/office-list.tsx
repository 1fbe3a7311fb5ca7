import { RecordList } from '../../../ui/form/record-list.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';
import { OFFICE_TEXTS } from './firm-texts.ts';
import { OfficeForm } from './office-form.tsx';
import { useFirmRecordChange, useFirmRecords } from './use-firm-records.ts';

/** The firm's offices (the /v1/clientLocations resource). */
export function OfficeList({ clientId, editable, labelledBy }: { clientId: string; editable: boolean; labelledBy: string }) {
  const offices = useFirmRecords(clientId, '/clientLocations');
  const { remove } = useFirmRecordChange(clientId);
  return (
    <QueryState status={offices.status} loadingLabel={OFFICE_TEXTS.loading} errorText={OFFICE_TEXTS.loadFailed} onRetry={() => void offices.refetch()} emptyText="" isEmpty={false}>
      <RecordList
        items={offices.data ?? []}
        keyOf={(office) => office.id}
        nameOf={(office) => office.name}
        renderItem={(office) => (
          <address className="not-italic">
            <span className="block font-medium">{office.name}</span>
            {[office.addressLine, [office.city, office.region, office.postalCode].filter(Boolean).join(', '), OFFICE_TEXTS.countries[office.country], office.phone]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="block text-fp-muted">
                  {line}
                </span>
              ))}
          </address>
        )}
        renderForm={(office, close) => <OfficeForm clientId={clientId} office={office} close={close} />}
        onRemove={(office) => remove('/clientLocations/{id}', office.id, OFFICE_TEXTS.removed(office.name))}
        editable={editable}
        texts={OFFICE_TEXTS}
        labelledBy={labelledBy}
      />
    </QueryState>
  );
}
