/**
 * The member record routes against one in-process sandbox: every route answers its contract
 * shape, the seed is consistent with itself (logged calls have their communication, overview
 * admit/ER counts match the census rows, pending eligibility changes flag pendingTransition,
 * drop-in logs match the member flag), the rule failures (422), unknown records (404), the
 * caller-only outcome (403), and LogCall creating a communication.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALL_LIST_OUTREACH_PURPOSE, RED_BOX_REST_MESSAGE } from '@luminate/schema/constants';
import { FINAL_ELIGIBILITY_CHANGE_STATUSES } from '@luminate/schema/approvals';
import {
  CallListDto,
  DncLogDto,
  LoggedCallDto,
  MemberCallListHistoryDto,
  RedBoxErrorDto,
  routes,
  type RouteContract,
} from '@luminate/schema/rest';
import { localDay } from '../../sandbox/src/call-list/local-day.ts';
import { PERSONAS, type PersonaName } from '../../sandbox/src/seed/personas.ts';
import { startTestSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
const today = localDay(new Date());

const send = (method: string, body?: unknown) => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
});
const sql = async <T = Record<string, unknown>>(text: string, params?: unknown[]) => (await t.sandbox.db.query<T>(text, params)).rows;
const answerOf = (route: RouteContract) => ('json' in route.answer ? route.answer.json : z.never());

/** What a route answers, as its contract's JSON schema gives it. */
type AnswerOf<R> = R extends { answer: { json: infer S extends z.ZodType } } ? z.output<S> : never;

/** GET a route's path for a member and parse the answer with the route's own contract. */
async function get<R extends RouteContract>(route: R, memberId: number, as: PersonaName = 'superadmin'): Promise<AnswerOf<R>> {
  const { status, body } = await t.json(route.path.replace('{id}', String(memberId)), { as });
  expect(status, `${route.path} for ${memberId}`).toBe(200);
  return answerOf(route).parse(body) as AnswerOf<R>;
}

/** A matcher, typed as the value it stands for is (`unknown`): vitest declares it `any`. */
const anyNumber: unknown = expect.any(Number);

let rich: number; // a member with phones, addresses, an e-mail, census rows and a logged call

beforeAll(async () => {
  t = await startTestSandbox(0.05);
  const [row] = await sql<{ id: number }>(
    `SELECT m.id FROM members m
     WHERE m.email IS NOT NULL AND m.office_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM member_phones p WHERE p.member_id = m.id)
       AND EXISTS (SELECT 1 FROM hospital_census h WHERE h.member_id = m.id)
     ORDER BY m.id LIMIT 1`,
  );
  rich = row.id;
});

afterAll(async () => {
  await t?.sandbox.close();
});

