import { randomUUID } from 'node:crypto';
import { addDays } from '../../domain/dates.ts';
import type { Queryable } from '../../store/db.ts';
import type { Handler, RestCall } from '../call.ts';
import { componentFields } from '../document.ts';
import { badField, conflict } from '../problems.ts';
import { loadRow, readRow, requireClientAccess } from '../table-crud.ts';
import { contracts, deliverables } from '../tables.ts';

/** Contracts set up in bulk: one subscription period per month, deliverables from the services tier sold. */
const CONTRACT_FIELDS = componentFields('Contract');
const DELIVERABLE_FIELDS = componentFields('Deliverable');
// A deliverable is due two weeks into its period unless someone moves it.
const DUE_AFTER_DAYS = 14;

interface Snapshot {
  serviceTierId?: string;
  name: string;
  services: Array<{ serviceName: string; quantity: number }>;
}

/** The same day `months` later, clamped to the month's last day (31 January + 1 month = 28 or 29 February). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

async function checkSnapshot(tx: Queryable, snapshot: Snapshot | undefined) {
  if (!snapshot?.serviceTierId) return;
  const [tier] = await tx.query(`select 1 from resources where id = $1 and kind = 'serviceTier' and is_active`, [snapshot.serviceTierId]);
  if (!tier) throw badField('serviceTierId', 'names no service tier.');
}

async function lockContract(tx: Queryable, call: RestCall, id: string) {
  const contract = await loadRow(tx, contracts, ['id', 'servicesTierSnapshot'], id, true);
  call.authorize(contract.__client, 'this contract');
  return contract as typeof contract & { id: string; servicesTierSnapshot: Snapshot | null };
}

const setSnapshot =
  (snapshot: (call: RestCall) => Snapshot | null): Handler =>
  (call) =>
    call.db.transaction(async (tx) => {
      const contract = await lockContract(tx, call, call.params.id!);
      const value = snapshot(call);
      await checkSnapshot(tx, value ?? undefined);
      await tx.query('update contracts set services_tier_snapshot = $2 where id = $1', [
        contract.id,
        value === null ? null : JSON.stringify(value),
      ]);
      return readRow(call, tx, contracts, contract.id);
    });

export const contractHandlers: Record<string, Handler> = {
  seedContract: (call) =>
    call.db.transaction(async (tx) => {
      const body = call.body as { clientId: string; startDate: string; months: number; servicesTierSnapshot?: Snapshot };
      await requireClientAccess(call, tx, body.clientId);
      await checkSnapshot(tx, body.servicesTierSnapshot);
      const id = randomUUID();
      const endDate = addDays(addMonths(body.startDate, body.months), -1);
      await tx.query('insert into contracts (id, client_id, start_date, end_date, services_tier_snapshot) values ($1, $2, $3, $4, $5)', [
        id,
        body.clientId,
        body.startDate,
        endDate,
        body.servicesTierSnapshot ? JSON.stringify(body.servicesTierSnapshot) : null,
      ]);
      const periodIds: string[] = [];
      for (let month = 0; month < body.months; month++) {
        const periodId = randomUUID();
        await tx.query('insert into subscription_periods (id, client_id, contract_id, start_date, end_date) values ($1, $2, $3, $4, $5)', [
          periodId,
          body.clientId,
          id,
          addMonths(body.startDate, month),
          addDays(addMonths(body.startDate, month + 1), -1),
        ]);
        periodIds.push(periodId);
      }
      return { contract: await readRow(call, tx, contracts, id, CONTRACT_FIELDS), periodIds };
    }),
  seedContractDeliverables: (call) =>
    call.db.transaction(async (tx) => {
      const contract = await lockContract(tx, call, String(call.body.contractId));
      const snapshot = contract.servicesTierSnapshot;
      if (!snapshot)
        throw conflict('The contract has no services tier snapshot: set one with PUT /v1/contracts/{id}/servicesTierSnapshots first.');
      // Periods that already have deliverables keep them: seeding twice adds nothing.
      const periods = await tx.query<{ id: string; start_date: string }>(
        'select p.id, p.start_date from subscription_periods p where p.contract_id = $1 and not exists (select 1 from deliverables d where d.period_id = p.id) order by p.start_date',
        [contract.id],
      );
      const created: string[] = [];
      for (const period of periods) {
        for (const service of snapshot.services) {
          for (let n = 1; n <= service.quantity; n++) {
            const id = randomUUID();
            await tx.query(
              'insert into deliverables (id, client_id, period_id, contract_id, service_name, name, due_date) values ($1, $2, $3, $4, $5, $6, $7)',
              [
                id,
                contract.__client,
                period.id,
                contract.id,
                service.serviceName,
                `${service.serviceName} ${n}`,
                addDays(period.start_date, DUE_AFTER_DAYS),
              ],
            );
            created.push(id);
          }
        }
      }
      const answered = await Promise.all(created.map((id) => readRow(call, tx, deliverables, id, DELIVERABLE_FIELDS)));
      return { contractId: contract.id, created: created.length, deliverables: answered };
    }),
  setContractServicesTierSnapshot: setSnapshot((call) => call.body as unknown as Snapshot),
  clearContractServicesTierSnapshot: setSnapshot(() => null),
  updateDeliverableDueDate: (call) =>
    call.db.transaction(async (tx) => {
      const deliverable = await loadRow(tx, deliverables, ['id'], call.params.id!, true);
      call.authorize(deliverable.__client, 'this deliverable');
      await tx.query('update deliverables set due_date = $2, updated_on = now() where id = $1', [deliverable.id, call.body.dueDate]);
      return readRow(call, tx, deliverables, String(deliverable.id));
    }),
};
