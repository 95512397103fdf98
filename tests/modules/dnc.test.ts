/**
 * The DNC dashboard through the gateway, against the real sandbox: the three tabs (tab
 * conditions, paging, filters, sort, page sizes), assigned employees and viewerCan for the
 * personas on seeded rows, the upstream cost of a page (20 rows = 160 rows), every mutation
 * refused to a persona without the right (FORBIDDEN, row unchanged, no PUT), rule failures
 * (BAD_USER_INPUT, no PUT), the decisions with their tab counts, and the report download.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DNC_TABS } from '@luminate/schema/approvals';
import { startStack, type Stack, type VariablesOf } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, download, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';
import type { TypedDocumentString } from '../generated/graphql.ts';

const PERSONA_OFFICE = '1.001.001';
const CD_EMPLOYEE = 5;
const OM_EMPLOYEE = 3;

let stack: Stack;
let personaOfficeId: number;

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.1 });
  const { rows } = await stack.db.query<{ id: number }>(
    `SELECT o.id FROM offices o JOIN market_assignments a ON a.office_id = o.id AND a.employee_id = 4 WHERE o.name = $1`,
    [PERSONA_OFFICE],
  );
  personaOfficeId = rows[0].id;
  dataOf(
    await stack.gql(
      'dncmanager',
      graphql(`
        query DncDncTabCounts {
          dncTabCounts {
            tab
            count
          }
        }
      `),
    ),
  );
});
afterAll(async () => {
  await stack?.close();
});

// A request row with the fields the dashboard's table and dialogs read: listed by a tab and answered by
// each decision. (A fragment is a definition only: the documents that spread it carry it.)
graphql(`
  fragment DncTestDncRequest on DncRequest {
    id
    memberId
    reasonId
    reason
    requestedAt
    note
    approvalType
    approved
    result
    handledAt
    handlerNote
    isReturn
    tab
    member {
      id
      aaneelId
      fullName
      officeId
      officeName
      marketId
      nextAppointmentAt
    }
    requestedBy {
      id
      fullName
    }
    handledBy {
      id
      fullName
    }
    assignedEmployees {
      id
      fullName
    }
    viewerCan {
      approve
      reject
    }
  }
`);
// A decision's answer: the request after it and the tabs' counts.
graphql(`
  fragment DncTestDncDecisionResult on DncDecisionResult {
    request {
      ...DncTestDncRequest
    }
    tabCounts {
      tab
      count
    }
  }
`);

const PAGE = graphql(`
  query DncDncRequests($tab: DncTab!, $filters: [DncRequestFilter!], $sort: [DncRequestSort!], $skip: Int, $take: Int) {
    dncRequests(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {
      totalCount
      nodes {
        ...DncTestDncRequest
      }
    }
  }
`);

const page = async (persona: string, tab: VariablesOf<typeof PAGE>['tab'], args: Omit<VariablesOf<typeof PAGE>, 'tab'> = {}) =>
  dataOf(await stack.gql(persona, PAGE, { tab, ...args })).dncRequests;

const DECIDE = {
  approveDncRequest: graphql(`
    mutation DncApprove($input: DncDecisionInput!) {
      approveDncRequest(input: $input) {
        ...DncTestDncDecisionResult
      }
    }
  `),
  rejectDncRequest: graphql(`
    mutation DncReject($input: DncDecisionInput!) {
      rejectDncRequest(input: $input) {
        ...DncTestDncDecisionResult
      }
    }
  `),
};
type Decision = keyof typeof DECIDE;
/** Either decision's document, for checks that read only the answer's errors. */
const decide = (name: Decision): TypedDocumentString<unknown, VariablesOf<typeof DECIDE.approveDncRequest>> => DECIDE[name];

interface LogRow {
  approved: boolean | null;
  handled_by_id: number | null;
  handler_note: string | null;
}
const dbLog = async (id: number | string) =>
  (await stack.db.query<LogRow>('SELECT approved, handled_by_id, handler_note FROM dnc_logs WHERE id = $1', [Number(id)])).rows[0];

