// Splits a log batch from @datadog/browser-logs into entries without trusting any of it.
import { JSON_TOO_DEEP, nestsDeeperThan } from '../input/json-depth.ts';

export type LogEntry = Record<string, unknown>;

export interface ParsedBatch {
  entries: LogEntry[];
  /** Lines or array items that were not JSON objects. */
  rejected: number;
}

const isEntry = (value: unknown): value is LogEntry => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Accepts newline-delimited JSON (what the SDK sends), a JSON array, or one JSON object.
 * Blank lines are neither accepted nor rejected. Throws BatchTooDeep for JSON nested too deep.
 */
export function parseLogBatch(body: string): ParsedBatch {
  const whole = tryParse(body.trim());
  if (Array.isArray(whole)) return tally(whole);
  if (isEntry(whole)) return { entries: [whole], rejected: 0 };
  const lines = body.split(/\r?\n/).filter((line) => line.trim() !== '');
  return tally(lines.map(tryParse));
}

function tally(values: unknown[]): ParsedBatch {
  const entries = values.filter(isEntry);
  return { entries, rejected: values.length - entries.length };
}

/** A batch holding JSON nested deeper than the service takes anywhere: refused whole, as no entry of it is kept. */
export class BatchTooDeep extends Error {
  constructor() {
    super(`Log batch refused: ${JSON_TOO_DEEP}`);
  }
}

const NOT_JSON = Symbol('not JSON');

/** Kept entries are serialized again when read (recursively, so a deep one would overflow the stack): checked once it parses. */
function tryParse(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
  if (nestsDeeperThan(text)) throw new BatchTooDeep();
  return value;
}
