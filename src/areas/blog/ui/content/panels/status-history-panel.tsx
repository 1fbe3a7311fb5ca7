import type { BlogPost } from '../../../api/blog-post-query.ts';
import { StatusHistoryPanel as HistoryPanel } from '../../../../../review-kit/item/status-history-panel.tsx';
import type { ReviewClient } from '../../../../../review-kit/review-client.ts';

/** The post's moves between statuses, on the kit's history panel (the panels share one signature). */
export function StatusHistoryPanel({ post }: { post: BlogPost; client: ReviewClient }) {
  return <HistoryPanel changes={post.statusHistory} />;
}
