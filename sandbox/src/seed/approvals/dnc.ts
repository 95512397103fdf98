/**
 * DNC requests: pending for the CD and the OM, pending returns, decided history and dnc-mgmt's
 * immediate (skipped) ones. An approved request sets the member's DNC phone flag.
 */
import { DNC_CD_REASON_IDS, DNC_REASONS, RETURNED_DNC_REASON_ID } from '@luminate/schema/approvals';
import { AssignmentType } from '@luminate/schema/constants';
import { PERSONAS } from '../personas.ts';
import { HOUR, iso, type ApprovalSeedContext } from './context.ts';
import { DNC_HANDLER_NOTES, DNC_NOTES } from './notes.ts';
import type { MemberRow } from './world.ts';

const DNC_OM_REASON_IDS = DNC_REASONS.map((r) => r.id).filter((id) => !DNC_CD_REASON_IDS.includes(id) && id !== RETURNED_DNC_REASON_ID);

/** DNC requests: pending for the CD and the OM, pending returns, decided history and dnc-mgmt's immediate ones. */
export function seedDnc(ctx: ApprovalSeedContext) {
  const { rnd, ago, holder, scaleCount, spread, touch } = ctx;
  const rows: object[] = [];
  const dncMembers: MemberRow[] = [];
  const pendingPer = scaleCount(1 / 500, 6);
  const add = (m: MemberRow, reason: number, dncPhone: boolean, requestedMs: number, decision?: { approved: boolean; skip?: boolean }) => {
    const approvalType = decision?.skip ? 'Skip' : DNC_CD_REASON_IDS.includes(reason) ? 'Cd' : 'Om';
    const handler = decision?.skip
      ? PERSONAS.dncmanager.employeeId
      : decision
        ? holder(m.office_id, approvalType === 'Cd' ? AssignmentType.CD : AssignmentType.OM)
        : null;
    const handledMs = decision?.skip ? requestedMs : decision ? requestedMs + rnd.int(2, 72) * HOUR : null;
    rows.push({
      id: 7001 + rows.length,
      member_id: m.id,
      reason,
      requested_dt: iso(requestedMs),
      requested_by_id: decision?.skip
        ? PERSONAS.dncmanager.employeeId
        : rnd.chance(0.7)
          ? holder(m.office_id, AssignmentType.APP)
          : PERSONAS.agent.employeeId,
      note: rnd.pick(DNC_NOTES),
      approval_type: approvalType,
      approved: decision ? decision.approved : null,
      handled_by_id: handler,
      handled_dt: handledMs === null ? null : iso(handledMs),
      handler_note: decision ? rnd.pick(decision.approved ? DNC_HANDLER_NOTES.approved : DNC_HANDLER_NOTES.declined) : null,
      dnc_phone: dncPhone,
    });
    if (decision?.approved) {
      m.dnc_phone = dncPhone;
      touch(m);
    }
    if (!dncMembers.includes(m)) dncMembers.push(m);
  };
  const notOnDnc = (m: MemberRow) => m.eligible && !m.dnc_phone;

  for (const m of spread(pendingPer, 3, 1, notOnDnc)) add(m, rnd.pick(DNC_CD_REASON_IDS), true, ago(0.2, 20));
  for (const m of spread(pendingPer, 3, 1, notOnDnc)) add(m, rnd.pick(DNC_OM_REASON_IDS), true, ago(0.2, 20));
  // Pending returns: members put on DNC earlier (approved) now asking to be called again.
  for (const m of spread(scaleCount(1 / 2000, 3), 1, 1, notOnDnc)) {
    add(m, rnd.pick(DNC_OM_REASON_IDS), true, ago(60, 200), { approved: true });
    add(m, RETURNED_DNC_REASON_ID, false, ago(0.2, 15));
  }
  // History: decided requests; in community 1.001 the CD and OM holders are the cd and opsmanager personas.
  const history = spread(scaleCount(1 / 250, 12), 2, 2, notOnDnc);
  history.forEach((m, i) => {
    const reason = i % 2 === 0 ? rnd.pick(DNC_CD_REASON_IDS) : rnd.pick(DNC_OM_REASON_IDS);
    add(m, reason, true, ago(2, 120), { approved: rnd.chance(0.7) });
  });
  for (const m of spread(scaleCount(1 / 2000, 3), 0, 1, notOnDnc))
    add(m, rnd.pick(DNC_OM_REASON_IDS), true, ago(1, 90), { approved: true, skip: true });
  return { rows, members: dncMembers };
}
