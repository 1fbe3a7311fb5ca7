import autocannon from 'autocannon';
import type { Scenario } from './scenarios.ts';

export interface ScenarioResult {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  graphqlErrors: number;
}

/** One scenario under `connections` concurrent connections for `duration` seconds. */
export async function runScenario(scenario: Scenario, token: string, connections: number, duration: number): Promise<ScenarioResult> {
  let graphqlErrors = 0;
  const result = await autocannon({
    url: scenario.url,
    connections,
    duration,
    method: scenario.method,
    headers: { authorization: `Bearer ${token}`, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    body: scenario.body,
    requests: [{ onResponse: (status, body) => void (status < 300 && scenario.failed(body) && graphqlErrors++) }],
  });
  return {
    name: scenario.name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    graphqlErrors,
  };
}

/** Every scenario at once, `connections` shared between them, for `duration` seconds: the soak. */
export async function soak(scenarios: Scenario[], token: string, connections: number, duration: number): Promise<ScenarioResult[]> {
  const share = (index: number) => Math.floor(connections / scenarios.length) + (index < connections % scenarios.length ? 1 : 0);
  return Promise.all(scenarios.map((scenario, index) => runScenario(scenario, token, share(index), duration)));
}

export const failedRows = (rows: ScenarioResult[]) =>
  rows.filter((row) => row.errors + row.timeouts + row.non2xx + row.graphqlErrors > 0 || row.requests === 0);

export function printLoadTable(title: string, rows: ScenarioResult[]) {
  const header = ['scenario', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'timeouts', 'non-2xx', 'GraphQL errors'];
  const lines = rows.map((row) =>
    [
      row.name,
      row.connections,
      row.requestsPerSecond,
      row.p50Ms,
      row.p99Ms,
      row.requests,
      row.errors,
      row.timeouts,
      row.non2xx,
      row.graphqlErrors,
    ].map(String),
  );
  const widths = header.map((heading, column) => Math.max(heading.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\n${title}\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${lines.map(format).join('\n')}\n`);
}
