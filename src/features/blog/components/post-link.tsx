import type { MouseEvent, ReactNode } from 'react';
import type { BlogBoardJob } from '../../../core/blog/blog-board-query.ts';

/** How the board opens a post: where its link points, and what a plain click does instead of following it. */
export interface PostOpening {
  hrefOf: (job: BlogBoardJob) => string;
  open: (job: BlogBoardJob) => void;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The post's topic as a real link: a new tab or a copied address still works; a plain click opens it in place. */
export function PostLink({ job, opening, className, children }: { job: BlogBoardJob; opening: PostOpening; className?: string; children?: ReactNode }) {
  return (
    <a
      href={opening.hrefOf(job)}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        opening.open(job);
      }}
    >
      {children ?? job.topic}
    </a>
  );
}
