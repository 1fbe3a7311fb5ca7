import { useRef, useState } from 'react';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { DOWNLOAD_RECORD, PRINT_BLOCKED, PRINT_RECORD, recordFailedText } from '../kit-texts.ts';

/** How long a record's blob URL stays valid: long enough for the download or the print window to read it. */
const RECORD_URL_LIFETIME_MS = 60_000;

/** An approval record as one self-contained HTML document, and its file name; `brand` names the product in it. */
export type RecordMaker = (brand: string) => Promise<{ html: string; fileName: string }>;

/**
 * The record to keep, downloaded as one HTML file or printed (to paper or PDF); a record that cannot be made
 * says why. Every review area's approval panel ends with these.
 */
export function RecordButtons({ record }: { record: RecordMaker }) {
  const session = useSession();
  const holder = useRef<HTMLDivElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const withRecord = async (use: (url: string, fileName: string) => void) => {
    setProblem(null);
    try {
      const { html, fileName } = await record(session.config.brand);
      const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
      setTimeout(() => URL.revokeObjectURL(url), RECORD_URL_LIFETIME_MS);
      use(url, fileName);
    } catch (error) {
      setProblem(recordFailedText(error instanceof Error ? error.message : String(error)));
    }
  };

  // The link is clicked inside our own shadow root: nothing is added to the host page.
  const download = () =>
    withRecord((url, fileName) => {
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.hidden = true;
      holder.current?.append(link);
      link.click();
      link.remove();
    });

  // The record runs no script (its policy forbids it), so the portal asks its window to print once loaded.
  const print = () =>
    withRecord((url) => {
      const opened = window.open(url, '_blank');
      if (!opened) return setProblem(PRINT_BLOCKED);
      opened.addEventListener('load', () => opened.print(), { once: true });
    });

  return (
    <div ref={holder} className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void download()}>
          {DOWNLOAD_RECORD}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void print()}>
          {PRINT_RECORD}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-fp-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
