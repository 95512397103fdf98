/**
 * The Hospital Assignments page in a real browser. One of the named hospital staff adds a
 * facility (the rule's messages first), edits it, deactivates and reactivates it after a
 * confirmation, and reads its change history: every change shows from Apollo's cache, with no
 * second request for the table's query (asserted on the network) and the database changed. Staff
 * see the table without Add New, with Edit disabled and the reason shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AssignmentType } from '@luminate/schema/constants';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

const HOUSTON = 920001625;
const PATH = '/hospital-assignments';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

const count = (ops: string[], name: string) => ops.filter((o) => o === name).length;

async function facilityRow(facilityId: number) {
  const { rows } = await env.stack.db.query<{
    id: number;
    facility_name: string;
    active: boolean;
    deactivated_dt: string | null;
    address: string;
  }>('SELECT id, facility_name, active, deactivated_dt, address FROM hospital_facilities WHERE facility_id = $1', [facilityId]);
  return rows[0];
}

async function openPage(persona: string): Promise<{ page: Page; ops: string[]; close: () => Promise<void> }> {
  const { context, page } = await env.newPage();
  const ops = recordOperations(page);
  await signInAt(page, env.baseUrl, PATH, persona);
  await visible(page.getByRole('heading', { name: 'Hospital Assignments' }));
  await visible(page.getByRole('table', { name: 'Hospital facilities of Houston' }).locator('tbody tr').first());
  return { page, ops, close: () => context.close() };
}

describe('hospital assignments page', () => {
  it('lets the named hospital staff add, edit, deactivate and reactivate a facility, all from the cache', async () => {
    const { page, ops, close } = await openPage('hospitalstaff');
    await expect.poll(() => page.title()).toBe('Luminate | Hospital Assignments');
    expect(await page.getByRole('tab', { name: 'Houston', selected: true }).count()).toBe(1);
    const table = page.getByRole('table', { name: 'Hospital facilities of Houston' });
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.replace(/[▲▼↕]/g, '').trim())).toEqual([
      'Facility Name',
      'Address',
      'NPI',
      'Active',
      'Total Member Admissions',
      'CESs',
      'Actions',
    ]);
    const { rows: seeded } = await env.stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM hospital_facilities WHERE market_id = $1 AND active',
      [HOUSTON],
    );
    await expect.poll(() => table.locator('tbody tr').count()).toBe(seeded[0].n);
    // The admissions count explains its period on hover.
    await table
      .locator('tbody tr')
      .first()
      .getByLabel(/admitted in the last 12 months/)
      .hover();
    await visible(page.getByText('Admitted in the last 12 months', { exact: true }).first());
    await page.screenshot({ path: `${ARTIFACTS}/hospital-assignments.png`, fullPage: true });
    expect(count(ops, 'HospitalFacilities')).toBe(1);

    // Add New: the shared rule's messages, then a valid facility.
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Hospital Facility' });
    await visible(dialog);
    expect(await dialog.getByLabel('Market').inputValue()).toBe(String(HOUSTON));
    await dialog.getByRole('button', { name: 'Add Facility' }).click();
    await visible(dialog.getByText('Facility name is required'));
    await visible(dialog.getByText('Facility id must be a number'));
    await visible(dialog.getByText('Street is required'));
    await visible(dialog.getByText('Zip must be 5 digits'));
    await dialog.getByLabel('Facility Id').fill('12a');
    await dialog.getByLabel('NPI').fill('123');
    await dialog.getByRole('button', { name: 'Add Facility' }).click();
    await visible(dialog.getByText('NPI must be 10 digits'));
    await page.screenshot({ path: `${ARTIFACTS}/hospital-add-invalid.png` });

    const facilityId = 987_654;
    await dialog.getByLabel('Facility Id').fill(String(facilityId));
    await dialog.getByLabel('Facility Name').fill('Bayou Test Hospital');
    await dialog.getByLabel('NPI').fill('');
    await dialog.getByLabel('Street').fill('1 Bayou Way');
    await dialog.getByLabel('City').fill('Houston');
    await dialog.getByLabel('State').selectOption('TX');
    await dialog.getByLabel('Zip').fill('77002');
    const { rows: ces } = await env.stack.db.query<{ first_name: string; last_name: string }>(
      `SELECT DISTINCT e.first_name, e.last_name FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN employees e ON e.id = a.employee_id
       WHERE a.assignment_type_id = $1 AND a.inactive_dt IS NULL AND o.market_id = $2 AND NOT e.archived ORDER BY e.last_name, e.first_name LIMIT 1`,
      [AssignmentType.CES, HOUSTON],
    );
    await dialog.getByText(`${ces[0].first_name} ${ces[0].last_name}`, { exact: true }).click();
    await dialog.getByLabel('Note').fill('New partner hospital');
    await dialog.getByRole('button', { name: 'Add Facility' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('Facility Added!'));

    const row = (name: string) => table.getByRole('row', { name: `${name}: open the change history` });
    await visible(row('Bayou Test Hospital'));
    const added = row('Bayou Test Hospital');
    expect(await added.innerText()).toContain('1 Bayou Way, Houston, TX 77002');
    expect(await added.innerText()).toContain(`${ces[0].first_name.charAt(0)}. ${ces[0].last_name}`);
    expect(await facilityRow(facilityId)).toMatchObject({ facility_name: 'Bayou Test Hospital', active: true });
    expect(count(ops, 'CreateHospitalFacility')).toBe(1);
    expect(count(ops, 'HospitalFacilities')).toBe(1);

    // Edit: the facility id is read-only; the row changes in place.
    await added.getByRole('button', { name: 'Edit Bayou Test Hospital' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Bayou Test Hospital' });
    await visible(edit);
    const idField = edit.getByLabel('Facility Id');
    expect(await idField.inputValue()).toBe(String(facilityId));
    expect(await idField.getAttribute('readonly')).not.toBeNull();
    expect(await edit.getByLabel('Market').inputValue()).toBe(String(HOUSTON));
    await edit.getByLabel('Facility Name').fill('Bayou Test Hospital East');
    await edit.getByLabel('Note').fill('Renamed after the merger');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await visible(page.getByText('Facility Updated!'));
    await visible(row('Bayou Test Hospital East'));
    expect((await facilityRow(facilityId)).facility_name).toBe('Bayou Test Hospital East');
    expect(count(ops, 'HospitalFacilities')).toBe(1);

    // The change history: opened from the row (Enter works as a click).
    await row('Bayou Test Hospital East').focus();
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog', { name: 'Change History: Bayou Test Hospital East' });
    await visible(history);
    const entries = history.getByRole('table', { name: 'Change history' }).locator('tbody tr');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).innerText()).toContain('Renamed after the merger');
    expect(await entries.nth(1).innerText()).toContain('New partner hospital');
    expect(await entries.nth(0).innerText()).toContain('Harper Hospital');
    // The dialog's opening animation ends before the picture is taken.
    await history.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.screenshot({ path: `${ARTIFACTS}/hospital-history.png` });
    await history.getByRole('button', { name: 'Close' }).first().click();
    await history.waitFor({ state: 'hidden' });

    // Deactivate after a confirmation: the row leaves the active list.
    await row('Bayou Test Hospital East').getByRole('button', { name: 'Deactivate Bayou Test Hospital East' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate facility?' });
    await visible(confirm);
    await confirm.getByLabel('Note (optional)').fill('Closed for renovation');
    await page.screenshot({ path: `${ARTIFACTS}/hospital-deactivate-confirm.png` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await visible(page.getByText('Facility Deactivated!'));
    await row('Bayou Test Hospital East').waitFor({ state: 'detached' });
    const deactivated = await facilityRow(facilityId);
    expect(deactivated.active).toBe(false);
    expect(deactivated.deactivated_dt).not.toBeNull();
    expect(count(ops, 'HospitalFacilities')).toBe(1);

    // Show Deactivated asks for the list with deactivated facilities (once); reactivate from there.
    await page.getByText('Show Deactivated', { exact: true }).click();
    await visible(row('Bayou Test Hospital East'));
    expect(count(ops, 'HospitalFacilities')).toBe(2);
    expect(await row('Bayou Test Hospital East').innerText()).toContain('Inactive');
    await row('Bayou Test Hospital East').getByRole('button', { name: 'Reactivate Bayou Test Hospital East' }).click();
    const reconfirm = page.getByRole('alertdialog', { name: 'Reactivate facility?' });
    await reconfirm.getByRole('button', { name: 'Reactivate' }).click();
    await reconfirm.waitFor({ state: 'hidden' });
    await visible(page.getByText('Facility Reactivated!'));
    await visible(row('Bayou Test Hospital East').getByText('Active', { exact: true }));
    expect(await facilityRow(facilityId)).toMatchObject({ active: true, deactivated_dt: null });

    // Back to active facilities only: the reactivated one is there, from the cache.
    await page.getByText('Show Deactivated', { exact: true }).click();
    await visible(row('Bayou Test Hospital East'));
    expect(count(ops, 'HospitalFacilities')).toBe(2);

    // The history, already read once, shows all four changes without asking again.
    await row('Bayou Test Hospital East').click();
    await visible(history);
    await expect.poll(() => entries.count()).toBe(4);
    expect(await entries.nth(1).innerText()).toContain('Closed for renovation');
    expect(await entries.nth(1).innerText()).toContain('Inactive');
    expect(count(ops, 'HospitalFacilityHistory')).toBe(1);
    await history.getByRole('button', { name: 'Close' }).first().click();
    await page.screenshot({ path: `${ARTIFACTS}/hospital-assignments-after.png`, fullPage: true });

    // Filters: only the matching facility stays.
    await page.getByText('Use filters', { exact: true }).click();
    await table.getByLabel('Filter Facility Name').fill('Bayou');
    await table.getByLabel('Filter Facility Name').press('Enter');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(count(ops, 'HospitalFacilities')).toBe(2);
    await close();
  });

  it('shows staff the facilities without Add New, and Edit disabled with the reason', async () => {
    const { page, close } = await openPage('staff');
    const table = page.getByRole('table', { name: 'Hospital facilities of Houston' });
    await visible(page.getByText('Only admins and the named hospital staff may add or edit hospital facilities'));
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    const edits = table.getByRole('button', { name: /^Edit / });
    expect(await edits.count()).toBeGreaterThan(0);
    for (const button of await edits.all()) expect(await button.isDisabled()).toBe(true);
    expect(await table.getByRole('button', { name: /^(Deactivate|Reactivate) / }).count()).toBe(0);
    await visible(page.getByRole('button', { name: 'Export' }));
    await page.screenshot({ path: `${ARTIFACTS}/hospital-assignments-staff.png`, fullPage: true });
    await close();
  });
});
