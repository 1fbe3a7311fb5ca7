import { randomUUID } from 'node:crypto';
import type {
  AddClientKeywordListInput,
  DeleteClientKeywordListInput,
  UpdateClientKeywordListInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { keywordListForm } from '../../../../src/core/forms/keyword-list-form.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { parseChanges, parseForm } from '../form-input.ts';
import { clientTarget, targetBy } from '../targets.ts';
import { requireSomeChange } from './settings-input.ts';

type ClientRow = { client_id: string; id: string; name: string };
interface KeywordListRow {
  id: string;
  client_id: string;
  name: string;
}

const keywordListTarget = targetBy<KeywordListRow>(
  'keyword list',
  'keywordListId',
  'select id, client_id, name from keyword_lists where id = $1 for update',
);

/**
 * The names of the client's other lists, which a list's name must not repeat (ignoring case). The client row
 * is locked first, so two calls adding lists of one name at once are taken one after the other.
 */
async function otherListNames(tx: Queryable, clientId: string, exceptId: string | null): Promise<string[]> {
  await tx.query('select 1 from clients where id = $1 for update', [clientId]);
  const rows = await tx.query<{ name: string }>('select name from keyword_lists where client_id = $1 and id is distinct from $2', [
    clientId,
    exceptId,
  ]);
  return rows.map((row) => row.name);
}

const addClientKeywordList = defineMutation({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target }: MutationRun<AddClientKeywordListInput, ClientRow>) => {
    const { name, keywords } = parseForm(keywordListForm(await otherListNames(tx, target.row.id, null)), input);
    const id = randomUUID();
    await tx.query('insert into keyword_lists (id, client_id, name, keywords) values ($1, $2, $3, $4)', [
      id,
      target.row.id,
      name,
      JSON.stringify(keywords),
    ]);
    return { id, message: `Keyword list "${name}" added with ${keywords.length} keyword${keywords.length === 1 ? '' : 's'}.` };
  },
});

const updateClientKeywordList = defineMutation({
  capability: 'settings',
  target: keywordListTarget,
  run: async ({ tx, input, target: { row } }: MutationRun<UpdateClientKeywordListInput, KeywordListRow>) => {
    requireSomeChange(input, ['name', 'keywords']);
    const { name, keywords } = parseChanges(keywordListForm(await otherListNames(tx, row.client_id, row.id)), input);
    await tx.query(
      'update keyword_lists set name = coalesce($2, name), keywords = coalesce($3::jsonb, keywords), updated_on = now() where id = $1',
      [row.id, name ?? null, keywords ? JSON.stringify(keywords) : null],
    );
    return { message: `Keyword list "${name ?? row.name}" updated.` };
  },
});

const deleteClientKeywordList = defineMutation({
  capability: 'settings',
  target: keywordListTarget,
  run: async ({ tx, target: { row } }: MutationRun<DeleteClientKeywordListInput, KeywordListRow>) => {
    await tx.query('delete from keyword_lists where id = $1', [row.id]);
    return { message: `Keyword list "${row.name}" deleted.` };
  },
});

export const settingsKeywordListResolvers = { Mutation: { addClientKeywordList, updateClientKeywordList, deleteClientKeywordList } };
