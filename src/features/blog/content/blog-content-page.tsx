import { useBlocker, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../ui/primitives/button.tsx';
import { Dialog } from '../../../ui/primitives/dialog.tsx';
import { useBlogClient } from '../hooks/use-blog-client.ts';
import { BlogContentView } from './blog-content-view.tsx';
import { LEAVE_DIALOG, NO_CLIENT_TEXT } from './content-texts.ts';

/**
 * /blog-content/$blogId: the selected client's post. With unsaved edits, going elsewhere in the portal asks
 * first; a reload or a closed tab is asked about by the view itself (the draft is kept either way).
 */
export default function BlogContentPage() {
  const { blogId = '' } = useParams({ strict: false }) as { blogId?: string };
  const client = useBlogClient();
  const [dirty, setDirty] = useState(false);
  // The view already asks on beforeunload; the router's own prompt would ask a second time.
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: false, withResolver: true });

  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-6">
      {client ? <BlogContentView key={`${client.clientId}/${blogId}`} clientId={client.clientId} blogJobId={blogId} onDirtyChange={setDirty} /> : <p className="text-sm text-fp-muted">{NO_CLIENT_TEXT}</p>}
      <Dialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={LEAVE_DIALOG.title}
        description={LEAVE_DIALOG.description}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" autoFocus onClick={() => blocker.reset?.()}>
            {LEAVE_DIALOG.stay}
          </Button>
          <Button onClick={() => blocker.proceed?.()}>{LEAVE_DIALOG.leave}</Button>
        </div>
      </Dialog>
    </div>
  );
}
