import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { wordPressChangeForm } from '../../src/core/forms/word-press-change-form.ts';
import { wordPressForm } from '../../src/core/forms/word-press-form.ts';

const PASSWORD = 'abcd efgh ijkl mnop qrst uvwx';
const problems = (schema: v.GenericSchema, input: unknown) => {
  const checked = v.safeParse(schema, input);
  return checked.success ? [] : checked.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
};

describe('the WordPress connection, changed (the stored password is never shown)', () => {
  it('keeps the stored password when the field is left empty: the input leaves it out', () => {
    for (const empty of ['', '   ']) {
      const checked = v.parse(wordPressChangeForm, { siteUrl: 'www.firm.test', username: ' portal ', applicationPassword: empty });
      expect(checked).toEqual({ siteUrl: 'https://www.firm.test', username: 'portal' });
      expect(JSON.stringify(checked)).not.toContain('applicationPassword');
    }
  });

  it('takes a whole new application password, and refuses part of one with the rule of the first connection', () => {
    expect(
      v.parse(wordPressChangeForm, { siteUrl: 'https://firm.test', username: 'portal', applicationPassword: PASSWORD }).applicationPassword,
    ).toBe(PASSWORD);
    const typed = { siteUrl: 'https://firm.test', username: 'portal', applicationPassword: 'abcd efgh' };
    expect(problems(wordPressChangeForm, typed)).toEqual(problems(wordPressForm, typed));
    expect(problems(wordPressChangeForm, typed)).toHaveLength(1);
  });

  it('still needs the site and the user name, as a first connection does', () => {
    const input = { siteUrl: 'not a site', username: '', applicationPassword: '' };
    expect(problems(wordPressChangeForm, input)).toEqual([
      'siteUrl: Enter a web address such as https://www.example.com.',
      'username: Enter the WordPress user name.',
    ]);
  });
});
