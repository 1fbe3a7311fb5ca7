import type { BlogPost } from '../../../../core/blog/blog-post-query.ts';
import { StatusHistoryList } from '../../../../ui/layout/status-history-list.tsx';
import type { BlogClient } from '../../hooks/use-blog-client.ts';
import { SECTION_TITLES } from '../content-texts.ts';
import { PanelSection } from './panel-section.tsx';

/** Every move of the post between statuses: from and to in readable words, who, when and the note given. */
export function StatusHistoryPanel({ post }: { post: BlogPost; client: BlogClient }) {
  return (
    <PanelSection title={SECTION_TITLES.history} slot="status-history">
      <StatusHistoryList changes={post.statusHistory} />
    </PanelSection>
  );
}
