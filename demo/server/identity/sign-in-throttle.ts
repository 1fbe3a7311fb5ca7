import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Queryable } from '../store/db.ts';

// store/migrations/100_sign_in_security.sql makes the table, in the layout RateLimiterPostgres uses.
const TABLE = 'sign_in_throttle';
/** Wrong passwords in a row that cost nothing: per account, and per address (an office shares one). */
const FREE_FAILURES = { account: 5, address: 20 } as const;
/** Failures are counted for an hour from the first; a successful sign-in starts the count again. */
const FAILURES_KEPT_SECONDS = 3600;
/** Each failure past the free ones doubles the wait before the next attempt, up to this. */
const LONGEST_DELAY_SECONDS = 15 * 60;

export interface SignInAttempt {
  /** The normalized email typed in; counted by its hash, so the table holds no addresses of people. */
  email: string;
  /** Where the attempt came from (the socket's address, or the proxy's when it is trusted). */
  address: string;
}

export type ThrottleVerdict =
  | { wait: number }
  | {
      /** Reports how the attempt went: a success clears the counts, a failure keeps the one just taken. */
      settle(succeeded: boolean): Promise<void>;
    };

export interface SignInThrottle {
  /** Takes an attempt before the password is checked, so attempts sent at once are counted at once. */
  attempt(attempt: SignInAttempt): Promise<ThrottleVerdict>;
}

const delayFor = (failuresPastFree: number) => Math.min(2 ** (failuresPastFree - 1), LONGEST_DELAY_SECONDS);

/**
 * Growing delays after wrong passwords, per account and per address, with rate-limiter-flexible's PostgreSQL
 * store: its counters are rows of the service's database, each change one atomic upsert, so every service
 * process sees the same counts. Past the free failures an attempt needs the key's one "turn", which lasts the
 * delay its failure count earned; attempts that find the turn taken are refused with how long to wait, and
 * are not counted (a person retrying is not punished for the refusals).
 */
export function createSignInThrottle(db: Queryable): SignInThrottle {
  // RateLimiterPostgres runs `client.query({ text, values })` and reads `.rows`, as node-postgres answers.
  const storeClient = {
    query: async (query: { text: string; values?: unknown[] }) => ({ rows: await db.query(query.text, query.values) }),
  };
  const store = { storeClient, storeType: 'pool', tableName: TABLE, tableCreated: true };
  const failures = new RateLimiterPostgres({
    ...store,
    keyPrefix: 'failures',
    points: Number.MAX_SAFE_INTEGER,
    duration: FAILURES_KEPT_SECONDS,
  });
  const turns = new RateLimiterPostgres({ ...store, keyPrefix: 'turn', points: 1, duration: 1 });

  return {
    async attempt({ email, address }) {
      const keys = [
        { key: `account:${createHash('sha256').update(email).digest('hex')}`, free: FREE_FAILURES.account },
        { key: `address:${address}`, free: FREE_FAILURES.address },
      ];
      const counted: string[] = [];
      for (const { key, free } of keys) {
        const { consumedPoints } = await failures.penalty(key);
        counted.push(key);
        if (consumedPoints <= free) continue;
        try {
          await turns.consume(key, 1, { customDuration: delayFor(consumedPoints - free) });
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          await Promise.all(counted.map((one) => failures.reward(one)));
          return { wait: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        }
      }
      return {
        async settle(succeeded) {
          if (succeeded) await Promise.all(keys.flatMap(({ key }) => [failures.delete(key), turns.delete(key)]));
        },
      };
    },
  };
}

/** What the sign-in page says while an attempt must wait. */
export const tooManyAttempts = (seconds: number) => `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
