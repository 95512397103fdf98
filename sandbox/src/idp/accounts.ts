import { isClaim, type Claim } from '@luminate/schema/claims';
import type { IdpDb } from './db.ts';
import { verifyPassword } from './passwords.ts';

/** A sandbox user as the identity provider sees it (the `users` table is owned by the sandbox db). */
export interface IdpUser {
  uid: string;
  username: string;
  displayName: string;
  email: string | null;
  disabled: boolean;
  employeeId: number | null;
  claims: Claim[];
}

interface UserRow {
  uid: string;
  username: string;
  password_hash: string | null;
  display_name: string | null;
  email: string | null;
  disabled: boolean | null;
  employee_id: number | null;
  custom_claims: Record<string, unknown> | string | null;
}

/** Verified against when the username is unknown; no password matches it. */
const DUMMY_HASH = `scrypt$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(64).toString('base64')}`;

const USER_COLUMNS = 'uid, username, password_hash, display_name, email, disabled, employee_id, custom_claims';

/** Only claims that are switched on AND known to the platform reach a token. */
export function grantedClaims(customClaims: UserRow['custom_claims']): Claim[] {
  const parsed = typeof customClaims === 'string' ? (JSON.parse(customClaims) as Record<string, unknown>) : customClaims;
  if (!parsed || typeof parsed !== 'object') return [];
  return Object.entries(parsed)
    .filter(([key, value]) => value === true && isClaim(key))
    .map(([key]) => key as Claim)
    .sort();
}

function toUser(row: UserRow): IdpUser {
  return {
    uid: row.uid,
    username: row.username,
    displayName: row.display_name ?? row.username,
    email: row.email,
    disabled: row.disabled === true,
    employeeId: row.employee_id ?? null,
    claims: grantedClaims(row.custom_claims),
  };
}

export async function findUserByUid(db: IdpDb, uid: string): Promise<IdpUser | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where uid = $1`, [uid]);
  return rows[0] ? toUser(rows[0]) : undefined;
}

/**
 * Checks a username/password pair. Returns the user only when the password matches and the
 * account is enabled; callers show one generic message for every failure.
 */
export async function authenticate(db: IdpDb, username: string, password: string): Promise<IdpUser | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where lower(username) = lower($1)`, [username.trim()]);
  const row = rows[0];
  if (!row) {
    // Spend comparable time on unknown usernames so response timing does not reveal which exist.
    await verifyPassword(password, DUMMY_HASH);
    return undefined;
  }
  const ok = await verifyPassword(password, row.password_hash);
  if (!ok || row.disabled === true) return undefined;
  return toUser(row);
}
