export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** Keys kept before the ones whose window has passed are dropped: anyone may bring new keys (addresses). */
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * How many requests one key (a client, an address) may make in a sliding window; beyond that they are refused until
 * the window moves on. Kept in memory: each process of the service counts its own, and a restart forgetting it is
 * harmless.
 */
export function createWindowBudget(limit: number, windowMs: number, now = () => Date.now()) {
  const admittedAt = new Map<string, number[]>();
  const sweep = (time: number) => {
    for (const [key, times] of admittedAt) if (time - times[times.length - 1]! >= windowMs) admittedAt.delete(key);
  };
  return {
    admit(key: string): Admission {
      const time = now();
      const recent = (admittedAt.get(key) ?? []).filter((at) => time - at < windowMs);
      if (recent.length >= limit) {
        admittedAt.set(key, recent);
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000)) };
      }
      if (admittedAt.size >= SWEEP_ABOVE_KEYS && !admittedAt.has(key)) sweep(time);
      recent.push(time);
      admittedAt.set(key, recent);
      return { admitted: true };
    },
  };
}
