import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Query strings and path parameters arrive as text and are coerced to the declared types; JSON bodies
// are not: a number where text is expected is a mistake the caller should hear about, not a guess.
const COMMON: Options = { allErrors: false, useDefaults: true, removeAdditional: false, strict: true };

const withFormats = (ajv: Ajv) => {
  addFormats(ajv);
  return ajv;
};
const forBodies = withFormats(new Ajv({ ...COMMON, coerceTypes: false }));
const forParameters = withFormats(new Ajv({ ...COMMON, coerceTypes: 'array' }));

/** Fastify's validator for the REST scope: strict JSON bodies, coerced parameters. */
export const restValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? forBodies : forParameters).compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
