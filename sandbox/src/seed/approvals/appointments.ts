/** Appointments of the members with DNC requests: past visits and, for some, the next one. */
import { AssignmentType } from '@luminate/schema/constants';
import { DAY, HOUR, iso, type ApprovalSeedContext } from './context.ts';
import { VISIT_TYPES } from './notes.ts';
import type { MemberRow } from './world.ts';

/** About half the DNC members have a next scheduled visit; most have past completed ones. */
export function seedAppointments(ctx: ApprovalSeedContext, forMembers: MemberRow[]): object[] {
  const { rnd, nowMs, holder } = ctx;
  const rows: object[] = [];
  const add = (m: MemberRow, startMs: number, status: string) =>
    rows.push({
      id: 1 + rows.length,
      member_id: m.id,
      start: iso(startMs),
      visit_with_id: holder(m.office_id, AssignmentType.APP),
      visit_type: rnd.pick(VISIT_TYPES),
      appointment_status: status,
    });
  // Visits start on the hour between 08:00 and 16:00 US Central (13:00–21:00 UTC).
  const onHour = (ms: number) => Math.floor(ms / DAY) * DAY + rnd.int(13, 21) * HOUR;
  for (const m of forMembers) {
    for (let k = rnd.int(0, 2); k > 0; k--) add(m, onHour(nowMs - rnd.int(20, 200) * DAY), 'Completed');
    if (rnd.chance(0.5)) add(m, onHour(nowMs + rnd.int(1, 28) * DAY), 'Scheduled');
  }
  return rows;
}
