import type { Queryable } from '../store/db.ts';
import { badField, conflict } from './problems.ts';

/**
 * The few rules some resource kinds add to the generic CRUD: names unique per client, rows of other
 * kinds they refer to, dates in order, and rows that must go before another can be deleted.
 */
interface KindRules {
  /** Data fields unique per client (ignoring case). */
  unique?: string[];
  /** Data fields naming a row of another kind. */
  references?: Record<string, { kind: string; label: string }>;
  /** Start and end date fields that must be in order. */
  dateRange?: [string, string];
  /** Rows of other kinds naming this one in a data field: while any exists, this one cannot be deleted. */
  dependents?: Array<{ kind: string; field: string; label: string }>;
}

const RULES: Record<string, KindRules> = {
  // Shared with GraphQL's settings mutations, which refuse the same duplicates.
  identifier: { unique: ['name'] },
  connectedService: { unique: ['serviceName'], references: { typeId: { kind: 'clientServiceType', label: 'client service type' } } },
  clientServiceType: { dependents: [{ kind: 'connectedService', field: 'typeId', label: 'client services' }] },
  serviceTier: { dependents: [{ kind: 'serviceTierService', field: 'serviceTierId', label: 'services' }] },
  prompt: {
    references: { parentId: { kind: 'prompt', label: 'prompt' } },
    dependents: [{ kind: 'prompt', field: 'parentId', label: 'child prompts' }],
  },
  blogStrategy: { dateRange: ['startDate', 'endDate'] },
};

export async function checkResourceWrite(
  tx: Queryable,
  kind: string,
  clientId: string | null,
  data: Record<string, unknown>,
  id: string | null,
): Promise<void> {
  const rules = RULES[kind] ?? {};
  if (rules.dateRange) {
    const [start, end] = rules.dateRange;
    if (data[start] && data[end] && String(data[end]) < String(data[start]))
      throw badField(end, `must be on or after ${start} (${String(data[start])}).`);
  }
  for (const [field, target] of Object.entries(rules.references ?? {})) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    if (value === id) throw badField(field, `cannot name the ${target.label} itself.`);
    const [row] = await tx.query('select 1 from resources where id = $1 and kind = $2 and is_active', [value, target.kind]);
    if (!row) throw badField(field, `names no ${target.label}.`);
  }
  for (const field of rules.unique ?? []) {
    const [clash] = await tx.query(
      `select 1 from resources where kind = $1 and client_id is not distinct from $2 and is_active and id <> coalesce($3, '')
          and lower(data->>'${field}') = lower($4)`,
      [kind, clientId, id, String(data[field] ?? '')],
    );
    if (clash) throw conflict(`The client already has a ${field} "${String(data[field])}"; change that one instead.`, { field });
  }
}

export async function checkResourceDelete(tx: Queryable, kind: string, id: string): Promise<void> {
  for (const dependent of RULES[kind]?.dependents ?? []) {
    const [row] = await tx.query<{ n: number }>(
      `select count(*)::int as n from resources where kind = $1 and is_active and data->>'${dependent.field}' = $2`,
      [dependent.kind, id],
    );
    if (row && row.n > 0) throw conflict(`It still has ${row.n} ${dependent.label}; remove those first.`);
  }
}
