/**
 * Call-list filters through the gateway, against the real sandbox: the listing, the .xlsx upload
 * route (a workbook written with exceljs; the size cap, non-workbooks and bad names refused before
 * anything reaches the Care API; the Care API's own refusals passed on), deleting and the report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_UPLOAD_MAX_BYTES } from '@luminate/schema/rest';
import { startStack, type Stack } from '../support/stack.ts';
import { membersWorkbook, postUpload, XLSX } from '../support/uploads.ts';
import { careApiRequestsDuring, dataOf, download, errorCode } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;
let memberIds: number[];

beforeAll(async () => {
  stack = await startStack();
  dataOf(
    await stack.gql(
      'calllistmanager',
      graphql(`
        query CallListFiltersCallListFilters {
          callListFilters {
            id
          }
        }
      `),
    ),
  );
  const { rows } = await stack.db.query<{ id: number }>('select id from members order by id limit 5');
  memberIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await stack?.close();
});

function upload(persona: string | null, query: Record<string, string>, body: Buffer, contentType = XLSX) {
  return postUpload(stack, persona, '/files/uploads/call-list-filters', query, body, contentType);
}

/** Runs an upload and answers it with the Care API writes it caused. */
async function uploadCounting(...args: Parameters<typeof upload>) {
  const { result, requests } = await careApiRequestsDuring(stack, () => upload(...args));
  return { ...result, writes: requests.filter((r) => r.method !== 'GET') };
}

describe('call-list filters', () => {
  it('lists global and targeted filters', async () => {
    const { callListFilters } = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          query CallListFiltersCallListFilters2 {
            callListFilters {
              id
              name
              addedBy
              addedAt
              memberCount
              campaignId
              campaignName
              isExclusive
              isGlobal
            }
          }
        `),
      ),
    );
    const global = callListFilters.filter((f) => f.isGlobal);
    const targeted = callListFilters.filter((f) => !f.isGlobal);
    expect(global.length).toBeGreaterThan(0);
    expect(global.every((f) => f.campaignId === null && f.id === f.name)).toBe(true);
    expect(targeted.find((f) => f.campaignId === '126')).toMatchObject({ isExclusive: true, addedBy: 'Charlie Calls' });
    expect(targeted.every((f) => f.campaignName)).toBe(true);
    expect(
      errorCode(
        await stack.gql(
          'agent',
          graphql(`
            query CallListFiltersCallListFilters3 {
              callListFilters {
                id
              }
            }
          `),
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('uploads a workbook of member ids as a new global filter', async () => {
    const bytes = await membersWorkbook([['MemberId'], ...memberIds.map((id) => [id])]);
    const res = await upload('calllistmanager', { filterName: 'Gateway upload test' }, bytes);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 'Gateway upload test',
      name: 'Gateway upload test',
      addedBy: 'Charlie Calls',
      memberCount: memberIds.length,
      campaignId: null,
      campaignName: null,
      isExclusive: false,
      isGlobal: true,
    });
    expect(Date.now() - Date.parse(String(res.body.addedAt))).toBeLessThan(60_000);

    const { callListFilters } = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          query CallListFiltersCallListFilters4 {
            callListFilters {
              id
              name
              addedBy
              addedAt
              memberCount
              campaignId
              campaignName
              isExclusive
              isGlobal
            }
          }
        `),
      ),
    );
    expect(callListFilters.find((f) => f.id === 'Gateway upload test')).toEqual(res.body);
  });

  it("passes on the Care API's refusal of a taken name", async () => {
    const res = await upload('calllistmanager', { filterName: 'Gateway upload test' }, await membersWorkbook([[memberIds[0]]]));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('UNPROCESSABLE');
    expect(res.body.message).toBeTruthy();
  });

  it('refuses a body beyond the cap with 413 without forwarding it', async () => {
    const res = await uploadCounting('calllistmanager', { filterName: 'Too big' }, Buffer.alloc(FILTER_UPLOAD_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/larger than 5 MB/);
    expect(res.writes).toEqual([]);
  });

  it('refuses a file that is not a workbook without forwarding it', async () => {
    const res = await uploadCounting('calllistmanager', { filterName: 'Not a workbook' }, Buffer.from(memberIds.join('\n')));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please enter a .xlsx file', code: 'BAD_USER_INPUT' });
    expect(res.writes).toEqual([]);

    const form = await uploadCounting(
      'calllistmanager',
      { filterName: 'Form post' },
      Buffer.from('a=b'),
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(415);
    expect(form.writes).toEqual([]);
  });

  it('requires a filter name and a well-formed campaign id', async () => {
    const bytes = await membersWorkbook([[memberIds[0]]]);
    const missing = await uploadCounting('calllistmanager', {}, bytes);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Filter name is required', code: 'BAD_USER_INPUT' });
    const blank = await uploadCounting('calllistmanager', { filterName: '   ' }, bytes);
    expect(blank.body.message).toBe('Filter name is required');
    const badCampaign = await uploadCounting('calllistmanager', { filterName: 'x', campaignId: 'abc' }, bytes);
    expect(badCampaign.status).toBe(400);
    expect(badCampaign.body.message).toBe('campaignId must be a campaign id');
    const noCampaign = await uploadCounting('calllistmanager', { filterName: 'x', campaignId: '0' }, bytes);
    expect(noCampaign.body).toEqual({ message: 'campaignId must be a campaign id', code: 'BAD_USER_INPUT' });
    expect([missing, blank, badCampaign, noCampaign].flatMap((r) => r.writes)).toEqual([]);
  });

  it('keeps uploads to call-list managers', async () => {
    const bytes = await membersWorkbook([[memberIds[0]]]);
    const res = await uploadCounting('agent', { filterName: 'Agent filter' }, bytes);
    expect(res.status).toBe(403);
    expect(res.writes).toEqual([]);
    expect((await upload(null, { filterName: 'Anonymous' }, bytes)).status).toBe(401);
  });

  it('deletes a filter by name and answers the remaining filters', async () => {
    const { deleteCallListFilter } = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CallListFiltersDeleteCallListFilter($id: ID!) {
            deleteCallListFilter(id: $id) {
              id
              name
              addedBy
              addedAt
              memberCount
              campaignId
              campaignName
              isExclusive
              isGlobal
            }
          }
        `),
        {
          id: 'Gateway upload test',
        },
      ),
    );
    expect(deleteCallListFilter.map((f) => f.id)).not.toContain('Gateway upload test');
    expect(deleteCallListFilter.length).toBeGreaterThan(0);
    const again = await stack.gql(
      'calllistmanager',
      graphql(`
        mutation CallListFiltersDeleteCallListFilter2 {
          deleteCallListFilter(id: "Gateway upload test") {
            id
          }
        }
      `),
    );
    expect(['NOT_FOUND', 'UNPROCESSABLE']).toContain(errorCode(again));
  });

  it('downloads the filtered members workbook for call-list managers only', async () => {
    const file = await download(stack, 'calllistmanager', '/files/call-list-filter-report');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.body.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await download(stack, 'agent', '/files/call-list-filter-report')).status).toBe(403);
  });
});
