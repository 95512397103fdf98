/**
 * Eligibility changes with their logs: Terms open in every dashboard status, finished ones
 * (terminated, rejected at a review step, cancelled) and a few Returns. Each log row is written
 * by the person who would have acted: the APP/CD/CMD/OM holders of the member's office.
 */
import {
  DEFAULT_TERM_REASON_IDS,
  HAND_OFF_PLAN_REASON_IDS,
  TERMINATION_NOTICE_DAYS,
  type EligibilityChangeStatus,
} from '@luminate/schema/approvals';
import { AssignmentType } from '@luminate/schema/constants';
import { PERSONAS } from '../personas.ts';
import { DAY, HOUR, iso, isoDay, type ApprovalSeedContext } from './context.ts';
import { CANCEL_NOTES, HAND_OFF_PLANS, REJECT_NOTES, REQUEST_NOTES, STEP_NOTES } from './notes.ts';
import type { MemberRow } from './world.ts';

/** The term reason of the OM tab's bulk-approval group, and the one a member never returns from. */
const BULK_REASON = 984000014;
const DECEASED_REASON = 984000001;

/** The Term workflow in order; a change's log holds one row per status it reached. */
const TERM_PATH: EligibilityChangeStatus[] = [
  'PendingAppCdReview',
  'PendingCmdReview',
  'PendingOpsManagerReview',
  'PendingMemberInformed',
  'LetterCreated',
  'LetterPrinted',
  'LetterProcessed',
  'LetterCompleted',
  'PendingTermination',
  'Terminated',
];
const REVIEW_STATUSES: EligibilityChangeStatus[] = ['PendingAppCdReview', 'PendingCmdReview', 'PendingOpsManagerReview'];
const MAILING_STATUSES: EligibilityChangeStatus[] = ['PendingMemberInformed', 'LetterCreated', 'LetterPrinted', 'LetterProcessed'];

/** Who records reaching each status (null: the mail house or the termination run). */
const STEP_ACTOR: Partial<Record<EligibilityChangeStatus, 'requester' | 'appCd' | 'cmd' | 'om'>> = {
  PendingAppCdReview: 'requester',
  PendingCmdReview: 'appCd',
  PendingOpsManagerReview: 'cmd',
  PendingMemberInformed: 'om',
};
/** Who rejects a change in each review status. */
const REVIEWER_OF: Partial<Record<EligibilityChangeStatus, 'appCd' | 'cmd' | 'om'>> = {
  PendingAppCdReview: 'appCd',
  PendingCmdReview: 'cmd',
  PendingOpsManagerReview: 'om',
};

