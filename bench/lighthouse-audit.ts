import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';

/** Scored (and judged, see lighthouse-table.ts) except SEO, which is reported for completeness. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page: the scores, the metrics, and what Lighthouse says to look at. */
export interface PageAudit {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The largest contentful paint's element, as Lighthouse labels it. */
  lcpElement: string;
  /** Scripts the page requested (transfer bytes, as they came over the wire). */
  scripts: { count: number; transferBytes: number };
  /** The longest critical request chain: how many requests deep, and how long, as observed. */
  longestChain: { length: number; durationMs: number };
  mainThreadMs: number;
  /** Opportunities with an estimated saving, and any failed accessibility or best-practices audit. */
  findings: string[];
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; selector?: string } }> }> }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})` : 'none reported';
}

function findingsOf(lhr: Result): string[] {
  const opportunities = Object.values(lhr.audits)
    .filter(
      (audit) => audit.details?.type === 'opportunity' && ((audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0) > 0,
    )
    .map(
      (audit) =>
        `${audit.title}: about ${Math.round((audit.details as { overallSavingsMs: number }).overallSavingsMs)} ms (${audit.displayValue ?? ''})`,
    );
  const failed = (['accessibility', 'best-practices'] as const).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${lhr.audits[ref.id]!.title}`),
  );
  return [...opportunities, ...failed];
}

function summarise(lhr: Result): PageAudit {
  const scripts = (
    (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ??
    []
  ).filter((item) => item.resourceType === 'Script');
  const chain = (lhr.audits['critical-request-chains']?.details as { longestChain?: { length: number; duration: number } } | undefined)
    ?.longestChain;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<
      Category,
      number
    >,
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpElement: lcpElementOf(lhr),
    scripts: { count: scripts.length, transferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) },
    longestChain: { length: chain?.length ?? 0, durationMs: Math.round(chain?.duration ?? 0) },
    mainThreadMs: Math.round(numeric(lhr, 'mainthread-work-breakdown')),
    findings: findingsOf(lhr),
  };
}

/**
 * Lighthouse's desktop preset (desktop form factor and screen, simulated throttling: 40 ms round trips,
 * 10 Mbit/s, CPU as is) on the browser behind `port`, keeping its storage so the page opens signed in.
 */
export async function auditPage(url: string, port: number): Promise<{ audit: PageAudit; lhr: Result }> {
  const flags: Flags = {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, desktopConfig);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url)
    console.warn(`  Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}: was the page still signed in?`);
  return { audit: summarise(lhr), lhr };
}
