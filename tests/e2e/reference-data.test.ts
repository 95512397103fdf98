/**
 * Cohorts, Counties and Contracts in a real browser. datamanager adds a county (the non-alphabetic
 * warning, the duplicate message from the loaded list and from the server, success) and adds,
 * edits and terminates a contract (after a confirmation); the tables and counts follow from
 * Apollo's cache without another request for the lists. staff see the pages without Add buttons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COUNTY_EXISTS_MESSAGE, COUNTY_NON_ALPHABETIC_WARNING } from '@luminate/schema/rules';
import { ARTIFACTS, graphqlOperation, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

/** Counts the page's POSTs to /graphql per operation name, from the moment it is called. */
function countOperations(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const name = graphqlOperation(request);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  return counts;
}

const count = async (sql: string, params: unknown[] = []) => (await env.stack.db.query<{ n: number }>(sql, params)).rows[0].n;

describe('cohorts page', () => {
  it('shows every cohort with its counts to staff', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/cohorts', 'staff');
    await visible(page.getByRole('heading', { name: 'Cohorts', level: 1 }));
    const rows = page.locator('tr[data-cohort-id]');
    await visible(rows.first());
    expect(await rows.count()).toBe(await count('SELECT count(*)::int AS n FROM cohorts'));
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['Id', 'Name', 'Activation Date', 'Member Count', 'Pending Member Count']);
    // The cohort with staged members shows its pending count as the database has it.
    const { rows: pending } = await env.stack.db.query<{ cohort_id: number; n: number }>(
      'SELECT cohort_id, count(*)::int AS n FROM cohort_pending_members WHERE activated_dt IS NULL GROUP BY cohort_id ORDER BY cohort_id LIMIT 1',
    );
    const row = page.locator(`tr[data-cohort-id="${pending[0].cohort_id}"]`);
    expect((await row.locator('td').nth(4).innerText()).trim()).toBe(String(pending[0].n));
    await page.screenshot({ path: `${ARTIFACTS}/cohorts.png`, fullPage: true });
    await context.close();
  });
});

