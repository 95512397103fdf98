/**
 * Hospital facilities: list (with CESs and 12-month admissions in one query), add, edit,
 * deactivate and reactivate, change logs, and the facilities workbook. Adding and editing is for
 * admins and the named hospital staff; every change writes one change log row.
 */
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { AssignmentType, FACILITY_ADMISSIONS_WINDOW_MONTHS, HOSPITAL_EDITOR_EMPLOYEE_IDS } from '@luminate/schema/constants';
import {
  FILE_COLUMNS as F,
  formatFileDateTime,
  formatUsAddress,
  HOSPITAL_MESSAGES,
  type HospitalFacilityUpdate,
} from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import { employeeRefJson } from './odata/approval-json.ts';
import { forbidden, implement, notFound, unprocessable, type Binding, type Caller } from './http.ts';

export const HOSPITAL_EDIT_REFUSAL = 'Adding or editing a hospital facility requires admin or one of the named hospital staff';
export const FACILITY_ID_FIXED_MESSAGE = 'The facility id cannot be changed';
export const FACILITY_ID_TAKEN_MESSAGE = 'A facility with this facility id already exists';

/** Admins (superAdmin included) and the named hospital staff add and edit facilities. */
export function isHospitalEditor(caller: Caller): boolean {
  if (CLAIM_GROUPS.hospitalEditors.some((c) => caller.claims.has(c))) return true;
  return caller.employeeId !== null && HOSPITAL_EDITOR_EMPLOYEE_IDS.includes(caller.employeeId);
}

function requireHospitalEditor(caller: Caller): void {
  if (!isHospitalEditor(caller)) throw forbidden(HOSPITAL_EDIT_REFUSAL);
}

/** Census admissions at the facility (matched by name) within the admissions window. */
const ADMISSIONS = `(SELECT count(*)::int FROM hospital_census hc
   WHERE hc.source_hospital_facility_name = f.facility_name
     AND hc.admission_date >= (current_date - make_interval(months => ${FACILITY_ADMISSIONS_WINDOW_MONTHS}))::date)`;

const FACILITY_SELECT = `
  f.id, f.facility_id AS "facilityId", f.facility_name AS "facilityName", f.address, f.street, f.city, f.state, f.zip,
  f.country, f.lat, f.lng, f.npi, f.active, f.deactivated_dt AS "deactivatedDt",
  f.created_by_id AS "createdById", ${employeeRefJson('cb')} AS "createdBy",
  f.last_updated_by_id AS "lastUpdatedById", ${employeeRefJson('ub')} AS "lastUpdatedBy",
  f.last_updated_date AS "lastUpdatedDate", f.market_id AS "marketId", mk.name AS market,
  COALESCE((SELECT json_agg(${employeeRefJson('ce')} ORDER BY ce.last_name, ce.first_name, ce.id)
            FROM hospital_facility_ces c JOIN employees ce ON ce.id = c.employee_id WHERE c.hospital_facility_id = f.id), '[]'::json)
    AS "communityEngagementSpecialists",
  ${ADMISSIONS} AS "totalMemberAdmissions"`;

const FACILITY_FROM = `hospital_facilities f JOIN markets mk ON mk.id = f.market_id
  LEFT JOIN employees cb ON cb.id = f.created_by_id LEFT JOIN employees ub ON ub.id = f.last_updated_by_id`;

interface FacilityRow {
  id: number;
  facility_id: number;
  market_id: number;
  active: boolean;
}

