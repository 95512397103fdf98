/**
 * Approval workflow seed: eligibility changes with their logs, DNC logs, office transfers and
 * appointments. Written by the sandbox-data brief; see /work/brief5/sandbox-data.md.
 */
import type { Queryable } from '../db/index.ts';

export async function isApprovalDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM eligibility_changes');
  return rows[0]!.n > 0;
}

export async function seedApprovals(_tx: Queryable): Promise<Record<string, number>> {
  return {};
}
