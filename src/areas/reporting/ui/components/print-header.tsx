import { useFirmLogo } from '../hooks/use-firm-logo.ts';
import { PAGE_TEXTS } from '../../reporting-texts.ts';

/** The printed report's letterhead: the firm's logo and name, the period and what it is compared with. Print only. */
export function PrintHeader({ clientId, firm, period, compared }: { clientId: string; firm: string; period: string; compared: string }) {
  const logo = useFirmLogo(clientId);
  return (
    <div data-slot="print-header" className="hidden items-center gap-4 border-b border-fp-border pb-3 print:!flex">
      {logo ? <img src={logo} alt={PAGE_TEXTS.logoAlt(firm)} className="h-16 w-auto max-w-[12rem] object-contain" /> : null}
      <div>
        <p className="text-2xl font-semibold text-fp-text">{PAGE_TEXTS.printTitle(firm)}</p>
        <p className="text-base text-fp-text">{period}</p>
        <p className="text-sm text-fp-muted">{compared}</p>
      </div>
    </div>
  );
}
