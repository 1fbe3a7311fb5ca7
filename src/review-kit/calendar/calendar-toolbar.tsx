import type { CalendarMode } from '../../core/review/calendar-grid.ts';
import { cn } from '../../ui/cn.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { MODE_GROUP_LABEL, MODE_LABELS, NEXT, NEXT_LABELS, PREVIOUS, PREVIOUS_LABELS, TODAY } from './calendar-texts.ts';

const MODES: readonly CalendarMode[] = ['month', 'week'];

export interface CalendarToolbarProps {
  mode: CalendarMode;
  range: string;
  onMode: (mode: CalendarMode) => void;
  onShift: (steps: number) => void;
  onToday: () => void;
}

/** Month/Week, Previous/Today/Next and the shown range, which screen readers hear whenever it changes. */
export function CalendarToolbar({ mode, range, onMode, onShift, onToday }: CalendarToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3" data-slot="calendar-toolbar">
      <div role="group" aria-label={MODE_GROUP_LABEL} className="flex gap-1">
        {MODES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            className={cn(
              'h-8 rounded-fp border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary',
              mode === option
                ? 'border-fp-primary bg-fp-primary text-white'
                : 'border-fp-border bg-fp-background text-fp-text hover:bg-gray-100',
            )}
            onClick={() => onMode(option)}
          >
            {MODE_LABELS[option]}
          </button>
        ))}
      </div>
      <div className="flex gap-1">
        <Button variant="outline" size="sm" aria-label={PREVIOUS_LABELS[mode]} onClick={() => onShift(-1)}>
          <span aria-hidden="true">‹</span> {PREVIOUS}
        </Button>
        <Button variant="outline" size="sm" onClick={onToday}>
          {TODAY}
        </Button>
        <Button variant="outline" size="sm" aria-label={NEXT_LABELS[mode]} onClick={() => onShift(1)}>
          {NEXT} <span aria-hidden="true">›</span>
        </Button>
      </div>
      <h2 aria-live="polite" className="text-lg font-semibold">
        {range}
      </h2>
    </div>
  );
}
