// The public XSS payloads (tests/support/xss-payloads.ts, the blog suite's vectors) as on-page SEO data: the SEO
// generator's proposals come from pages, not from people, so no mutation stores them. They go into the fresh
// database before the service starts on it (blog-service.ts PrepareData): jobs of the main client's current period
// waiting for the firm's review, whose changes hold every payload as live text and as proposed text, one job's page
// address a payload too, and a change field named by a payload.
import { randomUUID } from 'node:crypto';
import { openDb } from '../../../demo/server/store/db.ts';
import { migrate } from '../../../demo/server/store/migrate.ts';
import { seedDemoIfEmpty } from '../../../demo/server/store/seed/demo.ts';
import { textProblem } from '../../../demo/server/input/text-rules.ts';
import { XSS_PAYLOADS } from '../../support/xss-payloads.ts';
import { MAIN_CLIENT_ID } from './blog-expected.ts';

/** Changes per job: a review page of a few dozen changes, as a long real page would have. */
const CHANGES_PER_JOB = 40;
const FIELDS = ['title', 'metaDescription', 'h1', 'heading', 'bodySection', 'imageAlt', 'schema', 'internalLinks'];
export const PAYLOAD_PAGE_PREFIX = 'https://www.harborvale.example/xss/';

/** Payloads the service would take as text (the blog suite shows the others refused). */
export const seoPayloads = () => XSS_PAYLOADS.filter((payload) => !textProblem(payload, 'text'));

/** The payload jobs' page addresses, in the order made: the last job's is a payload itself. */
export const payloadJobCount = () => Math.ceil(seoPayloads().length / CHANGES_PER_JOB);

export async function seedSeoPayloads(dataDir: string, publicUrl: string): Promise<void> {
  const db = await openDb({ dataDir });
  try {
    await migrate(db);
    await seedDemoIfEmpty(db, { publicUrl });
    const [period] = await db.query<{ id: string; contract_id: string | null }>(
      'select id, contract_id from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date order by start_date desc limit 1',
      [MAIN_CLIENT_ID],
    );
    if (!period) throw new Error('The seed gives the main demo client no current period.');
    const payloads = seoPayloads();
    const jobs = payloadJobCount();
    await db.transaction(async (tx) => {
      for (let index = 0; index < jobs; index += 1) {
        const deliverableId = randomUUID();
        const jobId = randomUUID();
        const last = index === jobs - 1;
        await tx.query(
          "insert into deliverables (id, client_id, period_id, contract_id, service_name, name, status) values ($1, $2, $3, $4, 'SEO', $5, 'InProgress')",
          [deliverableId, MAIN_CLIENT_ID, period.id, period.contract_id, `SEO: XSS page ${index + 1}`],
        );
        const pageUrl = last ? 'javascript:__xss(1)//<img src=x onerror=__xss(1)>' : `${PAYLOAD_PAGE_PREFIX}${index + 1}`;
        await tx.query(
          "insert into seo_jobs (id, client_id, deliverable_id, page_url, status) values ($1, $2, $3, $4, 'ReadyForPreProcessingReview')",
          [jobId, MAIN_CLIENT_ID, deliverableId, pageUrl],
        );
        const mine = payloads.slice(index * CHANGES_PER_JOB, (index + 1) * CHANGES_PER_JOB);
        for (const [position, payload] of mine.entries()) {
          // Each payload live on one change and proposed on the next, so both sides of the diff meet every one.
          const proposed = mine[(position + 1) % mine.length]!;
          const field = position === 0 ? '<img src=x onerror=__xss(1)>' : FIELDS[position % FIELDS.length]!;
          await tx.query(
            'insert into seo_changes (id, seo_job_id, field, current_value, proposed_value, position) values ($1, $2, $3, $4, $5, $6)',
            [randomUUID(), jobId, field, payload, proposed, position],
          );
        }
        await tx.query(
          "insert into status_history (entity_kind, entity_id, from_status, to_status, changed_by, note) values ('seo_job', $1, 'InProgress', 'ReadyForPreProcessingReview', $2, $3)",
          [jobId, 'FirmPilot', mine[0] ?? null],
        );
      }
    });
  } finally {
    await db.close();
  }
}
