/**
 * Data App Availability needs beyond the rest of the seed. A provider's visits are the seeded
 * appointments; this adds the rest of their working days (08:00 to 17:00 US Central, 13:00 to
 * 22:00 UTC), from two weeks ago to two months ahead, Monday to Friday: admin time, team
 * meetings, training, blocked time and short care-team check-ins (a visit that is not an
 * appointment), each in an hour no appointment of theirs takes that day, some followed by travel.
 * Clinical practice educators are listed with the providers; they make no initial visits (daily
 * IV limit 0) and spend most days training. Runs after the neighborhoods seed (provider settings)
 * and the member record and lookups seeds (appointments).
 */
import { AVAILABILITY_PROVIDER_TYPES, CPE_ASSIGNMENT_TYPE, WORKDAY_MINUTES, WORKDAY_START_UTC_HOUR } from '@luminate/schema/rules';
import type { Queryable } from '../db/index.ts';
import { Prng } from './prng.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HOURS = WORKDAY_MINUTES / 60;
const FIRST_DAY = -14;
const LAST_DAY = 60;

interface EventKind {
  type: string;
  /** Chance per working day (APPs, educators). */
  chance: [number, number];
  minutes: readonly number[];
  travel: readonly number[];
  isVisit: boolean;
}

const KINDS: readonly EventKind[] = [
  { type: 'Admin Time', chance: [0.55, 0.3], minutes: [30, 60], travel: [0], isVisit: false },
  { type: 'Team Meeting', chance: [0.2, 0.35], minutes: [60], travel: [0, 15], isVisit: false },
  { type: 'Training', chance: [0.08, 0.75], minutes: [60, 120, 180], travel: [0, 20], isVisit: false },
  { type: 'Care Team Check-In', chance: [0.45, 0], minutes: [30, 45, 60], travel: [15, 20, 30], isVisit: true },
  { type: 'Blocked Time', chance: [0.06, 0.05], minutes: [120, 180, 240], travel: [0], isVisit: false },
];

export async function isAvailabilityDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM availability_events LIMIT 1');
  return rows.length > 0;
}

export async function seedAvailability(tx: Queryable, now = new Date()): Promise<Record<string, number>> {
  const rnd = new Prng('availability');
  const todayMs = Math.floor(now.getTime() / DAY_MS) * DAY_MS;

  // Educators make no initial visits.
  await tx.query(
    `INSERT INTO provider_settings (employee_id, daily_iv_limit)
     SELECT DISTINCT a.employee_id, 0 FROM market_assignments a
     WHERE a.inactive_dt IS NULL AND a.assignment_type_id = $1
       AND NOT EXISTS (SELECT 1 FROM market_assignments p WHERE p.employee_id = a.employee_id AND p.inactive_dt IS NULL AND p.assignment_type_id <> $1)
     ON CONFLICT (employee_id) DO NOTHING`,
    [CPE_ASSIGNMENT_TYPE],
  );

  const { rows: providers } = await tx.query<{ employee_id: number; educator: boolean }>(
    `SELECT a.employee_id, bool_and(a.assignment_type_id = $2) AS educator
     FROM market_assignments a WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($1::int[])
     GROUP BY a.employee_id ORDER BY a.employee_id`,
    [AVAILABILITY_PROVIDER_TYPES, CPE_ASSIGNMENT_TYPE],
  );
  // The hours each provider's appointments already take, per day.
  const { rows: visits } = await tx.query<{ employee_id: number; day: number; hour: number }>(
    `SELECT visit_with_id AS employee_id, floor(extract(epoch FROM start) / 86400)::int AS day, extract(hour FROM start AT TIME ZONE 'UTC')::int AS hour
     FROM appointments
     WHERE visit_with_id IS NOT NULL AND appointment_status <> 'Cancelled' AND start >= $1 AND start < $2`,
    [new Date(todayMs + FIRST_DAY * DAY_MS).toISOString(), new Date(todayMs + (LAST_DAY + 1) * DAY_MS).toISOString()],
  );
  const taken = new Map<string, Set<number>>();
  for (const v of visits) {
    const key = `${v.employee_id}:${v.day}`;
    if (!taken.has(key)) taken.set(key, new Set());
    taken.get(key)!.add(v.hour);
  }

  const rows: object[] = [];
  for (const { employee_id, educator } of providers) {
    for (let d = FIRST_DAY; d <= LAST_DAY; d++) {
      const dayMs = todayMs + d * DAY_MS;
      const weekday = new Date(dayMs).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const busy = new Set(taken.get(`${employee_id}:${dayMs / DAY_MS}`) ?? []);
      for (const kind of KINDS) {
        if (!rnd.chance(kind.chance[educator ? 1 : 0])) continue;
        const minutes = rnd.pick(kind.minutes);
        const span = Math.ceil(minutes / 60);
        // The first free run of whole hours long enough, from a random hour of the day.
        const from = rnd.int(0, HOURS - 1);
        let hour = -1;
        for (let k = 0; k < HOURS && hour < 0; k++) {
          const h = (from + k) % HOURS;
          if (h + span <= HOURS && Array.from({ length: span }, (_, i) => h + i).every((x) => !busy.has(WORKDAY_START_UTC_HOUR + x)))
            hour = h;
        }
        if (hour < 0) continue;
        for (let i = 0; i < span; i++) busy.add(WORKDAY_START_UTC_HOUR + hour + i);
        const startMs = dayMs + (WORKDAY_START_UTC_HOUR + hour) * 60 * MINUTE_MS;
        rows.push({
          employee_id,
          event_type: kind.type,
          start: new Date(startMs).toISOString(),
          finish: new Date(startMs + minutes * MINUTE_MS).toISOString(),
          travel_minutes: rnd.pick(kind.travel),
          is_visit: kind.isVisit,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.query(
      `INSERT INTO availability_events (employee_id, event_type, start, finish, travel_minutes, is_visit)
       SELECT employee_id, event_type, start, finish, travel_minutes, is_visit
       FROM json_populate_recordset(NULL::availability_events, $1::json)`,
      [JSON.stringify(rows.slice(i, i + 5000))],
    );
  }
  return { availabilityEvents: rows.length };
}
