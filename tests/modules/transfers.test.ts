/**
 * The Patient Transfer dashboard through the gateway, against the real sandbox: the two tabs
 * (statuses, paging, filters, sort, page sizes), assigned employees and viewerCan for the
 * personas on seeded rows, the upstream cost of a page (20 rows = 160 rows), every action refused
 * to a persona without the right (FORBIDDEN, row unchanged, no PUT), the drawer rule (BAD_USER_INPUT,
 * no PUT), one transfer walked through save → approve → acknowledge and another through reject →
 * acknowledge with their messages and tab counts, and the two report downloads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_BEFORE_START_MESSAGE, isoToday } from '@luminate/schema/rules';
import { TRANSFER_MESSAGES } from '@luminate/schema/approvals';
import { uploadAnswer } from '../support/uploads.ts';
import { startStack, type Stack, type VariablesOf } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, download, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';
import type { OfficeTransferFilter, OfficeTransferInput, TypedDocumentString } from '../generated/graphql.ts';

const PERSONA_OFFICE = '1.001.001';
const APP_EMPLOYEE = 4;
const CD_EMPLOYEE = 5;

let stack: Stack;
let personaOfficeId: number;
let personaMarketId: number;

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.1 });
  const { rows } = await stack.db.query<{ id: number; market_id: number }>(
    `SELECT o.id, o.market_id FROM offices o JOIN market_assignments a ON a.office_id = o.id AND a.employee_id = $2 WHERE o.name = $1`,
    [PERSONA_OFFICE, APP_EMPLOYEE],
  );
  personaOfficeId = rows[0].id;
  personaMarketId = rows[0].market_id;
  dataOf(
    await stack.gql(
      'transfermanager',
      graphql(`
        query TransfersTransferTabCounts {
          transferTabCounts {
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

// A transfer row with the fields the dashboard's table and forms read: listed by a tab and answered by
// every action.
graphql(`
  fragment TransfersTestOfficeTransfer on OfficeTransfer {
    id
    memberId
    note
    requestedAt
    effectiveDate
    status
    changeStatus
    statusChangedAt
    transitionNotes
    chartReview
    medReview
    acuityLevel
    transferType
    processed
    processedAt
    error
    tab
    member {
      id
      fullName
      dateOfBirth
      officeId
      officeName
      communityId
      marketId
    }
    toOffice {
      id
      name
      communityId
      marketId
    }
    fromOffice {
      id
      name
    }
    requestedBy {
      id
      fullName
    }
    assignedEmployees {
      id
      fullName
    }
    viewerCan {
      save
      approve
      reject
      acknowledge
    }
  }
`);
// An action's answer: the transfer after it, the message, and the tabs' counts. (A fragment is a
// definition only: the documents that spread it carry it.)
graphql(`
  fragment TransfersTestOfficeTransferResult on OfficeTransferResult {
    transfer {
      ...TransfersTestOfficeTransfer
    }
    message
    tabCounts {
      tab
      count
    }
  }
`);

const PAGE = graphql(`
  query TransfersOfficeTransfers(
    $tab: TransferTab!
    $filters: [OfficeTransferFilter!]
    $sort: [OfficeTransferSort!]
    $skip: Int
    $take: Int
  ) {
    officeTransfers(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {
      totalCount
      nodes {
        ...TransfersTestOfficeTransfer
      }
    }
  }
`);

const page = async (persona: string, tab: VariablesOf<typeof PAGE>['tab'], args: Omit<VariablesOf<typeof PAGE>, 'tab'> = {}) =>
  dataOf(await stack.gql(persona, PAGE, { tab, ...args })).officeTransfers;

const ACT = {
  saveOfficeTransfer: graphql(`
    mutation TransfersSave($input: OfficeTransferInput!) {
      saveOfficeTransfer(input: $input) {
        ...TransfersTestOfficeTransferResult
      }
    }
  `),
  approveOfficeTransfer: graphql(`
    mutation TransfersApprove($input: OfficeTransferInput!) {
      approveOfficeTransfer(input: $input) {
        ...TransfersTestOfficeTransferResult
      }
    }
  `),
  rejectOfficeTransfer: graphql(`
    mutation TransfersReject($input: OfficeTransferInput!) {
      rejectOfficeTransfer(input: $input) {
        ...TransfersTestOfficeTransferResult
      }
    }
  `),
  acknowledgeOfficeTransfer: graphql(`
    mutation TransfersAcknowledge($input: OfficeTransferInput!) {
      acknowledgeOfficeTransfer(input: $input) {
        ...TransfersTestOfficeTransferResult
      }
    }
  `),
};
type Action = keyof typeof ACT;
/** Any action's document, for checks that read only the answer's errors. */
const act = (name: Action): TypedDocumentString<unknown, VariablesOf<typeof ACT.saveOfficeTransfer>> => ACT[name];

