/**
 * App Availability through the gateway: a market's providers over the default 37 days, with each
 * seeded provider's IVs per day and their totals computed here again from the appointments in
 * the database, the open IV slots from their daily limit, the type marks and the IV limit 0 of
 * the educators read from the assignments, one Care API request per grid whatever its size, the
 * day summary's events and totals against the grid's, and the date range's rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  AVAILABILITY_DEFAULT_DAYS,
  AVAILABILITY_MAX_DAYS,
  AVAILABILITY_PROVIDER_TYPES,
  CPE_ASSIGNMENT_TYPE,
  IV_VISIT_TYPES,
  WORKDAY_MINUTES,
} from '@luminate/schema/rules';
import { AssignmentType, Markets } from '@luminate/schema/constants';
import { startStack, type ResultOf, type Stack, type VariablesOf } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const GRID = graphql(`
  query AvailabilityAppAvailability($input: AvailabilityInput!) {
    appAvailability(input: $input) {
      start
      end
      view
      dates
      markets {
        marketId
        name
        ivCount
        ivOpportunityCount
        communities {
          communityId
          name
          ivCount
          ivOpportunityCount
          providers {
            providerId
            name
            engineerType
            typeMark
            dailyIvLimit
            ivCount
            ivOpportunityCount
            days {
              date
              ivCount
              ivOpportunityCount
              availabilityPercentage
              optimizationPercentage
              eventCount
              totalEventTime
              totalDriveTime
            }
          }
        }
      }
    }
  }
`);

const DAY = graphql(`
  query AvailabilityAvailabilityDaySummary($providerId: ID!, $date: Date!) {
    availabilityDaySummary(providerId: $providerId, date: $date) {
      providerId
      name
      date
      dailyIvLimit
      typeMark
      totalEventTime
      totalDriveTime
      events {
        eventType
        start
        finish
        duration
        travelTimeAfter
        isIV
        isVisit
      }
    }
  }
`);

const today = () => new Date().toISOString().slice(0, 10);
const defaultRange = () => ({ start: today(), end: addDays(today(), AVAILABILITY_DEFAULT_DAYS - 1) });

/** The market whose grid the tests read: the default market (the personas' market). */
const MARKET = String(Markets.DEFAULT);

async function grid(input: VariablesOf<typeof GRID>['input']) {
  return stack.gql('opsmanager', GRID, { input });
}

function providersOf(data: ResultOf<typeof GRID>) {
  return data.appAvailability.markets.flatMap((m) => m.communities.flatMap((c) => c.providers));
}

/** IVs per UTC day of one provider in the range, straight from the appointments. */
async function ivsByDay(employeeId: number, start: string, end: string): Promise<Map<string, number>> {
  const { rows } = await stack.db.query<{ day: string; n: number }>(
    `SELECT to_char((start AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM appointments
     WHERE visit_with_id = $1 AND appointment_status <> 'Cancelled' AND visit_type = ANY($2::text[])
       AND (start AT TIME ZONE 'UTC')::date BETWEEN $3::date AND $4::date
     GROUP BY 1`,
    [employeeId, IV_VISIT_TYPES, start, end],
  );
  return new Map(rows.map((r) => [r.day, r.n]));
}

