/**
 * The Deattribution dashboard through the gateway, against the real sandbox: tab tables (tab
 * statuses, filters on member paths, sort, paging, page sizes), assigned employees and
 * `viewerCan` per persona on seeded rows, one upstream request per page whatever its size, every
 * mutation refused (FORBIDDEN, nothing written) or invalid (BAD_USER_INPUT, nothing written)
 * before any PUT, the happy path of each mutation with its tab counts, and the two downloads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABNORMAL_DATE_LABEL,
  DEATTRIBUTION_TABS,
  DEFAULT_TERM_REASON_IDS,
  HAND_OFF_PLAN_REASON_IDS,
  OTHER_TERM_REASON_ID,
} from '@luminate/schema/approvals';
import { NO_TERMS_TO_APPROVE, PAYER_NOT_PICKABLE_MESSAGE, SELF_PAY_PAYER } from '@luminate/schema/rules';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, download, errorCode, errorMessage, type CareApiRequest } from './helpers.ts';
import { graphql } from '../generated/gql.ts';
import type { EligibilityChangeFilter, TypedDocumentString } from '../generated/graphql.ts';

let stack: Stack;
/** Office 1.001.001, where the app persona holds type 1 (community roles cover it too). */
let personaOffice: number;
/** The offices of its community 1.001, covered by the cd, cmd and opsmanager personas. */
let communityOffices: number[];
/** Changes a test has already used (mutations move them on). */
const used = new Set<number>();

const PAGE = graphql(`
  query Page($tab: DeattributionTab!, $filters: [EligibilityChangeFilter!], $sort: [EligibilityChangeSort!], $skip: Int, $take: Int) {
    eligibilityChanges(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {
      totalCount
      nodes {
        ...DeattributionTestEligibilityChange
      }
    }
  }
`);
const ONE = graphql(`
  query One($id: ID!) {
    eligibilityChange(id: $id) {
      ...DeattributionTestEligibilityChange
    }
  }
`);
const APPROVE = graphql(`
  mutation DeattributionApprove($input: EligibilityDecisionInput!) {
    approveEligibilityChange(input: $input) {
      ...DeattributionTestEligibilityChangeResult
    }
  }
`);
const REJECT = graphql(`
  mutation DeattributionReject($input: EligibilityDecisionInput!) {
    rejectEligibilityChange(input: $input) {
      ...DeattributionTestEligibilityChangeResult
    }
  }
`);
const UPDATE = graphql(`
  mutation DeattributionUpdate($input: EligibilityDecisionInput!) {
    updateEligibilityChange(input: $input) {
      ...DeattributionTestEligibilityChangeResult
    }
  }
`);
const CANCEL = graphql(`
  mutation Cancel($input: CancelEligibilityChangeInput!) {
    cancelEligibilityChange(input: $input) {
      ...DeattributionTestEligibilityChangeResult
    }
  }
`);
const BULK = graphql(`
  mutation Bulk($input: BulkApproveOmTermsInput!) {
    bulkApproveOmTerms(input: $input) {
      approvedCount
      changes {
        id
        status
        tab
      }
      tabCounts {
        tab
        count
      }
    }
  }
`);

interface Snapshot {
  status: string;
  term_reason_id: number | null;
  diagnosis_dt: string | null;
  transition_plan: string | null;
  logs: number;
}

async function snapshot(id: number): Promise<Snapshot> {
  const { rows } = await stack.db.query<Snapshot>(
    `SELECT status, term_reason_id, to_char(diagnosis_dt, 'YYYY-MM-DD') AS diagnosis_dt, transition_plan,
       (SELECT count(*)::int FROM eligibility_change_logs l WHERE l.eligibility_change_id = e.id) AS logs
     FROM eligibility_changes e WHERE id = $1`,
    [id],
  );
  return rows[0];
}

interface Pick {
  status: string;
  /** Default: the persona community's offices. */
  office?: 'persona' | 'community' | 'any';
  changeType?: 'Term' | 'Return';
  engaged?: boolean;
  reasons?: readonly number[];
}

