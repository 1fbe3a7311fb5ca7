import type { ItemActionHandlers } from '../../../../ui/form/item-actions.tsx';
import { ListItemFrame } from '../../../../ui/form/list-item-frame.tsx';
import { Badge } from '../../../../ui/primitives/badge.tsx';
import { COMPETITOR_TEXT } from './competitor-texts.ts';
import { WebsiteLink } from './website-link.tsx';

export interface Competitor {
  id: string;
  name: string;
  websiteUrl: string;
  isAutomated: boolean;
}

/** One competitor: its name, its website, and whether the automatic search found it. */
export function CompetitorItem({ competitor, actions }: { competitor: Competitor; actions: ItemActionHandlers | undefined }) {
  return (
    <ListItemFrame
      slot="competitor"
      name={competitor.name}
      actions={actions}
      badge={competitor.isAutomated ? <Badge variant="secondary">{COMPETITOR_TEXT.automated}</Badge> : null}
    >
      <WebsiteLink url={competitor.websiteUrl} />
    </ListItemFrame>
  );
}
