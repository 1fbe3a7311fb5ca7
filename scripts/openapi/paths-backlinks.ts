// Backlinks jobs and their steps: a step is started (Pending → Initialized) and saved with its
// evidence file (→ Completed); the job completes with its last step.
import { backlinkJob, backlinkStep } from './entities.ts';
import { area, merge } from './operations.ts';
import { arrayOf, date, define, idOf, input, text, url } from './schema-kit.ts';

const api = area('Backlinks');
const onStep = { refs: { id: 'backlinkStep' } };

const jobCreate = define(
  'BacklinkJobCreate',
  input(
    {
      clientId: idOf('client'),
      deliverableId: idOf('deliverable'),
      targetUrl: url,
      anchorText: text(300),
      startDate: date,
      steps: arrayOf(text(60), 12, 1),
    },
    ['clientId', 'targetUrl', 'anchorText'],
  ),
);
const stepUpdate = define('BacklinkStepUpdate', input({ data: { type: 'object', maxProperties: 50 } }, ['data']));

export const backlinkPaths = merge(
  api.get('/backlinks/jobs', {
    id: 'listBacklinkJobs',
    summary: 'List backlinks jobs',
    capability: 'read',
    query: {
      StartDate: { ...date, description: 'Starting on or after this date.' },
      EndDate: { ...date, description: 'Starting on or before this date.' },
    },
    list: {
      item: backlinkJob,
      sortable: ['startDate', 'createdOn', 'status', 'targetUrl'],
      filterable: ['clientId', 'deliverableId', 'status'],
      defaultSort: 'startDate',
    },
  }),
  api.post('/backlinks/jobs', {
    id: 'createBacklinkJob',
    summary: 'Create a backlinks job with its steps (Initialized, steps Pending)',
    capability: 'staff',
    body: jobCreate,
    returns: backlinkJob,
    status: 201,
  }),
  api.get('/backlinks/jobs/{id}', {
    id: 'getBacklinkJob',
    summary: 'Get a backlinks job',
    capability: 'read',
    refs: { id: 'backlinkJob' },
    returns: backlinkJob,
  }),
  api.get('/backlinks/jobs/{id}/steps', {
    id: 'listBacklinkSteps',
    summary: 'The steps of a backlinks job, in order',
    capability: 'read',
    refs: { id: 'backlinkJob' },
    returns: { type: 'array', items: backlinkStep },
  }),
  api.put('/backlinks/jobs/{jobId}/steps/{id}', {
    id: 'updateBacklinkStep',
    summary:
      'Replace the notes of a step that is not completed; referringSite and liveUrl in the data set the job’s links instead (on any step, a completed one too, when they are all the data holds)',
    capability: 'staff',
    refs: { jobId: 'backlinkJob', id: 'backlinkStep' },
    body: stepUpdate,
    returns: backlinkStep,
  }),
  api.post('/backlinks/jobs/step/{id}/start', {
    id: 'startBacklinkStep',
    summary: 'Start a step (Pending → Initialized)',
    capability: 'staff',
    ...onStep,
    returns: backlinkStep,
  }),
  api.post('/backlinks/jobs/step/{id}/save', {
    id: 'saveBacklinkStep',
    summary: 'Save a started step with its evidence file (→ Completed); the last one completes the job',
    capability: 'staff',
    ...onStep,
    multipart: {
      type: 'object',
      properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' }, note: { type: 'string', maxLength: 2000 } },
      required: ['file'],
    },
    returns: backlinkStep,
  }),
);
