// Clients, their logos and social media configuration; contracts, commitments and deliverables.
import { crud } from './crud.ts';
import { client, commitment, contract, deliverable, deliverableReport, socialMediaConfig, socialMediaConnection } from './entities.ts';
import { area, merge } from './operations.ts';
import { anyObject, arrayOf, bool, date, define, idOf, input, int, output, text, url, type Schema } from './schema-kit.ts';

const clients = area('Clients');
const contracts = area('Contracts');
const deliverables = area('Deliverables');
const onClient = { refs: { id: 'client' } };
const listOf = (item: Schema) => ({ type: 'array', items: item });

const clientCreate = define('ClientCreate', input({ name: text(200), websiteUrl: url, isReady: bool, bubbleAppUrl: url }, ['name']));
const clientUpdate = define(
  'ClientUpdate',
  input(
    { name: text(200), websiteUrl: url, isReady: bool, bubbleAppUrl: url, isAutoPublish: bool, enableAutomatedCompetitorRetrieval: bool },
    [],
    { minProperties: 1 },
  ),
);

const snapshot = define(
  'ServicesTierSnapshot',
  input(
    {
      serviceTierId: idOf('resource:serviceTier'),
      name: text(200),
      services: arrayOf(input({ serviceName: text(120), quantity: int(1, 100) }, ['serviceName', 'quantity']), 20, 1),
    },
    ['name', 'services'],
  ),
);
const contractCreate = define(
  'ContractCreate',
  input({ clientId: idOf('client'), startDate: date, endDate: date, servicesTierSnapshot: snapshot }, ['clientId', 'startDate']),
);
const contractUpdate = define(
  'ContractUpdate',
  input({ startDate: date, endDate: { type: ['string', 'null'], format: 'date' } }, [], { minProperties: 1 }),
);
const contractSeed = define(
  'ContractSeed',
  input({ clientId: idOf('client'), startDate: date, months: int(1, 36), servicesTierSnapshot: snapshot }, [
    'clientId',
    'startDate',
    'months',
  ]),
);

const deliverableCreate = define(
  'DeliverableCreate',
  input(
    {
      clientId: idOf('client'),
      periodId: idOf('period'),
      contractId: idOf('contract'),
      serviceName: text(120),
      name: text(200),
      dueDate: date,
    },
    ['clientId', 'serviceName', 'name'],
  ),
);
const deliverableUpdate = define(
  'DeliverableUpdate',
  input({ name: text(200), serviceName: text(120), dueDate: date, periodId: idOf('period') }, [], { minProperties: 1 }),
);
const reportCreate = define(
  'DeliverableReportCreate',
  input(
    {
      clientId: idOf('client'),
      deliverableId: idOf('deliverable'),
      periodId: idOf('period'),
      serviceName: text(120),
      title: text(300),
      metrics: anyObject,
    },
    ['clientId', 'serviceName', 'title'],
  ),
);
const reportUpdate = define('DeliverableReportUpdate', input({ title: text(300), metrics: anyObject }, [], { minProperties: 1 }));

