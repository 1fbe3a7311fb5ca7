import { NO_DATE } from '../../../review-kit/kit-texts.ts';

// A step's start and completion, in the reader's time zone; the portal's texts are English, so the format is too.
const STEP_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function stepTime(value: string | null | undefined): string {
  if (!value) return NO_DATE;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : STEP_TIME.format(time);
}
