/**
 * Market Assignments through the gateway, against the real sandbox: the table of a market (rows,
 * holders, header), its upstream cost (constant whatever the market's size), the Change
 * Assignment rules and messages, assigning and unassigning at each level with the history that
 * follows, the refusals (FORBIDDEN with the sandbox unchanged), the Collab/Designated rows, the
 * approval dashboards following a reassigned CD, and the export file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssignmentType, Markets } from '@luminate/schema/constants';
import { ASSIGNMENT_MESSAGES, assignmentSentence, assignmentTypesForTab, changeAssignmentRule } from '@luminate/schema/rules';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, download, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';
import type { ChangeAssignmentInput } from '../generated/graphql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  dataOf(
    await stack.gql(
      'staff',
      graphql(`
        query MarketAssignmentsMarkets {
          markets {
            id
          }
        }
      `),
    ),
  );
});
afterAll(async () => {
  await stack?.close();
});

// An assignment of an employee to an office, with its dates and the employee's name.
graphql(`
  fragment MarketAssignmentsTestMarketAssignment on MarketAssignment {
    id
    officeId
    assignmentTypeId
    employeeId
    activeDt
    inactiveDt
    employee {
      id
      firstName
      lastName
    }
  }
`);

const TABLE = graphql(`
  query MarketAssignmentsMarketAssignmentTable($m: ID!) {
    marketAssignmentTable(marketId: $m) {
      id
      market {
        id
        name
      }
      regionalVicePresident {
        ...MarketAssignmentsTestMarketAssignment
      }
      seniorMedicalOfficer {
        ...MarketAssignmentsTestMarketAssignment
      }
      auditorEducator {
        ...MarketAssignmentsTestMarketAssignment
      }
      viewerCan {
        change {
          allowed
          reason
        }
      }
      rows {
        id
        communityName
        office {
          id
          name
          active
        }
        assignments {
          ...MarketAssignmentsTestMarketAssignment
        }
      }
    }
  }
`);
const CHANGE = graphql(`
  mutation MarketAssignmentsChangeAssignment($input: ChangeAssignmentInput!) {
    changeAssignment(input: $input) {
      assigned {
        ...MarketAssignmentsTestMarketAssignment
      }
      ended {
        ...MarketAssignmentsTestMarketAssignment
      }
      table {
        id
        regionalVicePresident {
          ...MarketAssignmentsTestMarketAssignment
        }
        seniorMedicalOfficer {
          ...MarketAssignmentsTestMarketAssignment
        }
        auditorEducator {
          ...MarketAssignmentsTestMarketAssignment
        }
        marketLevelHistory {
          ...MarketAssignmentsTestMarketAssignment
        }
      }
      rows {
        id
        assignments {
          ...MarketAssignmentsTestMarketAssignment
        }
        history {
          ...MarketAssignmentsTestMarketAssignment
        }
      }
      clinician {
        id
        collaboratingPhysician {
          id
          employee {
            id
          }
        }
        designatedPhysician {
          id
          employee {
            id
          }
        }
        history {
          id
          employee {
            id
          }
          inactiveDt
        }
      }
    }
  }
`);

async function table(marketId: number, persona = 'staff') {
  return dataOf(await stack.gql(persona, TABLE, { m: String(marketId) })).marketAssignmentTable;
}

async function activeHolders(officeId: number, typeId: number): Promise<number[]> {
  const { rows } = await stack.db.query<{ employee_id: number }>(
    'SELECT employee_id FROM market_assignments WHERE office_id = $1 AND assignment_type_id = $2 AND inactive_dt IS NULL ORDER BY id',
    [officeId, typeId],
  );
  return rows.map((r) => r.employee_id);
}

async function snapshot() {
  const { rows } = await stack.db.query<{ n: number; open: number }>(
    `SELECT (SELECT count(*)::int FROM market_assignments) + (SELECT count(*)::int FROM clinician_assignments) AS n,
            (SELECT count(*)::int FROM market_assignments WHERE inactive_dt IS NULL) AS open`,
  );
  return rows[0];
}

/** Employees (not archived, not personas) holding no current assignment: people to give one to, a new one each call. */
let handedOut = 0;
async function freeEmployees(count: number): Promise<number[]> {
  const { rows } = await stack.db.query<{ id: number }>(
    `SELECT id FROM employees e WHERE NOT archived AND id > 100
       AND NOT EXISTS (SELECT 1 FROM market_assignments a WHERE a.employee_id = e.id AND a.inactive_dt IS NULL)
       AND NOT EXISTS (SELECT 1 FROM clinician_assignments c WHERE c.employee_id = e.id AND c.inactive_dt IS NULL)
     ORDER BY id OFFSET $1 LIMIT $2`,
    [handedOut, count],
  );
  handedOut += count;
  expect(rows).toHaveLength(count);
  return rows.map((r) => r.id);
}

