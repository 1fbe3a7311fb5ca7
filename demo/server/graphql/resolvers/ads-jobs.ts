import type {
  QcLandingPageJobInput,
  StartGoogleAdsCampaignCreationInput,
  StartLandingPageJobInput,
  TaskStatus,
} from '../../../../src/core/api/generated/graphql.ts';
import { setStatus } from '../../domain/status-history.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput, illegalTransition } from '../errors.ts';
import { clientTarget } from '../targets.ts';
import { NAME_MAX, keywordSet, optionalText, requiredText } from './settings-input.ts';
import { insertResource, patchResource, requireConfigFor, resourceTarget, type ResourceRow } from './settings-resources.ts';

const MAX_DAILY_BUDGET = 10_000;
const MAX_CAMPAIGN_KEYWORDS = 50;
const TOPIC_MAX = 300;
const COMMENT_MAX = 2000;
// Landing page QC (status set B): a page being written or waiting for review gets a verdict.
const QC_FROM: readonly TaskStatus[] = ['InProgress', 'ReadyForReview'];

type ClientRow = { client_id: string; id: string; name: string };
type LandingPageJobData = { topic: string; configId: string | null; status: TaskStatus };

const startGoogleAdsCampaignCreation = defineMutation({
  capability: 'ads',
  target: clientTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<StartGoogleAdsCampaignCreationInput, ClientRow>) => {
    const campaignName = requiredText('campaignName', input.campaignName, NAME_MAX);
    if (!Number.isFinite(input.dailyBudget) || input.dailyBudget <= 0 || input.dailyBudget > MAX_DAILY_BUDGET) {
      throw badInput('dailyBudget', `must be more than 0 and at most ${MAX_DAILY_BUDGET} (got ${input.dailyBudget}).`);
    }
    const keywords = keywordSet('keywords', input.keywords, MAX_CAMPAIGN_KEYWORDS);
    const status: TaskStatus = 'Pending';
    const data = { campaignName, dailyBudget: Math.round(input.dailyBudget * 100) / 100, keywords, status };
    const jobId = await insertResource(tx, 'googleAdsCampaign', target.row.id, data, viewer.userId);
    await setStatus(tx, 'ads_campaign', jobId, { from: null, to: status, by: viewer.email, note: `Campaign "${campaignName}" requested` });
    return { jobId, message: `Google Ads campaign "${campaignName}" queued for creation.` };
  },
});

const startLandingPageJob = defineMutation({
  capability: 'ads',
  target: clientTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<StartLandingPageJobInput, ClientRow>) => {
    const topic = requiredText('topic', input.topic, TOPIC_MAX);
    if (input.configId)
      await requireConfigFor(tx, 'googleAdsLandingPageConfig', 'landing page configuration', input.configId, target.row.id);
    const status: TaskStatus = 'InProgress';
    const data: LandingPageJobData = { topic, configId: input.configId ?? null, status };
    const jobId = await insertResource(tx, 'landingPageJob', target.row.id, data, viewer.userId);
    await setStatus(tx, 'landing_page_job', jobId, { from: null, to: status, by: viewer.email, note: 'Landing page job started' });
    return { jobId, message: `Landing page job started for "${topic}".` };
  },
});

/** QC of a landing page: Passed completes it, Failed sends it back to Draft for another pass. */
const qcLandingPageJob = defineMutation({
  capability: 'ads',
  target: resourceTarget<LandingPageJobData>('landingPageJob', 'landing page job', 'jobId'),
  run: async ({ tx, input, target, viewer }: MutationRun<QcLandingPageJobInput, ResourceRow<LandingPageJobData>>) => {
    const job = target.row;
    if (input.result === 'Unevaluated') throw badInput('result', 'must be Passed or Failed.');
    const comment = optionalText('comment', input.comment, COMMENT_MAX);
    if (!QC_FROM.includes(job.data.status)) throw illegalTransition('landing page job', 'review the landing page', job.data.status);
    const to: TaskStatus = input.result === 'Passed' ? 'Complete' : 'Draft';
    await patchResource(tx, job.id, { status: to, qcResult: input.result, qcComment: comment ?? null });
    await setStatus(tx, 'landing_page_job', job.id, { from: job.data.status, to, by: viewer.email, note: comment ?? `QC ${input.result}` });
    return { message: input.result === 'Passed' ? 'Landing page approved.' : 'Landing page sent back to draft.' };
  },
});

export const adsJobResolvers = { Mutation: { startGoogleAdsCampaignCreation, startLandingPageJob, qcLandingPageJob } };
