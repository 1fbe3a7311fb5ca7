// Calls that do something (generate, send, license, create tasks), documents, uploads, images and the
// WordPress plugin. What an action was asked is recorded and answered as a RecordedRequest.
import {
  MAX_CONTEXT_DEPTH,
  REPORT_BODY_LIMIT_BYTES,
  REPORT_WINDOW_MS,
  REPORTS_PER_WINDOW,
} from '../../demo/server/wordpress-plugin/report-budget.ts';
import { resourceCrud } from './crud.ts';
import { recordedRequest } from './entities.ts';
import { area, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, merge, page } from './operations.ts';
import { imageTemplate } from './resource-kinds.ts';
import {
  anyObject,
  arrayOf,
  bool,
  dateTime,
  define,
  email,
  enumOf,
  idOf,
  input,
  longText,
  orNull,
  output,
  text,
  url,
} from './schema-kit.ts';

const images = area('Images');
const actions = area('Actions');
const plugin = area('WordPress plugin');
const recorded = { returns: recordedRequest, status: 201 as const };

const shutterstockPreview = define(
  'ShutterstockPreview',
  output({
    id: { type: 'string' },
    description: { type: 'string' },
    previewUrl: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  }),
);

export const miscPaths = merge(
  area('Service').get('/openapi.json', { id: 'getOpenApiDocument', summary: 'This document', capability: 'public', returns: anyObject }),
  area('Documents').get('/documents/job/{jobId}', {
    id: 'getJobDocument',
    summary:
      'A job as a standalone HTML document (download): a blog job’s content, or a backlinks job’s report; with StepId, that backlinks step’s saved file',
    capability: 'read',
    refs: { jobId: 'blogJob' },
    query: {
      StepId: {
        ...idOf('backlinkStep'),
        description:
          'A step of the backlinks job: answer its saved file (raster images inline, anything else as an attachment) instead of the report.',
      },
    },
    file: {
      contentType: 'text/html',
      description:
        'An HTML document (a blog job: title, meta description and content; a backlinks job: target, anchor, referring site, live link and each step), or the step’s file in its own type.',
    },
  }),
  area('Uploads').get('/uploads/{id}', {
    id: 'getUpload',
    summary: 'An uploaded file',
    capability: 'read',
    refs: { id: 'upload' },
    file: { contentType: 'application/octet-stream', description: 'The file bytes.' },
  }),
  area('Uploads').get('/media/{id}', {
    id: 'getPublicMedia',
    summary: 'An uploaded image meant for publication (social media), fetchable by the posting provider without a token',
    capability: 'public',
    refs: { id: 'upload' },
    file: { contentType: 'image/*', description: 'The image bytes.' },
  }),
  actions.post('/emails/send-template', {
    id: 'sendTemplateEmail',
    summary: 'Send a templated e-mail (recorded for the mail service)',
    capability: 'staff',
    ...recorded,
    body: define(
      'TemplateEmail',
      input(
        { clientId: idOf('client'), templateName: text(120), to: arrayOf(email, 50, 1), variables: { type: 'object', maxProperties: 50 } },
        ['templateName', 'to'],
      ),
    ),
  }),
  actions.post('/generate', {
    id: 'generateContent',
    summary: 'Generate content for a client from a topic (recorded with its output)',
    capability: 'staff',
    ...recorded,
    body: define(
      'GenerationRequest',
      input(
        {
          clientId: idOf('client'),
          topic: text(300),
          contentType: enumOf('ContentType'),
          model: enumOf('AiModel'),
          instructions: text(5000, 0),
        },
        ['clientId', 'topic'],
      ),
    ),
  }),
  actions.post('/playground', {
    id: 'runPlayground',
    summary: 'Try a prompt (recorded with its output)',
    capability: 'staff',
    ...recorded,
    body: define('PlaygroundRequest', input({ prompt: longText(20_000), model: enumOf('AiModel'), clientId: idOf('client') }, ['prompt'])),
  }),
  actions.post('/jira/CreateBlogPostTasks', {
    id: 'createBlogPostTasks',
    summary: 'Create a task per blog job in the issue tracker (recorded)',
    capability: 'staff',
    ...recorded,
    body: define(
      'BlogPostTasksRequest',
      input({ projectKey: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,9}$' }, blogJobIds: arrayOf(idOf('blogJob'), 50, 1) }, [
        'projectKey',
        'blogJobIds',
      ]),
    ),
  }),
  images.post('/images/createLogoImageFromTemplate', {
    id: 'createLogoImageFromTemplate',
    summary: 'Render a client’s logo into an image template (recorded with the image URL)',
    capability: 'staff',
    ...recorded,
    body: define(
      'LogoImageRequest',
      input({ clientId: idOf('client'), templateId: idOf('resource:imageTemplate'), caption: text(200) }, ['clientId', 'templateId']),
    ),
  }),
  images.post('/images/createLogoImageFromTemplateByShutterstockId', {
    id: 'createLogoImageFromTemplateByShutterstockId',
    summary: 'Render a client’s logo over a Shutterstock image in a template (recorded)',
    capability: 'staff',
    ...recorded,
    body: define(
      'LogoShutterstockImageRequest',
      input({ clientId: idOf('client'), templateId: idOf('resource:imageTemplate'), shutterstockId: text(60) }, [
        'clientId',
        'templateId',
        'shutterstockId',
      ]),
    ),
  }),
  images.get('/images/getAlreadyLicensedStatus/{id}', {
    id: 'getImageLicenseStatus',
    summary: 'Whether a Shutterstock image is already licensed',
    capability: 'staff',
    refs: { id: 'shutterstockImage' },
    returns: define('ImageLicenseStatus', output({ imageId: { type: 'string' }, isLicensed: bool, licensedOn: orNull(dateTime) })),
  }),
  images.post('/images/{id}/license/social-media', {
    id: 'licenseImageForSocialMedia',
    summary: 'License a Shutterstock image for a client’s social media (once per image)',
    capability: 'staff',
    refs: { id: 'shutterstockImage' },
    ...recorded,
    body: define('ImageLicenseRequest', input({ clientId: idOf('client'), socialMediaPostId: idOf('socialPost') }, ['clientId'])),
  }),
  images.get('/images/previews/shutterstock', {
    id: 'searchShutterstockPreviews',
    summary: 'Search Shutterstock previews',
    capability: 'staff',
    requiredQuery: ['Query'],
    returns: page(shutterstockPreview),
    query: {
      Query: text(200),
      PageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
      PageNumber: { type: 'integer', minimum: 1, default: 1 },
    },
  }),
  resourceCrud(imageTemplate, 'Images', '/images/templates', ['list']),
  // Public: WordPress's update checker calls these from PHP, with no one's token (docs/wordpress-plugin.md).
  plugin.get('/wordpress-plugin/info', {
    id: 'getWordPressPluginInfo',
    summary: 'The current WordPress plugin release (version from the plugin’s header)',
    capability: 'public',
    returns: define(
      'WordPressPluginInfo',
      output({
        name: { type: 'string' },
        version: { type: 'string' },
        downloadUrl: { type: 'string' },
        requiresWordPress: { type: 'string' },
        testedUpTo: { type: 'string' },
        requiresPhp: { type: 'string' },
      }),
    ),
  }),
  plugin.get('/wordpress-plugin/download', {
    id: 'downloadWordPressPlugin',
    summary: 'The installable plugin',
    capability: 'public',
    file: {
      contentType: 'application/zip',
      description:
        'The plugin as a zip, everything under firmpilot-portal/, the portal’s bundle in its dist/ (firmpilot-portal-<version>.zip). ' +
        'The X-FirmPilot-Signature header holds the zip’s Ed25519 signature (base64) by the release key; the plugin installs no update without it.',
    },
  }),
  plugin.get('/wordpress-plugin/release-key', {
    id: 'getWordPressPluginReleaseKey',
    summary: 'The public key the plugin’s zips are signed with (the same key is packed into the plugin)',
    capability: 'public',
    returns: define(
      'WordPressPluginReleaseKey',
      output({
        algorithm: { type: 'string', enum: ['Ed25519'] },
        publicKey: { type: 'string', description: 'The raw 32-byte public key, base64.' },
      }),
    ),
  }),
  plugin.get('/wordpress-plugin/site-secret', {
    id: 'getWordPressPluginSiteSecret',
    summary: 'The secret the plugin on the client’s connected WordPress site proves itself with when it reports without a token',
    capability: 'read',
    requiredQuery: ['clientId'],
    query: { clientId: idOf('client') },
    returns: define(
      'WordPressPluginSiteSecret',
      output({ clientId: { type: 'string' }, siteUrl: { type: 'string' }, siteSecret: { type: 'string' } }),
    ),
    refusals: { '404': 'The client has no WordPress site connected.' },
  }),
  plugin.get('/wordpress-plugin/banner-image', {
    id: 'getWordPressPluginBanner',
    summary: 'The plugin’s banner for the WordPress plugin screen',
    capability: 'public',
    query: { resolution: { type: 'string', enum: ['low', 'high'], default: 'low', description: 'low: 772×250, high: 1544×500.' } },
    file: { contentType: 'image/svg+xml', description: 'The banner image.' },
  }),
  // Public too: the plugin reports from PHP (no one's token) and from a page whose bundle did not load (no element
  // to sign in). The report is taken for the site the client connected with that site's secret, at most so many per
  // client (the handler).
  plugin.post('/wordpress-plugin/log', {
    id: 'logWordPressPluginEvent',
    summary: 'Record what the plugin on a client’s connected WordPress site reports (no token needed)',
    capability: 'public',
    ...recorded,
    body: define(
      'WordPressPluginLog',
      input(
        {
          clientId: idOf('client'),
          level: { type: 'string', enum: ['debug', 'info', 'warning', 'error'] },
          message: text(2000),
          siteUrl: {
            ...url,
            description:
              'The site’s home URL: it must be the WordPress site connected to the client (origin and path, trailing slash ignored).',
          },
          pluginVersion: text(40),
          context: { type: 'object', maxProperties: 50, description: `Nested at most ${MAX_CONTEXT_DEPTH} levels deep.` },
          siteSecret: {
            type: 'string',
            maxLength: 200,
            description: 'The site’s secret (getWordPressPluginSiteSecret); required without a token. Never recorded.',
          },
        },
        ['clientId', 'level', 'message', 'siteUrl'],
      ),
    ),
    bodyLimit: REPORT_BODY_LIMIT_BYTES,
    refusals: {
      '403':
        'siteUrl is not the WordPress site connected to that client, or siteSecret is not that site’s (said the same way whether the client exists or not).',
      '413': `The body is larger than ${REPORT_BODY_LIMIT_BYTES} bytes.`,
      '429': `The client’s site sent ${REPORTS_PER_WINDOW} reports in the last ${REPORT_WINDOW_MS / 60_000} minutes, as many as the service takes; Retry-After says when to send again.`,
    },
  }),
);