const dbCount = async (where: string) =>
  (await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM dnc_logs WHERE ${where}`)).rows[0].n;

const puts = (requests: Array<{ method: string }>) => requests.filter((r) => r.method !== 'GET');

/** A pending row of the tab at the personas' neighborhood. */
async function personaRow(tab: 'CD' | 'OM', persona = 'dncmanager') {
  const { nodes } = await page(persona, tab, {
    filters: [{ field: 'OFFICE_ID', matchMode: 'EQUALS', value: String(personaOfficeId) }],
    take: 160,
  });
  expect(nodes.length).toBeGreaterThan(0);
  return nodes;
}

describe('DNC tabs', () => {
  it('lists pending Cd, pending Om and handled requests, each with its total', async () => {
    const [cd, om, history] = await Promise.all([
      page('dncmanager', 'CD', { take: 160 }),
      page('dncmanager', 'OM', { take: 160 }),
      page('dncmanager', 'HISTORY', { take: 160 }),
    ]);
    expect(cd.totalCount).toBe(await dbCount(`approved IS NULL AND approval_type = 'Cd'`));
    expect(om.totalCount).toBe(await dbCount(`approved IS NULL AND approval_type = 'Om'`));
    expect(history.totalCount).toBe(await dbCount('approved IS NOT NULL'));
    expect(cd.totalCount).toBeGreaterThan(0);
    expect(om.totalCount).toBeGreaterThan(0);
    expect(cd.nodes.every((r) => r.approvalType === 'CD' && r.approved === null && r.tab === 'CD' && r.result === 'Pending')).toBe(true);
    expect(om.nodes.every((r) => r.approvalType === 'OM' && r.approved === null && r.tab === 'OM')).toBe(true);
    expect(
      history.nodes.every((r) => r.approved !== null && r.tab === 'HISTORY' && r.result === (r.approved ? 'Approved' : 'Declined')),
    ).toBe(true);
    // History holds Skip rows too: dnc-mgmt requests processed at once.
    expect(await dbCount(`approval_type = 'Skip' AND approved IS NOT NULL`)).toBeGreaterThan(0);
    expect(history.nodes.some((r) => r.approvalType === 'SKIP') || history.totalCount > 160).toBe(true);
  });

  it('orders pending tabs oldest request first and History newest decision first', async () => {
    const cd = (await page('dncmanager', 'CD', { take: 160 })).nodes.map((r) => r.requestedAt);
    expect(cd).toEqual([...cd].sort());
    const handled = (await page('dncmanager', 'HISTORY', { take: 160 })).nodes.map((r) => r.handledAt);
    expect(handled).toEqual([...handled].sort().reverse());
  });

  it('resolves reason, return flag, member and employees from the same page', async () => {
    const { nodes } = await page('dncmanager', 'HISTORY', { take: 40 });
    for (const r of nodes) {
      expect(r.reason).not.toMatch(/^Reason /);
      // The reason's id is an ID: whole-number text, 19 (Returned DNC) for every return.
      expect(r.reasonId).toMatch(/^\d+$/);
      if (r.isReturn) expect(r.reasonId).toBe('19');
      expect(typeof r.isReturn).toBe('boolean');
      expect(r.member.id).toBe(r.memberId);
      expect(r.member.fullName).toBeTruthy();
      expect(r.requestedBy?.fullName).toBeTruthy();
      expect(r.handledBy?.fullName).toBeTruthy();
      expect(r.handledAt).toBeTruthy();
    }
  });

  it('pages without overlap and filters and sorts on member columns', async () => {
    const all = await page('dncmanager', 'HISTORY', { take: 40 });
    const first = await page('dncmanager', 'HISTORY', { take: 20 });
    const second = await page('dncmanager', 'HISTORY', { take: 20, skip: 20 });
    expect([...first.nodes, ...second.nodes].map((r) => r.id)).toEqual(all.nodes.map((r) => r.id));

    const name = all.nodes[0].member.fullName;
    const part = name.split(' ')[0].slice(0, 4);
    const filtered = await page('dncmanager', 'HISTORY', {
      filters: [{ field: 'MEMBER_NAME', matchMode: 'CONTAINS', value: part }],
      take: 160,
    });
    expect(filtered.nodes.length).toBeGreaterThan(0);
    expect(filtered.nodes.every((r) => r.member.fullName.toLowerCase().includes(part.toLowerCase()))).toBe(true);

    const atOffice = await personaRow('CD');
    expect(atOffice.every((r) => r.member.officeId === String(personaOfficeId) && r.member.officeName === PERSONA_OFFICE)).toBe(true);

    const sorted = (await page('dncmanager', 'HISTORY', { sort: [{ field: 'MEMBER_NAME', direction: 'ASC' }], take: 80 })).nodes;
    // Same ordering in the same database (its collation), ties broken by the History default.
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT l.id FROM dnc_logs l JOIN members m ON m.id = l.member_id WHERE l.approved IS NOT NULL
       ORDER BY m.first_name || ' ' || m.last_name, l.handled_dt DESC, l.id DESC LIMIT 80`,
    );
    expect(sorted.map((r) => Number(r.id))).toEqual(rows.map((r) => r.id));
  });

  it('refuses page sizes other than 20, 40, 80 and 160', async () => {
    const res = await stack.gql('dncmanager', PAGE, { tab: 'CD', take: 50 });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(errorMessage(res)).toMatch(/20, 40, 80, 160/);
  });

  it('costs the same upstream requests for 20 rows as for 160', async () => {
    const total = (await page('dncmanager', 'HISTORY')).totalCount;
    const twenty = await careApiRequestsDuring(stack, () => page('cd', 'HISTORY', { take: 20 }));
    const oneSixty = await careApiRequestsDuring(stack, () => page('cd', 'HISTORY', { take: 160 }));
    expect(oneSixty.result.nodes.length).toBe(Math.min(160, total));
    expect(oneSixty.requests.length).toBe(twenty.requests.length);
    const pending = await careApiRequestsDuring(stack, () => page('cd', 'CD', { take: 160 }));
    // The page, the viewer's employee record when needed, and ONE office-links request for every row.
    expect(pending.requests.filter((r) => r.path.startsWith('/api/Offices/AssignmentLinks'))).toHaveLength(1);
    expect(pending.requests.filter((r) => r.path.startsWith('/odata/'))).toHaveLength(1);
  });
});

