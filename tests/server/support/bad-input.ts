import type { Db } from '../../../demo/server/store/db.ts';

// What the bad-input suites send and how they count the answers.

export type Path = Array<string | number>;

/** Strings every text field must refuse, and those an id must refuse too (tab, line feed and CR are text). */
export const TEXT_POISONS = { nul: 'a\u0000b', escape: 'a\u001bb', loneSurrogate: 'a\ud800b' } as const;
export const ID_POISONS = { ...TEXT_POISONS, tab: 'a\tb' } as const;
export type PoisonName = keyof typeof ID_POISONS;

export const poisonsFor = (isId: boolean): Array<[PoisonName, string]> =>
  Object.entries(isId ? ID_POISONS : TEXT_POISONS) as Array<[PoisonName, string]>;

/** A lone surrogate cannot be percent-encoded as UTF-8; these are the bytes a careless encoder sends (CESU-8). */
export const urlEncoded = (text: string) =>
  text.includes('\ud800') ? text.split('\ud800').map(encodeURIComponent).join('%ED%A0%80') : encodeURIComponent(text);

/** Tallies answers by outcome ("400", "BAD_USER_INPUT", ...) and keeps every answer that broke the rules. */
export class Tally {
  readonly outcomes = new Map<string, number>();
  readonly failures: string[] = [];
  calls = 0;

  count(outcome: string, failure?: string) {
    this.calls += 1;
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    if (failure) this.failures.push(failure);
  }

  summary(label: string) {
    const parts = [...this.outcomes]
      .filter(([outcome]) => outcome !== '500')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([outcome, n]) => `${n} answered ${outcome}`);
    return `${label}: ${this.calls} bad-input calls, ${parts.join(', ')}, ${this.outcomes.get('500') ?? 0} answered 500`;
  }
}

/** Every table's row count and a digest of its rows: equal before and after means nothing was written. */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number; sum: string | null }>(
      `select count(*)::int as n, md5(string_agg(md5(t::text), '' order by md5(t::text))) as sum from "${name}" t`,
    );
    digest[name] = `${row!.n}:${row!.sum ?? ''}`;
  }
  return digest;
}

/** Runs calls a few at a time: fast enough for a thousand calls, gentle on a shared 2-core machine. */
export async function inBatches<T>(items: T[], size: number, call: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(call));
}

/** A copy of a JSON value with the value at `path` replaced. */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withValueAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: withValueAt(record[head!], rest, replacement) };
}
