import * as v from 'valibot';
import { optionalWebAddress, requiredText } from './field-rules.ts';

/** Profile (ModifyUser): the signed-in person's name and picture; the e-mail they sign in with is not theirs to change. */
export const profileForm = v.object({
  name: requiredText('your name'),
  picture: optionalWebAddress("your picture's web address"),
});
export type ProfileFormInput = v.InferInput<typeof profileForm>;
export type ProfileFormValues = v.InferOutput<typeof profileForm>;