export const clientPaths = merge(
  crud({
    tag: 'Clients',
    path: '/clients',
    name: 'Client',
    plural: 'Clients',
    label: 'client',
    refersTo: 'client',
    item: client,
    createBody: clientCreate,
    updateBody: clientUpdate,
    read: 'read',
    write: 'staff',
    list: {
      sortable: ['name', 'createdOn', 'updatedOn'],
      filterable: ['name', 'isReady', 'isAutoPublish', 'isEnrolledInSocialMedia', 'isEnrolledInGbp'],
      defaultSort: 'name',
    },
  }),
  clients.get('/clients/{id}/logo', {
    id: 'getClientLogo',
    summary: 'The client’s uploaded logo',
    capability: 'read',
    ...onClient,
    file: {
      contentType: 'image/*',
      description: 'The logo image bytes: a PNG, JPEG or WebP, never SVG (an SVG logo is kept as a PNG drawn from it).',
    },
  }),
  clients.post('/clients/{id}/uploadLogo', {
    id: 'uploadClientLogo',
    summary:
      'Upload the client’s logo (PNG, JPEG or WebP of at most 10000 pixels a side and 50 megapixels, or SVG, which is converted to PNG; one file part named "file")',
    capability: 'settings',
    ...onClient,
    multipart: {
      type: 'object',
      properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
      required: ['file'],
    },
    returns: define('ImageUrl', output({ imageUrl: { type: 'string' }, message: { type: 'string' } })),
  }),
  clients.get('/clients/{id}/getSocialMediaConnections', {
    id: 'listClientSocialMediaConnections',
    summary: 'The social platforms a client has connected',
    capability: 'read',
    ...onClient,
    returns: listOf(socialMediaConnection),
  }),
  clients.get('/clients/{id}/socialMediaConfig', {
    id: 'getClientSocialMediaConfig',
    summary: 'A client’s social media configuration',
    capability: 'read',
    ...onClient,
    returns: socialMediaConfig,
  }),
  clients.get('/clients/socialMediaConfigs', {
    id: 'listClientSocialMediaConfigs',
    summary: 'The social media configuration of every client the user may see',
    capability: 'read',
    returns: listOf(socialMediaConfig),
  }),
  clients.post('/clients/{id}/socialMediaConfig/updateAutoPublish', {
    id: 'updateClientSocialMediaAutoPublish',
    summary: 'Turn social media auto-publish on or off',
    capability: 'settings',
    ...onClient,
    body: define('AutoPublishChange', input({ autoPublish: bool }, ['autoPublish'])),
    returns: socialMediaConfig,
  }),
  contracts.get('/contracts/commitments', {
    id: 'listCommitments',
    summary: 'List commitments (campaigns a client is opted in or out of)',
    capability: 'read',
    list: {
      item: commitment,
      sortable: ['serviceName', 'campaignName', 'updatedOn'],
      filterable: ['clientId', 'contractId', 'serviceName', 'processType', 'isOptedOut'],
      defaultSort: 'serviceName',
    },
  }),
  crud({
    tag: 'Contracts',
    path: '/contracts',
    name: 'Contract',
    plural: 'Contracts',
    label: 'contract',
    refersTo: 'contract',
    item: contract,
    createBody: contractCreate,
    updateBody: contractUpdate,
    read: 'read',
    write: 'staff',
    list: { sortable: ['startDate', 'endDate', 'createdOn'], filterable: ['clientId'], defaultSort: 'startDate' },
  }),
  contracts.post('/contracts/seed', {
    id: 'seedContract',
    summary: 'Create a contract with one subscription period per month',
    capability: 'staff',
    body: contractSeed,
    status: 201,
    returns: define('SeededContract', output({ contract, periodIds: listOf({ type: 'string' }) })),
  }),
  contracts.post('/contracts/seeddeliverables', {
    id: 'seedContractDeliverables',
    summary: 'Create the deliverables of a contract’s periods from its services tier snapshot',
    capability: 'staff',
    status: 201,
    body: define('ContractReference', input({ contractId: idOf('contract') }, ['contractId'])),
    returns: define(
      'SeededDeliverables',
      output({ contractId: { type: 'string' }, created: { type: 'integer' }, deliverables: listOf(deliverable) }),
    ),
  }),
  contracts.put('/contracts/{id}/servicesTierSnapshots', {
    id: 'setContractServicesTierSnapshot',
    summary: 'Set the services tier a contract was sold with',
    capability: 'staff',
    refs: { id: 'contract' },
    body: snapshot,
    returns: contract,
  }),
  contracts.delete('/contracts/{id}/servicesTierSnapshots', {
    id: 'clearContractServicesTierSnapshot',
    summary: 'Clear a contract’s services tier snapshot',
    capability: 'staff',
    refs: { id: 'contract' },
    returns: contract,
  }),
  crud({
    tag: 'Deliverables',
    path: '/deliverables',
    name: 'Deliverable',
    plural: 'Deliverables',
    label: 'deliverable',
    refersTo: 'deliverable',
    item: deliverable,
    createBody: deliverableCreate,
    updateBody: deliverableUpdate,
    read: 'read',
    write: 'staff',
    list: {
      sortable: ['dueDate', 'name', 'serviceName', 'status', 'createdOn'],
      filterable: ['clientId', 'periodId', 'contractId', 'serviceName', 'status', 'isOptedOut'],
      defaultSort: 'dueDate',
    },
  }),
  deliverables.post('/deliverables/{id}/updateDueDate', {
    id: 'updateDeliverableDueDate',
    summary: 'Change a deliverable’s due date',
    capability: 'staff',
    refs: { id: 'deliverable' },
    returns: deliverable,
    body: define('DueDateChange', input({ dueDate: date }, ['dueDate'])),
  }),
  crud({
    tag: 'Deliverables',
    path: '/deliverables/reports',
    name: 'DeliverableReport',
    plural: 'DeliverableReports',
    label: 'deliverable report',
    refersTo: 'deliverableReport',
    item: deliverableReport,
    createBody: reportCreate,
    updateBody: reportUpdate,
    read: 'read',
    write: 'staff',
    only: ['list', 'create', 'get', 'update'],
    list: {
      sortable: ['createdOn', 'updatedOn', 'serviceName', 'title'],
      filterable: ['clientId', 'deliverableId', 'periodId', 'serviceName'],
      defaultSort: 'createdOn',
    },
  }),
);
