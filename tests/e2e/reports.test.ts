/**
 * The report pages in a real browser, as `datamanager` (who may run every report): each form is
 * filled as a user would, the file downloaded, opened with exceljs (the members export as CSV), and
 * its rows checked against the sandbox database — the row count, and a sample row recomputed here
 * from the tables (distances with the shared great-circle function, not the sandbox's SQL). The
 * date rules' messages show before anything is asked; the submitted-for-term dialog opens from
 * Membership Reporting and from the Deattribution dashboard's header. The Reports menu lists only
 * the pages whose cards the user may run, and each page only those cards: `nhmanager` runs the
 * closest office report by keyboard alone and sees the bulk neighborhood update, the conversion
 * counts but not the member lists; `staff` (no claims, no assignment) has no Reports menu and is
 * refused the pages; `medrecords` has Medical Records alone.
 * Screenshots light and dark of each page.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  CONVERSION_WINDOW_WEEKS,
  END_BEFORE_START_MESSAGE,
  PROVIDER_ASSIGNMENT_TYPES,
  floorMiles,
  greatCircleMiles,
  isoToday,
} from '@luminate/schema/rules';
import { STORED_THEME_KEY } from './support/a11y-pages.ts';
import { rowsOfXlsx } from '../support/workbook.ts';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

const MARKET_ID = 920001625;
const COMMUNITY = '1.001';
const DAY_MS = 86_400_000;

let env: BrowserStack;
let marketName: string;

beforeAll(async () => {
  env = await startBrowserStack();
  const { rows } = await env.stack.db.query<{ name: string }>('SELECT name FROM markets WHERE id = $1', [MARKET_ID]);
  marketName = rows[0].name;
});

afterAll(async () => {
  await env?.close();
});

type Row = Record<string, string | number | null>;

/** The first sheet as objects keyed by the header row; empty cells are null. */
async function workbookRows(path: string): Promise<Row[]> {
  const [first, ...data] = await rowsOfXlsx(await readFile(path));
  const header = first.map(String);
  return data.map((values) =>
    Object.fromEntries(
      header.map((h, i) => {
        const v = values[i];
        return [h, v === undefined || v === '' ? null : (v as string | number)];
      }),
    ),
  );
}

/** Clicks what starts a download and answers the file's suggested name and its saved path. */
async function download(page: Page, start: () => Promise<void>): Promise<{ name: string; path: string }> {
  const waiting = page.waitForEvent('download', { timeout: 60_000 });
  await start();
  const file = await waiting;
  return { name: file.suggestedFilename(), path: await file.path() };
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const pick = (region: Locator, label: string) => region.locator('label').filter({ hasText: new RegExp(`^${label}$`) });
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Opens the Reports menu and answers its entries (left open for a click). */
async function reportsMenu(page: Page): Promise<string[]> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
  await visible(page.getByRole('menuitem').first());
  return page.getByRole('menuitem').allTextContents();
}

/** The titles of the report cards on the page. */
const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: `${ARTIFACTS}/reports-${name}-light.png`, fullPage: true });
  await page.evaluate(([key]) => window.localStorage.setItem(key, 'dark'), [STORED_THEME_KEY]);
  await page.reload();
  await visible(page.getByRole('heading', { level: 1 }));
  await page.locator('[aria-busy=true]').first().waitFor({ state: 'detached' });
  await page.screenshot({ path: `${ARTIFACTS}/reports-${name}-dark.png`, fullPage: true });
  await page.evaluate(([key]) => window.localStorage.setItem(key, 'light'), [STORED_THEME_KEY]);
}

interface Node {
  office: string;
  market_id: number;
  lat: number;
  lng: number;
}

/** Live neighborhoods' located, current nodes (community rows and the hidden market left out). */
async function liveNodes(): Promise<Node[]> {
  const { rows } = await env.stack.db.query<Node>(
    `SELECT o.name AS office, o.market_id, n.lat, n.lng FROM office_nodes n JOIN offices o ON o.id = n.office_id
      WHERE n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL
        AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND o.market_id <> 940063`,
  );
  return rows.map((r) => ({ ...r, lat: Number(r.lat), lng: Number(r.lng) }));
}

