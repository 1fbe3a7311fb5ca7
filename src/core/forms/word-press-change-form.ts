import * as v from 'valibot';
import { applicationPassword, wordPressForm } from './word-press-form.ts';

/**
 * Changing a stored WordPress connection (UpdateWordPressCredential): the stored application password is never
 * shown, so the field starts empty and an empty field keeps it (undefined: the input leaves it out); anything
 * typed there must be a whole application password.
 */
export const wordPressChangeForm = v.object({
  ...wordPressForm.entries,
  applicationPassword: v.union([
    v.pipe(
      v.string(),
      v.trim(),
      v.empty(),
      v.transform(() => undefined),
    ),
    applicationPassword,
  ]),
});
export type WordPressChangeFormInput = v.InferInput<typeof wordPressChangeForm>;
export type WordPressChangeFormValues = v.InferOutput<typeof wordPressChangeForm>;