describe('member record routes answer their contract', () => {
  it('every GET route of a member', async () => {
    const member = await get(routes.getMember, rich);
    expect(member).toMatchObject({ id: rich, market: { id: anyNumber }, payer: { id: anyNumber } });
    const [own] = await sql<{ address1: string; city: string }>('SELECT address1, city FROM members WHERE id = $1', [rich]);
    expect(member.activeAddress).toContain(own.address1);
    expect(member.activeAddress).toContain(own.city);

    for (const route of [
      routes.memberCareTeam,
      routes.memberOverview,
      routes.memberWeather,
      routes.memberAddresses,
      routes.memberPhones,
      routes.memberEmails,
      routes.memberCommunications,
      routes.memberHospitalCensus,
      routes.memberAppointments,
      routes.memberDropInLogs,
      routes.memberRedBoxErrors,
      routes.memberDncLogs,
    ]) {
      await get(route, rich);
    }
    expect((await get(routes.memberCareTeam, rich)).length).toBeGreaterThan(0);
    const reasons = await t.json(routes.dropInIneligibleReasons.path);
    expect(z.array(z.string()).min(1).parse(reasons.body)).toContain('Other');
  });

  it('the weather is the same for the same member on the same day', async () => {
    expect(await get(routes.memberWeather, rich)).toEqual(await get(routes.memberWeather, rich));
  });

  it('contact details come from the member: phones match the phone columns, the primary address is the member address', async () => {
    const [m] = await sql<{ home_phone: string | null; work_phone: string | null; mobile_phone: string | null; email: string }>(
      'SELECT home_phone, work_phone, mobile_phone, email FROM members WHERE id = $1',
      [rich],
    );
    const phones = (await get(routes.memberPhones, rich)) as Array<{ number: string; phoneNumberType: string }>;
    expect(phones.map((p) => p.number).sort()).toEqual([m.home_phone, m.work_phone, m.mobile_phone].filter(Boolean).sort());
    const emails = (await get(routes.memberEmails, rich)) as Array<{ address: string }>;
    expect(emails.map((e) => e.address)).toEqual([m.email]);
    const addresses = (await get(routes.memberAddresses, rich)) as Array<{ primary: boolean; active: boolean }>;
    expect(addresses[0]).toMatchObject({ primary: true, active: true });
  });

  it('404 for an unknown member on every member route', async () => {
    const unknown = 9_999_999;
    for (const route of Object.values(routes).filter((r) => r.method === 'GET' && r.path.startsWith('/api/Members/{id}/'))) {
      if (route === routes.memberCallListHistory) continue;
      const { status } = await t.json(route.path.replace('{id}', String(unknown)));
      expect(status, route.path).toBe(404);
    }
    expect((await t.json(`/api/Members/${unknown}`)).status).toBe(404);
    expect((await t.json(`/api/Members/${unknown}/RedBoxErrors`, send('POST'))).status).toBe(404);
  });
});

describe('the seed is consistent', () => {
  it('every logged call has its communication (purpose, caller, campaign)', async () => {
    const missing = await sql(
      `SELECT p.id FROM calls_popped p WHERE NOT EXISTS (
         SELECT 1 FROM communications c WHERE c.member_id = p.member_id AND c.communication_date = p.popped_time
           AND c.purpose = $1 AND c.campaign_id = p.campaign_id AND c.employee_id = p.employee_id)`,
      [CALL_LIST_OUTREACH_PURPOSE],
    );
    expect(missing).toEqual([]);
    const [popped] = await sql<{ member_id: number; campaign_id: number; employee_id: number }>(
      'SELECT member_id, campaign_id, employee_id FROM calls_popped ORDER BY id LIMIT 1',
    );
    const communications = (await get(routes.memberCommunications, popped.member_id)) as Array<Record<string, unknown>>;
    const employee = Object.values(PERSONAS).find((p) => p.employeeId === popped.employee_id);
    expect(communications).toContainEqual(
      expect.objectContaining({ purpose: CALL_LIST_OUTREACH_PURPOSE, campaignId: popped.campaign_id, employeeId: popped.employee_id }),
    );
    if (employee) expect(communications.find((c) => c.employeeId === employee.employeeId)?.fromPersonName).toBe(employee.displayName);
  });

  it('overview admit and ER counts equal the census rows in each window; the last admit is the latest row', async () => {
    const members = await sql<{ member_id: number }>(
      `SELECT member_id FROM hospital_census GROUP BY member_id ORDER BY count(*) DESC, member_id LIMIT 5`,
    );
    for (const { member_id } of members) {
      const census = (await get(routes.memberHospitalCensus, member_id)) as Array<{ admissionDate: string; wbType: string }>;
      const overview = (await get(routes.memberOverview, member_id)) as Record<string, unknown>;
      const within = (type: string, days: number) =>
        census.filter((c) => {
          const back = (Date.parse(today) - Date.parse(c.admissionDate)) / 86_400_000;
          return c.wbType === type && back >= 0 && back <= days;
        }).length;
      expect(overview).toMatchObject({
        acuteAdmitsLastMonth: within('Inpatient', 30),
        acuteAdmits3Months: within('Inpatient', 90),
        acuteAdmits12Months: within('Inpatient', 365),
        erVisitsLastMonth: within('ER', 30),
        erVisits3Months: within('ER', 90),
        erVisits12Months: within('ER', 365),
        lastAdmitDate: census[0].admissionDate,
        lastAdmitType: census[0].wbType,
      });
      expect((await get(routes.getMember, member_id)).lastAdmissionDt).toBe(census[0].admissionDate);
    }
  });

  it('a visible share of members had an admission in the last 30 days', async () => {
    const [{ share }] = await sql<{ share: number }>(
      `SELECT (count(DISTINCT member_id)::float / (SELECT count(*) FROM members)) AS share FROM hospital_census
       WHERE admission_date >= $1::date - 30`,
      [today],
    );
    expect(share).toBeGreaterThan(0.02);
  });

  it('a member with a pending eligibility change is pendingTransition', async () => {
    const pending = await sql<{ member_id: number }>(
      'SELECT member_id FROM eligibility_changes WHERE status <> ALL($1::text[]) ORDER BY id LIMIT 3',
      [FINAL_ELIGIBILITY_CHANGE_STATUSES],
    );
    expect(pending.length).toBeGreaterThan(0);
    for (const { member_id } of pending) expect((await get(routes.getMember, member_id)).pendingTransition).toBe(true);
  });

  it('drop-in logs agree with the member flag; every member has overview metrics', async () => {
    const disagree = await sql(
      `SELECT m.id FROM members m LEFT JOIN LATERAL (
         SELECT in_eligible FROM drop_in_logs l WHERE l.member_id = m.id ORDER BY change_dt DESC, id DESC LIMIT 1) last ON true
       WHERE m.dropin_ineligible <> COALESCE(last.in_eligible, false)`,
    );
    expect(disagree).toEqual([]);
    const [{ missing }] = await sql<{ missing: number }>(
      'SELECT count(*)::int AS missing FROM members m WHERE NOT EXISTS (SELECT 1 FROM member_metrics x WHERE x.member_id = m.id)',
    );
    expect(missing).toBe(0);
  });
});

