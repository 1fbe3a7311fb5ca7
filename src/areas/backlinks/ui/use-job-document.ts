import { useRef, useState } from 'react';
import { downloadJobDocument } from '../api/backlink-calls.ts';
import { callProblem } from '../../../core/api/rest-problem.ts';
import { opensInBrowser } from '../model/backlink-files.ts';
import { picturePageHtml } from '../model/picture-page.ts';
import { downloadFrom, temporaryUrl } from '../../../ui/file-download.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { PANEL_TEXTS, reasonOf } from '../backlinks-texts.ts';

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
      const url = temporaryUrl(file.blob);
      const isReport = stepId === undefined;
      if (isReport || opensInBrowser(file.contentType)) {
        // A picture opens in a page of its own (picture-page.ts): the browser's own viewer breaks the page policy.
        const isPicture = !isReport && /^image\//i.test(file.contentType ?? '');
        const shown = isPicture
          ? temporaryUrl(new Blob([picturePageHtml(url, file.fileName ?? fallbackName)], { type: 'text/html;charset=utf-8' }))
          : url;
        const opened = window.open(shown, '_blank');
        if (!opened) setProblem(PANEL_TEXTS.popupBlocked);
        // The tab shows a file of the portal's origin: it gets no hold on this page (the report's own policy runs no script either).
        else opened.opener = null;
        return;
      }
      downloadFrom(holder.current, url, file.fileName ?? fallbackName);
    } catch (error) {
      setProblem(PANEL_TEXTS.fileFailed(reasonOf(callProblem(error).detail)));
    } finally {
      setBusy(null);
    }
  };

  return { holder, problem, busy, fetchDocument };
}
