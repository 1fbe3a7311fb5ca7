import { useRef, useState } from 'react';
import { downloadFrom, temporaryUrl } from '../../ui/file-download.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { DOWNLOAD_RECORD, PRINT_BLOCKED, PRINT_RECORD, recordFailedText } from '../kit-texts.ts';

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
      use(temporaryUrl(new Blob([html], { type: 'text/html;charset=utf-8' })), fileName);
    } catch (error) {
      setProblem(recordFailedText(error instanceof Error ? error.message : String(error)));
    }
  };

  const download = () => withRecord((url, fileName) => downloadFrom(holder.current, url, fileName));

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
