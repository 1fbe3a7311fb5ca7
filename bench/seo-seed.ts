import { seoChangeSet } from '../demo/server/domain/content.ts';
import { insertSeoJob } from '../demo/server/graphql/resolvers/seo-job-store.ts';
import { openDb } from '../demo/server/store/db.ts';
import { MAIN_CLIENT } from '../demo/server/store/seed/demo-users.ts';

/** The practice pages whose proposed changes make up the large review: the generator's set for each, in turn. */
const PAGES = [
  'personal-injury',
  'car-accidents',
  'estate-planning',
  'divorce',
  'criminal-defense',
  'workers-compensation',
  'immigration',
  'business-law',
  'medical-malpractice',
  'real-estate',
];

/**
 * Adds to a seeded database one SEO job of the main demo client's current period, waiting for the firm's review
 * with `changes` proposed changes (the generator's changes for one practice page after another); returns its id.
 */
export async function seedLargeSeoReview(dataDir: string, changes: number): Promise<string> {
  const db = await openDb({ dataDir });
  try {
    return await db.transaction(async (tx) => {
      const [deliverable] = await tx.query<{ id: string; client_id: string; name: string }>(
        `select d.id, d.client_id, c.name from deliverables d join clients c on c.id = d.client_id join subscription_periods p on p.id = d.period_id
          where c.name = $1 and lower(d.service_name) = 'seo' and p.start_date <= current_date and p.end_date >= current_date order by d.id limit 1`,
        [MAIN_CLIENT],
      );
      if (!deliverable) throw new Error(`The seed gave ${MAIN_CLIENT} no SEO deliverable in the current period.`);
      const set: Array<{ field: string; currentValue: string; proposedValue: string }> = [];
      for (let page = 0; set.length < changes; page++) {
        const slug = `${PAGES[page % PAGES.length]}${page >= PAGES.length ? `-${Math.floor(page / PAGES.length) + 1}` : ''}`;
        set.push(...seoChangeSet(`https://www.harborvale.test/${slug}`, deliverable.name));
      }
      return insertSeoJob(tx, {
        clientId: deliverable.client_id,
        deliverableId: deliverable.id,
        parentJobId: null,
        configId: null,
        isTest: false,
        pageUrl: 'https://www.harborvale.test/practice-areas',
        status: 'ReadyForPreProcessingReview',
        by: 'bench',
        note: `Bench: ${changes} proposed changes`,
        changes: set.slice(0, changes),
      });
    });
  } finally {
    await db.close();
  }
}
