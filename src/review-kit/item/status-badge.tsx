import { statusLabel } from '../../core/review/status-labels.ts';
import { JOB_STATUS_TONES, toneOf, type StatusTone } from '../../core/review/status-tones.ts';
import { cn } from '../../ui/cn.ts';

// Each tone's colours, chosen for at least 4.5:1 contrast of the text on its background.
const TONE_CLASSES: Record<StatusTone, string> = {
  attention: 'bg-amber-100 text-amber-900 border-amber-300',
  scheduled: 'bg-blue-100 text-blue-900 border-blue-300',
  done: 'bg-green-100 text-green-900 border-green-300',
  working: 'bg-gray-100 text-gray-800 border-gray-300',
  problem: 'bg-red-100 text-red-900 border-red-300',
  muted: 'bg-gray-50 text-gray-700 border-gray-200',
};

export interface StatusBadgeProps {
  status: string;
  className?: string;
  /** The area's tones and labels; the job status set's by default (blog, social, Google Business Profile). */
  tones?: Readonly<Record<string, StatusTone>>;
  labelOf?: (status: string) => string;
}

/** An item's status: its readable label on its tone's colour (the label, not the colour, carries the meaning). */
export function StatusBadge({ status, className, tones = JOB_STATUS_TONES, labelOf = statusLabel }: StatusBadgeProps) {
  const tone = toneOf(tones, status);
  return (
    <span
      data-slot="status-badge"
      data-tone={tone}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium leading-none',
        TONE_CLASSES[tone],
        className,
      )}
    >
      {labelOf(status)}
    </span>
  );
}
