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
import {
  DEFAULT_TERM_REASON_IDS,
  DNC_CD_REASON_IDS,
  DNC_REASONS,
  FINAL_ELIGIBILITY_CHANGE_STATUSES,
  HAND_OFF_PLAN_REASON_IDS,
  RETURNED_DNC_REASON_ID,
  TERMINATION_NOTICE_DAYS,
  TransferStatus,
  TRANSFER_TYPES,
  type EligibilityChangeStatus,
} from '@luminate/schema/approvals';
import { AssignmentType } from '@luminate/schema/constants';
import type { Queryable } from '../db/index.ts';
import { PERSONA_NEIGHBORHOOD_OFFICE, PERSONAS } from './personas.ts';
import { Prng } from './prng.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const BULK_REASON = 984000014;
const DECEASED_REASON = 984000001;
const PERSONA_COMMUNITY = PERSONA_NEIGHBORHOOD_OFFICE.split('.').slice(0, 2).join('.');
const DNC_OM_REASON_IDS = DNC_REASONS.map((r) => r.id).filter((id) => !DNC_CD_REASON_IDS.includes(id) && id !== RETURNED_DNC_REASON_ID);

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
const STEP_NOTES: Partial<Record<EligibilityChangeStatus, readonly string[]>> = {
  PendingCmdReview: [
    'Reviewed chart; agree with termination',
    'Discussed with care team; agree',
    'Chart reviewed, supporting records attached',
  ],
  PendingOpsManagerReview: [
    'Clinically appropriate; approved',
    'Agree with termination; hand-off confirmed',
    'Approved after chart review',
  ],
  PendingMemberInformed: ['Approved; member to be informed by letter', 'Operations review complete', 'Approved; letter to go out'],
  LetterCreated: ['Letter created by the mail house'],
  LetterPrinted: ['Letter printed'],
  LetterProcessed: ['Letter mailed'],
  LetterCompleted: ['Mailing completed'],
  PendingTermination: [`Termination scheduled in ${TERMINATION_NOTICE_DAYS} days`],
  Terminated: ['Termination processed'],
};
const REQUEST_NOTES: Record<number, readonly string[]> = {
  984000014: ['Member asked to leave the program during the last visit', 'Member declined further visits by phone'],
  984000015: ['Now followed by nephrology and a dialysis centre', 'Started dialysis; nephrology takes over care'],
  984000016: ['Active oncology treatment; oncologist is primary contact', 'Care moving to hematology / oncology'],
  984000017: ['Member moved out of the service area', 'Family relocated the member out of state'],
  984000018: ['Member elected hospice care', 'Hospice admission confirmed by family'],
  984000019: ['Listed for transplant; transplant team takes over', 'LVAD placed; LVAD clinic follows'],
  984000020: ['See attached documentation', 'Other reason; details in ticket'],
  984000022: ['Placed in long-term care facility', 'Permanent nursing facility placement'],
};
const HAND_OFF_PLANS = [
  'Last visit completed; care moves to the receiving team. Member and family given their phone number.',
  'Receiving provider briefed by phone; records faxed. Member to call the new clinic for follow-up.',
];
const REJECT_NOTES = [
  'Member remains appropriate for our care',
  'Insufficient documentation; please resubmit',
  'Care team wants to continue visits',
];
const CANCEL_NOTES = [
  'Requested in error, ticket #INC-4102',
  'Duplicate request, ticket #INC-3877',
  'Member changed their mind, ticket #INC-4420',
];
const DNC_NOTES = ['Requested during outreach call', 'Care team asked to stop outreach calls', 'Documented in the last visit note'];
const DNC_HANDLER_NOTES = {
  approved: ['Reviewed; approved', 'Agree, stop outreach'],
  declined: ['Outreach still appropriate', 'Not enough detail; declined'],
};
const TRANSFER_NOTES = [
  'Member relocated closer to the new office',
  'Family asked to change care team',
  'Caregiver lives near the new neighborhood',
];
const TRANSITION_NOTES = [
  'Chart reviewed; receiving APP briefed by phone',
  'Medications reconciled; no open orders',
  'Acuity reviewed; stable for transfer',
];
const VISIT_TYPES = ['Home Visit', 'Telehealth Visit', 'Follow-up Visit', 'Annual Wellness Visit'];

interface OfficeRow {
  id: number;
  name: string;
  market_id: number;
  community_id: string;
  live: boolean;
}

