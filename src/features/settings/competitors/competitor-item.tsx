import { ItemActions, type ItemActionHandlers } from '../../../ui/form/item-actions.tsx';
import { Badge } from '../../../ui/primitives/badge.tsx';
import { COMPETITOR_TEXT } from './competitor-texts.ts';
import { WebsiteLink } from './website-link.tsx';

export interface Competitor {
  id: string;
  name: string;
  websiteUrl: string;
  isAutomated: boolean;
}

export interface CompetitorItemProps {
  competitor: Competitor;
  /** Edit and Delete, for those who may change the firm's settings; without them the competitor is only shown. */
  actions?: ItemActionHandlers;
}

/** One competitor: its name, its website, and whether the automatic search found it. */
export function CompetitorItem({ competitor, actions }: CompetitorItemProps) {
  return (
    <li data-slot="competitor" className="flex flex-col gap-2 rounded-fp border border-fp-border p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-words font-medium text-fp-text">{competitor.name}</h3>
          {competitor.isAutomated ? <Badge variant="secondary">{COMPETITOR_TEXT.automated}</Badge> : null}
        </div>
        <WebsiteLink url={competitor.websiteUrl} />
      </div>
      {actions ? <ItemActions itemName={competitor.name} {...actions} /> : null}
    </li>
  );
}