describe('writes', () => {
  it('phone and e-mail validity: toggled for the member, 404 when not the member’s', async () => {
    const [phone] = await sql<{ id: number; valid: boolean }>(
      'SELECT id, valid FROM member_phones WHERE member_id = $1 ORDER BY id LIMIT 1',
      [rich],
    );
    const changed = await t.json(`/api/Members/${rich}/PhoneNumbers/${phone.id}`, send('PUT', { valid: !phone.valid }));
    expect(changed.status).toBe(200);
    expect(answerOf(routes.setPhoneValidity).parse(changed.body)).toMatchObject({ id: phone.id, valid: !phone.valid });
    const [other] = await sql<{ id: number }>('SELECT id FROM member_phones WHERE member_id <> $1 ORDER BY id LIMIT 1', [rich]);
    expect((await t.json(`/api/Members/${rich}/PhoneNumbers/${other.id}`, send('PUT', { valid: true }))).status).toBe(404);

    const [email] = await sql<{ id: number }>('SELECT id FROM member_emails WHERE member_id = $1', [rich]);
    const emailChanged = await t.json(`/api/Members/${rich}/Emails/${email.id}`, send('PUT', { valid: false }));
    expect(answerOf(routes.setEmailValidity).parse(emailChanged.body)).toMatchObject({ id: email.id, valid: false });
    const [otherEmail] = await sql<{ id: number }>('SELECT id FROM member_emails WHERE member_id <> $1 ORDER BY id LIMIT 1', [rich]);
    expect((await t.json(`/api/Members/${rich}/Emails/${otherEmail.id}`, send('PUT', { valid: true }))).status).toBe(404);
  });

  it('red box errors: reported, then 422 within the rest period', async () => {
    const [member] = await sql<{ id: number }>(
      `SELECT m.id FROM members m WHERE NOT EXISTS (SELECT 1 FROM red_box_errors r WHERE r.member_id = m.id) ORDER BY m.id LIMIT 1`,
    );
    const first = await t.json(`/api/Members/${member.id}/RedBoxErrors`, send('POST'));
    expect(first.status).toBe(200);
    expect(answerOf(routes.createRedBoxError).parse(first.body)).toMatchObject({ submittedById: PERSONAS.superadmin.employeeId });
    expect((await get(routes.getMember, member.id)).lastRedBoxErrorDt).toBe(RedBoxErrorDto.parse(first.body).dateOfError);
    expect(await t.json(`/api/Members/${member.id}/RedBoxErrors`, send('POST'))).toEqual({
      status: 422,
      body: { message: RED_BOX_REST_MESSAGE },
    });
    // A seeded member whose latest error is in the rest period is refused too.
    const [resting] = await sql<{ member_id: number }>(
      `SELECT member_id FROM red_box_errors WHERE date_of_error > now() - interval '3 days' AND member_id <> $1 ORDER BY id LIMIT 1`,
      [member.id],
    );
    if (resting) expect((await t.json(`/api/Members/${resting.member_id}/RedBoxErrors`, send('POST'))).status).toBe(422);
    expect((await get(routes.memberRedBoxErrors, member.id)).length).toBe(1);
  });

  it('drop-in: revoke needs a reason, restore a note; 422 when already in that state; the member flag follows', async () => {
    const [member] = await sql<{ id: number }>('SELECT id FROM members WHERE NOT dropin_ineligible ORDER BY id LIMIT 1');
    const post = (body: object) =>
      t.json('/api/Members/DropInLogs', send('POST', { memberId: member.id, note: null, reason: null, ...body }));
    expect((await post({ inEligible: true, reason: null })).status).toBe(422);
    expect((await post({ inEligible: false, note: 'Back' })).status).toBe(422);
    const revoked = await post({ inEligible: true, reason: 'Unsafe environment' });
    expect(revoked.status).toBe(200);
    expect(answerOf(routes.createDropInLog).parse(revoked.body)).toMatchObject({ memberId: member.id, inEligible: true });
    expect((await get(routes.getMember, member.id)).dropinIneligible).toBe(true);
    expect((await post({ inEligible: true, reason: 'Unsafe environment' })).status).toBe(422);
    expect((await post({ inEligible: false, note: '  ' })).status).toBe(422);
    const restored = await post({ inEligible: false, note: 'Member agreed' });
    expect(restored.body).toMatchObject({ inEligible: false, reason: 'Restore Eligibility', note: 'Member agreed' });
    expect((await get(routes.getMember, member.id)).dropinIneligible).toBe(false);
    const logs = (await get(routes.memberDropInLogs, member.id)) as Array<{ inEligible: boolean }>;
    expect(logs.slice(0, 2).map((l) => l.inEligible)).toEqual([false, true]);
    expect(
      (await t.json('/api/Members/DropInLogs', send('POST', { memberId: 9_999_999, inEligible: true, reason: 'Other', note: null })))
        .status,
    ).toBe(404);
  });

  it('eligibility inquiry: a ticket number; 422 without the detail its type needs', async () => {
    const [m] = await sql<{ aaneel_id: string }>('SELECT aaneel_id FROM members WHERE id = $1', [rich]);
    const body = {
      aaneelId: m.aaneel_id,
      subject: 'Eligibility inquiry',
      requestor: 'Sam Super',
      payer: 'Payer',
      inquiryType: 'Request Reattribution',
      detail: 'Member should not have termed',
      notes: 'Please check',
    };
    const sent = await t.json('/api/FreshService/EligibilityInquiryRequest', send('POST', body));
    expect(sent.status).toBe(200);
    expect(Number.isInteger(sent.body)).toBe(true);
    expect((await t.json('/api/FreshService/EligibilityInquiryRequest', send('POST', { ...body, detail: null }))).status).toBe(422);
    expect(
      (await t.json('/api/FreshService/EligibilityInquiryRequest', send('POST', { ...body, inquiryType: 'Other', detail: null }))).status,
    ).toBe(200);
  });

  it('member DNC logs are the member’s requests, newest first', async () => {
    const [row] = await sql<{ member_id: number }>('SELECT member_id FROM dnc_logs ORDER BY id LIMIT 1');
    const logs = z.array(DncLogDto).parse(await get(routes.memberDncLogs, row.member_id));
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => l.memberId === row.member_id)).toBe(true);
  });
});