/** Eligibility changes: every tab's statuses, a few Returns, and finished ones. */
export function seedEligibilityChanges(ctx: ApprovalSeedContext) {
  const { rnd, ago, holder, scaleCount, spread, touch } = ctx;
  const rows: object[] = [];
  const logs: object[] = [];
  const openPer = scaleCount(1 / 400, 8);
  const mailingPer = scaleCount(1 / 1250, 3);
  const finalPer = scaleCount(1 / 500, 6);
  const eligible = (m: MemberRow) => m.eligible;

  const termReasonFor = (m: MemberRow) =>
    m.engaged && rnd.chance(0.4) ? rnd.pick(HAND_OFF_PLAN_REASON_IDS) : rnd.pick(DEFAULT_TERM_REASON_IDS);
  const addTerm = (m: MemberRow, path: EligibilityChangeStatus[], reasonId: number, endMs: number) => {
    const id = 5001 + rows.length;
    const office = m.office_id;
    const requester = rnd.chance(0.7) ? holder(office, AssignmentType.APP) : holder(office, AssignmentType.CD);
    const actors = {
      requester,
      appCd: rnd.chance(0.5) ? holder(office, AssignmentType.APP) : holder(office, AssignmentType.CD),
      cmd: holder(office, AssignmentType.CMD),
      om: holder(office, AssignmentType.OM),
    };
    // Times run backwards from the last step: reviews take days, the mail house a day per step,
    // and PendingTermination waits out the notice period.
    const times = new Array<number>(path.length);
    times[path.length - 1] = endMs;
    for (let i = path.length - 2; i >= 0; i--) {
      const next = path[i + 1];
      const gap =
        next === 'Terminated'
          ? TERMINATION_NOTICE_DAYS * DAY
          : STEP_ACTOR[next]
            ? rnd.int(1, 6) * DAY + rnd.int(1, 10) * HOUR
            : DAY + rnd.int(0, 3) * HOUR;
      times[i] = times[i + 1] - gap;
    }
    const last = path[path.length - 1];
    const requestNote = rnd.pick(REQUEST_NOTES[reasonId] ?? REQUEST_NOTES[984000020]);
    path.forEach((status, i) => {
      const actor = status === 'Rejected' ? REVIEWER_OF[path[i - 1]]! : STEP_ACTOR[status];
      const by = status === 'Cancelled' ? (rnd.chance(0.5) ? requester : PERSONAS.deattmanager.employeeId) : actor ? actors[actor] : null;
      const note =
        status === 'PendingAppCdReview'
          ? requestNote
          : status === 'Rejected'
            ? rnd.pick(REJECT_NOTES)
            : status === 'Cancelled'
              ? rnd.pick(CANCEL_NOTES)
              : rnd.pick(STEP_NOTES[status]!);
      logs.push({
        id: 9001 + logs.length,
        eligibility_change_id: id,
        changed_by_id: by,
        changed_dt: iso(times[i]),
        status_changed_to: status,
        note,
      });
    });
    const entered = times[0];
    const diagnosisMs = rnd.chance(0.1)
      ? entered - rnd.int(1200, 2900) * DAY
      : rnd.chance(0.06)
        ? entered - rnd.int(370, 1000) * DAY
        : entered - rnd.int(3, 330) * DAY;
    const handOff = (HAND_OFF_PLAN_REASON_IDS as readonly number[]).includes(reasonId);
    const terminated = last === 'Terminated';
    // PendingTermination waits TERMINATION_NOTICE_DAYS from the day it got there; a Terminated change was processed on that day.
    const noticeFrom = path.indexOf('PendingTermination');
    rows.push({
      id,
      member_id: m.id,
      change_type: 'Term',
      term_reason_id: reasonId,
      term_dt: terminated ? isoDay(endMs) : null,
      processed_dt: terminated ? iso(endMs) : null,
      note: requestNote,
      error: null,
      diagnosis_dt: isoDay(diagnosisMs),
      date_entered: iso(entered),
      transition_plan: handOff && m.engaged && rnd.chance(0.7) ? rnd.pick(HAND_OFF_PLANS) : null,
      status: last,
      status_changed_dt: iso(endMs),
      estimated_process_date: noticeFrom < 0 ? null : isoDay(times[noticeFrom] + TERMINATION_NOTICE_DAYS * DAY),
      requested_by_id: requester,
    });
    if (terminated) {
      Object.assign(m, { eligible: false, term_dt: isoDay(endMs), term_reason_id: reasonId });
      touch(m);
    }
  };
  const pathTo = (status: EligibilityChangeStatus) => TERM_PATH.slice(0, TERM_PATH.indexOf(status) + 1);

  for (const status of [...REVIEW_STATUSES, ...MAILING_STATUSES, 'PendingTermination'] as EligibilityChangeStatus[]) {
    const mailing = MAILING_STATUSES.includes(status);
    const group = spread(mailing ? mailingPer : openPer, mailing ? 1 : 3, mailing ? 1 : 2, eligible);
    const bulk = status === 'PendingOpsManagerReview' ? bulkGroup(ctx, group) : new Set<number>();
    const endAgo = status === 'PendingTermination' ? [1, TERMINATION_NOTICE_DAYS - 5] : mailing ? [0.3, 3] : [0.2, 10];
    for (const m of group) addTerm(m, pathTo(status), bulk.has(m.id) ? BULK_REASON : termReasonFor(m), ago(endAgo[0], endAgo[1]));
  }
  // Finished: terminated after the notice period, rejected at a review step, cancelled on the way.
  for (const m of spread(finalPer, 1, 1, eligible)) addTerm(m, TERM_PATH, termReasonFor(m), ago(2, 200));
  for (const m of spread(finalPer, 1, 1, eligible)) {
    addTerm(m, [...pathTo(rnd.pick(REVIEW_STATUSES)), 'Rejected'], termReasonFor(m), ago(1, 150));
  }
  for (const m of spread(finalPer, 0, 1, eligible)) {
    addTerm(m, [...pathTo(rnd.pick([...REVIEW_STATUSES, 'PendingMemberInformed'])), 'Cancelled'], termReasonFor(m), ago(1, 150));
  }
  // Returns: a termed member asks to come back; OM review decides.
  const returning = spread(
    scaleCount(1 / 2000, 3),
    1,
    1,
    (m) => !m.eligible && m.term_reason_id !== null && m.term_reason_id !== DECEASED_REASON,
  );
  for (const m of returning) {
    const id = 5001 + rows.length;
    const requester = holder(m.office_id, AssignmentType.APP);
    const entered = ago(0.5, 12);
    const note = 'Member asked to return to the program';
    rows.push({
      id,
      member_id: m.id,
      change_type: 'Return',
      term_reason_id: null,
      term_dt: null,
      processed_dt: null,
      note,
      error: null,
      diagnosis_dt: null,
      date_entered: iso(entered),
      transition_plan: null,
      status: 'PendingOpsManagerReview',
      status_changed_dt: iso(entered),
      estimated_process_date: null,
      requested_by_id: requester,
    });
    logs.push({
      id: 9001 + logs.length,
      eligibility_change_id: id,
      changed_by_id: requester,
      changed_dt: iso(entered),
      status_changed_to: 'PendingOpsManagerReview',
      note,
    });
  }
  return { rows, logs };
}

/**
 * OM-tab terms that bulk approval picks up together: the largest same-payer group plus every
 * other row, so one payer has several and the reason alone spans several payers.
 */
function bulkGroup({ take, where }: ApprovalSeedContext, group: MemberRow[]): Set<number> {
  const byPayer = new Map<number, MemberRow[]>();
  for (const m of group) byPayer.set(m.payer_id, [...(byPayer.get(m.payer_id) ?? []), m]);
  let largest = [...byPayer.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  if (largest.length < 2 && group.length > 0) {
    const payer = group[0].payer_id;
    const extra = take(1, where.elsewhere, (m) => m.eligible && m.payer_id === payer);
    group.push(...extra);
    largest = [group[0], ...extra];
  }
  return new Set([...largest.map((m) => m.id), ...group.filter((_, i) => i % 2 === 1).map((m) => m.id)]);
}
