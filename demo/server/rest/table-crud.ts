import { randomUUID } from 'node:crypto';
import type { Queryable } from '../store/db.ts';
import type { Handler, RestCall } from './call.ts';
import { clientCondition, parseListQuery, runList, SqlParams } from './list-query.ts';
import { badField, notFound } from './problems.ts';

/**
 * The generic CRUD over an entity's own table. What a call answers is the response schema of its
 * operation in the document: each property is the column of the same name in snake_case, unless
 * `columns` maps it to another SQL expression.
 */
export interface TableSpec {
  label: string;
  table: string;
  /** The `from` clause when the client is found through a join; the table is aliased `t`. */
  from?: string;
  /** SQL expression of the client a row belongs to. */
  client: string;
  columns?: Record<string, string>;
  /** The body field that names the owning client on create (absent: rows of no client, e.g. clients). */
  clientField?: string;
  /** The table has an updated_on column to keep current. */
  touch?: boolean;
  /** Body fields naming rows that must belong to the same client. */
  references?: Record<string, { table: string; label: string }>;
  /** Rules across fields (dates in order, ...), given the row as it would be stored. */
  check?: (row: Record<string, unknown>) => void;
}

type Row = Record<string, unknown> & { __client: string | null };

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const fieldExpr = (spec: TableSpec, field: string) => spec.columns?.[field] ?? `t.${snake(field)}`;
const fromOf = (spec: TableSpec) => spec.from ?? `${spec.table} t`;
const selectOf = (spec: TableSpec, fields: string[]) =>
  [`${spec.client} as "__client"`, ...fields.map((f) => `${fieldExpr(spec, f)} as "${f}"`)].join(', ');
const strip = ({ __client: _, ...row }: Row) => row;
const label = (spec: TableSpec) => spec.label.replace(/^\w/, (c) => c.toUpperCase());

/** One row by id with the given fields (and its client); 404 when there is none. */
export async function loadRow(db: Queryable, spec: TableSpec, fields: string[], id: string, lock = false): Promise<Row> {
  const [row] = await db.query<Row>(
    `select ${selectOf(spec, fields)} from ${fromOf(spec)} where t.id = $1${lock ? ' for update of t' : ''}`,
    [id],
  );
  if (!row) throw notFound(spec.label, id);
  return row;
}

/** The row as the operation answers it, after checking the viewer may see its client. */
export async function readRow(call: RestCall, db: Queryable, spec: TableSpec, id: string, fields = call.operation.responseFields) {
  const row = await loadRow(db, spec, fields, id);
  call.authorize(row.__client, `this ${spec.label}`);
  return strip(row);
}

/** Rows of a table the caller has already authorized (a job's posts, steps, scores). */
export async function selectRows(db: Queryable, spec: TableSpec, fields: string[], where: string, params: unknown[], orderBy = 't.id') {
  const select = fields.map((f) => `${fieldExpr(spec, f)} as "${f}"`).join(', ');
  return db.query<Record<string, unknown>>(`select ${select} from ${fromOf(spec)} where ${where} order by ${orderBy}`, params);
}

export async function requireClient(db: Queryable, clientId: string): Promise<void> {
  const [row] = await db.query('select 1 from clients where id = $1', [clientId]);
  if (!row) throw notFound('client', clientId);
}

/** A client a call names directly: 404 when unknown, 403 when the viewer may not do the operation for it. */
export async function requireClientAccess(call: RestCall, db: Queryable, clientId: string): Promise<void> {
  await requireClient(db, clientId);
  call.authorize(clientId, `client "${clientId}"`);
}

/** A body field naming a row of another table must name one of the same client. */
export async function requireSameClient(
  db: Queryable,
  reference: { table: string; label: string },
  field: string,
  id: unknown,
  clientId: string | null,
) {
  if (id === undefined || id === null) return;
  const [row] = await db.query<{ client_id: string }>(`select client_id from ${reference.table} where id = $1`, [id]);
  if (!row || row.client_id !== clientId) throw badField(field, `names no ${reference.label} of this client.`);
}

