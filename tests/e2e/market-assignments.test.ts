/**
 * The Market Assignments page in a real browser, as nhmanager: the tabs, the header and the table
 * of the default market; Change Assignment at a neighborhood and for the whole market (the cell,
 * the header and the history dialog update from Apollo's cache, with no second request for the
 * table or the history); Unassign; the rules (Submit waits for the sentence, the Auditor Educator
 * needs the Coding Quality market); staff see the table without the panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

const COLUMNS = [
  'Community',
  'OM',
  'CMD',
  'CD',
  'CPE',
  'SW',
  'CHN',
  'NH',
  'APP',
  'TCC',
  'PCT-SUP',
  'PCC',
  'PCA',
  'PCS',
  'CA',
  'CES',
  'iAPP',
];
const SW_COLUMN = COLUMNS.indexOf('SW');

/** Employees (not archived, not personas) with no current assignment, as 'F. Last' with their id. */
async function freeEmployees(count: number) {
  const { rows } = await env.stack.db.query<{ id: number; first_name: string; last_name: string }>(
    `SELECT id, first_name, last_name FROM employees e WHERE NOT archived AND id > 100
       AND NOT EXISTS (SELECT 1 FROM market_assignments a WHERE a.employee_id = e.id AND a.inactive_dt IS NULL)
     ORDER BY id LIMIT $1`,
    [count],
  );
  expect(rows).toHaveLength(count);
  return rows.map((r) => ({ id: String(r.id), short: `${r.first_name[0]}. ${r.last_name}` }));
}

const row = (page: Page, office: string) => page.getByRole('row', { name: `Assignment history of ${office}` });
const cell = (r: Locator, index: number) => r.getByRole('cell').nth(index);

