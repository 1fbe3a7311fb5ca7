import type { SeedClient, SeedRows } from './client-rows.ts';
import { hash01 } from './hash.ts';
import { practiceAreaUrl } from './seo-showcase.ts';

/**
 * Believable Search Console data for a demo firm connected to it (search_console_rows): a row a day per query,
 * page and device from its first period's start to yesterday. Its queries are the keywords of its keyword lists,
 * its name, and practice-area searches naming its city or practice, each landing on one page of its site.
 * Impressions follow the week (quiet weekends) and grow mildly; positions improve slowly. Every figure derives
 * from a hash of the firm, query, day and device, so every seed run gives the same rows.
 */
const DEVICES = [
  { device: 'MOBILE', share: 0.6, rank: 0.95 },
  { device: 'DESKTOP', share: 0.34, rank: 1.05 },
  { device: 'TABLET', share: 0.06, rank: 1 },
] as const;
/** Searches by day of the week, Sunday first: law firms are searched for on working days. */
const WEEKDAY = [0.58, 1.08, 1.1, 1.06, 1.02, 0.95, 0.62];
/** Over the whole series: impressions grow by this fraction and positions improve by this fraction. */
const GROWTH = 0.35;
const IMPROVEMENT = 0.3;
/** A firm's impressions on an average working day, before its own factor (0.7 to 1.3). */
const DAILY_IMPRESSIONS = 260;

const PRACTICES: ReadonlyArray<[RegExp, string, string[]]> = [
  [/injury/i, 'personal injury', ['what to do after a car accident', 'slip and fall liability', 'workplace injury compensation']],
  [/workers comp/i, 'workers compensation', ['workplace injury compensation', 'slip and fall liability']],
  [/employment/i, 'employment', ['wrongful termination claims', 'workplace injury compensation']],
  [/family/i, 'family law', ['how child custody is decided', 'prenuptial agreements explained']],
  [/immigration/i, 'immigration', ['visa options for skilled workers']],
  [/estate|trust|elder/i, 'estate planning', ['setting up a living trust', 'contesting a will', 'power of attorney basics']],
  [/criminal/i, 'criminal defense', ['your rights during a police stop']],
  [/bankruptcy/i, 'bankruptcy', ['filing for bankruptcy without losing your home']],
  [/tax/i, 'tax', ['tax audit defense']],
  [/real estate/i, 'real estate', ['landlord and tenant disputes']],
  [/business/i, 'business', ['choosing a business entity']],
];
const CITIES = ['Harbor City', 'Bayside', 'Riverton', 'Lakeview', 'Fairmont', 'Westbrook', 'Millbrook'];

/** A query of the firm: where it lands, its share of the firm's impressions, its position at the start, and whether tablets see it. */
interface SearchQuery {
  query: string;
  page: string;
  share: number;
  position: number;
  onTablets?: boolean;
}

function queriesOf(rows: SeedRows, client: SeedClient): SearchQuery[] {
  const site = `https://www.${client.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
  const [, practice, topics] = PRACTICES.find(([pattern]) => pattern.test(client.name)) ?? [
    undefined,
    'general practice',
    ['power of attorney basics'],
  ];
  const city = CITIES[Math.floor(hash01(client.name) * CITIES.length)]!.toLowerCase();
  const practicePage = practiceAreaUrl(client.name, topics[0]!);
  const keywords = rows.keyword_lists!.filter((list) => list.client_id === client.id).flatMap((list) => list.keywords as string[]);
  const queries: SearchQuery[] = [
    { query: client.name.toLowerCase(), page: `${site}/`, share: 0.16, position: 1.4, onTablets: true },
    { query: `${practice} lawyer ${city}`, page: practicePage, share: 0.2, position: 9, onTablets: true },
    { query: `${practice} attorney near me`, page: practicePage, share: 0.22, position: 13 },
    // Each keyword leads to one of the firm's practice-area pages.
    ...keywords.map((keyword, index) => ({
      query: keyword.trim().toLowerCase(),
      page: practiceAreaUrl(client.name, topics[index % topics.length]!),
      share: 0.12 - index * 0.02,
      position: 12 + index * 3,
    })),
  ];
  return [...new Map(queries.map((entry) => [entry.query, entry])).values()];
}

/** Expected click-through rate at a position (a top result is clicked about a third of the time). */
const ctrAt = (position: number) => 0.32 / position ** 1.1;

export function addSearchConsoleRows(rows: SeedRows, client: SeedClient, first: string, last: string): void {
  const queries = queriesOf(rows, client);
  const firmFactor = 0.7 + 0.6 * hash01(`${client.id}:volume`);
  const start = Date.parse(`${first}T00:00:00Z`);
  const span = Math.max(1, Math.round((Date.parse(`${last}T00:00:00Z`) - start) / 86_400_000));
  const table = (rows.search_console_rows ??= []);
  for (let day = 0; day <= span; day++) {
    const when = new Date(start + day * 86_400_000);
    const date = when.toISOString().slice(0, 10);
    const progress = day / span;
    const volume = DAILY_IMPRESSIONS * firmFactor * WEEKDAY[when.getUTCDay()]! * (1 + GROWTH * progress);
    for (const entry of queries) {
      for (const { device, share, rank } of DEVICES) {
        // Fewer rows, so the demo seeds fast: tablets, a small share of searches, see the firm's two main queries only.
        if (device === 'TABLET' && !entry.onTablets) continue;
        const seed = `${client.id}:${entry.query}:${date}:${device}`;
        const impressions = Math.round(volume * entry.share * share * (0.8 + 0.4 * hash01(seed)));
        if (impressions === 0) continue;
        const position = Math.max(1, entry.position * (1 - IMPROVEMENT * progress) * rank * (0.9 + 0.2 * hash01(`${seed}:position`)));
        const clicks = Math.min(impressions, Math.floor(impressions * ctrAt(position) + hash01(`${seed}:clicks`)));
        table.push({
          client_id: client.id,
          date,
          query: entry.query,
          page: entry.page,
          device,
          clicks,
          impressions,
          position: Math.round(position * 100) / 100,
        });
      }
    }
  }
}
