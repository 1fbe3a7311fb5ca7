import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, ClientActionItems, ClientSettings } from '../../src/core/api/generated/graphql.ts';
import { CONTROL_MESSAGE } from '../../src/core/forms/field-rules.ts';
import { countNotifications } from '../../src/composers/notifications/bell-notices.ts';
import { seededId } from '../../demo/server/store/seed/ids.ts';
import { databaseDigest } from './support/bad-input.ts';
import { schemaMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, STAND_INS, startTestService, type TestService } from './support/service.ts';

// The service checks settings input with the portal's form rules (src/core/forms): a refusal is BAD_USER_INPUT
// naming the field, in the form's plain words, and changes nothing. Partial updates leave out what they do
// not name; the firm changes its own details, auto-publish and WordPress connection test.
const main = clientIdOf(MAIN_CLIENT);
const seeded = (what: string) => seededId(`${main}:${what}`);
const LONG = 'x'.repeat(10_000);
const WEB_ADDRESS = 'Enter a web address such as https://www.example.com.';
const PASSWORD = 'abcd efgh ijkl mnop qrst uvwx';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ allowLocalSites: STAND_INS });
});
afterAll(() => service?.close());

const mutate = schemaMutator(() => service);
const client = async () =>
  (
    await service.graphql<{ client: Client }>(
      DEMO.owner,
      'query ($id: ID!) { client(input: { clientId: $id }) { name websiteUrl advertisingDisclaimer isReady } }',
      { id: main },
    )
  ).data!.client;
const settings = async () =>
  (
    await service.graphql<{ clientSettings: ClientSettings }>(
      DEMO.owner,
      `query ($id: ID!) { clientSettings(input: { clientId: $id }) {
    wordPressAutoPublish keywordLists { id name keywords } competitors { id name websiteUrl } identifiers { id name value } } }`,
      { id: main },
    )
  ).data!.clientSettings;

/** [who, mutation, input, field, message]: each is refused with `${field}: ${message}`. */
const REFUSALS: Array<[string, string, Record<string, unknown>, string, string]> = [
  [DEMO.owner, 'modifyClient', { clientId: main, websiteUrl: 'not a website' }, 'websiteUrl', WEB_ADDRESS],
  [
    DEMO.owner,
    'modifyClient',
    { clientId: main, name: LONG },
    'name',
    "Keep the firm's name to 200 characters or fewer (this has 10,000).",
  ],
  [DEMO.owner, 'modifyClient', { clientId: main, name: 'Harbor\nVale' }, 'name', CONTROL_MESSAGE],
  [
    DEMO.owner,
    'modifyClient',
    { clientId: main, advertisingDisclaimer: 'x'.repeat(1001) },
    'advertisingDisclaimer',
    'Keep the disclaimer to 1,000 characters or fewer (this has 1,001).',
  ],
  [DEMO.user, 'modifyUser', { userId: DEMO.user, picture: 'javascript:alert(1)' }, 'picture', WEB_ADDRESS],
  [DEMO.user, 'modifyUser', { userId: DEMO.user, name: '   ' }, 'name', 'Enter your name.'],
  [DEMO.admin, 'modifyUser', { userId: DEMO.user, email: 'uma@@demo' }, 'email', 'Enter an email address such as name@firm.com.'],
  [
    DEMO.manager,
    'registerUser',
    { email: 'dana@@firm', name: 'Dana', clientId: main, role: 'USER' },
    'email',
    "Enter the person's email address such as name@firm.com.",
  ],
  [
    DEMO.manager,
    'registerUser',
    { email: 'dana@firm.test', name: LONG, clientId: main, role: 'USER' },
    'name',
    "Keep the person's name to 200 characters or fewer (this has 10,000).",
  ],
  [DEMO.owner, 'addIdentifier', { clientId: main, name: 'Bar\tnumber', value: '1' }, 'name', CONTROL_MESSAGE],
  [DEMO.owner, 'addIdentifier', { clientId: main, name: 'Bar number', value: ' ' }, 'value', "Enter the identifier's value."],
  [
    DEMO.owner,
    'changeIdentifierValue',
    { identifierId: seeded('identifier:bar'), value: LONG },
    'value',
    "Keep the identifier's value to 500 characters or fewer (this has 10,000).",
  ],
  [
    DEMO.owner,
    'addClientKeywordList',
    { clientId: main, name: 'core PRACTICE areas ', keywords: ['a'] },
    'name',
    'Another list already has this name; choose a different one.',
  ],
  [
    DEMO.owner,
    'updateClientKeywordList',
    { keywordListId: seeded('keywords:local'), name: 'Core practice areas' },
    'name',
    'Another list already has this name; choose a different one.',
  ],
  [DEMO.owner, 'addClientKeywordList', { clientId: main, name: 'Blank', keywords: [' ', ''] }, 'keywords', 'Enter at least one keyword.'],
  [
    DEMO.owner,
    'updateClientKeywordList',
    { keywordListId: seeded('keywords:local'), keywords: ['ok', 'y'.repeat(101)] },
    'keywords',
    'Keep each keyword to 100 characters or fewer.',
  ],
  [
    DEMO.owner,
    'addClientCompetitor',
    { clientId: main, name: LONG, websiteUrl: 'rival.example' },
    'name',
    "Keep the competitor's name to 200 characters or fewer (this has 10,000).",
  ],
  [
    DEMO.owner,
    'updateClientCompetitor',
    { competitorId: seeded('competitor:1'), websiteUrl: 'ftp://rival.example' },
    'websiteUrl',
    WEB_ADDRESS,
  ],
  [
    DEMO.owner,
    'addWordPressCredential',
    { clientId: main, siteUrl: 'https://wp.example', username: 'portal', applicationPassword: 'hunter2' },
    'applicationPassword',
    'Enter the application password WordPress showed you: 24 letters and digits, such as abcd efgh ijkl mnop qrst uvwx (Users → Profile → Application Passwords).',
  ],
  [DEMO.owner, 'updateWordPressCredential', { clientId: main, siteUrl: 'http://' }, 'siteUrl', WEB_ADDRESS],
  [
    DEMO.owner,
    'changeSocialMediaReportingPreference',
    { clientId: main, frequency: 'Week', recipients: ['a@firm.test', 'not-an-email'] },
    'recipients.1',
    'Enter each recipient as an email address such as name@firm.com.',
  ],
  [
    DEMO.owner,
    'changeSocialMediaReportingPreference',
    { clientId: main, frequency: 'Year', recipients: ['a@firm.test'] },
    'frequency',
    'Choose how often the report is sent.',
  ],
  [
    DEMO.admin,
    'updateSubscriptionPeriod',
    { periodId: seeded('period:hidden'), startDate: '2099-01-01' },
    'endDate',
    'The last day must be on or after the first day.',
  ],
];

