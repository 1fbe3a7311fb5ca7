// Reads the evaluation context the SDK sends, either in the URL (base64url JSON) or as a REPORT body.

/** A LaunchDarkly context as sent by the client SDK: single-kind, legacy user (no kind), or multi. */
export type FlagContext = Record<string, unknown>;

export type ContextCheck = { ok: true; context: FlagContext } | { ok: false; problem: string };

const BASE64URL = /^[A-Za-z0-9_\-+/]*={0,2}$/;

/** Decodes the `contexts/:context` path segment; accepts padded and standard base64 as well. */
export function decodeContextSegment(segment: string): ContextCheck {
  // Buffer.from skips characters it does not know, so check the alphabet first.
  if (segment === '' || !BASE64URL.test(segment) || segment.replace(/=+$/, '').length % 4 === 1) {
    return { ok: false, problem: 'context is not valid base64url' };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(segment, 'base64url'));
  } catch {
    return { ok: false, problem: 'context is not valid UTF-8 once decoded from base64url' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `context is not valid JSON (${(error as Error).message})` };
  }
  return checkContext(value);
}

/** Checks the parts evaluation relies on: kinds are strings, and every context has a key. */
export function checkContext(value: unknown): ContextCheck {
  const shape = describe(value);
  if (shape !== 'object') return { ok: false, problem: `context must be a JSON object, got ${shape}` };
  const context = value as FlagContext;
  if (context.kind !== undefined && typeof context.kind !== 'string') {
    return { ok: false, problem: 'context.kind must be a string' };
  }
  if (context.kind !== 'multi') {
    const problem = singleProblem(context, 'context');
    return problem ? { ok: false, problem } : { ok: true, context };
  }
  const kinds = Object.keys(context).filter((name) => name !== 'kind');
  if (kinds.length === 0) return { ok: false, problem: 'multi-context holds no contexts' };
  for (const kind of kinds) {
    const part = context[kind];
    const partShape = describe(part);
    if (partShape !== 'object') return { ok: false, problem: `context.${kind} must be an object, got ${partShape}` };
    const problem = singleProblem(part as FlagContext, `context.${kind}`);
    if (problem) return { ok: false, problem };
  }
  return { ok: true, context };
}

function singleProblem(context: FlagContext, where: string): string | undefined {
  if (context.key === undefined) return context.anonymous === true ? undefined : `${where}.key is missing`;
  if (typeof context.key !== 'string') return `${where}.key must be a string`;
  return undefined;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'object' : `a ${typeof value}`;
}
