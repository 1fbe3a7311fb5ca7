import * as v from 'valibot';
import { optionalLongText, requiredText, webAddress } from './field-rules.ts';

/** Bar associations ask for a sentence or two; a page of text is not a disclaimer a post can carry. */
export const DISCLAIMER_MAX = 1_000;

/** Firm (ModifyClient): the firm's name, website and the attorney-advertising disclaimer its posts carry. */
export const firmForm = v.object({
  name: requiredText("the firm's name"),
  websiteUrl: webAddress("the firm's website"),
  advertisingDisclaimer: optionalLongText('the disclaimer', DISCLAIMER_MAX),
});
export type FirmFormInput = v.InferInput<typeof firmForm>;
export type FirmFormValues = v.InferOutput<typeof firmForm>;
