// The shape of flags.json, its demo defaults, and the check that turns raw JSON into a trusted config.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface FlagDefinition {
  default: JsonValue;
  variations: JsonValue[];
  version?: number;
}

/** Per-key flag values; the key is a user key or a client key depending on where it sits. */
export type FlagOverrides = Record<string, Record<string, JsonValue>>;

export interface FlagConfig {
  flags: Record<string, FlagDefinition>;
  overrides: { users: FlagOverrides; clients: FlagOverrides };
}

export const DEFAULT_FLAG_CONFIG: FlagConfig = {
  flags: {
    'client-app-work-in-progress': { default: false, variations: [false, true] },
  },
  overrides: {
    // The demo PPC admin sees the work-in-progress state; everyone else sees the finished app.
    users: { 'auth0|user-ppc': { 'client-app-work-in-progress': true } },
    clients: {},
  },
};

/** Index of `value` among `variations`, or -1. JSON text comparison is enough for flag values. */
export function variationIndex(variations: JsonValue[], value: JsonValue): number {
  const wanted = JSON.stringify(value);
  return variations.findIndex((candidate) => JSON.stringify(candidate) === wanted);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks hand-edited JSON strictly, so that a typo is reported with its place in the file
 * rather than served as a value the SDK's callers never expect. Throws on the first problem.
 */
export function parseFlagConfig(raw: unknown): FlagConfig {
  if (!isRecord(raw)) throw new Error('the file must hold a JSON object');
  if (!isRecord(raw.flags)) throw new Error('"flags" must be an object');
  const flags: Record<string, FlagDefinition> = {};
  for (const [key, definition] of Object.entries(raw.flags)) {
    if (!isRecord(definition) || !('default' in definition)) throw new Error(`flags["${key}"] needs a "default"`);
    const fallback = definition.default as JsonValue;
    // Boolean flags may leave out their variations; anything else must list them.
    const variations = definition.variations ?? (typeof fallback === 'boolean' ? [false, true] : [fallback]);
    if (!Array.isArray(variations)) throw new Error(`flags["${key}"].variations must be an array`);
    if (variationIndex(variations, fallback) < 0) throw new Error(`flags["${key}"].default is not one of its variations`);
    const version = definition.version;
    if (version !== undefined && (typeof version !== 'number' || !Number.isInteger(version))) {
      throw new Error(`flags["${key}"].version must be an integer`);
    }
    flags[key] = { default: fallback, variations, ...(version === undefined ? {} : { version }) };
  }
  const overrides = raw.overrides ?? {};
  if (!isRecord(overrides)) throw new Error('"overrides" must be an object');
  return {
    flags,
    overrides: {
      users: parseOverrides(overrides.users, 'overrides.users', flags),
      clients: parseOverrides(overrides.clients, 'overrides.clients', flags),
    },
  };
}

function parseOverrides(raw: unknown, where: string, flags: Record<string, FlagDefinition>): FlagOverrides {
  if (raw === undefined) return {};
  if (!isRecord(raw)) throw new Error(`"${where}" must be an object`);
  const result: FlagOverrides = {};
  for (const [contextKey, values] of Object.entries(raw)) {
    if (!isRecord(values)) throw new Error(`${where}["${contextKey}"] must be an object`);
    for (const [flagKey, value] of Object.entries(values)) {
      const flag = flags[flagKey];
      if (!flag) throw new Error(`${where}["${contextKey}"] names unknown flag "${flagKey}"`);
      if (variationIndex(flag.variations, value as JsonValue) < 0) {
        throw new Error(`${where}["${contextKey}"]["${flagKey}"] is not one of the flag's variations`);
      }
    }
    result[contextKey] = values as Record<string, JsonValue>;
  }
  return result;
}
