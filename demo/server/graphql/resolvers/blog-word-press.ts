import type {
  AddWordPressCredentialInput,
  DeleteWordPressTestInput,
  MessagePayload,
  PostPublishedPayload,
  PublishWordPressTestPostInput,
  UpdateWordPressCredentialInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { wordPressForm } from '../../../../src/core/forms/word-press-form.ts';
import type { Article, PublishedPost, WordPressSite } from '../../publishers/publishers.ts';
import type { Queryable } from '../../store/db.ts';
import { newSiteSecret } from '../../wordpress-plugin/site-secret.ts';
import { defineExternalMutation } from '../define-external-mutation.ts';
import { defineMutation } from '../define-mutation.ts';
import { badInput, notFound } from '../errors.ts';
import { parseChanges, parseForm } from '../form-input.ts';
import { requireSiteOnInternet } from '../site-on-internet.ts';
import { clientTarget } from '../targets.ts';
import { requireText } from './blog-input.ts';
import { callTarget, recordPublication, wordPressSiteOf } from './blog-publish-target.ts';

const TEST_KIND = 'word_press_test';
const SITE_WORDS = "your WordPress site's address";
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
  run: async ({ tx, input, target, context }) => {
    const form = parseForm(wordPressForm, input);
    const [siteUrl, username, password] = [siteAddress(form.siteUrl), form.username, form.applicationPassword];
    await requireSiteOnInternet(context.publishers, 'siteUrl', siteUrl, SITE_WORDS);
    // The plugin's secret belongs to the site: saving the same site again keeps it, another site gets a new one.
    await tx.query(
      `insert into word_press_credentials (client_id, site_url, username, application_password, site_secret) values ($1, $2, $3, $4, $5)
       on conflict (client_id) do update set site_url = excluded.site_url, username = excluded.username,
         application_password = excluded.application_password, updated_on = now(), verified_on = null, verified_by = null,
         site_secret = case when word_press_credentials.site_url = excluded.site_url then coalesce(word_press_credentials.site_secret, excluded.site_secret)
           else excluded.site_secret end`,
      [target.row.id, siteUrl, username, password, newSiteSecret()],
    );
    await saveConnection(tx, target.row.id, siteUrl);
    return { message: `Connected WordPress at ${siteUrl}.` };
  },
});

/** Changes some fields of an existing credential; the others keep their stored values. */
const updateWordPressCredential = defineMutation<UpdateWordPressCredentialInput, ClientRow, MessagePayload>({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target, context }) => {
    const [current] = await tx.query<{ site_url: string; username: string; application_password: string }>(
      'select * from word_press_credentials where client_id = $1 for update',
      [target.row.id],
    );
    if (!current) throw badInput('clientId', 'has no WordPress credential yet; add one with addWordPressCredential.');
    const changes = parseChanges(wordPressForm, input);
    const siteUrl = changes.siteUrl === undefined ? current.site_url : siteAddress(changes.siteUrl);
    if (changes.siteUrl !== undefined) await requireSiteOnInternet(context.publishers, 'siteUrl', siteUrl, SITE_WORDS);
    const username = changes.username ?? current.username;
    const password = changes.applicationPassword ?? current.application_password;
    // A site URL saved again, changed or not, must be verified again before its plugin signs anyone in; the plugin's
    // secret belongs to the site, so only another site gets a new one.
    const secretChange = siteUrl === current.site_url ? '' : ', site_secret = $6';
    await tx.query(
      `update word_press_credentials set site_url = $2, username = $3, application_password = $4, updated_on = now(),
         verified_on = case when $5 then null else verified_on end, verified_by = case when $5 then null else verified_by end${secretChange}
       where client_id = $1`,
      [target.row.id, siteUrl, username, password, changes.siteUrl !== undefined, ...(secretChange ? [newSiteSecret()] : [])],
    );
    await saveConnection(tx, target.row.id, siteUrl);
    return { message: `Updated the WordPress connection to ${siteUrl}.` };
  },
});

/**
 * Agency staff confirm the connected site is the firm's own: only then is its plugin page a callback of the plugin's
 * identity client (identity/firm-sites.ts). A firm's owner cannot, or any owner could aim sign-ins at any server.
 */
