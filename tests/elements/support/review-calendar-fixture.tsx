/**
 * Element-test fixture, built by `vite build --mode elements-test` into dist/test/review-calendar-fixture.js:
 * `<fp-review-calendar-test>` renders the review kit's ReviewCalendar in a shadow root with the entries given to
 * `mountCalendar`. Entries open by being recorded (no router), so tests see what a click or Enter opened.
 */
import { todayLocal, type CalendarEntry, type CalendarMode } from '../../../src/core/review/calendar-grid.ts';
import { defineElement } from '../../../src/elements/define-element.ts';
import { ReviewCalendar } from '../../../src/review-kit/calendar/review-calendar.tsx';

export { todayLocal };

interface Post {
  jobId: string;
}

/** An entry as an area would give it: `n` names it; the item is the job it came from. */
export function entry(
  n: number,
  day: string,
  kind: CalendarEntry['kind'] = 'scheduled',
  extra: Partial<CalendarEntry<Post>> = {},
): CalendarEntry<Post> {
  return {
    id: `entry-${n}`,
    day,
    title: `Topic ${String(n).padStart(4, '0')}`,
    kind,
    status: kind === 'published' ? 'Published' : 'ReadyForPublication',
    item: { jobId: `job-${n}` },
    ...extra,
  };
}

const STATUS_LABELS: Record<string, string> = { Published: 'Published', ReadyForPublication: 'Ready for publication' };

let entries: CalendarEntry<Post>[] = [];
/** What a plain click or Enter opened, in order: the entry's id and the job its item carries. */
export const opened: Array<{ id: string; jobId: string }> = [];

const hrefOf = (shown: CalendarEntry<Post>) => `#/posts/${shown.item.jobId}`;
const onOpen = (shown: CalendarEntry<Post>) => opened.push({ id: shown.id, jobId: shown.item.jobId });
const statusLabelOf = (status: string) => STATUS_LABELS[status] ?? status;

function CalendarTest({ initialDay, initialMode, weekStartsOn }: { initialDay?: string; initialMode?: string; weekStartsOn?: number }) {
  return (
    <ReviewCalendar
      entries={entries}
      label="Blog calendar"
      hrefOf={hrefOf}
      onOpen={onOpen}
      statusLabelOf={statusLabelOf}
      initialDay={initialDay || undefined}
      initialMode={(initialMode as CalendarMode) || undefined}
      weekStartsOn={weekStartsOn === 1 ? 1 : 0}
    />
  );
}

defineElement('fp-review-calendar-test', CalendarTest, { initialDay: 'string', initialMode: 'string', weekStartsOn: 'number' });

/** Mounts a fresh calendar of `list`, forgetting what the last one opened. */
export function mountCalendar(
  list: CalendarEntry<Post>[],
  options: { initialDay?: string; initialMode?: CalendarMode; weekStartsOn?: 0 | 1 } = {},
): HTMLElement {
  for (const element of document.querySelectorAll('fp-review-calendar-test')) element.remove();
  entries = list;
  opened.length = 0;
  const element = document.createElement('fp-review-calendar-test');
  if (options.initialDay) element.setAttribute('initial-day', options.initialDay);
  if (options.initialMode) element.setAttribute('initial-mode', options.initialMode);
  if (options.weekStartsOn !== undefined) element.setAttribute('week-starts-on', String(options.weekStartsOn));
  document.body.append(element);
  return element;
}
