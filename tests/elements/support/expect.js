/* global performance, setTimeout */
/** A tiny assertion helper for browser tests (node's assert does not run in the browser). */
export function expect(actual) {
  const fail = (message) => {
    throw new Error(message);
  };
  const show = (value) => JSON.stringify(value);
  return {
    toBe: (expected) => Object.is(actual, expected) || fail(`expected ${show(actual)} to be ${show(expected)}`),
    toEqual: (expected) => show(actual) === show(expected) || fail(`expected ${show(actual)} to equal ${show(expected)}`),
    toContain: (part) => actual.includes(part) || fail(`expected ${show(actual)} to contain ${show(part)}`),
    toMatch: (pattern) => pattern.test(actual) || fail(`expected ${show(actual)} to match ${pattern}`),
    toBeTruthy: () => Boolean(actual) || fail(`expected ${show(actual)} to be truthy`),
    notToBe: (other) => !Object.is(actual, other) || fail(`expected ${show(actual)} not to be ${show(other)}`),
  };
}

/** Polls until `check` returns a truthy value (elements render asynchronously), or fails after `ms`. */
export async function waitFor(check, what, ms = 3000) {
  const started = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - started > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
