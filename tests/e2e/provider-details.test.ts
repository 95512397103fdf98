/**
 * The Provider Details page in a real browser: nhmanager sees
 * the accordion per community with the full columns, edits a provider row (the rule messages,
 * then 'Provider Updated!' with its sync text), sees the row change from Apollo's cache (no
 * second ProviderDetails query) and the edit at the top of the change log, and /provider-details
 * opens Houston; staff see the rows
 * without the full columns or Edit; an empty community says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_PROVIDERS_MESSAGE,
  PROVIDER_NOT_UPDATED_TEXT,
  PROVIDER_NOT_UPDATED_TITLE,
  PROVIDER_UPDATED_TEXT,
  PROVIDER_UPDATED_TITLE,
} from '@luminate/schema/rules';
import {
  ARTIFACTS,
  graphqlOperation,
  recordOperations,
  signInAt,
  startBrowserStack,
  visible,
  type BrowserStack,
} from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

const count = (names: string[], name: string) => names.filter((n) => n === name).length;

describe('provider details page', () => {
  it('lets nhmanager edit a provider row; the row and its change log follow without a refetch', async () => {
    // A community with no provider yet: its accordion item says so.
    await env.stack.db.query(
      `INSERT INTO offices (id, name, market_id, community_id, common_name) VALUES (99001, '1.007.000', 920001625, '1.007', 'Empty Community')`,
    );
    const { context, page } = await env.newPage();
    const operations = recordOperations(page);
    await signInAt(page, env.baseUrl, '/provider-details/920001625', 'nhmanager');
    await expect.poll(() => page.title()).toBe('Luminate | Provider Details');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Houston');

    const community = page.locator('[data-community="1.001"]');
    const row = community.locator('tr[data-employee-id]').first();
    await visible(row);
    const headers = await community.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual([
      'Provider',
      'Panel Size',
      'In Range',
      'Exclusive In Range',
      'Daily IV Limit',
      'IV Count',
      'IV Opportunity',
      'Availability',
      'Max Distance (mi)',
      'F2F',
      'Telehealth',
      'PSV',
      '',
    ]);
    await visible(page.locator('[data-community="1.007"]').getByText(NO_PROVIDERS_MESSAGE));
    await page.screenshot({ path: `${ARTIFACTS}/provider-details.png`, fullPage: true });

    const employeeId = await row.getAttribute('data-employee-id');
    const name = (await row.getByRole('cell').first().innerText()).trim();
    const before = await row.getByRole('cell').allInnerTexts();
    const limit = before[4] === '2' ? 1 : 2;

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await visible(dialog.getByLabel('Daily IV Limit'));
    await dialog.getByLabel('Daily IV Limit').fill('3');
    await visible(dialog.getByText('Daily IV limit is at most 2'));
    await dialog.getByLabel('Daily IV Limit').fill('0');
    await visible(dialog.getByText('Daily IV limit cannot be zero'));
    await dialog.getByLabel(/Max Distance/).fill('0');
    await visible(dialog.getByText('Distance cannot be zero'));
    await page.screenshot({ path: `${ARTIFACTS}/provider-edit-invalid.png` });
    await dialog.getByLabel('Daily IV Limit').fill(String(limit));
    await dialog.getByLabel(/Max Distance/).fill('33');
    await dialog.getByText('PSV eligible').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText(PROVIDER_UPDATED_TITLE));
    await visible(page.getByText(PROVIDER_UPDATED_TEXT));

    // The row shows the new limit and distance, and an opportunity that follows the limit.
    await expect.poll(async () => (await row.getByRole('cell').allInnerTexts())[4]).toBe(String(limit));
    const after = await row.getByRole('cell').allInnerTexts();
    expect(after[8]).toBe('33');
    expect(after[11]).toBe(before[11] === 'Yes' ? 'No' : 'Yes');
    const { rows } = await env.stack.db.query<{ daily_iv_limit: number; max_distance_from_hb: number }>(
      'SELECT daily_iv_limit, max_distance_from_hb FROM provider_settings WHERE employee_id = $1',
      [Number(employeeId)],
    );
    expect(rows[0]).toEqual({ daily_iv_limit: limit, max_distance_from_hb: 33 });

    await row.getByRole('button', { name: `Change log of ${name}` }).click();
    const log = page.getByRole('dialog', { name: `Change Log: ${name}` });
    await visible(log.locator('tbody tr').first());
    expect((await log.locator('tbody tr').first().getByRole('cell').allInnerTexts()).slice(0, 2)).toEqual([String(limit), '33']);
    expect(await log.locator('tbody tr').first().innerText()).toContain('Noah Neighborhoods');
    await page.screenshot({ path: `${ARTIFACTS}/provider-change-log.png` });
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'hidden' });

    expect(count(operations, 'ProviderDetails')).toBe(1);
    expect(count(operations, 'UpdateProviderDetails')).toBe(1);

    // Another market's tab opens its own address.
    await page.getByRole('tab', { name: 'Dallas' }).click();
    await page.waitForURL(`${env.baseUrl}/provider-details/920001626`);
    await visible(page.locator('[data-community="2.001"] tr[data-employee-id]').first());
    // The address without a market opens Houston.
    await page.goto('/provider-details');
    await page.waitForURL(`${env.baseUrl}/provider-details/920001625`);
    await visible(page.locator('[data-community="1.001"] tr[data-employee-id]').first());
    await context.close();
  });

  it('shows staff the rows without the full columns or Edit', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/provider-details/920001625', 'staff');
    const community = page.locator('[data-community="1.001"]');
    await visible(community.locator('tr[data-employee-id]').first());
    const headers = await community.getByRole('columnheader').allInnerTexts();
    expect(headers).not.toContain('Max Distance (mi)');
    expect(headers).not.toContain('PSV');
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/provider-details-staff.png`, fullPage: true });
    await context.close();
  });

  it("says 'Provider Not Updated!' when the save fails, and keeps the row", async () => {
    const { context, page } = await env.newPage();
    // The gateway answers the edit with a server failure.
    await page.route('**/graphql', async (route) => {
      if (graphqlOperation(route.request()) !== 'UpdateProviderDetails') return route.continue();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      });
    });
    await signInAt(page, env.baseUrl, '/provider-details/920001625', 'nhmanager');
    const row = page.locator('[data-community="1.001"] tr[data-employee-id]').nth(1);
    await visible(row);
    const name = (await row.getByRole('cell').first().innerText()).trim();
    const before = await row.getByRole('cell').allInnerTexts();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByLabel(/Max Distance/).fill('44');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(PROVIDER_NOT_UPDATED_TITLE));
    await visible(page.getByText(PROVIDER_NOT_UPDATED_TEXT));
    await page.screenshot({ path: `${ARTIFACTS}/provider-not-updated.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(before);
    await context.close();
  });
});
