// Social media jobs, their workflows, and the job configurations (staff) that drive generation.
import { kindSchemas, patchBody, resourceCrud, resourceExtension } from './crud.ts';
import { newJob, recordedRequest, socialMediaJob, socialMediaJobWithPosts, socialMediaPost, socialWorkflow } from './entities.ts';
import type { ResourceExtension } from '../../demo/server/rest/extensions.ts';
import { area, merge } from './operations.ts';
import { socialMediaJobConfiguration as configKind } from './resource-kinds.ts';
import { arrayOf, bool, define, enumOf, idOf, input, int, text, type Schema } from './schema-kit.ts';

const jobs = area('Social media');
const configs = area('Social media configuration');
const CONFIGS = '/socialMedia/jobConfigurations';
const onClient = { refs: { id: 'client' } };
const config = kindSchemas(configKind);
const configResource = (action: ResourceExtension['action'], idFrom?: 'body') => ({
  resource: { ...resourceExtension(configKind), action, ...(idFrom ? { idFrom } : {}) },
});
const onConfig = { refs: { id: `resource:${configKind.kind}` } };

const jobCreate = define(
  'SocialMediaJobCreate',
  input(
    { clientId: idOf('client'), deliverableId: idOf('deliverable'), topic: text(300), channel: enumOf('SocialChannel'), isTest: bool },
    ['clientId', 'topic'],
  ),
);
const stepChange = define(
  'SocialMediaJobConfigurationStep',
  input({ id: idOf(`resource:${configKind.kind}`), version: int(1), step: (configKind.fields.steps as { items: Schema }).items }, [
    'id',
    'version',
    'step',
  ]),
);

export const socialMediaPaths = merge(
  jobs.post('/socialMedia/jobs', {
    id: 'createSocialMediaJob',
    summary: 'Create a social media job (NotStarted)',
    capability: 'staff',
    body: jobCreate,
    returns: socialMediaJob,
    status: 201,
  }),
  jobs.get('/socialMedia/jobs/{id}', {
    id: 'getSocialMediaJob',
    summary: 'A social media job with its posts',
    capability: 'read',
    refs: { id: 'socialJob' },
    returns: socialMediaJobWithPosts,
  }),
  jobs.get('/socialMedia/jobs/getAllByClientId/{id}', {
    id: 'listSocialMediaJobsOfClient',
    summary: 'A client’s social media jobs',
    capability: 'read',
    ...onClient,
    list: {
      item: socialMediaJob,
      sortable: ['createdOn', 'updatedOn', 'topic', 'status'],
      filterable: ['channel', 'status', 'deliverableId', 'isTest'],
      defaultSort: 'createdOn',
    },
  }),
  jobs.get('/socialMedia/jobs/posts/getAllByClientId/{id}', {
    id: 'listSocialMediaPostsOfClient',
    summary: 'A client’s social media posts',
    capability: 'read',
    ...onClient,
    list: {
      item: socialMediaPost,
      sortable: ['createdOn', 'publicationDate', 'platform', 'status'],
      filterable: ['platform', 'status', 'socialMediaJobId', 'postType'],
      defaultSort: 'createdOn',
    },
  }),
  jobs.post('/socialMedia/jobs/regenerateJobByDeliverableId/{id}', {
    id: 'regenerateSocialMediaJobOfDeliverable',
    summary: 'Replace a deliverable’s latest social media job with a new one',
    capability: 'staff',
    refs: { id: 'deliverable' },
    returns: newJob,
    status: 201,
  }),
  jobs.post('/socialMedia/jobs/pushToBubble', {
    id: 'pushSocialMediaJobToBubble',
    summary: 'Ask for a social media job to be pushed to the app builder (recorded)',
    capability: 'staff',
    status: 201,
    body: define('SocialMediaJobReference', input({ socialMediaJobId: idOf('socialJob') }, ['socialMediaJobId'])),
    returns: recordedRequest,
  }),
  jobs.post('/socialMedia/jobs/batch', {
    id: 'createSocialMediaJobBatch',
    summary: 'Create several social media jobs at once (all or nothing)',
    capability: 'staff',
    status: 201,
    body: define('SocialMediaJobBatch', input({ jobs: arrayOf(jobCreate, 50, 1) }, ['jobs'])),
    returns: { type: 'array', items: socialMediaJob },
  }),
  jobs.get('/socialMedia/workflows', {
    id: 'listSocialMediaWorkflows',
    summary: 'Social media jobs as workflows, with their post counts',
    capability: 'read',
    list: {
      item: socialWorkflow,
      sortable: ['createdOn', 'updatedOn', 'status', 'topic'],
      filterable: ['clientId', 'channel', 'status'],
      defaultSort: 'createdOn',
    },
  }),
  jobs.get('/socialMedia/workflows/{id}', {
    id: 'getSocialMediaWorkflow',
    summary: 'A social media job’s workflow with its status history',
    capability: 'read',
    refs: { id: 'socialJob' },
    returns: socialWorkflow,
  }),
  resourceCrud(configKind, 'Social media configuration', CONFIGS),
  configs.put(`${CONFIGS}/step`, {
    id: 'updateSocialMediaJobConfigurationStep',
    summary: 'Add or replace one step of a configuration (by step kind)',
    capability: 'staff',
    body: stepChange,
    returns: config.item,
  }),
  configs.post(`${CONFIGS}/{id}/activate`, {
    id: 'activateSocialMediaJobConfiguration',
    summary: 'Make a configuration the client’s active one',
    capability: 'staff',
    ...onConfig,
    returns: config.item,
    ...configResource('activate'),
  }),
  configs.post(`${CONFIGS}/prompts/{id}/updatePrompts`, {
    id: 'updateSocialMediaJobConfigurationPrompts',
    summary: 'Change a configuration’s prompts',
    capability: 'staff',
    ...onConfig,
    returns: config.item,
    body: patchBody(configKind, 'SocialMediaJobConfigurationPrompts', ['generationPrompt', 'evaluationPrompt']),
    ...configResource('patch'),
  }),
  configs.post(`${CONFIGS}/qc/{id}/updateContent`, {
    id: 'updateSocialMediaJobConfigurationQc',
    summary: 'Change a configuration’s quality-check content',
    capability: 'staff',
    ...onConfig,
    returns: config.item,
    body: patchBody(configKind, 'SocialMediaJobConfigurationQc', ['qcContent']),
    ...configResource('patch'),
  }),
);
