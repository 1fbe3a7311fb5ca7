// Response schemas of the entities kept in their own tables. Property names are the camelCase of the
// table's columns unless the service maps them (demo/server/rest/tables.ts), so a schema here is also
// the list of columns a call answers.
import { anyObject, bool, date, dateTime, define, enumOf, id, int, number, orNull, output, type Schema } from './schema-kit.ts';

const str: Schema = { type: 'string' };
const optional = (schema: Schema) => orNull(schema);
const withoutRequired = (schema: Schema, names: string[]) => ({
  ...schema,
  required: (schema.required as string[]).filter((name) => !names.includes(name)),
});

export const statusChange = define(
  'StatusChange',
  output({ fromStatus: optional(str), toStatus: str, changedBy: optional(str), note: optional(str), changedOn: dateTime }),
);
export const qcFinding = define('QcFinding', output({ category: enumOf('QcFeedbackCategory'), result: enumOf('QcResult'), feedback: str }));

export const blogJob = define(
  'BlogJob',
  withoutRequired(
    output({
      id,
      clientId: id,
      deliverableId: optional(id),
      parentJobId: optional(id),
      isTest: bool,
      topic: str,
      status: enumOf('JobStatus'),
      contentType: enumOf('ContentType'),
      title: optional(str),
      publicationTitle: optional(str),
      metaDescription: optional(str),
      content: { type: 'string', description: 'Present when includeContents is true, and in review and write answers.' },
      contentVersion: int(1),
      instructions: optional(str),
      dueDate: optional(date),
      externalReviewDate: optional(date),
      publicationDate: optional(dateTime),
      wordPressPostId: optional(str),
      wordPressUrl: optional(str),
      bubbleUrl: optional(str),
      humanQc: enumOf('HumanQcResult'),
      qcResults: { type: 'array', items: qcFinding },
      rejectionReason: optional(enumOf('BlogRejectionReason')),
      rejectionComment: optional(str),
      createdOn: dateTime,
      updatedOn: dateTime,
    }),
    ['content'],
  ),
);

export const blogScore = define(
  'BlogScore',
  output({ id, blogJobId: id, overall: number(0), readability: number(0), seo: number(0), originality: number(0), createdOn: dateTime }),
);
export const blogRevision = define(
  'BlogRevision',
  output({ blogJobId: id, version: int(1), title: optional(str), content: str, savedBy: optional(str), savedOn: dateTime }),
);
export const blogImage = define(
  'BlogImage',
  output({
    id,
    blogJobId: id,
    name: str,
    imageId: str,
    previewUrl: str,
    publishedUrl: optional(str),
    type: enumOf('ImageType'),
    imageProvider: enumOf('ImageProvider'),
    humanQc: enumOf('QcResult'),
  }),
);
export const blogJobReview = define(
  'BlogJobReview',
  output({
    job: blogJob,
    images: { type: 'array', items: blogImage },
    score: orNull(blogScore),
    statusHistory: { type: 'array', items: statusChange },
  }),
);
export const blogWorkflow = define(
  'BlogWorkflow',
  output({
    id,
    clientId: id,
    deliverableId: optional(id),
    topic: str,
    status: enumOf('JobStatus'),
    dueDate: optional(date),
    externalReviewDate: optional(date),
    instructions: optional(str),
    updatedOn: dateTime,
  }),
);

export const backlinkJob = define(
  'BacklinkJob',
  output({
    id,
    clientId: id,
    deliverableId: optional(id),
    targetUrl: str,
    anchorText: str,
    referringSite: optional(str),
    liveUrl: optional(str),
    status: enumOf('WorkflowStatus'),
    startDate: optional(date),
    stepCount: int(0),
    completedSteps: int(0),
    currentStep: optional(str),
    createdOn: dateTime,
    updatedOn: dateTime,
  }),
);
export const backlinkStep = define(
  'BacklinkStep',
  output({
    id,
    jobId: id,
    position: int(0),
    kind: str,
    status: enumOf('WorkflowStatus'),
    data: anyObject,
    fileName: optional(str),
    fileContentType: optional(str),
    fileSize: optional(int(0)),
    startedOn: optional(dateTime),
    completedOn: optional(dateTime),
    updatedOn: dateTime,
  }),
);

