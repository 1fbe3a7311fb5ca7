import * as v from 'valibot';
import { badInput } from './errors.ts';

/**
 * Settings input is checked with the portal's own form rules (src/core/forms), so a person at the form and
 * a caller of the API meet one rule and one message. A refusal is BAD_USER_INPUT naming the field by its
 * dot path ("name", "recipients.1") and saying in plain words what to do, as the form shows it.
 */
export function parseForm<Schema extends v.GenericSchema>(schema: Schema, input: unknown): v.InferOutput<Schema> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw badInput(v.getDotPath(issue) ?? 'input', issue.message);
}

type ObjectForm = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * A partial update: GraphQL null or an absent field means "leave it unchanged", so only the fields the caller
 * gave are checked (with the form's rule for each) and returned; the others are absent from the result.
 */
export function parseChanges<Schema extends ObjectForm>(schema: Schema, input: object): Partial<v.InferOutput<Schema>> {
  const record = input as Record<string, unknown>;
  const given = Object.keys(schema.entries).filter((key) => record[key] !== undefined && record[key] !== null);
  if (given.length === 0) return {};
  const picked = v.pick(schema, given as [string, ...string[]]);
  return parseForm(picked, Object.fromEntries(given.map((key) => [key, record[key]]))) as Partial<v.InferOutput<Schema>>;
}
