import type { Queryable } from '../store/db.ts';

/**
 * Sessions ended by signing out (revoked_sessions): the access tokens taken in one name it as `sid` and live an
 * hour, so the API refuses them by this list, kept in the database so that every service process refuses them.
 * A row is kept only as long as a token of the session could still be valid.
 */
export async function recordEndedSession(db: Queryable, sid: string, tokenLifetimeSeconds: number): Promise<void> {
  await db.query('delete from revoked_sessions where expires_on < now()');
  await db.query(
    `insert into revoked_sessions (sid, expires_on) values ($1, now() + make_interval(secs => $2))
     on conflict (sid) do update set expires_on = excluded.expires_on`,
    [sid, tokenLifetimeSeconds],
  );
}

export async function isSessionEnded(db: Queryable, sid: string): Promise<boolean> {
  const rows = await db.query('select 1 from revoked_sessions where sid = $1', [sid]);
  return rows.length > 0;
}
