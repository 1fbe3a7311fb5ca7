import * as v from 'valibot';

/**
 * The building blocks of every settings form's rules. The portal checks a form with them before it sends
 * anything, and the reference service checks the same input with the same schemas (demo/server/graphql/
 * form-input.ts), so a person and an API caller meet one rule and one message. Messages are plain words
 * that say what to do, shown under the field they concern.
 */
export const NAME_MAX = 200;
export const URL_MAX = 2000;
export const EMAIL_MAX = 254;

export const CONTROL_MESSAGE = 'Remove the invisible control characters (they often come with pasted text).';

// Tab, line feed and carriage return are the only control characters multi-line text keeps.
const LINE_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/** Whether a text holds a control character (C0 or DEL); `multiline` text may hold tabs and line breaks. */
export function hasControlCharacter(text: string, multiline = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && !(multiline && LINE_CONTROLS.has(code))) || code === 0x7f) return true;
  }
  return false;
}

const tooLong = (what: string, max: number) => (issue: v.MaxLengthIssue<string, number>) =>
  `Keep ${what} to ${max.toLocaleString('en-US')} characters or fewer (this has ${Number(issue.received).toLocaleString('en-US')}).`;

/** Trimmed single-line text of 1..max characters; `what` names it in the messages ("the firm's name"). */
export const requiredText = (what: string, max = NAME_MAX) =>
  v.pipe(
    v.string(`Enter ${what}.`),
    v.trim(),
    v.nonEmpty(`Enter ${what}.`),
    v.maxLength(max, tooLong(what, max)),
    v.check((text) => !hasControlCharacter(text), CONTROL_MESSAGE),
  );

/** Free text that may span lines and may be left empty (null when nothing but spaces is left). */
export const optionalLongText = (what: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, tooLong(what, max)),
    v.check((text) => !hasControlCharacter(text, true), CONTROL_MESSAGE),
    v.transform((text) => text || null),
  );

// A site on the web has a dotted name of letters, digits and hyphens (or is this machine): "https://nope" is a typing
// slip, not a website. Checked here, not left to the URL parser: browsers accept "not a website" as a host name
// (Chromium escapes the spaces) where Node.js refuses it, and the rule must be the same on both sides.
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const hasWebHost = (hostname: string) => HOST_NAME.test(hostname) || hostname === 'localhost' || /^\[[0-9a-f:.]+\]$/i.test(hostname);

/** Whether a text is an absolute http(s) address with a host on the web. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return !/\s/.test(text) && (url.protocol === 'http:' || url.protocol === 'https:') && hasWebHost(url.hostname);
  } catch {
    return false;
  }
}

// People type "www.firm.com": an address without a scheme is taken as https.
const withScheme = (text: string) => (/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);

/** A web address: trimmed, https:// added when no scheme is given, http(s) only. */
export const webAddress = (what: string) =>
  v.pipe(
    v.string(`Enter ${what}.`),
    v.trim(),
    v.nonEmpty(`Enter ${what}.`),
    v.maxLength(URL_MAX, tooLong(what, URL_MAX)),
    v.check((text) => !hasControlCharacter(text), CONTROL_MESSAGE),
    v.transform(withScheme),
    v.check(isWebAddress, 'Enter a web address such as https://www.example.com.'),
  );

/** A web address that may be left empty (null then). */
export const optionalWebAddress = (what: string) =>
  v.union([
    v.pipe(
      v.string(),
      v.trim(),
      v.empty(),
      v.transform(() => null),
    ),
    webAddress(what),
  ]);

/** An e-mail address, trimmed and in lower case (the service keeps addresses in lower case). */
export const emailAddress = (what = 'an email address') =>
  v.pipe(
    v.string(`Enter ${what}.`),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(`Enter ${what}.`),
    v.maxLength(EMAIL_MAX, tooLong('an email address', EMAIL_MAX)),
    v.email(`Enter ${what} such as name@firm.com.`),
  );

/** A calendar date as the contract's Date scalar writes it (YYYY-MM-DD). */
export const calendarDate = (what: string) =>
  v.pipe(v.string(`Choose ${what}.`), v.nonEmpty(`Choose ${what}.`), v.isoDate(`Choose ${what} as a date such as 2026-01-31.`));