describe('assigned employees and viewerCan', () => {
  it("assigns pending Cd rows to the CD and Om rows to the OM of the member's office", async () => {
    const cdRows = await personaRow('CD');
    for (const r of cdRows) expect(r.assignedEmployees.map((e) => Number(e.id))).toContain(CD_EMPLOYEE);
    const omRows = await personaRow('OM');
    for (const r of omRows) expect(r.assignedEmployees.map((e) => Number(e.id))).toContain(OM_EMPLOYEE);
    const history = await page('dncmanager', 'HISTORY', { take: 20 });
    expect(history.nodes.every((r) => r.assignedEmployees.length === 0)).toBe(true);
  });

  it('lets the assigned CD decide Cd rows only, the OM Om rows only, dnc-mgmt both, staff neither', async () => {
    const can = async (persona: string, tab: 'CD' | 'OM') => (await personaRow(tab, persona)).map((r) => r.viewerCan);
    expect((await can('cd', 'CD')).every((c) => c.approve && c.reject)).toBe(true);
    expect((await can('cd', 'OM')).every((c) => !c.approve && !c.reject)).toBe(true);
    expect((await can('opsmanager', 'OM')).every((c) => c.approve && c.reject)).toBe(true);
    expect((await can('opsmanager', 'CD')).every((c) => !c.approve && !c.reject)).toBe(true);
    expect((await can('dncmanager', 'CD')).every((c) => c.approve && c.reject)).toBe(true);
    expect((await can('dncmanager', 'OM')).every((c) => c.approve && c.reject)).toBe(true);
    expect((await can('staff', 'CD')).every((c) => !c.approve && !c.reject)).toBe(true);
    expect((await can('staff', 'OM')).every((c) => !c.approve && !c.reject)).toBe(true);
  });

  it('lets nobody decide a handled request', async () => {
    for (const persona of ['dncmanager', 'cd', 'opsmanager']) {
      const { nodes } = await page(persona, 'HISTORY', { take: 20 });
      expect(nodes.every((r) => !r.viewerCan.approve && !r.viewerCan.reject)).toBe(true);
    }
  });

  it('answers one request by id', async () => {
    const [row] = await personaRow('CD');
    const { dncRequest } = dataOf(
      await stack.gql(
        'cd',
        graphql(`
          query DncDncRequest($id: ID!) {
            dncRequest(id: $id) {
              ...DncTestDncRequest
            }
          }
        `),
        { id: row.id },
      ),
    );
    expect(dncRequest).toEqual(row);
    expect(
      dataOf(
        await stack.gql(
          'cd',
          graphql(`
            query DncDncRequest2 {
              dncRequest(id: "999999") {
                id
              }
            }
          `),
        ),
      ).dncRequest,
    ).toBeNull();
  });
});

