import { useRef, useState } from 'react';
import type { UploadProgress } from '../../core/api/upload-progress.ts';

/**
 * What a dialog that sends one file holds: the file chosen, why it is refused (if it is), how far its bytes have
 * gone, and the controller of the upload under way, so that Cancel stops the bytes (otherwise the change would
 * land after the person said no).
 */
export function useFileUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const sending = useRef<AbortController | null>(null);
  return {
    file,
    setFile,
    problem,
    setProblem,
    progress,
    setProgress,
    /** An upload of `chosen` begins: its bar starts empty; the signal cancels it. */
    begin(chosen: File): AbortSignal {
      setProblem(null);
      setProgress({ loaded: 0, total: chosen.size });
      sending.current = new AbortController();
      return sending.current.signal;
    },
    /** The upload has landed: nothing is left to cancel. */
    landed() {
      sending.current = null;
    },
    /** Stops an upload under way and forgets the file, the problem and the progress. */
    cancel() {
      sending.current?.abort();
      sending.current = null;
      setFile(null);
      setProblem(null);
      setProgress(null);
    },
  };
}
