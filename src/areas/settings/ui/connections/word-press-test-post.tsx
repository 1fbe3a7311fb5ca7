import { useEffect, useId, useRef, useState } from 'react';
import { DeleteWordPressTestDocument, PublishWordPressTestPostDocument } from '../../../../core/api/generated/operations.ts';
import { refusalOf } from '../../../../core/api/refusal.ts';
import { BusyButton } from '../../../../ui/form/busy-button.tsx';
import { Heading } from '../../../../ui/form/heading-level.tsx';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { TEST_POST_TEXT } from './connections-texts.ts';

interface TestPost {
  postId: string;
  postUrl: string;
}
type Outcome =
  | ({ kind: 'sent' } & TestPost)
  | { kind: 'refused'; reason: string }
  | { kind: 'removed' }
  | ({ kind: 'removeFailed'; reason: string } & TestPost);

/**
 * Tries the stored WordPress connection with a draft post (PublishWordPressTestPost) and shows what the site
 * answered: the post's address, or its refusal in its own words. One test post stands at a time, until it is
 * taken away again (DeleteWordPressTest). Nothing here changes the firm's settings, so nothing is refreshed.
 */
export function WordPressTestPost({ clientId, unsaved }: { clientId: string; unsaved: boolean }) {
  const session = useSession();
  const [busy, setBusy] = useState<'sending' | 'removing' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const running = useRef(false);
  const headingId = useId();
  const sendRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const post = outcome?.kind === 'sent' || outcome?.kind === 'removeFailed' ? outcome : null;
  // The button pressed was held (or went away) while the call ran: focus goes to the one offered with the answer.
  useEffect(() => {
    if (outcome) (post ? removeRef : sendRef).current?.focus();
  }, [outcome, post]);

  // One call at a time, held by a ref: a second press before React re-renders must not send twice.
  const run = async (what: 'sending' | 'removing', call: () => Promise<Outcome>) => {
    if (running.current) return;
    running.current = true;
    setBusy(what);
    setOutcome(await call());
    setBusy(null);
    running.current = false;
  };
  const sendTest = () =>
    run('sending', async () => {
      try {
        const { publishWordPressTestPost: post } = await session.graphql.request(PublishWordPressTestPostDocument, { input: { clientId } });
        return { kind: 'sent', postId: post.postId, postUrl: post.postUrl };
      } catch (error) {
        return { kind: 'refused', reason: refusalOf(error).message };
      }
    });
  const removeTest = (post: TestPost) =>
    run('removing', async () => {
      try {
        await session.graphql.request(DeleteWordPressTestDocument, { input: { clientId, postId: post.postId } });
        return { kind: 'removed' };
      } catch (error) {
        return { kind: 'removeFailed', ...post, reason: refusalOf(error).message };
      }
    });
  return (
    <section data-slot="word-press-test" aria-labelledby={headingId} className="max-w-xl space-y-2 rounded-fp border border-fp-border p-3">
      <Heading id={headingId} className="text-sm font-medium text-fp-text">
        {TEST_POST_TEXT.heading}
      </Heading>
      <p className="text-xs text-fp-muted">{unsaved ? TEST_POST_TEXT.saveFirst : TEST_POST_TEXT.intro}</p>
      <div role="status" data-slot="word-press-test-outcome" className="space-y-1 text-sm">
        {post ? (
          <p className="break-words">
            {TEST_POST_TEXT.accepted}{' '}
            <a href={post.postUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-fp-primary underline">
              {post.postUrl}
            </a>
          </p>
        ) : null}
        {outcome?.kind === 'refused' ? <p className="text-fp-danger">{`${TEST_POST_TEXT.refused} ${outcome.reason}`}</p> : null}
        {outcome?.kind === 'removeFailed' ? <p className="text-fp-danger">{`${TEST_POST_TEXT.removeFailed} ${outcome.reason}`}</p> : null}
        {outcome?.kind === 'removed' ? <p>{TEST_POST_TEXT.removed}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {post ? (
          <BusyButton
            ref={removeRef}
            variant="outline"
            size="sm"
            busy={busy === 'removing'}
            label={TEST_POST_TEXT.remove}
            busyLabel={TEST_POST_TEXT.removing}
            onClick={() => void removeTest(post)}
          />
        ) : (
          <BusyButton
            ref={sendRef}
            variant="outline"
            size="sm"
            disabled={unsaved}
            busy={busy === 'sending'}
            label={TEST_POST_TEXT.send}
            busyLabel={TEST_POST_TEXT.sending}
            onClick={() => void sendTest()}
          />
        )}
      </div>
    </section>
  );
}