const inCommunity: OfficeTransferFilter[] = [
  { field: 'COMMUNITY_ID', matchMode: 'EQUALS', value: '1.001' },
  { field: 'MARKET_ID', matchMode: 'EQUALS', value: '' },
];
/** Rows of the tab whose member is in the personas' community, split by the personas' neighborhood. */
async function communityRows(tab: 'APP' | 'CD_RVP', persona = 'transfermanager') {
  const filters = inCommunity.map((f) => (f.field === 'MARKET_ID' ? { ...f, value: String(personaMarketId) } : f));
  const { nodes } = await page(persona, tab, { filters, take: 160 });
  const local = nodes.filter((r) => r.member.officeId === String(personaOfficeId));
  const nearby = nodes.filter((r) => r.member.officeId !== String(personaOfficeId));
  expect(local.length).toBeGreaterThan(0);
  return { local, nearby, all: nodes };
}

const dbTransfer = async (id: number | string) =>
  (
    await stack.db.query(
      `SELECT change_status, transition_notes, chart_review, med_review, acuity_level, transfer_type, processed, approved
     FROM office_assignments WHERE id = $1`,
      [Number(id)],
    )
  ).rows[0];
const dbCount = async (where: string) =>
  (await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM office_assignments WHERE ${where}`)).rows[0].n;
const puts = (requests: Array<{ method: string }>) => requests.filter((r) => r.method !== 'GET');
const count = (list: Array<{ tab: string; count: number }>, tab: string) => list.find((c) => c.tab === tab)!.count;

const APPROVAL: Omit<OfficeTransferInput, 'id'> = {
  chartReview: true,
  medReview: true,
  acuityLevel: true,
  transferType: 'PHONE_CALL_TO_PATIENT',
  transitionNotes: 'Chart and meds reviewed',
};

describe('transfer tabs', () => {
  it('lists pending APP review on APP and the APP decisions on CD/RVP, with totals', async () => {
    const [app, cd] = await Promise.all([page('transfermanager', 'APP', { take: 160 }), page('transfermanager', 'CD_RVP', { take: 160 })]);
    expect(app.totalCount).toBe(await dbCount('change_status = 1'));
    expect(cd.totalCount).toBe(await dbCount('change_status IN (3, 4)'));
    expect(app.nodes.every((r) => r.changeStatus === 1 && r.status === 'PENDING_APP_REVIEW' && r.tab === 'APP')).toBe(true);
    expect(cd.nodes.every((r) => [3, 4].includes(r.changeStatus) && r.tab === 'CD_RVP')).toBe(true);
    expect(new Set(cd.nodes.map((r) => r.status))).toEqual(new Set(['APP_APPROVED', 'APP_REJECTED']));
    const requested = app.nodes.map((r) => r.requestedAt);
    expect(requested).toEqual([...requested].sort());
    for (const r of app.nodes) {
      expect(r.member.id).toBe(r.memberId);
      expect(r.toOffice.id).not.toBe(r.member.officeId);
      expect(r.fromOffice?.id ?? r.member.officeId).toBe(r.member.officeId);
      expect(r.member.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('pages without overlap, filters on member columns and sorts by name', async () => {
    const all = await page('transfermanager', 'APP', { take: 40 });
    const first = await page('transfermanager', 'APP', { take: 20 });
    const second = await page('transfermanager', 'APP', { take: 20, skip: 20 });
    expect([...first.nodes, ...second.nodes].map((r) => r.id)).toEqual(all.nodes.map((r) => r.id));

    const { all: community } = await communityRows('APP');
    expect(community.every((r) => r.member.communityId === '1.001' && r.member.marketId === String(personaMarketId))).toBe(true);

    const born = all.nodes[0].member.dateOfBirth;
    const before = await page('transfermanager', 'APP', {
      filters: [{ field: 'DATE_OF_BIRTH', matchMode: 'DATE_BEFORE', value: born }],
      take: 160,
    });
    expect(before.nodes.every((r) => r.member.dateOfBirth < born)).toBe(true);

    const name = all.nodes[0].member.fullName;
    const byName = await page('transfermanager', 'APP', {
      filters: [{ field: 'MEMBER_NAME', matchMode: 'EQUALS', value: name }],
      take: 20,
    });
    expect(byName.nodes.map((r) => r.id)).toContain(all.nodes[0].id);

    const sorted = (await page('transfermanager', 'APP', { sort: [{ field: 'MEMBER_NAME', direction: 'DESC' }], take: 80 })).nodes;
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT a.id FROM office_assignments a JOIN members m ON m.id = a.member_id WHERE a.change_status = 1
       ORDER BY m.first_name || ' ' || m.last_name DESC, a.requested_dt, a.id LIMIT 80`,
    );
    expect(sorted.map((r) => Number(r.id))).toEqual(rows.map((r) => r.id));
  });

  it('refuses page sizes other than 20, 40, 80 and 160', async () => {
    expect(errorCode(await stack.gql('app', PAGE, { tab: 'APP', take: 100 }))).toBe('BAD_USER_INPUT');
  });

  it('costs the same upstream requests for 20 rows as for 160', async () => {
    const twenty = await careApiRequestsDuring(stack, () => page('app', 'APP', { take: 20 }));
    const oneSixty = await careApiRequestsDuring(stack, () => page('app', 'APP', { take: 160 }));
    expect(oneSixty.requests.length).toBe(twenty.requests.length);
    expect(oneSixty.requests.filter((r) => r.path.startsWith('/odata/'))).toHaveLength(1);
    expect(oneSixty.requests.filter((r) => r.path.startsWith('/api/Offices/AssignmentLinks'))).toHaveLength(1);
  });

  it('offers the three transfer types with their labels', async () => {
    const { transferTypes } = dataOf(
      await stack.gql(
        'app',
        graphql(`
          query TransfersTransferTypes {
            transferTypes {
              value
              label
            }
          }
        `),
      ),
    );
    expect(transferTypes).toEqual([
      { value: 'CLINICIAN_TO_CLINICIAN_REVIEW_ONLY', label: 'Clinician to Clinician Review Only' },
      { value: 'PHONE_CALL_TO_PATIENT', label: 'Phone Call to Patient' },
      { value: 'FACE_TO_FACE_WITH_PATIENT', label: 'Face-to-Face with Patient' },
    ]);
  });
});