const verifyWordPressSite = defineMutation<{ clientId: string }, ClientRow, MessagePayload>({
  capability: 'staff',
  target: clientTarget,
  run: async ({ tx, target, viewer }) => {
    const [site] = await tx.query<{ site_url: string }>(
      'update word_press_credentials set verified_on = now(), verified_by = $2 where client_id = $1 returning site_url',
      [target.row.id, viewer.userId],
    );
    if (!site) throw badInput('clientId', 'has no WordPress site connected yet; the firm connects it in Settings → Connections.');
    return { message: `Verified ${site.site_url} as the WordPress site of ${target.row.name}.` };
  },
});

interface TestPlan {
  clientId: string;
  site: WordPressSite;
}

/**
 * Proves the credential works: creates a draft post (drafts never show on the firm's site). The firm's
 * settings people may run it: whoever entered the connection checks it at once.
 */
const publishWordPressTestPost = defineExternalMutation<
  PublishWordPressTestPostInput,
  ClientRow,
  TestPlan & { article: Article },
  PublishedPost,
  PostPublishedPayload
>({
  capability: 'settings',
  target: clientTarget,
  prepare: async ({ tx, target }) => ({
    clientId: target.row.id,
    site: await wordPressSiteOf(tx, target.row.id),
    article: {
      title: `Connection test for ${target.row.name}`,
      html: '<p>This draft checks that the portal can publish. Delete it at any time.</p>',
      status: 'draft',
    },
  }),
  call: (plan, context) => callTarget('WordPress', () => context.publishers.wordPress.publish(plan.site, plan.article)),
  commit: async ({ tx, plan, outcome: post }) => {
    await recordPublication(
      tx,
      'wordPress',
      { kind: TEST_KIND, id: plan.clientId },
      { action: 'publish', title: plan.article.title, siteUrl: plan.site.siteUrl },
      post,
    );
    return { postId: post.postId, postUrl: post.postUrl, message: `Published a test draft to ${plan.site.siteUrl}.` };
  },
  // Unrecorded, the draft could never be deleted through the portal (deleteWordPressTest deletes only recorded ones).
  undo: (plan, post, context) => context.publishers.wordPress.remove(plan.site, post.postId),
});

/** Deletes a test post made by publishWordPressTestPost; any other post id is refused, so real posts stay safe. */
const deleteWordPressTest = defineExternalMutation<
  DeleteWordPressTestInput,
  ClientRow,
  TestPlan & { postId: string },
  null,
  MessagePayload
>({
  capability: 'settings',
  target: clientTarget,
  prepare: async ({ tx, input, target }) => {
    const postId = requireText('postId', input.postId, 100);
    if (!(await isOpenTestPost(tx, target.row.id, postId))) throw notFound('WordPress test post', 'postId', postId);
    return { clientId: target.row.id, site: await wordPressSiteOf(tx, target.row.id), postId };
  },
  call: async (plan, context) => {
    await callTarget('WordPress', () => context.publishers.wordPress.remove(plan.site, plan.postId));
    return null;
  },
  commit: async ({ tx, plan }) => {
    // Deleted twice at once: the second finds the first's record and says so, as it would have before calling.
    if (!(await isOpenTestPost(tx, plan.clientId, plan.postId))) throw notFound('WordPress test post', 'postId', plan.postId);
    await recordPublication(
      tx,
      'wordPress',
      { kind: TEST_KIND, id: plan.clientId },
      { action: 'delete', postId: plan.postId, siteUrl: plan.site.siteUrl },
      { deleted: true },
    );
    return { message: `Deleted the test post ${plan.postId}.` };
  },
});

/** A test post the portal made for this client and has not deleted yet. */
async function isOpenTestPost(tx: Queryable, clientId: string, postId: string): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from publications p where p.entity_kind = $1 and p.entity_id = $2 and p.response->>'postId' = $3 and p.request->>'action' = 'publish'
       and not exists (select 1 from publications d where d.entity_kind = $1 and d.entity_id = $2 and d.request->>'action' = 'delete' and d.request->>'postId' = $3)`,
    [TEST_KIND, clientId, postId],
  );
  return rows.length > 0;
}

export const blogWordPressResolvers = {
  Mutation: { addWordPressCredential, updateWordPressCredential, verifyWordPressSite, publishWordPressTestPost, deleteWordPressTest },
};
