import { useMutation } from '@tanstack/react-query';
import { refreshAfterBlogChange } from '../../../api/blog-mutations.ts';
import type { Session } from '../../../../../core/session/session.ts';
import { useSession } from '../../../../../ui/hooks/use-session.tsx';
import { showSuccessToast } from '../../../../../ui/toasts/toast.ts';

/**
 * One change a panel makes to a post (rename an image, pass it, choose another): on success the service's
 * message shows as a toast and everything of the client is refreshed (the post, the board, the counts);
 * a failure stays on the mutation for the panel to show beside its input, which keeps what was typed.
 */
export function usePanelChange<Variables>(
  clientId: string,
  run: (session: Session, variables: Variables) => Promise<{ message: string }>,
  onDone?: () => void,
) {
  const session = useSession();
  return useMutation<{ message: string }, Error, Variables>({
    mutationFn: (variables) => run(session, variables),
    onSuccess: async (result) => {
      void showSuccessToast(result.message);
      await refreshAfterBlogChange(session, clientId);
      onDone?.();
    },
  });
}
