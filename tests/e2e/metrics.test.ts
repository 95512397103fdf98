/**
 * The Metrics Homepage (/panel-management) in a real browser against the sandbox, as the people
 * whose daily work queue it is: the `cd` and `opsmanager` personas, and an SW and a PCC from the
 * generated staff. For each, the office tree holds exactly the offices the database says the
 * employee covers (assignments at an office, a community's .000 row for community-level types, or
 * a whole market), Select All and Clear show only with more than one root, and a card's number
 * equals its drill-down's rows, counted across pages, each row a member of the chosen offices as
 * the database has it. As `cd`: a drill-down row opens the member page in a new tab at #census
 * for Recent Acute Utilization, at #assignments for transfers and plain otherwise, the role toggle changes the cards and is remembered, and the
 * page is photographed in the light and the dark theme.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ARTIFACTS, graphqlOperation, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';
import { parseCsv } from '../support/csv.ts';
import { FILE_COLUMNS } from '@luminate/schema/rules';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

const SW = 16;
const PCC = 26;

interface Card {
  id: string;
  label: string;
  value: number;
  viewTarget: string;
}

/** A generated staff member (id 101 and up) holding an active assignment of the type, who can sign in. */
async function generatedStaff(assignmentTypeId: number): Promise<{ username: string; employeeId: number }> {
  const { rows } = await env.stack.db.query<{ username: string; employee_id: number }>(
    `SELECT u.username, u.employee_id
       FROM users u JOIN market_assignments a ON a.employee_id = u.employee_id AND a.inactive_dt IS NULL
       JOIN employees e ON e.id = u.employee_id
      WHERE a.assignment_type_id = $1 AND u.employee_id >= 101 AND NOT u.disabled AND NOT e.archived
      ORDER BY u.employee_id LIMIT 1`,
    [assignmentTypeId],
  );
  expect(rows[0], `a generated employee with assignment type ${assignmentTypeId}`).toBeDefined();
  return { username: rows[0].username, employeeId: rows[0].employee_id };
}

async function personaEmployee(username: string): Promise<number> {
  const { rows } = await env.stack.db.query<{ employee_id: number }>('SELECT employee_id FROM users WHERE username = $1', [username]);
  return rows[0].employee_id;
}

/**
 * The offices an employee's dashboard covers, from the database: live (active, not deleted)
 * neighborhood offices where the employee holds an active assignment, all of a community for a
 * community-level type held at its .000 row, all of a market for a market-level type; with no
 * assignment, every live office outside the hidden market.
 */
async function expectedOffices(employeeId: number): Promise<{ offices: Map<string, string>; markets: number }> {
  const { rows } = await env.stack.db.query<{ id: number; name: string; market_id: number }>(
    `WITH held AS (
       SELECT h.id, h.market_id, h.community_id, h.name, t.level
         FROM market_assignments a
         JOIN assignment_types t ON t.id = a.assignment_type_id
         JOIN offices h ON h.id = a.office_id
        WHERE a.employee_id = $1 AND a.inactive_dt IS NULL)
     SELECT o.id, o.name, o.market_id FROM offices o
      WHERE o.active AND NOT o.deleted AND o.name NOT LIKE '%.000'
        AND CASE WHEN EXISTS (SELECT 1 FROM held)
          THEN EXISTS (SELECT 1 FROM held h WHERE h.market_id = o.market_id
                        AND (h.id = o.id OR (h.level = 1 AND h.community_id = o.community_id AND h.name LIKE '%.000') OR h.level = 0))
          ELSE o.market_id <> 940063 END`,
    [employeeId],
  );
  return { offices: new Map(rows.map((r) => [String(r.id), r.name])), markets: new Set(rows.map((r) => r.market_id)).size };
}

async function openDashboard(username: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await env.newPage();
  await signInAt(opened.page, env.baseUrl, '/panel-management', username);
  await visible(opened.page.getByRole('heading', { name: 'Patient Care Management' }), 30_000);
  await visible(opened.page.locator('[data-metric-id], [data-testid="metrics-empty"]').first(), 30_000);
  return opened;
}

