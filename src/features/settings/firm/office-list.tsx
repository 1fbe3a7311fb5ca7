import { FirmRecordList } from './firm-record-list.tsx';
import { OFFICE_TEXTS } from './firm-texts.ts';
import { OfficeForm } from './office-form.tsx';

/** The firm's offices (the /v1/clientLocations resource), each as its address reads. */
export function OfficeList({ clientId, editable, labelledBy }: { clientId: string; editable: boolean; labelledBy: string }) {
  return (
    <FirmRecordList
      clientId={clientId}
      path="/clientLocations"
      itemPath="/clientLocations/{id}"
      texts={OFFICE_TEXTS}
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
      editable={editable}
      labelledBy={labelledBy}
    />
  );
}
