/**
 * Collaborating and designated physicians per clinician (clinician_assignments), from the staff
 * already seeded: the clinicians are the holders of an active APP assignment, the physicians the
 * holders of the collab (5) and designated (8) types in the clinician's market. Atlanta providers,
 * for whom both are required, nearly all have them (a few gaps show as missing); elsewhere about a
 * third do. Some have a past physician too. Runs inside the seed transaction after the staff.
 */
import { AssignmentType, COLLAB_REQUIRED_MARKET } from '@luminate/schema/constants';
import type { Queryable } from '../db/index.ts';
import { Prng } from './prng.ts';

export async function isClinicianAssignmentDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM clinician_assignments LIMIT 1');
  return rows.length > 0;
}

interface Clinician {
  id: number;
  market_id: number;
}

export async function seedClinicianAssignments(tx: Queryable): Promise<Record<string, number>> {
  const rnd = new Prng('clinician-assignments');
  const clinicians = (
    await tx.query<Clinician>(
      `SELECT a.employee_id AS id, min(o.market_id) AS market_id
       FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN employees e ON e.id = a.employee_id
       WHERE a.assignment_type_id = $1 AND a.inactive_dt IS NULL AND NOT e.archived
       GROUP BY a.employee_id ORDER BY a.employee_id`,
      [AssignmentType.APP],
    )
  ).rows;
  const pools = new Map<string, number[]>();
  const poolRows = (
    await tx.query<{ market_id: number; type_id: number; employee_id: number }>(
      `SELECT DISTINCT o.market_id, a.assignment_type_id AS type_id, a.employee_id
       FROM market_assignments a JOIN offices o ON o.id = a.office_id
       WHERE a.assignment_type_id = ANY($1::int[]) ORDER BY 1, 2, 3`,
      [[AssignmentType.COLLAB_PHYSICIAN, AssignmentType.DESIGNATED_PHYSICIAN]],
    )
  ).rows;
  for (const r of poolRows) {
    const key = `${r.market_id}:${r.type_id}`;
    pools.set(key, [...(pools.get(key) ?? []), r.employee_id]);
  }

  const rows: Array<{
    clinician_id: number;
    assignment_type_id: number;
    employee_id: number;
    active_dt: string;
    inactive_dt: string | null;
  }> = [];
  const day = (days: number) => new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString();
  for (const clinician of clinicians) {
    const required = clinician.market_id === COLLAB_REQUIRED_MARKET;
    if (!rnd.chance(required ? 0.85 : 0.35)) continue;
    for (const typeId of [AssignmentType.COLLAB_PHYSICIAN, AssignmentType.DESIGNATED_PHYSICIAN]) {
      const pool = pools.get(`${clinician.market_id}:${typeId}`);
      if (!pool?.length) continue;
      const start = rnd.int(0, 1500);
      if (rnd.chance(0.15)) {
        rows.push({
          clinician_id: clinician.id,
          assignment_type_id: typeId,
          employee_id: rnd.pick(pool),
          active_dt: day(start - rnd.int(200, 700)),
          inactive_dt: day(start),
        });
      }
      rows.push({
        clinician_id: clinician.id,
        assignment_type_id: typeId,
        employee_id: rnd.pick(pool),
        active_dt: day(start),
        inactive_dt: null,
      });
    }
  }
  if (rows.length > 0) {
    await tx.query(
      `INSERT INTO clinician_assignments (clinician_id, assignment_type_id, employee_id, active_dt, inactive_dt)
       SELECT clinician_id, assignment_type_id, employee_id, active_dt, inactive_dt
       FROM json_populate_recordset(NULL::clinician_assignments, $1::json)`,
      [JSON.stringify(rows)],
    );
  }
  return { clinicianAssignments: rows.length };
}
