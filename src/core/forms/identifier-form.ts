import * as v from 'valibot';
import { requiredText } from './field-rules.ts';

/** The limits of the REST Identifier resource (src/core/api/openapi.json), held equal by a unit test. */
export const IDENTIFIER_NAME_MAX = 120;
export const IDENTIFIER_VALUE_MAX = 500;

/** An identifier of the firm (AddIdentifier, ChangeIdentifierValue): a bar number, a tax id, a profile id. */
export const identifierForm = v.object({
  name: requiredText("the identifier's name", IDENTIFIER_NAME_MAX),
  value: requiredText("the identifier's value", IDENTIFIER_VALUE_MAX),
});
export type IdentifierFormValues = v.InferOutput<typeof identifierForm>;
