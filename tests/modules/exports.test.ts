/**
 * Every file the tool hands out (the gateway's CSV exports and the Care API's workbooks it
 * streams), downloaded as a persona allowed to have it: its header row is the one expected,
 * named from the shared list of file column names, and its dates are written in the files' one
 * format (MM/DD/YYYY for a calendar day, MM/DD/YYYY HH:mm UTC for a moment). A member is named
 * by AaneelId and name, never by the internal record id. A GET route under /files/ that is
 * neither listed here nor set aside as no export fails the last test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import type { Router } from 'express';
import { CLAIM_KEYS } from '@luminate/schema/claims';
import { Markets } from '@luminate/schema/constants';
import {
  FILE_COLUMNS as F,
  FILE_DATE_PATTERN,
  FILE_DATE_TIME_PATTERN,
  MEMBER_PROXIMITY_COLUMNS,
  PROXIMITY_PRESETS,
  isoToday,
} from '@luminate/schema/rules';
import { gatewayModules } from '../../gateway/src/modules/index.ts';
import type { HttpHelpers } from '../../gateway/src/module.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { sheetOfXlsx } from '../support/workbook.ts';
import { parseCsv } from '../support/csv.ts';
import { download } from './helpers.ts';

const MARKET = Markets.DEFAULT;
const OUTREACH = 123;
const VISIT_CONFIRMATION = 124;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

type Kind = 'csv' | 'xlsx' | 'zipped-csv';

interface ExportCase {
  /** The gateway route as registered. */
  route: string;
  persona: string;
  /** The address downloaded (some need ids from the database). */
  path: () => Promise<string> | string;
  kind: Kind;
  headers: readonly string[];
  /** Columns holding calendar days. */
  dates?: readonly string[];
  /** Columns holding moments. */
  dateTimes?: readonly string[];
  /** The file is a page's table, column for column, so its labels are that table's. */
  labelsOfTable?: boolean;
}

/** The labels a row of a member starts with in most files. */
const MEMBER = [F.aaneelId, F.memberName] as const;

/** Both transfer reports (processed, submitted) share one layout. */
const TRANSFER_REPORT_HEADERS = [
  F.transferId,
  ...MEMBER,
  F.fromOffice,
  F.toOffice,
  F.requestedBy,
  F.requestedDate,
  F.status,
  F.transferType,
  F.notes,
  F.processedDate,
];

const firstId = async (sql: string, params: unknown[] = []) => {
  const { rows } = await stack.db.query<{ id: number | string }>(sql, params);
  if (!rows[0]) throw new Error(`Nothing found for ${sql}`);
  return rows[0].id;
};

const communityOffices = async () => {
  const { rows } = await stack.db.query<{ id: number }>(
    `SELECT id FROM offices WHERE community_id = '1.001' AND active AND NOT deleted AND name NOT LIKE '%.000' ORDER BY id`,
  );
  return rows.map((r) => r.id).join(',');
};

const today = () => isoToday();

