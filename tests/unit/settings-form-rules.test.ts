import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactForm } from '../../src/core/forms/contact-form.ts';
import { emailAddress, hasControlCharacter, optionalWebAddress, requiredText, webAddress } from '../../src/core/forms/field-rules.ts';
import { firmForm } from '../../src/core/forms/firm-form.ts';
import { inviteForm } from '../../src/core/forms/invite-form.ts';
import { keywordListForm } from '../../src/core/forms/keyword-list-form.ts';
import { locationForm } from '../../src/core/forms/location-form.ts';
import { reportingForm } from '../../src/core/forms/reporting-form.ts';
import { endContractForm, periodForm } from '../../src/core/forms/subscription-forms.ts';
import { wordPressForm } from '../../src/core/forms/word-press-form.ts';

/** The first problem per field, as a form shows them; or the checked output. */
function check(schema: v.GenericSchema, input: unknown): { output?: unknown; problems?: Record<string, string> } {
  const result = v.safeParse(schema, input);
  if (result.success) return { output: result.output };
  const problems: Record<string, string> = {};
  for (const issue of result.issues) problems[v.getDotPath(issue) ?? ''] ??= issue.message;
  return { problems };
}

describe('the field rules every settings form is built of', () => {
  it('trims text and refuses an empty one, naming what to enter', () => {
    expect(v.parse(requiredText('the name'), '  Reyes & Cole  ')).toBe('Reyes & Cole');
    expect(check(requiredText('the name'), '   ').problems).toEqual({ '': 'Enter the name.' });
  });

  it('refuses a 10,000-character name, saying the limit and the length', () => {
    expect(check(requiredText("the firm's name"), 'x'.repeat(10_000)).problems).toEqual({
      '': "Keep the firm's name to 200 characters or fewer (this has 10,000).",
    });
  });

  it('refuses control characters in a one-line field, keeping tabs and line breaks only in multi-line text', () => {
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('a\u007fb')).toBe(true);
    expect(hasControlCharacter('line\nbreak')).toBe(true);
    expect(hasControlCharacter('line\nbreak\tand tab\r', true)).toBe(false);
    expect(hasControlCharacter('bell\u0007', true)).toBe(true);
    expect(check(requiredText('the name'), 'Reyes\u0007').problems?.['']).toMatch(/control characters/);
  });

  it('takes a web address without a scheme as https, and refuses what is not a web address', () => {
    expect(v.parse(webAddress('the website'), ' www.reyes-law.com ')).toBe('https://www.reyes-law.com');
    expect(v.parse(webAddress('the website'), 'http://127.0.0.1:8080/wp')).toBe('http://127.0.0.1:8080/wp');
    expect(v.parse(webAddress('the website'), 'http://localhost:4173/')).toBe('http://localhost:4173/');
    for (const bad of [
      'not a url',
      'not a website.com',
      'ftp://files.example.com',
      'javascript:alert(1)',
      'https://',
      'https://nope',
      'https://bad_host.com',
    ]) {
      expect(check(webAddress('the website'), bad).problems, bad).toEqual({ '': 'Enter a web address such as https://www.example.com.' });
    }
    expect(v.parse(optionalWebAddress('the picture'), '  ')).toBeNull();
  });

  it('keeps e-mail addresses in lower case and refuses a malformed one', () => {
    expect(v.parse(emailAddress(), ' Dana.Reyes@Firm.COM ')).toBe('dana.reyes@firm.com');
    for (const bad of ['dana', 'dana@', '@firm.com', 'dana reyes@firm.com']) expect(check(emailAddress(), bad).problems, bad).toBeDefined();
  });
});

