import { useRef } from 'react';
import { downloadFrom, temporaryUrl } from '../file-download.ts';
import { Button } from '../primitives/button.tsx';
import { showErrorToast } from '../toasts/toast.ts';
import type { CsvCell } from './csv.ts';

/** Said when the CSV writer's code cannot be loaded (the network dropped, or a new release replaced the files). */
export const CSV_FAILED_TEXT = 'The CSV file could not be made. Check your connection and try again.';

export interface CsvButtonProps {
  /** The button's visible text, e.g. 'Export CSV'; its accessible name adds what is exported. */
  label: string;
  /** What the file holds, for the accessible name ('Export CSV: Top queries') and the file's name. */
  what: string;
  /** Further parts of the file's name (the firm, the period). */
  fileNameParts?: string[];
  header: readonly string[];
  /** Called on click, so the export is of what the table holds then. */
  rows: () => ReadonlyArray<readonly CsvCell[]>;
}

/** Downloads a table's or a chart's data as a CSV file made in the page (nothing is sent anywhere). */
export function CsvButton({ label, what, fileNameParts = [], header, rows }: CsvButtonProps) {
  const holder = useRef<HTMLSpanElement | null>(null);
  const download = async () => {
    const data = rows();
    // The CSV writer (csv-stringify, some 10 KB gzip) loads on the first export, not with every page that offers one.
    const csv = await import('./csv.ts').catch((error: unknown) => {
      console.error(CSV_FAILED_TEXT, error);
      void showErrorToast(CSV_FAILED_TEXT);
      return null;
    });
    if (!csv) return;
    const blob = new Blob([csv.csvText(header, data)], { type: 'text/csv;charset=utf-8' });
    downloadFrom(holder.current, temporaryUrl(blob), csv.csvFileName(...fileNameParts, what));
  };
  return (
    <span ref={holder} className="print:hidden">
      <Button variant="outline" size="sm" onClick={() => void download()} aria-label={`${label}: ${what}`}>
        {label}
      </Button>
    </span>
  );
}
