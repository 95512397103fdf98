/**
 * The panel metrics through the gateway: the office tree (an employee's covered offices, or every
 * live office outside the hidden market for a user without assignments), the role toggle and
 * team-member picker, every card's value equal to its drill-down's total for every role, a few
 * counts recomputed here from the seeded records, acuity percentages, the constant upstream cost
 * for 1 and 50 offices, the office and team-member refusals, and the One List with its CSV export.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ACUITY_LEVELS,
  DASHBOARD_ROLE_CHOICES,
  HIGH_PHQ9_SCORE,
  METRICS,
  METRICS_MESSAGES,
  POLYPHARMACY_MEDICATIONS,
  metricsForRole,
} from '@luminate/schema/rules';
import { AssignmentType, Markets } from '@luminate/schema/constants';
import { startStack, type ResultOf, type Stack } from '../support/stack.ts';
import { auditEventsOf, careApiRequestsDuring, dataOf, download, errorCode, errorMessage } from './helpers.ts';
import { parseCsv } from '../support/csv.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const TREE = graphql(`
  query MetricsMetricsOfficeTree($employeeId: ID) {
    metricsOfficeTree(employeeId: $employeeId) {
      key
      kind
      label
      officeId
      children {
        key
        kind
        label
        officeId
        children {
          key
          kind
          label
          officeId
        }
      }
    }
  }
`);
const HEADER = graphql(`
  query MetricsMetricsDashboardHeader($employeeId: ID) {
    metricsDashboardHeader(employeeId: $employeeId) {
      employeeId
      showRoleToggle
      defaultRole
      canPickTeamMember
      teamMembers {
        employeeId
        fullName
        defaultRole
      }
    }
  }
`);
const DASHBOARD = graphql(`
  query MetricsMetricsDashboard($officeIds: [ID!]!, $role: DashboardRole!, $employeeId: ID) {
    metricsDashboard(officeIds: $officeIds, role: $role, employeeId: $employeeId) {
      role
      actionablePanelSize
      eligibleMembers
      hedisGapCount
      acuity {
        level
        count
        percent
        color
      }
      metrics {
        id
        label
        group
        value
        denominator
        hoverText
        table
        viewTarget
        expansion
        columns {
          field
          key
          label
          type
        }
      }
    }
  }
`);
const ROWS = graphql(`
  query MetricsMetricRows(
    $metricId: ID!
    $officeIds: [ID!]!
    $role: DashboardRole!
    $skip: Int
    $take: Int
    $sort: [MetricRowSort!]
    $employeeId: ID
  ) {
    metricRows(metricId: $metricId, officeIds: $officeIds, role: $role, skip: $skip, take: $take, sort: $sort, employeeId: $employeeId) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      nodes {
        id
        memberId
        aaneelId
        memberFullName
        office
        stratification
        lastPhqScore
        currentNumberOfMedications
        transferOffice
        admissionDatetime
        expectedDischargeDate
        visitDatetime
        title
        priority
        dueDate
        lastOutcome
        description
        highNeedCriteria
      }
    }
  }
`);
const ONE_LIST = graphql(`
  query MetricsOneList($officeIds: [ID!]!, $search: String, $metricId: ID, $sort: [MetricRowSort!], $skip: Int, $take: Int) {
    oneList(officeIds: $officeIds, search: $search, metricId: $metricId, sort: $sort, skip: $skip, take: $take) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      nodes {
        id
        memberId
        aaneelId
        memberFullName
        office
      }
      columns {
        field
        key
        label
      }
    }
  }
`);

const leaves = (tree: ResultOf<typeof TREE>['metricsOfficeTree']) => tree.flatMap((m) => m.children.flatMap((c) => c.children));

/** The live neighborhood offices of a community, by id. */
async function communityOffices(communityId: string): Promise<number[]> {
  const { rows } = await stack.db.query<{ id: number }>(
    `SELECT id FROM offices WHERE community_id = $1 AND active AND NOT deleted AND name NOT LIKE '%.000' ORDER BY id`,
    [communityId],
  );
  return rows.map((r) => r.id);
}

