import type { Queryable } from '../store/db.ts';

// oidc-provider's storage contract (see its lib/adapters/memory_adapter.js), over the
// oidc_payloads table of migration 002 so sessions and grants survive a restart.
export type OidcPayload = Record<string, unknown> & {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
};

export interface OidcAdapter {
  upsert(id: string, payload: OidcPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<OidcPayload | undefined>;
  findByUid(uid: string): Promise<OidcPayload | undefined>;
  findByUserCode(userCode: string): Promise<OidcPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

interface Row {
  payload: OidcPayload;
  consumed_at: string | null;
}

// Expired rows are harmless (find ignores them) but pile up; sweep them now and then.
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Returns the adapter factory oidc-provider calls once per model name. */
export function createPayloadAdapter(db: Queryable): new (model: string) => OidcAdapter {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.query("delete from oidc_payloads where expires_at < now() - interval '1 hour'");
  };

  const findWhere = async (model: string, column: 'id' | 'uid' | 'user_code', value: string) => {
    const [row] = await db.query<Row>(
      `select payload, consumed_at from oidc_payloads
        where model = $1 and ${column} = $2 and (expires_at is null or expires_at > now()) limit 1`,
      [model, value],
    );
    if (!row) return undefined;
    const payload = { ...row.payload };
    if (row.consumed_at) payload.consumed = Math.floor(new Date(row.consumed_at).getTime() / 1000);
    return payload;
  };

  return class PayloadAdapter implements OidcAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: OidcPayload, expiresIn?: number) {
      await sweep();
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
      await db.query(
        `insert into oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
      );
    }

    find(id: string) {
      return findWhere(this.model, 'id', id);
    }

    findByUid(uid: string) {
      return findWhere(this.model, 'uid', uid);
    }

    findByUserCode(userCode: string) {
      return findWhere(this.model, 'user_code', userCode);
    }

    async consume(id: string) {
      await db.query('update oidc_payloads set consumed_at = now() where model = $1 and id = $2', [this.model, id]);
    }

    async destroy(id: string) {
      await db.query('delete from oidc_payloads where model = $1 and id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string) {
      await db.query('delete from oidc_payloads where model = $1 and grant_id = $2', [this.model, grantId]);
    }
  };
}
