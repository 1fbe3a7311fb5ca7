import { jobConfigMutations } from './settings-job-configs.ts';

// Landing page jobs still being written or reviewed depend on their configuration.
const OPEN_LANDING_PAGE_JOB = ['Pending', 'InProgress', 'ReadyForReview', 'Draft'];

/**
 * Google Ads landing page configurations (`resources` kind 'googleAdsLandingPageConfig'): a client's are
 * managed with the ads capability, global ones (no client) by staff.
 */
const configs = jobConfigMutations({
  kind: 'googleAdsLandingPageConfig',
  label: 'landing page configuration',
  capability: 'ads',
  extraFields: () => ({}),
  usedBy: async (tx, configId) => {
    const [job] = await tx.query<{ id: string; status: string }>(
      `select id, data->>'status' as status from resources
        where kind = 'landingPageJob' and is_active and data->>'configId' = $1 and data->>'status' = any($2) limit 1`,
      [configId, OPEN_LANDING_PAGE_JOB],
    );
    return job ? `landing page job ${job.id} (${job.status})` : null;
  },
});

export const adsLandingPageConfigResolvers = {
  Mutation: {
    addGoogleAdsLandingPageConfig: configs.add,
    modifyGoogleAdsLandingPageConfig: configs.update,
    deleteGoogleAdsLandingPageConfig: configs.remove,
    setGoogleAdsLandingPageConfigAsDefault: configs.setAsDefault,
  },
};
