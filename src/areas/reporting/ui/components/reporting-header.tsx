import { Button } from '../../../../ui/primitives/button.tsx';
import { PAGE_TEXTS } from '../../reporting-texts.ts';

/**
 * The page's title, whose report it is and for which period, and the way to a PDF: the browser's print dialog
 * with the print stylesheet (the shell, buttons and disclosures step aside; PrintHeader takes this one's place).
 * Without a period (a client in set-up has none yet) it still names the page and the firm.
 */
export function ReportingHeader({ title, firm, period, compared }: { title: string; firm: string; period: string; compared: string }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3 print:!hidden">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold text-fp-text">{title}</h1>
        <p data-slot="reporting-period" className="text-sm text-fp-text">
          {period ? `${firm} · ${period}` : firm}
        </p>
        {compared && <p className="text-sm text-fp-muted">{compared}</p>}
      </div>
      <Button data-slot="download-pdf" variant="outline" title={PAGE_TEXTS.printHint} onClick={() => window.print()}>
        {PAGE_TEXTS.downloadPdf}
      </Button>
    </header>
  );
}
