import { memo, useId } from 'react';
import type { BlogBoardJob } from '../../../core/blog/blog-board-query.ts';
import { CONTENT_TYPE_LABELS, COLUMN_LABELS, VIEW_ON_WORDPRESS } from '../blog-texts.ts';
import type { OnActionDone } from '../hooks/use-blog-actions.ts';
import type { BlogClient } from '../hooks/use-blog-client.ts';
import { BlogActionsMenu } from './blog-actions-menu.tsx';
import { BlogStatusBadge } from './blog-status-badge.tsx';
import { calendarDate, publicationDay } from './job-dates.ts';
import { safeLink } from '../../../core/content/url-schemes.ts';
import { PostLink, type PostOpening } from './post-link.tsx';

export interface JobCardProps {
  job: BlogBoardJob;
  client: BlogClient;
  opening: PostOpening;
  onActionDone?: OnActionDone;
}

/** One post on the board: its topic (the link that opens it), status, type, dates and actions. Memoized for scrolling. */
export const JobCard = memo(function JobCard({ job, client, opening, onActionDone }: JobCardProps) {
  const wordPressUrl = safeLink(job.wordPressUrl);
  const topicId = useId();
  return (
    <article aria-labelledby={topicId} data-slot="job-card" className="space-y-2 rounded-fp border border-fp-border bg-fp-background p-3 shadow-sm">
      <div className="flex items-start gap-2">
        <h3 id={topicId} className="min-w-0 flex-1 text-sm font-medium leading-snug break-words">
          <PostLink job={job} opening={opening} className="text-fp-text hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary rounded-sm" />
        </h3>
        <BlogActionsMenu job={job} client={client} onDone={onActionDone} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <BlogStatusBadge status={job.status} />
        <span className="text-xs text-fp-muted">{CONTENT_TYPE_LABELS[job.contentType] ?? job.contentType}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-fp-muted">{COLUMN_LABELS.dueDate}</dt>
        <dd className="whitespace-nowrap">{calendarDate(job.dueDate)}</dd>
        <dt className="text-fp-muted">{COLUMN_LABELS.externalReviewDate}</dt>
        <dd className="whitespace-nowrap">{calendarDate(job.externalReviewDate)}</dd>
        <dt className="text-fp-muted">{COLUMN_LABELS.publicationDate}</dt>
        <dd className="whitespace-nowrap">{publicationDay(job.publicationDate)}</dd>
      </dl>
      {wordPressUrl && (
        <a href={wordPressUrl} target="_blank" rel="noopener noreferrer" className="inline-block text-xs text-fp-primary underline">
          {VIEW_ON_WORDPRESS}
        </a>
      )}
    </article>
  );
});