async function memberHome(aaneelId: string) {
  const { rows } = await env.stack.db.query<{ id: number; market_id: number; lat: number; lng: number }>(
    `SELECT m.id, m.market_id, l.lat, l.lng FROM members m JOIN member_locations l ON l.member_id = m.id WHERE m.aaneel_id = $1`,
    [aaneelId],
  );
  const home = rows[0];
  return { ...home, lat: Number(home.lat), lng: Number(home.lng) };
}

/** Each office's nearest node to a point, in miles. */
function officeDistances(home: { lat: number; lng: number }, nodes: readonly Node[]): Map<string, number> {
  const miles = new Map<string, number>();
  for (const n of nodes) {
    const d = greatCircleMiles(home, n);
    if (d < (miles.get(n.office) ?? Infinity)) miles.set(n.office, d);
  }
  return miles;
}

describe('Geodeployment Reports', () => {
  it('downloads the closest office report of a community and checks it against the database', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/geodeployment-reports', 'datamanager');
      await visible(page.getByRole('heading', { name: 'Geodeployment Reports', level: 1 }));
      await expect.poll(() => page.title()).toBe('Luminate | Geodeployment Reports');
      const closest = card(page, 'Closest Office Report');
      await closest.getByRole('button', { name: 'Download' }).click();
      await visible(closest.getByText('Choose a market or a community'));
      await visible(closest.getByText('Choose an engagement: Yes, No or Either'));

      await closest.getByLabel('Market').selectOption({ label: marketName });
      const community = closest.getByLabel('Community');
      await expect.poll(() => community.isEnabled()).toBe(true);
      await community.selectOption(COMMUNITY);
      await pick(closest, 'Yes').click();
      const file = await download(page, () => closest.getByRole('button', { name: 'Download' }).click());
      expect(file.name).toMatch(/^ClosestOfficeReport-\d{4}-\d{2}-\d{2}\.xlsx$/);
      await visible(page.getByText(file.name));
      const rows = await workbookRows(file.path);

      const { rows: expected } = await env.stack.db.query<{ aaneel_id: string }>(
        `SELECT m.aaneel_id FROM members m JOIN offices o ON o.id = m.office_id
          WHERE m.eligible AND m.engaged AND o.community_id = $1 ORDER BY m.aaneel_id`,
        [COMMUNITY],
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(rows.map((r) => String(r.AaneelId))).toEqual(expected.map((r) => r.aaneel_id));
      expect(new Set(rows.map((r) => r.Engaged))).toEqual(new Set(['Yes']));

      // A member with a geocoded home: the closest live office of the member's market, recomputed.
      const sample = rows.find((r) => r['Closest Office'] !== null)!;
      const home = await memberHome(String(sample.AaneelId));
      const distances = officeDistances(
        home,
        (await liveNodes()).filter((n) => n.market_id === home.market_id),
      );
      const [office, miles] = [...distances].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0];
      expect(sample['Closest Office']).toBe(office);
      expect(Math.abs(Number(sample['Distance (Miles)']) - floorMiles(miles))).toBeLessThanOrEqual(0.01);
      await screenshots(page, 'geodeployment');
    } finally {
      await context.close();
    }
  });

  it('downloads member office ranges (25 miles unless changed) and VC ranges, rows as the database says', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/geodeployment-reports', 'datamanager');
      const ranges = card(page, 'Member Office Ranges');
      const range = ranges.getByLabel('Range (miles)');
      expect(await range.inputValue()).toBe('25');
      await range.fill('0');
      await ranges.getByLabel('Market').selectOption({ label: marketName });
      await ranges.getByRole('button', { name: 'Download' }).click();
      await visible(ranges.getByText('Range must be a positive number'));
      await range.fill('25');
      const file = await download(page, () => ranges.getByRole('button', { name: 'Download' }).click());
      expect(file.name).toMatch(/^MemberOfficeRangesReport-.*\.xlsx$/);
      const rows = await workbookRows(file.path);

      const { rows: homes } = await env.stack.db.query<{ aaneel_id: string }>(
        `SELECT m.aaneel_id FROM members m JOIN member_locations l ON l.member_id = m.id
          WHERE m.market_id = $1 AND m.eligible ORDER BY m.aaneel_id`,
        [MARKET_ID],
      );
      expect(homes.length).toBeGreaterThan(0);
      expect(rows.map((r) => String(r.AaneelId))).toEqual(homes.map((r) => r.aaneel_id));
      const nodes = (await liveNodes()).filter((n) => n.market_id === MARKET_ID);
      const sample = rows.find((r) => Number(r['Offices In Range']) > 1) ?? rows.find((r) => Number(r['Offices In Range']) > 0)!;
      const within = [...officeDistances(await memberHome(String(sample.AaneelId)), nodes)]
        .filter(([, miles]) => miles <= 25)
        .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
      expect(Number(sample['Offices In Range'])).toBe(within.length);
      expect(sample['Nearest Office']).toBe(within[0][0]);
      expect(Math.abs(Number(sample['Nearest Office Distance (Miles)']) - floorMiles(within[0][1]))).toBeLessThanOrEqual(0.01);

      // VC ranges: the market's providers whose home base (a current node of an office they hold an
      // APP type at) is within 25 miles of the member.
      const vc = card(page, 'VC Ranges');
      await vc.getByLabel('Market').selectOption({ label: marketName });
      const vcFile = await download(page, () => vc.getByRole('button', { name: 'Download' }).click());
      expect(vcFile.name).toMatch(/^VcRangesReport-.*\.xlsx$/);
      const vcRows = await workbookRows(vcFile.path);
      expect(vcRows.map((r) => String(r.AaneelId))).toEqual(homes.map((r) => r.aaneel_id));
      const { rows: bases } = await env.stack.db.query<{ employee_id: number; lat: number; lng: number }>(
        `SELECT DISTINCT a.employee_id, n.lat, n.lng FROM market_assignments a JOIN offices o ON o.id = a.office_id
           JOIN office_nodes n ON n.office_id = o.id
          WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($2::int[]) AND o.market_id = $1
            AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000'
            AND n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL`,
        [MARKET_ID, [...PROVIDER_ASSIGNMENT_TYPES]],
      );
      const vcSample = vcRows.find((r) => Number(r['Providers In Range']) > 0) ?? vcRows[0];
      const vcHome = await memberHome(String(vcSample.AaneelId));
      const reaching = new Set(
        bases.filter((b) => greatCircleMiles(vcHome, { lat: Number(b.lat), lng: Number(b.lng) }) <= 25).map((b) => b.employee_id),
      );
      expect(Number(vcSample['Providers In Range'])).toBe(reaching.size);
    } finally {
      await context.close();
    }
  });
});

