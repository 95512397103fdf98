/**
 * Provider details through the gateway, against the real sandbox: the rows of a market agree
 * with the seeded offices, assignments, members and appointments; the whole market costs one
 * Care API request; the date range rule; the full columns only for admins and provider
 * management; the edit rules with their messages, the change log, and the edit refused
 * (FORBIDDEN, nothing changed) to personas without the right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Markets } from '@luminate/schema/constants';
import { addDays, EARTH_RADIUS_MILES, IV_VISIT_TYPES, PROVIDER_ASSIGNMENT_TYPES } from '@luminate/schema/rules';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;
const HOUSTON = String(Markets.DEFAULT);
const today = new Date().toISOString().slice(0, 10);
const end = addDays(today, 36);

beforeAll(async () => {
  stack = await startStack();
  dataOf(
    await stack.gql(
      'staff',
      graphql(`
        query ProviderDetailsStates {
          states {
            abbrev
          }
        }
      `),
    ),
  );
});
afterAll(async () => {
  await stack?.close();
});

// A provider's details row as the providers screen reads it: panel, visit limits, eligibility and whether the viewer may update it.
graphql(`
  fragment ProviderDetailsTestProviderDetail on ProviderDetail {
    id
    employeeId
    name
    communities
    panelSize
    inRange
    exclusiveInRange
    dailyIvLimit
    ivCount
    ivOpportunityCount
    availability
    maxDistanceFromHB
    f2FEligible
    telehealthEligible
    psvEligible
    viewerCan {
      update {
        allowed
        reason
      }
    }
  }
`);

const DETAILS = graphql(`
  query ProviderDetailsProviderDetails($m: ID!, $s: Date!, $e: Date!) {
    providerDetails(marketId: $m, start: $s, end: $e) {
      ...ProviderDetailsTestProviderDetail
    }
  }
`);
const UPDATE = graphql(`
  mutation ProviderDetailsUpdateProviderDetails($m: ID!, $s: Date!, $e: Date!, $input: UpdateProviderDetailsInput!) {
    updateProviderDetails(marketId: $m, start: $s, end: $e, input: $input) {
      ...ProviderDetailsTestProviderDetail
    }
  }
`);
const LOGS = graphql(`
  query ProviderDetailsProviderChangeLogs($id: ID!) {
    providerChangeLogs(employeeId: $id) {
      id
      employeeId
      dailyIvLimit
      maxDistance
      f2FEligible
      telehealthEligible
      psvEligible
      updatedDt
      updatedBy
    }
  }
`);

const details = async (persona: string, s = today, e = end) =>
  dataOf(await stack.gql(persona, DETAILS, { m: HOUSTON, s, e })).providerDetails;

const workingDays = (from: string, to: string) => {
  let n = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const day = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6) n++;
  }
  return n;
};

const settings = async (employeeId: number) =>
  (await stack.db.query('SELECT * FROM provider_settings WHERE employee_id = $1', [employeeId])).rows[0];
const logCount = async () => (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM provider_change_logs')).rows[0].n;

describe('providerDetails', () => {
  it("lists the market's APP providers with figures that agree with the seed, in one Care API request", async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('staff', DETAILS, { m: HOUSTON, s: today, e: end }));
    expect(requests.map((r) => r.path.split('?')[0])).toEqual(['/api/Providers/ProviderDetails']);
    const rows = dataOf(result).providerDetails;

    const { rows: holders } = await stack.db.query<{ employee_id: number }>(
      `SELECT DISTINCT a.employee_id FROM market_assignments a JOIN offices o ON o.id = a.office_id
       WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($1::int[]) AND o.market_id = $2 AND NOT o.deleted AND o.name NOT LIKE '%.000'`,
      [[...PROVIDER_ASSIGNMENT_TYPES], Markets.DEFAULT],
    );
    expect(rows.map((r) => Number(r.employeeId)).sort((a, b) => a - b)).toEqual(holders.map((h) => h.employee_id).sort((a, b) => a - b));
    expect(rows.some((r) => r.communities.includes('1.001'))).toBe(true);

    const days = workingDays(today, end);
    for (const row of rows) {
      const id = Number(row.employeeId);
      const { rows: panel } = await stack.db.query<{ n: number }>(
        `SELECT count(DISTINCT m.id)::int AS n FROM members m WHERE m.eligible AND m.office_id IN (
           SELECT a.office_id FROM market_assignments a JOIN offices o ON o.id = a.office_id
           WHERE a.employee_id = $1 AND a.inactive_dt IS NULL AND a.assignment_type_id = ANY($2::int[]) AND o.market_id = $3 AND NOT o.deleted)`,
        [id, [...PROVIDER_ASSIGNMENT_TYPES], Markets.DEFAULT],
      );
      expect(row.panelSize, row.name).toBe(panel[0].n);
      const { rows: visits } = await stack.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM appointments WHERE visit_with_id = $1 AND appointment_status <> 'Cancelled'
           AND visit_type = ANY($4::text[]) AND start >= $2::date AND start < $3::date + 1`,
        [id, today, end, IV_VISIT_TYPES],
      );
      expect(row.ivCount, row.name).toBe(visits[0].n);
      const slots = row.dailyIvLimit * days;
      expect(row.ivOpportunityCount).toBe(Math.max(0, slots - row.ivCount));
      expect(row.availability).toBeCloseTo((100 * row.ivOpportunityCount) / slots, 1);
      expect(row.exclusiveInRange).toBeLessThanOrEqual(row.inRange);
      expect(row.dailyIvLimit).toBeGreaterThanOrEqual(1);
      expect(row.dailyIvLimit).toBeLessThanOrEqual(2);
    }
    // Members live near their offices: providers reach some of them.
    expect(rows.some((r) => r.inRange > 0)).toBe(true);
    expect(rows.some((r) => r.ivCount > 0)).toBe(true);
  });

  it("counts each provider's members in range, and those in range of no other provider, as the great-circle rule says", async () => {
    const rows = dataOf(await stack.gql('superadmin', DETAILS, { m: HOUSTON, s: today, e: end })).providerDetails;
    // The rule worked out in the database alone: a member is in a provider's range when their home
    // lies within the provider's maximum distance (haversine miles) of one of the provider's home bases.
    const { rows: expected } = await stack.db.query<{ employee_id: number; in_range: number; exclusive: number }>(
      `WITH holdings AS (
         SELECT DISTINCT a.employee_id, a.office_id FROM market_assignments a JOIN offices o ON o.id = a.office_id
         WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($1::int[]) AND o.market_id = $2 AND NOT o.deleted AND o.name NOT LIKE '%.000'
       ),
       pairs AS (
         SELECT DISTINCT h.employee_id, m.id AS member_id
         FROM holdings h
         JOIN office_nodes n ON n.office_id = h.office_id AND n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL
         LEFT JOIN provider_settings s ON s.employee_id = h.employee_id
         JOIN members m ON m.market_id = $2 AND m.eligible
         JOIN member_locations l ON l.member_id = m.id
         WHERE 2 * $3::float8 * asin(least(1, sqrt(power(sin(radians(l.lat - n.lat) / 2), 2)
                 + cos(radians(n.lat)) * cos(radians(l.lat)) * power(sin(radians(l.lng - n.lng) / 2), 2))))
               <= COALESCE(s.max_distance_from_hb, 25)
       ),
       reach AS (SELECT member_id, count(*) AS n FROM pairs GROUP BY member_id)
       SELECT p.employee_id, count(*)::int AS in_range, (count(*) FILTER (WHERE r.n = 1))::int AS exclusive
       FROM pairs p JOIN reach r ON r.member_id = p.member_id GROUP BY p.employee_id`,
      [[...PROVIDER_ASSIGNMENT_TYPES], Markets.DEFAULT, EARTH_RADIUS_MILES],
    );
    const want = new Map(expected.map((e) => [e.employee_id, { inRange: e.in_range, exclusiveInRange: e.exclusive }]));
    for (const row of rows) {
      expect({ inRange: row.inRange, exclusiveInRange: row.exclusiveInRange }, row.name).toEqual(
        want.get(Number(row.employeeId)) ?? { inRange: 0, exclusiveInRange: 0 },
      );
    }
    expect(rows.some((r) => r.exclusiveInRange > 0 && r.exclusiveInRange < r.inRange)).toBe(true);
  });

  it('shows the full columns only to admins and provider management', async () => {
    const staff = await details('staff');
    expect(staff.every((r) => r.maxDistanceFromHB === null && r.f2FEligible === null && r.psvEligible === null)).toBe(true);
    expect(staff.every((r) => r.viewerCan.update.allowed === false)).toBe(true);
    const manager = await details('nhmanager');
    expect(manager.every((r) => r.maxDistanceFromHB! > 0 && typeof r.f2FEligible === 'boolean')).toBe(true);
    expect(manager.every((r) => r.viewerCan.update.allowed)).toBe(true);
    const can = graphql(`
      query ProviderDetailsViewer {
        viewer {
          can {
            seeFullProviderColumns
          }
        }
      }
    `);
    expect(dataOf(await stack.gql('staff', can)).viewer.can.seeFullProviderColumns).toBe(false);
    expect(dataOf(await stack.gql('datamanager', can)).viewer.can.seeFullProviderColumns).toBe(false);
    expect(dataOf(await stack.gql('nhmanager', can)).viewer.can.seeFullProviderColumns).toBe(true);
    expect(dataOf(await stack.gql('superadmin', can)).viewer.can.seeFullProviderColumns).toBe(true);
  });

  // The gateway allows one day either way for the browser's time zone.
  it('takes a range from today to at most 40 days ahead', async () => {
    expect((await details('staff', today, addDays(today, 40))).length).toBeGreaterThan(0);
    for (const [s, e, message] of [
      [today, addDays(today, 42), 'End can be at most 40 days from today'],
      [addDays(today, -5), end, 'Start cannot be before today'],
      [addDays(today, 5), today, 'End cannot be before the start'],
    ]) {
      const res = await stack.gql('staff', DETAILS, { m: HOUSTON, s, e });
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(errorMessage(res)).toBe(message);
    }
  });
});

describe('updateProviderDetails', () => {
  const firstProvider = async () => (await details('nhmanager'))[0];

  it('is refused to staff and datamanager: FORBIDDEN, nothing sent, settings and log unchanged', async () => {
    const row = await firstProvider();
    const before = await settings(Number(row.employeeId));
    const logs = await logCount();
    const input = {
      employeeId: row.employeeId,
      dailyIvLimit: 1,
      maxDistanceFromHB: 12,
      f2FEligible: true,
      telehealthEligible: true,
      psvEligible: true,
    };
    for (const persona of ['staff', 'datamanager']) {
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql(persona, UPDATE, { m: HOUSTON, s: today, e: end, input }),
      );
      expect(errorCode(result), persona).toBe('FORBIDDEN');
      expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    }
    expect(await settings(Number(row.employeeId))).toEqual(before);
    expect(await logCount()).toBe(logs);
  });

  it('checks the rules with their messages and sends nothing', async () => {
    const row = await firstProvider();
    const base = {
      employeeId: row.employeeId,
      dailyIvLimit: 1,
      maxDistanceFromHB: 12,
      f2FEligible: true,
      telehealthEligible: true,
      psvEligible: true,
    };
    for (const [change, message] of [
      [{ dailyIvLimit: 0 }, 'Daily IV limit cannot be zero'],
      [{ dailyIvLimit: 3 }, 'Daily IV limit is at most 2'],
      [{ maxDistanceFromHB: 0 }, 'Distance cannot be zero'],
    ] as const) {
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql('nhmanager', UPDATE, { m: HOUSTON, s: today, e: end, input: { ...base, ...change } }),
      );
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(errorMessage(result)).toBe(message);
      expect(requests).toHaveLength(0);
    }
    // A modality flag must be true or false (a variable the document's types refuse, so sent as text).
    const flag = await stack.gql('nhmanager', UPDATE.toString(), { m: HOUSTON, s: today, e: end, input: { ...base, psvEligible: null } });
    expect(flag.status === 400 || errorCode(flag) === 'BAD_USER_INPUT').toBe(true);
  });

  it('saves a row as nhmanager, answers it recomputed for the range, and logs the change', async () => {
    const row = await firstProvider();
    const limit = row.dailyIvLimit === 2 ? 1 : 2;
    const input = {
      employeeId: row.employeeId,
      dailyIvLimit: limit,
      maxDistanceFromHB: 50,
      f2FEligible: true,
      telehealthEligible: false,
      psvEligible: true,
    };
    const { updateProviderDetails: saved } = dataOf(await stack.gql('nhmanager', UPDATE, { m: HOUSTON, s: today, e: end, input }));
    expect(saved).toMatchObject({
      id: row.id,
      employeeId: row.employeeId,
      dailyIvLimit: limit,
      maxDistanceFromHB: 50,
      telehealthEligible: false,
      psvEligible: true,
    });
    expect(saved.ivOpportunityCount).toBe(Math.max(0, limit * workingDays(today, end) - saved.ivCount));
    // A longer distance reaches at least as many members.
    expect(saved.inRange).toBeGreaterThanOrEqual(row.maxDistanceFromHB! <= 50 ? row.inRange : 0);
    expect(await settings(Number(row.employeeId))).toMatchObject({
      daily_iv_limit: limit,
      max_distance_from_hb: 50,
      telehealth_eligible: false,
    });

    const logs = dataOf(await stack.gql('nhmanager', LOGS, { id: row.employeeId })).providerChangeLogs;
    expect(logs[0]).toMatchObject({
      dailyIvLimit: limit,
      maxDistance: 50,
      f2FEligible: true,
      telehealthEligible: false,
      psvEligible: true,
      updatedBy: 'Noah Neighborhoods',
    });
    // Staff read the log without the full columns.
    const staffLogs = dataOf(await stack.gql('staff', LOGS, { id: row.employeeId })).providerChangeLogs;
    expect(staffLogs[0]).toMatchObject({ dailyIvLimit: limit, maxDistance: null, psvEligible: null });
  });

  it('is refused by the Care API itself to a caller with only one of the two claims', async () => {
    const row = await firstProvider();
    // datamanager holds neither; the check does not depend on the gateway.
    const token = await stack.token('datamanager');
    const res = await fetch(`${stack.sandboxUrl}/api/Providers/ProviderDetails`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        employeeId: Number(row.employeeId),
        dailyIvLimit: 1,
        maxDistanceFromHB: 5,
        f2FEligible: true,
        telehealthEligible: true,
        psvEligible: true,
      }),
    });
    expect(res.status).toBe(403);
  });
});
