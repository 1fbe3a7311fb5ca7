import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { SocialAction } from '../model/social-actions.ts';
import { newestFirst } from '../../../core/review/approval-record.ts';
import { socialBoardItem } from '../model/social-board-items.ts';
import { holdsCapability } from '../../../core/review/review-capabilities.ts';
import { canEditSocialPost } from '../model/social-editing.ts';
import { socialPostQueryOptions, type SocialJob } from '../api/social-post-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { Tabs } from '../../../ui/primitives/tabs.tsx';
import { ActionBar } from '../../../review-kit/actions/action-bar.tsx';
import { useDraftStorage, useDraftUserId } from '../../../review-kit/drafts/draft-storage.ts';
import { useUnsavedGuard } from '../../../review-kit/drafts/use-unsaved-guard.ts';
import { calendarDate, publicationDay } from '../../../review-kit/item/item-dates.ts';
import { ItemHeader } from '../../../review-kit/item/item-header.tsx';
import { ItemFrame, ItemLayout } from '../../../review-kit/item/item-frame.tsx';
import { StatusHistoryPanel } from '../../../review-kit/item/status-history-panel.tsx';
import { useReviewClient, type ReviewClient } from '../../../review-kit/review-client.ts';
import type { ReviewOutcomeHandlers } from '../../../review-kit/review-outcome.ts';
import { useOutcomeReporter } from '../../../review-kit/review-outcome-listener.ts';
import { PlatformIcon } from './platform-icon.tsx';
import { postKindOf } from './post-kind.ts';
import { POST_ACTIONS_SPEC } from './post-actions-spec.ts';
import { PostPanel, type PostPanelProps } from './post-panel.tsx';
import { PLATFORM_NAMES, POST_PAGE_TEXTS, POST_REJECTION_REASON_LABELS } from '../post-texts.ts';

/** What an area says on its post page. */
export interface PostPageTexts {
  loading: string;
  error: string;
  notFound: string;
  noClient: string;
  back: string;
}

export interface PostReviewViewProps extends ReviewOutcomeHandlers {
  clientId: string;
  jobId: string;
  texts: PostPageTexts;
  pageType: string;
  /** A profile post's kind and button, in words (the Google Business Profile area gives them). */
  profileOf?: (post: SocialJob['posts'][number]) => PostPanelProps['profile'];
  /** What the firm should know first (auto-publish, a missing connection), below the title. */
  notices?: ReactNode;
  /** Panels of the area's own, below the posts (images, approval record). */
  panels?: (job: SocialJob, client: ReviewClient) => ReactNode;
  onBack?: () => void;
  /** True while any post holds unsaved edits, so the page around can ask before leaving. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * One social media or Google Business Profile job for review: where it stands, its actions, one tab per
 * platform's post (preview, length, checks, editor), the area's panels and the job's history. Router-free, so a
 * page of the portal or an element can show it.
 */
export function PostReviewView({
  clientId,
  jobId,
  texts,
  pageType,
  profileOf,
  notices,
  panels,
  onBack,
  onDirtyChange,
  ...handlers
}: PostReviewViewProps) {
  const session = useSession();
  const client = useReviewClient(clientId);
  const query = useQuery({ ...socialPostQueryOptions(session, clientId, jobId), enabled: Boolean(clientId && jobId) });
  const reportDirty = useUnsavedGuard(onDirtyChange);
  const dirtyPosts = useRef(new Set<string>());
  const onPostDirty = useCallback(
    (postId: string, dirty: boolean) => {
      if (dirty) dirtyPosts.current.add(postId);
      else dirtyPosts.current.delete(postId);
      reportDirty(dirtyPosts.current.size > 0);
    },
    [reportDirty],
  );
  const [selected, setSelected] = useState('');
  const userId = useDraftUserId();
  const report = useOutcomeReporter(handlers);
  const storage = useDraftStorage();

  return (
    <ItemFrame client={client} query={query} texts={texts} onBack={onBack}>
      {({ job, firm }, client) => {
        const item = socialBoardItem(job);
        const facts: Array<[string, string]> = [
          [POST_PAGE_TEXTS.facts.externalReviewDate, calendarDate(job.externalReviewDate)],
          [POST_PAGE_TEXTS.facts.scheduledOn, publicationDay(item.scheduledOn)],
          [POST_PAGE_TEXTS.facts.publishedOn, publicationDay(item.publishedOn)],
        ];
        const standing = newestFirst(job.approvals)[0];
        const approvedPosts = new Set(standing && !standing.voided ? standing.posts.map((post) => post.postId) : []);
        const onDone = (action: SocialAction) => {
          const outcome = POST_ACTIONS_SPEC.outcomeOf(action);
          report(postKindOf(job.channel), outcome, job.id);
        };
        return (
          <ItemLayout
            header={
              <ItemHeader title={job.topic} status={job.status} facts={facts}>
                {job.status === 'Declined' && job.rejectionReason ? (
                  <p className="text-sm">
                    {POST_PAGE_TEXTS.changesRequested(POST_REJECTION_REASON_LABELS[job.rejectionReason])}
                    {job.rejectionComment ? <span className="block text-fp-muted">“{job.rejectionComment}”</span> : null}
                  </p>
                ) : null}
              </ItemHeader>
            }
            notices={notices}
            actions={<ActionBar spec={POST_ACTIONS_SPEC} item={job} client={client} pageType={pageType} onDone={onDone} />}
            body={
              job.posts.length === 0 ? (
                <p className="text-sm text-fp-muted">{POST_PAGE_TEXTS.noPosts}</p>
              ) : (
                <Tabs
                  label={POST_PAGE_TEXTS.postsLabel}
                  selected={selected || job.posts[0]!.id}
                  onSelect={setSelected}
                  items={job.posts.map((post) => ({
                    id: post.id,
                    label: (
                      <>
                        <PlatformIcon platform={post.platform} decorative />
                        <span>{PLATFORM_NAMES[post.platform]}</span>
                      </>
                    ),
                    panel: (
                      <PostPanel
                        clientId={clientId}
                        jobId={job.id}
                        topic={job.topic}
                        firmName={firm.name}
                        post={post}
                        disclaimer={firm.advertisingDisclaimer ?? null}
                        canEdit={canEditSocialPost(client.roles, job.status, post.status)}
                        isStaff={holdsCapability(client.roles, 'staff')}
                        roles={client.roles}
                        jobStatus={job.status}
                        approved={approvedPosts.has(post.id)}
                        userId={userId}
                        storage={storage}
                        profile={profileOf?.(post)}
                        onDirtyChange={onPostDirty}
                      />
                    ),
                  }))}
                />
              )
            }
            record={panels?.(job, client)}
            history={<StatusHistoryPanel changes={job.statusHistory} />}
          />
        );
      }}
    </ItemFrame>
  );
}