describe('Membership Reporting', () => {
  it('refuses an end before the start, then downloads the red box errors of the window', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/membership-reports', 'datamanager');
      await visible(page.getByRole('heading', { name: 'Membership Reporting', level: 1 }));
      const redBox = card(page, 'Red Box Errors');
      const now = Date.now();
      await redBox.getByLabel('Start Date').fill(iso(now));
      await redBox.getByLabel('End Date').fill(iso(now - 7 * DAY_MS));
      await redBox.getByRole('button', { name: 'Download' }).click();
      await visible(redBox.getByText(END_BEFORE_START_MESSAGE));
      await page.screenshot({ path: `${ARTIFACTS}/reports-red-box-dates.png` });

      const start = iso(now - 365 * DAY_MS);
      const end = isoToday();
      await redBox.getByLabel('Start Date').fill(start);
      await redBox.getByLabel('End Date').fill(end);
      const file = await download(page, () => redBox.getByRole('button', { name: 'Download' }).click());
      expect(file.name).toBe(`RedBoxErrorsReport-${start}-${end}.xlsx`);
      const rows = await workbookRows(file.path);
      const { rows: logged } = await env.stack.db.query<{ id: number; aaneel_id: string }>(
        `SELECT r.id, m.aaneel_id FROM red_box_errors r JOIN members m ON m.id = r.member_id
          WHERE r.date_of_error >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND r.date_of_error < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
          ORDER BY r.date_of_error, r.id`,
        [start, end],
      );
      expect(logged.length).toBeGreaterThan(0);
      expect(rows.map((r) => Number(r['Error Id']))).toEqual(logged.map((r) => r.id));
      expect(String(rows[0].AaneelId)).toBe(logged[0].aaneel_id);
    } finally {
      await context.close();
    }
  });

  it("exports a market's members and downloads the drop-ineligible report", async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/membership-reports', 'datamanager');
      const exportCard = card(page, 'Members Export');
      await exportCard.getByLabel('Market').selectOption({ label: marketName });
      const csv = await download(page, () => exportCard.getByRole('button', { name: 'Export' }).click());
      expect(csv.name).toBe(`members-${MARKET_ID}.csv`);
      const lines = (await readFile(csv.path, 'utf8')).trim().split('\n');
      const { rows: members } = await env.stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE market_id = $1', [
        MARKET_ID,
      ]);
      expect(lines.length - 1).toBe(members[0].n);

      const drop = card(page, 'Drop-Ineligible Report');
      const file = await download(page, () => drop.getByRole('button', { name: 'Download' }).click());
      expect(file.name).toMatch(/^DropIneligibleReport-.*\.xlsx$/);
      const rows = await workbookRows(file.path);
      const { rows: ineligible } = await env.stack.db.query<{ aaneel_id: string }>(
        'SELECT aaneel_id FROM members WHERE dropin_ineligible ORDER BY aaneel_id',
      );
      expect(rows.map((r) => String(r.AaneelId)).sort()).toEqual(ineligible.map((r) => r.aaneel_id).sort());
      expect(rows.length).toBeGreaterThan(0);
      // Every drop-in ineligible member has the log that made them so: its latest reason is shown.
      const sample = rows[rows.length - 1];
      const { rows: latest } = await env.stack.db.query<{ reason: string }>(
        `SELECT d.reason FROM drop_in_logs d JOIN members m ON m.id = d.member_id
          WHERE m.aaneel_id = $1 ORDER BY d.change_dt DESC, d.id DESC LIMIT 1`,
        [String(sample.AaneelId)],
      );
      expect(sample.Reason).toBe(latest[0].reason);
      await screenshots(page, 'membership');
    } finally {
      await context.close();
    }
  });

  it('runs the submitted-for-term report from Membership Reporting and from the Deattribution dashboard', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/membership-reports', 'datamanager');
      await card(page, 'Submitted for Term').getByRole('button', { name: 'Submitted for Term Report' }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Export' }).click();
      await visible(dialog.getByText('Start date is required'));
      await dialog.getByLabel('Start Date').fill(isoToday());
      await dialog.getByLabel('End Date').fill(iso(Date.now() - 30 * DAY_MS));
      await visible(dialog.getByText(END_BEFORE_START_MESSAGE));
      await page.screenshot({ path: `${ARTIFACTS}/reports-submitted-for-term-dates.png` });

      const start = iso(Date.now() - 365 * DAY_MS);
      const end = isoToday();
      await dialog.getByLabel('Start Date').fill(start);
      await dialog.getByLabel('End Date').fill(end);
      const file = await download(page, () => dialog.getByRole('button', { name: 'Export' }).click());
      expect(file.name).toBe(`SubmittedForTermReport-${start}-${end}.xlsx`);
      await dialog.waitFor({ state: 'hidden' });
      const rows = await workbookRows(file.path);
      const { rows: terms } = await env.stack.db.query<{ id: number; aaneel_id: string }>(
        `SELECT c.id, m.aaneel_id FROM eligibility_changes c JOIN members m ON m.id = c.member_id
          WHERE c.change_type = 'Term' AND c.date_entered >= ($1::date)::timestamp AT TIME ZONE 'UTC'
            AND c.date_entered < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
          ORDER BY c.date_entered, c.id`,
        [start, end],
      );
      expect(terms.length).toBeGreaterThan(0);
      expect(rows.map((r) => Number(r['Change Id']))).toEqual(terms.map((r) => r.id));
      expect(String(rows[0].AaneelId)).toBe(terms[0].aaneel_id);

      await page.goto('/deattribution');
      await visible(page.getByRole('heading', { name: 'Deattribution Dashboard' }));
      await page.screenshot({ path: `${ARTIFACTS}/reports-deattribution-header.png` });
      await page.getByRole('button', { name: 'Submitted for Term Report' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByLabel('Start Date').fill(start);
      await dialog.getByLabel('End Date').fill(end);
      const again = await download(page, () => dialog.getByRole('button', { name: 'Export' }).click());
      expect((await workbookRows(again.path)).length).toBe(terms.length);
    } finally {
      await context.close();
    }
  });
});

