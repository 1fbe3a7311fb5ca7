import { useRef } from 'react';
import { downloadFrom, temporaryUrl } from '../file-download.ts';
import { Button } from '../primitives/button.tsx';
import { csvFileName, csvText, type CsvCell } from './csv.ts';

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
  const download = () => {
    const blob = new Blob([csvText(header, rows())], { type: 'text/csv;charset=utf-8' });
    downloadFrom(holder.current, temporaryUrl(blob), csvFileName(...fileNameParts, what));
  };
  return (
    <span ref={holder} className="print:hidden">
      <Button variant="outline" size="sm" onClick={download} aria-label={`${label}: ${what}`}>
        {label}
      </Button>
    </span>
  );
}
