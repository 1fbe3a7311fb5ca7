import * as v from 'valibot';
import { requiredText, webAddress } from './field-rules.ts';

/** WordPress shows an application password as 24 letters and digits in groups of four; it ignores the spaces. */
const APPLICATION_PASSWORD = /^[A-Za-z0-9]{24}$/;

export const applicationPassword = v.pipe(
  v.string('Enter the application password.'),
  v.trim(),
  v.nonEmpty('Enter the application password.'),
  v.check(
    (text) => APPLICATION_PASSWORD.test(text.replace(/\s+/g, '')),
    'Enter the application password WordPress showed you: 24 letters and digits, such as abcd efgh ijkl mnop qrst uvwx (Users → Profile → Application Passwords).',
  ),
);

/** The WordPress connection (AddWordPressCredential, UpdateWordPressCredential). */
export const wordPressForm = v.object({
  siteUrl: webAddress("the site's address"),
  username: requiredText('the WordPress user name', 60),
  applicationPassword,
});
export type WordPressFormValues = v.InferOutput<typeof wordPressForm>;
