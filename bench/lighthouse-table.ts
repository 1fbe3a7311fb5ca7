import type { PageAudit } from './lighthouse-audit.ts';

/** The targets for every portal page: performance 95 or more, LCP under 2.5 s. */
export const TARGET_PERFORMANCE = 95;
export const TARGET_LCP_MS = 2_500;

export interface AuditedRow {
  name: string;
  path: string;
  audit: PageAudit;
}

/** What keeps a page from the targets; empty when it meets them. */
export function missedTargets(audit: PageAudit): string[] {
  const missed: string[] = [];
  if (audit.scores.performance < TARGET_PERFORMANCE) missed.push(`performance ${audit.scores.performance} < ${TARGET_PERFORMANCE}`);
  if (audit.lcpMs >= TARGET_LCP_MS) missed.push(`LCP ${audit.lcpMs} ms >= ${TARGET_LCP_MS} ms`);
  return missed;
}

const ms = (value: number) => `${value.toLocaleString('en-US')} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One table of every page, then what Lighthouse pointed at for each page that missed a target. */
export function printLighthouseTable(rows: AuditedRow[]): void {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'FCP', 'JS (wire)', 'chain', 'target'];
  const cells = rows.map(({ name, path, audit }) => [
    `${name} ${path}`,
    String(audit.scores.performance),
    String(audit.scores.accessibility),
    String(audit.scores['best-practices']),
    String(audit.scores.seo),
    ms(audit.lcpMs),
    ms(audit.tbtMs),
    audit.cls.toFixed(3),
    ms(audit.fcpMs),
    `${audit.scripts.count} files, ${kb(audit.scripts.transferBytes)}`,
    `${audit.longestChain.length} deep`,
    missedTargets(audit).length ? 'MISSED' : 'met',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const format = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${cells.map(format).join('\n')}\n`);
  for (const { name, audit } of rows) {
    console.log(`${name}: LCP element ${audit.lcpElement}`);
    for (const finding of audit.findings) console.log(`  - ${finding}`);
  }
}
