// The pure flag evaluation: no I/O, so the rules can be tested on their own.
import { variationIndex, type FlagConfig, type JsonValue } from './config.ts';
import type { FlagContext } from './context.ts';

/** One flag as the client SDK expects it in the evalx answer. */
export interface EvaluatedFlag {
  value: JsonValue;
  variation: number;
  version: number;
}

export type EvaluatedFlags = Record<string, EvaluatedFlag>;

/** The user and client keys a context carries, whichever way it is shaped. */
export function contextKeys(context: FlagContext): { user?: string; client?: string } {
  const keyOf = (part: unknown): string | undefined => {
    const key = (part as FlagContext | null)?.key;
    return typeof key === 'string' ? key : undefined;
  };
  const kind = context.kind;
  if (kind === 'multi') return { user: keyOf(context.user), client: keyOf(context.client) };
  // A context without a kind is a legacy user object, which SDK 3 still accepts.
  if (kind === undefined || kind === 'user') return { user: keyOf(context) };
  if (kind === 'client') return { client: keyOf(context) };
  return {};
}

/** Evaluates every flag for a context: a user override beats a client override beats the default. */
export function evaluateFlags(config: FlagConfig, context: FlagContext): EvaluatedFlags {
  const { user, client } = contextKeys(context);
  const userValues = own(config.overrides.users, user);
  const clientValues = own(config.overrides.clients, client);
  const result: EvaluatedFlags = {};
  for (const [key, flag] of Object.entries(config.flags)) {
    const candidates = [own(userValues, key), own(clientValues, key), flag.default];
    // A value outside the variations cannot be given a variation index, so it is passed over.
    for (const value of candidates) {
      if (value === undefined) continue;
      const variation = variationIndex(flag.variations, value);
      if (variation < 0) continue;
      result[key] = { value, variation, version: flag.version ?? 1 };
      break;
    }
  }
  return result;
}

// Keys come from the request, so inherited names such as "constructor" must not match.
function own<T>(record: Record<string, T> | undefined, key: string | undefined): T | undefined {
  return record && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