describe('the settings forms', () => {
  it('firm: an empty disclaimer is none, and each field names its own problem', () => {
    expect(check(firmForm, { name: 'Reyes Law', websiteUrl: 'reyes.example', advertisingDisclaimer: ' \n ' }).output).toEqual({
      name: 'Reyes Law',
      websiteUrl: 'https://reyes.example',
      advertisingDisclaimer: null,
    });
    expect(Object.keys(check(firmForm, { name: '', websiteUrl: 'nope', advertisingDisclaimer: 'x'.repeat(1001) }).problems!)).toEqual([
      'name',
      'websiteUrl',
      'advertisingDisclaimer',
    ]);
  });

  it('keyword list: repeats and blanks are removed, and a name another list has is refused ignoring case', () => {
    const form = keywordListForm(['Personal injury']);
    expect(
      check(form, { name: 'Estate planning', keywords: ['wills', ' Wills ', '', 'trusts', 'living  trust', 'Living trust'] }).output,
    ).toEqual({
      name: 'Estate planning',
      keywords: ['wills', 'trusts', 'living trust'],
    });
    expect(check(form, { name: ' personal INJURY ', keywords: ['a'] }).problems).toEqual({
      name: 'Another list already has this name; choose a different one.',
    });
    expect(check(form, { name: 'Empty', keywords: ['', ' '] }).problems).toEqual({ keywords: 'Enter at least one keyword.' });
    expect(check(form, { name: 'Long', keywords: ['x'.repeat(101)] }).problems?.keywords).toMatch(/100 characters/);
    expect(check(form, { name: 'Many', keywords: Array.from({ length: 201 }, (_, index) => `k${index}`) }).problems?.keywords).toMatch(
      /at most 200 keywords \(this has 201\)/,
    );
  });

  it('WordPress: takes the application password with or without its spaces, and refuses an ordinary password', () => {
    const site = { siteUrl: 'https://reyes.example', username: 'editor' };
    expect(check(wordPressForm, { ...site, applicationPassword: 'abcd efgh ijkl mnop qrst uvwx' }).output).toBeDefined();
    expect(check(wordPressForm, { ...site, applicationPassword: 'abcdefghijklmnopqrstuvwx' }).output).toBeDefined();
    expect(check(wordPressForm, { ...site, applicationPassword: 'hunter2' }).problems?.applicationPassword).toMatch(
      /24 letters and digits/,
    );
  });

  it('invitation: only the roles the inviter may grant', () => {
    expect(check(inviteForm(['USER']), { name: 'Ann', email: 'ann@firm.com', role: 'ACCOUNT_OWNER' }).problems).toEqual({
      role: 'Choose a role.',
    });
    expect(check(inviteForm(), { name: 'Ann', email: 'Ann@Firm.com', role: 'USER' }).output).toEqual({
      name: 'Ann',
      email: 'ann@firm.com',
      role: 'USER',
    });
  });

  it('reports: Day, Week or Month to 1..20 distinct recipients', () => {
    expect(check(reportingForm, { frequency: 'Week', recipients: ['a@firm.com', 'A@firm.com'] }).output).toEqual({
      frequency: 'Week',
      recipients: ['a@firm.com'],
    });
    expect(check(reportingForm, { frequency: 'Year', recipients: [] }).problems).toEqual({
      frequency: 'Choose how often the report is sent.',
      recipients: 'Add at least one recipient.',
    });
    expect(check(reportingForm, { frequency: 'Day', recipients: ['not-an-email'] }).problems?.['recipients.0']).toMatch(
      /such as name@firm.com/,
    );
  });

  it('subscription: a period ends on or after its first day; a contract ends on or after it started', () => {
    expect(check(periodForm, { startDate: '2026-03-01', endDate: '2026-02-28', isVisible: true }).problems).toEqual({
      endDate: 'The last day must be on or after the first day.',
    });
    expect(check(periodForm, { startDate: '2026-03-01', endDate: '2026-03-01', isVisible: false }).output).toBeDefined();
    expect(check(endContractForm('2026-01-01'), { endDate: '2025-12-31' }).problems?.endDate).toMatch(/started on 2026-01-01/);
    expect(check(endContractForm('2026-01-01'), { endDate: '31/12/2026' }).problems?.endDate).toMatch(/such as 2026-01-31/);
  });

  it('office and contact: empty optional lines are left out; a contact is checked by its type', () => {
    expect(
      check(locationForm, {
        name: 'Main office',
        addressLine: ' ',
        city: 'Austin',
        region: 'TX',
        postalCode: '',
        country: 'United_States',
        phone: '',
      }).output,
    ).toEqual({
      name: 'Main office',
      city: 'Austin',
      region: 'TX',
      country: 'United_States',
    });
    expect(check(contactForm, { type: 'Phone', name: 'Front desk', value: '+1 (512) 555-0199', isPrimary: true }).output).toBeDefined();
    expect(check(contactForm, { type: 'Phone', name: 'Front desk', value: 'call us', isPrimary: false }).problems).toEqual({
      value: 'Enter a phone number such as +1 (555) 010-0199.',
    });
    expect(check(contactForm, { type: 'Email', name: 'Dana', value: 'dana@', isPrimary: false }).problems?.value).toMatch(/name@firm.com/);
  });
});