/** Opens every branch of the office tree; answers the office ids of its leaves and the number of roots. */
async function treeOffices(page: Page): Promise<{ officeIds: string[]; roots: number }> {
  const tree = page.getByRole('list', { name: 'Office tree' });
  for (let guard = 0; guard < 500; guard++) {
    const closed = tree.getByRole('button', { name: /^Expand / });
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const officeIds = await tree
    .locator('li[data-leaf="true"]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-tree-node') ?? ''));
  const roots = await tree.locator('li[data-depth="0"]').count();
  return { officeIds, roots };
}

async function cards(page: Page): Promise<Card[]> {
  return page.locator('[data-metric-id]').evaluateAll((buttons) =>
    buttons.map((b) => ({
      id: b.getAttribute('data-metric-id') ?? '',
      label: b.querySelector('span')?.textContent ?? '',
      value: Number(b.getAttribute('data-metric-value')),
      viewTarget: b.getAttribute('data-view-target') ?? '',
    })),
  );
}

/** The pager's line, its counts written with thousands separators: 'Showing 1–10 of 1,022'. */
const PAGER = /^Showing [\d,]+–[\d,]+ of \d{1,3}(,\d{3})*$/;

/** The pager's total: 'Showing 1–10 of 1,022' → 1022. */
async function pagerTotal(dialog: Locator): Promise<number> {
  const text = await dialog.getByText(PAGER).innerText();
  return Number(/of ([\d,]+)$/.exec(text)![1].replace(/,/g, ''));
}

interface ShownRow {
  aaneelId: string;
  name: string;
  office: string;
}

async function shownRows(dialog: Locator): Promise<ShownRow[]> {
  // Column 0 is the expand toggle; every table starts with aaneelId, memberFullName and office.
  return dialog.locator('tbody tr:has(td:nth-child(4))').evaluateAll((rows) =>
    rows.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '');
      return { aaneelId: cells[1], name: cells[2], office: cells[3] };
    }),
  );
}

/** Picks a role on the toggle. */
async function chooseRole(page: Page, role: string): Promise<void> {
  await page.getByTestId('role-toggle').getByRole('button', { name: role, exact: true }).click();
  await visible(page.getByTestId('role-toggle').getByRole('button', { name: role, exact: true, pressed: true }));
}

async function openCard(page: Page, card: Card): Promise<Locator> {
  await page.locator(`[data-metric-id="${card.id}"]`).click();
  const dialog = page.getByRole('dialog', { name: card.label });
  await visible(dialog);
  await visible(dialog.getByText(PAGER), 30_000);
  return dialog;
}

/** Counts a drill-down's rows page by page, checking each against the database; answers the count. */
async function countRowsAcrossPages(page: Page, card: Card, offices: Map<string, string>): Promise<number> {
  const dialog = await openCard(page, card);
  const officeNames = new Set(offices.values());
  let counted = 0;
  for (let pageNo = 0; pageNo < 20; pageNo++) {
    const rows = await shownRows(dialog);
    const { rows: db } = await env.stack.db.query<{ aaneel_id: string; name: string; office: string }>(
      `SELECT m.aaneel_id, m.first_name || ' ' || m.last_name AS name, o.name AS office
         FROM members m JOIN offices o ON o.id = m.office_id WHERE m.aaneel_id = ANY($1::text[])`,
      [rows.map((r) => r.aaneelId)],
    );
    const byId = new Map(db.map((r) => [r.aaneel_id, r]));
    for (const row of rows) {
      const member = byId.get(row.aaneelId);
      expect(member, `member ${row.aaneelId} of ${card.label}`).toBeDefined();
      expect(row.name).toBe(member!.name);
      expect(row.office).toBe(member!.office);
      expect(officeNames.has(member!.office), `${member!.office} is one of the chosen offices`).toBe(true);
    }
    counted += rows.length;
    const next = dialog.getByRole('button', { name: 'Next page' });
    if (await next.isDisabled()) break;
    const before = await dialog.getByText(PAGER).innerText();
    await next.click();
    await expect.poll(() => dialog.getByText(PAGER).innerText()).not.toBe(before);
    await dialog.locator('table[aria-busy="false"]').waitFor();
  }
  expect(await pagerTotal(dialog)).toBe(counted);
  // The download holds the same rows: a header, then one line per row, behind a byte-order mark.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()]);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const csv = parseCsv(text.slice(1));
  // Its columns are the modal's (without the expand toggles and the view buttons), the member
  // named as every file names one.
  const fileLabel: Record<string, string> = { 'AANEEL ID': FILE_COLUMNS.aaneelId, Member: FILE_COLUMNS.memberName };
  const headers = (await dialog.locator('thead th').allInnerTexts())
    .map((h) => h.replace(/[▲▼↕]/g, '').trim())
    .filter((h) => h && h !== 'View')
    .map((h) => fileLabel[h] ?? h);
  expect(csv[0]).toEqual(headers);
  expect(csv.length - 1).toBe(counted);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return counted;
}