describe('assigned employees and viewerCan', () => {
  it("assigns APP rows to the APPs of the member's office and CD/RVP rows to its CDs", async () => {
    const app = await communityRows('APP');
    for (const r of app.local) expect(r.assignedEmployees.map((e) => Number(e.id))).toContain(APP_EMPLOYEE);
    for (const r of app.nearby) expect(r.assignedEmployees.map((e) => Number(e.id))).not.toContain(APP_EMPLOYEE);
    const cd = await communityRows('CD_RVP');
    for (const r of cd.all) expect(r.assignedEmployees.map((e) => Number(e.id))).toContain(CD_EMPLOYEE);
  });

  it("gives the APP the review of its own office's transfers only", async () => {
    const { local, nearby } = await communityRows('APP', 'app');
    expect(local.every((r) => r.viewerCan.save && r.viewerCan.approve && r.viewerCan.reject && !r.viewerCan.acknowledge)).toBe(true);
    expect(nearby.every((r) => !r.viewerCan.save && !r.viewerCan.approve && !r.viewerCan.reject)).toBe(true);
    const cd = await communityRows('CD_RVP', 'app');
    expect(cd.all.every((r) => !r.viewerCan.acknowledge && !r.viewerCan.approve)).toBe(true);
  });

  it('lets the CD (community), the RVP (market) and transfer-mgmt acknowledge, and nobody else', async () => {
    for (const persona of ['cd', 'rvp', 'transfermanager']) {
      const { all } = await communityRows('CD_RVP', persona);
      expect(
        all.every((r) => r.viewerCan.acknowledge && !r.viewerCan.save),
        persona,
      ).toBe(true);
      const app = await communityRows('APP', persona);
      expect(
        app.all.every((r) => !r.viewerCan.save && !r.viewerCan.approve && !r.viewerCan.reject && !r.viewerCan.acknowledge),
        persona,
      ).toBe(true);
    }
    // The CD's community only; transfer-mgmt everywhere.
    const everywhere = await page('cd', 'CD_RVP', { take: 160 });
    const elsewhere = everywhere.nodes.filter((r) => r.member.communityId !== '1.001' || r.member.marketId !== String(personaMarketId));
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.every((r) => !r.viewerCan.acknowledge)).toBe(true);
    expect((await page('transfermanager', 'CD_RVP', { take: 160 })).nodes.every((r) => r.viewerCan.acknowledge)).toBe(true);
    for (const tab of ['APP', 'CD_RVP'] as const) {
      const { nodes } = await page('staff', tab, { take: 160 });
      expect(nodes.every((r) => !r.viewerCan.save && !r.viewerCan.approve && !r.viewerCan.reject && !r.viewerCan.acknowledge)).toBe(true);
    }
  });
});

