import { cn } from '../../ui/cn.ts';
import { QC_RESULT_LABELS } from './image-texts.ts';

// Colours with at least 4.5:1 contrast of the text on its background, as the status badge's.
const RESULT_CLASSES: Record<string, string> = {
  Passed: 'bg-green-100 text-green-900 border-green-300',
  Failed: 'bg-red-100 text-red-900 border-red-300',
};
const OTHER_CLASSES = 'bg-gray-100 text-gray-800 border-gray-300';

/** A quality check's result (Passed, Failed, Not checked) as a badge; a new value reads as its name. */
export function QcBadge({ result }: { result: string }) {
  return (
    <span
      data-slot="qc-result"
      data-result={result}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium leading-none',
        RESULT_CLASSES[result] ?? OTHER_CLASSES,
      )}
    >
      {QC_RESULT_LABELS[result] ?? result}
    </span>
  );
}
