// Blog jobs, their workflows (due dates, instructions, topics) and their scores.
import { blogJob, blogJobReview, blogRevision, blogScore, blogWorkflow, recordedRequest } from './entities.ts';
import { area, merge } from './operations.ts';
import { arrayOf, bool, date, define, deleted, enumOf, idOf, input, int, longText, text } from './schema-kit.ts';

const blogs = area('Blogs');
const scores = area('Blog scores');

const topic = text(300);
const instructions = text(5000, 0);
const jobId = idOf('blogJob');
const blogJobList = {
  item: blogJob,
  sortable: ['createdOn', 'updatedOn', 'topic', 'status', 'dueDate', 'contentType'],
  filterable: ['clientId', 'deliverableId', 'status', 'contentType', 'isTest', 'humanQc'],
  defaultSort: 'createdOn',
};

const create = define(
  'BlogJobCreate',
  input(
    {
      clientId: idOf('client'),
      topic,
      deliverableId: idOf('deliverable'),
      contentType: enumOf('ContentType'),
      instructions,
      dueDate: date,
    },
    ['clientId', 'topic'],
  ),
);
const testCreate = define(
  'BlogTestJobCreate',
  input({ clientId: idOf('client'), topic, contentType: enumOf('ContentType'), instructions }, ['clientId', 'topic']),
);
const update = define(
  'BlogJobUpdate',
  input(
    { topic, publicationTitle: text(300), metaDescription: text(320), instructions, dueDate: date, contentType: enumOf('ContentType') },
    [],
    { minProperties: 1 },
  ),
);
const contentUpdate = define(
  'BlogContentUpdate',
  input({ id: jobId, content: longText(), title: text(300), version: int(1) }, ['id', 'content', 'version']),
);
const statusChange = define('BlogJobStatusChange', input({ status: enumOf('JobStatus'), note: text(1000, 0) }, ['status']));
const topicUpdate = define('BlogJobTopicUpdate', input({ id: jobId, topic }, ['id', 'topic']));

