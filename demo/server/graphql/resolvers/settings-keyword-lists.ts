import { randomUUID } from 'node:crypto';
import type {
  AddClientKeywordListInput,
  DeleteClientKeywordListInput,
  UpdateClientKeywordListInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { clientTarget, targetBy } from '../targets.ts';
import { keywordSet, optionalText, requiredText, requireSomeChange } from './settings-input.ts';

const MAX_KEYWORDS = 200;

type ClientRow = { client_id: string; id: string; name: string };
interface KeywordListRow { id: string; client_id: string; name: string }

const keywordListTarget = targetBy<KeywordListRow>('keyword list', 'keywordListId', 'select id, client_id, name from keyword_lists where id = $1 for update');

const addClientKeywordList = defineMutation({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target }: MutationRun<AddClientKeywordListInput, ClientRow>) => {
    const name = requiredText('name', input.name);
    const keywords = keywordSet('keywords', input.keywords, MAX_KEYWORDS);
    const id = randomUUID();
    await tx.query('insert into keyword_lists (id, client_id, name, keywords) values ($1, $2, $3, $4)', [id, target.row.id, name, JSON.stringify(keywords)]);
    return { id, message: `Keyword list "${name}" added with ${keywords.length} keyword${keywords.length === 1 ? '' : 's'}.` };
  },
});

const updateClientKeywordList = defineMutation({
  capability: 'settings',
  target: keywordListTarget,
  run: async ({ tx, input, target: { row } }: MutationRun<UpdateClientKeywordListInput, KeywordListRow>) => {
    requireSomeChange(input, ['name', 'keywords']);
    const name = optionalText('name', input.name);
    const keywords = input.keywords == null ? undefined : keywordSet('keywords', input.keywords, MAX_KEYWORDS);
    await tx.query('update keyword_lists set name = coalesce($2, name), keywords = coalesce($3::jsonb, keywords), updated_on = now() where id = $1', [
      row.id,
      name ?? null,
      keywords ? JSON.stringify(keywords) : null,
    ]);
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
