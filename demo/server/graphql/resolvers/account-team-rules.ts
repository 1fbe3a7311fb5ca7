import type { Viewer } from '../../auth/permissions.ts';
import type { Queryable } from '../../store/db.ts';
import { badInput } from '../errors.ts';

/**
 * The two rules that keep a firm's team able to run itself. They hold for everyone, the agency's staff too,
 * and a refusal changes nothing (the mutation's transaction rolls back).
 *
 * 1. A client that has an active account owner keeps one: a change that would take away the last one is refused.
 *    An active account owner is an active user, mapped to the client, holding an active ACCOUNT_OWNER role on it,
 *    who has signed in (an open invitation does not count: the invitee may never accept it).
 * 2. Nobody removes their own access to a client or changes their own role on it: another account owner does.
 */
export const OWN_ACCESS = 'You cannot remove your own access; ask another account owner.';
export const OWN_ROLE = 'You cannot change your own role; ask another account owner.';

export function refuseOwnChange(viewer: Viewer, userId: string, field: string, message = OWN_ACCESS): void {
  if (userId === viewer.userId) throw badInput(field, message);
}

interface OwnerRow {
  client_id: string;
  client_name: string;
  user_name: string;
}

/** The active account owners of the clients, by client. */
async function ownersOf(tx: Queryable, clientIds: readonly string[]): Promise<Map<string, OwnerRow[]>> {
  const rows = await tx.query<OwnerRow>(
    `select ur.client_id, c.name as client_name, u.name as user_name
       from user_roles ur join roles r on r.id = ur.role_id and r.is_active and r.name = 'ACCOUNT_OWNER'
       join users u on u.id = ur.user_id and u.is_active and u.sub is not null
       join user_clients uc on uc.user_id = ur.user_id and uc.client_id = ur.client_id
       join clients c on c.id = ur.client_id
      where ur.client_id = any($1) and ur.is_active
      order by lower(u.name), u.id`,
    [clientIds],
  );
  const owners = new Map<string, OwnerRow[]>();
  for (const row of rows) owners.set(row.client_id, [...(owners.get(row.client_id) ?? []), row]);
  return owners;
}

const namesOf = (owners: readonly OwnerRow[]) => owners.map((owner) => owner.user_name).join(' and ');

/**
 * Runs a change of the team and refuses it (BAD_USER_INPUT on `field`) when a client of `clientIds` had an
 * active account owner before it and has none after it; the caller's transaction then rolls the change back.
 */
export async function keepingAnOwner<T>(tx: Queryable, clientIds: readonly string[], field: string, change: () => Promise<T>): Promise<T> {
  const before = await ownersOf(tx, clientIds);
  const result = await change();
  const after = await ownersOf(tx, clientIds);
  for (const [clientId, owners] of before) {
    if (owners.length > 0 && !after.get(clientId)?.length) {
      const last = owners.length === 1 ? `${namesOf(owners)} is the last account owner` : `${namesOf(owners)} are the last account owners`;
      throw badInput(field, `${last} of ${owners[0]!.client_name}; make someone else account owner first.`);
    }
  }
  return result;
}

/** The clients a user is an active account owner of (what deactivating them could leave without one). */
export async function clientsOwnedBy(tx: Queryable, userId: string): Promise<string[]> {
  const rows = await tx.query<{ client_id: string }>(
    `select distinct ur.client_id from user_roles ur join roles r on r.id = ur.role_id and r.name = 'ACCOUNT_OWNER'
      where ur.user_id = $1 and ur.client_id is not null and ur.is_active`,
    [userId],
  );
  return rows.map((row) => row.client_id);
}