describe('counties page', () => {
  it('lets datamanager add a county: warning, duplicate messages, success, counts updated without a refetch', async () => {
    const { context, page } = await env.newPage();
    const operations = countOperations(page);
    await signInAt(page, env.baseUrl, '/counties', 'datamanager');

    const gaCount = await count(`SELECT count(*)::int AS n FROM counties WHERE state_abbrev = 'GA'`);
    const gaTab = page.getByRole('tab', { name: `GA (${gaCount})` });
    await visible(gaTab);
    expect(await gaTab.getAttribute('aria-selected')).toBe('true');
    await visible(page.getByRole('heading', { name: `Georgia: ${gaCount} counties` }));
    expect(await page.getByRole('tab', { name: /^UK/ }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/counties.png`, fullPage: true });
    expect(operations.get('Counties')).toBe(1);

    await page.getByRole('button', { name: 'Add County' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: 'Add County' }));
    const state = dialog.getByLabel('State');
    expect(await state.inputValue()).toBe('GA');
    expect(await state.locator('option[value="UK"]').count()).toBe(0);

    // A county already in the list, in another case: refused before anything is sent.
    const county = dialog.getByRole('textbox', { name: 'County' });
    await county.fill('fULTON');
    await visible(dialog.getByText(COUNTY_EXISTS_MESSAGE));
    await dialog.getByRole('button', { name: 'Add County' }).click();
    await visible(dialog.getByText(COUNTY_EXISTS_MESSAGE));
    expect(operations.get('AddCounty') ?? 0).toBe(0);

    // Added meanwhile by someone else (behind this page's list): the server's answer shows on the field.
    await env.stack.db.query(`INSERT INTO counties (county, state_abbrev) VALUES ('Camden', 'GA')`);
    await county.fill('camden');
    await dialog.getByRole('button', { name: 'Add County' }).click();
    await visible(dialog.getByText(COUNTY_EXISTS_MESSAGE));
    expect(operations.get('AddCounty')).toBe(1);

    // A non-alphabetic name is only a warning: it saves.
    await county.fill('St. Simons');
    await visible(dialog.getByText(COUNTY_NON_ALPHABETIC_WARNING));
    await page.screenshot({ path: `${ARTIFACTS}/county-warning.png` });
    await dialog.getByRole('button', { name: 'Add County' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The list (with the county added behind its back not in it) plus the new one, from the cache.
    const row = page.locator('tr[data-county-id]', { hasText: 'St. Simons' });
    await visible(row);
    await visible(page.getByRole('tab', { name: `GA (${gaCount + 1})` }));
    await visible(page.getByRole('heading', { name: `Georgia: ${gaCount + 1} counties` }));
    expect(operations.get('AddCounty')).toBe(2);
    expect(operations.get('Counties')).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM counties WHERE state_abbrev = 'GA' AND county = 'St. Simons'`)).toBe(1);
    await page.locator('[data-scope=dialog][data-part=backdrop]').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${ARTIFACTS}/county-added.png`, fullPage: true });
    await context.close();
  });

  it('shows staff the counties without Add County', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/counties', 'staff');
    await visible(page.locator('tr[data-county-id]').first());
    await page.getByRole('tab', { name: /^TX/ }).click();
    await visible(page.getByRole('heading', { name: /^Texas: \d+ counties/ }));
    expect(await page.getByRole('button', { name: 'Add County' }).count()).toBe(0);
    await context.close();
  });
});

describe('contracts page', () => {
  it('lets datamanager add, edit and terminate a contract; rows and counts move without a refetch', async () => {
    const { context, page } = await env.newPage();
    const operations = countOperations(page);
    await signInAt(page, env.baseUrl, '/contracts', 'datamanager');

    const active = await count('SELECT count(*)::int AS n FROM contracts WHERE NOT disabled');
    const termed = await count('SELECT count(*)::int AS n FROM contracts WHERE disabled');
    await visible(page.getByRole('heading', { name: `Active Contracts (${active})` }));
    await visible(page.getByRole('heading', { name: `Termed Contracts (${termed})` }));
    const activeTable = page.getByRole('table', { name: 'Active contracts' });
    const termedTable = page.getByRole('table', { name: 'Termed contracts' });
    const headers = await activeTable.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(0, 8)).toEqual(['Name', 'Payer', 'Risk Type', 'Status', 'Geography', 'Algorithm', 'Start Date', 'At-Risk Date']);
    await page.screenshot({ path: `${ARTIFACTS}/contracts.png`, fullPage: true });

    // Add: the submit stays disabled until name, start date, payer and risk type are given.
    await page.getByRole('button', { name: 'Add Contract' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: 'Add Contract' }));
    const submit = dialog.getByRole('button', { name: 'Add Contract' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill('Browser Test MA 2026');
    await dialog.getByLabel('Start Date').fill('2026-04-01');
    const payer = dialog.getByLabel('Payer');
    await payer.locator('option', { hasText: 'Humana' }).waitFor({ state: 'attached' });
    expect(await payer.locator('option', { hasText: 'SelfPay' }).count()).toBe(0);
    await payer.selectOption({ label: 'Humana' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Risk Type').selectOption({ label: 'Full risk' });
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await dialog.getByLabel('Geography').fill('GA, TX');
    await submit.click();
    await dialog.waitFor({ state: 'hidden' });

    const added = activeTable.locator('tr[data-contract-id]', { hasText: 'Browser Test MA 2026' });
    await visible(added);
    await visible(page.getByRole('heading', { name: `Active Contracts (${active + 1})` }));
    expect(await added.innerText()).toContain('04/01/2026');
    expect(await added.innerText()).toContain('Humana');

    // Edit it: the row changes in place.
    await added.getByRole('button', { name: 'Edit Browser Test MA 2026' }).click();
    await visible(dialog.getByRole('heading', { name: 'Edit Browser Test MA 2026' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill('Browser Test MA 2026 (edited)');
    await dialog.getByLabel('Status').fill('Signed');
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    const edited = activeTable.locator('tr[data-contract-id]', { hasText: 'Browser Test MA 2026 (edited)' });
    await visible(edited);
    expect(await edited.innerText()).toContain('Signed');

    // Terminate after the confirmation: the row moves to the termed table, both counts follow.
    await edited.getByRole('button', { name: 'Terminate Browser Test MA 2026 (edited)' }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm.getByText('Terminate Browser Test MA 2026 (edited)?'));
    await page.screenshot({ path: `${ARTIFACTS}/contract-terminate-confirm.png` });
    await confirm.getByRole('button', { name: 'Terminate' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const moved = termedTable.locator('tr[data-contract-id]', { hasText: 'Browser Test MA 2026 (edited)' });
    await visible(moved);
    expect(await activeTable.locator('tr[data-contract-id]', { hasText: 'Browser Test MA 2026' }).count()).toBe(0);
    await visible(page.getByRole('heading', { name: `Active Contracts (${active})` }));
    await visible(page.getByRole('heading', { name: `Termed Contracts (${termed + 1})` }));
    // Termed contracts stay editable, and cannot be terminated again.
    await visible(moved.getByRole('button', { name: /^Edit / }));
    expect(await moved.getByRole('button', { name: /^Terminate / }).count()).toBe(0);

    expect(operations.get('CreateContract')).toBe(1);
    expect(operations.get('UpdateContract')).toBe(1);
    expect(operations.get('TerminateContract')).toBe(1);
    expect(operations.get('Contracts')).toBe(1);
    const { rows } = await env.stack.db.query<{ disabled: boolean; status: string }>(
      `SELECT disabled, status FROM contracts WHERE name = 'Browser Test MA 2026 (edited)'`,
    );
    expect(rows).toEqual([{ disabled: true, status: 'Signed' }]);
    await page.locator('[data-scope=dialog][data-part=backdrop]').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${ARTIFACTS}/contract-terminated.png`, fullPage: true });
    await context.close();
  });

  it('shows staff the contracts without Add, Edit or Terminate', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/contracts', 'staff');
    await visible(page.locator('tr[data-contract-id]').first());
    expect(await page.getByRole('button', { name: 'Add Contract' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Terminate) / }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/contracts-staff.png`, fullPage: true });
    await context.close();
  });
});
