/**
 * The Care API's availability routes: the grid of every active market but the hidden one (or the
 * markets named), each provider once with one day per date of the range; the seed's working days
 * (educators at IV limit 0, other events only in hours their appointments leave free, weekends
 * without them); the range's checks (400) and the day route's refusal of a non-provider (404);
 * and a bearer token needed for both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Markets } from '@luminate/schema/constants';
import { AvailabilityMarketDto, EngineerDaySummaryDto } from '@luminate/schema/rest';
import { addDays, AVAILABILITY_MAX_DAYS, CPE_ASSIGNMENT_TYPE, WORKDAY_MINUTES } from '@luminate/schema/rules';
import { startTestSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox(0.05);
});
afterAll(() => t?.sandbox.close());

const today = () => new Date().toISOString().slice(0, 10);
const events = (query: string) => t.json(`/api/Availability/EngineerEvents?${query}`, { as: 'opsmanager' });
/** The grid's answer: markets → communities → providers → days. */
const Grid = z.array(AvailabilityMarketDto);

describe('GET /api/Availability/EngineerEvents', () => {
  it('answers every active market but the hidden one, each provider once with a day per date', async () => {
    const end = addDays(today(), 6);
    const { status, body } = await events(`start=${today()}&end=${end}&page=Availability`);
    expect(status).toBe(200);
    const { rows: markets } = await t.sandbox.db.query<{ id: number }>(`SELECT id FROM markets WHERE active AND id <> $1`, [
      Markets.HIDDEN,
    ]);
    const grid = Grid.parse(body);
    expect(grid.map((m) => m.id).sort()).toEqual(markets.map((m) => m.id).sort());
    const engineers = grid.flatMap((m) => m.comms.flatMap((c) => c.engineers));
    expect(new Set(engineers.map((e) => e.engineerId)).size).toBe(engineers.length);
    for (const e of engineers) {
      expect(e.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today(), i)));
      for (const d of e.days) {
        expect(d.availabilityPercentage).toBeGreaterThanOrEqual(0);
        expect(d.availabilityPercentage).toBeLessThanOrEqual(100);
        expect(d.ivOpportunityCount).toBe(Math.max(0, e.dailyIVLimit - d.ivCount));
        expect(d.availabilityPercentage).toBeCloseTo(
          Math.round((1000 * Math.max(0, WORKDAY_MINUTES - d.totalEventTime - d.totalDriveTime)) / WORKDAY_MINUTES) / 10,
          5,
        );
      }
    }
    const one = await events(`start=${today()}&end=${end}&marketIds=${Markets.DEFAULT}`);
    expect(Grid.parse(one.body).map((m) => m.id)).toEqual([Markets.DEFAULT]);
  });

  it('refuses a range that starts before yesterday, ends before it starts or is too long, and a missing token', async () => {
    expect((await events(`start=${addDays(today(), -5)}&end=${today()}`)).status).toBe(400);
    expect((await events(`start=${addDays(today(), 3)}&end=${today()}`)).status).toBe(400);
    expect((await events(`start=${today()}&end=${addDays(today(), AVAILABILITY_MAX_DAYS)}`)).status).toBe(400);
    expect((await events(`start=${today()}`)).status).toBe(400);
    const anonymous = await t.call(`/api/Availability/EngineerEvents?start=${today()}&end=${today()}`, { as: null });
    expect(anonymous.status).toBe(401);
  });
});

describe('the seeded working days', () => {
  it('give educators an IV limit of 0, and put other events in free hours on weekdays only', async () => {
    const { rows: educators } = await t.sandbox.db.query<{ daily_iv_limit: number }>(
      `SELECT s.daily_iv_limit FROM provider_settings s
       WHERE s.employee_id IN (SELECT employee_id FROM market_assignments WHERE assignment_type_id = $1 AND inactive_dt IS NULL)`,
      [CPE_ASSIGNMENT_TYPE],
    );
    expect(educators.length).toBeGreaterThan(0);
    expect(educators.every((e) => e.daily_iv_limit === 0)).toBe(true);
    const { rows } = await t.sandbox.db.query<{ weekend: number; clashes: number; total: number }>(
      `SELECT count(*) FILTER (WHERE extract(isodow FROM ev.start AT TIME ZONE 'UTC') >= 6)::int AS weekend,
              count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM appointments ap WHERE ap.visit_with_id = ev.employee_id AND ap.appointment_status <> 'Cancelled'
                  AND ap.start >= ev.start AND ap.start < ev.finish))::int AS clashes,
              count(*)::int AS total
       FROM availability_events ev`,
    );
    expect(rows[0].total).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ weekend: 0, clashes: 0 });
  });
});

describe('GET /api/Availability/EngineerDayEvents', () => {
  it("answers a provider's day in start order with its totals, and 404 for an employee who is not a provider", async () => {
    const { rows } = await t.sandbox.db.query<{ employee_id: number; day: string }>(
      `SELECT employee_id, to_char((start AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day FROM availability_events
       WHERE start >= now() ORDER BY start, id LIMIT 1`,
    );
    const answer = await t.json(`/api/Availability/EngineerDayEvents?engineerId=${rows[0].employee_id}&date=${rows[0].day}`);
    expect(answer.status).toBe(200);
    const day = EngineerDaySummaryDto.parse(answer.body);
    expect(day.events.length).toBeGreaterThan(0);
    expect(day.totalEventTime).toBe(day.events.reduce((n, e) => n + e.duration, 0));
    expect(day.totalDriveTime).toBe(day.events.reduce((n, e) => n + e.travelTimeAfter, 0));
    const notProvider = await t.json(`/api/Availability/EngineerDayEvents?engineerId=${1}&date=${today()}`);
    expect(notProvider.status).toBe(404);
  });
});
