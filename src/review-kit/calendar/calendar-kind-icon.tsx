import type { CalendarEntry } from '../../core/review/calendar-grid.ts';
import { cn } from '../../ui/cn.ts';

/**
 * A clock for scheduled, a tick for published: the shapes differ, so the kind never rests on colour alone. Decorative;
 * the entry says the kind in words beside it.
 */
export function CalendarKindIcon({ kind, className }: { kind: CalendarEntry['kind']; className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
      className={cn('h-3 w-3 shrink-0', kind === 'published' ? 'text-green-700' : 'text-blue-700', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* One path each (the circle drawn as two arcs): a busy week draws hundreds of these. */}
      <path
        d={
          kind === 'published'
            ? 'M1.5 8a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0-13 0M5 8.2l2 2 4-4.4'
            : 'M1.5 8a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0-13 0M8 4.5V8l2.5 1.5'
        }
      />
    </svg>
  );
}