describe('transfer actions', () => {
  it('refuses every action to a persona without the right: FORBIDDEN, no PUT, row unchanged', async () => {
    const app = await communityRows('APP');
    const cd = await communityRows('CD_RVP');
    const appRow = app.local[0];
    const attempts: Array<[string, Action, { id: string }]> = [
      ...['staff', 'cd', 'rvp', 'transfermanager', 'dncmanager'].flatMap((p) =>
        (['saveOfficeTransfer', 'approveOfficeTransfer', 'rejectOfficeTransfer'] as const).map((m): [string, Action, { id: string }] => [
          p,
          m,
          appRow,
        ]),
      ),
      ['transfermanager', 'acknowledgeOfficeTransfer', appRow],
      ['app', 'acknowledgeOfficeTransfer', appRow],
      ['app', 'acknowledgeOfficeTransfer', cd.local[0]],
      ['staff', 'acknowledgeOfficeTransfer', cd.local[0]],
      ['opsmanager', 'acknowledgeOfficeTransfer', cd.local[0]],
      ['app', 'approveOfficeTransfer', cd.local[0]],
    ];
    if (app.nearby[0]) attempts.push(['app', 'approveOfficeTransfer', app.nearby[0]], ['app', 'saveOfficeTransfer', app.nearby[0]]);
    for (const [persona, mutation, row] of attempts) {
      const before = await dbTransfer(row.id);
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql(persona, act(mutation), { input: { id: row.id, ...APPROVAL } }),
      );
      expect(errorCode(result), `${persona} ${mutation}`).toBe('FORBIDDEN');
      expect(puts(requests)).toEqual([]);
      expect(await dbTransfer(row.id)).toEqual(before);
    }
  });

  it('checks the drawer rule before anything is sent: BAD_USER_INPUT, no PUT', async () => {
    const row = (await communityRows('APP', 'app')).local[0];
    const cases: Array<[Action, Omit<OfficeTransferInput, 'id'>, string]> = [
      ['approveOfficeTransfer', { ...APPROVAL, chartReview: false }, 'Chart review must be completed'],
      ['approveOfficeTransfer', { ...APPROVAL, transferType: null }, 'Choose a transfer type'],
      ['approveOfficeTransfer', { ...APPROVAL, transitionNotes: ' ' }, 'Notes are required'],
      ['rejectOfficeTransfer', { transitionNotes: '' }, 'A reason is required to reject'],
      ['saveOfficeTransfer', { transitionNotes: 'x'.repeat(4001) }, 'At most 4000 characters'],
    ];
    for (const [mutation, input, message] of cases) {
      const before = await dbTransfer(row.id);
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql('app', act(mutation), { input: { id: row.id, ...input } }),
      );
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(errorMessage(result)).toBe(message);
      expect(puts(requests)).toEqual([]);
      expect(await dbTransfer(row.id)).toEqual(before);
    }
  });

  it('walks a transfer through save, APP approval and CD acknowledgement', async () => {
    const row = (await communityRows('APP', 'app')).local[0];
    const counts0 = dataOf(
      await stack.gql(
        'app',
        graphql(`
          query TransfersTransferTabCounts2 {
            transferTabCounts {
              tab
              count
            }
          }
        `),
      ),
    ).transferTabCounts;

    const saved = dataOf(
      await stack.gql('app', ACT.saveOfficeTransfer, { input: { id: row.id, chartReview: true, transitionNotes: 'Halfway' } }),
    ).saveOfficeTransfer;
    expect(saved.message).toBe(TRANSFER_MESSAGES.save);
    expect(saved.transfer).toMatchObject({
      id: row.id,
      status: 'PENDING_APP_REVIEW',
      tab: 'APP',
      chartReview: true,
      medReview: false,
      transitionNotes: 'Halfway',
    });
    expect(saved.tabCounts).toEqual(counts0);

    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('app', ACT.approveOfficeTransfer, { input: { id: row.id, ...APPROVAL } }),
    );
    const approved = dataOf(result).approveOfficeTransfer;
    expect(puts(requests)).toHaveLength(1);
    expect(approved.message).toBe(TRANSFER_MESSAGES.approve);
    expect(approved.transfer).toMatchObject({
      id: row.id,
      status: 'APP_APPROVED',
      changeStatus: 3,
      tab: 'CD_RVP',
      transferType: 'PHONE_CALL_TO_PATIENT',
      viewerCan: { save: false, approve: false, reject: false, acknowledge: false },
    });
    expect(approved.transfer.assignedEmployees.map((e) => Number(e.id))).toContain(CD_EMPLOYEE);
    expect(count(approved.tabCounts, 'APP')).toBe(count(counts0, 'APP') - 1);
    expect(count(approved.tabCounts, 'CD_RVP')).toBe(count(counts0, 'CD_RVP') + 1);
    expect(await dbTransfer(row.id)).toMatchObject({ change_status: 3, chart_review: true, transfer_type: 'Phone Call to Patient' });

    const acknowledged = dataOf(await stack.gql('cd', ACT.acknowledgeOfficeTransfer, { input: { id: row.id } })).acknowledgeOfficeTransfer;
    expect(acknowledged.message).toBe(TRANSFER_MESSAGES.acknowledgeApproved);
    expect(acknowledged.transfer).toMatchObject({
      id: row.id,
      status: 'PROCESSED',
      tab: null,
      processed: true,
      assignedEmployees: [],
      transferType: 'PHONE_CALL_TO_PATIENT',
      transitionNotes: APPROVAL.transitionNotes,
    });
    expect(count(acknowledged.tabCounts, 'CD_RVP')).toBe(count(counts0, 'CD_RVP'));
    expect(await dbTransfer(row.id)).toMatchObject({ change_status: 5, processed: true, approved: true });
    const member = await stack.db.query<{ office_id: number }>('SELECT office_id FROM members WHERE id = $1', [Number(row.memberId)]);
    expect(String(member.rows[0].office_id)).toBe(row.toOffice.id);
  });

  it('walks a rejection through to rejection processed by transfer-mgmt', async () => {
    const row = (await communityRows('APP', 'app')).local[0];
    const rejected = dataOf(
      await stack.gql('app', ACT.rejectOfficeTransfer, { input: { id: row.id, transitionNotes: 'Member stays with us' } }),
    ).rejectOfficeTransfer;
    expect(rejected.message).toBe(TRANSFER_MESSAGES.reject);
    expect(rejected.transfer).toMatchObject({ status: 'APP_REJECTED', changeStatus: 4, tab: 'CD_RVP' });

    const done = dataOf(
      await stack.gql('transfermanager', ACT.acknowledgeOfficeTransfer, { input: { id: row.id } }),
    ).acknowledgeOfficeTransfer;
    expect(done.message).toBe(TRANSFER_MESSAGES.acknowledgeRejected);
    expect(done.transfer).toMatchObject({
      status: 'REJECTION_PROCESSED',
      changeStatus: 6,
      tab: null,
      transitionNotes: 'Member stays with us',
    });
    expect(await dbTransfer(row.id)).toMatchObject({ change_status: 6, processed: true, approved: false });
    const member = await stack.db.query<{ office_id: number }>('SELECT office_id FROM members WHERE id = $1', [Number(row.memberId)]);
    expect(String(member.rows[0].office_id)).toBe(row.member.officeId);
  });

  it('answers one transfer by id, null when unknown', async () => {
    const row = (await communityRows('CD_RVP', 'rvp')).all[0];
    const { officeTransfer } = dataOf(
      await stack.gql(
        'rvp',
        graphql(`
          query TransfersOfficeTransfer($id: ID!) {
            officeTransfer(id: $id) {
              ...TransfersTestOfficeTransfer
            }
          }
        `),
        { id: row.id },
      ),
    );
    expect(officeTransfer).toEqual(row);
    expect(
      dataOf(
        await stack.gql(
          'rvp',
          graphql(`
            query TransfersOfficeTransfer2 {
              officeTransfer(id: "999999") {
                id
              }
            }
          `),
        ),
      ).officeTransfer,
    ).toBeNull();
  });
});

