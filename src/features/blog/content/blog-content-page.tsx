import { useBlocker, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useReviewClient } from '../../../review-kit/review-client.ts';
import { BlogContentView } from './blog-content-view.tsx';
import { NO_CLIENT_TEXT } from './content-texts.ts';
import { LeaveDialog } from '../../../review-kit/drafts/leave-dialog.tsx';

/**
 * /blog-content/$blogId: the selected client's post. With unsaved edits, going elsewhere in the portal asks
 * first; a reload or a closed tab is asked about by the view itself (the draft is kept either way).
 */
export default function BlogContentPage() {
  const { blogId = '' } = useParams({ strict: false }) as { blogId?: string };
  const client = useReviewClient();
  const [dirty, setDirty] = useState(false);
  // The view already asks on beforeunload; the router's own prompt would ask a second time.
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: false, withResolver: true });

  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-6">
      {client ? <BlogContentView key={`${client.clientId}/${blogId}`} clientId={client.clientId} blogJobId={blogId} onDirtyChange={setDirty} /> : <p className="text-sm text-fp-muted">{NO_CLIENT_TEXT}</p>}
      <LeaveDialog open={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </div>
  );
}
