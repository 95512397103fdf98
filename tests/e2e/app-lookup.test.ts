/**
 * APP Lookup in a real browser against the sandbox (no maps key, nothing beyond loopback). A
 * seeded member's street is typed and its suggestion picked; Lookup lists the ten closest offices,
 * whose names, order and distances the test computes itself from the seed's office locations
 * (great-circle miles floored to 2 decimals over every office the lookup may list). A
 * time-restricted zip and a county that is not served keep Lookup disabled with their alerts.
 * Show Backups is remembered across a reload, the CSV holds the same rows, and the map view draws
 * the address and the ten offices.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CLOSEST_OFFICES_COUNT, floorMiles, greatCircleMiles, TIME_RESTRICTED_ZIPS } from '@luminate/schema/rules';
import { Markets } from '@luminate/schema/constants';
import { ARTIFACTS, signInAt, visible, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { parseCsv } from '../support/csv.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

interface Place {
  street: string;
  city: string;
  state: string;
  zip: string;
  county: string | null;
  lat: number;
  lng: number;
}

interface Expected {
  name: string;
  distance: number;
}

/** Waits for a dialog's (or popover's) animations so a screenshot shows it as the user sees it. */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** A served, unrestricted seeded member address the geocoder knows, with the coordinates it resolves to. */
async function memberPlace(): Promise<Place> {
  const { rows } = await env.stack.db.query<Place>(
    `SELECT g.street, g.city, g.state, g.zip, g.county, g.lat, g.lng
       FROM members m
       JOIN gazetteer_places g ON g.street = m.address1 AND g.zip = m.zip
       JOIN counties c ON lower(c.county) = lower(g.county) AND c.state_abbrev = g.state
      WHERE m.market_id = $1 AND g.zip <> ALL($2::text[])
      ORDER BY m.id LIMIT 1`,
    [Markets.DEFAULT, TIME_RESTRICTED_ZIPS],
  );
  expect(rows[0], 'a served member address in the gazetteer').toBeDefined();
  return rows[0];
}

/**
 * The offices the lookup may list, computed here from the seed: active, not deleted, not a
 * community row (.000), not in the hidden market, measured to the nearest active location with
 * coordinates; nearest first, distances floored to 2 decimals.
 */
async function expectedOffices(from: { lat: number; lng: number }): Promise<Expected[]> {
  const { rows } = await env.stack.db.query<{ id: number; name: string; lat: number; lng: number }>(
    `SELECT o.id, o.name, n.lat, n.lng
       FROM offices o JOIN office_nodes n ON n.office_id = o.id
      WHERE o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND o.market_id <> $1
        AND n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL`,
    [Markets.HIDDEN],
  );
  const nearest = new Map<number, { name: string; miles: number }>();
  for (const row of rows) {
    const miles = greatCircleMiles(from, { lat: row.lat, lng: row.lng });
    const held = nearest.get(row.id);
    if (!held || miles < held.miles) nearest.set(row.id, { name: row.name, miles });
  }
  return [...nearest.values()]
    .sort((a, b) => a.miles - b.miles)
    .slice(0, CLOSEST_OFFICES_COUNT)
    .map((o) => ({ name: o.name, distance: floorMiles(o.miles) }));
}

/** Rows in a comparable order: by distance, equal distances by name. */
const byDistance = (rows: Expected[]) => [...rows].sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));

/** Types an address and picks the suggestion holding its street and zip; waits for the page to check it. */
async function chooseAddress(page: Page, place: Pick<Place, 'street' | 'zip'>): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Address' });
  await search.fill(`${place.street} ${place.zip}`);
  const option = page.getByRole('option').filter({ hasText: place.street }).filter({ hasText: place.zip }).first();
  await visible(option);
  const checked = page.waitForResponse((r) => (r.request().postData() ?? '').includes('"operationName":"LookupAddress"'));
  await option.click();
  await checked;
  await visible(page.getByTestId('selected-address'));
}

/** The table's rows as the user reads them: office name and distance. */
async function tableRows(page: Page): Promise<Expected[]> {
  const table = page.getByRole('table', { name: /^Offices closest to / });
  const rows = table.locator('tbody tr[data-office-id]');
  const headers = await table.locator('thead th').allInnerTexts();
  const distanceAt = headers.indexOf('Distance (mi)');
  expect(distanceAt).toBeGreaterThan(0);
  const out: Expected[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    const name = (await row.locator('[data-office-name]').getAttribute('data-office-name')) ?? '';
    const distance = Number(await row.locator('td').nth(distanceAt).innerText());
    out.push({ name, distance });
  }
  return out;
}

