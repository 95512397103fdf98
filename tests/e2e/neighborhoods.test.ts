/**
 * The Neighborhoods page in a real browser, as nhmanager: the Houston tab's table ('-' for the
 * community rows), the filters, adding a neighborhood (the invalid id and duplicate messages,
 * the new-community warning and the OM/CD block), editing it, and its change log, with the rows
 * and counts updated from Apollo's cache: no second Neighborhoods query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_NAME_MESSAGE, NEIGHBORHOOD_EXISTS_MESSAGE, NEIGHBORHOOD_ID_MESSAGE } from '@luminate/schema/rules';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

const count = (names: string[], name: string) => names.filter((n) => n === name).length;

describe('neighborhoods page', () => {
  it('lets nhmanager add a neighborhood and edit it; rows, counts and the change log follow without a refetch', async () => {
    const { context, page } = await env.newPage();
    const operations = recordOperations(page);
    await signInAt(page, env.baseUrl, '/neighborhoods', 'nhmanager');

    await visible(page.getByRole('heading', { name: 'Neighborhoods' }));
    await expect.poll(() => page.title()).toBe('Luminate | Neighborhoods');
    const community = page.locator('tr[data-office-name="1.001.000"]');
    await visible(community);
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Houston');
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(0, 7)).toEqual([
      'Neighborhood',
      'Community',
      'Common Name',
      'Active',
      'Outreaching',
      'Eligible Members',
      'Engaged Members',
    ]);
    // Community rows show '-' for active and outreaching.
    const cells = await community.getByRole('cell').allInnerTexts();
    expect(cells[3]).toBe('-');
    expect(cells[4]).toBe('-');
    const counts = page.getByTestId('neighborhood-counts');
    const before = await counts.innerText();
    const neighborhoodsBefore = Number(/(\d+) neighborhoods/.exec(before)![1]);
    await page.screenshot({ path: `${ARTIFACTS}/neighborhoods.png`, fullPage: true });

    // Filters narrow the table in the page.
    await page.getByText('Use filters').click();
    await page.getByLabel('Filter by neighborhood or common name').fill('1.001.001');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByText('Use filters').click();
    await visible(community);

    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // Add: the id and the common name are checked with the rule's messages.
    await page.getByRole('button', { name: 'Add Neighborhood' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Add Neighborhood'));
    await dialog.getByLabel('Neighborhood Id').fill('2.001.050');
    await dialog.getByLabel('Common Name').fill('abc 1');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await visible(dialog.getByText(NEIGHBORHOOD_ID_MESSAGE));
    await visible(dialog.getByText(COMMON_NAME_MESSAGE));
    await dialog.getByLabel('Neighborhood Id').fill('1.001.001');
    await visible(dialog.getByText(NEIGHBORHOOD_EXISTS_MESSAGE));
    await page.screenshot({ path: `${ARTIFACTS}/neighborhood-add-invalid.png` });

    // A neighborhood of a new community: the warning, then the community row is added too.
    await dialog.getByLabel('Neighborhood Id').fill('1.008.001');
    await visible(dialog.getByTestId('community-warning'));
    expect(await dialog.getByTestId('community-warning').innerText()).toContain(
      'Community 1.008.000 does not exist: it will be added too.',
    );
    await dialog.getByLabel('Common Name').fill('NEW 801');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('Neighborhood 1.008.001 and community 1.008.000 added.'));
    const added = page.locator('tr[data-office-name="1.008.001"]');
    await visible(added);
    await visible(page.locator('tr[data-office-name="1.008.000"]'));
    expect((await added.getByRole('cell').allInnerTexts()).slice(0, 5)).toEqual(['1.008.001', '1.008', 'NEW 801', 'Yes', 'Yes']);
    await expect.poll(() => counts.innerText()).toContain(`${neighborhoodsBefore + 1} neighborhoods`);

    // The new community has no OM or CD yet: a second neighborhood there is blocked.
    await page.getByRole('button', { name: 'Add Neighborhood' }).click();
    await visible(dialog.getByText('Add Neighborhood'));
    await dialog.getByLabel('Neighborhood Id').fill('1.008.002');
    await visible(dialog.getByTestId('community-blocked'));
    expect(await dialog.getByTestId('community-blocked').innerText()).toContain(
      'Community 1.008.000 has no Operations Manager (OM) and no Clinical Director (CD) assigned',
    );
    expect(await dialog.getByRole('button', { name: 'Add' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/neighborhood-add-blocked.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Edit: Save waits for a change and a valid name; deactivating asks first.
    await added.getByRole('button', { name: 'Edit 1.008.001' }).click();
    await visible(dialog.getByText('Edit 1.008.001'));
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Common Name').fill('Main');
    await visible(dialog.getByText(COMMON_NAME_MESSAGE));
    await dialog.getByLabel('Common Name').fill('EDT 802');
    await dialog.getByText('Outreaching').click();
    await dialog.getByText('Active').click();
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Deactivate 1.008.001?' }));
    await visible(confirm.getByRole('button', { name: 'Deactivate' }));
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await visible(page.getByText('Neighborhood 1.008.001 saved.'));
    await expect
      .poll(async () => (await added.getByRole('cell').allInnerTexts()).slice(0, 5))
      .toEqual(['1.008.001', '1.008', 'EDT 802', 'No', 'No']);
    await expect.poll(() => counts.innerText()).toContain(`${neighborhoodsBefore + 1} neighborhoods`);

    // The change log shows the add and the edit, newest first.
    await added.getByRole('button', { name: 'Change log of 1.008.001' }).click();
    const log = page.getByRole('dialog', { name: 'Change Log: 1.008.001' });
    await visible(log.getByRole('cell', { name: 'EDT 802' }));
    const logRows = log.locator('tbody tr');
    expect(await logRows.count()).toBe(2);
    expect((await logRows.nth(0).getByRole('cell').allInnerTexts()).slice(0, 4)).toEqual(['EDT 802', 'No', 'No', 'Noah Neighborhoods']);
    expect((await logRows.nth(1).getByRole('cell').allInnerTexts()).slice(0, 4)).toEqual(['NEW 801', 'Yes', 'Yes', 'Noah Neighborhoods']);
    await page.screenshot({ path: `${ARTIFACTS}/neighborhood-change-log.png` });
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'hidden' });

    // The node log of a seeded office lists its location.
    await page.locator('tr[data-office-name="1.001.001"]').getByRole('button', { name: 'Node log of 1.001.001' }).click();
    const nodes = page.getByRole('dialog', { name: 'Node Log: 1.001.001' });
    await visible(nodes.locator('tbody tr').first());
    expect(await nodes.locator('tbody tr').first().innerText()).toMatch(/Houston, TX/);
    await page.keyboard.press('Escape');

    // Everything above came from the cache: the table was asked for once, the page never reloaded.
    expect(count(operations, 'Neighborhoods')).toBe(1);
    expect(count(operations, 'AddNeighborhood')).toBe(1);
    expect(count(operations, 'UpdateNeighborhood')).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.locator('[data-scope=dialog][data-part=backdrop]').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${ARTIFACTS}/neighborhoods-after.png`, fullPage: true });

    // The changes reached the Care API.
    const { rows } = await env.stack.db.query<{ common_name: string; active: boolean }>(
      "SELECT common_name, active FROM offices WHERE name = '1.008.001'",
    );
    expect(rows).toEqual([{ common_name: 'EDT 802', active: false }]);
    await context.close();
  });

  it('shows staff the table without Add or Edit, and lets them export it', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/neighborhoods', 'staff');
    await visible(page.locator('tr[data-office-name="1.001.001"]'));
    expect(await page.getByRole('button', { name: 'Add Neighborhood' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await visible(page.getByRole('button', { name: 'Change log of 1.001.001' }));
    // Export downloads the offices report.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    await context.close();
  });
});
