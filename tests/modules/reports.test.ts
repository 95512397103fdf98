/**
 * The report workbooks through the gateway, against the real sandbox: each report is downloaded,
 * opened with exceljs and its rows compared with the database — recomputed here from the raw
 * tables in plain TypeScript (distances with the shared haversine), independently of the
 * sandbox's SQL. Also: bad parameters (400 with the form rule's message, nothing asked upstream),
 * every route refused to a persona without the right (403, nothing asked upstream, the refusal
 * audited), the Care API's own refusal, `viewer.can` matching the routes, and the audit event of
 * a download (report name, market, row count).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Markets } from '@luminate/schema/constants';
import {
  CHOOSE_ENGAGEMENT_MESSAGE,
  CHOOSE_MARKET_MESSAGE,
  CHOOSE_MARKET_OR_COMMUNITY_MESSAGE,
  CONVERSION_WINDOW_WEEKS,
  END_BEFORE_START_MESSAGE,
  PROVIDER_ASSIGNMENT_TYPES,
  RANGE_MESSAGE,
  FILE_COLUMNS,
  floorMiles,
  formatFileDate,
  formatFileDateTime,
  greatCircleMiles,
  isoToday,
} from '@luminate/schema/rules';
import { REPORT_CARDS, REPORT_PAGES } from '../../gateway/src/modules/reports/policy.ts';
import { uploadAnswer } from '../support/uploads.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { rowsOfXlsx } from '../support/workbook.ts';
import { auditEventsOf, careApiRequestsDuring, dataOf, download } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

const MARKET = Markets.DEFAULT;
const COMMUNITY = '1.001';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** The first sheet: its header row and its data rows keyed by header. */
async function workbook(body: Buffer): Promise<{ headers: string[]; rows: Array<Record<string, unknown>> }> {
  const [header, ...data] = await rowsOfXlsx(body);
  const headers = header.map(String);
  return { headers, rows: data.map((values) => Object.fromEntries(headers.map((h, i) => [h, values[i] ?? '']))) };
}

