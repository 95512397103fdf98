/** Market assignments: the table per market, assigning and unassigning, history. */
import { stringify } from 'csv-stringify';
import { routes } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { COLLAB_REQUIRED_MARKET, AssignmentType } from '@luminate/schema/constants';
import { assignmentTargetOf, changeAssignmentRule, FILE_COLUMNS as F, formatFileDate } from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import { requireAnyClaim } from './auth.ts';
import { implement, notFound, unprocessable, type Binding } from './http.ts';

const EMPLOYEE_JSON = `json_build_object('id', e.id, 'firstName', e.first_name, 'lastName', e.last_name)`;

const ENTRY_SELECT = `a.id, a.office_id AS "officeId", a.assignment_type_id AS "assignmentTypeId", a.employee_id AS "employeeId",
  iso_utc(a.active_dt) AS "activeDt", iso_utc(a.inactive_dt) AS "inactiveDt", ${EMPLOYEE_JSON} AS employee`;

const CLINICIAN_ENTRY_SELECT = `a.id, a.clinician_id AS "clinicianId", a.assignment_type_id AS "assignmentTypeId", a.employee_id AS "employeeId",
  iso_utc(a.active_dt) AS "activeDt", iso_utc(a.inactive_dt) AS "inactiveDt", ${EMPLOYEE_JSON} AS employee`;

interface OfficeRow {
  id: number;
  name: string;
  market_id: number;
  active: boolean;
  deleted: boolean;
}

async function entries(db: Queryable, table: 'market_assignments' | 'clinician_assignments', ids: number[]) {
  if (ids.length === 0) return [];
  const select = table === 'market_assignments' ? ENTRY_SELECT : CLINICIAN_ENTRY_SELECT;
  const { rows } = await db.query(
    `SELECT ${select} FROM ${table} a JOIN employees e ON e.id = a.employee_id WHERE a.id = ANY($1::int[]) ORDER BY a.id`,
    [ids],
  );
  return rows;
}

/** The APP employees (active APP assignment at a live office of an active market, not archived) with their market. */
const CLINICIANS_SQL = `SELECT e.id, e.first_name AS "firstName", e.last_name AS "lastName", min(o.market_id)::int AS "marketId"
  FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN markets mk ON mk.id = o.market_id
  JOIN employees e ON e.id = a.employee_id
  WHERE a.assignment_type_id = ${AssignmentType.APP} AND a.inactive_dt IS NULL AND NOT e.archived AND NOT o.deleted AND mk.active`;