const EXPORTS: ExportCase[] = [
  {
    route: '/files/exports/members.csv',
    persona: 'datamanager',
    path: () => '/files/exports/members.csv',
    kind: 'csv',
    headers: [
      F.aaneelId,
      F.payerMemberId,
      F.firstName,
      F.lastName,
      F.dateOfBirth,
      F.gender,
      F.mbi,
      F.homePhone,
      F.workPhone,
      F.mobilePhone,
      F.email,
      F.address,
      F.city,
      F.state,
      F.zip,
      F.county,
      F.marketId,
      F.officeId,
      F.payer,
      F.plan,
      F.eligible,
      F.engaged,
      F.engagedDate,
      F.termDate,
      F.termReason,
      F.pendingDnc,
    ],
    dates: [F.dateOfBirth, F.engagedDate, F.termDate],
  },
  {
    route: '/files/members-export',
    persona: 'datamanager',
    path: () => `/files/members-export?marketId=${MARKET}`,
    kind: 'csv',
    headers: [
      F.aaneelId,
      F.payerMemberId,
      F.firstName,
      F.lastName,
      F.dateOfBirth,
      F.gender,
      F.homePhone,
      F.mobilePhone,
      F.workPhone,
      F.email,
      F.address,
      F.city,
      F.state,
      F.zip,
      F.county,
      F.office,
      F.payer,
      F.eligible,
      F.engaged,
      F.termDate,
    ],
    dates: [F.dateOfBirth, F.termDate],
  },
  {
    route: '/files/exports/call-list/:campaignId.csv',
    persona: 'calllistmanager',
    path: () => `/files/exports/call-list/${VISIT_CONFIRMATION}.csv`,
    kind: 'csv',
    headers: [...MEMBER, F.points, F.primaryDriver, F.lastAttempt],
    dateTimes: [F.lastAttempt],
  },
  {
    route: '/files/campaigns/:id/scores',
    persona: 'calllistmanager',
    path: () => `/files/campaigns/${OUTREACH}/scores`,
    kind: 'xlsx',
    headers: [...MEMBER, F.points, F.primaryDriver],
  },
  {
    route: '/files/call-list-filter-report',
    persona: 'calllistmanager',
    path: () => '/files/call-list-filter-report',
    kind: 'xlsx',
    headers: [F.filterName, F.campaign, F.isExclusive, ...MEMBER, F.addedBy, F.addedDate],
    dateTimes: [F.addedDate],
  },
  {
    route: '/files/exports/one-list.csv',
    persona: 'cd',
    path: async () => `/files/exports/one-list.csv?officeIds=${await communityOffices()}`,
    kind: 'csv',
    headers: [
      F.aaneelId,
      F.memberName,
      F.office,
      'Stratification',
      F.engaged,
      'Last IV Visit',
      'Last Completed Visit',
      'Next Appointment',
      'Medications',
      'Last PHQ-9',
      'Acute Events (6 Months)',
      'Last Admit',
      'High Need Criteria',
      'Last Quarter Paid PMPM',
      'Quality Gaps',
    ],
    dates: ['Last IV Visit', 'Last Admit'],
    dateTimes: ['Last Completed Visit', 'Next Appointment'],
  },
  {
    route: '/files/exports/metric-rows.csv',
    persona: 'cd',
    path: async () => `/files/exports/metric-rows.csv?metricId=polypharmacy&officeIds=${await communityOffices()}&role=CMD`,
    kind: 'csv',
    headers: [F.aaneelId, F.memberName, F.office, 'Medications', 'Stratification', 'Last Completed Visit'],
    dateTimes: ['Last Completed Visit'],
  },
  {
    route: '/files/exports/closest-offices.csv',
    persona: 'staff',
    path: async () => {
      const { rows } = await stack.db.query<{ lat: number; lng: number }>(
        'SELECT lat, lng FROM member_locations WHERE lat IS NOT NULL ORDER BY member_id LIMIT 1',
      );
      return `/files/exports/closest-offices.csv?lat=${rows[0].lat}&lng=${rows[0].lng}`;
    },
    kind: 'csv',
    headers: [
      F.office,
      'Office Address',
      'APP',
      'Distance',
      'Engaged Members',
      'Panel Size',
      'Backup 1',
      'Backup 2',
      'Backup 3',
      'iAPP',
      'CES',
    ],
  },
  {
    route: '/files/exports/members-near-address.csv',
    persona: 'staff',
    path: async () => {
      const { rows } = await stack.db.query<{ providerId: number; lat: number; lng: number }>(
        `SELECT a.employee_id AS "providerId", n.lat, n.lng
         FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN office_nodes n ON n.office_id = o.id
         WHERE a.assignment_type_id = 1 AND a.inactive_dt IS NULL AND NOT o.deleted AND o.name NOT LIKE '%.000'
           AND n.deactivated_dt IS NULL AND n.lat IS NOT NULL
         ORDER BY a.id LIMIT 1`,
      );
      const { providerId, lat, lng } = rows[0];
      const input = { providerId: String(providerId), lat, lng, count: 50, ...PROXIMITY_PRESETS.DROP_INS.filters };
      return `/files/exports/members-near-address.csv?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`;
    },
    kind: 'csv',
    headers: MEMBER_PROXIMITY_COLUMNS.map((c) => c.header),
    labelsOfTable: true,
    dates: MEMBER_PROXIMITY_COLUMNS.filter((c) => c.kind === 'date').map((c) => c.header),
  },
  {
    route: '/files/exports/workbooks/:slug.xlsx',
    persona: 'cd',
    path: () => '/files/exports/workbooks/high-needs.xlsx',
    kind: 'xlsx',
    headers: [F.aaneelId, F.memberName, 'Neighborhood', F.engaged, 'Yearly Cost', 'Admits (12 mo)', 'ER Visits (12 mo)', 'Medications'],
  },
  {
    route: '/files/reports/closest-office',
    persona: 'nhmanager',
    path: () => `/files/reports/closest-office?marketId=${MARKET}&engagement=yes`,
    kind: 'xlsx',
    headers: [
      ...MEMBER,
      F.engaged,
      F.currentOffice,
      'Closest Office',
      'Closest Office Address',
      'Distance (Miles)',
      'Current Office Is Closest',
    ],
  },
  {
    route: '/files/reports/member-office-ranges',
    persona: 'nhmanager',
    path: () => `/files/reports/member-office-ranges?marketId=${MARKET}&range=25`,
    kind: 'xlsx',
    headers: [...MEMBER, F.currentOffice, 'Offices In Range', 'Nearest Office', 'Nearest Office Distance (Miles)', 'Offices Within Range'],
  },
  {
    route: '/files/reports/vc-ranges',
    persona: 'nhmanager',
    path: () => `/files/reports/vc-ranges?marketId=${MARKET}&range=25`,
    kind: 'xlsx',
    headers: [
      ...MEMBER,
      F.currentOffice,
      'Providers In Range',
      'Nearest Provider',
      'Nearest Home Base Distance (Miles)',
      'Providers Within Their Max Distance',
    ],
  },
  {
    route: '/files/reports/red-box-errors',
    persona: 'datamanager',
    path: () => `/files/reports/red-box-errors?startDate=2000-01-01&endDate=${today()}`,
    kind: 'xlsx',
    headers: [F.errorId, F.dateOfError, ...MEMBER, F.market, F.office, F.submittedBy],
    dateTimes: [F.dateOfError],
  },
  {
    route: '/files/reports/drop-ineligible',
    persona: 'datamanager',
    path: () => '/files/reports/drop-ineligible',
    kind: 'xlsx',
    headers: [...MEMBER, F.market, F.office, F.engaged, 'Ineligible Since', F.reason, F.changedBy, F.note],
    dates: ['Ineligible Since'],
  },
  {
    route: '/files/reports/next-visit',
    persona: 'datamanager',
    path: () => '/files/reports/next-visit',
    kind: 'xlsx',
    headers: [...MEMBER, F.market, F.office, 'Next Visit', 'Visit Type', 'Clinician', 'Days Until'],
    dateTimes: ['Next Visit'],
  },
  {
    route: '/files/reports/weekly-conversion-rate',
    persona: 'cd',
    path: () => '/files/reports/weekly-conversion-rate',
    kind: 'xlsx',
    headers: [F.market, F.office, 'Week Start', 'Eligible Unengaged At Week Start', 'Converted', 'Conversion Rate (%)'],
    dates: ['Week Start'],
  },
  {
    route: '/files/reports/submitted-for-term',
    persona: 'deattmanager',
    path: () => `/files/reports/submitted-for-term?start=2000-01-01&end=${today()}`,
    kind: 'xlsx',
    headers: [F.changeId, ...MEMBER, F.office, F.termReason, F.termDate, F.requestedBy, F.dateEntered, F.status, F.statusChanged, F.note],
    dates: [F.termDate],
    dateTimes: [F.dateEntered, F.statusChanged],
  },
  {
    route: '/files/deattribution/mailing-list',
    persona: 'deattmanager',
    path: () => '/files/deattribution/mailing-list',
    kind: 'xlsx',
    headers: [F.changeId, ...MEMBER, F.address, F.city, F.state, F.zip, F.status, F.dateEntered],
    dateTimes: [F.dateEntered],
  },
  {
    route: '/files/deattribution/:id/termination-overview',
    persona: 'deattmanager',
    path: async () =>
      `/files/deattribution/${await firstId("SELECT id FROM eligibility_changes WHERE change_type = 'Term' AND term_dt IS NOT NULL ORDER BY id")}/termination-overview`,
    kind: 'xlsx',
    // One field per row: the header row names the two columns, the first column the fields.
    headers: ['Field', 'Value'],
  },
  {
    route: '/files/dnc/report',
    persona: 'dncmanager',
    path: () => '/files/dnc/report',
    kind: 'xlsx',
    headers: [
      F.requestId,
      ...MEMBER,
      F.request,
      F.reason,
      F.requestedBy,
      F.requestedDate,
      F.approvalType,
      F.result,
      F.handledBy,
      F.handledDate,
    ],
    dateTimes: [F.requestedDate, F.handledDate],
  },
  {
    route: '/files/transfers/processed',
    persona: 'transfermanager',
    path: () => `/files/transfers/processed?start=2000-01-01&end=${today()}`,
    kind: 'xlsx',
    headers: TRANSFER_REPORT_HEADERS,
    dateTimes: [F.requestedDate, F.processedDate],
  },
  {
    route: '/files/transfers/submitted',
    persona: 'transfermanager',
    path: () => `/files/transfers/submitted?start=2000-01-01&end=${today()}`,
    kind: 'xlsx',
    headers: TRANSFER_REPORT_HEADERS,
    dateTimes: [F.requestedDate],
  },
  {
    route: '/files/hospital-facilities-report',
    persona: 'superadmin',
    path: () => '/files/hospital-facilities-report?showDeactivated=true',
    kind: 'xlsx',
    headers: [F.market, 'Facility Id', 'Facility Name', F.address, 'NPI', 'Active', F.deactivatedDate, 'Total Member Admissions', 'CESs'],
    dateTimes: [F.deactivatedDate],
  },
  {
    route: '/files/market-assignments-report',
    persona: 'staff',
    path: () => `/files/market-assignments-report?marketId=${MARKET}`,
    kind: 'csv',
    headers: [F.market, F.community, F.office, F.assignmentType, F.firstName, F.lastName, F.activeDate],
    dates: [F.activeDate],
  },
  {
    route: '/files/offices-report',
    persona: 'staff',
    path: () => '/files/offices-report',
    kind: 'zipped-csv',
    headers: [
      F.officeId,
      F.office,
      F.market,
      F.community,
      'Common Name',
      'Active',
      'Outreaching',
      'Street',
      F.city,
      F.state,
      F.zip,
      'Eligible Members',
      'Engaged Members',
    ],
  },
  {
    route: '/files/claims-report',
    persona: 'superadmin',
    path: () => '/files/claims-report',
    kind: 'xlsx',
    headers: ['Uid', 'Display Name', F.email, 'Disabled', 'Employee Id', ...CLAIM_KEYS],
  },
];

