import { seoChangeSet, type SeoProposal } from '../../domain/content.ts';
import type { SeoFailureReason } from '../../domain/seo-failures.ts';
import { executionNote, reviewSubmittedNote } from '../../domain/seo-review.ts';
import type { SeedClient, SeedRows } from './client-rows.ts';
import type { ShowcasePeriod } from './social-showcase.ts';
import { seededId } from './ids.ts';

/**
 * The SEO side of the demo: the practice-area page each SEO job is about, the failure codes of failed jobs,
 * and three more jobs of the main demo client's current period so the on-page SEO review shows every state:
 * one waiting with nothing decided, one the firm has partly decided, and one whose submitted review (one
 * change rejected with a reason) started an execution job. With the demo's own ReadyForPreProcessingReview
 * job, two wait for the firm with no decision yet.
 */
const PRACTICE_AREAS: Record<string, string> = {
  'what to do after a car accident': 'car-accidents',
  'how child custody is decided': 'child-custody',
  'filing for bankruptcy without losing your home': 'chapter-13-bankruptcy',
  'wrongful termination claims': 'wrongful-termination',
  'setting up a living trust': 'living-trusts',
  'your rights during a police stop': 'criminal-defense',
  'workplace injury compensation': 'workers-compensation',
  'choosing a business entity': 'business-formation',
  'contesting a will': 'will-contests',
  'visa options for skilled workers': 'work-visas',
  'slip and fall liability': 'slip-and-fall',
  'prenuptial agreements explained': 'prenuptial-agreements',
  'tax audit defense': 'tax-audit-defense',
  'power of attorney basics': 'power-of-attorney',
  'landlord and tenant disputes': 'landlord-tenant-disputes',
};

/** The firm's page for a topic's practice area, on the firm's own website. */
export function practiceAreaUrl(firm: string, topic: string): string {
  const slug = PRACTICE_AREAS[topic] ?? topic.split(' ').slice(-2).join('-');
  return `https://www.${firm.toLowerCase().replace(/[^a-z]+/g, '')}.example/practice-areas/${slug}`;
}

/** Discovery fails on reading the page, execution on writing to the website. */
export const seedFailureReason = (status: string): SeoFailureReason | null =>
  status === 'DiscoveryFailed' ? 'PAGE_BLOCKED' : status === 'ExecutionFailed' ? 'CMS_CREDENTIALS' : null;

type Decision = { decision: 'Approved' | 'Rejected'; comment?: string };
interface ShowcaseSeoJob {
  key: string;
  /** The page's practice area (the last part of its path). */
  area: string;
  /** Decisions by change position, and who took them; a submitted review approved every change not listed. */
  decisions: Record<number, Decision>;
  /** Who decided (and submitted), by e-mail and user id as the service records a person. */
  decidedBy?: { email: string; userId: string };
  submitted?: boolean;
  /** How many days ago the job became ready for the firm's review. */
  daysAgo: number;
}

const SHOWCASE: ShowcaseSeoJob[] = [
  { key: 'waiting', area: 'truck-accidents', decisions: {}, daysAgo: 2 },
  {
    key: 'partly-decided',
    area: 'medical-malpractice',
    decidedBy: { email: 'user@demo.test', userId: 'user-user' },
    daysAgo: 4,
    decisions: {
      0: { decision: 'Approved' },
      1: { decision: 'Approved' },
      6: { decision: 'Approved' },
      4: { decision: 'Rejected', comment: 'Client questions belong on our FAQ page, not here.' },
    },
  },
  {
    key: 'reviewed',
    area: 'wrongful-death',
    decidedBy: { email: 'owner@demo.test', userId: 'user-owner' },
    daysAgo: 6,
    submitted: true,
    decisions: {
      0: {
        decision: 'Rejected',
        comment: 'Keep our firm name first in the title, and we do not advertise free consultations on this page.',
      },
    },
  },
];

const DAY_MS = 86_400_000;
const at = (today: string, daysAgo: number, hour: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * DAY_MS + hour * 3_600_000).toISOString();