describe('Visit Reporting', () => {
  it('downloads the next-visit report and the weekly conversion rate, rows as the database says', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/visit-reports', 'datamanager');
      await visible(page.getByRole('heading', { name: 'Visit Reporting', level: 1 }));
      await visible(card(page, 'Weekly Conversion Rate').getByText(`${CONVERSION_WINDOW_WEEKS}-week window`, { exact: false }));
      expect(await cardTitles(page)).toEqual(['Next Visit Report', 'Weekly Conversion Rate']);
      // A data manager runs cards of the three report pages, and requests no medical records.
      expect(await reportsMenu(page)).toEqual(['Geodeployment Reports', 'Visit Reporting', 'Membership Reporting']);
      await page.keyboard.press('Escape');

      const next = await download(page, () => card(page, 'Next Visit Report').getByRole('button', { name: 'Download' }).click());
      expect(next.name).toMatch(/^NextVisitReport-.*\.xlsx$/);
      const rows = await workbookRows(next.path);
      const { rows: engaged } = await env.stack.db.query<{ aaneel_id: string }>('SELECT aaneel_id FROM members WHERE engaged');
      expect(rows.map((r) => String(r.AaneelId)).sort()).toEqual(engaged.map((r) => r.aaneel_id).sort());
      // The soonest: the member's next scheduled visit from now on.
      const first = rows[0];
      expect(first['Next Visit']).not.toBeNull();
      const { rows: visits } = await env.stack.db.query<{ start: string }>(
        `SELECT to_char(a.start AT TIME ZONE 'UTC', 'MM/DD/YYYY HH24:MI "UTC"') AS start FROM appointments a JOIN members m ON m.id = a.member_id
          WHERE m.aaneel_id = $1 AND a.appointment_status = 'Scheduled' AND a.start >= now() ORDER BY a.start LIMIT 1`,
        [String(first.AaneelId)],
      );
      expect(first['Next Visit']).toBe(visits[0].start);
      // Members without a visit come after every member with one.
      const firstWithout = rows.findIndex((r) => r['Next Visit'] === null);
      if (firstWithout >= 0) expect(rows.slice(firstWithout).every((r) => r['Next Visit'] === null)).toBe(true);

      const weekly = await download(page, () => card(page, 'Weekly Conversion Rate').getByRole('button', { name: 'Download' }).click());
      expect(weekly.name).toMatch(/^WeeklyConversionRateReport-.*\.xlsx$/);
      const weeks = await workbookRows(weekly.path);
      const { rows: offices } = await env.stack.db.query<{ id: number; name: string }>(
        `SELECT id, name FROM offices WHERE active AND NOT deleted AND name NOT LIKE '%.000' AND market_id <> 940063`,
      );
      expect(weeks.length).toBe(offices.length * CONVERSION_WINDOW_WEEKS);
      expect(new Set(weeks.map((r) => r['Week Start'])).size).toBe(CONVERSION_WINDOW_WEEKS);
      // One office and week recomputed: eligible and not yet engaged at the week's start; converted
      // when the engaged date falls within the week.
      const sample = weeks.find((r) => Number(r.Converted) > 0) ?? weeks.find((r) => Number(r['Eligible Unengaged At Week Start']) > 0)!;
      const office = offices.find((o) => o.name === sample.Office)!;
      // The files write a calendar day as MM/DD/YYYY.
      const [month, day, year] = String(sample['Week Start']).split('/');
      const weekStart = Date.parse(`${year}-${month}-${day}T00:00:00Z`);
      const weekEnd = weekStart + 7 * DAY_MS;
      const { rows: members } = await env.stack.db.query<{ eligible: boolean; term_dt: string | null; engaged_ms: number | null }>(
        `SELECT eligible, term_dt::text AS term_dt, (extract(epoch FROM engaged_dt) * 1000)::float8 AS engaged_ms
           FROM members WHERE office_id = $1`,
        [office.id],
      );
      const base = members.filter(
        (m) =>
          (m.eligible || (m.term_dt !== null && Date.parse(`${m.term_dt}T00:00:00Z`) > weekStart)) &&
          (m.engaged_ms === null || m.engaged_ms >= weekStart),
      );
      const converted = base.filter((m) => m.engaged_ms !== null && m.engaged_ms < weekEnd);
      expect(Number(sample['Eligible Unengaged At Week Start'])).toBe(base.length);
      expect(Number(sample.Converted)).toBe(converted.length);
      await screenshots(page, 'visits');
    } finally {
      await context.close();
    }
  });
});

