/**
 * Member Proximity in a real browser against the sandbox (no maps key, nothing beyond loopback):
 * a provider and a seeded member's address with the Drop-Ins preset list at most the chosen count
 * of members, nearest first, none of them engaged and none with a visit scheduled (checked against
 * the database and the gateway), each at the distance the test computes from the seed's member
 * locations. The table leads with the AaneelId, and its CSV holds the table's columns, in order,
 * with the table's values and formats. The filters are editable only in Custom, and the map draws
 * one point per row. The picker offers every clinician holding an APP assignment.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  floorMiles,
  greatCircleMiles,
  PROVIDER_ASSIGNMENT_TYPES,
  PROXIMITY_COUNT_DEFAULT,
  PROXIMITY_FILTERS,
  TIME_RESTRICTED_ZIPS,
} from '@luminate/schema/rules';
import { Markets } from '@luminate/schema/constants';
import { ARTIFACTS, signInAt, visible, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { postTrusted } from './support/trusted-documents.ts';
import { parseCsv } from '../support/csv.ts';
import { MembersNearAddressDocument } from '../../web/src/generated/graphql.ts';
import { graphql } from '../generated/gql.ts';
import { dataOf } from '../modules/helpers.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

interface Place {
  street: string;
  zip: string;
  lat: number;
  lng: number;
}

/** A seeded member's address the geocoder knows, with the coordinates it resolves to. */
async function memberPlace(): Promise<Place> {
  const { rows } = await env.stack.db.query<Place>(
    `SELECT g.street, g.zip, g.lat, g.lng FROM members m JOIN gazetteer_places g ON g.street = m.address1 AND g.zip = m.zip
      WHERE m.market_id = $1 AND g.zip <> ALL($2::text[]) ORDER BY m.id LIMIT 1`,
    [Markets.DEFAULT, TIME_RESTRICTED_ZIPS],
  );
  expect(rows[0], 'a member address in the gazetteer').toBeDefined();
  return rows[0];
}

/**
 * A provider the lookup plans for: an employee holding an active provider assignment at a Houston
 * office (the picker lists those); named as the gateway names them.
 */
async function houstonProvider(): Promise<{ id: string; fullName: string }> {
  const { rows } = await env.stack.db.query<{ id: number }>(
    `SELECT e.id FROM employees e
      JOIN market_assignments a ON a.employee_id = e.id AND a.inactive_dt IS NULL AND a.assignment_type_id = ANY($2::int[])
      JOIN offices o ON o.id = a.office_id AND NOT o.deleted AND o.market_id = $1
     WHERE NOT e.archived
     ORDER BY e.id LIMIT 1`,
    [Markets.DEFAULT, PROVIDER_ASSIGNMENT_TYPES],
  );
  expect(rows[0], 'a Houston provider').toBeDefined();
  const answer = await env.stack.gql(
    'superadmin',
    graphql(`
      query ProximityTestClinicians($types: [ID!]) {
        employees(assignmentTypeIds: $types) {
          id
          fullName
        }
      }
    `),
    { types: PROVIDER_ASSIGNMENT_TYPES.map(String) },
  );
  const provider = dataOf(answer).employees.find((e) => e.id === String(rows[0].id));
  expect(provider, "the provider among the picker's clinicians").toBeDefined();
  return provider!;
}

/** The radio of one filter's choice. */
const choice = (page: Page, filter: string, value: string) =>
  page.getByRole('radiogroup', { name: filter, exact: true }).getByRole('radio', { name: value, exact: true });

