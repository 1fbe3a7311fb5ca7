import { itemPathOf } from '../../../core/navigation/portal-route.ts';
import { BLOG_AREA } from '../area.ts';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { LOADING_USER_TEXT } from '../../../core/clients/client-texts.ts';
import type { PortalConfig } from '../../../core/config.ts';
import { SessionProvider, useAuthStatus, useSession } from '../../../ui/hooks/use-session.tsx';
import { useStore } from '../../../ui/hooks/use-store.ts';
import { Button } from '../../../ui/primitives/button.tsx';
import { Spinner } from '../../../ui/primitives/spinner.tsx';
import { SignInButton } from '../../../ui/sign-in-button.tsx';
import { useOutcomeReporter } from '../../../review-kit/review-outcome-listener.ts';
import { LEAVE_DIALOG } from '../../../review-kit/kit-texts.ts';
import { LeaveDialog } from '../../../ui/form/leave-dialog.tsx';
import { BLOG_ACTIONS_SPEC } from './blog-actions-spec.ts';
import { BlogBoard, type OnBlogActionDone, type PostOpening } from './blog-board.tsx';
import { LOADING_BOARD, type BoardShow, type BoardView } from '../blog-texts.ts';
import { BACK_TO_BOARD, LOADING_POST } from './content/content-texts.ts';

/** Where one item opens: the area's item page. */
const blogContentPath = (jobId: string) => itemPathOf(BLOG_AREA.routes[1], jobId);

// The post view (editor and all) loads only when a post is opened inside the element.
const BlogContentView = lazy(() => import('./content/blog-content-view.tsx').then(({ BlogContentView: View }) => ({ default: View })));

export interface BlogBoardFeatureProps {
  config: PortalConfig;
  clientId?: string | null;
  view?: BoardView;
  /** 'review': only the posts waiting for the firm's review, as a short list. */
  show?: BoardShow;
  /** 'portal': a post opens in the portal (the host may route it); otherwise inside the element. */
  openIn?: 'element' | 'portal';
  /** The portal's address of a path (portal-url), for links and for `open-in="portal"`. */
  portalUrlOf: (path: string) => string;
  /** Asks the host to go to a portal page; false when the host took it over (cancelled `fp-navigate`). */
  onNavigate: (path: string, url: string) => void;
  onApproved: (jobId: string) => void;
  onChangesRequested: (jobId: string) => void;
}

/** The data half of `<fp-blog-board>`: the page's session, the board, and a post opened inside it. */
export default function BlogBoardFeature({ config, ...props }: BlogBoardFeatureProps) {
  return (
    <SessionProvider config={config}>
      <SignedInBoard {...props} />
    </SessionProvider>
  );
}

function SignedInBoard({
  clientId,
  view,
  show,
  openIn = 'element',
  portalUrlOf,
  onNavigate,
  onApproved,
  onChangesRequested,
}: Omit<BlogBoardFeatureProps, 'config'>) {
  const session = useSession();
  const status = useAuthStatus();
  const user = useStore(session.runtime.stores.user, (state) => state.user);
  const [openPostId, setOpenPostId] = useState<string | null>(null);
  const opening = useMemo<PostOpening>(
    () => ({
      hrefOf: (job) => portalUrlOf(blogContentPath(job.id)),
      open: (job) =>
        openIn === 'portal' ? onNavigate(blogContentPath(job.id), portalUrlOf(blogContentPath(job.id))) : setOpenPostId(job.id),
    }),
    [openIn, portalUrlOf, onNavigate],
  );
  const report = useOutcomeReporter({ onApproved, onChangesRequested });
  const onActionDone = useCallback<OnBlogActionDone>(
    (action, job) => report('blog', BLOG_ACTIONS_SPEC.outcomeOf(action), job.id),
    [report],
  );

  if (status === 'signed-out') return <SignInButton />;
  if (!user) return <Spinner label={LOADING_USER_TEXT} />;
  if (openPostId) {
    const selectedClientId = clientId || session.runtime.stores.clients.getState().selectedClient?.clientId || '';
    return (
      <OpenPost
        clientId={selectedClientId}
        blogJobId={openPostId}
        onClose={() => setOpenPostId(null)}
        onApproved={onApproved}
        onChangesRequested={onChangesRequested}
      />
    );
  }
  return (
    <Suspense fallback={<Spinner label={LOADING_BOARD} />}>
      <BlogBoard clientId={clientId} view={view} show={show} opening={opening} onActionDone={onActionDone} />
    </Suspense>
  );
}

interface OpenPostProps {
  clientId: string;
  blogJobId: string;
  onClose: () => void;
  onApproved: (jobId: string) => void;
  onChangesRequested: (jobId: string) => void;
}

/** A post opened inside the element; going back with unsaved edits asks first (the draft stays either way). */
function OpenPost({ clientId, blogJobId, onClose, onApproved, onChangesRequested }: OpenPostProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const back = () => (dirty ? setAsking(true) : onClose());
  return (
    <div className="space-y-3">
      <Button variant="outline" size="sm" onClick={back}>
        {BACK_TO_BOARD}
      </Button>
      <Suspense fallback={<Spinner label={LOADING_POST} />}>
        <BlogContentView
          clientId={clientId}
          blogJobId={blogJobId}
          onBack={onClose}
          onDirtyChange={setDirty}
          onApproved={() => onApproved(blogJobId)}
          onChangesRequested={() => onChangesRequested(blogJobId)}
        />
      </Suspense>
      <LeaveDialog open={asking} onStay={() => setAsking(false)} onLeave={onClose} texts={LEAVE_DIALOG} />
    </div>
  );
}