/** A seeded change matching the criteria that no earlier test has used. */
async function pick(criteria: Pick): Promise<number> {
  const params: unknown[] = [criteria.status, criteria.changeType ?? 'Term', [...used]];
  let where = 'e.status = $1 AND e.change_type = $2 AND NOT (e.id = ANY($3::int[]))';
  const office = criteria.office ?? 'community';
  if (office === 'persona') where += ` AND m.office_id = ${personaOffice}`;
  if (office === 'community') where += ` AND m.office_id IN (${communityOffices.join(',')})`;
  if (criteria.engaged !== undefined) where += ` AND m.engaged = ${criteria.engaged}`;
  if (criteria.reasons) {
    params.push([...criteria.reasons]);
    where += ` AND e.term_reason_id = ANY($4::int[])`;
  }
  const { rows } = await stack.db.query<{ id: number }>(
    `SELECT e.id FROM eligibility_changes e JOIN members m ON m.id = e.member_id WHERE ${where} ORDER BY e.id LIMIT 1`,
    params,
  );
  if (!rows[0]) throw new Error(`No seeded change for ${JSON.stringify(criteria)}`);
  used.add(rows[0].id);
  return rows[0].id;
}

async function dbTabCount(tab: string): Promise<number> {
  const statuses = DEATTRIBUTION_TABS.find((t) => t.tab === tab)!.statuses;
  const { rows } = await stack.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM eligibility_changes WHERE status = ANY($1::text[])',
    [[...statuses]],
  );
  return rows[0].n;
}