export const client = define(
  'Client',
  output({
    id,
    name: str,
    websiteUrl: optional(str),
    logoUrl: optional(str),
    assigneeUserId: optional(id),
    isReady: bool,
    isAutoPublish: bool,
    socialMediaAutoPublish: bool,
    googleBusinessProfileAutoPublish: bool,
    isEnrolledInSocialMedia: bool,
    isEnrolledInGbp: bool,
    isConnectedInGsc: bool,
    enableAutomatedCompetitorRetrieval: bool,
    hasAyrshareProfile: bool,
    bubbleAppUrl: optional(str),
    createdOn: dateTime,
    updatedOn: dateTime,
  }),
);
export const socialMediaConfig = define(
  'SocialMediaConfig',
  output({ clientId: id, clientName: str, autoPublish: bool, isEnrolledInSocialMedia: bool, hasAyrshareProfile: bool }),
);
export const socialMediaConnection = define(
  'SocialMediaConnection',
  output({ platform: enumOf('ConnectionPlatform'), accountName: optional(str), connectedOn: dateTime }),
);

export const contract = define(
  'Contract',
  output({ id, clientId: id, startDate: date, endDate: optional(date), servicesTierSnapshot: orNull(anyObject), createdOn: dateTime }),
);
export const commitment = define(
  'Commitment',
  output({
    id,
    clientId: id,
    contractId: optional(id),
    serviceName: str,
    processType: str,
    campaignName: str,
    isOptedOut: bool,
    updatedOn: dateTime,
  }),
);
export const deliverable = define(
  'Deliverable',
  output({
    id,
    clientId: id,
    periodId: optional(id),
    contractId: optional(id),
    serviceName: str,
    name: str,
    status: enumOf('JobStatus'),
    dueDate: optional(date),
    externalReviewDate: optional(date),
    isOptedOut: bool,
    createdOn: dateTime,
    updatedOn: dateTime,
  }),
);
export const deliverableReport = define(
  'DeliverableReport',
  output({
    id,
    clientId: id,
    deliverableId: optional(id),
    periodId: optional(id),
    serviceName: str,
    title: str,
    metrics: anyObject,
    createdOn: dateTime,
    updatedOn: dateTime,
  }),
);
export const competitor = define(
  'Competitor',
  output({ id, clientId: id, name: str, websiteUrl: str, isAutomated: bool, createdOn: dateTime }),
);

export const socialMediaPost = define(
  'SocialMediaPost',
  output({
    id,
    socialMediaJobId: id,
    platform: enumOf('SocialPlatform'),
    content: str,
    contentVersion: int(1),
    status: enumOf('PostStatus'),
    postType: enumOf('PostType'),
    scheduledFor: optional(dateTime),
    publicationDate: optional(dateTime),
    postId: optional(str),
    postUrl: optional(str),
    userId: optional(str),
    createdOn: dateTime,
    updatedOn: dateTime,
  }),
);
const socialJobFields = {
  id,
  clientId: id,
  deliverableId: optional(id),
  parentJobId: optional(id),
  channel: enumOf('SocialChannel'),
  isTest: bool,
  topic: str,
  status: enumOf('JobStatus'),
  externalReviewDate: optional(date),
  humanQc: enumOf('HumanQcResult'),
  rejectionReason: optional(enumOf('PostRejectionReason')),
  rejectionComment: optional(str),
  createdOn: dateTime,
  updatedOn: dateTime,
};
export const socialMediaJob = define('SocialMediaJob', output(socialJobFields));
export const socialMediaJobWithPosts = define(
  'SocialMediaJobWithPosts',
  output({ ...socialJobFields, posts: { type: 'array', items: socialMediaPost } }),
);
export const socialWorkflow = define(
  'SocialMediaWorkflow',
  output({ ...socialJobFields, postCount: int(0), statusHistory: { type: 'array', items: statusChange } }, [
    'id',
    'clientId',
    'status',
    'topic',
    'postCount',
  ]),
);

/** What an endpoint that does something (generate, send, license, push) recorded: the request and its outcome. */
export const recordedRequest = define(
  'RecordedRequest',
  output({
    id,
    kind: str,
    clientId: optional(id),
    data: anyObject,
    createdBy: optional(str),
    createdOn: dateTime,
  }),
);
export const newJob = define('NewJob', output({ newJobId: id, message: str }));