describe('the availability grid', () => {
  it("lists every provider of the market once, and a seeded provider's IVs and opportunities equal the appointments", async () => {
    const range = defaultRange();
    const data = dataOf(await grid({ marketIds: [MARKET], ...range }));
    expect(data.appAvailability.dates).toHaveLength(AVAILABILITY_DEFAULT_DAYS);
    expect(data.appAvailability.dates[0]).toBe(range.start);
    expect(data.appAvailability.markets.map((m) => m.marketId)).toEqual([MARKET]);

    const providers = providersOf(data);
    const { rows: expected } = await stack.db.query<{ employee_id: number }>(
      `SELECT DISTINCT a.employee_id FROM market_assignments a JOIN offices o ON o.id = a.office_id
       WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($1::int[]) AND o.market_id = $2 AND o.active AND NOT o.deleted`,
      [AVAILABILITY_PROVIDER_TYPES, Number(MARKET)],
    );
    expect(providers.map((p) => Number(p.providerId)).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.employee_id).sort((a, b) => a - b),
    );

    // The busiest provider of the range: the one with the most IVs in the database.
    const { rows: busiest } = await stack.db.query<{ id: number; n: number; daily_iv_limit: number | null }>(
      `SELECT ap.visit_with_id AS id, count(*)::int AS n, s.daily_iv_limit FROM appointments ap
       LEFT JOIN provider_settings s ON s.employee_id = ap.visit_with_id
       WHERE ap.visit_with_id = ANY($1::int[]) AND ap.appointment_status <> 'Cancelled' AND ap.visit_type = ANY($2::text[])
         AND (ap.start AT TIME ZONE 'UTC')::date BETWEEN $3::date AND $4::date
       GROUP BY ap.visit_with_id, s.daily_iv_limit ORDER BY n DESC, id LIMIT 1`,
      [expected.map((r) => r.employee_id), IV_VISIT_TYPES, range.start, range.end],
    );
    expect(busiest[0]?.n).toBeGreaterThan(0);
    const provider = providers.find((p) => Number(p.providerId) === busiest[0].id);
    const limit = busiest[0].daily_iv_limit ?? 2;
    expect(provider!.dailyIvLimit).toBe(limit);
    const ivs = await ivsByDay(busiest[0].id, range.start, range.end);
    for (const day of provider!.days) {
      expect(day.ivCount, day.date).toBe(ivs.get(day.date) ?? 0);
      expect(day.ivOpportunityCount, day.date).toBe(Math.max(0, limit - (ivs.get(day.date) ?? 0)));
    }
    expect(provider!.ivCount).toBe(busiest[0].n);
    expect(provider!.ivOpportunityCount).toBe(provider!.days.reduce((n: number, d) => n + Math.max(0, limit - d.ivCount), 0));

    // Community and market totals add up their providers.
    const market = data.appAvailability.markets[0];
    for (const c of market.communities) {
      expect(c.ivCount).toBe(c.providers.reduce((n: number, p) => n + p.ivCount, 0));
      expect(c.ivOpportunityCount).toBe(c.providers.reduce((n: number, p) => n + p.ivOpportunityCount, 0));
    }
    expect(market.ivCount).toBe(providers.reduce((n, p) => n + p.ivCount, 0));
  });

  it('marks iAPPs and educators, and educators have an IV limit of 0 and no opportunities', async () => {
    const data = dataOf(await grid({ marketIds: [MARKET], ...defaultRange() }));
    const providers = providersOf(data);
    const holders = async (type: number) =>
      (
        await stack.db.query<{ employee_id: number }>(
          `SELECT DISTINCT a.employee_id FROM market_assignments a JOIN offices o ON o.id = a.office_id
           WHERE a.inactive_dt IS NULL AND a.assignment_type_id = $1 AND o.market_id = $2 AND o.active AND NOT o.deleted`,
          [type, Number(MARKET)],
        )
      ).rows.map((r) => String(r.employee_id));
    const iapps = await holders(AssignmentType.IAPP);
    const educators = await holders(CPE_ASSIGNMENT_TYPE);
    expect(iapps.length).toBeGreaterThan(0);
    expect(educators.length).toBeGreaterThan(0);
    for (const p of providers) {
      if (iapps.includes(p.providerId)) expect(p).toMatchObject({ typeMark: 'IAPP', engineerType: 640860160 });
      else if (educators.includes(p.providerId)) {
        expect(p).toMatchObject({ typeMark: 'CPE', engineerType: 640802816, dailyIvLimit: 0, ivOpportunityCount: 0 });
      } else expect(p).toMatchObject({ typeMark: null, engineerType: null });
    }
  });

  it('costs one Care API request whatever the markets and days', async () => {
    const one = await careApiRequestsDuring(stack, () => grid({ marketIds: [MARKET], ...defaultRange() }));
    dataOf(one.result);
    expect(one.requests).toEqual([{ method: 'GET', path: expect.stringMatching(/^\/api\/Availability\/EngineerEvents\?/) as unknown }]);
    const all = await careApiRequestsDuring(stack, () => grid({ start: today(), end: addDays(today(), AVAILABILITY_MAX_DAYS - 1) }));
    const data = dataOf(all.result);
    expect(data.appAvailability.markets.length).toBeGreaterThan(1);
    expect(data.appAvailability.markets.some((m) => m.marketId === String(Markets.HIDDEN))).toBe(false);
    expect(all.requests).toHaveLength(1);
  });

  it("answers the date range's rule with its messages, and asks the Care API nothing", async () => {
    const cases: [{ start: string; end: string }, string][] = [
      [{ start: addDays(today(), -3), end: addDays(today(), 3) }, 'Start cannot be before today'],
      [{ start: addDays(today(), 5), end: addDays(today(), 2) }, 'End cannot be before the start'],
      [{ start: today(), end: addDays(today(), AVAILABILITY_MAX_DAYS) }, `The range can cover at most ${AVAILABILITY_MAX_DAYS} days`],
    ];
    for (const [range, message] of cases) {
      const { result, requests } = await careApiRequestsDuring(stack, () => grid({ marketIds: [MARKET], ...range }));
      expect(errorCode(result), message).toBe('BAD_USER_INPUT');
      expect(errorMessage(result)).toContain(message);
      expect(result.body.errors![0].extensions!.fieldErrors).toContainEqual(expect.objectContaining({ message }));
      expect(requests).toEqual([]);
    }
  });
});

