/**
 * The approval workflows of the Care API stand-in: every step of an eligibility change through
 * the reviewers and the mail house to termination, reject, cancel, update, bulk approve; DNC
 * requests (Cd, Om, Skip, return) and their decisions; transfers through APP review and CD/RVP
 * acknowledgement, uploads and reports. Every illegal step is 422 and changes nothing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMINATION_NOTICE_DAYS, TransferStatus } from '@luminate/schema/approvals';
import { z } from 'zod';
import {
  BulkApproveResultDto,
  DncApproveAllResultDto,
  DncLogDto,
  EligibilityChangeDto,
  EligibilityChangeStatusDto,
  OfficeAssignmentDto,
  OfficeAssignmentUploadResultDto,
} from '@luminate/schema/rest';
import { END_BEFORE_START_MESSAGE, NO_TERMS_TO_APPROVE } from '@luminate/schema/rules';
import { addDays, localDay } from '../../sandbox/src/call-list/local-day.ts';
import { renderTransitionTables } from '../../sandbox/src/approvals/transitions.ts';
import type { PersonaName } from '../../sandbox/src/seed/personas.ts';
import { answerOf, messageOf, startTestSandbox, type TestSandbox } from './helpers.ts';
import { rowsOfXlsx, xlsxOf } from '../support/workbook.ts';

let t: TestSandbox;
let homeOfficeId: number;
let otherOfficeId: number;
const used = new Set<number>();

beforeAll(async () => {
  t = await startTestSandbox(0.1);
  const offices = (
    await t.sandbox.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM offices WHERE name IN ('1.001.001', '1.001.002') ORDER BY name`,
    )
  ).rows;
  homeOfficeId = offices[0].id;
  otherOfficeId = offices[1].id;
});
afterAll(() => t?.sandbox.close());

const db = () => t.sandbox.db;

/** A member of 1.001.001 no test used yet: eligible, no open change, no DNC, no open transfer. */
async function freshMember(where = 'm.eligible AND m.term_dt IS NULL AND NOT m.dnc_phone'): Promise<number> {
  const { rows } = await db().query<{ id: number }>(
    `SELECT m.id FROM members m WHERE m.office_id = $1 AND ${where} AND NOT m.pending_transition AND NOT m.is_pending_dnc
       AND NOT EXISTS (SELECT 1 FROM eligibility_changes e WHERE e.member_id = m.id)
       AND NOT EXISTS (SELECT 1 FROM dnc_logs d WHERE d.member_id = m.id)
       AND NOT EXISTS (SELECT 1 FROM office_assignments a WHERE a.member_id = m.id)
       AND NOT (m.id = ANY($2::int[]))
     ORDER BY m.id LIMIT 1`,
    [homeOfficeId, [...used]],
  );
  const id = rows[0].id;
  used.add(id);
  return id;
}

