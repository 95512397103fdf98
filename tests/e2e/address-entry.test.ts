/**
 * Address entry in a real browser, against the sandbox's geocoder (no maps key, nothing beyond
 * loopback). On the hospital form (an assignment page) suggestions wait for 4 characters; the
 * named hospital staff type a seeded office address, pick the suggestion with the keyboard, and
 * the street, city, state and zip fill in (still editable); the saved facility shows the address
 * and keeps the resolved coordinates. An address the gazetteer does not know shows 'No matching
 * US address'. In the Add Member wizard a seeded member's address fills address, city, state,
 * zip and county, and the market follows the state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

const HOUSTON = 920001625;

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

const count = (ops: string[], name: string) => ops.filter((o) => o === name).length;

/** Waits for the dialog's animations so screenshots show it as the user sees it. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** The resolved address the gateway answered for the next ResolvedAddress operation. */
function nextResolvedAddress(page: Page): Promise<{ lat: number; lng: number; county: string | null }> {
  return page
    .waitForResponse((response) => {
      const body = response.request().postData() ?? '';
      return new URL(response.url()).pathname === '/graphql' && body.includes('"operationName":"ResolvedAddress"');
    })
    .then(
      async (response) =>
        ((await response.json()) as { data: { resolvedAddress: { lat: number; lng: number; county: string | null } } }).data
          .resolvedAddress,
    );
}

