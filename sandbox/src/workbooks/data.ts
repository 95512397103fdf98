/**
 * What each workbook shows, read from the sandbox's own records with one aggregating query per
 * part: a table (the rows the export writes) and a chart series.
 *
 * - Hedis Gaps: per measure and office, the quality gaps of this year of the actionable panel
 *   (eligible, engaged, living, not termed members of a live office): open, closed, and the share
 *   closed; the chart: open gaps per measure.
 * - Patient One-List: per live office, the eligible and engaged members, the high-needs members,
 *   admits and ER visits of the last 12 months and the open HEDIS gaps; the chart: engaged members
 *   of the largest offices.
 * - High Need Patient List: eligible members whose yearly cost is in the top 20 % (the high-needs
 *   cost criterion), costliest first, with their hospital use; the chart: members per cost band.
 * - Patient Cost Profile: one member's cost and hospital use month by month over the last 12
 *   months (the yearly cost spread evenly plus each admit, observation stay, ER visit and
 *   completed visit at its cost); the chart: monthly cost.
 */
import {
  COST_PROFILE_EVENT_COSTS,
  COST_PROFILE_MONTHS,
  FILE_COLUMNS,
  HIGH_NEEDS_COST_TOP_FRACTION,
  WORKBOOKS,
  type WorkbookName,
} from '@luminate/schema/rules';
import { Markets } from '@luminate/schema/constants';
import { COST_RANKS_SQL } from '../care-api/top-cost.ts';
import type { Queryable } from '../db/index.ts';

export type CellFormat = 'text' | 'int' | 'currency' | 'percent' | 'date';

export interface WorkbookColumn {
  key: string;
  label: string;
  format: CellFormat;
}

export type WorkbookRow = Record<string, string | number | null>;

export interface WorkbookChart {
  kind: 'bar' | 'line';
  title: string;
  format: CellFormat;
  points: Array<{ label: string; value: number }>;
}

export interface WorkbookData {
  title: string;
  /** A line under the title (the member of a cost profile, or the scope). */
  subtitle: string;
  columns: WorkbookColumn[];
  rows: WorkbookRow[];
  chart: WorkbookChart;
}

/** A workbook that names a member that does not exist. */
export class UnknownMemberError extends Error {}

const LIVE_OFFICE = `o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND o.market_id <> ${Markets.HIDDEN}`;

/** The quality gaps of this year of the actionable panel: member_id, office_id, measure, open (a SELECT). */
export const PANEL_GAPS_SQL = `
  SELECT g.member_id, m.office_id, g.measure, g.closed_dt IS NULL AS open
  FROM member_quality_gaps g
  JOIN members m ON m.id = g.member_id
  JOIN offices o ON o.id = m.office_id
  WHERE g.gap_year = extract(year FROM current_date)::int
    AND m.eligible AND m.engaged AND m.deceased_dt IS NULL AND (m.term_dt IS NULL OR m.term_dt > current_date)
    AND ${LIVE_OFFICE}`;

/** A measure's initials for the chart's axis ('Breast Cancer Screening' → 'BCS'). */
const initials = (measure: string) =>
  measure
    .split(/\s+/)
    .map((word) => (/^[A-Z0-9]{2,}/.test(word) ? word.replace(/[^A-Z0-9]/g, '') : word[0]?.toUpperCase()))
    .join('');

async function hedisGaps(db: Queryable): Promise<WorkbookData> {
  const { rows } = await db.query<{ measure: string; office: string; open: number; closed: number }>(
    `SELECT gaps.measure, o.name AS office,
       count(*) FILTER (WHERE gaps.open)::int AS open, count(*) FILTER (WHERE NOT gaps.open)::int AS closed
     FROM (${PANEL_GAPS_SQL}) gaps JOIN offices o ON o.id = gaps.office_id
     GROUP BY gaps.measure, o.name
     ORDER BY gaps.measure COLLATE "C", o.name COLLATE "C"`,
  );
  const perMeasure = new Map<string, number>();
  for (const r of rows) perMeasure.set(r.measure, (perMeasure.get(r.measure) ?? 0) + r.open);
  return {
    title: WORKBOOKS.HEDIS_GAPS.title,
    subtitle: 'Quality gaps of this year of the engaged panel, by measure and neighborhood',
    columns: [
      { key: 'measure', label: 'Measure', format: 'text' },
      { key: 'office', label: 'Neighborhood', format: 'text' },
      { key: 'open', label: 'Open Gaps', format: 'int' },
      { key: 'closed', label: 'Closed Gaps', format: 'int' },
      { key: 'closedShare', label: 'Closed', format: 'percent' },
    ],
    rows: rows.map((r) => ({
      measure: r.measure,
      office: r.office,
      open: r.open,
      closed: r.closed,
      closedShare: r.closed / (r.open + r.closed),
    })),
    chart: {
      kind: 'bar',
      title: 'Open gaps by measure',
      format: 'int',
      points: [...perMeasure].map(([measure, open]) => ({ label: initials(measure), value: open })),
    },
  };
}

