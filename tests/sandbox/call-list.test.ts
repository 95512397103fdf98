/**
 * The day's list and its rules against a real in-process sandbox: scoring and drivers, the
 * eligibility rules, market scope, filters, the rest window, calls today, LogCall (event,
 * version, 422 on a second call), variable edits with a rescore, the reports and the dialer.
 * One test campaign scores the members of one neighborhood, so every rule can be seen on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CallHistoryRowDto,
  CallListBreakdownRowDto,
  CallListCountsDto,
  CallListDto,
  CallListScoreDto,
  CampaignDto,
  CampaignVariableDto,
  LoggedCallDto,
  MemberCallListHistoryDto,
} from '@luminate/schema/rest';
import type { CallListChange } from '../../sandbox/src/call-list/events.ts';
import { addDays, localDay } from '../../sandbox/src/call-list/local-day.ts';
import { PERSONAS } from '../../sandbox/src/seed/personas.ts';
import { answerOf, startTestSandbox, type TestSandbox } from './helpers.ts';
import { sheetOfXlsx, xlsxOf } from '../support/workbook.ts';

const HOUSTON = 920001625;
const DALLAS = 920001626;
const REST_DAYS = 5;

let t: TestSandbox;
let campaignId: number;
let office: string;
let genderVariableId: number;
const events: CallListChange[] = [];
const today = localDay(new Date());

const send = (method: string, body?: unknown) => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
});
const sql = async <T = Record<string, unknown>>(text: string, params?: unknown[]) => (await t.sandbox.db.query<T>(text, params)).rows;
const list = async (id = campaignId) => {
  const { status, body } = await t.json(`/api/Campaigns/${id}/CallList`, { as: 'calllistmanager' });
  expect(status).toBe(200);
  return CallListDto.parse(body);
};
const ids = async (id = campaignId) => (await list(id)).entries.map((e) => e.memberId);
const campaignInput = (marketId: number | null) => ({
  campaignName: 'Neighborhood check-ins',
  note: 'Every adult of one neighborhood',
  typeId: 1,
  marketId,
  daysUntilMemResurface: REST_DAYS,
  numAgentsAssigned: 10,
});

function workbook(memberIds: number[]): Promise<Buffer> {
  return xlsxOf([['Member Id'], ...memberIds.map((id) => [id])], { sheet: 'Members' });
}

async function uploadFilter(name: string, memberIds: number[], query = '') {
  const res = await t.json(`/api/Members/CallListFilters?filterName=${encodeURIComponent(name)}${query}`, {
    as: 'calllistmanager',
    method: 'POST',
    body: new Uint8Array(await workbook(memberIds)),
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const deleteFilter = (name: string) =>
  t.json(`/api/Members/CallListFilters?id=${encodeURIComponent(name)}`, { as: 'calllistmanager', method: 'DELETE' });

beforeAll(async () => {
  t = await startTestSandbox(0.05);
  t.sandbox.callListEvents.onChanged((change) => events.push(change));
  // The neighborhood of community 1.001 with the most members.
  [{ office }] = (await sql<{ office: string }>(
    `SELECT o.name AS office FROM offices o JOIN members m ON m.office_id = o.id
     WHERE o.community_id = '1.001' AND o.name <> '1.001.000' GROUP BY o.name ORDER BY count(*) DESC, o.name LIMIT 1`,
  )) as [{ office: string }];
  const created = await t.json('/api/Campaigns', { as: 'calllistmanager', ...send('POST', campaignInput(HOUSTON)) });
  campaignId = answerOf(CampaignDto, created.body).campaignId;
  // Adults of the neighborhood, men a little lower; a member elsewhere can only score 0 or less.
  const variables: Array<[number, string, number]> = [
    [10, office, 50],
    [9, 'M', -10],
    [8, '30', -100],
  ];
  for (const [optionId, value, points] of variables) {
    const v = await t.json('/api/Campaigns/Variables', { as: 'calllistmanager', ...send('POST', { campaignId, optionId, value, points }) });
    expect(v.status).toBe(200);
    if (optionId === 9) genderVariableId = answerOf(CampaignVariableDto, v.body).variableId;
  }
  const assigned = await t.json('/api/Campaigns/Assignments', {
    as: 'calllistmanager',
    ...send('POST', {
      campaignId,
      userId: PERSONAS.agent.employeeId,
      userName: 'Alex Agent',
      createdBy: 'Charlie Calls',
      createdDt: new Date().toISOString(),
    }),
  });
  expect(assigned.status).toBe(200);
});
afterAll(() => t?.sandbox.close());

describe('ranking', () => {
  it('sums the matching variables, drops members at 0 points or less, and names the strongest variable', async () => {
    const { entries, listDate, campaignId: id } = await list();
    expect(id).toBe(campaignId);
    expect(listDate).toBe(today);
    expect(entries.length).toBeGreaterThan(3);
    const facts = new Map(
      (
        await sql<{ id: number; gender: string; office: string; age: number }>(
          `SELECT m.id, m.gender, o.name AS office, date_part('year', age($2::date, m.dt_of_birth))::int AS age
       FROM members m JOIN offices o ON o.id = m.office_id WHERE m.id = ANY($1::int[])`,
          [entries.map((e) => e.memberId), today],
        )
      ).map((r) => [r.id, r]),
    );
    for (const e of entries) {
      const f = facts.get(e.memberId)!;
      expect(f.office).toBe(office);
      expect(f.age).toBeGreaterThanOrEqual(30);
      expect([e.points, e.primaryDriver]).toEqual([f.gender === 'M' ? 40 : 50, 'Office prefix']);
    }
    // Points descending, then member id.
    const order = [...entries].sort((a, b) => b.points - a.points || a.memberId - b.memberId);
    expect(entries.map((e) => e.memberId)).toEqual(order.map((e) => e.memberId));
    // Callable members under 30 exist in the neighborhood and score -50 or -60: not on the list.
    const young = await sql<{ id: number }>(
      `SELECT m.id FROM members m JOIN offices o ON o.id = m.office_id WHERE o.name = $1 AND m.eligible AND NOT m.dnc_phone
       AND date_part('year', age($2::date, m.dt_of_birth)) < 30`,
      [office, today],
    );
    expect(young.length).toBeGreaterThan(0);
    expect(entries.map((e) => e.memberId)).not.toContain(young[0].id);
  });

  it('names the matching variable with the most points as the primary driver', async () => {
    // Campaign 123: Unengaged +40, Payer Humana (1) +45.
    const { entries } = await list(123);
    const payers = new Map(
      (
        await sql<{ id: number; payer_id: number }>('SELECT id, payer_id FROM members WHERE id = ANY($1::int[])', [
          entries.map((e) => e.memberId),
        ])
      ).map((r) => [r.id, r.payer_id]),
    );
    const drivers = new Set(entries.map((e) => e.primaryDriver));
    expect(drivers).toEqual(new Set(['Payer', 'Unengaged']));
    for (const e of entries) expect(e.primaryDriver).toBe(payers.get(e.memberId) === 1 ? 'Payer' : 'Unengaged');
  });

  it('keeps ineligible, deceased, pending, do-not-call and phoneless members off', async () => {
    const [member] = await ids();
    const changes: Array<[string, string]> = [
      ['eligible = false', 'eligible = true'],
      ['term_dt = current_date', 'term_dt = NULL'],
      ['deceased_dt = current_date', 'deceased_dt = NULL'],
      ['pending_transition = true', 'pending_transition = false'],
      ['is_pending_dnc = true', 'is_pending_dnc = false'],
      ['dnc_phone = true', 'dnc_phone = false'],
    ];
    for (const [off, on] of changes) {
      await sql(`UPDATE members SET ${off} WHERE id = $1`, [member]);
      expect(await ids(), off).not.toContain(member);
      await sql(`UPDATE members SET ${on} WHERE id = $1`, [member]);
    }
    const [phones] = await sql('SELECT home_phone, work_phone, mobile_phone FROM members WHERE id = $1', [member]);
    await sql('UPDATE members SET home_phone = NULL, work_phone = NULL, mobile_phone = NULL WHERE id = $1', [member]);
    expect(await ids()).not.toContain(member);
    await sql('UPDATE members SET home_phone = $2, work_phone = $3, mobile_phone = $4 WHERE id = $1', [
      member,
      phones.home_phone,
      phones.work_phone,
      phones.mobile_phone,
    ]);
    expect(await ids()).toContain(member);
  });

  it("is limited to the campaign's market (none = every market)", async () => {
    const before = await ids();
    await t.json(`/api/Campaigns/${campaignId}`, { as: 'calllistmanager', ...send('PUT', campaignInput(DALLAS)) });
    expect(await ids()).toEqual([]);
    await t.json(`/api/Campaigns/${campaignId}`, { as: 'calllistmanager', ...send('PUT', campaignInput(null)) });
    expect(await ids()).toEqual(before);
    await t.json(`/api/Campaigns/${campaignId}`, { as: 'calllistmanager', ...send('PUT', campaignInput(HOUSTON)) });
    expect(await ids()).toEqual(before);
  });
});

describe('filters', () => {
  it('global filters take members off unless the campaign is exclusive; targeted filters are the whole list', async () => {
    const [a, b, c] = await ids();
    await uploadFilter('Test global', [a]);
    expect(await ids()).not.toContain(a);

    await uploadFilter('Test targeted exclusive', [a, b], `&campaignId=${campaignId}&isExclusive=true`);
    expect(
      answerOf(z.array(CampaignDto), (await t.json(`/api/Campaigns`)).body).find((x) => x.campaignId === campaignId)?.isExclusive,
    ).toBe(true);
    expect((await ids()).sort()).toEqual([a, b].sort());
    expect(await ids()).not.toContain(c);

    await deleteFilter('Test targeted exclusive');
    await uploadFilter('Test targeted', [a, b], `&campaignId=${campaignId}`);
    expect(await ids()).toEqual([b]);

    expect((await deleteFilter('Test targeted')).status).toBe(200);
    expect((await deleteFilter('Test global')).status).toBe(200);
    expect(await ids()).toEqual(expect.arrayContaining([a, b, c]));
  });
});

describe('call log rules', () => {
  it('rests a member called for the campaign for its rest days', async () => {
    const [, member] = await ids();
    const at = (day: string) =>
      sql<{ id: number }>(
        `INSERT INTO calls_popped (campaign_id, member_id, employee_id, popped_points, driver, popped_time, popped_day)
       VALUES ($1, $2, 12, 50, 'Office prefix', $3::date + time '10:00', $3::date) RETURNING id`,
        [campaignId, member, day],
      );
    const [row] = await at(addDays(today, -3));
    expect(await ids()).not.toContain(member);
    await sql('UPDATE calls_popped SET popped_day = $2::date WHERE id = $1', [row.id, addDays(today, -REST_DAYS)]);
    expect(await ids()).not.toContain(member);
    await sql('UPDATE calls_popped SET popped_day = $2::date WHERE id = $1', [row.id, addDays(today, -REST_DAYS - 1)]);
    const back = (await list()).entries.find((e) => e.memberId === member);
    expect(back?.lastCallAttempt).toEqual(expect.any(String));
    await sql('DELETE FROM calls_popped WHERE id = $1', [row.id]);
  });

  it('drops members called today for any campaign', async () => {
    const [, , member] = await ids();
    const [row] = await sql<{ id: number }>(
      `INSERT INTO calls_popped (campaign_id, member_id, employee_id, popped_points, driver, popped_time, popped_day)
       VALUES (124, $1, 14, 10, 'Engaged', now(), $2::date) RETURNING id`,
      [member, today],
    );
    expect(await ids()).not.toContain(member);
    await sql('DELETE FROM calls_popped WHERE id = $1', [row.id]);
    expect(await ids()).toContain(member);
  });
});

describe('LogCall', () => {
  it('removes the member, bumps the version, tells the hub, and refuses a second call', async () => {
    const before = await list();
    const member = before.entries[1];
    events.length = 0;
    const logged = await t.json(`/api/Campaigns/${campaignId}/LogCall?memberId=${member.memberId}`, { as: 'agent', method: 'POST' });
    expect(logged.status).toBe(200);
    expect(LoggedCallDto.parse(logged.body)).toMatchObject({
      campaignId,
      memberId: member.memberId,
      poppedPoints: member.points,
      primaryDriver: member.primaryDriver,
    });
    expect(events).toContainEqual({ campaignId, reason: 'call-logged' });
    const after = await list();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.entries.map((e) => e.memberId)).not.toContain(member.memberId);
    expect(after.entries).toHaveLength(before.entries.length - 1);

    expect(await t.json(`/api/Campaigns/${campaignId}/LogCall?memberId=${member.memberId}`, { as: 'agent', method: 'POST' })).toEqual({
      status: 422,
      body: { message: "Member is not on today's list" },
    });

    const history = z.array(CallHistoryRowDto).parse((await t.json('/api/Campaigns/CallsPopped', { as: 'agent' })).body);
    expect(history[0]).toMatchObject({
      campaignId,
      campaignName: 'Neighborhood check-ins',
      member: { id: member.memberId, office: { name: office } },
    });
  });

  it('also takes the member off the other lists they were on, and tells those subscribers', async () => {
    const mine = new Set(await ids());
    const shared = (await ids(123)).find((id) => mine.has(id));
    expect(shared).toBeDefined();
    const version123 = (await list(123)).version;
    events.length = 0;
    expect((await t.json(`/api/Campaigns/${campaignId}/LogCall?memberId=${shared}`, { as: 'agent', method: 'POST' })).status).toBe(200);
    expect(events).toEqual(
      expect.arrayContaining([
        { campaignId, reason: 'call-logged' },
        { campaignId: 123, reason: 'call-logged' },
      ]),
    );
    const list123 = await list(123);
    expect(list123.entries.map((e) => e.memberId)).not.toContain(shared);
    expect(list123.version).toBeGreaterThan(version123);
  });

  it('answers 404 for an unknown member and 422 for a member not on the list', async () => {
    expect((await t.json(`/api/Campaigns/${campaignId}/LogCall?memberId=99999999`, { as: 'agent', method: 'POST' })).status).toBe(404);
    const [{ id }] = (await sql<{ id: number }>(`SELECT id FROM members WHERE market_id = $1 ORDER BY id LIMIT 1`, [DALLAS])) as [
      { id: number },
    ];
    expect((await t.json(`/api/Campaigns/${campaignId}/LogCall?memberId=${id}`, { as: 'agent', method: 'POST' })).status).toBe(422);
  });
});

describe('variables and rescore', () => {
  it('an edited variable changes the list; a rescore answers the scores and pushes the list', async () => {
    const before = await list();
    const edited = await t.json(`/api/Campaigns/Variables/${genderVariableId}`, {
      as: 'calllistmanager',
      ...send('PUT', { campaignId, optionId: 9, value: 'F', points: -20 }),
    });
    expect(edited.status).toBe(200);
    events.length = 0;
    const rescored = await t.json(`/api/Campaigns/Rescore?campaignId=${campaignId}`, { as: 'calllistmanager', method: 'POST' });
    expect(rescored.status).toBe(200);
    const scores = z.array(CallListScoreDto).parse(rescored.body);
    expect(scores.map((s) => s.points)).toEqual([...scores.map((s) => s.points)].sort((a, b) => b - a));
    expect(scores[0]).toMatchObject({ points: 50, primaryDriver: 'Office prefix' });
    expect(scores.at(-1)!.points).toBeLessThanOrEqual(0);
    expect(events).toEqual([{ campaignId, reason: 'rescored' }]);

    const after = await list();
    expect(after.version).toBeGreaterThan(before.version);
    const genders = new Map(
      (
        await sql<{ id: number; gender: string }>('SELECT id, gender FROM members WHERE id = ANY($1::int[])', [
          after.entries.map((e) => e.memberId),
        ])
      ).map((r) => [r.id, r.gender]),
    );
    for (const e of after.entries) expect(e.points).toBe(genders.get(e.memberId) === 'F' ? 30 : 50);
  });

  it('exports the scores as a workbook', async () => {
    const res = await t.call(`/api/Campaigns/CallListScores?campaignId=${campaignId}`, { as: 'calllistmanager' });
    expect(res.status).toBe(200);
    const sheet = await sheetOfXlsx(await res.arrayBuffer());
    expect(sheet.getRow(1).values).toEqual([undefined, 'AaneelId', 'Member Name', 'Points', 'Primary Driver']);
    expect(sheet.rowCount).toBeGreaterThan(2);
  });
});

describe('reports', () => {
  it('counts split the market; the breakdown adds up to the list', async () => {
    const current = await list();
    const counts = CallListCountsDto.parse((await t.json(`/api/Campaigns/${campaignId}/CallListCounts`, { as: 'calllistmanager' })).body);
    const [{ n }] = (await sql<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE market_id = $1', [HOUSTON])) as [{ n: number }];
    expect(counts.listSize).toBe(current.entries.length);
    expect(counts.wasCalled).toBe(2);
    expect(counts.wasCalled + counts.listSize + counts.ineligMembers + counts.ineligMembers0score).toBe(n);

    const rows = z
      .array(CallListBreakdownRowDto)
      .parse((await t.json(`/api/Campaigns/CallListBreakdown?campaignId=${campaignId}`, { as: 'calllistmanager' })).body);
    const sum = (f: (r: CallListBreakdownRowDto) => number) => rows.reduce((a, r) => a + f(r), 0);
    // Today's opening list = yesterday's members + new additions = what is left + the two called.
    expect(sum((r) => r.numEligibleMembers)).toBe(current.entries.length + 2);
    expect(sum((r) => r.onListYesterday + r.newAdditionsToList)).toBe(current.entries.length + 2);
    expect(sum((r) => r.numCalledToday)).toBe(2);
    // The time gates hold the members still to call.
    expect(sum((r) => r.earlyMorningTimeGate + r.earlyAfternoonTimeGate + r.afternoonTimeGate + r.eveningTimeGate)).toBe(
      current.entries.length,
    );
    expect(rows.map((r) => r.community)).toEqual(['1.001']);
  });

  it("shows a member's list history with the reason they are off today", async () => {
    const [called] = await sql<{ member_id: number }>('SELECT member_id FROM calls_popped WHERE campaign_id = $1 ORDER BY id LIMIT 1', [
      campaignId,
    ]);
    const { status, body } = await t.json(`/api/Members/${called.member_id}/CallListHistory?campaignId=${campaignId}`, { as: 'agent' });
    expect(status).toBe(200);
    const history = MemberCallListHistoryDto.parse(body);
    expect(history.campaign).toEqual({ campaignId, campaignName: 'Neighborhood check-ins' });
    expect(history.history).toHaveLength(14);
    expect(history.history[0]).toMatchObject({ listDate: today, reason: 'already called today' });
    expect(history.history[1]).toMatchObject({ listDate: addDays(today, -1), reason: null });
    expect(history.popped[0]).toMatchObject({ poppedCampaign: 'Neighborhood check-ins' });
  });
});

describe('dialer', () => {
  it('resets exhausted members of an Outreach-Dialer campaign only', async () => {
    expect(
      await t.json(
        `/api/NiceIntegration/Contacts/SetDailerStatus?status=${encodeURIComponent('Ready for Dialer - Previously Exhausted')}&campaignId=${campaignId}`,
        { as: 'calllistmanager', method: 'POST' },
      ),
    ).toEqual({ status: 422, body: { message: 'Only Outreach-Dialer campaigns have exhausted members' } });
    const exhausted = (await sql<{ member_id: number }>('SELECT member_id FROM dialer_exhausted_members WHERE campaign_id = 125')).map(
      (r) => r.member_id,
    );
    expect(exhausted.length).toBeGreaterThan(0);
    const before = await ids(125);
    for (const id of exhausted) expect(before).not.toContain(id);
    events.length = 0;
    const reset = await t.json(
      `/api/NiceIntegration/Contacts/SetDailerStatus?status=${encodeURIComponent('Ready for Dialer - Previously Exhausted')}&campaignId=125`,
      { as: 'calllistmanager', method: 'POST' },
    );
    expect(reset).toEqual({ status: 200, body: { campaignId: 125, membersReset: exhausted.length } });
    expect(events).toEqual([{ campaignId: 125, reason: 'dialer-reset' }]);
    expect(await ids(125)).toEqual(expect.arrayContaining(exhausted));
  });

  it('exhausts a member after the third dialer call', async () => {
    const member = (await ids(125)).at(-1)!;
    for (const daysAgo of [10, 8]) {
      await sql(
        `INSERT INTO calls_popped (campaign_id, member_id, employee_id, popped_points, driver, popped_time, popped_day)
        VALUES (125, $1, 1, 60, 'Community adjustment', $2::date + time '11:00', $2::date)`,
        [member, addDays(today, -daysAgo)],
      );
    }
    expect((await t.json(`/api/Campaigns/125/LogCall?memberId=${member}`, { as: 'superadmin', method: 'POST' })).status).toBe(200);
    expect(await sql('SELECT 1 FROM dialer_exhausted_members WHERE campaign_id = 125 AND member_id = $1', [member])).toHaveLength(1);
  });
});