describe('decisions', () => {
  it('refuses every decision to a persona without the right: FORBIDDEN, no PUT, row unchanged', async () => {
    const [cdRow] = await personaRow('CD');
    const [omRow] = await personaRow('OM');
    const attempts: Array<[string, Decision, { id: string }]> = [
      ['staff', 'approveDncRequest', cdRow],
      ['staff', 'rejectDncRequest', cdRow],
      ['opsmanager', 'approveDncRequest', cdRow],
      ['opsmanager', 'rejectDncRequest', cdRow],
      ['cd', 'approveDncRequest', omRow],
      ['cd', 'rejectDncRequest', omRow],
      ['app', 'approveDncRequest', cdRow],
    ];
    for (const [persona, mutation, row] of attempts) {
      const before = await dbLog(row.id);
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql(persona, decide(mutation), { input: { id: row.id, handlerNote: 'Reviewed' } }),
      );
      expect(errorCode(result), `${persona} ${mutation}`).toBe('FORBIDDEN');
      expect(puts(requests)).toEqual([]);
      expect(await dbLog(row.id)).toEqual(before);
    }

    for (const persona of ['cd', 'opsmanager', 'staff']) {
      const pendingBefore = await dbCount('approved IS NULL');
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql(
          persona,
          graphql(`
            mutation DncApproveAllPendingDncRequests {
              approveAllPendingDncRequests(input: { handlerNote: "All fine" }) {
                approvedCount
              }
            }
          `),
        ),
      );
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(puts(requests)).toEqual([]);
      expect(await dbCount('approved IS NULL')).toBe(pendingBefore);
    }
  });

  it('refuses a decision without a handler note: BAD_USER_INPUT, no PUT', async () => {
    const [row] = await personaRow('CD');
    for (const mutation of ['approveDncRequest', 'rejectDncRequest'] as const) {
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql('cd', decide(mutation), { input: { id: row.id, handlerNote: '   ' } }),
      );
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(errorMessage(result)).toBe('Handler note is required');
      expect(puts(requests)).toEqual([]);
    }
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'dncmanager',
        graphql(`
          mutation DncApproveAllPendingDncRequests2 {
            approveAllPendingDncRequests(input: { handlerNote: "" }) {
              approvedCount
            }
          }
        `),
      ),
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(puts(requests)).toEqual([]);
  });

  it('the assigned CD approves: the row moves to History and the counts follow', async () => {
    const [row] = await personaRow('CD');
    const before = dataOf(
      await stack.gql(
        'cd',
        graphql(`
          query DncDncTabCounts2 {
            dncTabCounts {
              tab
              count
            }
          }
        `),
      ),
    ).dncTabCounts;
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('cd', DECIDE.approveDncRequest, { input: { id: row.id, handlerNote: 'Reviewed; approved' } }),
    );
    const { request, tabCounts } = dataOf(result).approveDncRequest;
    expect(puts(requests)).toHaveLength(1);
    expect(request).toMatchObject({
      id: row.id,
      approved: true,
      result: 'Approved',
      tab: 'HISTORY',
      handlerNote: 'Reviewed; approved',
      handledBy: { id: String(CD_EMPLOYEE) },
      assignedEmployees: [],
      viewerCan: { approve: false, reject: false },
    });
    expect(request.member.id).toBe(row.member.id);
    const count = (list: Array<{ tab: string; count: number }>, tab: string) => list.find((c) => c.tab === tab)!.count;
    expect(tabCounts.map((c) => c.tab)).toEqual(DNC_TABS.map((t) => t.tab));
    expect(count(tabCounts, 'CD')).toBe(count(before, 'CD') - 1);
    expect(count(tabCounts, 'HISTORY')).toBe(count(before, 'HISTORY') + 1);
    expect(await dbLog(row.id)).toEqual({ approved: true, handled_by_id: CD_EMPLOYEE, handler_note: 'Reviewed; approved' });

    // Decided once: a second decision is refused before anything is sent.
    const again = await careApiRequestsDuring(stack, () =>
      stack.gql('dncmanager', DECIDE.rejectDncRequest, { input: { id: row.id, handlerNote: 'No' } }),
    );
    expect(errorCode(again.result)).toBe('FORBIDDEN');
    expect(errorMessage(again.result)).toMatch(/already been handled/);
    expect(puts(again.requests)).toEqual([]);
  });

  it('the assigned OM declines an Om row', async () => {
    const [row] = await personaRow('OM');
    const { rejectDncRequest } = dataOf(
      await stack.gql('opsmanager', DECIDE.rejectDncRequest, { input: { id: row.id, handlerNote: 'Outreach still appropriate' } }),
    );
    expect(rejectDncRequest.request).toMatchObject({
      id: row.id,
      approved: false,
      result: 'Declined',
      tab: 'HISTORY',
      handledBy: { id: String(OM_EMPLOYEE) },
    });
    expect(await dbLog(row.id)).toEqual({ approved: false, handled_by_id: OM_EMPLOYEE, handler_note: 'Outreach still appropriate' });
  });

  it('dnc-mgmt approves every pending Om request at once', async () => {
    const pendingOm = await dbCount(`approved IS NULL AND approval_type = 'Om'`);
    const pendingCd = await dbCount(`approved IS NULL AND approval_type = 'Cd'`);
    expect(pendingOm).toBeGreaterThan(0);
    const res = dataOf(
      await stack.gql(
        'dncmanager',
        graphql(`
          mutation DncApproveAllPendingDncRequests3 {
            approveAllPendingDncRequests(input: { handlerNote: "Bulk review done", approvalType: OM }) {
              approvedCount
              requests {
                id
                approved
                tab
                member {
                  id
                  fullName
                }
              }
              tabCounts {
                tab
                count
              }
            }
          }
        `),
      ),
    ).approveAllPendingDncRequests;
    expect(res.approvedCount).toBe(pendingOm);
    expect(res.requests).toHaveLength(pendingOm);
    expect(res.requests.every((r) => r.approved === true && r.tab === 'HISTORY' && r.member.fullName)).toBe(true);
    expect(res.tabCounts.find((c) => c.tab === 'OM')!.count).toBe(0);
    expect(res.tabCounts.find((c) => c.tab === 'CD')!.count).toBe(pendingCd);
    expect(await dbCount(`approved IS NULL AND approval_type = 'Om'`)).toBe(0);
  });
});

describe('DNC report', () => {
  it('streams the Care API workbook to DNC managers', async () => {
    const res = await download(stack, 'dncmanager', '/files/dnc/report');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.xlsx"/);
    expect(res.body.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await download(stack, null, '/files/dnc/report')).status).toBe(401);
  });
});
