import { useMutation } from '@tanstack/react-query';
import { refreshClient } from '../../../../core/review/review-mutations.ts';
import { submitSeoReview, type SubmittedReview } from '../../api/seo-review-calls.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { showSuccessToast } from '../../../../ui/toasts/toast.ts';

/**
 * Submits the firm's review of a job. A success toasts the service's message and refreshes everything of the
 * client (the job is complete, the board and Home's queue move it); a failure stays with the open dialog, and the
 * client is refreshed too.
 */
export function useSubmitReview(clientId: string, jobId: string, onSubmitted: (review: SubmittedReview['review']) => void) {
  const session = useSession();
  return useMutation<SubmittedReview, Error>({
    mutationFn: () => submitSeoReview(session, jobId),
    onSuccess: async (answer) => {
      void showSuccessToast(answer.message);
      await refreshClient(session, clientId);
      onSubmitted(answer.review);
    },
    // Refused, most often because a colleague submitted first: the page shows the job as it now is.
    onError: () => refreshClient(session, clientId),
  });
}
