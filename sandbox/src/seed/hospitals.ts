/**
 * Hospital facilities seed: every market gets the facilities its members were admitted to (the
 * hospital census names them, so a facility's admissions count is real) and one facility no
 * member has been admitted to. Each facility is covered by one or two of the market's community
 * engagement specialists (the seeded holders of assignment type 36 there), was added by one of the
 * named hospital editors, and has its change log: the addition, sometimes a later edit, and for
 * the few deactivated facilities the deactivation. Runs after the member record seed (it reads
 * hospital_census).
 */
import { AssignmentType, HOSPITAL_EDITOR_EMPLOYEE_IDS } from '@luminate/schema/constants';
import type { Queryable } from '../db/index.ts';
import { STREET_NAMES, STREET_SUFFIXES } from './names.ts';
import { Prng } from './prng.ts';

const DAY_MS = 86_400_000;

export async function isHospitalDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM hospital_facilities LIMIT 1');
  return rows.length > 0;
}

/** 'F. Last' as the change log records a CES. */
export const initialAndLast = (first: string, last: string) => `${first.charAt(0)}. ${last}`;

interface MarketRow {
  id: number;
  city: string | null;
  state_abbrev: string | null;
  zip_code: string | null;
}

export async function seedHospitals(tx: Queryable, now = new Date()): Promise<Record<string, number>> {
  const rnd = new Prng('hospitals');
  const { rows: markets } = await tx.query<MarketRow>(
    'SELECT id, city, state_abbrev, zip_code FROM markets ORDER BY office_prefix::int, id',
  );
  // The facility names of the census, per market of the admitted member.
  const { rows: censusNames } = await tx.query<{ market_id: number; name: string }>(
    `SELECT DISTINCT m.market_id, c.source_hospital_facility_name AS name
     FROM hospital_census c JOIN members m ON m.id = c.member_id
     WHERE c.source_hospital_facility_name IS NOT NULL ORDER BY 1, 2`,
  );
  const { rows: cesRows } = await tx.query<{ market_id: number; id: number; first_name: string; last_name: string }>(
    `SELECT DISTINCT o.market_id, e.id, e.first_name, e.last_name
     FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN employees e ON e.id = a.employee_id
     WHERE a.assignment_type_id = $1 AND a.inactive_dt IS NULL AND NOT e.archived ORDER BY 1, 2`,
    [AssignmentType.CES],
  );
  const { rows: editorRows } = await tx.query<{ id: number }>('SELECT id FROM employees WHERE id = ANY($1::int[]) ORDER BY id', [
    [...HOSPITAL_EDITOR_EMPLOYEE_IDS],
  ]);
  const editors = editorRows.map((r) => r.id);
  if (editors.length === 0) return { hospitalFacilities: 0 };

  const facilities: object[] = [];
  const ces: object[] = [];
  const logs: object[] = [];
  let id = 0;
  for (const [marketIndex, market] of markets.entries()) {
    const city = market.city ?? 'Unknown';
    const names = censusNames.filter((n) => n.market_id === market.id && n.name.startsWith(`${city} `)).map((n) => n.name);
    names.push(`${city} Specialty Hospital`);
    const marketCes = cesRows.filter((r) => r.market_id === market.id);
    for (const [k, name] of names.entries()) {
      id += 1;
      const street = `${rnd.int(100, 9999)} ${rnd.pick(STREET_NAMES)} ${rnd.pick(STREET_SUFFIXES)}`;
      const zip = `${(market.zip_code ?? '00000').slice(0, 3)}${rnd.digits(2)}`;
      const state = market.state_abbrev ?? '';
      const address = `${street}, ${city}, ${state} ${zip}`;
      const createdAt = new Date(now.getTime() - rnd.int(200, 900) * DAY_MS);
      const createdBy = rnd.pick(editors);
      const deactivated = rnd.chance(0.12);
      const assigned = marketCes.length === 0 ? [] : pickSome(rnd, marketCes, rnd.int(1, Math.min(2, marketCes.length)));
      const cesNames = assigned.map((e) => initialAndLast(e.first_name, e.last_name)).join(', ');
      const facility = {
        id,
        facility_id: (marketIndex + 1) * 1000 + (k + 1) * 10 + rnd.int(0, 9),
        facility_name: name,
        address,
        street,
        city,
        state,
        zip,
        country: 'US',
        lat: null,
        lng: null,
        npi: rnd.chance(0.8) ? `1${rnd.digits(9)}` : null,
        active: true,
        deactivated_dt: null as string | null,
        created_by_id: createdBy,
        last_updated_by_id: createdBy,
        last_updated_date: createdAt.toISOString(),
        market_id: market.id,
      };
      logs.push({
        hospital_facility_id: id,
        facility_name: name,
        address,
        active: true,
        assigned_ces: cesNames,
        deactivated_dt: null,
        updated_dt: createdAt.toISOString(),
        updated_by_id: createdBy,
        note: 'Facility added',
      });
      if (rnd.chance(0.3)) {
        const editedAt = new Date(createdAt.getTime() + rnd.int(10, 150) * DAY_MS);
        const editor = rnd.pick(editors);
        logs.push({ ...logs[logs.length - 1], updated_dt: editedAt.toISOString(), updated_by_id: editor, note: 'CES coverage reviewed' });
        facility.last_updated_by_id = editor;
        facility.last_updated_date = editedAt.toISOString();
      }
      if (deactivated) {
        const at = new Date(now.getTime() - rnd.int(5, 150) * DAY_MS);
        const editor = rnd.pick(editors);
        Object.assign(facility, {
          active: false,
          deactivated_dt: at.toISOString(),
          last_updated_by_id: editor,
          last_updated_date: at.toISOString(),
        });
        logs.push({
          ...logs[logs.length - 1],
          active: false,
          deactivated_dt: at.toISOString(),
          updated_dt: at.toISOString(),
          updated_by_id: editor,
          note: 'Facility closed to our members',
        });
      }
      facilities.push(facility);
      for (const e of assigned) ces.push({ hospital_facility_id: id, employee_id: e.id });
    }
  }

  await insertJson(tx, 'hospital_facilities', facilities);
  await insertJson(tx, 'hospital_facility_ces', ces);
  await tx.query(
    `INSERT INTO hospital_facility_change_logs (hospital_facility_id, facility_name, address, active, assigned_ces, deactivated_dt,
                                                updated_dt, updated_by_id, note)
     SELECT hospital_facility_id, facility_name, address, active, assigned_ces, deactivated_dt, updated_dt, updated_by_id, note
     FROM json_populate_recordset(NULL::hospital_facility_change_logs, $1::json) ORDER BY updated_dt`,
    [JSON.stringify(logs)],
  );
  // Explicit ids were inserted; facilities added later continue after them.
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('hospital_facilities', 'id'), GREATEST((SELECT max(id) FROM hospital_facilities), 1))`,
  );
  return { hospitalFacilities: facilities.length, hospitalFacilityChangeLogs: logs.length };
}

async function insertJson(tx: Queryable, table: string, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows)]);
}

/** `count` distinct items, in the list's order. */
function pickSome<T>(rnd: Prng, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(rnd.int(0, items.length - 1));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
}
