/**
 * The Users page in a real browser: a superAdmin grants staff the med-records claim and staff's
 * next session shows the Medical Records link, then revokes it; the claims export downloads a
 * workbook; datamanager (eus) sees neither the admin claims nor the export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

async function openUser(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(search);
  await page.getByRole('list', { name: 'Users' }).getByRole('button', { name }).click();
  await visible(page.getByLabel('Selected user').getByText(name));
}

/** Whether staff, signed in afresh in a new browser context, sees Reports → Medical Records. */
async function staffSeesMedicalRecords(screenshot?: string): Promise<boolean> {
  const { context, page } = await env.newPage();
  await signInAt(page, env.baseUrl, '/markets', 'staff');
  // The menus follow the viewer's capabilities: once every request has settled, staff without a
  // report to run has no Reports menu at all, and with med-records a Reports menu of that one page.
  await page.waitForLoadState('networkidle');
  const reports = page.getByRole('button', { name: 'Reports' });
  let sees = false;
  if ((await reports.count()) > 0) {
    await reports.click();
    await visible(page.getByRole('menuitem').first());
    sees = (await page.getByRole('menuitem', { name: 'Medical Records' }).count()) > 0;
  }
  if (screenshot) await page.screenshot({ path: `${ARTIFACTS}/${screenshot}` });
  await context.close();
  return sees;
}

describe('users page', () => {
  it('lets a superAdmin grant staff Medical Records, effective in their next session, and revoke it', async () => {
    expect(await staffSeesMedicalRecords()).toBe(false);

    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/admin/users', 'superadmin');
    await visible(page.getByRole('heading', { name: 'Users' }));
    await expect.poll(() => page.title()).toBe('Luminate | Users');

    // Sorted by display name; a long list keeps only the users in view in the page, each telling
    // its place in the whole list, and the search reaches everyone else.
    const list = page.getByRole('list', { name: 'Users' });
    await visible(list.getByRole('button').first());
    const names = await list.getByRole('button').allInnerTexts();
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
    const total = Number((await page.getByText(/^[\d,]+ users$/).innerText()).split(' ')[0].replace(/,/g, ''));
    expect(await list.locator('li[aria-posinset="1"]').getAttribute('aria-setsize')).toBe(String(total));
    if (total > 100) expect(names.length).toBeLessThan(total);

    await openUser(page, 'stevie', 'Stevie Staff');
    const card = page.getByLabel('Selected user');
    await visible(card.getByText('Active', { exact: true }));
    const claims = page.getByRole('table', { name: 'Claims' });
    // A superAdmin sees (and may grant) the admin and superAdmin claims too.
    await visible(claims.getByText('Super Admin', { exact: true }));
    await visible(claims.getByText('Admin', { exact: true }));

    const medRecords = claims.getByRole('checkbox', { name: 'Medical Records' });
    expect(await medRecords.isChecked()).toBe(false);
    await claims.getByText('Medical Records', { exact: true }).hover();
    await visible(page.getByText('Requests CCD and progress-note extracts.'));

    await claims.getByText('Medical Records', { exact: true }).click();
    await visible(page.getByText('Claim granted'));
    await expect.poll(() => medRecords.isChecked()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/users-granted.png`, fullPage: true });

    expect(await staffSeesMedicalRecords('staff-medical-records.png')).toBe(true);

    await claims.getByText('Medical Records', { exact: true }).click();
    await visible(page.getByText('Claim revoked'));
    await expect.poll(() => medRecords.isChecked()).toBe(false);
    // The page's copy is what the identity provider holds: a reload shows the same.
    await page.reload();
    await openUser(page, 'stevie', 'Stevie Staff');
    expect(await page.getByRole('table', { name: 'Claims' }).getByRole('checkbox', { name: 'Medical Records' }).isChecked()).toBe(false);
    await context.close();

    expect(await staffSeesMedicalRecords()).toBe(false);
  }, 120_000); // Four sign-ins through the identity provider.

  it('builds the claims export for a superAdmin as a workbook download', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/admin/users', 'superadmin');
    const exportCard = page.getByLabel('Claims export');
    await visible(exportCard.getByRole('button', { name: 'Build' }));
    await exportCard.getByRole('combobox').selectOption({ label: 'Data Management' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportCard.getByRole('button', { name: 'Build' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await download.path();
    expect(path).toBeTruthy();
    await page.screenshot({ path: `${ARTIFACTS}/users-claims-export.png`, fullPage: true });
    await context.close();
  });

  it('shows datamanager (eus) the users without admin claims or the claims export', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/admin/users', 'datamanager');
    await openUser(page, 'noah', 'Noah Neighborhoods');
    const claims = page.getByRole('table', { name: 'Claims' });
    await visible(claims.getByText('Neighborhood Management', { exact: true }));
    expect(await claims.getByRole('checkbox', { name: 'Neighborhood Management' }).isChecked()).toBe(true);
    expect(await claims.getByText('Super Admin', { exact: true }).count()).toBe(0);
    expect(await claims.getByText('Admin', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Claims export').count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/users-datamanager.png`, fullPage: true });
    await context.close();
  });
});
