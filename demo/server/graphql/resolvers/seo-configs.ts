import { jobConfigMutations } from './settings-job-configs.ts';

// A job that has not reached a final status still runs on its configuration.
const FINISHED_SEO_JOB = ['Canceled', 'Complete'];

/** SEO content refresh job configurations (`resources` kind 'seoContentRefreshJobConfig'): staff configuration. */
const configs = jobConfigMutations({
  kind: 'seoContentRefreshJobConfig',
  label: 'SEO content refresh configuration',
  capability: 'staff',
  extraFields: (input) => ({ refreshKind: input.refreshKind ?? undefined }),
  usedBy: async (tx, configId) => {
    const [job] = await tx.query<{ id: string; status: string }>(
      'select id, status from seo_jobs where config_id = $1 and status <> all($2) limit 1',
      [configId, FINISHED_SEO_JOB],
    );
    return job ? `SEO job ${job.id} (${job.status})` : null;
  },
});

export const seoConfigResolvers = {
  Mutation: {
    addSeoContentRefreshJobConfig: configs.add,
    updateSeoContentRefreshJobConfig: configs.update,
    deleteSeoContentRefreshJobConfig: configs.remove,
    setSeoContentRefreshJobConfigPromptAsDefault: configs.setAsDefault,
  },
};
