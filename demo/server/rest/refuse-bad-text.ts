import type { FastifyRequest } from 'fastify';
import { findBadText, textProblem } from '../input/text-rules.ts';
import { badField, badParameter } from './problems.ts';

/**
 * Refuses control characters and lone surrogates (input/text-rules.ts) in path and query parameters and
 * JSON bodies before a call is validated or handled: a 400 naming the parameter or field, instead of a
 * PostgreSQL refusal (a 500) or text silently changed. Multipart parts are checked where they are read
 * (multipart.ts). Parameters are ids, dates and filters: no control character at all. In bodies, ids
 * (`id`, `...Id`, `...Ids`) take none either; other text keeps tab, line feed and carriage return.
 */
const ID_FIELD = /^id$|Ids?$/;

const lastKey = (path: Array<string | number>) => path.findLast((segment): segment is string => typeof segment === 'string') ?? '';

const decoded = (part: string): string | undefined => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

/** The raw query must decode as UTF-8: a lone surrogate arrives as bytes that do not (e.g. %ED%A0%80). */
function checkQueryEncoding(url: string) {
  const start = url.indexOf('?');
  for (const pair of start < 0 ? [] : url.slice(start + 1).split('&')) {
    const [name = '', value = ''] = pair.split('=');
    if (decoded(name) !== undefined && decoded(value) !== undefined) continue;
    const shown = decoded(name) ?? name.replace(/%[0-9a-f]{2}/gi, '?');
    throw badParameter(shown, `${shown} is not valid percent-encoded UTF-8; encode text as UTF-8 before percent-encoding it.`);
  }
}

function checkParameters(values: unknown) {
  for (const [name, value] of Object.entries((values ?? {}) as Record<string, unknown>)) {
    for (const text of [name, ...(Array.isArray(value) ? value : [value])]) {
      const problem = typeof text === 'string' ? textProblem(text, 'identifier') : undefined;
      if (problem) throw badParameter(name, `${name} ${problem}`);
    }
  }
}

export async function refuseBadText(request: FastifyRequest) {
  checkParameters(request.params);
  checkQueryEncoding(request.url);
  checkParameters(request.query);
  const found = findBadText(request.body, (path) => (ID_FIELD.test(lastKey(path)) ? 'identifier' : 'text'));
  if (found) throw badField(found.path.join('/'), found.problem);
}