export function marketAssignmentRoutes(db: Db): Binding[] {
  return [
    implement(routes.listMarketAssignments, async ({ query }) => {
      const where: string[] = [];
      const params: unknown[] = [];
      const param = (v: unknown) => `$${params.push(v)}`;
      if (query.marketId !== undefined) where.push(`o.market_id = ${param(query.marketId)}`);
      if (query.officeId !== undefined) where.push(`a.office_id = ${param(query.officeId)}`);
      if (query.assignmentTypeIds?.length) where.push(`a.assignment_type_id = ANY(${param(query.assignmentTypeIds)}::int[])`);
      if (!query.includeInactive) where.push('a.inactive_dt IS NULL');
      // One query, holders included: a market's table costs one request whatever its size.
      const { rows } = await db.query(
        `SELECT ${ENTRY_SELECT} FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN employees e ON e.id = a.employee_id
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY a.active_dt DESC, a.id DESC`,
        params,
      );
      return rows;
    }),

    implement(routes.listClinicianAssignments, async ({ query }) => {
      const clinicians = (
        await db.query<{ id: number; firstName: string; lastName: string; marketId: number }>(
          `${CLINICIANS_SQL} GROUP BY e.id ORDER BY e.last_name, e.first_name, e.id`,
        )
      ).rows;
      const assignments = (
        await db.query(
          `SELECT ${CLINICIAN_ENTRY_SELECT} FROM clinician_assignments a JOIN employees e ON e.id = a.employee_id
           ${query.includeInactive ? '' : 'WHERE a.inactive_dt IS NULL'} ORDER BY a.active_dt DESC, a.id DESC`,
        )
      ).rows;
      return {
        clinicians: clinicians.map((c) => ({ ...c, physiciansRequired: c.marketId === COLLAB_REQUIRED_MARKET })),
        assignments,
      };
    }),

    implement(routes.assignUser, async ({ body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.assignmentManagers, 'Changing an assignment');
      return db.transaction(async (tx) => {
        const type = (
          await tx.query<{ id: number; level: number; active: boolean }>('SELECT id, level, active FROM assignment_types WHERE id = $1', [
            body.assignmentTypeId,
          ])
        ).rows[0];
        if (!type) throw unprocessable('Unknown assignment type');
        if (!type.active) throw unprocessable('This assignment type is no longer in use');
        const target = assignmentTargetOf(type.id, type.level);
        // The same rule as the form's and the gateway's, on the target the type's level names.
        const checked = changeAssignmentRule.safeParse({
          assignmentTypeId: type.id,
          unassign: body.unassign,
          employeeId: body.employeeId,
          marketId: target === 'market' ? body.to : null,
          officeId: target === 'community' || target === 'neighborhood' ? body.to : null,
          clinicianId: target === 'clinician' ? body.to : null,
        });
        if (!checked.success) throw unprocessable(checked.error.issues.map((i) => i.message).join('; '));
        const employeeId = body.unassign ? null : body.employeeId;
        if (employeeId !== null) {
          const employee = (await tx.query<{ archived: boolean }>('SELECT archived FROM employees WHERE id = $1', [employeeId])).rows[0];
          if (!employee) throw notFound(`Employee ${employeeId} not found`);
          if (employee.archived) throw unprocessable('An archived employee cannot be assigned');
        }

        if (target === 'clinician') {
          const clinician = (await tx.query(`${CLINICIANS_SQL} AND e.id = $1 GROUP BY e.id`, [body.to])).rows[0];
          if (!clinician) throw unprocessable('Collaborating and designated physicians are given to a clinician (an APP)');
          const current = (
            await tx.query<{ id: number; employee_id: number }>(
              'SELECT id, employee_id FROM clinician_assignments WHERE clinician_id = $1 AND assignment_type_id = $2 AND inactive_dt IS NULL',
              [body.to, type.id],
            )
          ).rows;
          refuseNoChange(current, employeeId);
          const change = await replaceAssignments(
            tx,
            'clinician_assignments',
            current.map((c) => c.id),
            employeeId === null ? null : { clinician_id: body.to, assignment_type_id: type.id, employee_id: employeeId },
          );
          return { ended: [], started: null, clinicianEnded: change.ended, clinicianStarted: change.started };
        }

        // Where the assignment is held, and which current ones it replaces.
        let holdAt: number;
        let replaces: string;
        const replaceParams: unknown[] = [type.id];
        if (target === 'market') {
          const market = (await tx.query<{ active: boolean }>('SELECT active FROM markets WHERE id = $1', [body.to])).rows[0];
          if (!market) throw notFound(`Market ${body.to} not found`);
          if (!market.active) throw unprocessable('Assignments are made only in active markets');
          // A market-level type is held at the market's first community row and covers the whole market.
          const first = (
            await tx.query<{ id: number }>(
              `SELECT id FROM offices WHERE market_id = $1 AND name LIKE '%.000' AND NOT deleted ORDER BY community_id LIMIT 1`,
              [body.to],
            )
          ).rows[0];
          if (!first) throw unprocessable('The market has no community to hold the assignment');
          holdAt = first.id;
          replaces = `office_id IN (SELECT id FROM offices WHERE market_id = $2)`;
          replaceParams.push(body.to);
        } else {
          const office = (await tx.query<OfficeRow>('SELECT id, name, market_id, active, deleted FROM offices WHERE id = $1', [body.to]))
            .rows[0];
          if (!office || office.deleted) throw notFound(`Office ${body.to} not found`);
          const isCommunity = office.name.endsWith('.000');
          if (target === 'community' && !isCommunity)
            throw unprocessable('A community-level assignment is made at a community (x.yyy.000)');
          if (target === 'neighborhood' && isCommunity) throw unprocessable('A neighborhood-level assignment is made at a neighborhood');
          if (target === 'neighborhood' && !office.active) throw unprocessable('Assignments are made only at active neighborhoods');
          holdAt = office.id;
          replaces = 'office_id = $2';
          replaceParams.push(office.id);
        }
        const current = (
          await tx.query<{ id: number; employee_id: number }>(
            `SELECT id, employee_id FROM market_assignments WHERE assignment_type_id = $1 AND inactive_dt IS NULL AND ${replaces}`,
            replaceParams,
          )
        ).rows;
        refuseNoChange(current, employeeId);
        const change = await replaceAssignments(
          tx,
          'market_assignments',
          current.map((c) => c.id),
          employeeId === null ? null : { office_id: holdAt, assignment_type_id: type.id, employee_id: employeeId },
        );
        return { ...change, clinicianEnded: [], clinicianStarted: null };
      });
    }),

    implement(routes.marketAssignmentsReport, async ({ query, res }) => {
      const params: unknown[] = [];
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT m.name AS market, o.community_id AS community, o.name AS office, t.name AS "assignmentType",
                e.first_name AS "firstName", e.last_name AS "lastName", to_char(a.active_dt AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "activeDate"
         FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN markets m ON m.id = o.market_id
         JOIN assignment_types t ON t.id = a.assignment_type_id JOIN employees e ON e.id = a.employee_id
         WHERE a.inactive_dt IS NULL AND NOT o.deleted ${query.marketId !== undefined ? `AND o.market_id = $${params.push(query.marketId)}` : ''}
         ORDER BY m.office_prefix, o.name, t.id`,
        params,
      );
      res.status(200);
      res.setHeader('Content-Type', 'application/octet-stream');
      res.setHeader('Content-Disposition', 'attachment; filename="MarketAssignmentsReport.csv"');
      const csv = stringify({
        header: true,
        bom: true,
        columns: [
          { key: 'market', header: F.market },
          { key: 'community', header: F.community },
          { key: 'office', header: F.office },
          { key: 'assignmentType', header: F.assignmentType },
          { key: 'firstName', header: F.firstName },
          { key: 'lastName', header: F.lastName },
          { key: 'activeDate', header: F.activeDate },
        ],
      });
      csv.pipe(res);
      for (const row of rows) csv.write({ ...row, activeDate: formatFileDate(row.activeDate as string | null) });
      csv.end();
      await new Promise<void>((resolve, reject) => {
        res.on('finish', resolve);
        res.on('error', reject);
      });
    }),
  ];
}

/**
 * Ends the current rows of an assignment and starts the new one (none when unassigning), in the
 * caller's transaction; answers both as history entries so the page updates without a refetch.
 */
async function replaceAssignments(
  tx: Queryable,
  table: 'market_assignments' | 'clinician_assignments',
  currentIds: number[],
  start: Record<string, number> | null,
) {
  const ended = (
    await tx.query<{ id: number }>(`UPDATE ${table} SET inactive_dt = now() WHERE id = ANY($1::int[]) RETURNING id`, [currentIds])
  ).rows;
  const columns = start === null ? [] : Object.keys(start);
  const started =
    start === null
      ? []
      : (
          await tx.query<{ id: number }>(
            `INSERT INTO ${table} (${columns.join(', ')}, active_dt) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, now()) RETURNING id`,
            Object.values(start),
          )
        ).rows;
  return {
    ended: await entries(
      tx,
      table,
      ended.map((r) => r.id),
    ),
    started:
      (
        await entries(
          tx,
          table,
          started.map((r) => r.id),
        )
      )[0] ?? null,
  };
}

/** Giving someone the assignment they already hold, or unassigning nobody, changes nothing: refused. */
function refuseNoChange(current: ReadonlyArray<{ employee_id: number }>, employeeId: number | null): void {
  if (employeeId === null && current.length === 0) throw unprocessable('Nobody holds this assignment');
  if (employeeId !== null && current.length > 0 && current.every((c) => c.employee_id === employeeId)) {
    throw unprocessable('The employee already holds this assignment');
  }
}