/** The eligible members in the top cost fraction, by member id, with their cost rank (a CTE). */
const HIGH_COST_CTE = `high_cost AS (
  SELECT member_id, annual_cost FROM (${COST_RANKS_SQL}) ranked WHERE cost_rank < ${HIGH_NEEDS_COST_TOP_FRACTION}
)`;

async function oneList(db: Queryable): Promise<WorkbookData> {
  const { rows } = await db.query<{
    office: string;
    eligible: number;
    engaged: number;
    high_needs: number;
    admits: number;
    er_visits: number;
    gaps: number;
  }>(
    `WITH ${HIGH_COST_CTE},
     gaps AS (SELECT office_id, count(*)::int AS n FROM (${PANEL_GAPS_SQL}) g WHERE g.open GROUP BY 1),
     census AS (
       SELECT m.office_id,
         count(*) FILTER (WHERE h.wb_type = 'Inpatient')::int AS admits,
         count(*) FILTER (WHERE h.wb_type = 'ER')::int AS er_visits
       FROM hospital_census h JOIN members m ON m.id = h.member_id
       WHERE m.eligible AND h.admission_date >= current_date - interval '12 months'
       GROUP BY 1
     ),
     counts AS (
       SELECT m.office_id, count(*)::int AS eligible, count(*) FILTER (WHERE m.engaged)::int AS engaged,
         count(hc.member_id)::int AS high_needs
       FROM members m LEFT JOIN high_cost hc ON hc.member_id = m.id
       WHERE m.eligible AND m.deceased_dt IS NULL
       GROUP BY 1
     )
     SELECT o.name AS office, c.eligible, c.engaged, c.high_needs,
       COALESCE(census.admits, 0) AS admits, COALESCE(census.er_visits, 0) AS er_visits, COALESCE(gaps.n, 0) AS gaps
     FROM offices o JOIN counts c ON c.office_id = o.id
     LEFT JOIN census ON census.office_id = o.id
     LEFT JOIN gaps ON gaps.office_id = o.id
     WHERE ${LIVE_OFFICE}
     ORDER BY o.name COLLATE "C"`,
  );
  const largest = [...rows].sort((a, b) => b.eligible - a.eligible || a.office.localeCompare(b.office)).slice(0, 12);
  return {
    title: WORKBOOKS.ONE_LIST.title,
    subtitle: 'Members and measures per neighborhood',
    columns: [
      { key: 'office', label: 'Neighborhood', format: 'text' },
      { key: 'eligible', label: 'Eligible', format: 'int' },
      { key: 'engaged', label: 'Engaged', format: 'int' },
      { key: 'highNeeds', label: 'High Needs', format: 'int' },
      { key: 'admits', label: 'Admits (12 mo)', format: 'int' },
      { key: 'erVisits', label: 'ER Visits (12 mo)', format: 'int' },
      { key: 'gaps', label: 'Open HEDIS Gaps', format: 'int' },
    ],
    rows: rows.map((r) => ({
      office: r.office,
      eligible: r.eligible,
      engaged: r.engaged,
      highNeeds: r.high_needs,
      admits: r.admits,
      erVisits: r.er_visits,
      gaps: r.gaps,
    })),
    chart: {
      kind: 'bar',
      title: 'Engaged members of the largest neighborhoods',
      format: 'int',
      points: largest.map((r) => ({ label: r.office, value: r.engaged })),
    },
  };
}

/** Cost bands of the High Needs chart: lower bounds. */
const COST_BANDS = [0, 20_000, 25_000, 30_000, 35_000, 40_000];

async function highNeeds(db: Queryable): Promise<WorkbookData> {
  const { rows } = await db.query<{
    member_id: number;
    aaneel_id: string;
    name: string;
    office: string | null;
    engaged: boolean;
    annual_cost: number;
    admits: number;
    er_visits: number;
    medications: number | null;
  }>(
    `WITH ${HIGH_COST_CTE}
     SELECT m.id AS member_id, m.aaneel_id, m.last_name || ', ' || m.first_name AS name, o.name AS office, m.engaged,
       hc.annual_cost::float8 AS annual_cost,
       COALESCE(census.admits, 0) AS admits, COALESCE(census.er_visits, 0) AS er_visits,
       mm.current_number_of_medications AS medications
     FROM high_cost hc JOIN members m ON m.id = hc.member_id
     JOIN member_metrics mm ON mm.member_id = m.id
     LEFT JOIN offices o ON o.id = m.office_id
     LEFT JOIN (
       SELECT h.member_id,
         count(*) FILTER (WHERE h.wb_type = 'Inpatient')::int AS admits,
         count(*) FILTER (WHERE h.wb_type = 'ER')::int AS er_visits
       FROM hospital_census h
       WHERE h.admission_date >= current_date - interval '12 months'
       GROUP BY h.member_id
     ) census ON census.member_id = m.id
     ORDER BY hc.annual_cost DESC, m.id`,
  );
  const bands = COST_BANDS.map((low, i) => ({
    label: i + 1 < COST_BANDS.length ? `${low / 1000}k-${COST_BANDS[i + 1] / 1000}k` : `${low / 1000}k+`,
    value: rows.filter((r) => r.annual_cost >= low && (i + 1 >= COST_BANDS.length || r.annual_cost < COST_BANDS[i + 1])).length,
  })).filter((b) => b.value > 0);
  return {
    title: WORKBOOKS.HIGH_NEEDS.title,
    subtitle: 'Eligible members in the top 20% of yearly cost of care',
    columns: [
      { key: 'memberId', label: FILE_COLUMNS.aaneelId, format: 'text' },
      { key: 'name', label: FILE_COLUMNS.memberName, format: 'text' },
      { key: 'office', label: 'Neighborhood', format: 'text' },
      { key: 'engaged', label: FILE_COLUMNS.engaged, format: 'text' },
      { key: 'annualCost', label: 'Yearly Cost', format: 'currency' },
      { key: 'admits', label: 'Admits (12 mo)', format: 'int' },
      { key: 'erVisits', label: 'ER Visits (12 mo)', format: 'int' },
      { key: 'medications', label: 'Medications', format: 'int' },
    ],
    rows: rows.map((r) => ({
      memberId: r.aaneel_id,
      name: r.name,
      office: r.office ?? '',
      engaged: r.engaged ? 'Yes' : 'No',
      annualCost: r.annual_cost,
      admits: r.admits,
      erVisits: r.er_visits,
      medications: r.medications,
    })),
    chart: { kind: 'bar', title: 'Members by yearly cost', format: 'int', points: bands },
  };
}

