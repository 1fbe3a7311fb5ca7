import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createSeoTestJob } from '../../api/seo-mutations.ts';
import { DialogField, fieldClass } from '../../../../review-kit/actions/dialog-field.tsx';
import { DIALOG_TEXTS } from '../../../../review-kit/kit-texts.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { Button } from '../../../../ui/primitives/button.tsx';
import { Dialog } from '../../../../ui/primitives/dialog.tsx';
import { showSuccessToast } from '../../../../ui/toasts/toast.ts';
import { TEST_JOB_TEXTS } from '../../seo-texts.ts';

const isPageAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text.trim()).protocol);
  } catch {
    return false;
  }
};

/** Staff start a test job on a page of the client: a button, and a dialog asking for the page's address. */
export function TestJobButton({ clientId }: { clientId: string }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [pageUrl, setPageUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => createSeoTestJob(session, clientId, pageUrl),
    onSuccess: (result) => {
      setOpen(false);
      setPageUrl('');
      void showSuccessToast(result.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPageAddress(pageUrl)) return setProblem(TEST_JOB_TEXTS.invalidUrl);
    setProblem(null);
    mutation.mutate();
  };
  const shown = problem ?? mutation.error?.message;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          mutation.reset();
          setProblem(null);
          setOpen(true);
        }}
      >
        {TEST_JOB_TEXTS.open}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={TEST_JOB_TEXTS.title} description={TEST_JOB_TEXTS.description}>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <DialogField label={TEST_JOB_TEXTS.pageUrl}>
            {(id) => (
              <input
                id={id}
                type="url"
                required
                className={fieldClass}
                value={pageUrl}
                placeholder="https://"
                onChange={(event) => setPageUrl(event.currentTarget.value)}
              />
            )}
          </DialogField>
          {shown ? (
            <p role="alert" className="text-sm text-fp-danger">
              {shown}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {DIALOG_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
              {mutation.isPending ? DIALOG_TEXTS.working : TEST_JOB_TEXTS.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
