import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../store/db.ts';

/** 32 random bytes, hex: what the plugin keeps in its WordPress option and sends with every report. */
export const newSiteSecret = () => randomBytes(32).toString('hex');

/** Whether `offered` is the stored secret, compared in constant time (a report's answer must not time the secret). */
export function isSiteSecret(stored: string | null, offered: unknown): boolean {
  if (!stored || typeof offered !== 'string') return false;
  const [a, b] = [Buffer.from(stored), Buffer.from(offered)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The client's connected site and its secret, issuing one for a connection saved before secrets existed. Null
 * when the client has no WordPress site connected.
 */
export async function siteSecretOf(db: Queryable, clientId: string): Promise<{ siteUrl: string; siteSecret: string } | null> {
  const [row] = await db.query<{ site_url: string; site_secret: string }>(
    'update word_press_credentials set site_secret = coalesce(site_secret, $2) where client_id = $1 returning site_url, site_secret',
    [clientId, newSiteSecret()],
  );
  return row ? { siteUrl: row.site_url, siteSecret: row.site_secret } : null;
}
