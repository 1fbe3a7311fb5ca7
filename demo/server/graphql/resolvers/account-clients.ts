import { randomUUID } from 'node:crypto';
import type { ModifyClientAssigneeInput, ModifyClientInput, RegisterClientInput } from '../../../../src/core/api/generated/graphql.ts';
import { firmForm } from '../../../../src/core/forms/firm-form.ts';
import { ADMIN_ROLE } from '../../auth/permissions.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput, serviceError } from '../errors.ts';
import { parseChanges } from '../form-input.ts';
import { requireSiteOnInternet } from '../site-on-internet.ts';
import { clientTarget, noClientTarget } from '../targets.ts';
import { httpUrl, requiredText, requireSomeChange } from './settings-input.ts';

type ClientRow = { client_id: string; id: string; name: string };

/** The last day of the calendar month a date falls in (subscription periods are calendar months). */
function monthEndOf(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** An empty string clears an optional URL; anything else must be a URL. */
const clearableUrl = (field: string, value: string | null | undefined) =>
  value == null ? undefined : value.trim() === '' ? null : httpUrl(field, value);

async function requireFreeName(tx: Queryable, name: string, exceptId: string | null) {
  const [taken] = await tx.query('select 1 from clients where lower(name) = lower($1) and id is distinct from $2', [name, exceptId]);
  if (taken) throw serviceError('CONFLICT', `name: a client called "${name}" already exists.`, { field: 'name' });
}

/** A new client starts in setup (not ready) with its contract and the first monthly subscription period. */
const registerClient = defineMutation({
  capability: 'staff',
  target: noClientTarget,
  run: async ({ tx, input }: MutationRun<RegisterClientInput, unknown>) => {
    const name = requiredText('name', input.name);
    const websiteUrl = input.websiteUrl ? httpUrl('websiteUrl', input.websiteUrl) : null;
    const { contractStartDate: start, contractEndDate: end } = input;
    if (end && end < start) throw badInput('contractEndDate', `must be on or after contractStartDate (${start}).`);
    await requireFreeName(tx, name, null);
    const id = randomUUID();
    const contractId = randomUUID();
    const periodEnd = end && end < monthEndOf(start) ? end : monthEndOf(start);
    await tx.query('insert into clients (id, name, website_url, is_ready) values ($1, $2, $3, false)', [id, name, websiteUrl]);
    await tx.query('insert into contracts (id, client_id, start_date, end_date) values ($1, $2, $3, $4)', [
      contractId,
      id,
      start,
      end ?? null,
    ]);
    await tx.query('insert into subscription_periods (id, client_id, contract_id, start_date, end_date) values ($1, $2, $3, $4, $5)', [
      randomUUID(),
      id,
      contractId,
      start,
      periodEnd,
    ]);
    return { id, message: `Client "${name}" registered; it shows as being set up until it is marked ready.` };
  },
});

/** Websites are kept in the URL parser's spelling (https://www.firm.example/), as registerClient keeps them. */
const siteOf = (websiteUrl: string) => new URL(websiteUrl).toString();

/**
 * The firm changes its own name, website and attorney-advertising disclaimer (the Firm settings form, whose
 * rules check them; an empty disclaimer removes it). Whether the client is ready and its Bubble app address
 * are the agency's: naming them without the staff capability is refused, and nothing changes.
 */
const modifyClient = defineMutation({
  capability: 'settings',
  fieldCapabilities: { isReady: 'staff', bubbleAppUrl: 'staff' },
  target: clientTarget,
  run: async ({ tx, input, target, context }: MutationRun<ModifyClientInput, ClientRow>) => {
    requireSomeChange(input, ['name', 'websiteUrl', 'advertisingDisclaimer', 'isReady', 'bubbleAppUrl']);
    const { name, websiteUrl, advertisingDisclaimer: disclaimer } = parseChanges(firmForm, input);
    if (name) await requireFreeName(tx, name, target.row.id);
    const bubbleAppUrl = clearableUrl('bubbleAppUrl', input.bubbleAppUrl);
    if (bubbleAppUrl) await requireSiteOnInternet(context.publishers, 'bubbleAppUrl', bubbleAppUrl, "the firm's Bubble app address");
    await tx.query(
      `update clients set name = coalesce($2, name), is_ready = coalesce($3, is_ready), website_url = coalesce($4, website_url),
         advertising_disclaimer = case when $5::boolean then $6 else advertising_disclaimer end,
         bubble_app_url = case when $7::boolean then $8 else bubble_app_url end, updated_on = now()
       where id = $1`,
      [
        target.row.id,
        name ?? null,
        input.isReady ?? null,
        websiteUrl === undefined ? null : siteOf(websiteUrl),
        disclaimer !== undefined,
        disclaimer ?? null,
        bubbleAppUrl !== undefined,
        bubbleAppUrl ?? null,
      ],
    );
    return { message: `${name ?? target.row.name} updated.` };
  },
});

/** The staff member who looks after a client; null removes the assignment. */
const modifyClientAssignee = defineMutation({
  capability: 'staff',
  target: clientTarget,
  run: async ({ tx, input, target }: MutationRun<ModifyClientAssigneeInput, ClientRow>) => {
    const assignee = input.assigneeUserId ?? null;
    if (assignee) {
      const [admin] = await tx.query<{ email: string }>(
        `select u.email from users u join user_roles ur on ur.user_id = u.id and ur.client_id is null and ur.is_active
           join roles r on r.id = ur.role_id and r.is_active and r.name = $2
          where u.id = $1 and u.is_active`,
        [assignee, ADMIN_ROLE],
      );
      if (!admin) throw badInput('assigneeUserId', `must be an active ${ADMIN_ROLE} user.`);
    }
    await tx.query('update clients set assignee_user_id = $2, updated_on = now() where id = $1', [target.row.id, assignee]);
    return { message: assignee ? `Assignee of "${target.row.name}" changed.` : `"${target.row.name}" no longer has an assignee.` };
  },
});

export const accountClientResolvers = { Mutation: { registerClient, modifyClient, modifyClientAssignee } };