const one = async (persona: string, id: number) => dataOf(await stack.gql(persona, ONE, { id: String(id) })).eligibilityChange;
const puts = (requests: CareApiRequest[]) => requests.filter((r) => r.method !== 'GET');
const pathOnly = (path: string) => path.split('?')[0];
const queryOf = (path: string) => Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));
const countsOf = (tabCounts: Array<{ tab: string; count: number }>) => Object.fromEntries(tabCounts.map((c) => [c.tab, c.count]));
const today = () => new Date().toISOString().slice(0, 10);
/** A Care API status (PendingAppCdReview) as the graph names it (PENDING_APP_CD_REVIEW). */
const graphName = (status: string) => status.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.1 });
  const { rows } = await stack.db.query<{ office_id: number }>(
    'SELECT office_id FROM market_assignments WHERE employee_id = 4 AND assignment_type_id = 1 AND inactive_dt IS NULL',
  );
  personaOffice = rows[0].office_id;
  const community = await stack.db.query<{ id: number }>(
    'SELECT o.id FROM offices o JOIN offices p ON p.id = $1 WHERE o.market_id = p.market_id AND o.community_id = p.community_id',
    [personaOffice],
  );
  communityOffices = community.rows.map((r) => r.id);
  // A Pending Termination tab longer than the largest page, spread over many offices, so the
  // 20-vs-160 request count compares pages with different rows and offices.
  await stack.db.query(
    `INSERT INTO eligibility_changes (member_id, change_type, term_reason_id, diagnosis_dt, date_entered, status, status_changed_dt, estimated_process_date, note)
     SELECT m.id, 'Term', 984000017, current_date - 40, now() - interval '60 days' + (m.id % 1000) * interval '1 minute', 'PendingTermination', now(), current_date + 20, 'Bulk-loaded for paging'
     FROM members m
     WHERE m.office_id IS NOT NULL AND m.eligible
       AND NOT EXISTS (SELECT 1 FROM eligibility_changes x WHERE x.member_id = m.id AND x.status NOT IN ('Terminated', 'Rejected', 'Cancelled', 'Returned'))
     ORDER BY m.id % 97, m.id LIMIT 200`,
  );
  dataOf(
    await stack.gql(
      'app',
      graphql(`
        query DeattributionDeattributionTabCounts {
          deattributionTabCounts {
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

// A change row with the fields the dashboard's table and dialogs read: listed by a tab, read one by one,
// and answered by each decision. (A fragment is a definition only: the documents that spread it carry it.)
graphql(`
  fragment DeattributionTestEligibilityChange on EligibilityChange {
    id
    status
    changeType
    termReasonId
    diagnosisDate
    dateEntered
    statusChangedAt
    tab
    letterBadge
    estimatedProcessDate
    member {
      id
      aaneelId
      fullName
      engaged
      officeId
      officeName
      communityId
      marketId
      marketName
      payerId
    }
    termReason {
      id
      name
    }
    changeLog {
      id
      statusChangedTo
      changedAt
      note
      changedBy {
        id
        fullName
      }
    }
    assignedEmployees {
      id
      fullName
    }
    viewerIsAssigned
    viewerCan {
      approve
      reject
      update
      cancel
      confirmAbnormalDate
    }
  }
`);
// A decision's answer: the change after it and the tabs' counts.
graphql(`
  fragment DeattributionTestEligibilityChangeResult on EligibilityChangeResult {
    change {
      ...DeattributionTestEligibilityChange
    }
    tabCounts {
      tab
      count
    }
  }
`);

describe('tables', () => {
  it('each tab lists exactly its statuses, oldest entry first, and counts them', async () => {
    const { deattributionTabCounts } = dataOf(
      await stack.gql(
        'app',
        graphql(`
          query DeattributionDeattributionTabCounts2 {
            deattributionTabCounts {
              tab
              count
            }
          }
        `),
      ),
    );
    expect(deattributionTabCounts.map((c: { tab: string }) => c.tab)).toEqual(DEATTRIBUTION_TABS.map((t) => t.tab));
    for (const { tab, statuses } of DEATTRIBUTION_TABS) {
      const expected = await dbTabCount(tab);
      expect(expected).toBeGreaterThan(0);
      expect(countsOf(deattributionTabCounts)[tab]).toBe(expected);
      const page = dataOf(await stack.gql('app', PAGE, { tab, take: 160 })).eligibilityChanges;
      expect(page.totalCount).toBe(expected);
      expect(page.nodes.length).toBe(Math.min(expected, 160));
      for (const node of page.nodes) {
        expect(statuses.map(graphName)).toContain(node.status);
        expect(node.tab).toBe(tab);
      }
      const entered = page.nodes.map((n: { dateEntered: string }) => n.dateEntered);
      expect(entered).toEqual([...entered].sort());
    }
  });

  it('rows carry member, office, reason, badge and the change log oldest first', async () => {
    const page = dataOf(await stack.gql('app', PAGE, { tab: 'MAILING_LIST' })).eligibilityChanges;
    const row = page.nodes[0];
    expect(row.member.officeName).toMatch(/^\d+\.\d{3}\.\d{3}$/);
    expect(row.member.communityId).toBeTruthy();
    expect(row.member.marketName).toBeTruthy();
    expect(['Ready', 'Printing', 'Processing']).toContain(row.letterBadge);
    expect(row.termReason?.id).toBe(row.termReasonId);
    expect(row.changeLog.length).toBeGreaterThan(0);
    const logTimes = row.changeLog.map((l: { changedAt: string }) => l.changedAt);
    expect(logTimes).toEqual([...logTimes].sort());
    expect(row.changeLog.at(-1)!.statusChangedTo).toBe(row.status);
  });

  it('pages with skip and take, and takes only 20, 40, 80 or 160', async () => {
    const all = dataOf(await stack.gql('app', PAGE, { tab: 'PENDING_TERMINATION', take: 40 })).eligibilityChanges.nodes;
    const second = dataOf(await stack.gql('app', PAGE, { tab: 'PENDING_TERMINATION', skip: 20, take: 20 })).eligibilityChanges.nodes;
    expect(second.map((n: { id: string }) => n.id)).toEqual(all.slice(20, 40).map((n: { id: string }) => n.id));

    for (const take of [10, 30, 200]) {
      const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('app', PAGE, { tab: 'OM', take }));
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(errorMessage(result)).toBe('take must be one of 20, 40, 80, 160');
      expect(requests.filter((r) => r.path.startsWith('/odata/'))).toEqual([]);
    }
  });

  it('filters and sorts on member paths', async () => {
    const byOffice = dataOf(
      await stack.gql('app', PAGE, {
        tab: 'PENDING_TERMINATION',
        take: 160,
        filters: [{ field: 'OFFICE_ID', matchMode: 'EQUALS', value: String(personaOffice) }],
      }),
    ).eligibilityChanges;
    expect(byOffice.totalCount).toBeGreaterThan(0);
    for (const n of byOffice.nodes) expect(n.member.officeId).toBe(String(personaOffice));

    const sorted = dataOf(
      await stack.gql('app', PAGE, { tab: 'PENDING_TERMINATION', take: 40, sort: [{ field: 'MEMBER_NAME', direction: 'DESC' }] }),
    ).eligibilityChanges.nodes.map((n: { member: { fullName: string } }) => n.member.fullName);
    expect(sorted).toEqual([...sorted].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

    const name = sorted[3];
    const fragment = name.split(' ')[1].slice(0, 4);
    const byName = dataOf(
      await stack.gql('app', PAGE, {
        tab: 'PENDING_TERMINATION',
        take: 160,
        filters: [{ field: 'MEMBER_NAME', matchMode: 'CONTAINS', value: fragment }],
      }),
    ).eligibilityChanges;
    expect(byName.totalCount).toBeGreaterThan(0);
    for (const n of byName.nodes) expect(n.member.fullName.toLowerCase()).toContain(fragment.toLowerCase());

    const engaged = dataOf(
      await stack.gql('app', PAGE, { tab: 'APP_CD', take: 160, filters: [{ field: 'ENGAGED', matchMode: 'EQUALS', value: 'true' }] }),
    ).eligibilityChanges.nodes;
    for (const n of engaged) expect(n.member.engaged).toBe(true);
  });

  it('filters on STATUS by the graph’s status names', async () => {
    const page = async (filter: Omit<EligibilityChangeFilter, 'field'>) =>
      dataOf(await stack.gql('app', PAGE, { tab: 'MAILING_LIST', take: 160, filters: [{ field: 'STATUS', ...filter }] }))
        .eligibilityChanges;
    const dbCount = async (statuses: string[]) =>
      (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM eligibility_changes WHERE status = ANY($1::text[])', [statuses]))
        .rows[0].n;
    const printed = await dbCount(['LetterPrinted']);
    expect(printed).toBeGreaterThan(0);

    const equals = await page({ matchMode: 'EQUALS', value: 'LETTER_PRINTED' });
    expect(equals.totalCount).toBe(printed);
    for (const n of equals.nodes) expect(n.status).toBe('LETTER_PRINTED');

    const among = await page({ matchMode: 'IN', values: ['LETTER_PRINTED', 'PENDING_MEMBER_INFORMED'] });
    expect(among.totalCount).toBe(await dbCount(['LetterPrinted', 'PendingMemberInformed']));
    for (const n of among.nodes) expect(['LETTER_PRINTED', 'PENDING_MEMBER_INFORMED']).toContain(n.status);
  });

  it('costs the same Care API requests for a page of 20 and of 160 rows (one page request, one office-links request)', async () => {
    const at = async (take: number) => {
      const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('cd', PAGE, { tab: 'PENDING_TERMINATION', take }));
      const nodes = dataOf(result).eligibilityChanges.nodes;
      return { rows: nodes.length, offices: new Set(nodes.map((n) => n.member.officeId)).size, requests };
    };
    const small = await at(20);
    const large = await at(160);
    expect(small.rows).toBe(20);
    expect(large.rows).toBe(160);
    expect(large.offices).toBeGreaterThan(small.offices);
    expect(large.requests.length).toBe(small.requests.length);
    expect(large.requests.filter((r) => pathOnly(r.path) === '/odata/EligibilityChangesOdata')).toHaveLength(1);
    expect(large.requests.filter((r) => pathOnly(r.path) === '/api/Offices/AssignmentLinks')).toHaveLength(1);
  });

  it('offers the default term reasons in the dashboard order', async () => {
    const { deattributionTermReasons } = dataOf(
      await stack.gql(
        'app',
        graphql(`
          query DeattributionDeattributionTermReasons {
            deattributionTermReasons {
              id
              name
            }
          }
        `),
      ),
    );
    expect(deattributionTermReasons.map((r: { id: string }) => Number(r.id))).toEqual([...DEFAULT_TERM_REASON_IDS]);
  });
});

describe('assigned employees and viewerCan', () => {
  it('APP / CD review at the APP office: the APP and the CD are assigned; CMD may decide; others may not', async () => {
    const id = await pick({ status: 'PendingAppCdReview', office: 'persona' });
    const app = await one('app', id);
    const assignedIds = app!.assignedEmployees.map((e: { id: string }) => e.id);
    expect(assignedIds).toEqual(expect.arrayContaining(['4', '5']));
    const names = app!.assignedEmployees.map((e: { fullName: string }) => e.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(app!.viewerIsAssigned).toBe(true);
    expect(app!.viewerCan).toMatchObject({ approve: true, reject: true, update: true, cancel: false, confirmAbnormalDate: false });

    expect((await one('cd', id))!.viewerCan).toMatchObject({ approve: true, reject: true, update: true, confirmAbnormalDate: false });
    const cmd = await one('cmd', id);
    expect(cmd!.viewerIsAssigned).toBe(false);
    expect(cmd!.viewerCan).toMatchObject({ approve: true, reject: true, update: false, confirmAbnormalDate: true });
    expect((await one('opsmanager', id))!.viewerCan).toEqual({
      approve: false,
      reject: false,
      update: false,
      cancel: false,
      confirmAbnormalDate: true,
    });
    expect((await one('deattmanager', id))!.viewerCan).toEqual({
      approve: false,
      reject: false,
      update: false,
      cancel: false,
      confirmAbnormalDate: false,
    });
    expect((await one('datamanager', id))!.viewerCan).toEqual({
      approve: false,
      reject: false,
      update: false,
      cancel: true,
      confirmAbnormalDate: false,
    });
    used.delete(id);
  });

  it('CMD review: the CMD is assigned; deattribution managers may decide; the APP may not', async () => {
    const id = await pick({ status: 'PendingCmdReview' });
    const cmd = await one('cmd', id);
    expect(cmd!.assignedEmployees.map((e: { id: string }) => e.id)).toContain('6');
    expect(cmd!.viewerIsAssigned).toBe(true);
    expect(cmd!.viewerCan).toMatchObject({ approve: true, reject: true, update: true });
    expect((await one('deattmanager', id))!.viewerCan).toMatchObject({ approve: true, reject: true, update: false });
    expect((await one('app', id))!.viewerCan).toMatchObject({ approve: false, reject: false, update: false });
    expect((await one('cd', id))!.viewerCan).toMatchObject({ approve: false, reject: false, update: false });
    used.delete(id);
  });

  it('OM review: the OM is assigned; deattribution managers may decide; the CMD may not', async () => {
    const id = await pick({ status: 'PendingOpsManagerReview' });
    const om = await one('opsmanager', id);
    expect(om!.assignedEmployees.map((e: { id: string }) => e.id)).toContain('3');
    expect(om!.viewerCan).toMatchObject({ approve: true, reject: true, update: true, confirmAbnormalDate: true });
    expect((await one('deattmanager', id))!.viewerCan).toMatchObject({ approve: true, reject: true, update: false });
    expect((await one('cmd', id))!.viewerCan).toMatchObject({ approve: false, reject: false, update: false });
    used.delete(id);
  });

  it('Mailing list and Pending Termination: nobody is assigned; reason editors may change the reason in Pending Termination', async () => {
    const mailing = await one('app', await pick({ status: 'PendingMemberInformed' }));
    expect(mailing!.assignedEmployees).toEqual([]);
    expect(mailing!.viewerCan).toMatchObject({ approve: false, reject: false, update: false });
    const id = await pick({ status: 'PendingTermination' });
    for (const persona of ['cd', 'cmd', 'opsmanager']) expect((await one(persona, id))!.viewerCan.update).toBe(true);
    for (const persona of ['app', 'deattmanager']) expect((await one(persona, id))!.viewerCan.update).toBe(false);
    used.delete(id);
  });
});

describe('refusals: FORBIDDEN, nothing written, no PUT', () => {
  const expectRefused = async <R, I>(
    persona: string,
    query: TypedDocumentString<R, { input: I }>,
    input: NoInfer<I>,
    id: number | null,
  ) => {
    const before = id === null ? null : await snapshot(id);
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql(persona, query, { input }));
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(puts(requests)).toEqual([]);
    if (id !== null) expect(await snapshot(id)).toEqual(before);
  };

  it('approve: the APP on a CMD-stage row; staff anywhere', async () => {
    const id = await pick({ status: 'PendingCmdReview' });
    await expectRefused('app', APPROVE, { id: String(id), note: 'Agree' }, id);
    await expectRefused('staff', APPROVE, { id: String(id), note: 'Agree' }, id);
    used.delete(id);
  });

  it('reject: staff on an APP / CD row; the deattribution manager on an assigned APP / CD row', async () => {
    const id = await pick({ status: 'PendingAppCdReview' });
    await expectRefused('staff', REJECT, { id: String(id), note: 'No' }, id);
    await expectRefused('deattmanager', REJECT, { id: String(id), note: 'No' }, id);
    used.delete(id);
  });

  it('update: the OM on an APP / CD row it is not assigned to; the APP in Pending Termination', async () => {
    const id = await pick({ status: 'PendingAppCdReview' });
    await expectRefused('opsmanager', UPDATE, { id: String(id), termReasonId: String(OTHER_TERM_REASON_ID), note: 'Other' }, id);
    const pending = await pick({ status: 'PendingTermination' });
    await expectRefused('app', UPDATE, { id: String(pending), termReasonId: String(OTHER_TERM_REASON_ID), note: 'Other' }, pending);
    used.delete(id);
    used.delete(pending);
  });

  it('approve with a changed reason needs the update right too', async () => {
    const id = await pick({ status: 'PendingOpsManagerReview' });
    await expectRefused('deattmanager', APPROVE, { id: String(id), termReasonId: String(OTHER_TERM_REASON_ID), note: 'Agree' }, id);
    used.delete(id);
  });

  it('cancel: anyone without both eus and dataMgmt', async () => {
    const id = await pick({ status: 'PendingMemberInformed' });
    for (const persona of ['deattmanager', 'app', 'staff']) await expectRefused(persona, CANCEL, { id: String(id), note: 'Duplicate' }, id);
    used.delete(id);
  });

  it('bulkApproveOmTerms: anyone without deattribution-mgmt', async () => {
    const { rows } = await stack.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM eligibility_changes WHERE status = 'PendingOpsManagerReview'",
    );
    for (const persona of ['opsmanager', 'datamanager', 'staff']) {
      await expectRefused(persona, BULK, { note: 'All', termReasonId: '984000014' }, null);
    }
    const after = await stack.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM eligibility_changes WHERE status = 'PendingOpsManagerReview'",
    );
    expect(after.rows[0].n).toBe(rows[0].n);
  });

  it("omTermsToApprove (Bulk Approve Terms' count): anyone without deattribution-mgmt", async () => {
    const count = graphql(`
      query DeattributionOmTermsToApprove($r: ID!) {
        omTermsToApprove(termReasonId: $r)
      }
    `);
    for (const persona of ['opsmanager', 'datamanager', 'staff']) {
      expect(errorCode(await stack.gql(persona, count, { r: '984000014' }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await stack.gql('deattmanager', count, { r: '984000014' }))).toBeUndefined();
  });
});

describe('rule failures: BAD_USER_INPUT, nothing written, no PUT', () => {
  const expectInvalid = async <R, I>(
    persona: string,
    query: TypedDocumentString<R, { input: I }>,
    input: NoInfer<I>,
    id: number | null,
    message?: string | RegExp,
  ) => {
    const before = id === null ? null : await snapshot(id);
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql(persona, query, { input }));
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    if (message) expect(errorMessage(result)).toMatch(message);
    expect(puts(requests)).toEqual([]);
    if (id !== null) expect(await snapshot(id)).toEqual(before);
  };

  it('approve and reject need notes and a diagnosis date that is not in the future', async () => {
    const id = await pick({ status: 'PendingAppCdReview', office: 'persona' });
    await expectInvalid('app', APPROVE, { id: String(id), note: '   ' }, id, 'Notes are required');
    await expectInvalid('app', REJECT, { id: String(id), note: 'No', diagnosisDate: '2999-01-01' }, id, 'cannot be after today');
    used.delete(id);
  });

  it('a date confirmer must confirm a diagnosis date older than three years', async () => {
    const id = await pick({ status: 'PendingAppCdReview' });
    await expectInvalid('cmd', APPROVE, { id: String(id), note: 'Agree', diagnosisDate: '2015-03-01' }, id, ABNORMAL_DATE_LABEL);
    used.delete(id);
  });

  it('an assigned user approving an engaged member for a hand-off reason needs the plan', async () => {
    const id = await pick({ status: 'PendingAppCdReview', engaged: true });
    await stack.db.query('UPDATE eligibility_changes SET term_reason_id = $2, transition_plan = NULL WHERE id = $1', [
      id,
      HAND_OFF_PLAN_REASON_IDS[0],
    ]);
    const row = await one('cd', id);
    expect(row!.viewerIsAssigned).toBe(true);
    await expectInvalid('cd', APPROVE, { id: String(id), note: 'Agree', transitionPlan: '  ' }, id, /Hand Off Plan is required/);
    used.delete(id);
  });

  it('update changes the reason to Other only', async () => {
    const id = await pick({ status: 'PendingAppCdReview', office: 'persona' });
    const { termReasonId } = (await one('app', id))!;
    await expectInvalid('app', UPDATE, { id: String(id), termReasonId, note: 'Same' }, id, 'Choose a different term reason to update');
    const another = DEFAULT_TERM_REASON_IDS.find((r) => r !== Number(termReasonId) && r !== OTHER_TERM_REASON_ID)!;
    await expectInvalid(
      'app',
      UPDATE,
      { id: String(id), termReasonId: String(another), note: 'Other' },
      id,
      'can only be changed to Other',
    );
    used.delete(id);
  });

  it('cancel needs a note; bulk approve needs a note and terms to approve', async () => {
    const id = await pick({ status: 'LetterCreated' });
    await expectInvalid('datamanager', CANCEL, { id: String(id), note: '' }, id, 'A note is required');
    await expectInvalid('deattmanager', BULK, { note: ' ', termReasonId: '984000014' }, null, 'A note is required');
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT r.id FROM term_reasons r WHERE NOT EXISTS (SELECT 1 FROM eligibility_changes e
         WHERE e.term_reason_id = r.id AND e.status = 'PendingOpsManagerReview' AND e.change_type = 'Term') ORDER BY r.id LIMIT 1`,
    );
    await expectInvalid('deattmanager', BULK, { note: 'All', termReasonId: String(rows[0].id) }, null, NO_TERMS_TO_APPROVE);
    used.delete(id);
  });

  it('bulk approve refuses SelfPay as the payer', async () => {
    const { rows } = await stack.db.query<{ id: number }>('SELECT id FROM payers WHERE name = $1', [SELF_PAY_PAYER]);
    await expectInvalid(
      'deattmanager',
      BULK,
      { note: 'All', termReasonId: '984000014', payerId: String(rows[0].id) },
      null,
      PAYER_NOT_PICKABLE_MESSAGE,
    );
  });
});

