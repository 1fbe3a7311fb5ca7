import { useRef, useState } from 'react';
import { downloadJobDocument } from '../../core/backlinks/backlink-calls.ts';
import { callProblem } from '../../core/backlinks/backlink-errors.ts';
import { opensInBrowser } from '../../core/backlinks/backlink-files.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { PANEL_TEXTS, reasonOf } from './backlinks-texts.ts';

// Long enough for the new tab to load the file or for the download to start; then the bytes are let go.
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens or downloads a job's document through the REST client (it needs the person's token, so a plain link cannot
 * fetch it): pictures, PDFs and the job's report open in a new tab, anything else downloads under its own name. The
 * download link is clicked inside the element's shadow root: nothing is added to the host page.
 */
export function useJobDocument() {
  const session = useSession();
  const holder = useRef<HTMLSpanElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const fetchDocument = async (key: string, jobId: string, stepId: string | undefined, fallbackName: string) => {
    setProblem(null);
    setBusy(key);
    try {
      const file = await downloadJobDocument(session, jobId, stepId);
      const url = URL.createObjectURL(file.blob);
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
      const isReport = stepId === undefined;
      if (isReport || opensInBrowser(file.contentType)) {
        const opened = window.open(url, '_blank');
        if (!opened) setProblem(PANEL_TEXTS.popupBlocked);
        // The tab shows a file of the portal's origin: it gets no hold on this page (the report's own policy runs no script either).
        else opened.opener = null;
        return;
      }
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName ?? fallbackName;
      link.hidden = true;
      holder.current?.append(link);
      link.click();
      link.remove();
    } catch (error) {
      setProblem(PANEL_TEXTS.fileFailed(reasonOf(callProblem(error).detail)));
    } finally {
      setBusy(null);
    }
  };

  return { holder, problem, busy, fetchDocument };
}
