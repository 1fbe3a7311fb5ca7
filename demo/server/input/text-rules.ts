/**
 * Text the service refuses, whichever API it arrives through: C0 control characters and UTF-16 surrogates
 * that are not half of a pair. PostgreSQL refuses NUL in text (22021) and in jsonb (22P05), and a lone
 * surrogate would be stored as U+FFFD, silently changing what was sent; the other C0 controls have no place
 * in a name, a URL or a post. Tab, line feed and carriage return are real content in free text (a post, a
 * prompt), so text keeps them; identifiers, path and query parameters take no control character at all.
 */
export type TextKind = 'identifier' | 'text';

const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const REFUSED: Record<TextKind, RegExp> = {
  identifier: new RegExp(`[\\u0000-\\u001f]|${LONE_SURROGATE}`),
  text: new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f]|${LONE_SURROGATE}`),
};

const codePoint = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why a value is refused, as the end of a sentence that starts with its name; undefined when it is fine. */
export function textProblem(value: string, kind: TextKind): string | undefined {
  const match = REFUSED[kind].exec(value);
  if (!match) return undefined;
  const at = `at character ${match.index + 1}`;
  if (match[0] >= '\ud800') return `contains a lone UTF-16 surrogate (${codePoint(match[0])}) ${at}; send well-formed Unicode text.`;
  const allowed = kind === 'text' ? ' (only tab, line feed and carriage return are allowed in text)' : '';
  return `contains the control character ${codePoint(match[0])} ${at}, which is not allowed here${allowed}.`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

export interface BadText {
  /** Object keys and array indexes from the value's root to the refused string. */
  path: Array<string | number>;
  problem: string;
}

/**
 * The first refused string in a JSON value (keys included), depth first. `kindOf` says how strict to be
 * for a string at a path; keys are held to the identifier rule. Iterative, as a body may nest thousands
 * of levels deep (each level is cheap to send, and recursion would overflow the stack).
 */
export function findBadText(
  value: unknown,
  kindOf: (path: Array<string | number>) => TextKind,
  path: Array<string | number> = [],
): BadText | undefined {
  type Visit = { value: unknown; key?: string | number; parent?: Visit };
  const pathOf = (visit: Visit): Array<string | number> => {
    const keys: Array<string | number> = [];
    for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
    return [...path, ...keys];
  };
  const stack: Visit[] = [{ value }];
  while (stack.length) {
    const visit = stack.pop()!;
    if (typeof visit.value === 'string') {
      const problem = textProblem(visit.value, kindOf(pathOf(visit)));
      if (problem) return { path: pathOf(visit), problem };
      continue;
    }
    const entries: Array<[string | number, unknown]> = Array.isArray(visit.value)
      ? [...visit.value.entries()]
      : isPlainObject(visit.value)
        ? Object.entries(visit.value)
        : [];
    for (const [key] of entries) {
      const keyProblem = typeof key === 'string' ? textProblem(key, 'identifier') : undefined;
      if (keyProblem) return { path: pathOf({ value: undefined, key, parent: visit }), problem: `has a name that ${keyProblem}` };
    }
    for (const [key, item] of entries.reverse()) stack.push({ value: item, key, parent: visit });
  }
  return undefined;
}
