import { createMemoryStorage } from '../storage/memory-storage.ts';

/**
 * The browser's session storage, or an in-memory stand-in where there is none (Node, or a browser
 * that refuses storage access): the cache then lasts as long as the page, which is still correct.
 */
export function browserSessionStorage(): Storage {
  try {
    if (globalThis.sessionStorage) return globalThis.sessionStorage;
  } catch (error) {
    // Some browsers throw on access when storage is blocked for the page's origin.
    console.warn('Session storage is not available; notifications are cached in memory for this page only.', error);
  }
  return createMemoryStorage();
}