async function report(persona: string, path: string) {
  const res = await download(stack, persona, path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.toString('utf8')}`);
  expect(res.body.subarray(0, 2).toString('latin1')).toBe('PK');
  return { ...(await workbook(res.body)), fileName: res.headers.get('content-disposition') ?? '' };
}

/** A timestamp column as epoch milliseconds (the driver answers timestamps as text). */
const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;
const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(Number(v)));

const num = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

// ——— The raw tables the expectations are computed from ———

interface MemberRow {
  id: number;
  aaneel_id: string;
  market_id: number;
  office_id: number | null;
  eligible: boolean;
  engaged: boolean;
  engaged_dt: Date | null;
  term_dt: string | null;
  dropin_ineligible: boolean;
  lat: number | null;
  lng: number | null;
}
interface OfficeRow {
  id: number;
  name: string;
  market_id: number;
  community_id: string;
  active: boolean;
  deleted: boolean;
}
interface NodeRow {
  id: number;
  office_id: number;
  lat: number | null;
  lng: number | null;
  deactivated_dt: Date | null;
}

async function members(): Promise<MemberRow[]> {
  const { rows } = await stack.db.query<MemberRow>(
    `SELECT m.id, m.aaneel_id, m.market_id, m.office_id, m.eligible, m.engaged, ${ms('m.engaged_dt')} AS engaged_dt, to_char(m.term_dt, 'YYYY-MM-DD') AS term_dt,
            m.dropin_ineligible, l.lat, l.lng
     FROM members m LEFT JOIN member_locations l ON l.member_id = m.id`,
  );
  return rows.map((m) => ({ ...m, engaged_dt: date(m.engaged_dt) }));
}
async function offices(): Promise<Map<number, OfficeRow>> {
  const { rows } = await stack.db.query<OfficeRow>(`SELECT id, name, market_id, community_id, active, deleted FROM offices`);
  return new Map(rows.map((o) => [o.id, o]));
}
async function nodes(): Promise<NodeRow[]> {
  const { rows } = await stack.db.query<NodeRow>(
    `SELECT id, office_id, lat, lng, ${ms('deactivated_dt')} AS deactivated_dt FROM office_nodes`,
  );
  return rows;
}

/** Live neighborhoods' current located nodes of a market. */
function liveNodes(all: NodeRow[], byId: Map<number, OfficeRow>, marketId: number) {
  return all.flatMap((n) => {
    const o = byId.get(n.office_id)!;
    const live = o.active && !o.deleted && !o.name.endsWith('.000') && o.market_id === marketId && o.market_id !== Markets.HIDDEN;
    return live && n.deactivated_dt === null && n.lat !== null && n.lng !== null ? [{ office: o.name, lat: n.lat, lng: n.lng }] : [];
  });
}

// ——— Geodeployment ———

describe('Geodeployment reports', () => {
  it("closest office: one row per eligible member of the market with the engagement, the closest live office's node and its distance", async () => {
    const [all, byId, allNodes] = await Promise.all([members(), offices(), nodes()]);
    const book = await report('nhmanager', `/files/reports/closest-office?marketId=${MARKET}&engagement=yes`);
    expect(book.fileName).toMatch(/filename="ClosestOfficeReport-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(book.headers).toEqual([
      FILE_COLUMNS.aaneelId,
      FILE_COLUMNS.memberName,
      'Engaged',
      'Current Office',
      'Closest Office',
      'Closest Office Address',
      'Distance (Miles)',
      'Current Office Is Closest',
    ]);
    const marketNodes = liveNodes(allNodes, byId, MARKET);
    const expected = all.filter((m) => m.market_id === MARKET && m.eligible && m.engaged);
    expect(expected.length).toBeGreaterThan(20);
    expect(book.rows.map((r) => r.AaneelId).sort()).toEqual(expected.map((m) => m.aaneel_id).sort());

    const byAaneel = new Map(book.rows.map((r) => [r.AaneelId, r]));
    let located = 0;
    for (const m of expected) {
      const row = byAaneel.get(m.aaneel_id)!;
      expect(row.Engaged).toBe('Yes');
      expect(row['Current Office']).toBe(m.office_id ? byId.get(m.office_id)!.name : '');
      if (m.lat === null || m.lng === null) {
        expect(row['Closest Office']).toBe('');
        continue;
      }
      located++;
      const distances = marketNodes.map((n) => ({ office: n.office, miles: greatCircleMiles({ lat: m.lat!, lng: m.lng! }, n) }));
      const best = Math.min(...distances.map((d) => d.miles));
      expect(num(row['Distance (Miles)'])).toBeCloseTo(floorMiles(best), 2);
      // The named office is one at that distance (ties are broken by name).
      const atBest = distances.filter((d) => floorMiles(d.miles) === floorMiles(best)).map((d) => d.office);
      expect(atBest).toContain(row['Closest Office']);
      expect(row['Current Office Is Closest']).toBe(row['Closest Office'] === row['Current Office'] ? 'Yes' : 'No');
    }
    expect(located).toBeGreaterThan(20);
  });

  it('closest office of a community: its members only, unengaged ones for No, everyone for Either', async () => {
    const [all, byId] = await Promise.all([members(), offices()]);
    const inCommunity = all.filter((m) => m.eligible && m.office_id !== null && byId.get(m.office_id)!.community_id === COMMUNITY);
    const no = await report('datamanager', `/files/reports/closest-office?communityId=${COMMUNITY}&engagement=no`);
    expect(no.rows.map((r) => r.AaneelId).sort()).toEqual(
      inCommunity
        .filter((m) => !m.engaged)
        .map((m) => m.aaneel_id)
        .sort(),
    );
    expect(no.rows.every((r) => r.Engaged === 'No')).toBe(true);
    const either = await report('datamanager', `/files/reports/closest-office?communityId=${COMMUNITY}&engagement=either`);
    expect(either.rows).toHaveLength(inCommunity.length);
    expect(new Set(either.rows.map((r) => r.Engaged))).toEqual(new Set(['Yes', 'No']));
  });

  it('member office ranges: per eligible located member, the offices within the range, their count and the nearest', async () => {
    const [all, byId, allNodes] = await Promise.all([members(), offices(), nodes()]);
    const marketNodes = liveNodes(allNodes, byId, MARKET);
    const homes = all.filter((m) => m.market_id === MARKET && m.eligible && m.lat !== null);
    for (const range of [25, 3]) {
      const book = await report('nhmanager', `/files/reports/member-office-ranges?marketId=${MARKET}&range=${range}`);
      expect(book.rows).toHaveLength(homes.length);
      const byAaneel = new Map(book.rows.map((r) => [r.AaneelId, r]));
      let withSome = 0;
      let withNone = 0;
      for (const m of homes) {
        const nearestPerOffice = new Map<string, number>();
        for (const n of marketNodes) {
          const miles = greatCircleMiles({ lat: m.lat!, lng: m.lng! }, n);
          if (miles <= range) nearestPerOffice.set(n.office, Math.min(miles, nearestPerOffice.get(n.office) ?? Infinity));
        }
        const row = byAaneel.get(m.aaneel_id)!;
        expect(num(row['Offices In Range']), m.aaneel_id).toBe(nearestPerOffice.size);
        const names = String(row['Offices Within Range']).split(', ').filter(Boolean);
        expect(names.sort()).toEqual([...nearestPerOffice.keys()].sort());
        if (nearestPerOffice.size === 0) {
          withNone++;
          expect(row['Nearest Office']).toBe('');
          continue;
        }
        withSome++;
        const nearest = Math.min(...nearestPerOffice.values());
        expect(num(row['Nearest Office Distance (Miles)'])).toBeCloseTo(floorMiles(nearest), 2);
        expect(floorMiles(nearestPerOffice.get(String(row['Nearest Office']))!)).toBe(floorMiles(nearest));
      }
      expect(withSome, `range ${range}`).toBeGreaterThan(0);
      if (range === 3) expect(withNone).toBeGreaterThan(0);
    }
  });

  it("VC ranges: per eligible located member, the market's providers with a home base within the range", async () => {
    const [all, byId, allNodes] = await Promise.all([members(), offices(), nodes()]);
    const { rows: holdings } = await stack.db.query<{ employee_id: number; office_id: number; name: string; max_distance: number }>(
      `SELECT DISTINCT a.employee_id, a.office_id, e.first_name || ' ' || e.last_name AS name, COALESCE(s.max_distance_from_hb, 25)::float8 AS max_distance
       FROM market_assignments a JOIN employees e ON e.id = a.employee_id LEFT JOIN provider_settings s ON s.employee_id = a.employee_id
       WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($1::int[])`,
      [[...PROVIDER_ASSIGNMENT_TYPES]],
    );
    const live = (officeId: number) => {
      const o = byId.get(officeId)!;
      return o.market_id === MARKET && o.active && !o.deleted && !o.name.endsWith('.000');
    };
    const bases = holdings
      .filter((h) => live(h.office_id))
      .flatMap((h) =>
        allNodes
          .filter((n) => n.office_id === h.office_id && n.deactivated_dt === null && n.lat !== null && n.lng !== null)
          .map((n) => ({ employeeId: h.employee_id, name: h.name, maxDistance: h.max_distance, lat: n.lat!, lng: n.lng! })),
      );
    expect(bases.length).toBeGreaterThan(0);
    const range = 25;
    const book = await report('superadmin', `/files/reports/vc-ranges?marketId=${MARKET}&range=${range}`);
    const homes = all.filter((m) => m.market_id === MARKET && m.eligible && m.lat !== null);
    expect(book.rows).toHaveLength(homes.length);
    const byAaneel = new Map(book.rows.map((r) => [r.AaneelId, r]));
    let reached = 0;
    for (const m of homes) {
      const nearestPerProvider = new Map<number, { miles: number; max: number; name: string }>();
      for (const b of bases) {
        const miles = greatCircleMiles({ lat: m.lat!, lng: m.lng! }, b);
        if (miles > range) continue;
        const seen = nearestPerProvider.get(b.employeeId);
        if (!seen || miles < seen.miles) nearestPerProvider.set(b.employeeId, { miles, max: b.maxDistance, name: b.name });
      }
      const row = byAaneel.get(m.aaneel_id)!;
      const found = [...nearestPerProvider.values()];
      expect(num(row['Providers In Range'])).toBe(found.length);
      expect(num(row['Providers Within Their Max Distance'])).toBe(found.filter((p) => p.miles <= p.max).length);
      if (found.length === 0) continue;
      reached++;
      const nearest = Math.min(...found.map((p) => p.miles));
      expect(num(row['Nearest Home Base Distance (Miles)'])).toBeCloseTo(floorMiles(nearest), 2);
      expect(found.filter((p) => floorMiles(p.miles) === floorMiles(nearest)).map((p) => p.name)).toContain(row['Nearest Provider']);
    }
    expect(reached).toBeGreaterThan(0);
  });
});

// ——— Membership ———

describe('Membership reports', () => {
  it('red box errors: the errors logged in the window, of the market, audited with the market and the row count', async () => {
    const today = isoToday();
    const start = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
    const { rows: logged } = await stack.db.query<{ id: number; at: Date; market_id: number; aaneel_id: string }>(
      `SELECT r.id, ${ms('r.date_of_error')} AS at, m.market_id, m.aaneel_id FROM red_box_errors r JOIN members m ON m.id = r.member_id`,
    );
    for (const r of logged) r.at = date(r.at)!;
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const expected = logged.filter((r) => day(r.at) >= start && day(r.at) <= today && r.market_id === MARKET);
    expect(expected.length).toBeGreaterThan(0);

    const requestId = randomUUID();
    const res = await download(
      stack,
      'datamanager',
      `/files/reports/red-box-errors?startDate=${start}&endDate=${today}&marketId=${MARKET}`,
      requestId,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`RedBoxErrorsReport-${start}-${today}.xlsx`);
    const book = await workbook(res.body);
    expect(book.rows.map((r) => num(r['Error Id']))).toEqual(
      [...expected].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id).map((r) => r.id),
    );
    expect(book.rows.map((r) => r.AaneelId)).toEqual(
      [...expected].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id).map((r) => r.aaneel_id),
    );

    const [event] = await auditEventsOf(stack, requestId);
    expect(event).toMatchObject({ action: 'reports.redBoxErrors', uid: 'datamanager', outcome: 'OK', rows: expected.length });
    expect(event.targets).toEqual([{ key: 'marketId', value: String(MARKET) }]);

    // Without a market: every market's errors of the window.
    const everywhere = await report('datamanager', `/files/reports/red-box-errors?startDate=${start}&endDate=${today}`);
    expect(everywhere.rows).toHaveLength(logged.filter((r) => day(r.at) >= start && day(r.at) <= today).length);
  });

  it('drop-in ineligible: every member ineligible now, with the reason of their latest log', async () => {
    const { rows: expected } = await stack.db.query<{ aaneel_id: string; reason: string | null }>(
      `SELECT m.aaneel_id, (SELECT d.reason FROM drop_in_logs d WHERE d.member_id = m.id ORDER BY d.change_dt DESC, d.id DESC LIMIT 1) AS reason
       FROM members m WHERE m.dropin_ineligible`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const book = await report('datamanager', '/files/reports/drop-ineligible');
    expect(book.fileName).toMatch(/DropIneligibleReport-\d{4}-\d{2}-\d{2}\.xlsx/);
    const byAaneel = new Map(book.rows.map((r) => [r.AaneelId, r]));
    expect([...byAaneel.keys()].sort()).toEqual(expected.map((e) => e.aaneel_id).sort());
    for (const e of expected) expect(byAaneel.get(e.aaneel_id)!.Reason).toBe(e.reason ?? '');
  });

  it("the Membership Reporting page's members export by market follows the members export rule", async () => {
    const can = async (persona: string) =>
      dataOf(
        await stack.gql(
          persona,
          graphql(`
            query ReportsViewer {
              viewer {
                can {
                  runMarketMembersExport {
                    allowed
                    reason
                  }
                }
              }
            }
          `),
        ),
      ).viewer.can.runMarketMembersExport;
    expect(await can('datamanager')).toEqual({ allowed: true, reason: null });
    expect((await can('nhmanager')).allowed).toBe(false);
    expect((await download(stack, 'datamanager', `/files/members-export?marketId=${MARKET}`)).status).toBe(200);
    expect((await download(stack, 'nhmanager', `/files/members-export?marketId=${MARKET}`)).status).toBe(403);
  });
});

// ——— Visits ———

describe('Visit reports', () => {
  it('next visit: every engaged member, the next scheduled visit and the days until it, members without one last', async () => {
    const all = await members();
    const { rows: appointments } = await stack.db.query<{ member_id: number; start: Date; status: string; id: number }>(
      `SELECT id, member_id, ${ms('start')} AS start, appointment_status AS status FROM appointments`,
    );
    for (const a of appointments) a.start = date(a.start)!;
    const now = Date.now();
    const next = new Map<number, Date>();
    for (const a of appointments) {
      if (a.status !== 'Scheduled' || a.start.getTime() < now) continue;
      const seen = next.get(a.member_id);
      if (!seen || a.start < seen) next.set(a.member_id, a.start);
    }
    const engaged = all.filter((m) => m.engaged);
    const book = await report('datamanager', '/files/reports/next-visit');
    expect(book.rows).toHaveLength(engaged.length);
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    let withVisit = 0;
    for (const row of book.rows) {
      const member = engaged.find((m) => m.aaneel_id === row.AaneelId)!;
      const visit = next.get(member.id);
      if (!visit) {
        expect(row['Next Visit']).toBe('');
        continue;
      }
      withVisit++;
      expect(row['Next Visit']).toBe(formatFileDateTime(visit));
      expect(num(row['Days Until'])).toBe(Math.round((Date.parse(visit.toISOString().slice(0, 10)) - today) / 86_400_000));
    }
    expect(withVisit).toBeGreaterThan(0);
    expect(withVisit).toBe(engaged.filter((m) => next.has(m.id)).length);
    // Soonest first; those without a visit after every one with.
    const firstBlank = book.rows.findIndex((r) => r['Next Visit'] === '');
    const visits = book.rows
      .slice(0, firstBlank === -1 ? undefined : firstBlank)
      .map((r) => next.get(engaged.find((m) => m.aaneel_id === r.AaneelId)!.id)!.getTime());
    expect(visits).toEqual([...visits].sort((a, b) => a - b));
    if (firstBlank !== -1) expect(book.rows.slice(firstBlank).every((r) => r['Next Visit'] === '')).toBe(true);
  });

  it('weekly conversion rate: per live office and week of the 10-week window, converted over eligible unengaged at the week start', async () => {
    const [all, byId] = await Promise.all([members(), offices()]);
    const book = await report('cd', '/files/reports/weekly-conversion-rate');
    // Monday of this week (UTC), and the nine before it.
    const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
    const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
    const weeks = Array.from(
      { length: CONVERSION_WINDOW_WEEKS },
      (_, i) => new Date(monday.getTime() - (CONVERSION_WINDOW_WEEKS - 1 - i) * 7 * 86_400_000),
    );
    const live = [...byId.values()].filter((o) => o.active && !o.deleted && !o.name.endsWith('.000') && o.market_id !== Markets.HIDDEN);
    expect(book.rows).toHaveLength(live.length * CONVERSION_WINDOW_WEEKS);
    expect([...new Set(book.rows.map((r) => r['Week Start']))].sort()).toEqual(weeks.map((w) => formatFileDate(w)).sort());

    const rowOf = new Map(book.rows.map((r) => [`${String(r.Office)}|${String(r['Week Start'])}`, r]));
    let converted = 0;
    for (const o of live) {
      const mine = all.filter((m) => m.office_id === o.id);
      for (const w of weeks) {
        const start = w.getTime();
        const end = start + 7 * 86_400_000;
        const weekStart = w.toISOString().slice(0, 10);
        const base = mine.filter(
          (m) =>
            (m.eligible || (m.term_dt !== null && m.term_dt > weekStart)) && (m.engaged_dt === null || m.engaged_dt.getTime() >= start),
        );
        const conv = base.filter((m) => m.engaged_dt !== null && m.engaged_dt.getTime() < end).length;
        converted += conv;
        const row = rowOf.get(`${o.name}|${formatFileDate(weekStart)}`)!;
        expect(num(row['Eligible Unengaged At Week Start']), `${o.name} ${weekStart}`).toBe(base.length);
        expect(num(row.Converted), `${o.name} ${weekStart}`).toBe(conv);
        expect(num(row['Conversion Rate (%)'])).toBe(base.length === 0 ? null : Math.round((10_000 * conv) / base.length) / 100);
      }
    }
    expect(converted).toBeGreaterThan(0);
  });
});

// ——— Submitted for term ———

describe('Submitted-for-term report', () => {
  it('lists the term requests entered in the window with their status', async () => {
    const today = isoToday();
    const start = '2000-01-01';
    const { rows: changes } = await stack.db.query<{ id: number; change_type: string; status: string; date_entered: Date }>(
      `SELECT id, change_type, status, ${ms('date_entered')} AS date_entered FROM eligibility_changes`,
    );
    for (const c of changes) c.date_entered = date(c.date_entered)!;
    const expected = changes.filter((c) => c.change_type === 'Term' && c.date_entered.toISOString().slice(0, 10) <= today);
    expect(expected.length).toBeGreaterThan(0);
    const book = await report('deattmanager', `/files/reports/submitted-for-term?start=${start}&end=${today}`);
    expect(book.fileName).toContain(`SubmittedForTermReport-${start}-${today}.xlsx`);
    const byId = new Map(book.rows.map((r) => [num(r['Change Id']), r]));
    expect([...byId.keys()].sort((a, b) => a! - b!)).toEqual(expected.map((c) => c.id).sort((a, b) => a - b));
    for (const c of expected) expect(byId.get(c.id)!.Status).toBe(c.status);

    // A one-day window holds exactly that day's requests.
    const day = expected[0].date_entered.toISOString().slice(0, 10);
    const oneDay = await report('datamanager', `/files/reports/submitted-for-term?start=${day}&end=${day}`);
    expect(oneDay.rows.map((r) => num(r['Change Id'])).sort()).toEqual(
      expected
        .filter((c) => c.date_entered.toISOString().slice(0, 10) === day)
        .map((c) => c.id)
        .sort(),
    );
  });
});

// ——— Parameters and permissions ———

describe('bad parameters', () => {
  it("answers 400 with the report form's message before asking the Care API", async () => {
    const today = isoToday();
    const cases: Array<[string, string]> = [
      ['/files/reports/closest-office?engagement=yes', CHOOSE_MARKET_OR_COMMUNITY_MESSAGE],
      [`/files/reports/closest-office?marketId=${MARKET}&engagement=maybe`, CHOOSE_ENGAGEMENT_MESSAGE],
      ['/files/reports/closest-office?communityId=1.1&engagement=yes', 'Community must look like 1.001'],
      ['/files/reports/member-office-ranges?range=25', CHOOSE_MARKET_MESSAGE],
      [`/files/reports/member-office-ranges?marketId=${MARKET}&range=-3`, RANGE_MESSAGE],
      [`/files/reports/vc-ranges?marketId=${MARKET}&range=abc`, RANGE_MESSAGE],
      [`/files/reports/red-box-errors?endDate=${today}`, 'Start date is required'],
      ['/files/reports/red-box-errors?startDate=2024-02-01&endDate=2024-01-01', END_BEFORE_START_MESSAGE],
      ['/files/reports/red-box-errors?startDate=2024-01-01&endDate=2999-01-01', 'End date cannot be after today'],
      ['/files/reports/submitted-for-term?start=2024-01-01', 'End date is required'],
      ['/files/reports/submitted-for-term?start=2024-03-01&end=2024-01-01', END_BEFORE_START_MESSAGE],
    ];
    for (const [path, message] of cases) {
      const { result, requests } = await careApiRequestsDuring(stack, () => download(stack, 'superadmin', path));
      expect(result.status, path).toBe(400);
      expect(uploadAnswer(result.body.toString('utf8')).message, path).toBe(message);
      expect(requests, path).toEqual([]);
    }
  });

  it('defaults the range to 25 miles', async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      download(stack, 'nhmanager', `/files/reports/member-office-ranges?marketId=${MARKET}`),
    );
    expect(result.status).toBe(200);
    expect(requests.map((r) => r.path)).toEqual([`/api/Members/MemberOfficeRangesReport?marketId=${MARKET}&range=25`]);
  });
});

const ALL_ROUTES = {
  runClosestOfficeReport: `/files/reports/closest-office?marketId=${MARKET}&engagement=yes`,
  runMemberOfficeRangesReport: `/files/reports/member-office-ranges?marketId=${MARKET}&range=25`,
  runVcRangesReport: `/files/reports/vc-ranges?marketId=${MARKET}&range=25`,
  runRedBoxErrorsReport: `/files/reports/red-box-errors?startDate=2024-01-01&endDate=2024-02-01`,
  runDropIneligibleReport: '/files/reports/drop-ineligible',
  runNextVisitReport: '/files/reports/next-visit',
  runWeeklyConversionRateReport: '/files/reports/weekly-conversion-rate',
  runSubmittedForTermReport: '/files/reports/submitted-for-term?start=2024-01-01&end=2024-02-01',
} as const;
type Capability = keyof typeof ALL_ROUTES;

const GEO = ['runClosestOfficeReport', 'runMemberOfficeRangesReport', 'runVcRangesReport'] as const;
const OFFICE_HOLDER: Capability[] = ['runWeeklyConversionRateReport', 'runSubmittedForTermReport'];

/** Who may run what: each persona of the access table (docs/security.md) with its allowed reports (every other one refused). */
const ALLOWED: Record<string, Capability[]> = {
  superadmin: Object.keys(ALL_ROUTES) as Capability[],
  datamanager: Object.keys(ALL_ROUTES) as Capability[],
  opsmanager: OFFICE_HOLDER,
  app: OFFICE_HOLDER,
  cd: OFFICE_HOLDER,
  cmd: OFFICE_HOLDER,
  // Type 9 works no deattribution queue: the conversion counts only.
  rvp: ['runWeeklyConversionRateReport'],
  smo: OFFICE_HOLDER,
  nhmanager: [...GEO, 'runWeeklyConversionRateReport'],
  dncmanager: [],
  calllistmanager: [],
  agent: [],
  staff: [],
  agent2: [],
  deattmanager: ['runSubmittedForTermReport'],
  transfermanager: [],
  hospitalstaff: [],
  medrecords: [],
};

/**
 * Each persona's cards beyond the report routes (rules of other modules) and the Reports menu it
 * gets: a page is listed exactly when one of its cards may be run.
 */
const OTHER_CARDS: Record<string, string[]> = {
  superadmin: ['runMarketMembersExport', 'bulkUpdateNeighborhoods', 'requestMedicalRecords'],
  datamanager: ['runMarketMembersExport'],
  nhmanager: ['bulkUpdateNeighborhoods'],
  medrecords: ['requestMedicalRecords'],
};
const ALL_PAGES = ['/geodeployment-reports', '/membership-reports', '/visit-reports', '/med-records'];
const OFFICE_HOLDER_MENU = ['/membership-reports', '/visit-reports'];
const REPORTS_MENU: Record<string, string[]> = {
  superadmin: ALL_PAGES,
  datamanager: ['/geodeployment-reports', '/membership-reports', '/visit-reports'],
  opsmanager: OFFICE_HOLDER_MENU,
  app: OFFICE_HOLDER_MENU,
  cd: OFFICE_HOLDER_MENU,
  cmd: OFFICE_HOLDER_MENU,
  rvp: ['/visit-reports'],
  smo: OFFICE_HOLDER_MENU,
  nhmanager: ['/geodeployment-reports', '/visit-reports'],
  deattmanager: ['/membership-reports'],
  medrecords: ['/med-records'],
};

const canSchema = z.object({
  viewer: z.object({ can: z.record(z.string(), z.object({ allowed: z.boolean(), reason: z.string().nullable().optional() })) }),
});
const canOf = (data: unknown) => canSchema.parse(data).viewer.can;

describe('the Reports menu per persona', () => {
  // The capabilities asked are the report cards' (a document built from that list): read through a schema.
  const CARDS = `{ viewer { can { ${REPORT_CARDS.map((c) => `${c.capability} { allowed }`).join(' ')} } } }`;

  it('answers every card of the report pages as the rules say, for every persona', async () => {
    for (const persona of Object.keys(ALLOWED)) {
      const can = canOf(dataOf(await stack.gql(persona, CARDS)));
      const cards = REPORT_CARDS.filter((c) => can[c.capability].allowed);
      expect(
        cards.map((c) => c.capability),
        persona,
      ).toEqual(REPORT_CARDS.map((c) => c.capability).filter((c) => [...ALLOWED[persona], ...(OTHER_CARDS[persona] ?? [])].includes(c)));
      expect(
        REPORT_PAGES.filter((page) => cards.some((c) => c.page === page)),
        persona,
      ).toEqual(REPORTS_MENU[persona] ?? []);
    }
  });
});

describe('permissions', () => {
  const CAN = `{ viewer { can { ${Object.keys(ALL_ROUTES)
    .map((k) => `${k} { allowed reason }`)
    .join(' ')} } } }`;

  for (const [persona, allowed] of Object.entries(ALLOWED)) {
    it(`${persona}: viewer.can matches the routes; refused routes answer 403 with nothing asked upstream`, async () => {
      const can = canOf(dataOf(await stack.gql(persona, CAN)));
      for (const [capability, path] of Object.entries(ALL_ROUTES) as Array<[Capability, string]>) {
        const expected = allowed.includes(capability);
        expect(can[capability].allowed, `${persona} ${capability}`).toBe(expected);
        if (expected) {
          expect(can[capability].reason).toBeNull();
          continue;
        }
        expect(can[capability].reason).toMatch(/^Only /);
        const requestId = randomUUID();
        const { result, requests } = await careApiRequestsDuring(stack, () => download(stack, persona, path, requestId));
        expect(result.status, `${persona} ${path}`).toBe(403);
        const body = uploadAnswer(result.body.toString('utf8'));
        expect(body).toMatchObject({ code: 'FORBIDDEN', message: can[capability].reason });
        expect(requests.filter((r) => r.path.startsWith('/api/Members/') || r.path.startsWith('/api/Reporting/'))).toEqual([]);
        const [event] = await auditEventsOf(stack, requestId);
        expect(event).toMatchObject({ uid: persona, outcome: 'FORBIDDEN' });
        expect(event.action).toMatch(/^reports\./);
      }
    });
  }

  it('answers 401 without a token', async () => {
    for (const path of Object.values(ALL_ROUTES)) expect((await download(stack, null, path)).status).toBe(401);
  });

  it('the Care API refuses the reports to callers without the right as well', async () => {
    const ask = async (persona: string, method: string, path: string) =>
      (await fetch(`${stack.sandboxUrl}${path}`, { method, headers: { authorization: `Bearer ${await stack.token(persona)}` } })).status;
    const today = isoToday();
    const upstream: Array<[string, string]> = [
      ['POST', `/api/Members/ClosestOfficeReport?marketId=${MARKET}&engagement=yes`],
      ['POST', `/api/Members/MemberOfficeRangesReport?marketId=${MARKET}&range=25`],
      ['POST', `/api/Members/VcRangesReport?marketId=${MARKET}&range=25`],
      ['GET', `/api/Members/RedBoxErrorsReport?startDate=2024-01-01&endDate=${today}`],
      ['GET', '/api/Reporting/DropIneligibleReport'],
      ['GET', '/api/Reporting/NextVisitReport'],
      ['GET', '/api/Reporting/WeeklyConversionRateReport'],
      ['GET', `/api/Members/SubmittedForTermReport?start=2024-01-01&end=${today}`],
    ];
    for (const [method, path] of upstream) expect(await ask('staff', method, path), path).toBe(403);
    expect(await ask('cd', 'GET', '/api/Reporting/WeeklyConversionRateReport')).toBe(200);
    expect(await ask('cd', 'GET', '/api/Reporting/NextVisitReport')).toBe(403);
    expect(await ask('transfermanager', 'GET', `/api/Members/SubmittedForTermReport?start=2024-01-01&end=${today}`)).toBe(403);
  });
});