async function checkReferences(db: Queryable, spec: TableSpec, body: Record<string, unknown>, clientId: string | null) {
  for (const [field, reference] of Object.entries(spec.references ?? {}))
    await requireSameClient(db, reference, field, body[field], clientId);
}

const writable = (body: Record<string, unknown>) => Object.entries(body).filter(([, value]) => value !== undefined);
const toColumn = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

export interface ListOptions {
  /** Conditions beyond the list parameters (date ranges, a client named in the path). */
  where?: (call: RestCall, params: SqlParams) => string[] | Promise<string[]>;
  /** Fields of the item schema a list leaves out (e.g. heavy content). */
  omit?: string[];
}

export function tableList(spec: TableSpec, options: ListOptions = {}): Handler {
  return async (call) => {
    const query = parseListQuery(call.query, call.operation.list!);
    const params = new SqlParams();
    const where = [...((await options.where?.(call, params)) ?? []), ...clientCondition(spec.client, call.visibleClients(), params)];
    const fields = call.operation.responseFields.filter((field) => !options.omit?.includes(field));
    const select = fields.map((f) => `${fieldExpr(spec, f)} as "${f}"`).join(', ');
    return runList(call.db, { from: fromOf(spec), select, expr: (f) => fieldExpr(spec, f), where, params }, query);
  };
}

export const tableGet =
  (spec: TableSpec): Handler =>
  (call) =>
    readRow(call, call.db, spec, call.params.id!);

export const tableCreate =
  (spec: TableSpec): Handler =>
  (call) =>
    call.db.transaction(async (tx) => {
      const clientId = spec.clientField ? String(call.body[spec.clientField]) : null;
      if (clientId) await requireClientAccess(call, tx, clientId);
      else call.authorize(null, 'this operation');
      await checkReferences(tx, spec, call.body, clientId);
      spec.check?.(call.body);
      const id = randomUUID();
      const entries = writable(call.body);
      const columns = ['id', ...entries.map(([field]) => snake(field))];
      const values = [id, ...entries.map(([, value]) => toColumn(value))];
      await tx.query(`insert into ${spec.table} (${columns.join(', ')}) values (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values);
      return strip(await loadRow(tx, spec, call.operation.responseFields, id));
    });

export const tableUpdate =
  (spec: TableSpec): Handler =>
  (call) =>
    call.db.transaction(async (tx) => {
      const id = call.params.id!;
      const current = await loadRow(tx, spec, call.operation.responseFields, id, true);
      call.authorize(current.__client, `this ${spec.label}`);
      await checkReferences(tx, spec, call.body, current.__client);
      spec.check?.({ ...current, ...call.body });
      const entries = writable(call.body);
      const sets = [...entries.map(([field], i) => `${snake(field)} = $${i + 2}`), ...(spec.touch ? ['updated_on = now()'] : [])];
      await tx.query(`update ${spec.table} set ${sets.join(', ')} where id = $1`, [id, ...entries.map(([, value]) => toColumn(value))]);
      return strip(await loadRow(tx, spec, call.operation.responseFields, id));
    });

export const tableDelete =
  (spec: TableSpec): Handler =>
  (call) =>
    call.db.transaction(async (tx) => {
      const id = call.params.id!;
      const current = await loadRow(tx, spec, [], id, true);
      call.authorize(current.__client, `this ${spec.label}`);
      await tx.query(`delete from ${spec.table} where id = $1`, [id]);
      return { id, message: `${label(spec)} deleted.` };
    });

/** The five CRUD handlers under the document's operation ids (listXs, createX, getX, updateX, deleteX). */
export function tableCrud(name: string, plural: string, spec: TableSpec): Record<string, Handler> {
  return {
    [`list${plural}`]: tableList(spec),
    [`create${name}`]: tableCreate(spec),
    [`get${name}`]: tableGet(spec),
    [`update${name}`]: tableUpdate(spec),
    [`delete${name}`]: tableDelete(spec),
  };
}