/**
 * GET routes under /files/ that hand out no export of records: upload templates (a header row to
 * fill in), stored data files as received, and medical record extracts (the members' own documents).
 */
const NOT_EXPORTS = new Set([
  '/files/templates/data-mgmt/:file',
  '/files/templates/medical-records.xlsx',
  '/files/data-files/:id',
  '/files/medical-records/:id/extract.zip',
]);

/** A file's rows as text: its header row first. */
async function rowsOf(kind: Kind, body: Buffer): Promise<string[][]> {
  if (kind === 'csv') return parseCsv(body);
  if (kind === 'zipped-csv') {
    const zip = await JSZip.loadAsync(body);
    const [name] = Object.keys(zip.files);
    return parseCsv(await zip.file(name)!.async('string'));
  }
  const sheet = await sheetOfXlsx(body);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).text));
  });
  return rows;
}

/** A shared label spelt another way ("Date Of Birth", "Aaneel Id"): what it should read. */
const normal = (label: string) => label.toLowerCase().replace(/[^a-z0-9]/g, '');
const SHARED_BY_NORMAL = new Map(Object.values(F).map((label) => [normal(label), label]));

/** Labels that named a member by something other than AaneelId and name. */
const AMBIGUOUS = ['Member Id', 'Id', 'Name', 'Member'];

