/**
 * Office transfers in every status: pending APP review, awaiting CD/RVP acknowledgement
 * (approved or rejected) and processed. A processed transfer moves the member to the new office.
 */
import { TransferStatus, TRANSFER_TYPES } from '@luminate/schema/approvals';
import { AssignmentType } from '@luminate/schema/constants';
import { PERSONAS } from '../personas.ts';
import { DAY, HOUR, iso, isoDay, type ApprovalSeedContext } from './context.ts';
import { TRANSFER_NOTES, TRANSITION_NOTES } from './notes.ts';
import type { MemberRow } from './world.ts';

/** Transfers: pending APP review, awaiting CD/RVP acknowledgement (approved or rejected) and processed. */
export function seedTransfers(ctx: ApprovalSeedContext): object[] {
  const { rnd, nowMs, ago, holder, officeById, neighborhoods, scaleCount, spread, touch } = ctx;
  const rows: object[] = [];
  const targetFor = (m: MemberRow) => {
    const from = officeById.get(m.office_id)!;
    const sameMarket = neighborhoods.filter((o) => o.market_id === from.market_id && o.id !== from.id);
    const sameCommunity = sameMarket.filter((o) => o.community_id === from.community_id);
    return rnd.pick(sameCommunity.length > 0 && rnd.chance(0.6) ? sameCommunity : sameMarket.length > 0 ? sameMarket : sameCommunity);
  };
  const plan: Array<[status: number, members: MemberRow[]]> = [
    [TransferStatus.PendingAppReview, spread(scaleCount(1 / 400, 10), 4, 2, (m) => m.eligible)],
    [TransferStatus.AppApproved, spread(scaleCount(1 / 1000, 5), 1, 2, (m) => m.eligible)],
    [TransferStatus.AppRejected, spread(scaleCount(1 / 1000, 5), 1, 2, (m) => m.eligible)],
    [TransferStatus.Processed, spread(scaleCount(1 / 300, 12), 1, 2, (m) => m.eligible)],
    [TransferStatus.RejectionProcessed, spread(scaleCount(1 / 600, 6), 0, 1, (m) => m.eligible)],
  ];
  for (const [status, group] of plan) {
    for (const m of group) {
      const target = targetFor(m);
      if (!target) continue;
      const from = m.office_id;
      const reviewed = status !== TransferStatus.PendingAppReview;
      const processed = status === TransferStatus.Processed || status === TransferStatus.RejectionProcessed;
      const processedMs = processed ? ago(0.2, 60) : null;
      const reviewedMs = processedMs !== null ? processedMs - rnd.int(1, 5) * DAY - rnd.int(1, 8) * HOUR : reviewed ? ago(0.2, 4) : null;
      const requestedMs = (reviewedMs ?? nowMs) - (reviewed ? rnd.int(2, 14) * DAY : 0) - rnd.next() * 12 * DAY - HOUR;
      const approved =
        status === TransferStatus.AppApproved || status === TransferStatus.Processed
          ? true
          : status === TransferStatus.AppRejected || status === TransferStatus.RejectionProcessed
            ? false
            : null;
      rows.push({
        id: 3001 + rows.length,
        member_id: m.id,
        office_id: target.id,
        effective_dt: status === TransferStatus.Processed ? isoDay(processedMs!) : null,
        note: rnd.pick(TRANSFER_NOTES),
        requested_by_id: rnd.pick([
          holder(target.id, AssignmentType.CD),
          holder(from, AssignmentType.APP),
          PERSONAS.transfermanager.employeeId,
        ]),
        requested_dt: iso(requestedMs),
        assigned_employee_id: holder(target.id, AssignmentType.APP),
        approved,
        change_status: status,
        status_changed_dt: iso(processedMs ?? reviewedMs ?? requestedMs),
        transition_notes: reviewed ? rnd.pick(TRANSITION_NOTES) : null,
        chart_review: reviewed && rnd.chance(0.9),
        med_review: reviewed && rnd.chance(0.7),
        acuity_level: reviewed && rnd.chance(0.5),
        transfer_type: reviewed ? rnd.pick(TRANSFER_TYPES) : null,
        processed,
        processed_dt: processedMs === null ? null : iso(processedMs),
        transfered_from_office_id: from,
        error: null,
      });
      if (status === TransferStatus.Processed) {
        m.office_id = target.id;
        touch(m);
      }
    }
  }
  return rows;
}