/** A generated employee holding only assignments of one type, with their sign-in name. */
async function staffOfType(typeId: number): Promise<{ id: number; username: string }> {
  const { rows } = await stack.db.query<{ id: number; username: string }>(
    `SELECT e.id, u.username FROM employees e JOIN users u ON u.employee_id = e.id
     WHERE e.id >= 101 AND NOT e.archived
       AND EXISTS (SELECT 1 FROM market_assignments a WHERE a.employee_id = e.id AND a.inactive_dt IS NULL AND a.assignment_type_id = $1)
       AND NOT EXISTS (SELECT 1 FROM market_assignments a WHERE a.employee_id = e.id AND a.inactive_dt IS NULL AND a.assignment_type_id <> $1)
     ORDER BY e.id LIMIT 1`,
    [typeId],
  );
  return rows[0];
}

describe('office tree', () => {
  it("an employee's tree holds the offices their assignments cover: the CD's community, one root", async () => {
    const tree = dataOf(await stack.gql('cd', TREE)).metricsOfficeTree;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ kind: 'MARKET', key: `market:${Markets.DEFAULT}` });
    expect(tree[0].children.map((c) => c.key)).toEqual(['community:1.001']);
    const ids = leaves(tree).map((o) => Number(o.officeId));
    expect(ids.sort((a, b) => a - b)).toEqual(await communityOffices('1.001'));
    expect(leaves(tree).every((o) => o.kind === 'OFFICE' && !o.label.endsWith('.000'))).toBe(true);
  });

  it('a user without assignments gets every active, non-deleted office outside market 940063', async () => {
    const tree = dataOf(await stack.gql('superadmin', TREE)).metricsOfficeTree;
    expect(tree.length).toBeGreaterThan(1);
    const { rows } = await stack.db.query<{ id: number; market_id: number }>(
      `SELECT id, market_id FROM offices WHERE active AND NOT deleted AND name NOT LIKE '%.000' AND market_id <> $1 ORDER BY id`,
      [Markets.HIDDEN],
    );
    const ids = leaves(tree).map((o) => Number(o.officeId));
    expect(ids.sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
    expect(tree.map((m) => m.key)).not.toContain(`market:${Markets.HIDDEN}`);
    const { rows: hidden } = await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM offices WHERE market_id = $1`, [
      Markets.HIDDEN,
    ]);
    expect(hidden[0].n).toBeGreaterThan(0);
  });
});

describe('role toggle and team members', () => {
  it('a CD sees the toggle, opens on CD and picks from the team in their offices', async () => {
    const header = dataOf(await stack.gql('cd', HEADER)).metricsDashboardHeader;
    expect(header).toMatchObject({ employeeId: '5', showRoleToggle: true, canPickTeamMember: true, defaultRole: 'CD' });
    expect(header.teamMembers[0]).toMatchObject({ employeeId: '5', fullName: 'Casey Director', defaultRole: 'CD' });
    expect(header.teamMembers.length).toBeGreaterThan(1);
    // Every team member holds a team type at an office of the community (or its community row).
    const ids = header.teamMembers.slice(1).map((t) => Number(t.employeeId));
    const { rows } = await stack.db.query<{ employee_id: number }>(
      `SELECT DISTINCT a.employee_id FROM market_assignments a JOIN offices o ON o.id = a.office_id
       WHERE a.inactive_dt IS NULL AND o.community_id = '1.001' AND a.assignment_type_id = ANY($1::int[]) AND a.employee_id = ANY($2::int[])`,
      [[1, 16, 26, 31, 2, 3, 5, 8, 9, 10, 12, 13, 15, 17, 18, 25, 32, 34], ids],
    );
    expect(rows.length).toBe(ids.length);
    expect(header.teamMembers.some((t) => t.defaultRole === 'PCC')).toBe(true);
  });

  it('an SW has no toggle, opens on SW and sees only their own name; a PCC opens on PCC', async () => {
    const sw = await staffOfType(AssignmentType.SW);
    const header = dataOf(await stack.gql(sw.username, HEADER)).metricsDashboardHeader;
    expect(header).toMatchObject({ employeeId: String(sw.id), showRoleToggle: false, canPickTeamMember: false, defaultRole: 'SW' });
    expect(header.teamMembers.map((t) => t.employeeId)).toEqual([String(sw.id)]);
    const pcc = await staffOfType(AssignmentType.PCC);
    expect(dataOf(await stack.gql(pcc.username, HEADER)).metricsDashboardHeader).toMatchObject({
      showRoleToggle: false,
      defaultRole: 'PCC',
    });
  });

  it("a team member's dashboard: allowed for the CD, FORBIDDEN for someone who may not pick", async () => {
    const header = dataOf(await stack.gql('cd', HEADER)).metricsDashboardHeader;
    const member = header.teamMembers.find((t) => t.defaultRole === 'PCC');
    const theirs = dataOf(await stack.gql('cd', HEADER, { employeeId: member!.employeeId })).metricsDashboardHeader;
    expect(theirs).toMatchObject({ employeeId: member!.employeeId, defaultRole: 'PCC' });
    const tree = dataOf(await stack.gql('cd', TREE, { employeeId: member!.employeeId })).metricsOfficeTree;
    expect(leaves(tree).length).toBeGreaterThan(0);

    const sw = await staffOfType(AssignmentType.SW);
    const refused = await stack.gql(sw.username, TREE, { employeeId: '5' });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(errorMessage(refused)).toBe(METRICS_MESSAGES.teamMemberNotAllowed);
    // Someone outside the CD's team cannot be opened either.
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT e.id FROM employees e WHERE e.id >= 101 AND NOT e.archived
         AND EXISTS (SELECT 1 FROM market_assignments a WHERE a.employee_id = e.id AND a.inactive_dt IS NULL AND a.assignment_type_id = $2)
         AND NOT EXISTS (SELECT 1 FROM market_assignments a JOIN offices o ON o.id = a.office_id
                         WHERE a.employee_id = e.id AND a.inactive_dt IS NULL AND o.market_id = $1)
       ORDER BY e.id LIMIT 1`,
      [Markets.DEFAULT, AssignmentType.PCC],
    );
    expect(errorCode(await stack.gql('cd', TREE, { employeeId: String(rows[0].id) }))).toBe('FORBIDDEN');
  });
});