const send = (method: string, path: string, body: unknown, as: PersonaName) =>
  t.json(path, { method, as, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function workbook(path: string, init: RequestInit & { as?: PersonaName } = {}): Promise<Buffer> {
  const res = await t.call(path, init);
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

// ——— Eligibility changes ———

interface Decision {
  termReasonId: number | null;
  diagnosisDt: string | null;
  transitionPlan: string | null;
  note: string;
}

const today = localDay(new Date());
const decision = (over: Partial<Decision> = {}): Decision => ({
  termReasonId: 984000017,
  diagnosisDt: addDays(today, -30),
  transitionPlan: null,
  note: 'Reviewed chart; agree',
  ...over,
});

async function createTerm(memberId: number, termReasonId = 984000017, as: PersonaName = 'app') {
  const res = await send(
    'POST',
    `/api/Members/${memberId}/EligibilityChanges`,
    {
      memberId,
      changeType: 'Term',
      termReasonId,
      note: 'Member moved to hospice',
      diagnosisDt: addDays(today, -30),
    },
    as,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return EligibilityChangeDto.parse(res.body);
}

const decide = (id: number, query: string, as: PersonaName, over: Partial<Decision> = {}) =>
  send('PUT', `/api/Members/EligibilityChanges/${id}?${query}`, { id, ...decision(over) }, as);

async function changeRow(id: number) {
  const { rows } = await db().query<{ status: string; termReasonId: number | null; logs: number }>(
    `SELECT status, term_reason_id AS "termReasonId", (SELECT count(*)::int FROM eligibility_change_logs l WHERE l.eligibility_change_id = e.id) AS logs
     FROM eligibility_changes e WHERE id = $1`,
    [id],
  );
  return rows[0];
}

async function memberFlags(id: number) {
  const { rows } = await db().query<{
    eligible: boolean;
    termDt: string | null;
    termReasonId: number | null;
    pendingTransition: boolean;
    officeId: number;
    dncPhone: boolean;
    isPendingDnc: boolean;
  }>(
    `SELECT eligible, to_char(term_dt, 'YYYY-MM-DD') AS "termDt", term_reason_id AS "termReasonId", pending_transition AS "pendingTransition",
            office_id AS "officeId", dnc_phone AS "dncPhone", is_pending_dnc AS "isPendingDnc" FROM members WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** Expects a 422 with `message` and the change exactly as it was. */
async function refused(id: number, query: string, as: PersonaName, message: string) {
  const before = await changeRow(id);
  const res = await decide(id, query, as, { termReasonId: 984000015 });
  expect(res.status).toBe(422);
  expect(messageOf(res.body)).toBe(message);
  expect(await changeRow(id)).toEqual(before);
}

describe('eligibility changes', () => {
  it('walks a Term through every reviewer and the mail house to Terminated', async () => {
    const memberId = await freshMember();
    const created = await createTerm(memberId);
    expect(created.status).toBe('PendingAppCdReview');
    expect(created.member?.id).toBe(memberId);
    expect(created.eligibilityChangeLogs?.map((l) => [l.statusChangedTo, l.changedById])).toEqual([['PendingAppCdReview', 4]]);
    expect((await memberFlags(memberId)).pendingTransition).toBe(true);

    const steps: Array<[PersonaName, string]> = [
      ['cd', 'PendingCmdReview'],
      ['cmd', 'PendingOpsManagerReview'],
      ['opsmanager', 'PendingMemberInformed'],
    ];
    for (const [persona, status] of steps) {
      const res = await decide(created.id, 'approved=true', persona, { note: `${persona} agrees` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const change = EligibilityChangeDto.parse(res.body);
      expect(change.status).toBe(status);
      expect(change.eligibilityChangeLogs?.at(-1)).toMatchObject({ statusChangedTo: status, note: `${persona} agrees` });
      expect(change.termReason?.id).toBe(984000017);
    }
    // Mailing-list statuses are the mail house's, not a reviewer's.
    await refused(created.id, 'approved=true', 'opsmanager', 'An eligibility change in PendingMemberInformed cannot be approved');

    const now = new Date();
    for (const status of ['LetterCreated', 'LetterPrinted', 'LetterProcessed']) {
      await t.sandbox.mailHouse.run(now);
      expect((await changeRow(created.id)).status).toBe(status);
    }
    await t.sandbox.mailHouse.run(now);
    const pending = EligibilityChangeDto.parse(
      z.array(z.unknown()).parse((await t.json(`/api/Members/${memberId}/EligibilityChanges`)).body)[0],
    );
    expect(pending.status).toBe('PendingTermination');
    expect(pending.estimatedProcessDate).toBe(addDays(today, TERMINATION_NOTICE_DAYS));
    expect(pending.eligibilityChangeLogs?.slice(-2).map((l) => [l.statusChangedTo, l.changedById])).toEqual([
      ['LetterCompleted', null],
      ['PendingTermination', null],
    ]);
    await refused(created.id, 'approved=true', 'opsmanager', 'An eligibility change in PendingTermination cannot be approved');
    await refused(created.id, 'approved=false', 'opsmanager', 'An eligibility change in PendingTermination cannot be rejected');

    // Not due yet: nothing happens the day before.
    await t.sandbox.mailHouse.run(new Date(now.getTime() + (TERMINATION_NOTICE_DAYS - 1) * 86_400_000));
    expect((await changeRow(created.id)).status).toBe('PendingTermination');

    const changed: number[] = [];
    const stop = t.sandbox.callListEvents.onChanged(({ campaignId }) => changed.push(campaignId));
    const processing = new Date(now.getTime() + TERMINATION_NOTICE_DAYS * 86_400_000);
    const run = await t.sandbox.mailHouse.run(processing);
    stop();
    expect(run.terminated).toBeGreaterThanOrEqual(1);
    expect((await changeRow(created.id)).status).toBe('Terminated');
    expect(await memberFlags(memberId)).toMatchObject({
      eligible: false,
      termDt: localDay(processing),
      termReasonId: 984000017,
      pendingTransition: false,
    });
    const campaigns = await db().query(
      'SELECT 1 FROM campaigns c JOIN members m ON m.id = $1 WHERE c.active AND (c.market_id IS NULL OR c.market_id = m.market_id)',
      [memberId],
    );
    if (campaigns.rows.length > 0) expect(changed.length).toBeGreaterThan(0);

    // Final: nothing more.
    await refused(created.id, 'approved=true', 'superadmin', 'An eligibility change in Terminated cannot be approved');
    await refused(created.id, 'cancelled=true', 'superadmin', 'An eligibility change in Terminated cannot be cancelled');
    await refused(created.id, 'update=true', 'superadmin', 'An eligibility change in Terminated cannot be updated');

    // The overview workbook: the change's fields and its whole log.
    const wb = await workbook(`/api/Members/EligibilityChanges/${created.id}/TerminationOverview`);
    const overview = Object.fromEntries((await rowsOfXlsx(wb, 0)).slice(1).map(([k, v]): [string, unknown] => [String(k), v]));
    const { rows: aaneel } = await t.sandbox.db.query<{ aaneel_id: string }>('SELECT aaneel_id FROM members WHERE id = $1', [memberId]);
    expect(overview.AaneelId).toBe(aaneel[0].aaneel_id);
    expect(overview).not.toHaveProperty('Member Id');
    expect(overview.Status).toBe('Terminated');
    expect((await rowsOfXlsx(wb, 1)).slice(1).map((r) => r[2])).toEqual([
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
    ]);

    // A Return brings the member back (admin or dataMgmt only).
    const ret = { memberId, changeType: 'Return', termReasonId: null, note: 'Payer confirmed eligibility', diagnosisDt: null };
    expect((await send('POST', `/api/Members/${memberId}/EligibilityChanges`, ret, 'app')).status).toBe(403);
    const returned = await send('POST', `/api/Members/${memberId}/EligibilityChanges`, ret, 'datamanager');
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(answerOf(EligibilityChangeDto, returned.body).status).toBe('PendingOpsManagerReview');
    const back = await decide(answerOf(EligibilityChangeDto, returned.body).id, 'approved=true', 'opsmanager', {
      termReasonId: null,
      diagnosisDt: null,
    });
    expect(answerOf(EligibilityChangeDto, back.body).status).toBe('Returned');
    expect(await memberFlags(memberId)).toMatchObject({ eligible: true, termDt: null, termReasonId: null, pendingTransition: false });
  });

  it('rejects, and refuses deciding a rejected change', async () => {
    const memberId = await freshMember();
    const change = await createTerm(memberId);
    const res = await decide(change.id, 'approved=false', 'cd', { note: 'Member still engaged' });
    expect(res.status).toBe(200);
    expect(answerOf(EligibilityChangeDto, res.body).status).toBe('Rejected');
    expect((await memberFlags(memberId)).pendingTransition).toBe(false);
    await refused(change.id, 'approved=false', 'cd', 'An eligibility change in Rejected cannot be rejected');
  });

  it('cancels with eus and dataMgmt only', async () => {
    const memberId = await freshMember();
    const change = await createTerm(memberId);
    const before = await changeRow(change.id);
    expect((await decide(change.id, 'cancelled=true', 'cd')).status).toBe(403);
    expect(await changeRow(change.id)).toEqual(before);
    const res = await decide(change.id, 'cancelled=true', 'datamanager', { note: 'Duplicate request, ticket 123' });
    expect(answerOf(EligibilityChangeDto, res.body).status).toBe('Cancelled');
    expect((await memberFlags(memberId)).pendingTransition).toBe(false);
  });

  it('updates the term reason without moving the status', async () => {
    const memberId = await freshMember();
    const change = await createTerm(memberId);
    const both = await decide(change.id, 'approved=true&update=true', 'cd');
    expect(both.status).toBe(400);
    expect((await decide(change.id, '', 'cd')).status).toBe(400);

    const same = await decide(change.id, 'update=true', 'cd', { termReasonId: 984000017 });
    expect(same.status).toBe(422);
    expect(messageOf(same.body)).toBe('The term reason is unchanged');
    const res = await decide(change.id, 'update=true', 'cd', { termReasonId: OTHER_REASON, note: 'Reason is other' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'PendingAppCdReview', termReasonId: OTHER_REASON });
    expect(answerOf(EligibilityChangeDto, res.body).eligibilityChangeLogs?.at(-1)).toMatchObject({
      statusChangedTo: 'PendingAppCdReview',
      note: 'Reason is other',
    });
  });

  it('refuses a second open change and a Term on a termed member', async () => {
    const memberId = await freshMember();
    await createTerm(memberId);
    const again = await send(
      'POST',
      `/api/Members/${memberId}/EligibilityChanges`,
      {
        memberId,
        changeType: 'Term',
        termReasonId: 984000017,
        note: 'again',
        diagnosisDt: today,
      },
      'app',
    );
    expect(again.status).toBe(422);
    expect(messageOf(again.body)).toBe('This member already has a pending eligibility change');
  });

  it('bulk approves the OM terms of a reason (and payer)', async () => {
    // Walk one change of our own to the OM tab so the count is never zero.
    const memberId = await freshMember();
    const own = await createTerm(memberId, 984000014);
    for (const persona of ['cd', 'cmd'] as const) await decide(own.id, 'approved=true', persona, { termReasonId: 984000014 });
    const {
      rows: [payer],
    } = await db().query<{ payerId: number }>('SELECT payer_id AS "payerId" FROM members WHERE id = $1', [memberId]);
    const count = async (payerId?: number) =>
      (
        await db().query<{ n: number }>(
          `SELECT count(*)::int AS n FROM eligibility_changes e JOIN members m ON m.id = e.member_id
       WHERE e.change_type = 'Term' AND e.status = 'PendingOpsManagerReview' AND e.term_reason_id = 984000014
         AND ($1::int IS NULL OR m.payer_id = $1::int)`,
          [payerId ?? null],
        )
      ).rows[0].n;

    expect(
      (await t.json('/api/Members/BulkApproveOMTerms?note=ok&termReasonId=984000014', { method: 'PUT', as: 'opsmanager' })).status,
    ).toBe(403);
    const forPayer = await count(payer.payerId);
    const all = await count();
    const byPayer = await t.json(`/api/Members/BulkApproveOMTerms?note=Bulk%20ok&termReasonId=984000014&payerId=${payer.payerId}`, {
      method: 'PUT',
      as: 'deattmanager',
    });
    expect(byPayer.status, JSON.stringify(byPayer.body)).toBe(200);
    expect(answerOf(BulkApproveResultDto, byPayer.body).approvedCount).toBe(forPayer);
    expect(answerOf(BulkApproveResultDto, byPayer.body).changes).toHaveLength(forPayer);
    for (const c of answerOf(BulkApproveResultDto, byPayer.body).changes) {
      const change = EligibilityChangeDto.parse(c);
      expect(change.status).toBe('PendingMemberInformed');
      expect(change.eligibilityChangeLogs?.at(-1)).toMatchObject({
        statusChangedTo: 'PendingMemberInformed',
        changedById: 15,
        note: 'Bulk ok',
      });
    }
    const rest = await t.json('/api/Members/BulkApproveOMTerms?note=ok&termReasonId=984000014', { method: 'PUT', as: 'deattmanager' });
    expect(answerOf(BulkApproveResultDto, rest.body).approvedCount).toBe(all - forPayer);
    const none = await t.json('/api/Members/BulkApproveOMTerms?note=ok&termReasonId=984000014', { method: 'PUT', as: 'deattmanager' });
    expect(none.status).toBe(422);
    expect(messageOf(none.body)).toBe(NO_TERMS_TO_APPROVE);
  });

  it('lists the statuses and the mailing list workbook', async () => {
    const statuses = answerOf(z.array(EligibilityChangeStatusDto), (await t.json('/api/Members/EligibilityChanges/Statuses')).body);
    expect(statuses).toHaveLength(13);
    expect(statuses.filter((s) => s.final).map((s) => s.status)).toEqual(['Terminated', 'Rejected', 'Cancelled', 'Returned']);

    const {
      rows: [{ n }],
    } = (await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM eligibility_changes WHERE status IN ('PendingMemberInformed', 'LetterCreated', 'LetterPrinted', 'LetterProcessed')`,
    )) as { rows: [{ n: number }] };
    const rows = await rowsOfXlsx(await workbook('/api/Members/DeattributionMailingList'));
    expect(rows[0]).toContain('Status');
    expect(rows.length - 1).toBe(n);
    for (const r of rows.slice(1)) expect(['Ready', 'Printing', 'Processing']).toContain(r[7]);
  });
});

