import type { Handler } from './call.ts';
import { badField } from './problems.ts';
import { tableCrud, tableGet, tableList, tableCreate, tableUpdate, type TableSpec } from './table-crud.ts';

/** The entities kept in their own tables (migration 001), as the generic table CRUD reads and writes them. */

function datesInOrder(start: string, end: string) {
  return (row: Record<string, unknown>) => {
    if (row[start] && row[end] && String(row[end]) < String(row[start]))
      throw badField(end, `must be on or after ${start} (${String(row[start])}).`);
  };
}

export const clients: TableSpec = {
  label: 'client',
  table: 'clients',
  client: 't.id',
  touch: true,
  columns: {
    socialMediaAutoPublish: 't.social_auto_publish',
    googleBusinessProfileAutoPublish: 't.gbp_auto_publish',
    hasAyrshareProfile: '(t.ayrshare_profile_key is not null)',
  },
};

export const competitors: TableSpec = { label: 'competitor', table: 'competitors', client: 't.client_id', clientField: 'clientId' };

export const contracts: TableSpec = {
  label: 'contract',
  table: 'contracts',
  client: 't.client_id',
  clientField: 'clientId',
  check: datesInOrder('startDate', 'endDate'),
};

export const commitments: TableSpec = { label: 'commitment', table: 'commitments', client: 't.client_id' };

export const deliverables: TableSpec = {
  label: 'deliverable',
  table: 'deliverables',
  client: 't.client_id',
  clientField: 'clientId',
  touch: true,
  references: {
    periodId: { table: 'subscription_periods', label: 'subscription period' },
    contractId: { table: 'contracts', label: 'contract' },
  },
};

export const deliverableReports: TableSpec = {
  label: 'deliverable report',
  table: 'deliverable_reports',
  client: 't.client_id',
  clientField: 'clientId',
  touch: true,
  references: {
    periodId: { table: 'subscription_periods', label: 'subscription period' },
    deliverableId: { table: 'deliverables', label: 'deliverable' },
  },
};

export const blogJobs: TableSpec = { label: 'blog job', table: 'blog_jobs', client: 't.client_id', touch: true };

export const blogJobScores: TableSpec = {
  label: 'blog score',
  table: 'blog_job_scores',
  from: 'blog_job_scores t join blog_jobs j on j.id = t.blog_job_id',
  client: 'j.client_id',
  columns: { clientId: 'j.client_id' },
};

export const backlinkJobs: TableSpec = {
  label: 'backlinks job',
  table: 'backlink_jobs',
  client: 't.client_id',
  touch: true,
  // Progress through the steps, so that a list of a thousand jobs needs no call per job.
  columns: {
    stepCount: '(select count(*)::int from backlink_steps s where s.job_id = t.id)',
    completedSteps: "(select count(*)::int from backlink_steps s where s.job_id = t.id and s.status = 'Completed')",
    currentStep:
      "(select s.kind from backlink_steps s where s.job_id = t.id and s.status <> 'Completed' order by s.position, s.id limit 1)",
  },
};

export const backlinkSteps: TableSpec = {
  label: 'backlinks step',
  table: 'backlink_steps',
  from: 'backlink_steps t join backlink_jobs j on j.id = t.job_id',
  client: 'j.client_id',
  touch: true,
};

export const socialJobs: TableSpec = {
  label: 'social media job',
  table: 'social_jobs',
  client: 't.client_id',
  touch: true,
  columns: { postCount: '(select count(*)::int from social_posts p where p.social_job_id = t.id)' },
};

export const socialPosts: TableSpec = {
  label: 'social media post',
  table: 'social_posts',
  from: 'social_posts t join social_jobs j on j.id = t.social_job_id',
  client: 'j.client_id',
  columns: { socialMediaJobId: 't.social_job_id', postId: 't.provider_post_id', userId: 't.published_by', clientId: 'j.client_id' },
};

export const tableHandlers: Record<string, Handler> = {
  ...tableCrud('Client', 'Clients', clients),
  ...tableCrud('Competitor', 'Competitors', competitors),
  ...tableCrud('Contract', 'Contracts', contracts),
  ...tableCrud('Deliverable', 'Deliverables', deliverables),
  listCommitments: tableList(commitments),
  listDeliverableReports: tableList(deliverableReports),
  createDeliverableReport: tableCreate(deliverableReports),
  getDeliverableReport: tableGet(deliverableReports),
  updateDeliverableReport: tableUpdate(deliverableReports),
  listBlogJobScores: tableList(blogJobScores),
  getBlogJobScore: tableGet(blogJobScores),
};
