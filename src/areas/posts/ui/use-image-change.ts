import { useMutation } from '@tanstack/react-query';
import { refreshClient } from '../../../core/review/review-mutations.ts';
import { changeSocialImage, type SocialImageChange } from '../api/social-image-calls.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { showSuccessToast } from '../../../ui/toasts/toast.ts';

/**
 * One change to a post's picture: on success the service's message shows as a toast and everything of the client
 * is refreshed, so the preview shows the new picture at once and a voided approval says so; a failure stays on
 * the mutation for the dialog to show, which stays open with what was chosen.
 */
export function useImageChange(clientId: string, onDone?: () => void) {
  const session = useSession();
  return useMutation<{ message: string }, Error, SocialImageChange>({
    mutationFn: (change) => changeSocialImage(session, change),
    onSuccess: async (result) => {
      void showSuccessToast(result.message);
      await refreshClient(session, clientId);
      onDone?.();
    },
  });
}