describe('decisions', () => {
  it('approve (APP): the row leaves APP / CD for CMD with a new log entry; counts and buttons follow', async () => {
    const id = await pick({ status: 'PendingAppCdReview', office: 'persona' });
    const before = countsOf(
      dataOf(
        await stack.gql(
          'app',
          graphql(`
            query DeattributionDeattributionTabCounts3 {
              deattributionTabCounts {
                tab
                count
              }
            }
          `),
        ),
      ).deattributionTabCounts,
    );
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('app', APPROVE, {
        input: {
          id: String(id),
          note: 'Agree with the termination',
          transitionPlan: 'Last visit 1 May; care moves to the county hospice, call 555-0100',
        },
      }),
    );
    const { change, tabCounts } = dataOf(result).approveEligibilityChange;
    expect(puts(requests).map((r) => [r.method, pathOnly(r.path), queryOf(r.path)])).toEqual([
      ['PUT', `/api/Members/EligibilityChanges/${id}`, { approved: 'true' }],
    ]);
    expect(change).toMatchObject({ id: String(id), status: 'PENDING_CMD_REVIEW', tab: 'CMD', viewerIsAssigned: false });
    expect(change.viewerCan).toMatchObject({ approve: false, reject: false });
    expect(change.changeLog.at(-1)).toMatchObject({ statusChangedTo: 'PENDING_CMD_REVIEW', changedBy: { id: '4' } });
    expect(change.assignedEmployees.map((e: { id: string }) => e.id)).toContain('6');
    const after = countsOf(tabCounts);
    expect(after.APP_CD).toBe(before.APP_CD - 1);
    expect(after.CMD).toBe(before.CMD + 1);
    expect((await snapshot(id)).status).toBe('PendingCmdReview');
  });

  it('reject (CMD): the change is final and leaves every tab', async () => {
    const id = await pick({ status: 'PendingCmdReview' });
    const { change, tabCounts } = dataOf(
      await stack.gql('cmd', REJECT, { input: { id: String(id), note: 'Care continues with us' } }),
    ).rejectEligibilityChange;
    expect(change).toMatchObject({ status: 'REJECTED', tab: null });
    expect(change.viewerCan).toMatchObject({ approve: false, reject: false, update: false, cancel: false });
    expect(countsOf(tabCounts).CMD).toBe(await dbTabCount('CMD'));
    expect((await snapshot(id)).status).toBe('Rejected');
  });

  it('update (CD in Pending Termination): the reason becomes Other, the status stays', async () => {
    const id = await pick({ status: 'PendingTermination' });
    const before = await snapshot(id);
    const { change } = dataOf(
      await stack.gql('cd', UPDATE, { input: { id: String(id), termReasonId: String(OTHER_TERM_REASON_ID), note: 'Reason corrected' } }),
    ).updateEligibilityChange;
    expect(change).toMatchObject({ status: 'PENDING_TERMINATION', termReasonId: String(OTHER_TERM_REASON_ID), tab: 'PENDING_TERMINATION' });
    expect(change.viewerCan.update).toBe(false);
    const after = await snapshot(id);
    expect(after).toMatchObject({ status: 'PendingTermination', term_reason_id: OTHER_TERM_REASON_ID });
    expect(after.logs).toBe(before.logs + 1);
  });

  it('cancel (data manager) from the mailing list', async () => {
    const id = await pick({ status: 'LetterPrinted', office: 'any' });
    const before = await dbTabCount('MAILING_LIST');
    const { change, tabCounts } = dataOf(
      await stack.gql('datamanager', CANCEL, { input: { id: String(id), note: 'Duplicate request, ticket 42' } }),
    ).cancelEligibilityChange;
    expect(change).toMatchObject({ status: 'CANCELLED', tab: null });
    expect(countsOf(tabCounts).MAILING_LIST).toBe(before - 1);
  });

  it('approve a Return (deattribution manager in OM review): no term reason or diagnosis date needed', async () => {
    const id = await pick({ status: 'PendingOpsManagerReview', changeType: 'Return', office: 'any' });
    const { change } = dataOf(
      await stack.gql('deattmanager', APPROVE, { input: { id: String(id), note: 'Welcome back' } }),
    ).approveEligibilityChange;
    expect(change).toMatchObject({ status: 'RETURNED', changeType: 'RETURN', tab: null });
  });

  it('an approval with an old diagnosis date passes once the confirmer ticks the box', async () => {
    const id = await pick({ status: 'PendingAppCdReview' });
    const { change } = dataOf(
      await stack.gql('cmd', APPROVE, {
        input: { id: String(id), note: 'Agree', diagnosisDate: '2019-06-01', abnormalDateConfirmed: true },
      }),
    ).approveEligibilityChange;
    expect(change).toMatchObject({ status: 'PENDING_CMD_REVIEW', diagnosisDate: '2019-06-01' });
    expect(change.diagnosisDate! <= today()).toBe(true);
  });

  it('bulk approve (deattribution manager): every OM Term change of the reason moves to the mailing list', async () => {
    const { rows } = await stack.db.query<{ reason: number; n: number }>(
      `SELECT term_reason_id AS reason, count(*)::int AS n FROM eligibility_changes
       WHERE status = 'PendingOpsManagerReview' AND change_type = 'Term' GROUP BY term_reason_id ORDER BY n DESC, term_reason_id LIMIT 1`,
    );
    const { reason, n } = rows[0];
    const { omTermsToApprove } = dataOf(
      await stack.gql(
        'deattmanager',
        graphql(`
          query DeattributionOmTermsToApprove2($r: ID!) {
            omTermsToApprove(termReasonId: $r)
          }
        `),
        { r: String(reason) },
      ),
    );
    expect(omTermsToApprove).toBe(n);
    const omBefore = await dbTabCount('OM');
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('deattmanager', BULK, { input: { note: 'Approved in bulk', termReasonId: String(reason) } }),
    );
    const answer = dataOf(result).bulkApproveOmTerms;
    expect(puts(requests).map((r) => [r.method, pathOnly(r.path), queryOf(r.path)])).toEqual([
      ['PUT', '/api/Members/BulkApproveOMTerms', { note: 'Approved in bulk', termReasonId: String(reason) }],
    ]);
    expect(answer.approvedCount).toBe(n);
    expect(answer.changes).toHaveLength(n);
    for (const c of answer.changes) expect(c).toMatchObject({ status: 'PENDING_MEMBER_INFORMED', tab: 'MAILING_LIST' });
    expect(countsOf(answer.tabCounts).OM).toBe(omBefore - n);
  });

  it('two approvals of one row in flight leave exactly one approval behind', async () => {
    // The second either reaches the Care API after the first moved the row on (its transition
    // table refuses: 422 → UNPROCESSABLE) or is refused by the gateway's own check.
    const id = await pick({ status: 'PendingOpsManagerReview' });
    const input = { id: String(id), note: 'Agree' };
    const results = await Promise.all([stack.gql('deattmanager', APPROVE, { input }), stack.gql('deattmanager', APPROVE, { input })]);
    const codes = results.map((r) => errorCode(r) ?? 'OK').sort();
    expect(codes[0]).toBe('OK');
    expect(['UNPROCESSABLE', 'FORBIDDEN']).toContain(codes[1]);
    expect((await snapshot(id)).status).toBe('PendingMemberInformed');
  });
});

describe('downloads', () => {
  it('mailing list: data managers with eus and deattribution managers; 403 for others', async () => {
    for (const persona of ['datamanager', 'deattmanager']) {
      const res = await download(stack, persona, '/files/deattribution/mailing-list');
      expect(res.status).toBe(200);
      expect(res.body.subarray(0, 2).toString()).toBe('PK');
      expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    }
    for (const persona of ['app', 'staff']) expect((await download(stack, persona, '/files/deattribution/mailing-list')).status).toBe(403);
    expect((await download(stack, null, '/files/deattribution/mailing-list')).status).toBe(401);
  });

  it("termination overview: the change's reviewers; bad ids are 400", async () => {
    const id = await pick({ status: 'PendingAppCdReview', office: 'persona' });
    const res = await download(stack, 'app', `/files/deattribution/${id}/termination-overview`);
    expect(res.status).toBe(200);
    expect(res.body.subarray(0, 2).toString()).toBe('PK');
    expect((await download(stack, 'app', '/files/deattribution/abc/termination-overview')).status).toBe(400);
  });
});
