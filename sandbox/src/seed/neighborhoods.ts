/**
 * Neighborhoods and provider details: the office change and node logs of the seeded offices,
 * the visit settings (and some change history) of every seeded provider, and a home location
 * for every member with an office (near one of the office's locations), so the providers'
 * in-range counts come out of the same offices, assignments and members the other pages show.
 */
import { PROVIDER_ASSIGNMENT_TYPES } from '@luminate/schema/rules';
import type { Queryable } from '../db/index.ts';
import { PERSONAS } from './personas.ts';
import { Prng } from './prng.ts';

const DAY_MS = 86_400_000;
/** Distances a provider may travel from their home base (miles). */
const DISTANCES = [10, 15, 20, 25, 30, 40];
/** How far (degrees of latitude and longitude, each way) a member may live from their office's location. */
const MEMBER_SPREAD_DEGREES = 0.35;

export async function isNeighborhoodDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM office_change_logs LIMIT 1');
  return rows.length > 0;
}

async function insertJson(tx: Queryable, table: string, columns: string[], rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [JSON.stringify(rows.slice(i, i + 5000))],
    );
  }
}

export async function seedNeighborhoods(tx: Queryable): Promise<Record<string, number>> {
  const rnd = new Prng('neighborhoods');
  const nowMs = Date.now();
  const editors = [PERSONAS.nhmanager.employeeId, PERSONAS.superadmin.employeeId];

  // Node log: every seeded location, added by the neighborhood staff.
  const { rows: nodes } = await tx.query<{
    id: number;
    office_id: number;
    address: string;
    added_dt: string;
    deactivated_dt: string | null;
  }>('SELECT id, office_id, address, added_dt, deactivated_dt FROM office_nodes ORDER BY id');
  const nodeLogs = nodes.map((n) => ({
    office_id: n.office_id,
    office_node_id: n.id,
    address: n.address,
    added_dt: n.added_dt,
    added_by_id: rnd.pick(editors),
    deactivated_dt: n.deactivated_dt,
  }));
  await insertJson(
    tx,
    'office_node_logs',
    ['office_id', 'office_node_id', 'address', 'added_dt', 'added_by_id', 'deactivated_dt'],
    nodeLogs,
  );

  // Change log: the office's creation with its values today; some offices were edited since.
  const { rows: offices } = await tx.query<{
    id: number;
    common_name: string | null;
    active: boolean;
    outreaching: boolean;
    first: string | null;
  }>(
    `SELECT o.id, o.common_name, o.active, o.outreaching, (SELECT min(n.added_dt) FROM office_nodes n WHERE n.office_id = o.id) AS first
     FROM offices o ORDER BY o.id`,
  );
  const changeLogs: object[] = [];
  for (const o of offices) {
    const createdMs = o.first ? Date.parse(o.first) : nowMs - rnd.int(400, 2000) * DAY_MS;
    const edited = rnd.chance(0.25);
    const editedMs = Math.min(nowMs - DAY_MS, createdMs + rnd.int(30, 600) * DAY_MS);
    changeLogs.push({
      office_id: o.id,
      common_name: o.common_name,
      // Before an edit the office was outreaching with its other values unchanged.
      active: o.active,
      outreaching: edited ? !o.outreaching : o.outreaching,
      updated_by_id: rnd.pick(editors),
      updated_dt: new Date(createdMs).toISOString(),
    });
    if (edited) {
      changeLogs.push({
        office_id: o.id,
        common_name: o.common_name,
        active: o.active,
        outreaching: o.outreaching,
        updated_by_id: rnd.pick(editors),
        updated_dt: new Date(editedMs).toISOString(),
      });
    }
  }
  await insertJson(
    tx,
    'office_change_logs',
    ['office_id', 'common_name', 'active', 'outreaching', 'updated_by_id', 'updated_dt'],
    changeLogs,
  );

  // Providers: every employee holding an APP type at an office today.
  const { rows: providers } = await tx.query<{ employee_id: number }>(
    `SELECT DISTINCT employee_id FROM market_assignments
     WHERE inactive_dt IS NULL AND assignment_type_id = ANY($1::int[]) ORDER BY employee_id`,
    [[...PROVIDER_ASSIGNMENT_TYPES]],
  );
  const settings: object[] = [];
  const providerLogs: object[] = [];
  for (const { employee_id } of providers) {
    const row = {
      employee_id,
      daily_iv_limit: rnd.chance(0.7) ? 2 : 1,
      max_distance_from_hb: rnd.pick(DISTANCES),
      f2f_eligible: rnd.chance(0.9),
      telehealth_eligible: rnd.chance(0.7),
      psv_eligible: rnd.chance(0.3),
    };
    settings.push(row);
    if (rnd.chance(0.4)) {
      providerLogs.push({
        employee_id,
        daily_iv_limit: row.daily_iv_limit,
        max_distance: row.max_distance_from_hb,
        f2f_eligible: row.f2f_eligible,
        telehealth_eligible: row.telehealth_eligible,
        psv_eligible: row.psv_eligible,
        updated_by_id: rnd.pick(editors),
        updated_dt: new Date(nowMs - rnd.int(5, 300) * DAY_MS).toISOString(),
      });
    }
  }
  await insertJson(
    tx,
    'provider_settings',
    ['employee_id', 'daily_iv_limit', 'max_distance_from_hb', 'f2f_eligible', 'telehealth_eligible', 'psv_eligible'],
    settings,
  );
  await insertJson(
    tx,
    'provider_change_logs',
    ['employee_id', 'daily_iv_limit', 'max_distance', 'f2f_eligible', 'telehealth_eligible', 'psv_eligible', 'updated_by_id', 'updated_dt'],
    providerLogs,
  );

  // Member homes: around the first active location of their office, spread by a hash of the
  // member id (deterministic, and one statement however many members there are).
  await tx.query(
    `INSERT INTO member_locations (member_id, lat, lng)
     SELECT m.id,
            round((n.lat + ((((m.id::bigint * 2654435761) % 100003)::float8 / 100003) - 0.5) * 2 * $1)::numeric, 5)::float8,
            round((n.lng + ((((m.id::bigint * 40503 + 7) % 100019)::float8 / 100019) - 0.5) * 2 * $1)::numeric, 5)::float8
     FROM members m
     JOIN LATERAL (
       SELECT lat, lng FROM office_nodes
       WHERE office_id = m.office_id AND deactivated_dt IS NULL AND lat IS NOT NULL
       ORDER BY id LIMIT 1
     ) n ON true`,
    [MEMBER_SPREAD_DEGREES],
  );
  const { rows: located } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM member_locations');

  return {
    officeChangeLogs: changeLogs.length,
    officeNodeLogs: nodeLogs.length,
    providerSettings: settings.length,
    providerChangeLogs: providerLogs.length,
    memberLocations: located[0].n,
  };
}
