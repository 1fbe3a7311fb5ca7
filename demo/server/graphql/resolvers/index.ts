import { clientResolvers } from './clients.ts';
import { meResolvers } from './me.ts';
import { notificationResolvers } from './notifications.ts';
import { sidebarResolvers } from './sidebar.ts';
import { accountClientLogoResolvers } from './account-client-logo.ts';
import { accountClientUserResolvers } from './account-client-users.ts';
import { accountClientResolvers } from './account-clients.ts';
import { accountContractQueryResolvers } from './account-contract-queries.ts';
import { accountContractResolvers } from './account-contracts.ts';
import { accountRoleResolvers } from './account-roles.ts';
import { accountStaffUserResolvers } from './account-staff-users.ts';
import { accountUserResolvers } from './account-users.ts';
import { clientOverviewResolvers } from './client-overview.ts';
import { adsJobResolvers } from './ads-jobs.ts';
import { adsLandingPageConfigResolvers } from './ads-landing-page-configs.ts';
import { backlinkQueryResolvers } from './backlinks-queries.ts';
import { reportingDeliveryResolvers } from './reporting-delivery.ts';
import { reportingQueryResolvers } from './reporting-queries.ts';
import { reportingSearchResolvers } from './reporting-search.ts';
import { seoConfigResolvers } from './seo-configs.ts';
import { seoDecisionResolvers } from './seo-decisions.ts';
import { seoQueryResolvers } from './seo-queries.ts';
import { seoReviewResolvers } from './seo-review.ts';
import { seoTestJobResolvers } from './seo-test-jobs.ts';
import { settingsCommitmentResolvers } from './settings-commitments.ts';
import { settingsCompetitorResolvers } from './settings-competitors.ts';
import { settingsKeywordListResolvers } from './settings-keyword-lists.ts';
import { settingsQueryResolvers } from './settings-queries.ts';
import { settingsServiceResolvers } from './settings-services.ts';
import { blogExternalReviewResolvers } from './blog-external-review.ts';
import { blogGenerationResolvers } from './blog-generation.ts';
import { blogImageResolvers } from './blog-images.ts';
import { blogPublishingResolvers } from './blog-publishing.ts';
import { blogQueryResolvers } from './blog-queries.ts';
import { blogReviewResolvers } from './blog-review.ts';
import { blogWordPressResolvers } from './blog-word-press.ts';
import { socialGenerationResolvers } from './social-generation.ts';
import { socialImageResolvers } from './social-images.ts';
import { socialPublishingResolvers } from './social-publishing.ts';
import { socialQueryResolvers } from './social-queries.ts';
import { socialReviewResolvers } from './social-review.ts';
import { socialSettingsResolvers } from './social-settings.ts';
import { readAdsResolvers } from './read-ads.ts';
import { readConfigResolvers } from './read-configs.ts';
import { readPeopleResolvers } from './read-people.ts';

/** Every resolver module of the service; schema.ts merges them and refuses a field defined twice. */
export const resolverModules: Array<Record<string, object>> = [meResolvers, clientResolvers, sidebarResolvers, notificationResolvers];

// SEO, ads and landing pages, reporting, backlinks, settings, account and clients.
resolverModules.push(
  seoQueryResolvers,
  seoTestJobResolvers,
  seoReviewResolvers,
  seoDecisionResolvers,
  seoConfigResolvers,
  adsJobResolvers,
  adsLandingPageConfigResolvers,
  backlinkQueryResolvers,
  reportingQueryResolvers,
  reportingDeliveryResolvers,
  reportingSearchResolvers,
  settingsQueryResolvers,
  settingsCompetitorResolvers,
  settingsKeywordListResolvers,
  settingsServiceResolvers,
  settingsCommitmentResolvers,
  accountUserResolvers,
  accountRoleResolvers,
  accountClientUserResolvers,
  accountClientResolvers,
  accountClientLogoResolvers,
  accountContractResolvers,
  accountContractQueryResolvers,
  accountStaffUserResolvers,
  clientOverviewResolvers,
);

// Blog, social media and Google Business Profile.
resolverModules.push(
  blogQueryResolvers,
  blogGenerationResolvers,
  blogReviewResolvers,
  blogImageResolvers,
  blogExternalReviewResolvers,
  blogPublishingResolvers,
  blogWordPressResolvers,
  socialQueryResolvers,
  socialGenerationResolvers,
  socialReviewResolvers,
  socialImageResolvers,
  socialPublishingResolvers,
  socialSettingsResolvers,
);

// Reads of job configurations, Google Ads work, role definitions and a client's users.
resolverModules.push(readConfigResolvers, readAdsResolvers, readPeopleResolvers);
