import type { FastifyBodyParser, FastifyInstance } from 'fastify';

/**
 * How deep a JSON value sent to the service may nest. The contract's deepest input (a GraphQL operation's
 * variables, a free-form `metrics` or `metadata` object) stays under ten levels; a thousand-byte body can nest
 * five hundred, and code that walks a value recursively (JSON.stringify before a value is stored, a
 * serializer) overflows the stack somewhere past ten thousand, which answered 500.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP = `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep; send a flatter value.`;

/** Shaped as Fastify's own body errors (`code`, `statusCode`), so each scope's error handler answers it as a 400. */
export class JsonTooDeepError extends Error {
  readonly code = 'FST_ERR_CTP_JSON_TOO_DEEP';
  readonly statusCode = 400;
  constructor() {
    super(JSON_TOO_DEEP);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests deeper than `max` arrays and objects, read without parsing it: brackets inside
 * strings do not count. Exact for valid JSON; for text that is not, it only has to be cheap, as the parse that
 * follows refuses it anyway.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPEN.has(code)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSE.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces Fastify's application/json parser for the whole service (register before any route): the same
 * parse, with its guards against `__proto__` and `constructor` keys, after a depth check. Scopes inherit it,
 * so GraphQL, REST and every other JSON route refuse a deep body with 400 in their own error shape.
 */
export function refuseDeepJsonBodies(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, depthCheckedJsonParser(fastify));
}

/** Fastify's JSON parse after the depth check, for a scope that parses other JSON types too (CSP reports). */
export function depthCheckedJsonParser(fastify: FastifyInstance): FastifyBodyParser<string> {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (nestsDeeperThan(body)) return done(new JsonTooDeepError(), undefined);
    return parse(request, body, done);
  };
}

/** The same limit for a value parsed elsewhere (a GraphQL GET's or upload's variables), walked without recursion. */
export function valueNestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length) {
    const next = stack.pop()!;
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    for (const item of Object.values(next.value)) stack.push({ value: item, depth });
  }
  return false;
}