describe('metric cards', () => {
  let offices: string[];
  beforeAll(async () => {
    offices = (await communityOffices('1.001')).slice(0, 3).map(String);
  });

  it("every card's value equals its drill-down's total, for every role", async () => {
    for (const role of DASHBOARD_ROLE_CHOICES) {
      const dashboard = dataOf(await stack.gql('cd', DASHBOARD, { officeIds: offices, role })).metricsDashboard;
      expect(dashboard.metrics.map((m) => m.id)).toEqual(metricsForRole(role).map((m) => m.id));
      for (const card of dashboard.metrics) {
        const page = dataOf(await stack.gql('cd', ROWS, { metricId: card.id, officeIds: offices, role })).metricRows;
        expect({ role, id: card.id, total: page.totalCount }).toEqual({ role, id: card.id, total: card.value });
        expect(page.nodes.length).toBe(Math.min(10, card.value));
        expect(page.pageInfo).toEqual({ hasNextPage: card.value > 10, hasPreviousPage: false });
        expect(card.columns.slice(0, 3).map((c) => c.key)).toEqual(['aaneelId', 'memberFullName', 'office']);
      }
    }
  });

  it('the catalogue gives each role at least one metric in every group it uses, and ALL is the union', () => {
    const all = new Set(metricsForRole('ALL').map((m) => m.id));
    expect(all).toEqual(new Set(METRICS.map((m) => m.id)));
    for (const role of ['PCC', 'CD', 'SW', 'CMD'] as const) expect(metricsForRole(role).length).toBeGreaterThan(5);
    // An unsupported role has no metric set.
    expect(metricsForRole('RN' as never)).toEqual([]);
  });

  it('counts follow the records: panel, high PHQ-9, polypharmacy and open quality gaps recomputed here', async () => {
    const dashboard = dataOf(await stack.gql('cd', DASHBOARD, { officeIds: offices, role: 'ALL' })).metricsDashboard;
    const { rows } = await stack.db.query<{ eligible: number; panel: number; phq: number; poly: number; gaps: number }>(
      `WITH panel AS (
         SELECT m.* FROM members m WHERE m.office_id = ANY($1::int[]) AND m.eligible AND m.deceased_dt IS NULL
           AND (m.term_dt IS NULL OR m.term_dt > current_date))
       SELECT (SELECT count(*)::int FROM panel) AS eligible,
              (SELECT count(*)::int FROM panel WHERE engaged) AS panel,
              (SELECT count(*)::int FROM panel p WHERE (SELECT s.score FROM member_phq_scores s WHERE s.member_id = p.id
                 ORDER BY s.screened_dt DESC, s.id DESC LIMIT 1) > $2) AS phq,
              (SELECT count(*)::int FROM panel p JOIN member_metrics mm ON mm.member_id = p.id WHERE mm.current_number_of_medications > $3) AS poly,
              (SELECT count(*)::int FROM panel p JOIN member_quality_gaps g ON g.member_id = p.id WHERE p.engaged AND g.closed_dt IS NULL) AS gaps`,
      [offices.map(Number), HIGH_PHQ9_SCORE, POLYPHARMACY_MEDICATIONS],
    );
    const value = (id: string) => dashboard.metrics.find((m) => m.id === id)!.value;
    expect(dashboard.eligibleMembers).toBe(rows[0].eligible);
    expect(dashboard.actionablePanelSize).toBe(rows[0].panel);
    expect(value('actionablePanel')).toBe(rows[0].panel);
    expect(value('highPhq9')).toBe(rows[0].phq);
    expect(value('polypharmacy')).toBe(rows[0].poly);
    expect(dashboard.hedisGapCount).toBe(rows[0].gaps);
    expect(rows[0].phq).toBeGreaterThan(0);

    // High needs as the lookups rank cost (percent rank among the eligible members under 0.2), or
    // 3+ ER visits and admits in 6 months, or more than 6 medications; of the engaged panel.
    const { rows: high } = await stack.db.query<{ n: number }>(
      `WITH ranked AS (
         SELECT mm.member_id, percent_rank() OVER (ORDER BY mm.annual_cost DESC) AS rank
         FROM member_metrics mm JOIN members m ON m.id = mm.member_id WHERE m.eligible)
       SELECT count(*)::int AS n FROM members m
       LEFT JOIN ranked r ON r.member_id = m.id LEFT JOIN member_metrics mm ON mm.member_id = m.id
       WHERE m.office_id = ANY($1::int[]) AND m.eligible AND m.engaged AND m.deceased_dt IS NULL
         AND (m.term_dt IS NULL OR m.term_dt > current_date)
         AND (COALESCE(r.rank < 0.2, false) OR COALESCE(mm.current_number_of_medications, 0) > $2
              OR (SELECT count(*) FROM hospital_census h WHERE h.member_id = m.id AND h.wb_type IN ('ER', 'Inpatient')
                    AND h.admission_date >= current_date - interval '6 months') >= 3)`,
      [offices.map(Number), POLYPHARMACY_MEDICATIONS],
    );
    expect(value('highNeedsPatients')).toBe(high[0].n);
  });

  it('acuity: every level, percent = count / actionable panel rounded, counts adding up to the panel', async () => {
    const dashboard = dataOf(await stack.gql('cd', DASHBOARD, { officeIds: offices, role: 'CD' })).metricsDashboard;
    expect(dashboard.acuity.map((a) => a.level)).toEqual(ACUITY_LEVELS.map((a) => a.level));
    expect(dashboard.acuity.reduce((n: number, a) => n + a.count, 0)).toBe(dashboard.actionablePanelSize);
    for (const slice of dashboard.acuity) {
      expect(slice.percent).toBe(Math.round((slice.count * 100) / dashboard.actionablePanelSize));
    }
    expect(new Set(dashboard.acuity.map((a) => a.color)).size).toBe(ACUITY_LEVELS.length);
  });

  it('drill-downs: rows hold what their metric says, sort by a column, and name where the view goes', async () => {
    const dashboard = dataOf(await stack.gql('cd', DASHBOARD, { officeIds: offices, role: 'ALL' })).metricsDashboard;
    const card = (id: string) => dashboard.metrics.find((m) => m.id === id);
    expect(card('patientsRequiringTransfer')).toMatchObject({ viewTarget: 'ASSIGNMENTS', table: 'MEMBERS', expansion: 'LAST_OUTCOME' });
    expect(card('recentAcuteUtilization')).toMatchObject({ viewTarget: 'CENSUS', table: 'ADMITS', expansion: 'DESCRIPTION' });
    expect(card('highNeedsPatients')).toMatchObject({ viewTarget: 'COST_PROFILE', denominator: dashboard.actionablePanelSize });
    expect(card('openTasks')).toMatchObject({ table: 'TASKS', expansion: 'DESCRIPTION' });

    const phq = dataOf(
      await stack.gql('cd', ROWS, {
        metricId: 'highPhq9',
        officeIds: offices,
        role: 'ALL',
        take: 50,
        sort: [{ field: 'LAST_PHQ_SCORE', direction: 'DESC' }],
      }),
    ).metricRows.nodes;
    expect(phq.length).toBeGreaterThan(0);
    expect(phq.every((r) => r.lastPhqScore! > HIGH_PHQ9_SCORE)).toBe(true);
    expect(phq.map((r) => r.lastPhqScore)).toEqual([...phq.map((r) => r.lastPhqScore)].sort((a, b) => b! - a!));

    const admitted = dataOf(await stack.gql('cd', ROWS, { metricId: 'currentlyAdmitted', officeIds: offices, role: 'ALL' })).metricRows
      .nodes;
    for (const r of admitted) expect(r.expectedDischargeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const tasks = dataOf(await stack.gql('cd', ROWS, { metricId: 'openTasks', officeIds: offices, role: 'SW' })).metricRows.nodes;
    const { rows: owners } = await stack.db.query<{ owner_role: string; completed_dt: string | null }>(
      `SELECT owner_role, completed_dt FROM member_tasks WHERE id = ANY($1::int[])`,
      [tasks.map((t) => Number(t.id))],
    );
    expect(owners.every((t) => t.owner_role === 'SW' && t.completed_dt === null)).toBe(true);

    // A metric outside the role's set, and an unknown metric, are refused as input errors.
    expect(errorCode(await stack.gql('cd', ROWS, { metricId: 'manySocialWorkVisits', officeIds: offices, role: 'CMD' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await stack.gql('cd', ROWS, { metricId: 'nope', officeIds: offices, role: 'ALL' }))).toBe('BAD_USER_INPUT');
    // The table sorts by one column at a time, and pages by its sizes only.
    const twoKeys = await stack.gql('cd', ROWS, {
      metricId: 'highPhq9',
      officeIds: offices,
      role: 'ALL',
      sort: [
        { field: 'LAST_PHQ_SCORE', direction: 'DESC' },
        { field: 'AANEEL_ID', direction: 'ASC' },
      ],
    });
    expect(errorCode(twoKeys)).toBe('BAD_USER_INPUT');
    expect(errorMessage(twoKeys)).toBe('These rows sort by one column at a time');
    expect(errorCode(await stack.gql('cd', ROWS, { metricId: 'highPhq9', officeIds: offices, role: 'ALL', take: 15 }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it("a single member's measures: their row and the member metrics they count in, as the drill-downs list them", async () => {
    const page = dataOf(await stack.gql('cd', ROWS, { metricId: 'polypharmacy', officeIds: offices, role: 'ALL' })).metricRows;
    const member = page.nodes[0];
    const care = async (id: string) => {
      const res = await fetch(`${stack.sandboxUrl.replace(/\/$/, '')}/api/OneList/GetSingleMemberMeasures/${id}`, {
        headers: { authorization: `Bearer ${await stack.token('cd')}`, 'x-user-id': 'cd' },
      });
      return { status: res.status, body: z.looseObject({ metricIds: z.array(z.string()).optional() }).parse(await res.json()) };
    };
    const { status, body } = await care(member.memberId);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      memberId: Number(member.memberId),
      aaneelId: member.aaneelId,
      currentNumberOfMedications: member.currentNumberOfMedications,
    });
    expect(body.metricIds).toContain('polypharmacy');
    // Every member metric listed for the member has them among its rows (checked on one more).
    const other = body.metricIds!.find((id) => id !== 'polypharmacy' && id !== 'actionablePanel' && id !== 'unengagedPanel');
    if (other) {
      // Page after page while the page says more follow, as the table's Next button does.
      const all: string[] = [];
      for (let skip = 0, more = true; more; skip += 50) {
        const batch = dataOf(await stack.gql('cd', ROWS, { metricId: other, officeIds: offices, role: 'ALL', take: 50, skip })).metricRows;
        expect(batch.pageInfo.hasPreviousPage).toBe(skip > 0);
        all.push(...batch.nodes.map((r) => r.memberId));
        more = batch.pageInfo.hasNextPage;
        expect(more).toBe(all.length < batch.totalCount);
      }
      expect(all).toContain(member.memberId);
    }
    const { rows: gone } = await stack.db.query<{ id: number }>(`SELECT id FROM members WHERE NOT eligible ORDER BY id LIMIT 1`);
    expect((await care(String(gone[0].id))).status).toBe(404);
  });

  it('an office outside the dashboard tree is FORBIDDEN, and nothing is counted', async () => {
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT id FROM offices WHERE market_id <> $1 AND active AND NOT deleted AND name NOT LIKE '%.000' ORDER BY id LIMIT 1`,
      [Markets.DEFAULT],
    );
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('app', DASHBOARD, { officeIds: [String(rows[0].id)], role: 'PCC' }),
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(errorMessage(result)).toBe(METRICS_MESSAGES.officeNotAllowed);
    expect(requests.some((r) => r.path.startsWith('/api/OneList/Measures'))).toBe(false);
  });
});

describe('upstream cost', () => {
  it('the dashboard for 1, 50 and every office costs the same Care API requests: the tree and one Measures', async () => {
    const tree = dataOf(await stack.gql('superadmin', TREE)).metricsOfficeTree;
    const ids = leaves(tree).map((o) => o.officeId as string);
    expect(ids.length).toBeGreaterThanOrEqual(50);
    const one = await careApiRequestsDuring(stack, () => stack.gql('superadmin', DASHBOARD, { officeIds: ids.slice(0, 1), role: 'ALL' }));
    const fifty = await careApiRequestsDuring(stack, () =>
      stack.gql('superadmin', DASHBOARD, { officeIds: ids.slice(0, 50), role: 'ALL' }),
    );
    // And for every office of the tree: what the superadmin's homepage asks on arrival.
    const every = await careApiRequestsDuring(stack, () => stack.gql('superadmin', DASHBOARD, { officeIds: ids, role: 'ALL' }));
    dataOf(one.result);
    dataOf(fifty.result);
    expect(dataOf(every.result).metricsDashboard.eligibleMembers).toBeGreaterThan(dataOf(fifty.result).metricsDashboard.eligibleMembers);
    expect(fifty.requests.length).toBe(one.requests.length);
    expect(every.requests.length).toBe(one.requests.length);
    expect(fifty.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`).sort()).toEqual(
      ['GET /api/OneList/Offices', 'POST /api/OneList/Measures'].sort(),
    );
    // A drill-down page: the tree and one OData query, whatever the offices.
    const rows = await careApiRequestsDuring(stack, () =>
      stack.gql('superadmin', ROWS, { metricId: 'actionablePanel', officeIds: ids.slice(0, 50), role: 'ALL' }),
    );
    expect(rows.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`).sort()).toEqual(
      ['GET /api/OneList/Offices', 'POST /odata/OnelistMembers/$query'].sort(),
    );
  });
});

describe('One List', () => {
  it('the table pages the panel, searches by name or AANEEL id, and exports every row as audited CSV', async () => {
    const offices = (await communityOffices('1.001')).slice(0, 2).map(String);
    const first = dataOf(await stack.gql('cd', ONE_LIST, { officeIds: offices, take: 5 })).oneList;
    const dashboard = dataOf(await stack.gql('cd', DASHBOARD, { officeIds: offices, role: 'CD' })).metricsDashboard;
    expect(first.totalCount).toBe(dashboard.eligibleMembers);
    expect(first.nodes).toHaveLength(5);
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const last = dataOf(await stack.gql('cd', ONE_LIST, { officeIds: offices, skip: first.totalCount - 3, take: 5 })).oneList;
    expect(last.nodes).toHaveLength(3);
    expect(last.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    expect(errorCode(await stack.gql('cd', ONE_LIST, { officeIds: offices, take: 201 }))).toBe('BAD_USER_INPUT');
    expect(first.columns.slice(0, 3).map((c) => c.key)).toEqual(['aaneelId', 'memberFullName', 'office']);

    const someone = first.nodes[0];
    const found = dataOf(await stack.gql('cd', ONE_LIST, { officeIds: offices, search: someone.aaneelId })).oneList;
    expect(found.nodes.map((r) => r.aaneelId)).toEqual([someone.aaneelId]);
    const lastName = someone.memberFullName.split(' ').pop();
    const byName = dataOf(await stack.gql('cd', ONE_LIST, { officeIds: offices, search: lastName, take: 50 })).oneList;
    expect(byName.nodes.every((r) => r.memberFullName.toLowerCase().includes(lastName!.toLowerCase()))).toBe(true);
    const engaged = dataOf(await stack.gql('cd', ONE_LIST, { officeIds: offices, metricId: 'actionablePanel' })).oneList;
    expect(engaged.totalCount).toBe(dashboard.actionablePanelSize);
    const sorted = dataOf(
      await stack.gql('cd', ONE_LIST, { officeIds: offices, sort: [{ field: 'AANEEL_ID', direction: 'DESC' }] }),
    ).oneList;
    const sortedIds = sorted.nodes.map((r) => r.aaneelId);
    expect(sortedIds).toEqual([...sortedIds].sort().reverse());

    const requestId = `one-list-export-${randomUUID()}`;
    const res = await download(stack, 'cd', `/files/exports/one-list.csv?officeIds=${offices.join(',')}&sort=AANEEL_ID:ASC`, requestId);
    expect(res.status).toBe(200);
    expect(res.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.headers.get('content-disposition')).toMatch(/one-list-\d{8}-\d{6}\.csv/);
    const csv = parseCsv(res.body);
    expect(csv[0].slice(0, 3)).toEqual(['AaneelId', 'Member Name', 'Office']);
    expect(csv).toHaveLength(first.totalCount + 1);
    const ids = csv.slice(1).map((r) => r[0]);
    expect(ids).toEqual([...ids].sort());
    const events = await auditEventsOf(stack, requestId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'oneList.export', uid: 'cd', outcome: 'OK', rows: first.totalCount });
    expect(readFileSync(stack.auditLogFile, 'utf8')).not.toContain(csv[1][1]);
  });

  it("a drill-down's CSV: every row of the metric with its columns, named after it, audited with the metric", async () => {
    const offices = (await communityOffices('1.001')).slice(0, 3).map(String);
    const page = dataOf(await stack.gql('cd', ROWS, { metricId: 'polypharmacy', officeIds: offices, role: 'CMD' })).metricRows;
    expect(page.totalCount).toBeGreaterThan(10);
    const requestId = `metric-rows-export-${randomUUID()}`;
    const res = await download(
      stack,
      'cd',
      `/files/exports/metric-rows.csv?metricId=polypharmacy&officeIds=${offices.join(',')}&role=CMD&sort=CURRENT_NUMBER_OF_MEDICATIONS:DESC`,
      requestId,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/Polypharmacy-\d{8}-\d{6}\.csv/);
    const csv = parseCsv(res.body);
    expect(csv[0]).toEqual(['AaneelId', 'Member Name', 'Office', 'Medications', 'Stratification', 'Last Completed Visit']);
    expect(csv).toHaveLength(page.totalCount + 1);
    const meds = csv.slice(1).map((r) => Number(r[3]));
    expect(meds.every((n) => n > POLYPHARMACY_MEDICATIONS)).toBe(true);
    expect(meds).toEqual([...meds].sort((a, b) => b - a));
    const events = await auditEventsOf(stack, requestId);
    expect(events[0]).toMatchObject({ action: 'metricRows.export', uid: 'cd', outcome: 'OK', rows: page.totalCount });
    expect(events[0].targets).toEqual(expect.arrayContaining([{ key: 'metricId', value: 'polypharmacy' }]));
    // The same rule as the drill-down: a metric outside the role is refused as input.
    expect(
      (await download(stack, 'cd', `/files/exports/metric-rows.csv?metricId=manySocialWorkVisits&officeIds=${offices[0]}&role=CMD`)).status,
    ).toBe(400);
  });

  it('the export is refused (403, audited) for offices outside the viewer’s tree, and 401 without a token', async () => {
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT id FROM offices WHERE market_id <> $1 AND active AND NOT deleted AND name NOT LIKE '%.000' ORDER BY id LIMIT 1`,
      [Markets.DEFAULT],
    );
    const requestId = `one-list-refused-${randomUUID()}`;
    const { result: res, requests } = await careApiRequestsDuring(stack, () =>
      download(stack, 'app', `/files/exports/one-list.csv?officeIds=${rows[0].id}`, requestId),
    );
    expect(res.status).toBe(403);
    expect(requests.some((r) => r.path.startsWith('/odata/'))).toBe(false);
    const events = await auditEventsOf(stack, requestId);
    expect(events[0]).toMatchObject({ action: 'oneList.export', uid: 'app', outcome: 'FORBIDDEN' });
    expect((await download(stack, null, `/files/exports/one-list.csv?officeIds=${rows[0].id}`)).status).toBe(401);
    const drill = await careApiRequestsDuring(stack, () =>
      download(stack, 'app', `/files/exports/metric-rows.csv?metricId=actionablePanel&officeIds=${rows[0].id}&role=PCC`),
    );
    expect(drill.result.status).toBe(403);
    expect(drill.requests.some((r) => r.path.startsWith('/odata/'))).toBe(false);
  });
});