describe('market assignments page', () => {
  it('lets nhmanager change, and unassign, assignments: cells, header and history update without a refetch', async () => {
    const [newcomer, newRvp] = await freeEmployees(2);
    const { page } = await env.newPage();
    const operations = recordOperations(page);
    await signInAt(page, env.baseUrl, '/market-assignments', 'nhmanager');

    await visible(page.getByRole('heading', { name: 'Market Assignments', level: 1 }));
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs[0]).toBe('Houston');
    expect(tabs.slice(-2)).toEqual(['Coding Quality Educator', 'Collab/Designated']);
    expect(tabs.filter((t) => t.startsWith('Coding Quality'))).toHaveLength(1);
    await expect.poll(() => page.title()).toBe('Luminate | Market Assignments');

    await visible(row(page, '1.001.001'));
    expect(await page.getByLabel('Regional Vice President', { exact: true }).innerText()).toBe('R. Regional');
    expect(await page.getByLabel('Senior Medical Officer', { exact: true }).innerText()).toBe('S. Senior');
    const headers = await page.getByRole('table', { name: 'Assignments of Houston' }).getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.replace(/[▲▼↕]/g, '').trim())).toEqual(COLUMNS);
    expect(await cell(row(page, '1.001.001'), COLUMNS.indexOf('CD')).innerText()).toBe('C. Director');
    expect(await cell(row(page, '1.001.001'), COLUMNS.indexOf('APP')).innerText()).toBe('A. Provider');
    expect(
      await page
        .locator('tbody tr')
        .filter({ hasText: /\.000\s*$/ })
        .count(),
    ).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/market-assignments.png`, fullPage: true });

    // The history of 1.001.002 as it was: opened once, so a later opening could come from the cache.
    await row(page, '1.001.002').click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Assignment History — 1.001.002'));
    await visible(dialog.getByRole('table'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const panel = page.getByRole('form', { name: 'Change Assignment' });
    const submit = panel.getByRole('button', { name: 'Submit' });
    const sentence = panel.getByTestId('assignment-sentence');
    expect(await submit.isDisabled()).toBe(true);

    // A neighborhood-level type: assignee and neighborhood, then the sentence, then Submit.
    await panel.getByLabel('Assignment Type').selectOption({ label: 'Social Worker' });
    await panel.getByLabel('Search employees').fill(newcomer.short.split(' ')[1]);
    await panel.getByLabel('Assignee').selectOption(newcomer.id);
    expect(await submit.isDisabled()).toBe(true);
    await panel.getByLabel('Neighborhood').selectOption({ label: '1.001.002' });
    await expect.poll(() => sentence.innerText()).toBe(`Assign ${newcomer.short} as Social Worker of neighborhood 1.001.002.`);
    expect(await submit.isDisabled()).toBe(false);
    await page.screenshot({ path: `${ARTIFACTS}/market-assignments-change.png` });
    await submit.click();
    await visible(page.getByText('Assignment changed'));
    await expect.poll(() => cell(row(page, '1.001.002'), SW_COLUMN).innerText()).toBe(newcomer.short);

    // The history dialog shows the change from the cache: the new holder first, since today.
    await row(page, '1.001.002').click();
    await visible(dialog.getByText('Assignment History — 1.001.002'));
    const first = dialog.getByRole('row').nth(1);
    await expect.poll(() => first.innerText()).toContain(newcomer.short);
    expect(await first.innerText()).toContain('Social Worker');
    await dialog.getByLabel('Filter by assignment type').selectOption({ label: 'Social Worker' });
    const typesShown = await dialog.locator('tbody tr').allInnerTexts();
    expect(typesShown.every((t) => t.includes('Social Worker'))).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/market-assignments-history.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A market-level type needs only the assignee and covers the whole market: the header follows.
    await panel.getByLabel('Assignment Type').selectOption({ label: 'Regional Vice President' });
    await visible(panel.getByText('Applies to all neighborhoods of Houston.'));
    await panel.getByLabel('Search employees').fill(newRvp.short.split(' ')[1]);
    await panel.getByLabel('Assignee').selectOption(newRvp.id);
    await expect
      .poll(() => sentence.innerText())
      .toBe(`Assign ${newRvp.short} as Regional Vice President of market Houston, for all of its neighborhoods.`);
    await submit.click();
    await expect.poll(() => page.getByLabel('Regional Vice President', { exact: true }).innerText()).toBe(newRvp.short);

    // Unassign: no assignee needed; the cell empties.
    await panel.getByLabel('Assignment Type').selectOption({ label: 'Social Worker' });
    await panel.getByText('Unassign').click();
    await expect.poll(() => panel.getByLabel('Assignee').isDisabled()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await panel.getByLabel('Neighborhood').selectOption({ label: '1.001.002' });
    await expect.poll(() => sentence.innerText()).toBe('Unassign the Social Worker of neighborhood 1.001.002.');
    await submit.click();
    await expect.poll(() => cell(row(page, '1.001.002'), SW_COLUMN).innerText()).toBe('—');

    expect(operations.filter((o) => o === 'MarketAssignmentTable')).toHaveLength(1);
    expect(operations.filter((o) => o === 'NeighborhoodAssignmentHistory')).toHaveLength(1);
    expect(operations.filter((o) => o === 'ChangeAssignment')).toHaveLength(3);
    const { rows } = await env.stack.db.query<{ employee_id: number }>(
      `SELECT employee_id FROM market_assignments a JOIN offices o ON o.id = a.office_id
       WHERE o.market_id = 920001625 AND a.assignment_type_id = 9 AND a.inactive_dt IS NULL`,
    );
    expect(rows.map((r) => String(r.employee_id))).toEqual([newRvp.id]);
  });

  it('gives the Auditor Educator only in the Coding Quality market, which it needs', async () => {
    const [educator] = await freeEmployees(1);
    const { page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/market-assignments?market=10001', 'nhmanager');
    await visible(page.getByText('Auditor Educator history'));
    const panel = page.getByRole('form', { name: 'Change Assignment' });
    const submit = panel.getByRole('button', { name: 'Submit' });
    const types = await panel.getByLabel('Assignment Type').locator('option').allInnerTexts();
    expect(types).toEqual(['Select a type', 'Auditor Educator']);
    await panel.getByLabel('Assignment Type').selectOption({ label: 'Auditor Educator' });
    await panel.getByLabel('Search employees').fill(educator.short.split(' ')[1]);
    await panel.getByLabel('Assignee').selectOption(educator.id);
    expect(await submit.isDisabled()).toBe(true);
    await panel.getByLabel('Market').selectOption({ label: 'Houston' });
    await submit.click();
    await visible(panel.getByText('The Auditor Educator is assigned only in the Coding Quality market'));
    await panel.getByLabel('Market').selectOption({ label: 'Coding Quality' });
    await expect
      .poll(() => panel.getByTestId('assignment-sentence').innerText())
      .toBe(`Assign ${educator.short} as Auditor Educator of market Coding Quality.`);
    await submit.click();
    await expect.poll(() => page.getByLabel('Auditor Educator', { exact: true }).innerText()).toBe(educator.short);
    await page.screenshot({ path: `${ARTIFACTS}/market-assignments-coding-quality.png`, fullPage: true });
  });

  it('shows the Collab/Designated tab with only its two types, and staff no Change Assignment panel', async () => {
    const { page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/market-assignments?market=1001', 'nhmanager');
    await visible(page.getByRole('table', { name: 'Collaborating and designated physicians' }).locator('tbody tr').first());
    const types = await page
      .getByRole('form', { name: 'Change Assignment' })
      .getByLabel('Assignment Type')
      .locator('option')
      .allInnerTexts();
    expect(types).toEqual(['Select a type', 'Collaborating Physician', 'Designated Physician']);
    await page.screenshot({ path: `${ARTIFACTS}/market-assignments-collab.png`, fullPage: true });

    const staff = await env.newPage();
    await signInAt(staff.page, env.baseUrl, '/market-assignments', 'staff');
    await visible(row(staff.page, '1.001.001'));
    expect(await staff.page.getByRole('form', { name: 'Change Assignment' }).count()).toBe(0);

    // The shared table's filters, behind the use-filters box; then the Export file.
    expect(await staff.page.getByLabel('Filter NH').count()).toBe(0);
    await staff.page.getByText('Use filters').click();
    await staff.page.getByLabel('Filter NH').fill('1.001.003');
    await staff.page.getByLabel('Filter NH').press('Enter');
    await expect.poll(() => staff.page.locator('tbody tr').count()).toBe(1);
    await visible(row(staff.page, '1.001.003'));
    const download = staff.page.waitForEvent('download');
    await staff.page.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toMatch(/^MarketAssignmentsReport.*\.csv$/);
  });
});
