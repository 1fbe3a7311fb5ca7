import { progressPercent } from '../../core/review/deliverable-progress.ts';
import { cn } from '../cn.ts';

export interface ProgressBarProps {
  /** What it measures, for screen readers ('Blog progress'). */
  label: string;
  done: number;
  total: number;
  /** What screen readers say for the value ('3 of 5 done'). */
  valueText: string;
  /** Its width (a literal): the track fills it. */
  className?: string;
}

/** A bar of done out of total, named and valued for screen readers (the visible figures sit beside it). */
export function ProgressBar({ label, done, total, valueText, className }: ProgressBarProps) {
  return (
    <span
      role="progressbar"
      data-slot="progress-bar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={valueText}
      className={cn('block h-2 overflow-hidden rounded-full bg-gray-100', className)}
    >
      <span className="block h-full rounded-full bg-fp-primary" style={{ width: `${progressPercent({ done, total })}%` }} />
    </span>
  );
}