async function costProfile(db: Queryable, memberId: number): Promise<WorkbookData> {
  const member = await db.query<{ name: string; annual_cost: number | null }>(
    `SELECT m.first_name || ' ' || m.last_name AS name, mm.annual_cost::float8 AS annual_cost
     FROM members m LEFT JOIN member_metrics mm ON mm.member_id = m.id WHERE m.id = $1`,
    [memberId],
  );
  if (member.rows.length === 0) throw new UnknownMemberError('No such member');
  const { rows } = await db.query<{ month: string; inpatient: number; observation: number; er: number; visits: number }>(
    `WITH months AS (
       SELECT generate_series(date_trunc('month', current_date) - make_interval(months => $2 - 1), date_trunc('month', current_date), interval '1 month')::date AS month
     )
     SELECT to_char(months.month, 'YYYY-MM') AS month,
       (SELECT count(*)::int FROM hospital_census h WHERE h.member_id = $1 AND h.wb_type = 'Inpatient' AND date_trunc('month', h.admission_date) = months.month) AS inpatient,
       (SELECT count(*)::int FROM hospital_census h WHERE h.member_id = $1 AND h.wb_type = 'Observation' AND date_trunc('month', h.admission_date) = months.month) AS observation,
       (SELECT count(*)::int FROM hospital_census h WHERE h.member_id = $1 AND h.wb_type = 'ER' AND date_trunc('month', h.admission_date) = months.month) AS er,
       (SELECT count(*)::int FROM appointments ap WHERE ap.member_id = $1 AND ap.appointment_status = 'Completed' AND date_trunc('month', ap.start AT TIME ZONE 'UTC') = months.month) AS visits
     FROM months ORDER BY months.month`,
    [memberId, COST_PROFILE_MONTHS],
  );
  const base = Math.round((member.rows[0].annual_cost ?? 0) / 12);
  const c = COST_PROFILE_EVENT_COSTS;
  const table = rows.map((r) => ({
    month: r.month,
    baseCost: base,
    inpatient: r.inpatient,
    observation: r.observation,
    erVisits: r.er,
    visits: r.visits,
    totalCost: base + r.inpatient * c.Inpatient + r.observation * c.Observation + r.er * c.ER + r.visits * c.visit,
  }));
  return {
    title: WORKBOOKS.PATIENT_COST_PROFILES.title,
    subtitle: `Medical cost of ${member.rows[0].name}, last ${COST_PROFILE_MONTHS} months`,
    columns: [
      { key: 'month', label: 'Month', format: 'text' },
      { key: 'baseCost', label: 'Base Cost', format: 'currency' },
      { key: 'inpatient', label: 'Admits', format: 'int' },
      { key: 'observation', label: 'Observation Stays', format: 'int' },
      { key: 'erVisits', label: 'ER Visits', format: 'int' },
      { key: 'visits', label: 'Completed Visits', format: 'int' },
      { key: 'totalCost', label: 'Total Cost', format: 'currency' },
    ],
    rows: table,
    chart: {
      kind: 'line',
      title: 'Cost per month',
      format: 'currency',
      points: table.map((r) => ({ label: r.month.slice(2), value: r.totalCost })),
    },
  };
}

/** The workbook's data; throws UnknownMemberError for a cost profile of a member that does not exist. */
export function workbookData(db: Queryable, workbook: WorkbookName, memberId: number | null): Promise<WorkbookData> {
  switch (workbook) {
    case 'HEDIS_GAPS':
      return hedisGaps(db);
    case 'ONE_LIST':
      return oneList(db);
    case 'HIGH_NEEDS':
      return highNeeds(db);
    case 'PATIENT_COST_PROFILES':
      return costProfile(db, memberId ?? 0);
  }
}
