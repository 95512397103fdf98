/**
 * Approval workflow seed: eligibility changes with their logs in every dashboard status,
 * DNC requests (pending, history, skipped), office transfers in every status and appointments.
 * Runs inside the seed transaction after members and staff exist. Every tab has work for the
 * personas: at least three requests at their neighborhood 1.001.001 and two at other
 * neighborhoods of community 1.001, whose APP, CD, CMD and OM holders are the personas.
 *
 * Each request's history is told by the people who would have acted: the APP/CD/CMD/OM holders
 * of the member's office (market_assignments), and member flags (pending_transition,
 * is_pending_dnc, dnc_phone, eligibility, office) end consistent with the requests.
 */
import type { Queryable } from '../../db/index.ts';
import { Prng } from '../prng.ts';
import { seedAppointments } from './appointments.ts';
import { approvalSeedContext } from './context.ts';
import { seedDnc } from './dnc.ts';
import { seedEligibilityChanges } from './eligibility-changes.ts';
import { seedTransfers } from './transfers.ts';
import { loadWorld } from './world.ts';
import { syncMembers, writeApprovalRows } from './write.ts';

export async function isApprovalDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM eligibility_changes');
  return rows[0].n > 0;
}

export async function seedApprovals(tx: Queryable, now = new Date()): Promise<Record<string, number>> {
  const rnd = new Prng('approvals');
  const ctx = approvalSeedContext(rnd, await loadWorld(tx), now);

  // The workflows draw from one random stream, in this order.
  const transfers = seedTransfers(ctx);
  const changes = seedEligibilityChanges(ctx);
  const dnc = seedDnc(ctx);
  const appointments = seedAppointments(ctx, dnc.members);

  await writeApprovalRows(tx, {
    officeAssignments: transfers,
    eligibilityChanges: changes.rows,
    eligibilityChangeLogs: changes.logs,
    dncLogs: dnc.rows,
    appointments,
  });
  await syncMembers(tx, [...ctx.touched.values()]);

  return {
    eligibilityChanges: changes.rows.length,
    eligibilityChangeLogs: changes.logs.length,
    dncLogs: dnc.rows.length,
    officeAssignments: transfers.length,
    appointments: appointments.length,
  };
}