const OTHER_REASON = 984000020;

// ——— DNC ———

async function createDnc(memberId: number, reason: number, as: PersonaName, dncPhone = true) {
  return send('POST', '/api/Members/DNCLogs', { memberId, reason, note: 'Asked not to be called', dncPhone }, as);
}

describe('DNC requests', () => {
  it('routes reasons to the CD or the OM and decides once', async () => {
    const memberId = await freshMember();
    const cd = await createDnc(memberId, 0, 'cd');
    expect(cd.status, JSON.stringify(cd.body)).toBe(200);
    expect(DncLogDto.parse(cd.body)).toMatchObject({ approvalType: 'Cd', approved: null, handledById: null });
    expect(await memberFlags(memberId)).toMatchObject({ isPendingDnc: true, dncPhone: false });
    expect(messageOf((await createDnc(memberId, 1, 'cd')).body)).toBe('This member already has a pending DNC request');

    const approved = await send(
      'PUT',
      '/api/Members/DNCLogs',
      { id: answerOf(DncLogDto, cd.body).id, approved: true, handlerNote: 'Agreed' },
      'cd',
    );
    expect(approved.status).toBe(200);
    expect(DncLogDto.parse(approved.body)).toMatchObject({ approved: true, handledById: 5, handlerNote: 'Agreed' });
    expect(await memberFlags(memberId)).toMatchObject({ isPendingDnc: false, dncPhone: true });
    const again = await send(
      'PUT',
      '/api/Members/DNCLogs',
      { id: answerOf(DncLogDto, cd.body).id, approved: false, handlerNote: 'Changed my mind' },
      'cd',
    );
    expect(again.status).toBe(422);
    expect(messageOf(again.body)).toBe('This DNC request was already handled');
    expect(await memberFlags(memberId)).toMatchObject({ dncPhone: true });

    const om = await createDnc(await freshMember(), 1, 'app');
    expect(answerOf(DncLogDto, om.body).approvalType).toBe('Om');
    const declined = await send(
      'PUT',
      '/api/Members/DNCLogs',
      { id: answerOf(DncLogDto, om.body).id, approved: false, handlerNote: 'Keep calling' },
      'opsmanager',
    );
    expect(answerOf(DncLogDto, declined.body).approved).toBe(false);
    expect(await memberFlags(answerOf(DncLogDto, om.body).memberId)).toMatchObject({ isPendingDnc: false, dncPhone: false });
  });

  it('processes a DNC manager at once, and returns a member from DNC', async () => {
    const memberId = await freshMember();
    const skip = await createDnc(memberId, 10, 'dncmanager');
    expect(DncLogDto.parse(skip.body)).toMatchObject({ approvalType: 'Skip', approved: true, handledById: 10 });
    expect(await memberFlags(memberId)).toMatchObject({ dncPhone: true, isPendingDnc: false });
    expect(messageOf((await createDnc(memberId, 1, 'cd')).body)).toBe('The member is already on DNC');

    expect((await createDnc(memberId, 1, 'cd', false)).status).toBe(422);
    const ret = await createDnc(memberId, 19, 'cd', false);
    expect(ret.status).toBe(200);
    expect(ret.body).toMatchObject({ approvalType: 'Om', approved: null, dncPhone: false });
    await send(
      'PUT',
      '/api/Members/DNCLogs',
      { id: answerOf(DncLogDto, ret.body).id, approved: true, handlerNote: 'Return agreed' },
      'opsmanager',
    );
    expect(await memberFlags(memberId)).toMatchObject({ dncPhone: false, isPendingDnc: false });
    expect(messageOf((await createDnc(memberId, 19, 'cd', false)).body)).toBe('The member is not on DNC');
  });

  it('approves every pending request of a type, and reports every request', async () => {
    await createDnc(await freshMember(), 11, 'cd');
    await createDnc(await freshMember(), 12, 'cd');
    expect((await t.json('/api/Members/ApproveAllPendingDNC?handlerNote=ok&approvalType=Cd', { method: 'PUT', as: 'cd' })).status).toBe(
      403,
    );
    const pending = async (type: string) =>
      (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM dnc_logs WHERE approved IS NULL AND approval_type = $1', [type]))
        .rows[0].n;
    const cdPending = await pending('Cd');
    const omPending = await pending('Om');
    const res = await t.json('/api/Members/ApproveAllPendingDNC?handlerNote=All%20agreed&approvalType=Cd', {
      method: 'PUT',
      as: 'dncmanager',
    });
    expect(res.status).toBe(200);
    expect(answerOf(DncApproveAllResultDto, res.body).approvedCount).toBe(cdPending);
    expect(answerOf(DncApproveAllResultDto, res.body).logs.every((l) => DncLogDto.parse(l).approved === true)).toBe(true);
    expect(await pending('Cd')).toBe(0);
    expect(await pending('Om')).toBe(omPending);
    const {
      rows: [{ n }],
    } = (await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM members WHERE id = ANY($1::int[]) AND (is_pending_dnc OR NOT dnc_phone)',
      [answerOf(DncApproveAllResultDto, res.body).logs.map((l) => l.memberId)],
    )) as { rows: [{ n: number }] };
    expect(n).toBe(0);

    const rows = await rowsOfXlsx(await workbook('/api/Members/DNCLogs/GenerateReport', { method: 'POST' }));
    const total = (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM dnc_logs')).rows[0].n;
    expect(rows[0]).toContain('Result');
    expect(rows.length - 1).toBe(total);
    const result = rows[0].indexOf('Result');
    for (const r of rows.slice(1)) expect(['Approved', 'Declined', 'Pending']).toContain(r[result]);
  });
});

// ——— Transfers ———

const reviewed = {
  transitionNotes: 'Chart reviewed, family informed',
  chartReview: true,
  medReview: true,
  acuityLevel: true,
  transferType: 'Phone Call to Patient',
};
const untouched = { transitionNotes: null, chartReview: false, medReview: false, acuityLevel: false, transferType: null };
const act = (id: number, action: string, fields: object, as: PersonaName) =>
  send('PUT', `/api/Members/OfficeAssignment?action=${action}`, { id, ...fields }, as);

async function transferRow(id: number) {
  return (await db().query('SELECT change_status, processed, approved, transition_notes FROM office_assignments WHERE id = $1', [id]))
    .rows[0];
}

async function refusedTransfer(id: number, action: string, fields: object, message: string) {
  const before = await transferRow(id);
  const res = await act(id, action, fields, 'superadmin');
  expect(res.status).toBe(422);
  expect(messageOf(res.body)).toBe(message);
  expect(await transferRow(id)).toEqual(before);
}

async function xlsx(rows: Array<[unknown, unknown]>): Promise<Blob> {
  return new Blob([new Uint8Array(await xlsxOf([['memberId', 'officeId'], ...rows], { sheet: 'Transfers' }))]);
}

describe('transfers', () => {
  it('saves, approves and acknowledges a transfer; the member moves', async () => {
    const memberId = await freshMember();
    const created = await send(
      'POST',
      `/api/Members/${memberId}/OfficeAssignments`,
      { officeId: otherOfficeId, note: 'Moved house' },
      'app',
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const transfer = OfficeAssignmentDto.parse(created.body);
    expect(transfer).toMatchObject({
      changeStatus: TransferStatus.PendingAppReview,
      transferedFromOfficeId: homeOfficeId,
      officeId: otherOfficeId,
      requestedById: 4,
    });
    expect(transfer.member?.id).toBe(memberId);
    expect(
      messageOf((await send('POST', `/api/Members/${memberId}/OfficeAssignments`, { officeId: otherOfficeId, note: 'again' }, 'app')).body),
    ).toBe('This member already has a pending transfer');

    await refusedTransfer(transfer.id, 'acknowledge', untouched, 'A transfer pending APP review cannot be acknowledged');
    const saved = await act(transfer.id, 'save', { ...untouched, transitionNotes: 'Calling the family first' }, 'app');
    expect(saved.body).toMatchObject({ changeStatus: 1, transitionNotes: 'Calling the family first' });
    await refusedTransfer(transfer.id, 'approve', { ...reviewed, medReview: false }, 'Med review must be completed');

    const approved = await act(transfer.id, 'approve', reviewed, 'app');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ changeStatus: 3, chartReview: true, transferType: 'Phone Call to Patient', processed: false });
    await refusedTransfer(transfer.id, 'approve', reviewed, 'A transfer awaiting CD/RVP acknowledgement cannot be approved');
    await refusedTransfer(transfer.id, 'save', reviewed, 'A transfer awaiting CD/RVP acknowledgement cannot be saved');

    const done = await act(transfer.id, 'acknowledge', untouched, 'cd');
    expect(OfficeAssignmentDto.parse(done.body)).toMatchObject({
      changeStatus: 5,
      processed: true,
      approved: true,
      transitionNotes: reviewed.transitionNotes,
    });
    expect((await memberFlags(memberId)).officeId).toBe(otherOfficeId);
    await refusedTransfer(transfer.id, 'acknowledge', untouched, 'A processed transfer cannot be acknowledged');

    const history = answerOf(z.array(OfficeAssignmentDto), (await t.json(`/api/Members/${memberId}/OfficeAssignments`)).body);
    expect(history.map((h) => h.id)).toEqual([transfer.id]);

    const processed = await rowsOfXlsx(await workbook(`/api/Members/ProcessedTransfersReport?start=${today}&end=${today}`));
    expect(processed.slice(1).map((r) => r[0])).toContain(transfer.id);
    const submitted = await rowsOfXlsx(await workbook(`/api/Members/SubmittedForTransferReport?start=${today}&end=${today}`));
    expect(submitted.slice(1).map((r) => r[0])).toContain(transfer.id);
    const backwards = await t.json(`/api/Members/ProcessedTransfersReport?start=${today}&end=${addDays(today, -1)}`);
    expect(backwards.status).toBe(400);
    expect(messageOf(backwards.body)).toBe(END_BEFORE_START_MESSAGE);
  });

  it('rejects with a reason; the acknowledgement keeps the member', async () => {
    const memberId = await freshMember();
    const created = await send(
      'POST',
      `/api/Members/${memberId}/OfficeAssignments`,
      { officeId: otherOfficeId, note: 'Closer office' },
      'app',
    );
    await refusedTransfer(answerOf(OfficeAssignmentDto, created.body).id, 'reject', untouched, 'A reason is required to reject');
    const rejected = await act(
      answerOf(OfficeAssignmentDto, created.body).id,
      'reject',
      { ...untouched, transitionNotes: 'Member prefers current APP' },
      'app',
    );
    expect(answerOf(OfficeAssignmentDto, rejected.body).changeStatus).toBe(4);
    const done = await act(answerOf(OfficeAssignmentDto, created.body).id, 'acknowledge', untouched, 'rvp');
    expect(done.body).toMatchObject({ changeStatus: 6, processed: true, approved: false });
    expect((await memberFlags(memberId)).officeId).toBe(homeOfficeId);

    const same = await send('POST', `/api/Members/${memberId}/OfficeAssignments`, { officeId: homeOfficeId, note: 'no move' }, 'app');
    expect(same.status).toBe(422);
  });

  it('validates and uploads a workbook, all rows or none', async () => {
    const a = await freshMember();
    const b = await freshMember();
    const bad = await xlsx([
      [a, otherOfficeId],
      [999_999_999, otherOfficeId],
      [b, homeOfficeId],
    ]);
    const octet = { 'content-type': 'application/octet-stream' };
    expect((await t.json('/api/Members/OfficeAssignments', { method: 'POST', as: 'staff', headers: octet, body: bad })).status).toBe(403);
    const check = await t.json('/api/Members/OfficeAssignments', { method: 'POST', as: 'datamanager', headers: octet, body: bad });
    expect(check.status).toBe(200);
    expect(answerOf(OfficeAssignmentUploadResultDto, check.body).valid).toBe(false);
    expect(answerOf(OfficeAssignmentUploadResultDto, check.body).rows.map((r) => [r.row, r.error])).toEqual([
      [2, null],
      [3, 'Member 999999999 not found'],
      [4, `Member ${b} is already at office ${homeOfficeId}`],
    ]);
    const count = async () => (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM office_assignments')).rows[0].n;
    const before = await count();
    const refusedUpload = await t.json('/api/Members/OfficeAssignments?note=Bulk', {
      method: 'PUT',
      as: 'datamanager',
      headers: octet,
      body: bad,
    });
    expect(refusedUpload.body).toMatchObject({ valid: false, created: 0 });
    expect(await count()).toBe(before);

    const good = await xlsx([
      [a, otherOfficeId],
      [b, otherOfficeId],
    ]);
    const uploaded = await t.json('/api/Members/OfficeAssignments?note=Bulk&skipApproval=true', {
      method: 'PUT',
      as: 'datamanager',
      headers: octet,
      body: good,
    });
    expect(uploaded.body).toMatchObject({ valid: true, created: 2 });
    expect(await count()).toBe(before + 2);
    expect((await memberFlags(a)).officeId).toBe(otherOfficeId);
    expect((await memberFlags(b)).officeId).toBe(otherOfficeId);
    const { rows } = await db().query(
      'SELECT change_status, processed, approved FROM office_assignments WHERE member_id = ANY($1::int[])',
      [[a, b]],
    );
    expect(rows).toEqual([
      { change_status: 5, processed: true, approved: true },
      { change_status: 5, processed: true, approved: true },
    ]);
  });
});

describe('docs/approvals.md', () => {
  it('shows the transition tables exactly as the handlers use them', () => {
    const readme = readFileSync(new URL('../../docs/approvals.md', import.meta.url), 'utf8');
    expect(readme).toContain(renderTransitionTables());
  });
});
