import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { IdpDb } from './db.ts';

/**
 * oidc-provider storage (sessions, interactions, grants, codes, refresh tokens) in the sandbox
 * database, so sign-ins and refresh tokens survive a sandbox restart and a signing-key rotation.
 */

/** Expired rows are swept once per this many writes; reads ignore them anyway. */
const SWEEP_EVERY_WRITES = 500;

export async function ensureStoreTable(db: IdpDb): Promise<void> {
  await db.query(`
    create table if not exists idp_store (
      model text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (model, id)
    )`);
  await db.query(`create index if not exists idp_store_grant_id on idp_store (grant_id) where grant_id is not null`);
  await db.query(`create index if not exists idp_store_uid on idp_store (model, uid) where uid is not null`);
  await db.query(`create index if not exists idp_store_user_code on idp_store (model, user_code) where user_code is not null`);
}

interface StoreRow {
  payload: AdapterPayload | string;
  consumed_at: string | Date | null;
}

const LIVE = `(expires_at is null or expires_at > now())`;

export function createAdapterFactory(db: IdpDb): AdapterFactory {
  let writes = 0;

  async function sweep(): Promise<void> {
    await db.query(`delete from idp_store where expires_at < now()`);
  }

  function toPayload(row: StoreRow | undefined): AdapterPayload | undefined {
    if (!row) return undefined;
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    if (row.consumed_at) payload.consumed = Math.floor(new Date(row.consumed_at).getTime() / 1000);
    return payload;
  }

  class DbAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await db.query(
        `insert into idp_store (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          typeof expiresIn === 'number' && expiresIn > 0 ? Math.ceil(expiresIn) : null,
        ],
      );
      writes += 1;
      if (writes % SWEEP_EVERY_WRITES === 0) await sweep();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const { rows } = await db.query<StoreRow>(`select payload, consumed_at from idp_store where model = $1 and id = $2 and ${LIVE}`, [
        this.model,
        id,
      ]);
      return toPayload(rows[0]);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const { rows } = await db.query<StoreRow>(`select payload, consumed_at from idp_store where model = $1 and uid = $2 and ${LIVE}`, [
        this.model,
        uid,
      ]);
      return toPayload(rows[0]);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const { rows } = await db.query<StoreRow>(
        `select payload, consumed_at from idp_store where model = $1 and user_code = $2 and ${LIVE}`,
        [this.model, userCode],
      );
      return toPayload(rows[0]);
    }

    async consume(id: string): Promise<void> {
      await db.query(`update idp_store set consumed_at = now() where model = $1 and id = $2`, [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query(`delete from idp_store where model = $1 and id = $2`, [this.model, id]);
    }

    /** Revoking a grant removes every token issued under it, whatever its model. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query(`delete from idp_store where grant_id = $1`, [grantId]);
    }
  }

  return (model: string) => new DbAdapter(model);
}