/** The row's assignment of a type; type ids are IDs, so the answer carries them as text. */
const typeOf = <A extends { assignmentTypeId: string }>(row: { assignments: A[] } | undefined, typeId: number): A | null => {
  if (!row) throw new Error('The table has no such row');
  return row.assignments.find((a) => a.assignmentTypeId === String(typeId)) ?? null;
};

describe('the table of a market', () => {
  it('lists one row per active neighborhood with its holders, and the RVP and SMO of the market', async () => {
    const t = await table(Markets.DEFAULT);
    expect(t!.id).toBe(String(Markets.DEFAULT));
    const { rows: offices } = await stack.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM offices WHERE market_id = $1 AND active AND NOT deleted AND name NOT LIKE '%.000' ORDER BY name`,
      [Markets.DEFAULT],
    );
    expect(t!.rows.map((r) => r.office.name)).toEqual(offices.map((o) => o.name));
    expect(t!.rows.every((r) => !r.office.name.endsWith('.000') && r.communityName.endsWith('.000'))).toBe(true);

    // The personas' community: cd is its CD (community level), app the APP of 1.001.001.
    const row = t!.rows.find((r) => r.office.name === '1.001.001');
    expect(typeOf(row, AssignmentType.CD)!.employee).toEqual({ id: '5', firstName: 'Casey', lastName: 'Director' });
    expect(typeOf(row, AssignmentType.APP)!.employeeId).toBe('4');
    expect(row!.assignments.every((a) => a.inactiveDt === null)).toBe(true);
    expect(t!.regionalVicePresident!.employee).toEqual({ id: '7', firstName: 'Riley', lastName: 'Regional' });
    expect(t!.seniorMedicalOfficer!.employeeId).toBe('8');
    expect(t!.viewerCan.change).toEqual({ allowed: false, reason: 'Only neighborhood management may change assignments' });
    expect((await table(Markets.DEFAULT, 'nhmanager'))!.viewerCan.change).toEqual({ allowed: true, reason: null });
  });

  it('costs the same few Care API requests for a small and a large market (one MarketAssignments call)', async () => {
    const { rows } = await stack.db.query<{ market_id: number; n: number }>(
      `SELECT market_id, count(*)::int AS n FROM offices WHERE active AND NOT deleted AND name NOT LIKE '%.000'
       AND market_id IN (SELECT id FROM markets WHERE active) GROUP BY market_id ORDER BY n, market_id`,
    );
    const small = rows[0];
    const large = rows[rows.length - 1];
    expect(large.n).toBeGreaterThan(small.n);
    await table(small.market_id);
    await table(large.market_id);
    const counts: number[] = [];
    for (const m of [small, large]) {
      const { result, requests } = await careApiRequestsDuring(stack, () => table(m.market_id));
      expect(result!.rows).toHaveLength(m.n);
      expect(requests.filter((r) => r.path.startsWith('/api/Assignments/MarketAssignments'))).toHaveLength(1);
      counts.push(requests.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(4);
  });

  it('answers one neighborhood with its history, newest first, past holders included', async () => {
    const { rows } = await stack.db.query<{ office_id: number }>(
      `SELECT a.office_id FROM market_assignments a JOIN offices o ON o.id = a.office_id
       WHERE a.inactive_dt IS NOT NULL AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' ORDER BY a.id LIMIT 1`,
    );
    const officeId = rows[0].office_id;
    const row = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MarketAssignmentsNeighborhoodAssignments($o: ID!) {
            neighborhoodAssignments(officeId: $o) {
              id
              history {
                ...MarketAssignmentsTestMarketAssignment
              }
            }
          }
        `),
        {
          o: String(officeId),
        },
      ),
    ).neighborhoodAssignments;
    expect(row!.id).toBe(String(officeId));
    expect(row!.history.some((h) => h.inactiveDt !== null && h.officeId === String(officeId))).toBe(true);
    const starts = row!.history.map((h) => h.activeDt);
    expect(starts).toEqual([...starts].sort().reverse());
  });
});

describe('the Change Assignment rule', () => {
  it('offers per tab only the types the tab allows', () => {
    const types = [1, 5, 8, 9, 10, 34, 20].map((id) => ({ id, active: id !== 20 }));
    expect(assignmentTypesForTab(1001, types).map((t) => t.id)).toEqual([5, 8]);
    expect(assignmentTypesForTab(10001, types).map((t) => t.id)).toEqual([34]);
    expect(assignmentTypesForTab(Markets.DEFAULT, types).map((t) => t.id)).toEqual([1, 9, 10]);
  });

  it('builds the confirmation sentence only once every choice is made', () => {
    const base = { typeName: 'Clinical Director', target: 'community' as const, unassign: false };
    expect(assignmentSentence(base)).toBeNull();
    expect(assignmentSentence({ ...base, targetName: '1.001.000' })).toBeNull();
    expect(assignmentSentence({ ...base, targetName: '1.001.000', assigneeName: 'J. Smith' })).toBe(
      'Assign J. Smith as Clinical Director of community 1.001.000.',
    );
    expect(assignmentSentence({ typeName: 'Regional Vice President', target: 'market', unassign: true, targetName: 'Houston' })).toBe(
      'Unassign the Regional Vice President of market Houston, for all of its neighborhoods.',
    );
  });

  it('needs an assignee unless Unassign, and the target of the type', () => {
    const messages = (input: object) => {
      const r = changeAssignmentRule.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages({ assignmentTypeId: AssignmentType.SW, officeId: 2002 })).toEqual([ASSIGNMENT_MESSAGES.assignee]);
    expect(messages({ assignmentTypeId: AssignmentType.SW, unassign: true, officeId: 2002 })).toEqual([]);
    expect(messages({ assignmentTypeId: AssignmentType.RVP, employeeId: 101, marketId: Markets.DEFAULT })).toEqual([]);
    expect(messages({ assignmentTypeId: AssignmentType.AUDITOR_EDUCATOR, employeeId: 101 })).toEqual([ASSIGNMENT_MESSAGES.market]);
    expect(messages({ assignmentTypeId: AssignmentType.AUDITOR_EDUCATOR, employeeId: 101, marketId: Markets.CODING_QUALITY })).toEqual([]);
    expect(messages({ assignmentTypeId: AssignmentType.COLLAB_PHYSICIAN, employeeId: 101 })).toEqual([ASSIGNMENT_MESSAGES.clinician]);
  });
});

describe('changing an assignment', () => {
  it('answers rule failures as BAD_USER_INPUT with the field and its message, sending nothing', async () => {
    const office = (await table(Markets.DEFAULT))!.rows[0];
    const cases: Array<[ChangeAssignmentInput, string, string]> = [
      [{ assignmentTypeId: AssignmentType.SW, officeId: office.id }, 'employeeId', ASSIGNMENT_MESSAGES.assignee],
      [{ assignmentTypeId: AssignmentType.SW, employeeId: '101' }, 'officeId', ASSIGNMENT_MESSAGES.neighborhood],
      [{ assignmentTypeId: AssignmentType.AUDITOR_EDUCATOR, employeeId: '101' }, 'marketId', ASSIGNMENT_MESSAGES.market],
      [
        { assignmentTypeId: AssignmentType.AUDITOR_EDUCATOR, employeeId: '101', marketId: String(Markets.DEFAULT) },
        'marketId',
        ASSIGNMENT_MESSAGES.codingQualityMarket,
      ],
      [{ assignmentTypeId: AssignmentType.CD, employeeId: '101', officeId: office.id }, 'officeId', ASSIGNMENT_MESSAGES.community],
      [{ assignmentTypeId: AssignmentType.DESIGNATED_PHYSICIAN, employeeId: '101' }, 'clinicianId', ASSIGNMENT_MESSAGES.clinician],
    ];
    for (const [input, field, message] of cases) {
      const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('nhmanager', CHANGE, { input }));
      expect(errorCode(result), JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(result.body.errors![0].extensions!.fieldErrors).toEqual([{ field, message }]);
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    }

    // A type id that is not a whole number is refused before any look-up.
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('nhmanager', CHANGE, { input: { assignmentTypeId: 'SW', employeeId: '101', officeId: office.id } }),
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(errorMessage(result)).toBe('Invalid assignment type id');
    expect(requests).toEqual([]);
  });

  it('refuses staff and datamanager (FORBIDDEN), sending nothing and changing nothing', async () => {
    const office = (await table(Markets.DEFAULT))!.rows[0];
    const [someone] = await freeEmployees(1);
    const before = await snapshot();
    for (const persona of ['staff', 'datamanager']) {
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql(persona, CHANGE, { input: { assignmentTypeId: AssignmentType.SW, employeeId: String(someone), officeId: office.id } }),
      );
      expect(errorCode(result), persona).toBe('FORBIDDEN');
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
      const unassign = await stack.gql(persona, CHANGE, {
        input: { assignmentTypeId: AssignmentType.RVP, unassign: true, marketId: String(Markets.DEFAULT) },
      });
      expect(errorCode(unassign)).toBe('FORBIDDEN');
    }
    expect(await snapshot()).toEqual(before);
    expect(await activeHolders(Number(office.id), AssignmentType.SW)).not.toContain(someone);
  });

  it('assigns and unassigns at a neighborhood: the row, its history and the sandbox follow', async () => {
    const t = await table(Markets.DEFAULT);
    const row = t!.rows.find((r) => typeOf(r, AssignmentType.SW)) ?? t!.rows[0];
    const officeId = Number(row.id);
    const previous = typeOf(row, AssignmentType.SW);
    const [newcomer] = await freeEmployees(1);

    const assigned = dataOf(
      await stack.gql('nhmanager', CHANGE, {
        input: { assignmentTypeId: AssignmentType.SW, employeeId: String(newcomer), officeId: row.id },
      }),
    ).changeAssignment;
    expect(assigned.assigned).toMatchObject({
      officeId: row.id,
      assignmentTypeId: String(AssignmentType.SW),
      employeeId: String(newcomer),
      inactiveDt: null,
    });
    expect(assigned.rows.map((r) => r.id)).toEqual([row.id]);
    expect(typeOf(assigned.rows[0], AssignmentType.SW)!.employeeId).toBe(String(newcomer));
    expect(assigned.rows[0].history[0].id).toBe(assigned.assigned!.id);
    if (previous) {
      expect(assigned.ended.map((e) => e.id)).toEqual([previous.id]);
      const ended = assigned.rows[0].history.find((h) => h.id === previous.id);
      expect(ended!.inactiveDt).not.toBeNull();
    }
    expect(await activeHolders(officeId, AssignmentType.SW)).toEqual([newcomer]);

    const unassigned = dataOf(
      await stack.gql('nhmanager', CHANGE, { input: { assignmentTypeId: AssignmentType.SW, unassign: true, officeId: row.id } }),
    ).changeAssignment;
    expect(unassigned.assigned).toBeNull();
    expect(unassigned.ended.map((e) => e.employeeId)).toEqual([String(newcomer)]);
    expect(typeOf(unassigned.rows[0], AssignmentType.SW)).toBeNull();
    expect(await activeHolders(officeId, AssignmentType.SW)).toEqual([]);
    // Unassigning nobody is refused by the Care API.
    const again = await stack.gql('nhmanager', CHANGE, {
      input: { assignmentTypeId: AssignmentType.SW, unassign: true, officeId: row.id },
    });
    expect(errorMessage(again)).toMatch(/Nobody holds this assignment/);
  });

  it('gives a market-level type to the whole market: header and every row’s history', async () => {
    const t = await table(920001626);
    const [newcomer] = await freeEmployees(1);
    const result = dataOf(
      await stack.gql('nhmanager', CHANGE, {
        input: { assignmentTypeId: AssignmentType.SMO, employeeId: String(newcomer), marketId: '920001626' },
      }),
    ).changeAssignment;
    expect(result.table!.id).toBe('920001626');
    expect(result.table!.seniorMedicalOfficer!.employeeId).toBe(String(newcomer));
    expect(result.table!.marketLevelHistory[0].id).toBe(result.assigned!.id);
    expect(result.rows.map((r) => r.id)).toEqual(t!.rows.map((r) => r.id));
    expect(result.rows.every((r) => r.history.some((h) => h.id === result.assigned!.id))).toBe(true);
    expect((await table(920001626))!.seniorMedicalOfficer!.employeeId).toBe(String(newcomer));
  });

  it('gives the Auditor Educator only in the Coding Quality market', async () => {
    const [newcomer] = await freeEmployees(1);
    const result = dataOf(
      await stack.gql('nhmanager', CHANGE, {
        input: {
          assignmentTypeId: AssignmentType.AUDITOR_EDUCATOR,
          employeeId: String(newcomer),
          marketId: String(Markets.CODING_QUALITY),
        },
      }),
    ).changeAssignment;
    expect(result.table!.auditorEducator!.employeeId).toBe(String(newcomer));
    expect(result.rows).toEqual([]);
  });

  it('changes a clinician’s collaborating physician (Collab/Designated)', async () => {
    const rows = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MarketAssignmentsClinicianAssignments {
            clinicianAssignments {
              id
              clinician {
                id
                lastName
              }
              market {
                id
              }
              physiciansRequired
              collaboratingPhysician {
                id
                employee {
                  id
                }
              }
              designatedPhysician {
                id
              }
            }
          }
        `),
      ),
    ).clinicianAssignments;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.physiciansRequired === (r.market!.id === '920001631'))).toBe(true);
    const clinician = rows[0];
    const [physician] = await freeEmployees(1);
    const result = dataOf(
      await stack.gql('nhmanager', CHANGE, {
        input: { assignmentTypeId: AssignmentType.COLLAB_PHYSICIAN, employeeId: String(physician), clinicianId: clinician.id },
      }),
    ).changeAssignment;
    expect(result.clinician!.id).toBe(clinician.id);
    expect(result.clinician!.collaboratingPhysician!.employee.id).toBe(String(physician));
    if (clinician.collaboratingPhysician) {
      expect(result.clinician!.history.find((h) => h.id === clinician.collaboratingPhysician!.id)!.inactiveDt).not.toBeNull();
    }
    const notAnApp = await stack.gql('nhmanager', CHANGE, {
      input: { assignmentTypeId: AssignmentType.COLLAB_PHYSICIAN, employeeId: String(physician), clinicianId: '13' },
    });
    expect(errorMessage(notAnApp)).toMatch(/clinician/);
  });

  it('makes the approval dashboards follow a reassigned CD: the new holder may decide, the old one not', async () => {
    const DECIDE = graphql(`
      query MarketAssignmentsDncRequest($id: ID!) {
        dncRequest(id: $id) {
          id
          viewerCan {
            decide {
              allowed
              reason
            }
          }
        }
      }
    `);
    const MINE = graphql(`
      query MarketAssignmentsDncRequests {
        dncRequests(tab: CD, mine: true, take: 160) {
          nodes {
            id
          }
        }
      }
    `);
    const mine = dataOf(await stack.gql('cd', MINE)).dncRequests.nodes;
    expect(mine.length).toBeGreaterThan(0);
    const id = mine[0].id;
    // The stand-in holds nothing yet; its Mine view is empty, and kept so for a while.
    expect(dataOf(await stack.gql('staff', MINE)).dncRequests.nodes).toEqual([]);
    expect(dataOf(await stack.gql('staff', DECIDE, { id })).dncRequest!.viewerCan.decide.allowed).toBe(false);

    const { rows } = await stack.db.query<{ id: number }>(`SELECT id FROM offices WHERE name = '1.001.000'`);
    const community = String(rows[0].id);
    const give = (employeeId: string) =>
      stack.gql('nhmanager', CHANGE, { input: { assignmentTypeId: String(AssignmentType.CD), employeeId, officeId: community } });
    try {
      dataOf(await give('13'));
      expect(dataOf(await stack.gql('staff', DECIDE, { id })).dncRequest!.viewerCan.decide.allowed).toBe(true);
      expect(dataOf(await stack.gql('cd', DECIDE, { id })).dncRequest!.viewerCan.decide.allowed).toBe(false);
      expect(dataOf(await stack.gql('staff', MINE)).dncRequests.nodes.map((n) => n.id)).toContain(id);
      expect(dataOf(await stack.gql('cd', MINE)).dncRequests.nodes).toEqual([]);
    } finally {
      dataOf(await give('5'));
    }
    expect(dataOf(await stack.gql('cd', DECIDE, { id })).dncRequest!.viewerCan.decide.allowed).toBe(true);
  });
});

describe('export', () => {
  it('downloads the current assignments of a market as CSV', async () => {
    const res = await download(stack, 'staff', `/files/market-assignments-report?marketId=${Markets.DEFAULT}`);
    expect(res.status).toBe(200);
    const text = res.body.toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('Market,Community,Office,Assignment Type,First Name,Last Name,Active Date');
    expect(lines.slice(1).every((l) => l.startsWith('Houston,'))).toBe(true);
    expect(text).toContain('Casey,Director');
    expect((await download(stack, null, '/files/market-assignments-report')).status).toBe(401);
  });
});