describe('A neighborhood manager', () => {
  it('runs a geodeployment report by keyboard and sees the bulk neighborhood update, but not the member lists', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/geodeployment-reports', 'nhmanager');
      await visible(card(page, 'VC Ranges').getByRole('button', { name: 'Download' }));

      // The closest office report by keyboard alone: a market, past the community, No, Download.
      const closest = card(page, 'Closest Office Report');
      const market = closest.getByLabel('Market');
      await market.focus();
      await page.keyboard.press('ArrowDown');
      const marketId = Number(await market.inputValue());
      expect(marketId).toBeGreaterThan(0);
      await expect.poll(() => closest.getByLabel('Community').isEnabled()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      expect(await closest.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      const file = await download(page, () => page.keyboard.press('Enter'));
      const rows = await workbookRows(file.path);
      const { rows: unengaged } = await env.stack.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM members WHERE eligible AND NOT engaged AND market_id = $1',
        [marketId],
      );
      expect(rows.length).toBe(unengaged[0].n);
      expect(new Set(rows.map((r) => r.Engaged))).toEqual(new Set(['No']));

      const update = page.getByRole('region', { name: 'Bulk Neighborhood Update' });
      await visible(update.getByRole('button', { name: 'Download Template' }));
      await page.screenshot({ path: `${ARTIFACTS}/reports-geodeployment-nhmanager.png`, fullPage: true });

      expect(await reportsMenu(page)).toEqual(['Geodeployment Reports', 'Visit Reporting']);
      await page.getByRole('menuitem', { name: 'Visit Reporting' }).click();
      await visible(card(page, 'Weekly Conversion Rate').getByRole('button', { name: 'Download' }));
      expect(await cardTitles(page)).toEqual(['Weekly Conversion Rate']);

      await page.goto('/membership-reports');
      await visible(page.getByRole('heading', { name: 'You do not have access to this page' }));
    } finally {
      await context.close();
    }
  });
});

describe('A user refused the reports', () => {
  it('has no Reports menu and is refused the report pages', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/visit-reports', 'staff');
      await visible(page.getByRole('heading', { name: 'You do not have access to this page' }));
      await visible(page.getByRole('button', { name: 'Lookups' }));
      expect(await page.getByRole('button', { name: 'Reports' }).count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Weekly Conversion Rate' }).count()).toBe(0);
      await page.screenshot({ path: `${ARTIFACTS}/reports-refused.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});

describe('A medical records requester', () => {
  it('finds Medical Records alone under Reports', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/med-records', 'medrecords');
      await visible(page.getByRole('table', { name: 'Medical record requests' }));
      expect(await reportsMenu(page)).toEqual(['Medical Records']);
    } finally {
      await context.close();
    }
  });
});