describe('LogCall and the communication it creates', () => {
  it('a member called today shows the call; only its caller records the outcome', async () => {
    const list = await t.json('/api/Campaigns/123/CallList', { as: 'agent' });
    expect(list.status).toBe(200);
    const entry = CallListDto.parse(list.body).entries[0];
    const logged = await t.json(`/api/Campaigns/123/LogCall?memberId=${entry.memberId}`, { as: 'agent', method: 'POST' });
    expect(logged.status).toBe(200);
    const call = LoggedCallDto.parse(logged.body);

    const communications = (await get(routes.memberCommunications, entry.memberId)) as Array<Record<string, unknown>>;
    expect(communications[0]).toMatchObject({
      id: call.communicationId,
      communicationDate: call.poppedTime,
      purpose: CALL_LIST_OUTREACH_PURPOSE,
      fromPersonName: PERSONAS.agent.displayName,
      outCome: null,
      campaignId: 123,
      employeeId: PERSONAS.agent.employeeId,
    });
    expect(communications[0].campaignName).toEqual(expect.any(String));

    const path = `/api/Members/${entry.memberId}/Communications/${call.communicationId}`;
    const outcome = { outCome: 'Left voicemail', conversation: 'Will call back' };
    expect((await t.json(path, { as: 'superadmin', ...send('PUT', outcome) })).status).toBe(403);
    expect(
      (await t.json(path, { as: 'agent', ...send('PUT', { outCome: 'Not an outcome', conversation: null }) })).status,
    ).toBeGreaterThanOrEqual(400);
    const updated = await t.json(path, { as: 'agent', ...send('PUT', outcome) });
    expect(updated.status).toBe(200);
    expect(answerOf(routes.updateCommunication).parse(updated.body)).toMatchObject({ id: call.communicationId, ...outcome });
    // The overview counts the call as the latest outreach attempt; reaching the member, as the latest contact.
    const attempted = (await get(routes.memberOverview, entry.memberId)) as Record<string, unknown>;
    expect(attempted.outreachLastAttemptedDt).toBe(call.poppedTime);
    expect(attempted.outreachLastContactedDt).not.toBe(call.poppedTime);
    await t.json(path, { as: 'agent', ...send('PUT', { outCome: 'Reached member', conversation: null }) });
    const contacted = (await get(routes.memberOverview, entry.memberId)) as Record<string, unknown>;
    expect(contacted.outreachLastContactedDt).toBe(call.poppedTime);
    expect(
      (await t.json(`/api/Members/${rich}/Communications/${call.communicationId}`, { as: 'agent', ...send('PUT', outcome) })).status,
    ).toBe(404);
  });

  it('call list history without a campaign covers every campaign; with one, that campaign only', async () => {
    const [popped] = await sql<{ member_id: number; campaign_id: number }>(
      'SELECT member_id, campaign_id FROM calls_popped ORDER BY id LIMIT 1',
    );
    const all = await t.json(`/api/Members/${popped.member_id}/CallListHistory`, { as: 'staff' });
    expect(all.status).toBe(200);
    const history = MemberCallListHistoryDto.parse(all.body);
    expect(history.campaign).toBeNull();
    expect(new Set(history.history.map((h) => h.campaignId))).toContain(popped.campaign_id);
    expect(history.popped.some((p) => p.campaignId === popped.campaign_id)).toBe(true);
    const one = MemberCallListHistoryDto.parse(
      (await t.json(`/api/Members/${popped.member_id}/CallListHistory?campaignId=${popped.campaign_id}`, { as: 'calllistmanager' })).body,
    );
    expect(one.campaign?.campaignId).toBe(popped.campaign_id);
    expect(new Set(one.history.map((h) => h.campaignId))).toEqual(new Set([popped.campaign_id]));
    expect((await t.json(`/api/Members/9999999/CallListHistory`)).status).toBe(404);
  });
});