interface MemberRow {
  id: number;
  office_id: number;
  market_id: number;
  payer_id: number;
  eligible: boolean;
  engaged: boolean;
  term_dt: string | null;
  term_reason_id: number | null;
  dnc_phone: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => iso(ms).slice(0, 10);

/** INSERT of JSON rows into the named columns. */
async function insertInto(tx: Queryable, table: string, columns: string[], rows: object[]): Promise<void> {
  const list = columns.join(', ');
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`, [
      JSON.stringify(rows.slice(i, i + 5000)),
    ]);
  }
}

export async function isApprovalDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM eligibility_changes');
  return rows[0].n > 0;
}

/** Reads offices, office role holders and members; the seed works on these in memory. */
async function loadWorld(tx: Queryable) {
  const offices = (
    await tx.query<OfficeRow>(`SELECT id, name, market_id, community_id, (active AND NOT deleted) AS live FROM offices ORDER BY id`)
  ).rows;
  const holders = (
    await tx.query<{ office_id: number; assignment_type_id: number; employee_id: number }>(
      `SELECT a.office_id, a.assignment_type_id, a.employee_id FROM market_assignments a JOIN employees e ON e.id = a.employee_id
     WHERE a.inactive_dt IS NULL AND NOT e.archived AND a.assignment_type_id = ANY($1::int[]) ORDER BY a.id`,
      [[AssignmentType.APP, AssignmentType.CD, AssignmentType.CMD, AssignmentType.OM, AssignmentType.RVP]],
    )
  ).rows;
  // One JSON value instead of a row per member: several times faster to read at scale.
  const packed = (
    await tx.query<{ list: string | null }>(
      `SELECT json_agg(json_build_array(id, office_id, market_id, payer_id, eligible, engaged, term_dt, term_reason_id, dnc_phone) ORDER BY id)::text AS list
     FROM members WHERE office_id IS NOT NULL`,
    )
  ).rows[0].list;
  const members: MemberRow[] = (JSON.parse(packed ?? '[]') as unknown[][]).map(
    ([id, office_id, market_id, payer_id, eligible, engaged, term_dt, term_reason_id, dnc_phone]) =>
      ({ id, office_id, market_id, payer_id, eligible, engaged, term_dt, term_reason_id, dnc_phone }) as MemberRow,
  );
  const fallback = (await tx.query<{ id: number }>(`SELECT id FROM employees WHERE id > 100 AND NOT archived ORDER BY id LIMIT 1`)).rows[0]
    .id;

  const officeById = new Map(offices.map((o) => [o.id, o]));
  const held = new Map<string, number>();
  for (const h of holders)
    if (!held.has(`${h.office_id}:${h.assignment_type_id}`)) held.set(`${h.office_id}:${h.assignment_type_id}`, h.employee_id);
  const communityRow = new Map(offices.filter((o) => o.name.endsWith('.000')).map((o) => [`${o.market_id}:${o.community_id}`, o.id]));
  /** The holder of a type covering the office: neighborhood types at the office, community types at its community row. */
  const holder = (officeId: number, typeId: number): number => {
    const office = officeById.get(officeId)!;
    const at = typeId === AssignmentType.APP ? officeId : communityRow.get(`${office.market_id}:${office.community_id}`);
    return held.get(`${at}:${typeId}`) ?? fallback;
  };
  const neighborhoods = offices.filter((o) => o.live && !o.name.endsWith('.000'));
  return { officeById, holder, neighborhoods, members };
}

export async function seedApprovals(tx: Queryable, now = new Date()): Promise<Record<string, number>> {
  const rnd = new Prng('approvals');
  const nowMs = now.getTime();
  const ago = (minDays: number, maxDays: number) => nowMs - (minDays + rnd.next() * (maxDays - minDays)) * DAY;
  const { officeById, holder, neighborhoods, members } = await loadWorld(tx);
  const scaleCount = (perMember: number, min: number) => Math.max(min, Math.round(members.length * perMember));

  // Members in a seeded random order, split by where the personas work; each member takes part
  // in one workflow at most, so no request's story contradicts another's.
  const shuffled = [...members];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  const persona = neighborhoods.find((o) => o.name === PERSONA_NEIGHBORHOOD_OFFICE);
  const personaOffice = persona?.id;
  const inCommunity = (m: MemberRow) => {
    const office = officeById.get(m.office_id)!;
    return office.community_id === PERSONA_COMMUNITY && office.market_id === persona?.market_id;
  };
  const where = {
    persona: (m: MemberRow) => m.office_id === personaOffice,
    community: (m: MemberRow) => m.office_id !== personaOffice && inCommunity(m),
    elsewhere: (m: MemberRow) => !inCommunity(m),
  };
  const taken = new Set<number>();
  const take = (count: number, ...preds: Array<(m: MemberRow) => boolean>): MemberRow[] => {
    const out: MemberRow[] = [];
    for (const m of shuffled) {
      if (out.length >= count) break;
      if (!taken.has(m.id) && preds.every((p) => p(m))) {
        taken.add(m.id);
        out.push(m);
      }
    }
    return out;
  };
  /** `local` at the personas' neighborhood, `nearby` at other neighborhoods of their community, the rest anywhere else. */
  const spread = (total: number, local: number, nearby: number, ...preds: Array<(m: MemberRow) => boolean>) => [
    ...take(local, where.persona, ...preds),
    ...take(nearby, where.community, ...preds),
    ...take(Math.max(0, total - local - nearby), where.elsewhere, ...preds),
  ];
  const touched = new Map<number, MemberRow>();
  const touch = (m: MemberRow) => touched.set(m.id, m);

  const transfers = seedTransfers();
  const changes = seedEligibilityChanges();
  const dnc = seedDnc();
  const appointments = seedAppointments(dnc.members);

  await insertInto(
    tx,
    'office_assignments',
    [
      'id',
      'member_id',
      'office_id',
      'effective_dt',
      'note',
      'requested_by_id',
      'requested_dt',
      'assigned_employee_id',
      'approved',
      'change_status',
      'status_changed_dt',
      'transition_notes',
      'chart_review',
      'med_review',
      'acuity_level',
      'transfer_type',
      'processed',
      'processed_dt',
      'transfered_from_office_id',
      'error',
    ],
    transfers,
  );
  await insertInto(
    tx,
    'eligibility_changes',
    [
      'id',
      'member_id',
      'change_type',
      'term_reason_id',
      'term_dt',
      'processed_dt',
      'note',
      'error',
      'diagnosis_dt',
      'date_entered',
      'transition_plan',
      'status',
      'status_changed_dt',
      'estimated_process_date',
      'requested_by_id',
    ],
    changes.rows,
  );
  await insertInto(
    tx,
    'eligibility_change_logs',
    ['id', 'eligibility_change_id', 'changed_by_id', 'changed_dt', 'status_changed_to', 'note'],
    changes.logs,
  );
  await insertInto(
    tx,
    'dnc_logs',
    [
      'id',
      'member_id',
      'reason',
      'requested_dt',
      'requested_by_id',
      'note',
      'approval_type',
      'approved',
      'handled_by_id',
      'handled_dt',
      'handler_note',
      'dnc_phone',
    ],
    dnc.rows,
  );
  await insertInto(tx, 'appointments', ['id', 'member_id', 'start', 'visit_with_id', 'visit_type', 'appointment_status'], appointments);
  // Explicit ids were inserted; the workflows' inserts continue after them.
  for (const table of ['office_assignments', 'eligibility_changes', 'eligibility_change_logs', 'dnc_logs', 'appointments']) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  await syncMembers(tx, [...touched.values()]);

  return {
    eligibilityChanges: changes.rows.length,
    eligibilityChangeLogs: changes.logs.length,
    dncLogs: dnc.rows.length,
    officeAssignments: transfers.length,
    appointments: appointments.length,
  };

  /** Transfers: pending APP review, awaiting CD/RVP acknowledgement (approved or rejected) and processed. */
  function seedTransfers(): object[] {
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

  /** Eligibility changes: every tab's statuses, a few Returns, and finished ones. */
  function seedEligibilityChanges() {
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
      const times: number[] = new Array(path.length);
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
      const bulk = status === 'PendingOpsManagerReview' ? bulkGroup(group) : new Set<number>();
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
  function bulkGroup(group: MemberRow[]): Set<number> {
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

  /** DNC requests: pending for the CD and the OM, pending returns, decided history and dnc-mgmt's immediate ones. */
  function seedDnc() {
    const rows: object[] = [];
    const dncMembers: MemberRow[] = [];
    const pendingPer = scaleCount(1 / 500, 6);
    const add = (
      m: MemberRow,
      reason: number,
      dncPhone: boolean,
      requestedMs: number,
      decision?: { approved: boolean; skip?: boolean },
    ) => {
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

  /** About half the DNC members have a next scheduled visit; most have past completed ones. */
  function seedAppointments(forMembers: MemberRow[]): object[] {
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
}

/**
 * Member flags follow the requests: pending_transition = an open eligibility change,
 * is_pending_dnc = a pending DNC request (the generic member seed sets both at random), and the
 * touched members get their office, eligibility and DNC state.
 */
async function syncMembers(tx: Queryable, touched: MemberRow[]): Promise<void> {
  if (touched.length > 0) {
    await tx.query(
      `UPDATE members m SET office_id = t.office_id, eligible = t.eligible, term_dt = t.term_dt, term_reason_id = t.term_reason_id, dnc_phone = t.dnc_phone
       FROM json_to_recordset($1::json) AS t(id int, office_id int, eligible boolean, term_dt date, term_reason_id int, dnc_phone boolean)
       WHERE m.id = t.id`,
      [JSON.stringify(touched)],
    );
  }
  // One pass over members each, with the request side as a hashed set.
  await tx.query(
    `UPDATE members m SET pending_transition = NOT m.pending_transition
     WHERE m.pending_transition <> (m.id IN (SELECT c.member_id FROM eligibility_changes c WHERE c.status <> ALL($1::text[])))`,
    [FINAL_ELIGIBILITY_CHANGE_STATUSES],
  );
  await tx.query(
    `UPDATE members m SET is_pending_dnc = NOT m.is_pending_dnc
     WHERE m.is_pending_dnc <> (m.id IN (SELECT d.member_id FROM dnc_logs d WHERE d.approved IS NULL))`,
  );
}
