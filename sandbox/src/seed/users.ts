import { CLAIM_KEYS, PRIVILEGED_CLAIMS } from '@luminate/schema/claims';
import { Prng } from './prng.ts';
import type { EmployeeRow } from './staff.ts';
import type { Persona } from './personas.ts';

export interface UserRow {
  uid: string;
  username: string;
  password_hash: string | null;
  display_name: string | null;
  email: string | null;
  disabled: boolean;
  employee_id: number | null;
  custom_claims: Record<string, boolean>;
}

const ORDINARY_CLAIMS = CLAIM_KEYS.filter((c) => !PRIVILEGED_CLAIMS.includes(c));

/**
 * Identity-provider users: the personas, then one per generated employee (uid u-<employeeId>).
 * Some are disabled, some lack a display name, a few hold claims. Generated users share one
 * password hash (computed once per seed) because hashing 1,500 scrypt passwords would dominate
 * the seed time; they sign in with the persona password too.
 */
export function buildUsers(
  personas: Persona[],
  employees: EmployeeRow[],
  hashes: { persona: Map<string, string>; shared: string },
): UserRow[] {
  const rnd = new Prng('users');
  const personaIds = new Set(personas.map((p) => p.employeeId));
  const users: UserRow[] = personas.map((p) => ({
    uid: p.uid,
    username: p.username,
    password_hash: hashes.persona.get(p.username)!,
    display_name: p.displayName,
    email: `${p.username}@staff.luminate.test`,
    disabled: false,
    employee_id: p.employeeId,
    custom_claims: Object.fromEntries(p.claims.map((c) => [c, true])),
  }));
  for (const e of employees) {
    if (personaIds.has(e.id)) continue;
    const claims: Record<string, boolean> = {};
    if (rnd.chance(0.08)) {
      for (let k = rnd.int(1, 2); k > 0; k--) claims[rnd.pick(ORDINARY_CLAIMS)] = true;
    }
    if (rnd.chance(0.01)) claims.admin = true;
    // A revoked claim stays in the map as false, as the identity provider keeps it.
    if (rnd.chance(0.02)) claims[rnd.pick(ORDINARY_CLAIMS)] ??= false;
    users.push({
      uid: `u-${e.id}`,
      username: e.email!.split('@')[0],
      password_hash: hashes.shared,
      display_name: rnd.chance(0.05) ? null : `${e.first_name} ${e.last_name}`,
      email: e.email,
      disabled: e.archived || rnd.chance(0.03),
      employee_id: e.id,
      custom_claims: claims,
    });
  }
  return users;
}
