import { randomUUID } from 'node:crypto';
import type {
  AddClientCompetitorInput,
  ChangeEnableAutomatedCompetitorRetrievalInput,
  UpdateClientCompetitorInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { competitorForm } from '../../../../src/core/forms/competitor-form.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { serviceError } from '../errors.ts';
import { parseChanges, parseForm } from '../form-input.ts';
import { clientTarget, targetBy } from '../targets.ts';
import { requireSomeChange } from './settings-input.ts';

type ClientRow = { client_id: string; id: string; name: string };
interface CompetitorRow {
  id: string;
  client_id: string;
  name: string;
  website_url: string;
}

const competitorTarget = targetBy<CompetitorRow>('competitor', 'competitorId', 'select * from competitors where id = $1 for update');

/** Websites are kept in the URL parser's spelling (https://rival.example/), so one site is one spelling. */
const siteOf = (websiteUrl: string) => new URL(websiteUrl).toString();

/** One entry per competitor site: the same website twice would only skew the competitive scan. */
async function requireNewSite(tx: Queryable, clientId: string, websiteUrl: string, exceptId: string | null) {
  const [same] = await tx.query<{ name: string }>(
    'select name from competitors where client_id = $1 and lower(website_url) = lower($2) and id is distinct from $3',
    [clientId, websiteUrl, exceptId],
  );
  if (same)
    throw serviceError('CONFLICT', `websiteUrl: ${websiteUrl} is already listed as competitor "${same.name}".`, { field: 'websiteUrl' });
}

const addClientCompetitor = defineMutation({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target }: MutationRun<AddClientCompetitorInput, ClientRow>) => {
    const form = parseForm(competitorForm, input);
    const [name, websiteUrl] = [form.name, siteOf(form.websiteUrl)];
    await requireNewSite(tx, target.row.id, websiteUrl, null);
    const id = randomUUID();
    await tx.query('insert into competitors (id, client_id, name, website_url) values ($1, $2, $3, $4)', [
      id,
      target.row.id,
      name,
      websiteUrl,
    ]);
    return { id, message: `Competitor "${name}" added.` };
  },
});

const updateClientCompetitor = defineMutation({
  capability: 'settings',
  target: competitorTarget,
  run: async ({ tx, input, target: { row } }: MutationRun<UpdateClientCompetitorInput, CompetitorRow>) => {
    requireSomeChange(input, ['name', 'websiteUrl']);
    const changes = parseChanges(competitorForm, input);
    const name = changes.name;
    const websiteUrl = changes.websiteUrl === undefined ? undefined : siteOf(changes.websiteUrl);
    if (websiteUrl) await requireNewSite(tx, row.client_id, websiteUrl, row.id);
    await tx.query('update competitors set name = coalesce($2, name), website_url = coalesce($3, website_url) where id = $1', [
      row.id,
      name ?? null,
      websiteUrl ?? null,
    ]);
    return { message: `Competitor "${name ?? row.name}" updated.` };
  },
});

const changeEnableAutomatedCompetitorRetrieval = defineMutation({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target }: MutationRun<ChangeEnableAutomatedCompetitorRetrievalInput, ClientRow>) => {
    await tx.query('update clients set enable_automated_competitor_retrieval = $2, updated_on = now() where id = $1', [
      target.row.id,
      input.enabled,
    ]);
    return { message: `Automated competitor retrieval ${input.enabled ? 'enabled' : 'disabled'}.` };
  },
});

export const settingsCompetitorResolvers = {
  Mutation: { addClientCompetitor, updateClientCompetitor, changeEnableAutomatedCompetitorRetrieval },
};