/** Every check of one person's dashboard: tree, bulk buttons, and a card against its drill-down. */
async function checkDashboard(username: string, employeeId: number): Promise<void> {
  const { context, page } = await openDashboard(username);
  try {
    const { offices, markets } = await expectedOffices(employeeId);
    const tree = await treeOffices(page);
    expect(new Set(tree.officeIds)).toEqual(new Set(offices.keys()));
    expect(tree.officeIds.length).toBe(offices.size);
    // One root per market.
    expect(tree.roots).toBe(markets);

    const bulk = page.getByRole('button', { name: 'Select All' });
    if (markets > 1) {
      await page.getByRole('button', { name: 'Clear' }).click();
      await visible(page.getByText('There are no eligible members in the selected offices.'));
      await bulk.click();
      await visible(page.locator('[data-metric-id]').first());
    } else {
      expect(await bulk.count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Clear' }).count()).toBe(0);
    }

    const shown = await cards(page);
    expect(shown.length).toBeGreaterThan(0);
    // The smallest card that has rows, counted row by row across its pages.
    const small = shown.filter((c) => c.value > 0).sort((a, b) => a.value - b.value)[0];
    expect(small, 'a card with rows').toBeDefined();
    expect(await countRowsAcrossPages(page, small, offices)).toBe(small.value);
    // The largest card: the pager's total is the card's number.
    const large = [...shown].sort((a, b) => b.value - a.value)[0];
    const dialog = await openCard(page, large);
    expect(await pagerTotal(dialog)).toBe(large.value);
    await page.keyboard.press('Escape');
  } finally {
    await context.close();
  }
}

describe('Metrics Homepage', () => {
  it('as cd: the tree is the community the CD covers and every card equals its drill-down', async () => {
    await checkDashboard('cd', await personaEmployee('cd'));
  });

  it('as opsmanager: the same checks for the operations manager', async () => {
    await checkDashboard('opsmanager', await personaEmployee('opsmanager'));
  });

  it('as an SW from the generated staff', async () => {
    const sw = await generatedStaff(SW);
    await checkDashboard(sw.username, sw.employeeId);
  });

  it('as a PCC from the generated staff', async () => {
    const pcc = await generatedStaff(PCC);
    await checkDashboard(pcc.username, pcc.employeeId);
  });

  it('as staff without assignments: every live office outside the hidden market, in several roots with Select All and Clear', async () => {
    const staff = await personaEmployee('staff');
    expect((await expectedOffices(staff)).markets).toBeGreaterThan(1);
    await checkDashboard('staff', staff);
  });

  it('opens the member page from a drill-down row in a new tab (#census for acute utilization, #assignments for transfers, plain for the rest), and High Needs cost profiles inside the modal', async () => {
    const { context, page } = await openDashboard('cd');
    try {
      // ALL shows every metric, so every kind of view button is on the page.
      await chooseRole(page, 'ALL');
      await expect.poll(async () => (await cards(page)).some((c) => c.id === 'currentlyAdmitted')).toBe(true);
      for (const [metricId, hash, tab] of [
        ['recentAcuteUtilization', '#census', 'Census'],
        ['patientsRequiringTransfer', '#assignments', 'Assignments'],
        // An admission metric that is not Recent Acute Utilization opens the plain member page.
        ['currentlyAdmitted', '', 'Overview'],
      ] as const) {
        const card = (await cards(page)).find((c) => c.id === metricId);
        expect(card?.value, `rows behind ${metricId}`).toBeGreaterThan(0);
        const dialog = await openCard(page, card!);
        const link = dialog.locator('a[data-member-link]').first();
        const memberId = await link.getAttribute('data-member-link');
        const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await popup.waitForLoadState();
        expect(new URL(popup.url()).pathname).toBe(`/member/${memberId}`);
        expect(new URL(popup.url()).hash).toBe(hash);
        await visible(popup.getByRole('tab', { name: tab, selected: true }), 30_000);
        await popup.close();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }

      // High Needs Patients: the view button shows the member's cost profile inside the modal, Back returns.
      const highNeeds = (await cards(page)).find((c) => c.viewTarget === 'COST_PROFILE' && c.value > 0);
      expect(highNeeds, 'a High Needs card with rows').toBeDefined();
      const dialog = await openCard(page, highNeeds!);
      const firstId = (await shownRows(dialog))[0].aaneelId;
      await dialog.getByRole('button', { name: `View cost profile of ${firstId}` }).click();
      await visible(dialog.locator(`iframe[title="Patient Cost Profiles (Medical Cost) for ${firstId}"]`), 30_000);
      expect(await dialog.locator('table').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Back' }).click();
      await visible(dialog.getByRole('table', { name: highNeeds!.label }));
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }
  });

  it('as superadmin (every office): each area names what it is loading until its answer comes, and counts carry thousands separators', async () => {
    const { context, page } = await env.newPage();
    try {
      // The office tree's and the cards' answers are held until the test lets each through.
      const release = new Map<string, () => void>();
      const gates = new Map(
        ['MetricsOfficeTree', 'MetricsDashboard'].map((name) => [name, new Promise<void>((resolve) => release.set(name, resolve))]),
      );
      await page.route('**/graphql', async (route) => {
        const gate = gates.get(graphqlOperation(route.request()) ?? '');
        if (gate) await gate;
        await route.continue();
      });
      await signInAt(page, env.baseUrl, '/panel-management', 'superadmin');
      const metricsArea = page.getByRole('region', { name: 'Panel metrics' });
      await visible(page.getByText('Loading offices…'), 30_000);
      await visible(metricsArea.getByText('Loading metrics…'));

      release.get('MetricsOfficeTree')!();
      await visible(page.getByRole('list', { name: 'Office tree' }), 30_000);
      // The cards are still being counted: the area keeps saying so.
      await visible(metricsArea.getByText('Loading metrics…'));
      expect(await page.locator('[data-metric-id]').count()).toBe(0);

      release.get('MetricsDashboard')!();
      await visible(page.locator('[data-metric-id]').first(), 30_000);
      expect(await metricsArea.getByText('Loading metrics…').count()).toBe(0);
      expect(await page.getByText('Loading offices…').count()).toBe(0);

      // Every office at once: counts in the thousands, each written with its separators.
      const text = await metricsArea.innerText();
      expect(text).toMatch(/\b\d{1,3}(,\d{3})+\b/);
      expect(text.match(/\d{4,}/g)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('changes the cards with the role toggle, remembers the role, and reads well in both themes', async () => {
    const { context, page } = await openDashboard('cd');
    try {
      await visible(page.getByTestId('role-toggle').getByRole('button', { name: 'CD', exact: true, pressed: true }));
      const asCd = (await cards(page)).map((c) => c.id).sort();
      await page.screenshot({ path: `${ARTIFACTS}/metrics-homepage.png`, fullPage: true });

      await chooseRole(page, 'SW');
      await expect.poll(async () => (await cards(page)).map((c) => c.id).sort()).not.toEqual(asCd);
      const asSw = (await cards(page)).map((c) => c.id).sort();

      await page.reload();
      await visible(page.getByTestId('role-toggle').getByRole('button', { name: 'SW', exact: true, pressed: true }), 30_000);
      await expect.poll(async () => (await cards(page)).map((c) => c.id).sort()).toEqual(asSw);

      await chooseRole(page, 'CD');
      await expect.poll(async () => (await cards(page)).map((c) => c.id).sort()).toEqual(asCd);
      const card = (await cards(page)).find((c) => c.value > 0)!;
      const dialog = await openCard(page, card);
      await page.screenshot({ path: `${ARTIFACTS}/metrics-drill-down.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.evaluate(() => localStorage.setItem('luminate.color-mode', 'dark'));
      await page.reload();
      await visible(page.locator('[data-metric-id]').first(), 30_000);
      await visible(page.getByTestId('acuity-card').locator('svg').first());
      await page.screenshot({ path: `${ARTIFACTS}/metrics-homepage-dark.png`, fullPage: true });
      const darkDialog = await openCard(page, card);
      await page.screenshot({ path: `${ARTIFACTS}/metrics-drill-down-dark.png` });
      await page.keyboard.press('Escape');
      await darkDialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
