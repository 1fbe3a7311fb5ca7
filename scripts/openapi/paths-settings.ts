// A client's settings and the agency's catalogue: generic CRUD per kind, plus the few calls that are not CRUD.
import { crud, kindSchemas, patchBody, resourceCrud, resourceExtension } from './crud.ts';
import { competitor } from './entities.ts';
import { area, merge } from './operations.ts';
import * as kinds from './resource-kinds.ts';
import { bool, define, deleted, email, idOf, input, ref, text, url, type Schema } from './schema-kit.ts';

const settings = area('Client settings');
const catalogue = area('Catalogue');
const arrayOf = (items: Schema) => ({ type: 'array', items });

const competitorCreate = define(
  'CompetitorCreate',
  input({ clientId: idOf('client'), name: text(200), websiteUrl: url, isAutomated: bool }, ['clientId', 'name', 'websiteUrl']),
);
const competitorUpdate = define(
  'CompetitorUpdate',
  input({ name: text(200), websiteUrl: url, isAutomated: bool }, [], { minProperties: 1 }),
);

const identifier = kindSchemas(kinds.identifier);
const tierService = kindSchemas(kinds.serviceTierService);
const tierServiceResource = (action: 'create' | 'get' | 'update' | 'delete') => ({
  resource: {
    ...resourceExtension(kinds.serviceTierService),
    action,
    ...(action === 'create'
      ? { parent: { param: 'serviceTierId', kind: 'serviceTier', label: 'service tier', field: 'serviceTierId' } }
      : {}),
  },
});
const onTierService = { refs: { id: 'resource:serviceTierService' } };
const prompt = kindSchemas(kinds.prompt);
const promptResource = (action: 'create' | 'get' | 'patch' | 'delete', idFrom?: 'body') => ({
  resource: { ...resourceExtension(kinds.prompt), action, ...(idFrom ? { idFrom } : {}) },
});
const promptNode = define('PromptNode', {
  description: 'A prompt with its children (Retrieve answers the tree).',
  allOf: [prompt.item, { type: 'object', properties: { children: arrayOf(ref('PromptNode')) }, required: ['children'] }],
});

export const settingsPaths = merge(
  resourceCrud(kinds.blogSettings, 'Client settings', '/blogSettings'),
  resourceCrud(kinds.callToActionSettings, 'Client settings', '/callToActionSettings'),
  resourceCrud(kinds.clientLocation, 'Client settings', '/clientLocations'),
  resourceCrud(kinds.contact, 'Client settings', '/contacts'),
  resourceCrud(kinds.profile, 'Client settings', '/profiles'),
  resourceCrud(kinds.identifier, 'Client settings', '/identifiers'),
  settings.post('/identifiers/createByEmail', {
    id: 'createIdentifierByEmail',
    summary: 'Add an e-mail address as a client’s identifier',
    capability: 'settings',
    returns: identifier.item,
    status: 201,
    body: define('IdentifierByEmail', input({ clientId: idOf('client'), email }, ['clientId', 'email'])),
  }),
  crud({
    tag: 'Client settings',
    path: '/competitors',
    name: 'Competitor',
    plural: 'Competitors',
    label: 'competitor',
    refersTo: 'competitor',
    item: competitor,
    createBody: competitorCreate,
    updateBody: competitorUpdate,
    read: 'read',
    write: 'settings',
    list: { sortable: ['name', 'createdOn'], filterable: ['clientId', 'name', 'isAutomated'], defaultSort: 'name' },
  }),
  resourceCrud(kinds.clientService, 'Client services', '/clientservice'),
  resourceCrud(kinds.clientServiceType, 'Client services', '/clientservice/type'),
  area('Client services').get('/clientservice/unusedTypesByClientId/{clientId}', {
    id: 'listUnusedClientServiceTypesByClient',
    summary: 'Service types a client has no service of yet',
    capability: 'staff',
    refs: { clientId: 'client' },
    returns: arrayOf(kindSchemas(kinds.clientServiceType).item),
  }),
  area('Client services').get('/clientservice/unusedTypesById/{id}', {
    id: 'listUnusedClientServiceTypesByService',
    summary: 'Service types a client service may change to (its own and the unused ones)',
    capability: 'staff',
    refs: { id: 'resource:connectedService' },
    returns: arrayOf(kindSchemas(kinds.clientServiceType).item),
  }),
  resourceCrud(kinds.service, 'Catalogue', '/services'),
  resourceCrud(kinds.serviceTier, 'Catalogue', '/serviceTiers'),
  resourceCrud(kinds.promptInstruction, 'Catalogue', '/promptInstruction'),
  catalogue.post('/serviceTiers/{serviceTierId}/services', {
    id: 'createServiceTierService',
    summary: 'Add a service to a service tier',
    capability: 'staff',
    refs: { serviceTierId: 'resource:serviceTier' },
    body: tierService.create,
    returns: tierService.item,
    status: 201,
    ...tierServiceResource('create'),
  }),
  catalogue.get('/serviceTiers/services/{id}', {
    id: 'getServiceTierService',
    summary: 'Get a service of a service tier',
    capability: 'staff',
    ...onTierService,
    returns: tierService.item,
    ...tierServiceResource('get'),
  }),
  catalogue.put('/serviceTiers/services/{id}', {
    id: 'updateServiceTierService',
    summary: 'Change a service of a service tier',
    capability: 'staff',
    ...onTierService,
    body: tierService.update,
    returns: tierService.item,
    ...tierServiceResource('update'),
  }),
  catalogue.delete('/serviceTiers/services/{id}', {
    id: 'deleteServiceTierService',
    summary: 'Remove a service from a service tier',
    capability: 'staff',
    ...onTierService,
    returns: deleted,
    ...tierServiceResource('delete'),
  }),
  area('Prompts').get('/prompts/Retrieve', {
    id: 'retrievePrompts',
    summary: 'The prompt tree (only default prompts when defaultPrompts is true)',
    capability: 'staff',
    returns: arrayOf(promptNode),
    query: { defaultPrompts: { ...bool, default: false, description: 'Only prompts marked as default.' } },
  }),
  area('Prompts').get('/prompts/{id}', {
    id: 'getPrompt',
    summary: 'Get a prompt',
    capability: 'staff',
    refs: { id: 'resource:prompt' },
    returns: prompt.item,
    ...promptResource('get'),
  }),
  area('Prompts').post('/prompts/AddTreeNode', {
    id: 'addPromptTreeNode',
    summary: 'Add a prompt to the tree',
    capability: 'staff',
    body: prompt.create,
    returns: prompt.item,
    status: 201,
    ...promptResource('create'),
  }),
  area('Prompts').put('/prompts/UpdatePromptText', {
    id: 'updatePromptText',
    summary: 'Change a prompt’s text',
    capability: 'staff',
    returns: prompt.item,
    body: patchBody(kinds.prompt, 'PromptTextUpdate', ['text'], true),
    ...promptResource('patch', 'body'),
  }),
  area('Prompts').delete('/prompts/Delete/{id}', {
    id: 'deletePrompt',
    summary: 'Delete a prompt that has no children',
    capability: 'staff',
    refs: { id: 'resource:prompt' },
    returns: deleted,
    ...promptResource('delete'),
  }),
);
