/**
 * People saving keyword lists through GraphQL while the database crashes and comes back: what the service
 * acknowledged, what it refused, and (given what the database holds afterwards) what it lost. Shared by the
 * server test (tests/server/postgres-restart.test.ts) and the load bench (bench/server.ts).
 */
const ADD_KEYWORDS = 'mutation ($input: AddClientKeywordListInput!) { addClientKeywordList(input: $input) { id } }';
export const CRASH_WRITE_PREFIX = 'restart ';

export interface WriteOutcome {
  name: string;
  status: number;
  acknowledged: boolean;
  code?: string;
  message?: string;
  retryAfter: string | null;
}

export interface CrashRun {
  outcomes: WriteOutcome[];
  acknowledged: WriteOutcome[];
  refused: WriteOutcome[];
  /** The writes each writer made last, after the database was back. */
  lastWrites: WriteOutcome[];
}

interface CrashRunOptions {
  serviceUrl: string;
  token: string;
  clientId: string;
  writers: number;
  crashAfterMs: number;
  /** Kills the database and brings it back; resolves once it is back. */
  crash(): Promise<void>;
  /** How long writing goes on once the database is back. */
  writeAfterRestartMs: number;
}

async function save(options: CrashRunOptions, name: string): Promise<WriteOutcome> {
  const response = await fetch(`${options.serviceUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
    body: JSON.stringify({ query: ADD_KEYWORDS, variables: { input: { clientId: options.clientId, name, keywords: ['injury lawyer'] } } }),
  });
  const body = (await response.json()) as {
    data?: { addClientKeywordList?: { id: string } };
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  const error = body.errors?.[0];
  const acknowledged = response.ok && typeof body.data?.addClientKeywordList?.id === 'string' && !error;
  return {
    name,
    status: response.status,
    acknowledged,
    code: error?.extensions?.code,
    message: error?.message,
    retryAfter: response.headers.get('retry-after'),
  };
}

export async function writeThroughCrash(options: CrashRunOptions): Promise<CrashRun> {
  const outcomes: WriteOutcome[] = [];
  const lastWrites: WriteOutcome[] = [];
  let until = Infinity;
  const writer = async (writerIndex: number) => {
    let last: WriteOutcome | undefined;
    for (let n = 0; Date.now() < until; n++) outcomes.push((last = await save(options, `${CRASH_WRITE_PREFIX}${writerIndex}-${n}`)));
    if (last) lastWrites.push(last);
  };
  const crash = new Promise((resolve) => setTimeout(resolve, options.crashAfterMs))
    .then(() => options.crash())
    .finally(() => (until = Date.now() + options.writeAfterRestartMs));
  await Promise.all([...Array.from({ length: options.writers }, (_, index) => writer(index)), crash]);
  return {
    outcomes,
    acknowledged: outcomes.filter((outcome) => outcome.acknowledged),
    refused: outcomes.filter((outcome) => !outcome.acknowledged),
    lastWrites,
  };
}

/** The acknowledged writes the database does not hold. */
export const lostWrites = (run: CrashRun, storedNames: Iterable<string>) => {
  const stored = new Set(storedNames);
  return run.acknowledged.filter((outcome) => !stored.has(outcome.name));
};

export const STORED_CRASH_WRITES_SQL = `select name from keyword_lists where name like '${CRASH_WRITE_PREFIX}%'`;