export function hospitalRoutes(db: Db): Binding[] {
  const one = async (q: Queryable, id: number) => {
    const { rows } = await q.query(`SELECT ${FACILITY_SELECT} FROM ${FACILITY_FROM} WHERE f.id = $1`, [id]);
    if (rows.length === 0) throw notFound(`Hospital facility ${id} not found`);
    return rows[0];
  };

  return [
    implement(routes.listHospitalFacilities, async ({ query }) => {
      const { rows } = await db.query(
        `SELECT ${FACILITY_SELECT} FROM ${FACILITY_FROM}
         WHERE ($1::int IS NULL OR f.market_id = $1) AND ($2::boolean OR f.active)
         ORDER BY f.facility_name, f.id`,
        [query.marketId ?? null, query.showDeactivated ?? false],
      );
      return rows;
    }),

    implement(routes.createHospitalFacility, async ({ body, caller }) => {
      requireHospitalEditor(caller);
      return db.transaction(async (tx) => {
        const market = await tx.query('SELECT 1 FROM markets WHERE id = $1', [body.marketId]);
        if (market.rows.length === 0) throw unprocessable(HOSPITAL_MESSAGES.market);
        const taken = await tx.query('SELECT 1 FROM hospital_facilities WHERE facility_id = $1', [body.facilityId]);
        if (taken.rows.length > 0) throw unprocessable(FACILITY_ID_TAKEN_MESSAGE);
        await checkFacility(tx, body.marketId, body);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO hospital_facilities (facility_id, facility_name, address, street, city, state, zip, country, npi, active,
                                            created_by_id, last_updated_by_id, last_updated_date, market_id, lat, lng)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'US', $8, true, $9, $9, now(), $10, $11, $12) RETURNING id`,
          [
            body.facilityId,
            body.facilityName,
            formatUsAddress(body),
            body.street,
            body.city,
            body.state,
            body.zip,
            body.npi,
            caller.employeeId,
            body.marketId,
            ...coordinatesOf(body),
          ],
        );
        const id = rows[0].id;
        await setCes(tx, id, body.communityEngagementSpecialistIds);
        await writeChangeLog(tx, id, caller, body.note ?? null);
        return one(tx, id);
      });
    }),

    implement(routes.updateHospitalFacility, async ({ body, caller }) => {
      requireHospitalEditor(caller);
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<FacilityRow>(
          'SELECT id, facility_id, market_id, active FROM hospital_facilities WHERE id = $1 FOR UPDATE',
          [body.id],
        );
        const facility = rows[0];
        if (!facility) throw notFound(`Hospital facility ${body.id} not found`);
        if ('active' in body) {
          // Deactivating stamps the date; reactivating clears it.
          if (body.active === facility.active) {
            throw unprocessable(facility.active ? 'The facility is already active' : 'The facility is already deactivated');
          }
          await tx.query(
            `UPDATE hospital_facilities SET active = $2, deactivated_dt = CASE WHEN $2 THEN NULL ELSE now() END,
                    last_updated_by_id = $3, last_updated_date = now() WHERE id = $1`,
            [facility.id, body.active, caller.employeeId],
          );
        } else {
          if (body.facilityId !== undefined && body.facilityId !== facility.facility_id) throw unprocessable(FACILITY_ID_FIXED_MESSAGE);
          const market = await tx.query('SELECT 1 FROM markets WHERE id = $1', [body.marketId]);
          if (market.rows.length === 0) throw unprocessable(HOSPITAL_MESSAGES.market);
          await checkFacility(tx, body.marketId, body);
          await tx.query(
            `UPDATE hospital_facilities SET facility_name = $2, address = $3, street = $4, city = $5, state = $6, zip = $7, npi = $8,
                    last_updated_by_id = $9, last_updated_date = now(), market_id = $10,
                    lat = CASE WHEN $11::boolean THEN $12::double precision ELSE lat END,
                    lng = CASE WHEN $11::boolean THEN $13::double precision ELSE lng END
             WHERE id = $1`,
            [
              facility.id,
              body.facilityName,
              formatUsAddress(body),
              body.street,
              body.city,
              body.state,
              body.zip,
              body.npi,
              caller.employeeId,
              body.marketId,
              // An edit without coordinates keeps the stored ones; null clears them.
              body.lat !== undefined || body.lng !== undefined,
              ...coordinatesOf(body),
            ],
          );
          await setCes(tx, facility.id, body.communityEngagementSpecialistIds);
        }
        await writeChangeLog(tx, facility.id, caller, body.note ?? null);
        return one(tx, facility.id);
      });
    }),

    implement(routes.listHospitalFacilityChangeLogs, async ({ query }) => {
      await one(db, query.facilityId);
      const { rows } = await db.query(
        `SELECT l.id, l.hospital_facility_id AS "facilityId", l.facility_name AS "facilityName", l.address, l.active,
                l.assigned_ces AS "assignedCESs", l.deactivated_dt AS "deactivatedDt", l.updated_dt AS "updatedDt",
                ${employeeRefJson('ub')} AS "updatedBy", l.note
         FROM hospital_facility_change_logs l LEFT JOIN employees ub ON ub.id = l.updated_by_id
         WHERE l.hospital_facility_id = $1 ORDER BY l.updated_dt DESC, l.id DESC`,
        [query.facilityId],
      );
      return rows;
    }),

    implement(routes.hospitalFacilitiesReport, ({ query, res }) =>
      facilitiesReport(db, res, query.marketId ?? null, query.showDeactivated ?? false),
    ),
  ];
}

/** A facility's coordinates are stored as a pair: one without the other is none. */
function coordinatesOf(body: { lat?: number | null; lng?: number | null }): [number | null, number | null] {
  return body.lat != null && body.lng != null ? [body.lat, body.lng] : [null, null];
}

/** The state is one of the states list, and every CES holds assignment type 36 in the facility's market. */
async function checkFacility(
  tx: Queryable,
  marketId: number,
  body: Pick<HospitalFacilityUpdate, 'state' | 'communityEngagementSpecialistIds'>,
) {
  const state = await tx.query('SELECT 1 FROM states WHERE abbrev = $1', [body.state]);
  if (state.rows.length === 0) throw unprocessable(HOSPITAL_MESSAGES.state);
  const ids = [...new Set(body.communityEngagementSpecialistIds)];
  if (ids.length === 0) return;
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(DISTINCT a.employee_id)::int AS n
     FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN employees e ON e.id = a.employee_id
     WHERE a.employee_id = ANY($1::int[]) AND a.assignment_type_id = $2 AND a.inactive_dt IS NULL AND o.market_id = $3 AND NOT e.archived`,
    [ids, AssignmentType.CES, marketId],
  );
  if (rows[0].n !== ids.length) throw unprocessable(HOSPITAL_MESSAGES.ces);
}

async function setCes(tx: Queryable, facilityId: number, employeeIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM hospital_facility_ces WHERE hospital_facility_id = $1', [facilityId]);
  await tx.query(
    `INSERT INTO hospital_facility_ces (hospital_facility_id, employee_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [facilityId, [...new Set(employeeIds)]],
  );
}

/** The facility as the change left it, with its CESs as 'F. Last' names. */
async function writeChangeLog(tx: Queryable, facilityId: number, caller: Caller, note: string | null): Promise<void> {
  await tx.query(
    `INSERT INTO hospital_facility_change_logs (hospital_facility_id, facility_name, address, active, assigned_ces, deactivated_dt,
                                                updated_dt, updated_by_id, note)
     SELECT f.id, f.facility_name, f.address, f.active,
            COALESCE((SELECT string_agg(left(e.first_name, 1) || '. ' || e.last_name, ', ' ORDER BY e.last_name, e.first_name, e.id)
                      FROM hospital_facility_ces c JOIN employees e ON e.id = c.employee_id WHERE c.hospital_facility_id = f.id), ''),
            f.deactivated_dt, f.last_updated_date, $2, $3
     FROM hospital_facilities f WHERE f.id = $1`,
    [facilityId, caller.employeeId, note && note.trim() ? note.trim() : null],
  );
}

/** The fields of a facility (FACILITY_SELECT) that the facilities report writes. */
interface FacilityReportRow {
  market: string;
  facilityId: number;
  facilityName: string;
  address: string | null;
  npi: string | null;
  active: boolean;
  deactivatedDt: string | Date | null;
  totalMemberAdmissions: number;
  communityEngagementSpecialists: Array<{ firstName: string; lastName: string }>;
}

/** One row per facility of the market (or of every market), streamed as an xlsx workbook. */
async function facilitiesReport(db: Db, res: Response, marketId: number | null, showDeactivated: boolean): Promise<void> {
  const { rows } = await db.query<FacilityReportRow>(
    `SELECT ${FACILITY_SELECT} FROM ${FACILITY_FROM}
     WHERE ($1::int IS NULL OR f.market_id = $1) AND ($2::boolean OR f.active)
     ORDER BY mk.name, f.facility_name, f.id`,
    [marketId, showDeactivated],
  );
  res.status(200);
  res.setHeader('Content-Type', 'application/octet-stream');
  res.setHeader('Content-Disposition', 'attachment; filename="HospitalFacilitiesReport.xlsx"');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Hospital Facilities');
  sheet.columns = [
    { header: F.market, key: 'market', width: 16 },
    { header: 'Facility Id', key: 'facilityId', width: 12 },
    { header: 'Facility Name', key: 'facilityName', width: 32 },
    { header: F.address, key: 'address', width: 40 },
    { header: 'NPI', key: 'npi', width: 12 },
    { header: 'Active', key: 'active', width: 8 },
    { header: F.deactivatedDate, key: 'deactivatedDt', width: 22 },
    { header: 'Total Member Admissions', key: 'totalMemberAdmissions', width: 14 },
    { header: 'CESs', key: 'ces', width: 32 },
  ];
  for (const f of rows) {
    sheet
      .addRow({
        market: f.market,
        facilityId: f.facilityId,
        facilityName: f.facilityName,
        address: f.address,
        npi: f.npi ?? '',
        active: f.active ? 'Yes' : 'No',
        deactivatedDt: formatFileDateTime(f.deactivatedDt),
        totalMemberAdmissions: f.totalMemberAdmissions,
        ces: f.communityEngagementSpecialists.map((e) => `${e.firstName.charAt(0)}. ${e.lastName}`).join(', '),
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
