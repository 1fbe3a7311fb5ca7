// Blog configuration (staff): job configurations, the prompt manager's instructions, strategies, topics.
import { kindSchemas, patchBody, resourceExtension, type KindSpec } from './crud.ts';
import type { ResourceExtension } from '../../demo/server/rest/extensions.ts';
import { area, merge } from './operations.ts';
import { blogJobConfiguration, blogStrategy, blogTopic, jobInstruction } from './resource-kinds.ts';
import { deleted, enumOf, output, type Schema } from './schema-kit.ts';

const api = area('Blog configuration');
const resource = (kind: KindSpec, action: ResourceExtension['action'], idFrom?: 'body') => ({
  resource: { ...resourceExtension(kind), action, ...(idFrom ? { idFrom } : {}) },
});
const page = (kind: KindSpec, sortable: string[], filterable: string[]) => ({
  item: kindSchemas(kind).item,
  sortable: ['createdOn', 'updatedOn', ...sortable],
  filterable,
  defaultSort: 'createdOn',
});

const config = kindSchemas(blogJobConfiguration);
const instruction = kindSchemas(jobInstruction);
const strategy = kindSchemas(blogStrategy);
const topic = kindSchemas(blogTopic);
const arrayOf = (items: Schema) => ({ type: 'array', items });
const onConfig = { refs: { id: 'resource:blogJobConfiguration' } };
const onClient = { refs: { id: 'client' } };

export const blogConfigurationPaths = merge(
  api.get('/blogs/configuration/view', {
    id: 'listBlogJobConfigurations',
    summary: 'List blog job configurations',
    capability: 'staff',
    list: page(blogJobConfiguration, ['name'], ['clientId', 'contentType', 'isActive']),
    ...resource(blogJobConfiguration, 'list'),
  }),
  api.post('/blogs/configuration/createBlogJobConfig', {
    id: 'createBlogJobConfiguration',
    summary: 'Create a blog job configuration',
    capability: 'staff',
    body: config.create,
    returns: config.item,
    status: 201,
    ...resource(blogJobConfiguration, 'create'),
  }),
  api.post('/blogs/configuration/activate/{id}', {
    id: 'activateBlogJobConfiguration',
    summary: 'Make a configuration the client’s active one',
    capability: 'staff',
    ...onConfig,
    returns: config.item,
    ...resource(blogJobConfiguration, 'activate'),
  }),
  api.post('/blogs/configuration/updateConfigPrompt/{id}', {
    id: 'updateBlogJobConfigurationPrompt',
    summary: 'Change a configuration’s prompt',
    capability: 'staff',
    ...onConfig,
    returns: config.item,
    body: patchBody(blogJobConfiguration, 'BlogJobConfigurationPrompt', ['prompt']),
    ...resource(blogJobConfiguration, 'patch'),
  }),
  api.post('/blogs/configuration/updateConfigQC/{id}', {
    id: 'updateBlogJobConfigurationQc',
    summary: 'Change a configuration’s quality checks',
    capability: 'staff',
    ...onConfig,
    returns: config.item,
    body: patchBody(blogJobConfiguration, 'BlogJobConfigurationQc', ['qc']),
    ...resource(blogJobConfiguration, 'patch'),
  }),
  api.delete('/blogs/configuration/delete/{id}', {
    id: 'deleteBlogJobConfiguration',
    summary: 'Delete a blog job configuration',
    capability: 'staff',
    ...onConfig,
    returns: deleted,
    ...resource(blogJobConfiguration, 'delete'),
  }),
  api.get('/blogs/contentTypes', {
    id: 'listBlogContentTypes',
    summary: 'The content types a blog job can have',
    capability: 'signedIn',
    returns: arrayOf(enumOf('ContentType')),
  }),
  api.get('/blogs/jobInstructions/select', {
    id: 'listJobInstructionOptions',
    summary: 'Job instructions as options for a picker',
    capability: 'staff',
    returns: arrayOf(output({ id: { type: 'string' }, name: { type: 'string' } })),
  }),
  api.get('/blogs/promptManager', {
    id: 'listJobInstructions',
    summary: 'The prompt manager’s job instructions',
    capability: 'staff',
    list: page(jobInstruction, ['name'], ['contentType']),
    ...resource(jobInstruction, 'list'),
  }),
  api.post('/blogs/promptManager/createInstruction', {
    id: 'createJobInstruction',
    summary: 'Add a job instruction',
    capability: 'staff',
    body: instruction.create,
    returns: instruction.item,
    status: 201,
    ...resource(jobInstruction, 'create'),
  }),
  api.delete('/blogs/promptManager/deleteInstruction/{id}', {
    id: 'deleteJobInstruction',
    summary: 'Delete a job instruction',
    capability: 'staff',
    refs: { id: 'resource:jobInstruction' },
    returns: deleted,
    ...resource(jobInstruction, 'delete'),
  }),
  api.post('/blogs/strategies/create', {
    id: 'createBlogStrategy',
    summary: 'Create a blog strategy for a client',
    capability: 'staff',
    body: strategy.create,
    returns: strategy.item,
    status: 201,
    ...resource(blogStrategy, 'create'),
  }),
  api.put('/blogs/strategies/edit', {
    id: 'updateBlogStrategy',
    summary: 'Change a blog strategy',
    capability: 'staff',
    returns: strategy.item,
    body: patchBody(blogStrategy, 'BlogStrategyEdit', ['name', 'startDate', 'endDate', 'postsPerMonth'], true),
    ...resource(blogStrategy, 'patch', 'body'),
  }),
  api.delete('/blogs/strategies/delete/{id}', {
    id: 'deleteBlogStrategy',
    summary: 'Delete a blog strategy',
    capability: 'staff',
    refs: { id: 'resource:blogStrategy' },
    returns: deleted,
    ...resource(blogStrategy, 'delete'),
  }),
  api.get('/blogs/strategies/active/{id}', {
    id: 'listActiveBlogStrategies',
    summary: 'A client’s strategies running today',
    capability: 'staff',
    ...onClient,
    returns: arrayOf(strategy.item),
  }),
  api.get('/blogs/strategies/scheduled/{id}', {
    id: 'listScheduledBlogStrategies',
    summary: 'A client’s strategies starting after today',
    capability: 'staff',
    ...onClient,
    returns: arrayOf(strategy.item),
  }),
  api.get('/blogs/strategies/historical/{id}', {
    id: 'listHistoricalBlogStrategies',
    summary: 'A client’s strategies that have ended',
    capability: 'staff',
    ...onClient,
    returns: arrayOf(strategy.item),
  }),
  api.get('/blogs/strategies/clientConfig/{id}', {
    id: 'getBlogStrategyClientConfig',
    summary: 'A client’s active blog job configuration and current strategies',
    capability: 'staff',
    ...onClient,
    returns: output({
      clientId: { type: 'string' },
      configuration: { anyOf: [config.item, { type: 'null' }] },
      activeStrategies: arrayOf(strategy.item),
    }),
  }),
  area('Blog topics').post('/blogtopic', {
    id: 'createBlogTopic',
    summary: 'Suggest a blog topic for a client',
    capability: 'review',
    body: topic.create,
    returns: topic.item,
    status: 201,
    ...resource(blogTopic, 'create'),
  }),
);