describe('APP Lookup', () => {
  it('lists the ten closest offices with the distances the seed gives, remembers Show Backups, downloads them and maps them', async () => {
    const place = await memberPlace();
    const expected = await expectedOffices(place);
    expect(expected).toHaveLength(CLOSEST_OFFICES_COUNT);

    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/app-lookup', 'staff');
    await visible(page.getByRole('heading', { name: 'APP Lookup', level: 1 }));
    // No address yet: Lookup is disabled and says why.
    const lookup = page.getByRole('button', { name: 'Lookup', exact: true });
    expect(await lookup.isDisabled()).toBe(true);
    await visible(page.getByText('Choose an address from the suggestions to look up its closest offices.', { exact: true }));

    // Suggestions start at the third character.
    const search = page.getByRole('combobox', { name: 'Address' });
    await search.pressSequentially(place.street.slice(0, 2));
    await page.waitForTimeout(500);
    expect(await page.getByRole('listbox').isVisible()).toBe(false);

    await chooseAddress(page, place);
    expect(await page.getByRole('alert').filter({ hasText: 'Out of area' }).count()).toBe(0);
    expect(await lookup.isEnabled()).toBe(true);
    await lookup.click();

    const panel = page.getByRole('region', { name: `${place.county} County` });
    await visible(panel);
    await visible(panel.locator('tbody tr[data-office-id]').nth(CLOSEST_OFFICES_COUNT - 1));
    expect(await panel.getByTestId('lookup-formatted-address').innerText()).toContain(place.street);

    const shown = await tableRows(page);
    expect(shown).toHaveLength(CLOSEST_OFFICES_COUNT);
    // Nearest first, and the same offices with the same distances as computed here.
    for (let i = 1; i < shown.length; i++) expect(shown[i].distance).toBeGreaterThanOrEqual(shown[i - 1].distance);
    expect(byDistance(shown)).toEqual(byDistance(expected));
    expect(shown.map((r) => r.distance)).toEqual(expected.map((r) => r.distance));

    // The salmon rule: exactly the rows whose office name starts with another character than the first's.
    const first = shown[0].name.charAt(0);
    const highlighted = await panel
      .locator('tbody tr[data-highlighted="true"] [data-office-name]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-office-name')));
    expect(highlighted).toEqual(shown.filter((r) => r.name.charAt(0) !== first).map((r) => r.name));

    // Hovering an office shows its location's address.
    const firstOffice = panel.locator(`[data-office-name="${shown[0].name}"]`);
    await firstOffice.hover();
    const tooltip = page.getByRole('tooltip');
    await visible(tooltip);
    const { rows: nodes } = await env.stack.db.query<{ address: string }>(
      `SELECT n.address FROM office_nodes n JOIN offices o ON o.id = n.office_id
        WHERE o.name = $1 AND n.deactivated_dt IS NULL AND n.lat IS NOT NULL`,
      [shown[0].name],
    );
    expect(nodes.map((n) => n.address)).toContain((await tooltip.innerText()).trim());
    await page.screenshot({ path: `${ARTIFACTS}/app-lookup-results.png`, fullPage: true });

    // Show Backups: on by default; off hides the backup columns and stays off after a reload.
    const backups = panel.getByRole('checkbox', { name: 'Show Backups' });
    expect(await backups.isChecked()).toBe(true);
    await visible(panel.getByRole('columnheader', { name: 'Backup 1' }));
    await panel.getByText('Show Backups').hover();
    await visible(page.getByRole('tooltip').filter({ hasText: 'See which clinicans are designated as backups for the office' }));
    await panel.getByText('Show Backups').click();
    await panel.getByRole('columnheader', { name: 'Backup 1' }).waitFor({ state: 'detached' });
    expect(await panel.getByRole('columnheader', { name: 'Backup 3' }).count()).toBe(0);

    // The CSV: the same ten offices, nearest first.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = parseCsv(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''));
    expect(csv).toHaveLength(CLOSEST_OFFICES_COUNT + 1);
    const header = csv[0].map((h) => h.trim().toLowerCase());
    const officeAt = header.findIndex((h) => h === 'office' || h === 'office name');
    const milesAt = header.findIndex((h) => h.startsWith('distance'));
    expect(officeAt).toBeGreaterThanOrEqual(0);
    expect(milesAt).toBeGreaterThanOrEqual(0);
    const fromCsv = csv.slice(1).map((line) => ({ name: line[officeAt], distance: Number(line[milesAt]) }));
    expect(fromCsv.map((r) => r.distance)).toEqual(expected.map((r) => r.distance));
    expect(byDistance(fromCsv)).toEqual(byDistance(expected));

    // 'See Map View': the address and the ten offices as pins, fitted to them.
    await panel.getByRole('button', { name: 'See Map View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Closest offices on the map' });
    await visible(dialog);
    const map = dialog.getByRole('region', { name: /^Map of / });
    await map.and(page.locator('[data-ready="true"]')).waitFor({ timeout: 30_000 });
    expect(await map.getAttribute('data-markers')).toBe(String(CLOSEST_OFFICES_COUNT + 1));
    await settled(dialog);
    await page.screenshot({ path: `${ARTIFACTS}/app-lookup-map.png` });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // After a reload the choice is remembered: the backup columns stay hidden until ticked again.
    await page.reload();
    await chooseAddress(page, place);
    await page.getByRole('button', { name: 'Lookup', exact: true }).click();
    await visible(panel.locator('tbody tr[data-office-id]').first());
    expect(await panel.getByRole('checkbox', { name: 'Show Backups' }).isChecked()).toBe(false);
    expect(await panel.getByRole('columnheader', { name: 'Backup 1' }).count()).toBe(0);
    await panel.getByText('Show Backups').click();
    await visible(panel.getByRole('columnheader', { name: 'Backup 1' }));
    expect(await page.evaluate(() => window.localStorage.getItem('luminate.showBackups'))).toBe('true');
    await context.close();
  });

  it('keeps Lookup disabled for a time-restricted zip and for a county that is not served', async () => {
    const { rows: restricted } = await env.stack.db.query<Place>(
      `SELECT street, city, state, zip, county, lat, lng FROM gazetteer_places WHERE zip = ANY($1::text[]) ORDER BY id LIMIT 1`,
      [TIME_RESTRICTED_ZIPS],
    );
    expect(restricted[0], 'a gazetteer address in a time-restricted zip').toBeDefined();
    const { rows: outside } = await env.stack.db.query<Place>(
      `SELECT g.street, g.city, g.state, g.zip, g.county, g.lat, g.lng FROM gazetteer_places g
        WHERE g.zip <> ALL($1::text[]) AND g.county IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM counties c WHERE lower(c.county) = lower(g.county) AND c.state_abbrev = g.state)
        ORDER BY g.id LIMIT 1`,
      [TIME_RESTRICTED_ZIPS],
    );
    expect(outside[0], 'a gazetteer address in a county that is not served').toBeDefined();

    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/app-lookup', 'staff');
    const lookup = page.getByRole('button', { name: 'Lookup', exact: true });

    await chooseAddress(page, restricted[0]);
    const restrictedAlert = page
      .getByRole('alert')
      .filter({ hasText: 'Time-restricted area: consult the RVP before scheduling a visit at this address.' });
    await visible(restrictedAlert);
    expect(await lookup.isDisabled()).toBe(true);
    await visible(page.getByText(`zip ${restricted[0].zip} is time-restricted`));
    await page.screenshot({ path: `${ARTIFACTS}/app-lookup-time-restricted.png` });

    await chooseAddress(page, outside[0]);
    const outAlert = page
      .getByRole('alert')
      .filter({ hasText: `Out of area: ${outside[0].county} County, ${outside[0].state} is not active at this time.` });
    await visible(outAlert);
    expect(await lookup.isDisabled()).toBe(true);
    expect(await restrictedAlert.count()).toBe(0);

    // The valid counties of the address's state.
    await page.getByRole('button', { name: 'Show valid counties' }).click();
    const dialog = page.getByRole('dialog', { name: 'Valid counties' });
    await visible(dialog);
    const { rows: counties } = await env.stack.db.query<{ county: string }>(
      'SELECT county FROM counties WHERE state_abbrev = $1 ORDER BY county',
      [outside[0].state],
    );
    if (counties.length === 0) {
      await visible(dialog.getByText(/^There are no valid counties in /));
    } else {
      const listed = await dialog.locator('tbody tr td:first-child').allInnerTexts();
      expect([...listed].sort()).toEqual(counties.map((c) => c.county).sort());
    }
    await settled(dialog);
    await page.screenshot({ path: `${ARTIFACTS}/app-lookup-valid-counties.png` });
    await context.close();
  });
});
