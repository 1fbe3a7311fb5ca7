import { randomUUID } from 'node:crypto';
import type {
  AddClientCompetitorInput,
  ChangeEnableAutomatedCompetitorRetrievalInput,
  UpdateClientCompetitorInput,
} from '../../../../src/core/api/generated/graphql.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { serviceError } from '../errors.ts';
import { clientTarget, targetBy } from '../targets.ts';
import { httpUrl, optionalText, requiredText, requireSomeChange } from './settings-input.ts';

type ClientRow = { client_id: string; id: string; name: string };
interface CompetitorRow { id: string; client_id: string; name: string; website_url: string }

const competitorTarget = targetBy<CompetitorRow>('competitor', 'competitorId', 'select * from competitors where id = $1 for update');

/** One entry per competitor site: the same website twice would only skew the competitive scan. */
async function requireNewSite(tx: Queryable, clientId: string, websiteUrl: string, exceptId: string | null) {
  const [same] = await tx.query<{ name: string }>(
    'select name from competitors where client_id = $1 and lower(website_url) = lower($2) and id is distinct from $3',
    [clientId, websiteUrl, exceptId],
  );
  if (same) throw serviceError('CONFLICT', `websiteUrl: ${websiteUrl} is already listed as competitor "${same.name}".`, { field: 'websiteUrl' });
}

const addClientCompetitor = defineMutation({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target }: MutationRun<AddClientCompetitorInput, ClientRow>) => {
    const name = requiredText('name', input.name);
    const websiteUrl = httpUrl('websiteUrl', input.websiteUrl);
    await requireNewSite(tx, target.row.id, websiteUrl, null);
    const id = randomUUID();
    await tx.query('insert into competitors (id, client_id, name, website_url) values ($1, $2, $3, $4)', [id, target.row.id, name, websiteUrl]);
    return { id, message: `Competitor "${name}" added.` };
  },
});

const updateClientCompetitor = defineMutation({
  capability: 'settings',
  target: competitorTarget,
  run: async ({ tx, input, target: { row } }: MutationRun<UpdateClientCompetitorInput, CompetitorRow>) => {
    requireSomeChange(input, ['name', 'websiteUrl']);
    const name = optionalText('name', input.name);
    const websiteUrl = input.websiteUrl == null ? undefined : httpUrl('websiteUrl', input.websiteUrl);
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
    await tx.query('update clients set enable_automated_competitor_retrieval = $2, updated_on = now() where id = $1', [target.row.id, input.enabled]);
    return { message: `Automated competitor retrieval ${input.enabled ? 'enabled' : 'disabled'}.` };
  },
});

export const settingsCompetitorResolvers = {
  Mutation: { addClientCompetitor, updateClientCompetitor, changeEnableAutomatedCompetitorRetrieval },
};