describe('address entry', () => {
  it('fills the hospital form from a chosen suggestion and saves the facility with its coordinates', async () => {
    const { rows: nodes } = await env.stack.db.query<{
      street: string;
      city: string;
      state: string;
      zip: string;
      lat: number;
      lng: number;
    }>(
      `SELECT n.street, n.city, n.state, n.zip, n.lat, n.lng FROM office_nodes n JOIN offices o ON o.id = n.office_id
       WHERE o.market_id = $1 AND n.deactivated_dt IS NULL AND n.street IS NOT NULL AND n.zip ~ '^\\d{5}$' AND n.lat IS NOT NULL
       ORDER BY n.id LIMIT 1`,
      [HOUSTON],
    );
    const node = nodes[0];
    expect(node).toBeDefined();

    const { context, page } = await env.newPage();
    const ops = recordOperations(page);
    await signInAt(page, env.baseUrl, '/hospital-assignments', 'hospitalstaff');
    await visible(page.getByRole('table', { name: 'Hospital facilities of Houston' }).locator('tbody tr').first());
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Hospital Facility' });
    await visible(dialog);
    const search = dialog.getByRole('combobox', { name: 'Find a US address' });

    // An assignment page: three characters suggest nothing, the fourth does.
    await search.pressSequentially(node.street.slice(0, 3));
    await page.waitForTimeout(600);
    expect(await dialog.getByRole('listbox').isVisible()).toBe(false);
    expect(count(ops, 'AddressSuggestions')).toBe(0);

    // An address the gazetteer does not know.
    await search.fill('Qqzx Nowhere Lane');
    await visible(dialog.getByText('No matching US address'));
    await page.screenshot({ path: `${ARTIFACTS}/address-entry-no-match.png` });

    // The seeded address, street and zip: typed whole (one lookup after the pause), picked with the keyboard.
    const lookupsBefore = count(ops, 'AddressSuggestions');
    await search.fill(`${node.street} ${node.zip}`);
    const option = dialog.getByRole('option').filter({ hasText: node.street }).filter({ hasText: node.zip }).first();
    await visible(option);
    expect(count(ops, 'AddressSuggestions') - lookupsBefore).toBe(1);
    await settled(dialog);
    await page.screenshot({ path: `${ARTIFACTS}/address-entry-suggestions.png` });
    const options = await dialog.getByRole('option').allInnerTexts();
    const index = options.findIndex((text) => text.includes(node.street) && text.includes(node.zip));
    expect(index).toBeGreaterThanOrEqual(0);
    const resolved = nextResolvedAddress(page);
    for (let i = 0; i <= index; i++) await search.press('ArrowDown');
    await search.press('Enter');
    const address = await resolved;

    // The fields fill from the resolved address and stay editable.
    await expect.poll(() => dialog.getByLabel('Street').inputValue()).toBe(node.street);
    expect(await dialog.getByLabel('City').inputValue()).toBe(node.city);
    expect(await dialog.getByLabel('State').inputValue()).toBe(node.state);
    expect(await dialog.getByLabel('Zip').inputValue()).toBe(node.zip);
    expect(await dialog.getByLabel('Street').isEditable()).toBe(true);
    expect(Math.abs(address.lat - node.lat)).toBeLessThan(0.01);
    expect(Math.abs(address.lng - node.lng)).toBeLessThan(0.01);

    const facilityId = 986_543;
    await dialog.getByLabel('Facility Id').fill(String(facilityId));
    await dialog.getByLabel('Facility Name').fill('Geocoded Test Hospital');
    await settled(dialog);
    await page.screenshot({ path: `${ARTIFACTS}/address-entry-hospital-filled.png` });
    await dialog.getByRole('button', { name: 'Add Facility' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('Facility Added!'));

    const table = page.getByRole('table', { name: 'Hospital facilities of Houston' });
    const row = table.getByRole('row', { name: 'Geocoded Test Hospital: open the change history' });
    await visible(row);
    expect(await row.innerText()).toContain(`${node.street}, ${node.city}, ${node.state} ${node.zip}`);
    const { rows: saved } = await env.stack.db.query<{ street: string; zip: string; lat: number | null; lng: number | null }>(
      'SELECT street, zip, lat, lng FROM hospital_facilities WHERE facility_id = $1',
      [facilityId],
    );
    expect(saved[0]).toMatchObject({ street: node.street, zip: node.zip, lat: address.lat, lng: address.lng });
    await context.close();
  });

  it('fills the Add Member address, county and market from a chosen suggestion', async () => {
    const { rows: members } = await env.stack.db.query<{ address1: string; city: string; state: string; zip: string; county: string }>(
      `SELECT m.address1, m.city, m.state, m.zip, m.county FROM members m JOIN member_locations l ON l.member_id = m.id
       WHERE m.market_id = $1 AND m.address1 IS NOT NULL AND m.county IS NOT NULL AND m.zip ~ '^\\d{5}$'
       ORDER BY m.id LIMIT 1`,
      [HOUSTON],
    );
    const member = members[0];
    expect(member).toBeDefined();

    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member', 'datamanager');
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByRole('combobox', { name: 'Payer' }).locator('option').nth(1).waitFor({ state: 'attached' });
    await dialog.getByRole('combobox', { name: 'Payer' }).selectOption({ index: 1 });
    await dialog.getByRole('textbox', { name: 'Hcode' }).fill('H5521');
    await dialog.getByRole('combobox', { name: 'Hcode type' }).selectOption('DSNP');
    await dialog.getByRole('textbox', { name: 'Member id' }).fill(`GEO-${Date.now()}`);
    await dialog.getByRole('textbox', { name: 'EMPI' }).fill('EMPI-900432');
    await dialog.getByRole('textbox', { name: 'MBI' }).fill('3FH7JK2LM91');
    await dialog.getByRole('button', { name: 'Next' }).click();

    const search = dialog.getByRole('combobox', { name: 'Find a US address' });
    await search.fill(`${member.address1} ${member.zip}`);
    const option = dialog.getByRole('option').filter({ hasText: member.address1 }).filter({ hasText: member.zip }).first();
    await visible(option);
    await option.click();

    await expect.poll(() => dialog.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toBe(member.address1);
    expect(await dialog.getByRole('textbox', { name: 'City' }).inputValue()).toBe(member.city);
    expect(await dialog.getByRole('combobox', { name: 'State' }).inputValue()).toBe(member.state);
    expect(await dialog.getByRole('textbox', { name: 'Zip' }).inputValue()).toBe(member.zip);
    expect(await dialog.getByRole('textbox', { name: 'County' }).inputValue()).toBe(member.county);
    const { rows: markets } = await env.stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM markets WHERE state_abbrev = $1', [
      member.state,
    ]);
    if (markets[0].n === 1) expect(await dialog.getByRole('combobox', { name: 'Market' }).inputValue()).toBe(String(HOUSTON));
    await settled(dialog);
    await page.screenshot({ path: `${ARTIFACTS}/address-entry-add-member.png` });
    await context.close();
  });
});
