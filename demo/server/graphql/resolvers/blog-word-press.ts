import type {
  AddWordPressCredentialInput, DeleteWordPressTestInput, MessagePayload, PostPublishedPayload, PublishWordPressTestPostInput, UpdateWordPressCredentialInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { wordPressForm } from '../../../../src/core/forms/word-press-form.ts';
import type { Article } from '../../publishers/publishers.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation } from '../define-mutation.ts';
import { badInput, notFound } from '../errors.ts';
import { parseChanges, parseForm } from '../form-input.ts';
import { clientTarget } from '../targets.ts';
import { requireText } from './blog-input.ts';
import { callTarget, recordPublication, wordPressSiteOf } from './blog-publish-target.ts';

const TEST_KIND = 'word_press_test';
type ClientRow = { client_id: string; id: string; name: string };

/** The site's address as the publishers call it: without a trailing slash (they append /wp-json/...). */
const siteAddress = (siteUrl: string) => new URL(siteUrl).toString().replace(/\/$/, '');

/** A client's WordPress connection shows in settings and notifications as a connections row too. */
async function saveConnection(tx: Queryable, clientId: string, siteUrl: string): Promise<void> {
  await tx.query(
    `insert into connections (client_id, platform, account_name) values ($1, 'WordPress', $2)
     on conflict (client_id, platform) do update set account_name = excluded.account_name, connected_on = now()`,
    [clientId, new URL(siteUrl).host],
  );
}

const addWordPressCredential = defineMutation<AddWordPressCredentialInput, ClientRow, MessagePayload>({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target }) => {
    const form = parseForm(wordPressForm, input);
    const [siteUrl, username, password] = [siteAddress(form.siteUrl), form.username, form.applicationPassword];
    await tx.query(
      `insert into word_press_credentials (client_id, site_url, username, application_password) values ($1, $2, $3, $4)
       on conflict (client_id) do update set site_url = excluded.site_url, username = excluded.username,
         application_password = excluded.application_password, updated_on = now()`,
      [target.row.id, siteUrl, username, password],
    );
    await saveConnection(tx, target.row.id, siteUrl);
    return { message: `Connected WordPress at ${siteUrl}.` };
  },
});

/** Changes some fields of an existing credential; the others keep their stored values. */
const updateWordPressCredential = defineMutation<UpdateWordPressCredentialInput, ClientRow, MessagePayload>({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target }) => {
    const [current] = await tx.query<{ site_url: string; username: string; application_password: string }>(
      'select * from word_press_credentials where client_id = $1 for update',
      [target.row.id],
    );
    if (!current) throw badInput('clientId', 'has no WordPress credential yet; add one with addWordPressCredential.');
    const changes = parseChanges(wordPressForm, input);
    const siteUrl = changes.siteUrl === undefined ? current.site_url : siteAddress(changes.siteUrl);
    const username = changes.username ?? current.username;
    const password = changes.applicationPassword ?? current.application_password;
    await tx.query('update word_press_credentials set site_url = $2, username = $3, application_password = $4, updated_on = now() where client_id = $1', [
      target.row.id, siteUrl, username, password,
    ]);
    await saveConnection(tx, target.row.id, siteUrl);
    return { message: `Updated the WordPress connection to ${siteUrl}.` };
  },
});

/**
 * Proves the credential works: creates a draft post (drafts never show on the firm's site). The firm's
 * settings people may run it: whoever entered the connection checks it at once.
 */
const publishWordPressTestPost = defineMutation<PublishWordPressTestPostInput, ClientRow, PostPublishedPayload>({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, target, context }) => {
    const site = await wordPressSiteOf(tx, target.row.id);
    const article: Article = { title: `Connection test for ${target.row.name}`, html: '<p>This draft checks that the portal can publish. Delete it at any time.</p>', status: 'draft' };
    const post = await callTarget('WordPress', () => context.publishers.wordPress.publish(site, article));
    await recordPublication(tx, 'wordPress', { kind: TEST_KIND, id: target.row.id }, { action: 'publish', title: article.title, siteUrl: site.siteUrl }, post);
    return { ...post, message: `Published a test draft to ${site.siteUrl}.` };
  },
});

/** Deletes a test post made by publishWordPressTestPost; any other post id is refused, so real posts stay safe. */
const deleteWordPressTest = defineMutation<DeleteWordPressTestInput, ClientRow, MessagePayload>({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target, context }) => {
    const postId = requireText('postId', input.postId, 100);
    const [test] = await tx.query(
      `select 1 from publications p where p.entity_kind = $1 and p.entity_id = $2 and p.response->>'postId' = $3 and p.request->>'action' = 'publish'
         and not exists (select 1 from publications d where d.entity_kind = $1 and d.entity_id = $2 and d.request->>'action' = 'delete' and d.request->>'postId' = $3)`,
      [TEST_KIND, target.row.id, postId],
    );
    if (!test) throw notFound('WordPress test post', 'postId', postId);
    const site = await wordPressSiteOf(tx, target.row.id);
    await callTarget('WordPress', () => context.publishers.wordPress.remove(site, postId));
    await recordPublication(tx, 'wordPress', { kind: TEST_KIND, id: target.row.id }, { action: 'delete', postId, siteUrl: site.siteUrl }, { deleted: true });
    return { message: `Deleted the test post ${postId}.` };
  },
});

export const blogWordPressResolvers = { Mutation: { addWordPressCredential, updateWordPressCredential, publishWordPressTestPost, deleteWordPressTest } };
