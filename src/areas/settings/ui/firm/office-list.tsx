import { ListItemFrame } from '../../../../ui/form/list-item-frame.tsx';
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
      renderItem={(office, actions) => (
        <ListItemFrame key={office.id} slot="office" name={office.name} actions={actions}>
          <address className="break-words text-sm not-italic text-fp-muted">
            {[
              office.addressLine,
              [office.city, office.region, office.postalCode].filter(Boolean).join(', '),
              OFFICE_TEXTS.countries[office.country],
              office.phone,
            ]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
          </address>
        </ListItemFrame>
      )}
      renderForm={(office, close) => <OfficeForm clientId={clientId} office={office} close={close} />}
      editable={editable}
      labelledBy={labelledBy}
    />
  );
}