describe('the day summary', () => {
  it("lists a provider's events with the totals the grid's cell was computed from", async () => {
    const range = defaultRange();
    const providers = providersOf(dataOf(await grid({ marketIds: [MARKET], ...range })));
    const busy = providers.flatMap((p) => p.days.filter((d) => d.ivCount > 0).map((d) => ({ p, d })))[0];
    expect(busy).toBeDefined();
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('opsmanager', DAY, { providerId: busy.p.providerId, date: busy.d.date }),
    );
    const summary = dataOf(result).availabilityDaySummary;
    expect(requests).toHaveLength(1);
    expect(summary).toMatchObject({
      providerId: busy.p.providerId,
      name: busy.p.name,
      date: busy.d.date,
      dailyIvLimit: busy.p.dailyIvLimit,
    });
    expect(summary.events).toHaveLength(busy.d.eventCount);
    expect(summary.events.filter((e) => e.isIV)).toHaveLength(busy.d.ivCount);
    expect(summary.totalEventTime).toBe(summary.events.reduce((n: number, e) => n + e.duration, 0));
    expect(summary.totalEventTime).toBe(busy.d.totalEventTime);
    expect(summary.totalDriveTime).toBe(busy.d.totalDriveTime);
    const starts = summary.events.map((e) => e.start);
    expect([...starts].sort()).toEqual(starts);
    const free = Math.max(0, WORKDAY_MINUTES - summary.totalEventTime - summary.totalDriveTime);
    expect(busy.d.availabilityPercentage).toBeCloseTo(Math.round((1000 * free) / WORKDAY_MINUTES) / 10, 5);
    const onVisits = summary.events.filter((e) => e.isVisit).reduce((n: number, e) => n + e.duration + e.travelTimeAfter, 0);
    expect(busy.d.optimizationPercentage).toBeCloseTo(Math.round((1000 * Math.min(WORKDAY_MINUTES, onVisits)) / WORKDAY_MINUTES) / 10, 5);
  });

  it('is empty for a day without events, and NOT_FOUND for an employee who is not a provider', async () => {
    const providers = providersOf(dataOf(await grid({ marketIds: [MARKET], ...defaultRange() })));
    const quiet = providers.flatMap((p) => p.days.filter((d) => d.eventCount === 0).map((d) => ({ p, d })))[0];
    expect(quiet).toBeDefined();
    const summary = dataOf(
      await stack.gql('opsmanager', DAY, { providerId: quiet.p.providerId, date: quiet.d.date }),
    ).availabilityDaySummary;
    expect(summary).toMatchObject({ events: [], totalEventTime: 0, totalDriveTime: 0 });
    expect(quiet.d).toMatchObject({ availabilityPercentage: 100, optimizationPercentage: 0 });

    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT e.id FROM employees e WHERE NOT EXISTS (
         SELECT 1 FROM market_assignments a WHERE a.employee_id = e.id AND a.inactive_dt IS NULL AND a.assignment_type_id = ANY($1::int[]))
       ORDER BY e.id LIMIT 1`,
      [AVAILABILITY_PROVIDER_TYPES],
    );
    const res = await stack.gql('opsmanager', DAY, { providerId: String(rows[0].id), date: today() });
    expect(errorCode(res)).toBe('NOT_FOUND');
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('opsmanager', DAY, { providerId: quiet.p.providerId, date: '2030-02-30' }),
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(requests).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await stack.gql(null, DAY, { providerId: '101', date: today() });
    expect(errorCode(res)).toBe('UNAUTHENTICATED');
  });
});
