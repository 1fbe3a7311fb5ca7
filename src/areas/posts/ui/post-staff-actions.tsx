import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DeleteSocialMediaAyrsharePostDocument,
  UnscheduleSocialMediaAyrsharePostDocument,
} from '../../../core/api/generated/operations.ts';
import { refreshClient } from '../../../core/review/review-mutations.ts';
import { sentPostActions, type SentPostAction as PostAction } from '../model/social-editing.ts';
import type { SocialPost } from '../api/social-post-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { Button } from '../../../ui/primitives/button.tsx';
import { Dialog } from '../../../ui/primitives/dialog.tsx';
import { showSuccessToast } from '../../../ui/toasts/toast.ts';
import { publicationDay } from '../../../review-kit/item/item-dates.ts';
import { DIALOG_TEXTS } from '../../../review-kit/kit-texts.ts';
import { PLATFORM_NAMES, POST_STAFF_TEXTS } from '../post-texts.ts';

/**
 * Staff's actions on one post once it was sent to the social posting provider, each asked first:
 * areas/posts/model/social-editing.ts says which a post allows.
 */
export function PostStaffActions({ post, clientId }: { post: SocialPost; clientId: string }) {
  const session = useSession();
  const [asking, setAsking] = useState<PostAction | null>(null);
  const network = PLATFORM_NAMES[post.platform];
  const mutation = useMutation({
    mutationFn: async (action: PostAction) => {
      const input = { socialMediaPostId: post.id };
      if (action === 'unschedule')
        return (await session.graphql.request(UnscheduleSocialMediaAyrsharePostDocument, { input })).unscheduleSocialMediaAyrsharePost;
      return (await session.graphql.request(DeleteSocialMediaAyrsharePostDocument, { input })).deleteSocialMediaAyrsharePost;
    },
    onSuccess: async (result) => {
      setAsking(null);
      void showSuccessToast(result.message);
      await refreshClient(session, clientId);
    },
  });
  const offered = sentPostActions(post);
  if (offered.length === 0) return null;
  const open = (action: PostAction) => {
    mutation.reset();
    setAsking(action);
  };
  return (
    <div role="group" aria-label={POST_STAFF_TEXTS.label(network)} className="flex flex-wrap gap-2">
      {offered.map((action) => (
        <Button key={action} variant="outline" size="sm" onClick={() => open(action)}>
          {action === 'unschedule' ? POST_STAFF_TEXTS.unschedule : POST_STAFF_TEXTS.remove}
        </Button>
      ))}
      <Dialog
        open={asking !== null}
        onOpenChange={(next) => !next && setAsking(null)}
        title={asking === 'unschedule' ? POST_STAFF_TEXTS.unschedule : POST_STAFF_TEXTS.remove}
        description={
          asking === 'unschedule'
            ? POST_STAFF_TEXTS.confirmUnschedule(network, publicationDay(post.scheduledFor))
            : POST_STAFF_TEXTS.confirmRemove(network)
        }
      >
        {mutation.error ? (
          <p role="alert" className="text-sm text-fp-danger">
            {mutation.error.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" autoFocus onClick={() => setAsking(null)}>
            {DIALOG_TEXTS.cancel}
          </Button>
          <Button disabled={mutation.isPending} aria-busy={mutation.isPending} onClick={() => asking && mutation.mutate(asking)}>
            {mutation.isPending ? DIALOG_TEXTS.working : DIALOG_TEXTS.confirm}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