export const blogJobPaths = merge(
  blogs.get('/blogs/jobs', {
    id: 'listBlogJobs',
    summary: 'List blog jobs of the clients the user may see',
    capability: 'read',
    list: blogJobList,
  }),
  blogs.post('/blogs/jobs', {
    id: 'createBlogJob',
    summary: 'Create a blog job (NotStarted)',
    capability: 'staff',
    body: create,
    returns: blogJob,
    status: 201,
  }),
  blogs.get('/blogs/jobs/{id}', {
    id: 'getBlogJob',
    summary: 'Get a blog job',
    capability: 'read',
    refs: { id: 'blogJob' },
    returns: blogJob,
    query: { includeContents: { ...bool, default: false, description: 'Include the HTML content.' } },
  }),
  blogs.post('/blogs/jobs/{id}', {
    id: 'startBlogJob',
    summary: 'Start a blog job (NotStarted or Failed → InProgress)',
    capability: 'staff',
    refs: { id: 'blogJob' },
    returns: blogJob,
  }),
  blogs.put('/blogs/jobs/{id}', {
    id: 'updateBlogJob',
    summary:
      'Change a blog job’s topic, titles, instructions, due date or content type (a new publication title voids the firm’s approval)',
    capability: 'staff',
    refs: { id: 'blogJob' },
    body: update,
    returns: blogJob,
  }),
  blogs.delete('/blogs/jobs/{id}', {
    id: 'deleteBlogJob',
    summary: 'Delete a blog job that is not published',
    capability: 'staff',
    refs: { id: 'blogJob' },
    returns: deleted,
  }),
  blogs.get('/blogs/jobs/review/{id}', {
    id: 'getBlogJobReview',
    summary: 'A blog job as reviewed: content, images, score and history',
    capability: 'read',
    refs: { id: 'blogJob' },
    returns: blogJobReview,
  }),
  blogs.post('/blogs/jobs/updateContents', {
    id: 'updateBlogJobContents',
    summary: 'Save the content of several blog jobs at once (all or nothing)',
    capability: 'review',
    body: define('BlogContentsUpdate', input({ items: arrayOf(contentUpdate, 20, 1) }, ['items'])),
    returns: { type: 'array', items: blogJob },
  }),
  blogs.post('/blogs/jobs/updateContent', {
    id: 'updateBlogJobContent',
    summary: 'Save a blog job’s content at the version it was read (an approved post goes back to the firm’s review)',
    capability: 'review',
    body: contentUpdate,
    returns: blogJob,
  }),
  blogs.post('/blogs/jobs/pushToBubble', {
    id: 'pushBlogJobToBubble',
    summary: 'Ask for a blog job to be pushed to the app builder (recorded)',
    capability: 'staff',
    body: define('BlogJobReference', input({ blogJobId: jobId }, ['blogJobId'])),
    returns: recordedRequest,
    status: 201,
  }),
  blogs.post('/blogs/jobs/test', {
    id: 'createBlogTestJob',
    summary: 'Create a test blog job',
    capability: 'staff',
    body: testCreate,
    returns: blogJob,
    status: 201,
  }),
  blogs.post('/blogs/jobs/{id}/status', {
    id: 'changeBlogJobStatus',
    summary: 'Move a blog job to another status (allowed moves only)',
    capability: 'staff',
    refs: { id: 'blogJob' },
    body: statusChange,
    returns: blogJob,
    refusals: {
      '409':
        'The move is not allowed from the job’s status. A status alone approves nothing: ReadyForPublication is refused (the firm approves the version it read through GraphQL setBlogDeliverableReadyForPublication), and Published only when an approval that still holds names the stored content.',
    },
  }),
  blogs.get('/blogs/jobs/latestContent/{id}', {
    id: 'getBlogJobLatestContent',
    summary: 'The latest saved revision of a blog job',
    capability: 'read',
    refs: { id: 'blogJob' },
    returns: blogRevision,
  }),
  blogs.put('/blogs/jobs/updateTopic', {
    id: 'updateBlogJobTopic',
    summary: 'Change a blog job’s topic',
    capability: 'review',
    body: topicUpdate,
    returns: blogJob,
  }),
  blogs.get('/blogs/workflows', {
    id: 'listBlogWorkflows',
    summary: 'Blog jobs by due date',
    capability: 'read',
    query: {
      StartDateFilter: { ...date, description: 'Due on or after this date.' },
      EndDateFilter: { ...date, description: 'Due on or before this date.' },
    },
    list: {
      item: blogWorkflow,
      sortable: ['dueDate', 'topic', 'status', 'updatedOn'],
      filterable: ['clientId', 'status', 'deliverableId'],
      defaultSort: 'dueDate',
    },
  }),
  blogs.post('/blogs/workflows/updateDueDate', {
    id: 'updateBlogWorkflowDueDate',
    summary: 'Change a blog job’s due date',
    capability: 'staff',
    returns: blogWorkflow,
    body: define('BlogWorkflowDueDate', input({ id: jobId, dueDate: date }, ['id', 'dueDate'])),
  }),
  blogs.post('/blogs/workflows/updateInstruction', {
    id: 'updateBlogWorkflowInstruction',
    summary: 'Change a blog job’s instructions',
    capability: 'review',
    returns: blogWorkflow,
    body: define('BlogWorkflowInstruction', input({ id: jobId, instructions }, ['id', 'instructions'])),
  }),
  blogs.post('/blogs/workflows/updateTopic', {
    id: 'updateBlogWorkflowTopic',
    summary: 'Change a blog job’s topic',
    capability: 'review',
    body: topicUpdate,
    returns: blogWorkflow,
  }),
  scores.get('/blogJobScores', {
    id: 'listBlogJobScores',
    summary: 'List blog scores',
    capability: 'read',
    list: {
      item: blogScore,
      sortable: ['createdOn', 'overall', 'readability', 'seo', 'originality'],
      filterable: ['clientId', 'blogJobId'],
      defaultSort: 'createdOn',
    },
  }),
  scores.get('/blogJobScores/{id}', {
    id: 'getBlogJobScore',
    summary: 'Get a blog score',
    capability: 'read',
    refs: { id: 'blogJobScore' },
    returns: blogScore,
  }),
  scores.get('/blogJobScoresByBlogJobId/{blogJobId}', {
    id: 'listBlogJobScoresByBlogJob',
    summary: 'The scores of one blog job, newest first',
    capability: 'read',
    refs: { blogJobId: 'blogJob' },
    returns: { type: 'array', items: blogScore },
  }),
);
