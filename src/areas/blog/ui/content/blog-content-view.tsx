import { useQuery } from '@tanstack/react-query';
import type { BlogAction } from '../../model/blog-actions.ts';
import { blogPostQueryOptions, type BlogPost } from '../../api/blog-post-query.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { CONTENT_TYPE_LABELS } from '../../blog-texts.ts';
import { ActionBar } from '../../../../review-kit/actions/action-bar.tsx';
import { useUnsavedGuard } from '../../../../review-kit/drafts/use-unsaved-guard.ts';
import { ItemHeader } from '../../../../review-kit/item/item-header.tsx';
import { ItemFrame, ItemLayout } from '../../../../review-kit/item/item-frame.tsx';
import { useOutcomeReporter } from '../../../../review-kit/review-outcome-listener.ts';
import { BLOG_ACTIONS_SPEC } from '../blog-actions-spec.ts';
import { WordPressPost } from '../word-press-post.tsx';
import { calendarDate, publicationDay } from '../../../../review-kit/item/item-dates.ts';
import { useReviewClient, type ReviewClient } from '../../../../review-kit/review-client.ts';
import {
  BACK_TO_BOARD,
  FACT_LABELS,
  LOADING_POST,
  META_DESCRIPTION_LABEL,
  NO_CLIENT_TEXT,
  NO_META_DESCRIPTION,
  POST_ERROR_TEXT,
  POST_NOT_FOUND_TEXT,
} from './content-texts.ts';
import { ContentSection } from './editor/content-section.tsx';
import { PublicationTitleForm } from './editor/publication-title-form.tsx';
import { ApprovalRecordPanel } from './panels/approval-record-panel.tsx';
import { ImagesPanel } from './panels/images-panel.tsx';
import { canEditPost } from './panels/panel-permissions.ts';
import { QualityPanel } from './panels/quality-panel.tsx';
import { RevisionsPanel } from './panels/revisions-panel.tsx';
import { StatusHistoryPanel } from './panels/status-history-panel.tsx';

export interface BlogContentViewProps {
  clientId: string;
  blogJobId: string;
  /** A way back when the post cannot be shown (the board and the route page show their own way back otherwise). */
  onBack?: () => void;
  /** True while there are unsaved edits, so the page around can ask before leaving. */
  onDirtyChange?: (dirty: boolean) => void;
  onApproved?: (blogJobId: string) => void;
  onChangesRequested?: (blogJobId: string) => void;
}

/**
 * One blog post for review: what it is and where it stands, the actions on it, its publication title, its
 * content (sanitized, and editable with a draft kept on this device), and the panels of images, quality,
 * revisions, approval and history. Router-free: the route page and `<fp-blog-board>` both show it.
 */
export function BlogContentView({ clientId, blogJobId, onBack, onDirtyChange, onApproved, onChangesRequested }: BlogContentViewProps) {
  const session = useSession();
  const client = useReviewClient(clientId);
  const query = useQuery({ ...blogPostQueryOptions(session, clientId, blogJobId), enabled: Boolean(clientId && blogJobId) });
  const reportDirty = useUnsavedGuard(onDirtyChange);
  const report = useOutcomeReporter({ onApproved, onChangesRequested });

  return (
    <ItemFrame client={client} query={query} texts={POST_FRAME_TEXTS} onBack={onBack}>
      {(post, client) => {
        const canEdit = canEditPost(client, post.status);
        const onActionDone = (action: BlogAction) => report('blog', BLOG_ACTIONS_SPEC.outcomeOf(action), post.id);
        return (
          <ItemLayout
            header={<PostHeader post={post} />}
            actions={<ActionBar spec={BLOG_ACTIONS_SPEC} item={post} client={client} pageType="blog-content" onDone={onActionDone} />}
            body={
              <>
                <PublicationDetails post={post} client={client} canEdit={canEdit} />
                <ContentSection key={post.id} post={post} clientId={clientId} canEdit={canEdit} onDirtyChange={reportDirty} />
                <ImagesPanel post={post} client={client} />
                <QualityPanel post={post} client={client} />
                <RevisionsPanel post={post} client={client} />
              </>
            }
            record={<ApprovalRecordPanel post={post} client={client} />}
            history={<StatusHistoryPanel post={post} client={client} />}
          />
        );
      }}
    </ItemFrame>
  );
}

const POST_FRAME_TEXTS = {
  noClient: NO_CLIENT_TEXT,
  loading: LOADING_POST,
  notFound: POST_NOT_FOUND_TEXT,
  error: POST_ERROR_TEXT,
  back: BACK_TO_BOARD,
};

function PostHeader({ post }: { post: BlogPost }) {
  const facts: Array<[string, string]> = [
    [FACT_LABELS.contentType, CONTENT_TYPE_LABELS[post.contentType] ?? post.contentType],
    [FACT_LABELS.dueDate, calendarDate(post.dueDate)],
    [FACT_LABELS.externalReviewDate, calendarDate(post.externalReviewDate)],
    [FACT_LABELS.publicationDate, publicationDay(post.publicationDate)],
    [FACT_LABELS.version, String(post.contentVersion)],
  ];
  return (
    <ItemHeader title={post.title || post.topic} status={post.status} facts={facts}>
      <WordPressPost url={post.wordPressUrl} error={post.wordPressError} size="page" />
    </ItemHeader>
  );
}

function PublicationDetails({ post, client, canEdit }: { post: BlogPost; client: ReviewClient; canEdit: boolean }) {
  return (
    <div className="space-y-4">
      <PublicationTitleForm post={post} clientId={client.clientId} canEdit={canEdit} />
      <div className="space-y-1">
        <p className="text-sm font-medium">{META_DESCRIPTION_LABEL}</p>
        <p className="text-sm">{post.metaDescription || <span className="text-fp-muted">{NO_META_DESCRIPTION}</span>}</p>
      </div>
    </div>
  );
}
