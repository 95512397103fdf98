/**
 * The Care API's market assignment routes: the listing (holders in the same answer, current
 * unless includeInactive), AssignUser's own checks (claim, level of the target, Auditor Educator
 * market, clinicians, nothing to change) with the database untouched on refusal, and one
 * transaction ending the old holder and starting the new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssignmentType, Markets } from '@luminate/schema/constants';
import { z } from 'zod';
import { AssignUserResultDto, MarketAssignmentEntryDto, routes } from '@luminate/schema/rest';
import { answerOf, messageOf, startTestSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox(0.05);
});
afterAll(() => t?.sandbox.close());

const assign = (body: object, as: 'nhmanager' | 'staff' | 'datamanager' = 'nhmanager') =>
  t.json('/api/Assignments/AssignUser', {
    as,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The listing's answer. */
const Entries = z.array(MarketAssignmentEntryDto);

async function officeId(name: string): Promise<number> {
  const { rows } = await t.sandbox.db.query<{ id: number }>('SELECT id FROM offices WHERE name = $1', [name]);
  return rows[0].id;
}

async function counts() {
  const { rows } = await t.sandbox.db.query<{ all: number; open: number }>(
    `SELECT (SELECT count(*)::int FROM market_assignments) + (SELECT count(*)::int FROM clinician_assignments) AS all,
            (SELECT count(*)::int FROM market_assignments WHERE inactive_dt IS NULL) AS open`,
  );
  return rows[0];
}

describe('GET /api/Assignments/MarketAssignments', () => {
  it('answers a market’s current assignments with their holders, past ones only when asked', async () => {
    const current = await t.json(`/api/Assignments/MarketAssignments?marketId=${Markets.DEFAULT}`);
    expect(current.status).toBe(200);
    expect(() => {
      (routes.listMarketAssignments.answer as { json: z.ZodType }).json.parse(current.body);
    }).not.toThrow();
    const entries = answerOf(Entries, current.body);
    expect(entries.every((a) => a.inactiveDt === null)).toBe(true);
    const cd = entries.find((a) => a.assignmentTypeId === AssignmentType.CD && a.employeeId === 5);
    expect(cd?.employee).toEqual({ id: 5, firstName: 'Casey', lastName: 'Director' });
    const all = await t.json(`/api/Assignments/MarketAssignments?marketId=${Markets.DEFAULT}&includeInactive=true`);
    expect(answerOf(Entries, all.body).length).toBeGreaterThan(entries.length);
    const byType = await t.json(`/api/Assignments/MarketAssignments?officeId=${await officeId('1.001.000')}&assignmentTypeIds=10,13`);
    expect(
      answerOf(Entries, byType.body)
        .map((a) => a.employeeId)
        .sort(),
    ).toEqual([3, 5]);
  });
});

describe('POST /api/Assignments/AssignUser', () => {
  it('refuses callers without neighborhood management (403) and bad targets (422), changing nothing', async () => {
    const before = await counts();
    const neighborhood = await officeId('1.001.002');
    const community = await officeId('1.001.000');
    expect((await assign({ employeeId: 13, to: neighborhood, assignmentTypeId: AssignmentType.SW }, 'staff')).status).toBe(403);
    expect((await assign({ employeeId: 13, to: community, assignmentTypeId: AssignmentType.CD }, 'datamanager')).status).toBe(403);
    const cases: Array<[object, RegExp]> = [
      [{ employeeId: 13, to: neighborhood, assignmentTypeId: AssignmentType.CD }, /community/],
      [{ employeeId: 13, to: community, assignmentTypeId: AssignmentType.SW }, /neighborhood/],
      [{ employeeId: 13, to: Markets.DEFAULT, assignmentTypeId: AssignmentType.AUDITOR_EDUCATOR }, /Coding Quality/],
      [{ employeeId: null, to: neighborhood, assignmentTypeId: AssignmentType.SW }, /assignee/],
      [{ employeeId: 13, to: 13, assignmentTypeId: AssignmentType.COLLAB_PHYSICIAN }, /clinician/],
      [{ employeeId: 5, to: community, assignmentTypeId: AssignmentType.CD }, /already holds/],
      [{ employeeId: 13, to: Markets.HIDDEN, assignmentTypeId: AssignmentType.RVP }, /active markets/],
    ];
    for (const [body, message] of cases) {
      const res = await assign(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(messageOf(res.body)).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('ends the current holder and starts the new one in one go; unassign only ends it', async () => {
    const community = await officeId('1.001.000');
    const before = await counts();
    const res = await assign({ employeeId: 13, to: community, assignmentTypeId: AssignmentType.OM });
    expect(res.status).toBe(200);
    const result = answerOf(AssignUserResultDto, res.body);
    expect(result.ended.map((a) => a.employeeId)).toEqual([3]);
    expect(result.ended[0].inactiveDt).not.toBeNull();
    expect(result.started).toMatchObject({ officeId: community, employeeId: 13, inactiveDt: null, employee: { id: 13 } });
    expect(await counts()).toEqual({ all: before.all + 1, open: before.open });

    const ended = await assign({ employeeId: null, unassign: true, to: community, assignmentTypeId: AssignmentType.OM });
    const unassigned = answerOf(AssignUserResultDto, ended.body);
    expect(unassigned.started).toBeNull();
    expect(unassigned.ended.map((a) => a.employeeId)).toEqual([13]);
    // Back to the seeded holder.
    expect((await assign({ employeeId: 3, to: community, assignmentTypeId: AssignmentType.OM })).status).toBe(200);
  });
});
