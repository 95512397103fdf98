/**
 * Call-list filters against a real in-process sandbox: uploading a workbook built with exceljs
 * (raw .xlsx body), the 4xx answers for bad uploads, listing, deleting, the report, and the
 * change events the hub listens to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CallListDto, CallListFilterDto, FILTER_UPLOAD_MAX_BYTES } from '@luminate/schema/rest';
import type { PersonaName } from '../../sandbox/src/seed/personas.ts';
import type { CallListChange } from '../../sandbox/src/call-list/events.ts';
import { answerOf, messageOf, startTestSandbox, type TestSandbox } from './helpers.ts';
import { sheetOfXlsx, xlsxOf } from '../support/workbook.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestSandbox;
const events: CallListChange[] = [];
beforeAll(async () => {
  t = await startTestSandbox(0.05);
  t.sandbox.callListEvents.onChanged((c) => events.push(c));
});
afterAll(() => t?.sandbox.close());

function workbook(cells: Array<string | number>, header?: string): Promise<Buffer> {
  return xlsxOf([...(header ? [[header]] : []), ...cells.map((c) => [c, 'ignored column'])], { sheet: 'Ids' });
}

const upload = (query: string, body: Buffer | string, opts: { as?: PersonaName; type?: string } = {}) =>
  t.json(`/api/Members/CallListFilters?${query}`, {
    as: opts.as ?? 'calllistmanager',
    method: 'POST',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'content-type': opts.type ?? 'application/octet-stream' },
  });

const memberIds = async (n: number, offset = 0) =>
  (
    await t.sandbox.db.query<{ id: number; aaneel_id: string }>('SELECT id, aaneel_id FROM members ORDER BY id LIMIT $1 OFFSET $2', [
      n,
      offset,
    ])
  ).rows;

describe('creating a filter', () => {
  it('reads member ids and AaneelIds from the first column, with a header row, and tells every affected campaign', async () => {
    const members = await memberIds(4);
    events.length = 0;
    const res = await upload(
      'filterName=Spring%20exclusions',
      await workbook([members[0].id, members[1].id, members[2].aaneel_id, members[0].id], 'Member Id'),
      { type: XLSX },
    );
    expect(res.status).toBe(200);
    const filter = CallListFilterDto.parse(res.body);
    expect(filter).toMatchObject({
      filterName: 'Spring exclusions',
      addedBy: { fullName: 'Charlie Calls' },
      count: 3,
      campaignId: null,
      campaignName: null,
      isExclusive: false,
    });
    // A global filter changes every active campaign that is not exclusive (126 is).
    expect(events.map((e) => e.campaignId).sort()).toEqual([123, 124, 125]);
    expect(events.every((e) => e.reason === 'filters')).toBe(true);
    const stored = await t.sandbox.db.query<{ member_id: number }>(
      'SELECT member_id FROM call_list_filter_members fm JOIN call_list_filters f ON f.id = fm.filter_id WHERE f.name = $1 ORDER BY member_id',
      ['Spring exclusions'],
    );
    expect(stored.rows.map((r) => r.member_id)).toEqual(members.slice(0, 3).map((m) => m.id));
  });

  it('creates a targeted filter for one campaign', async () => {
    const members = await memberIds(2, 10);
    events.length = 0;
    const res = await upload(
      'filterName=Targeted%20extra&campaignId=124&isExclusive=true&sendToCreatio=false',
      await workbook(members.map((m) => m.id)),
    );
    expect(res.body).toMatchObject({ campaignId: 124, campaignName: 'Visit Confirmation – Houston', isExclusive: true, count: 2 });
    expect(events).toEqual([{ campaignId: 124, reason: 'filters' }]);
    const list = answerOf(CallListDto, (await t.json('/api/Campaigns/124/CallList')).body);
    expect(list.entries.every((e) => members.some((m) => m.id === e.memberId))).toBe(true);
    expect((await t.json('/api/Members/CallListFilters?id=Targeted%20extra', { as: 'calllistmanager', method: 'DELETE' })).status).toBe(
      200,
    );
  });

  it.each([
    ['a file that is not a workbook', () => Buffer.from('id\n100001\n'), 'The file is not an .xlsx workbook'],
    ['a workbook without ids', () => workbook([], 'Member Id'), 'The workbook lists no member ids (first column of the first sheet)'],
    ['text below the header', () => workbook([100001, 'Jane Doe'], 'Member Id'), 'Not a member id in column A, row 3'],
    ['unknown member ids', () => workbook([100001, 99999998, 99999999]), '2 member ids are not known: 99999998, 99999999'],
  ])('answers 422 for %s', async (_name, body, message) => {
    expect(await upload('filterName=Broken', await body())).toEqual({ status: 422, body: { message } });
  });

  it('refuses a taken name, an unknown campaign and an exclusive global filter', async () => {
    const book = await workbook([100001]);
    expect((await upload('filterName=spring%20EXCLUSIONS', book)).body).toEqual({
      message: 'A filter named "spring EXCLUSIONS" already exists',
    });
    expect((await upload('filterName=Other&campaignId=99999', book)).body).toEqual({ message: 'Unknown campaign: 99999' });
    expect((await upload('filterName=Other&isExclusive=true', book)).body).toEqual({
      message: 'Only a targeted (campaign) filter can be exclusive',
    });
  });

  it('answers 400 without a workbook body, 413 above the size cap, 403 without call-list-mgmt', async () => {
    const book = await workbook([100001]);
    const json = await upload('filterName=Json', JSON.stringify({ ids: [1] }), { type: 'application/json' });
    expect(json.status).toBe(400);
    expect(messageOf(json.body)).toMatch(/application\/octet-stream/);
    expect((await upload('', book)).status).toBe(400);
    const huge = await upload('filterName=Huge', Buffer.alloc(FILTER_UPLOAD_MAX_BYTES + 1));
    expect(huge).toEqual({ status: 413, body: { message: 'Request body too large' } });
    expect((await upload('filterName=Agent', book, { as: 'agent' })).status).toBe(403);
    expect((await t.json('/api/Members/CallListFilters', { as: 'staff' })).status).toBe(403);
  });
});

describe('listing, reporting and deleting', () => {
  it('lists global and targeted filters with their counts', async () => {
    const { status, body } = await t.json('/api/Members/CallListFilters', { as: 'calllistmanager' });
    expect(status).toBe(200);
    const filters = z.array(CallListFilterDto).parse(body);
    expect(filters.map((f) => f.filterName)).toEqual(
      expect.arrayContaining(['Spring exclusions', 'Legal hold – do not call', 'Hospice referrals', 'Diabetes care gaps – Q3']),
    );
    expect(filters.find((f) => f.filterName === 'Diabetes care gaps – Q3')).toMatchObject({ campaignId: 126, isExclusive: true });
    expect(filters.filter((f) => f.campaignId === null).every((f) => f.count > 0)).toBe(true);
  });

  it('exports every filtered member as a workbook', async () => {
    const res = await t.call('/api/Members/CallListFilterReport', { as: 'calllistmanager' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('FilteredMembers.xlsx');
    const sheet = await sheetOfXlsx(await res.arrayBuffer());
    expect(sheet.getRow(1).getCell(1).value).toBe('Filter Name');
    const [{ n }] = (await t.sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM call_list_filter_members')).rows as [
      { n: number },
    ];
    expect(sheet.rowCount).toBe(n + 1);
  });

  it('deletes a filter by name and tells the campaigns it applied to', async () => {
    events.length = 0;
    const res = await t.json('/api/Members/CallListFilters?id=Spring%20exclusions', { as: 'calllistmanager', method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ filterName: 'Spring exclusions', count: 3 });
    expect(events.map((e) => e.campaignId).sort()).toEqual([123, 124, 125]);
    expect((await t.json('/api/Members/CallListFilters?id=Spring%20exclusions', { as: 'calllistmanager', method: 'DELETE' })).status).toBe(
      404,
    );
  });
});
