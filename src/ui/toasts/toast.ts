import { whenToasterMounted } from './toast-regions.ts';

/** Shows an error toast in the page's toaster (Sonner loads on first use, not with the first paint). */
export async function showErrorToast(message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterMounted()]);
  toast.error(message);
}

/** Shows a success toast, e.g. the service's message after an action. */
export async function showSuccessToast(message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), whenToasterMounted()]);
  toast.success(message);
}
