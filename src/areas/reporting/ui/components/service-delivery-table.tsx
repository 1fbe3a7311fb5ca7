import type { DeliveryPeriod, ServiceDelivery } from '../../api/delivery-report-query.ts';
import { CsvButton } from '../../../../ui/export/csv-button.tsx';
import { HeadingLine } from '../../../../ui/layout/titled-section.tsx';
import { DataTable, type DataColumn } from '../../../../ui/table/data-table.tsx';
import { DELIVERED_TEXTS, EXPORT_CSV } from '../../reporting-texts.ts';

type Row = ServiceDelivery & { previousDone: number | null };
const { columns: TEXT } = DELIVERED_TEXTS;

const COLUMNS: ReadonlyArray<DataColumn<Row>> = [
  { key: 'service', label: TEXT.service, value: (row) => row.serviceName },
  { key: 'done', label: TEXT.done, value: (row) => row.done, numeric: true },
  { key: 'contracted', label: TEXT.contracted, value: (row) => row.contracted, numeric: true },
  { key: 'onTime', label: TEXT.onTime, value: (row) => row.onTime, numeric: true },
  {
    key: 'previousDone',
    label: TEXT.previousDone,
    value: (row) => row.previousDone,
    numeric: true,
    wideOnly: true,
    cell: (row) => (row.previousDone === null ? '–' : String(row.previousDone)),
  },
];

/** Each service's deliverables of the period: done against contracted, on time, and done the period before. */
export function ServiceDeliveryTable({
  selected,
  previous,
  fileNameParts,
}: {
  selected: DeliveryPeriod;
  previous: DeliveryPeriod | null;
  fileNameParts: string[];
}) {
  const rows: Row[] = selected.services.map((service) => ({
    ...service,
    previousDone: previous ? (previous.services.find((entry) => entry.serviceName === service.serviceName)?.done ?? 0) : null,
  }));
  return (
    <div data-slot="service-delivery" className="flex flex-col gap-2">
      <HeadingLine
        heading={<h3 className="text-sm font-semibold text-fp-text">{DELIVERED_TEXTS.servicesHeading}</h3>}
        action={
          <CsvButton
            label={EXPORT_CSV}
            what={DELIVERED_TEXTS.servicesHeading}
            fileNameParts={fileNameParts}
            header={COLUMNS.map((column) => column.label)}
            rows={() => rows.map((row) => COLUMNS.map((column) => column.value(row)))}
          />
        }
      />
      <DataTable
        caption={DELIVERED_TEXTS.servicesCaption}
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.serviceName}
        initialSort={{ key: 'service', direction: 'asc' }}
      />
    </div>
  );
}