describe('settings input', () => {
  it.each(REFUSALS)('%s %s: refused on the field in the form’s words, changing nothing', async (user, name, input, field, message) => {
    const before = await databaseDigest(service.app.db);
    const outcome = await mutate(user, name, input);
    expect(outcome.errors?.[0]).toMatchObject({ message: `${field}: ${message}`, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await databaseDigest(service.app.db)).toEqual(before);
  });

  it('refuses other control characters before anything runs, naming the field', async () => {
    const outcome = await mutate(DEMO.owner, 'addClientCompetitor', {
      clientId: main,
      name: 'Rival\u0007Law',
      websiteUrl: 'rival.example',
    });
    expect(outcome.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });

  it('stores what the form would: trimmed, tidied, with https:// added to a bare address', async () => {
    const added = await mutate(
      DEMO.owner,
      'addClientKeywordList',
      { clientId: main, name: ' Family law ', keywords: ['divorce', ' Divorce ', '', 'child  custody'] },
      'id message',
    );
    expect(added.payload.message).toBe('Keyword list "Family law" added with 2 keywords.');
    expect((await settings()).keywordLists).toContainEqual({
      id: added.payload.id,
      name: 'Family law',
      keywords: ['divorce', 'child custody'],
    });
    const competitor = await mutate(
      DEMO.owner,
      'addClientCompetitor',
      { clientId: main, name: 'Lakeside Law', websiteUrl: 'www.lakeside-law.example' },
      'id',
    );
    expect((await settings()).competitors).toContainEqual({
      id: competitor.payload.id,
      name: 'Lakeside Law',
      websiteUrl: 'https://www.lakeside-law.example/',
    });
  });

  it('changes only what a partial update names', async () => {
    const before = (await settings()).competitors.find((entry) => entry.id === seeded('competitor:1'))!;
    await mutate(DEMO.owner, 'updateClientCompetitor', { competitorId: before.id, name: 'Rival & Partners LLP', websiteUrl: null });
    expect((await settings()).competitors.find((entry) => entry.id === before.id)).toEqual({ ...before, name: 'Rival & Partners LLP' });
    // A list keeps its own name when renamed to itself in another case.
    expect(
      (await mutate(DEMO.owner, 'updateClientKeywordList', { keywordListId: seeded('keywords:local'), name: 'LOCAL SEARCHES' })).errors,
    ).toBeUndefined();
    expect((await mutate(DEMO.owner, 'modifyClient', { clientId: main })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input',
    });
  });
});

describe('the firm’s details', () => {
  it('lets the owner change the name, website and disclaimer, and remove the disclaimer with an empty one', async () => {
    const changed = await mutate(DEMO.owner, 'modifyClient', {
      clientId: main,
      name: ' Harbor & Vale LLP ',
      websiteUrl: 'harborvale.example',
      advertisingDisclaimer: '  Attorney Advertising.\nPrior results do not guarantee a similar outcome. ',
    });
    expect(changed.errors).toBeUndefined();
    expect(await client()).toEqual({
      name: 'Harbor & Vale LLP',
      websiteUrl: 'https://harborvale.example/',
      advertisingDisclaimer: 'Attorney Advertising.\nPrior results do not guarantee a similar outcome.',
      isReady: true,
    });
    await mutate(DEMO.owner, 'modifyClient', { clientId: main, advertisingDisclaimer: ' ' });
    expect(await client()).toMatchObject({ name: 'Harbor & Vale LLP', advertisingDisclaimer: null });
    expect(
      (await mutate(DEMO.owner, 'modifyClient', { clientId: main, name: 'sterling injury attorneys' })).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'CONFLICT', field: 'name' });
    await mutate(DEMO.owner, 'modifyClient', { clientId: main, name: MAIN_CLIENT });
  });
});

describe('WordPress', () => {
  const BELL = `query ($input: ClientInput!) { clientNotificationData(input: $input) { id socialMediaAutoPublish wordPressAutoPublish wordPressConnected isEnrolledInSocialMedia
    isEnrolledInGbp isConnectedInGsc connectedPlatforms actionItems { externalReviewDate deliverableId serviceName status blogJobs { id topic } socialMediaJobs { id platform posts { id } } } } }`;
  const bell = async () =>
    (await service.graphql<{ clientNotificationData: ClientActionItems }>(DEMO.owner, BELL, { input: { clientId: main } })).data!
      .clientNotificationData;

  it('turns auto-publish on and off, and the bell stops and starts counting blog posts awaiting approval', async () => {
    const off = await bell();
    const waitingBlogs = off.actionItems.reduce((sum, item) => sum + item.blogJobs.length, 0);
    expect(off.wordPressAutoPublish).toBe(false);
    expect(waitingBlogs).toBeGreaterThan(0);
    const on = await mutate(DEMO.owner, 'changeWordPressAutopublishValue', { clientId: main, value: true });
    expect(on.payload.message).toBe(`Approved blog posts of ${MAIN_CLIENT} now publish to WordPress without waiting for approval.`);
    expect((await settings()).wordPressAutoPublish).toBe(true);
    const now = await bell();
    expect(now.wordPressAutoPublish).toBe(true);
    expect(countNotifications(now)).toBe(countNotifications(off) - waitingBlogs);
    await mutate(DEMO.owner, 'changeWordPressAutopublishValue', { clientId: main, value: false });
    expect(countNotifications(await bell())).toBe(countNotifications(off));
  });

  it('lets the owner save the connection and test it with a draft they can delete', async () => {
    const [current] = await service.app.db.query<{ site_url: string }>('select site_url from word_press_credentials where client_id = $1', [
      main,
    ]);
    const saved = await mutate(DEMO.owner, 'addWordPressCredential', {
      clientId: main,
      siteUrl: `${current!.site_url}/`,
      username: ' portal ',
      applicationPassword: PASSWORD,
    });
    expect(saved.errors).toBeUndefined();
    const [stored] = await service.app.db.query<{ site_url: string; username: string }>(
      'select site_url, username from word_press_credentials where client_id = $1',
      [main],
    );
    expect(stored).toEqual({ site_url: current!.site_url, username: 'portal' });
    const test = await mutate(DEMO.owner, 'publishWordPressTestPost', { clientId: main }, 'postId message');
    expect(test.errors).toBeUndefined();
    const postId = (test.payload as unknown as { postId: string }).postId;
    expect((await mutate(DEMO.owner, 'deleteWordPressTest', { clientId: main, postId })).errors).toBeUndefined();
    expect((await mutate(DEMO.owner, 'deleteWordPressTest', { clientId: main, postId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