describe('transfer reports', () => {
  const today = isoToday();
  it('streams the processed and submitted workbooks for valid dates', async () => {
    for (const kind of ['processed', 'submitted']) {
      const res = await download(stack, 'transfermanager', `/files/transfers/${kind}?start=2020-01-01&end=${today}`);
      expect(res.status, kind).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.xlsx"/);
      expect(res.body.subarray(0, 2).toString('latin1')).toBe('PK');
    }
    expect((await download(stack, null, `/files/transfers/processed?start=2020-01-01&end=${today}`)).status).toBe(401);
  });

  it("answers 400 with the report rule's message, before asking the Care API", async () => {
    const cases: Array<[string, string]> = [
      [`end=${today}`, 'Start date is required'],
      ['start=2024-02-01&end=2024-01-01', END_BEFORE_START_MESSAGE],
      ['start=2024-01-01&end=2999-01-01', 'End date cannot be after today'],
      ['start=yesterday&end=2024-01-01', 'Start date is required'],
    ];
    for (const [query, message] of cases) {
      for (const kind of ['processed', 'submitted']) {
        const { result, requests } = await careApiRequestsDuring(stack, () =>
          download(stack, 'transfermanager', `/files/transfers/${kind}?${query}`),
        );
        expect(result.status).toBe(400);
        expect(uploadAnswer(result.body.toString('utf8')).message).toBe(message);
        expect(requests).toEqual([]);
      }
    }
  });
});