const downloads = new Map<ExportCase, string[][]>();

async function fileOf(c: ExportCase): Promise<string[][]> {
  const cached = downloads.get(c);
  if (cached) return cached;
  const path = await c.path();
  const res = await download(stack, c.persona, path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.toString('utf8').slice(0, 300)}`);
  const rows = await rowsOf(c.kind, res.body);
  downloads.set(c, rows);
  return rows;
}

const label = (c: ExportCase) => `${c.route} ${c.route.includes(':') ? `(${c.persona})` : ''}`.trim();

describe('every export', () => {
  it.each(EXPORTS.map((c) => [label(c), c] as const))('%s: its header row, named from the shared list', async (_, c) => {
    const rows = await fileOf(c);
    expect(rows[0]).toEqual(c.headers);
    for (const header of rows[0]) {
      if (!c.labelsOfTable) expect(AMBIGUOUS, header).not.toContain(header);
      const shared = SHARED_BY_NORMAL.get(normal(header));
      if (shared) expect(header).toBe(shared);
    }
    // A file of members names each one by AaneelId and name.
    if (rows[0].some((h) => h === F.aaneelId || h === F.payerMemberId || h === F.memberName)) {
      expect(rows[0]).toContain(F.aaneelId);
      if (!c.labelsOfTable)
        expect(rows[0].includes(F.memberName) || (rows[0].includes(F.firstName) && rows[0].includes(F.lastName))).toBe(true);
    }
  });

  it.each(EXPORTS.filter((c) => c.dates?.length || c.dateTimes?.length).map((c) => [label(c), c] as const))(
    '%s: dates in the files’ one format',
    async (_, c) => {
      const [header, ...rows] = await fileOf(c);
      const check = (column: string, pattern: RegExp) => {
        const i = header.indexOf(column);
        expect(i, column).toBeGreaterThanOrEqual(0);
        const filled = rows.map((r) => r[i]).filter((v) => v !== '');
        expect(filled.length, `a row with ${column}`).toBeGreaterThan(0);
        for (const value of filled) expect(value, column).toMatch(pattern);
      };
      for (const column of c.dates ?? []) check(column, FILE_DATE_PATTERN);
      for (const column of c.dateTimes ?? []) check(column, FILE_DATE_TIME_PATTERN);
    },
  );

  it("the termination overview names the member by AaneelId and name and writes its dates in the files' formats", async () => {
    const c = EXPORTS.find((e) => e.route === '/files/deattribution/:id/termination-overview')!;
    const [, ...fields] = await fileOf(c);
    const value = new Map(fields.map(([field, v]) => [field, v]));
    expect([...value.keys()]).toEqual([
      F.changeId,
      F.aaneelId,
      F.memberName,
      F.office,
      F.changeType,
      F.status,
      F.termReason,
      F.diagnosisDate,
      F.dateEntered,
      F.statusChanged,
      F.estimatedProcessDate,
      F.termDate,
      F.handOffPlan,
      F.note,
    ]);
    expect(value.get(F.termDate)).toMatch(FILE_DATE_PATTERN);
    expect(value.get(F.dateEntered)).toMatch(FILE_DATE_TIME_PATTERN);
  });

  it('lists every GET route under /files/ of the gateway, or sets it aside as no export', () => {
    const routes: string[] = [];
    const recorder = new Proxy({} as Router, {
      get: (_, method) =>
        method === 'get'
          ? (path: string) => {
              routes.push(path);
              return recorder;
            }
          : () => recorder,
    });
    const modules = gatewayModules({
      CAMPAIGN_DOCS_BASE_URL: 'http://docs.invalid',
      GOOGLE_MAPS_API_KEY: undefined,
      UPSTREAM_TIMEOUT_MS: 1000,
      ANALYTICS_EMBED_ORIGIN: 'http://analytics.invalid',
    });
    for (const module of modules) module.httpRoutes?.(recorder, {} as HttpHelpers);
    const registered = new Set(routes.filter((r) => r.startsWith('/files/')));
    const listed = new Set([...EXPORTS.map((c) => c.route), ...NOT_EXPORTS]);
    expect([...registered].sort()).toEqual([...listed].sort());
  });
});
