// Date formatters for the calendar's labels, made once per locale and options: building an Intl.DateTimeFormat costs
// far more than using one, and a month re-renders 42 day names whenever its range moves.

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of calendar days (read in UTC, so no zone moves them), shared by every caller asking the same. */
export function utcDateFormat(locale: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}