describe('Member Proximity', () => {
  it('lists the members nearest the address with the Drop-Ins preset, nearest first, and maps them', async () => {
    const place = await memberPlace();
    const provider = await houstonProvider();

    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member-proximity', 'staff');
    await visible(page.getByRole('heading', { name: 'Member Proximity', level: 1 }));
    const lookup = page.getByRole('button', { name: 'Lookup', exact: true });
    expect(await lookup.isDisabled()).toBe(true);

    // The defaults: Prioritized Drop-Ins, count 20, drop-in days 30; the filters are not editable.
    const preset = page.getByRole('combobox', { name: 'Filter preset' });
    expect(await preset.inputValue()).toBe('PRIORITIZED_DROP_INS');
    expect(await page.getByRole('spinbutton', { name: 'Count' }).inputValue()).toBe(String(PROXIMITY_COUNT_DEFAULT));
    expect(await page.getByRole('spinbutton', { name: 'Days' }).inputValue()).toBe('30');
    expect(await choice(page, 'Cancer Indicated', 'Or').isChecked()).toBe(true);
    expect(await choice(page, 'Engaged', 'No').isChecked()).toBe(true);
    expect(await choice(page, 'Engaged', 'Yes').isDisabled()).toBe(true);

    // The clinician, typed and picked.
    const picker = page.getByRole('combobox', { name: 'Clinician' });
    await picker.fill(provider.fullName);
    await page.getByRole('option', { name: provider.fullName, exact: true }).first().click();
    expect(await lookup.isDisabled()).toBe(true);

    // The address.
    await page.getByRole('combobox', { name: 'Address' }).fill(`${place.street} ${place.zip}`);
    const option = page.getByRole('option').filter({ hasText: place.street }).filter({ hasText: place.zip }).first();
    await visible(option);
    await option.click();
    await visible(page.getByTestId('proximity-address'));

    // Drop-Ins: not engaged and no visit scheduled, the rest ignored.
    await preset.selectOption('DROP_INS');
    expect(await choice(page, 'Cancer Indicated', 'Either').isChecked()).toBe(true);
    expect(await choice(page, 'Visit Scheduled', 'No').isChecked()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/member-proximity-form.png`, fullPage: true });
    expect(await lookup.isEnabled()).toBe(true);
    await lookup.click();

    const dialog = page.getByRole('dialog', { name: /^Members near / });
    await visible(dialog);
    const table = dialog.getByRole('table', { name: /^Members nearest / });
    await visible(table.locator('tbody tr[data-member-id]').first(), 30_000);
    const rows = table.locator('tbody tr[data-member-id]');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(PROXIMITY_COUNT_DEFAULT);
    await visible(dialog.getByTestId('proximity-count').filter({ hasText: `${count} members found` }));

    const ids = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-member-id') ?? ''));
    const distances = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-distance'))));
    for (let i = 1; i < distances.length; i++) expect(distances[i]).toBeGreaterThanOrEqual(distances[i - 1]);
    // The distance column shows the same numbers.
    const shownMiles = await rows.locator('td:last-child').allInnerTexts();
    expect(shownMiles.map(Number)).toEqual(distances);

    // Against the database: none engaged, each at the distance computed from its home.
    const { rows: members } = await env.stack.db.query<{ id: number; engaged: boolean; lat: number; lng: number }>(
      `SELECT m.id, m.engaged, l.lat, l.lng FROM members m JOIN member_locations l ON l.member_id = m.id WHERE m.id = ANY($1::int[])`,
      [ids.map(Number)],
    );
    expect(members).toHaveLength(ids.length);
    const byId = new Map(members.map((m) => [String(m.id), m]));
    ids.forEach((id, i) => {
      const m = byId.get(id)!;
      expect(m.engaged).toBe(false);
      expect(distances[i]).toBe(floorMiles(greatCircleMiles(place, m)));
    });
    // Against the gateway, as staff with the app's own document: the same members, none with a visit scheduled.
    const answer = await postTrusted(env.stack, 'staff', MembersNearAddressDocument, {
      input: {
        providerId: provider.id,
        lat: place.lat,
        lng: place.lng,
        engaged: 'NO',
        visitScheduled: 'NO',
      },
    });
    const api = answer.body.data?.membersNearAddress ?? [];
    expect(api.map((r) => r.member.id)).toEqual(ids);
    for (const r of api) expect(r).toMatchObject({ visitScheduled: false, member: { engaged: false } });
    await settled(dialog);
    await page.screenshot({ path: `${ARTIFACTS}/member-proximity-results.png` });

    // The first column is the member's AaneelId.
    const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
    expect(headers[0]).toBe('AaneelId');
    const shown = await rows.evaluateAll((els) =>
      els.map((el) => Array.from(el.querySelectorAll('td'), (td) => (td as HTMLElement).innerText.trim())),
    );
    for (const cells of shown) expect(cells[0]).toMatch(/^A\d{9}$/);
    // The CSV: the table's header row, and each row as the table shows it (dates MM/DD/YYYY, the
    // one-line address), a missing value blank.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = parseCsv(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''));
    expect(csv[0]).toEqual(headers);
    expect(csv.slice(1)).toEqual(shown.map((cells) => cells.map((c) => (c === '—' ? '' : c))));
    const address = headers.indexOf('Address');
    expect(shown[0][address]).toMatch(/, [A-Z]{2} \d{5}$/);
    const dated = shown.flatMap((cells) => cells.filter((c, i) => /^(Last|Recent) /.test(headers[i]) && c !== '—'));
    expect(dated.length, 'a result with a date').toBeGreaterThan(0);
    for (const date of dated) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // The map: the members as points around the clinician's address.
    await dialog.getByRole('tab', { name: 'Map' }).click();
    const map = dialog.locator('[role="region"][data-ready="true"]');
    await map.waitFor({ timeout: 30_000 });
    expect(await map.getAttribute('data-points')).toBe(String(count));
    await settled(dialog);
    await page.screenshot({ path: `${ARTIFACTS}/member-proximity-map.png` });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    // The form keeps what was chosen.
    expect(await picker.inputValue()).toBe(provider.fullName);

    // Custom makes every filter editable; a smaller count is respected.
    await preset.selectOption('CUSTOM');
    for (const f of PROXIMITY_FILTERS) expect(await choice(page, f.label, 'Yes').isEnabled()).toBe(true);
    await page.getByRole('radiogroup', { name: 'Engaged', exact: true }).getByText('No', { exact: true }).click();
    expect(await choice(page, 'Engaged', 'No').isChecked()).toBe(true);
    await page.getByRole('spinbutton', { name: 'Count' }).fill('3');
    await lookup.click();
    await visible(dialog);
    await visible(table.locator('tbody tr[data-member-id]').first(), 30_000);
    expect(await table.locator('tbody tr[data-member-id]').count()).toBeLessThanOrEqual(3);
    await context.close();
  });

  it('shows the rule message for a count out of range', async () => {
    const place = await memberPlace();
    const provider = await houstonProvider();
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member-proximity', 'staff');
    // Every clinician holding an APP assignment is offered: the APP persona, who has no NPI on file.
    await page.getByRole('combobox', { name: 'Clinician' }).fill('Avery');
    await visible(page.getByRole('option', { name: 'Avery Provider', exact: true }));
    await page.getByRole('combobox', { name: 'Clinician' }).fill(provider.fullName);
    await page.getByRole('option', { name: provider.fullName, exact: true }).first().click();
    await page.getByRole('combobox', { name: 'Address' }).fill(`${place.street} ${place.zip}`);
    await page.getByRole('option').filter({ hasText: place.street }).filter({ hasText: place.zip }).first().click();
    await visible(page.getByTestId('proximity-address'));
    await page.getByRole('spinbutton', { name: 'Count' }).fill('101');
    await page.getByRole('button', { name: 'Lookup', exact: true }).click();
    await visible(page.getByText('Count must be a whole number from 0 to 100'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