export function addSeoShowcase(rows: SeedRows, client: SeedClient, period: ShowcasePeriod): void {
  SHOWCASE.forEach((job, index) => {
    const deliverableId = seededId(`${client.id}:seo-showcase:${job.key}`);
    const jobId = seededId(`${deliverableId}:seo`);
    const executionId = job.submitted ? seededId(`${jobId}:execution`) : null;
    const pageUrl = practiceAreaUrl(client.name, job.area.replace(/-/g, ' '));
    const ready = at(client.today, job.daysAgo, 9);
    // Decided the day after the job became ready; a submitted review went in right after its last decision.
    const decidedOn = at(client.today, job.daysAgo - 1, 15);
    const submittedOn = at(client.today, job.daysAgo - 1, 16);
    rows.deliverables!.push({
      id: deliverableId,
      client_id: client.id,
      period_id: period.periodId,
      contract_id: period.contractId,
      service_name: 'SEO',
      name: `SEO: ${job.area.replace(/-/g, ' ')} page`,
      status: 'InProgress',
      due_date: new Date(Date.parse(`${period.start}T00:00:00Z`) + (25 + index) * DAY_MS).toISOString().slice(0, 10),
    });
    const decisionAt = (position: number): Decision | undefined =>
      job.decisions[position] ?? (job.submitted ? { decision: 'Approved' } : undefined);
    const changes = seoChangeSet(pageUrl, client.name).map((change, position) => ({ ...change, position, ...decisionAt(position) }));
    const approved = changes.filter((change) => change.decision === 'Approved');
    const base = {
      client_id: client.id,
      deliverable_id: deliverableId,
      page_url: pageUrl,
      review_submitted_by: null,
      review_submitted_by_user_id: null,
      review_submitted_on: null,
      review_execution_job_id: null,
    };
    rows.seo_jobs!.push({
      ...base,
      id: jobId,
      parent_job_id: null,
      status: job.submitted ? 'Complete' : 'ReadyForPreProcessingReview',
      pre_process_qc: 'Unevaluated',
      ...(job.submitted
        ? {
            review_submitted_by: job.decidedBy?.email,
            review_submitted_by_user_id: job.decidedBy?.userId,
            review_submitted_on: submittedOn,
            review_execution_job_id: executionId,
          }
        : {}),
    });
    pushChanges(rows, jobId, changes, job.decidedBy, decidedOn);
    rows.status_history!.push({
      entity_kind: 'seo_job',
      entity_id: jobId,
      from_status: 'InProgress',
      to_status: 'ReadyForPreProcessingReview',
      changed_by: 'FirmPilot',
      note: null,
      changed_on: ready,
    });
    if (!executionId) return;
    const summary = reviewSubmittedNote(approved.length, changes.length - approved.length);
    rows.status_history!.push({
      entity_kind: 'seo_job',
      entity_id: jobId,
      from_status: 'ReadyForPreProcessingReview',
      to_status: 'Complete',
      changed_by: 'owner@demo.test',
      note: summary,
      changed_on: submittedOn,
    });
    // The execution job has made the approved changes on the website and waits for staff to check them.
    rows.seo_jobs!.push({
      ...base,
      id: executionId,
      parent_job_id: jobId,
      status: 'ReadyForPostProcessingReview',
      pre_process_qc: 'Passed',
    });
    pushChanges(
      rows,
      executionId,
      approved.map((change, position) => ({ ...change, position })),
      job.decidedBy,
      decidedOn,
    );
    rows.status_history!.push(
      {
        entity_kind: 'seo_job',
        entity_id: executionId,
        from_status: null,
        to_status: 'InProgress',
        changed_by: 'owner@demo.test',
        note: executionNote(jobId),
        changed_on: submittedOn,
      },
      {
        entity_kind: 'seo_job',
        entity_id: executionId,
        from_status: 'InProgress',
        to_status: 'ReadyForPostProcessingReview',
        changed_by: 'FirmPilot',
        note: null,
        changed_on: at(client.today, job.daysAgo - 2, 11),
      },
    );
  });
}

type SeededChange = SeoProposal & { position: number; decision?: string; comment?: string };

function pushChanges(rows: SeedRows, seoJobId: string, changes: SeededChange[], decidedBy: ShowcaseSeoJob['decidedBy'], decidedOn: string) {
  for (const change of changes) {
    rows.seo_changes!.push({
      id: seededId(`${seoJobId}:change:${change.position}`),
      seo_job_id: seoJobId,
      position: change.position,
      field: change.field,
      current_value: change.currentValue,
      proposed_value: change.proposedValue,
      decision: change.decision ?? null,
      decision_comment: change.comment ?? null,
      decided_by: change.decision ? decidedBy?.email : null,
      decided_by_user_id: change.decision ? decidedBy?.userId : null,
      decided_on: change.decision ? decidedOn : null,
    });
  }
}
