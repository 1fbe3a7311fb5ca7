import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { PortalApiError } from '../../../core/api/api-error.ts';
import type { BlogAction } from '../../../core/blog/blog-actions.ts';
import { blogPostQueryOptions, type BlogPost } from '../../../core/blog/blog-post-query.ts';
import { safeLink } from '../../../core/content/url-schemes.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { Button } from '../../../ui/primitives/button.tsx';
import { Spinner } from '../../../ui/primitives/spinner.tsx';
import { CONTENT_TYPE_LABELS, VIEW_ON_WORDPRESS } from '../blog-texts.ts';
import { BlogActionBar } from '../components/blog-action-bar.tsx';
import { BlogStatusBadge } from '../components/blog-status-badge.tsx';
import { calendarDate, publicationDay } from '../components/job-dates.ts';
import { reportReviewOutcome } from '../hooks/use-blog-actions.ts';
import { useBlogClient, type BlogClient } from '../hooks/use-blog-client.ts';
import {
  BACK_TO_BOARD, FACT_LABELS, LOADING_POST, META_DESCRIPTION_LABEL, NO_CLIENT_TEXT, NO_META_DESCRIPTION, POST_ERROR_TEXT, POST_NOT_FOUND_TEXT, RETRY,
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
  const client = useBlogClient(clientId);
  const query = useQuery({ ...blogPostQueryOptions(session, clientId, blogJobId), enabled: Boolean(clientId && blogJobId) });
  const reportDirty = useUnsavedGuard(onDirtyChange);

  if (!client) return <p className="text-sm text-fp-muted">{NO_CLIENT_TEXT}</p>;
  if (query.status === 'pending') return <Spinner label={LOADING_POST} />;
  if (query.status === 'error') {
    const notFound = query.error instanceof PortalApiError && query.error.code === 'NOT_FOUND';
    return (
      <div role="alert" className="space-y-3 rounded-fp border border-fp-danger p-4 text-sm">
        <p className="text-fp-danger">{notFound ? POST_NOT_FOUND_TEXT : `${POST_ERROR_TEXT} ${query.error.message}`}</p>
        <div className="flex gap-2">
          {notFound ? null : (
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {RETRY}
            </Button>
          )}
          {onBack ? (
            <Button variant="outline" size="sm" onClick={onBack}>
              {BACK_TO_BOARD}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  const post = query.data;
  const canEdit = canEditPost(client, post.status);
  const onActionDone = (action: BlogAction) => reportReviewOutcome(action, post.id, { onApproved, onChangesRequested });
  return (
    <article className="space-y-8">
      <PostHeader post={post} />
      <BlogActionBar job={post} client={client} onDone={onActionDone} />
      <PublicationDetails post={post} client={client} canEdit={canEdit} />
      <ContentSection key={post.id} post={post} clientId={clientId} canEdit={canEdit} onDirtyChange={reportDirty} />
      <ImagesPanel post={post} client={client} />
      <QualityPanel post={post} client={client} />
      <RevisionsPanel post={post} client={client} />
      <ApprovalRecordPanel post={post} client={client} />
      <StatusHistoryPanel post={post} client={client} />
    </article>
  );
}

/**
 * Tells the page around about unsaved edits, and has the browser ask before a reload or a closed tab drops
 * them from view (the draft itself is kept either way). Leaving the view clears the flag.
 */
function useUnsavedGuard(onDirtyChange: ((dirty: boolean) => void) | undefined) {
  // A ref, not state: the question must hold from the very edit that made the post dirty, not from the
  // effect that would run after the next paint.
  const dirty = useRef(false);
  const notify = useRef(onDirtyChange);
  notify.current = onDirtyChange;
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
      notify.current?.(false);
    };
  }, []);
  return useCallback((next: boolean) => {
    dirty.current = next;
    notify.current?.(next);
  }, []);
}

function PostHeader({ post }: { post: BlogPost }) {
  const wordPressUrl = safeLink(post.wordPressUrl);
  const facts: Array<[string, string]> = [
    [FACT_LABELS.contentType, CONTENT_TYPE_LABELS[post.contentType] ?? post.contentType],
    [FACT_LABELS.dueDate, calendarDate(post.dueDate)],
    [FACT_LABELS.externalReviewDate, calendarDate(post.externalReviewDate)],
    [FACT_LABELS.publicationDate, publicationDay(post.publicationDate)],
    [FACT_LABELS.version, String(post.contentVersion)],
  ];
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold">{post.title || post.topic}</h1>
        <BlogStatusBadge status={post.status} />
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="text-fp-muted">{label}:</dt>
            <dd className="m-0">{value}</dd>
          </div>
        ))}
      </dl>
      {wordPressUrl ? (
        <a href={wordPressUrl} target="_blank" rel="noopener noreferrer" className="inline-block text-sm text-fp-primary underline">
          {VIEW_ON_WORDPRESS}
        </a>
      ) : null}
    </header>
  );
}

function PublicationDetails({ post, client, canEdit }: { post: BlogPost; client: BlogClient; canEdit: boolean }) {
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
