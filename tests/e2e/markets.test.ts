/**
 * The Markets page in a real browser: an eus user edits a market's phone and sees the row change
 * from Apollo's cache (no reload, no second Markets query); the shared rule's messages show in the
 * modal; staff get the table without Edit buttons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, graphqlOperation, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

const HOUSTON = '920001625';
const HIDDEN_MARKET = '940063';

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

describe('markets page', () => {
  it('lets datamanager (eus) edit a phone; the row updates from the cache without a refetch', async () => {
    const { context, page } = await env.newPage();
    const operations = countOperations(page);
    await signInAt(page, env.baseUrl, '/markets', 'datamanager');

    await visible(page.getByRole('heading', { name: 'Markets' }));
    const row = page.locator(`tr[data-market-id="${HOUSTON}"]`);
    await visible(row);
    await expect.poll(() => page.title()).toBe('Luminate | Markets');
    expect(await page.locator(`tr[data-market-id="${HIDDEN_MARKET}"]`).count()).toBe(0);
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(0, 9)).toEqual(['Id', 'Name', 'Office Prefix', 'Active', 'Address', 'City', 'State', 'Zip', 'Phone']);
    await page.screenshot({ path: `${ARTIFACTS}/markets.png`, fullPage: true });
    expect(operations.get('Markets')).toBe(1);

    // A marker on the window survives only if the page is never reloaded.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await row.getByRole('button', { name: 'Edit Houston' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Edit Houston'));
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    const phone = dialog.getByLabel('Phone');
    const original = await phone.inputValue();
    await phone.fill('71355');
    await visible(dialog.getByText('Phone must be exactly 10 digits'));
    await dialog.getByLabel('Address').fill('   ');
    await visible(dialog.getByText('Address is required'));
    await dialog.getByLabel('Zip').fill('770');
    await visible(dialog.getByText('Zip must be at least 5 digits'));
    await page.screenshot({ path: `${ARTIFACTS}/market-edit-invalid.png` });

    // Back to the saved values: nothing changed, so nothing to save.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: 'Edit Houston' }).click();
    await visible(dialog.getByText('Edit Houston'));
    expect(await dialog.getByLabel('Phone').inputValue()).toBe(original);
    await dialog.getByLabel('Phone').fill('71355');
    await dialog.getByLabel('Phone').fill(original);
    await expect.poll(() => save.isDisabled()).toBe(true);

    const newPhone = original === '7135550199' ? '7135550198' : '7135550199';
    await dialog.getByLabel('Phone').fill(newPhone);
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });

    const shown = `(${newPhone.slice(0, 3)}) ${newPhone.slice(3, 6)}-${newPhone.slice(6)}`;
    await visible(row.getByText(shown));
    expect(operations.get('UpdateMarket')).toBe(1);
    expect(operations.get('Markets')).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.locator('[data-scope=dialog][data-part=backdrop]').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${ARTIFACTS}/market-edited.png`, fullPage: true });

    // The edit reached the Care API: a fresh load shows it too.
    await page.reload();
    await visible(page.locator(`tr[data-market-id="${HOUSTON}"]`).getByText(shown));
    await context.close();
  });

  it('shows staff the markets without Edit', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/markets', 'staff');
    await visible(page.locator(`tr[data-market-id="${HOUSTON}"]`));
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/markets-staff.png`, fullPage: true });
    await context.close();
  });
});
