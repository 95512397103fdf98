/**
 * The Geo Dashboard in a real browser against the sandbox (no maps key, nothing beyond loopback).
 * An operations manager picks an office: the map draws one point per member the gateway answers
 * for that office (asked apart from the page), the engagement filter narrows them the same way,
 * the legend counts them, and an office with no location says it has no virtual clinic. The
 * superadmin's Hex-Select draws the market's hexes at layer 7 and counts the members of the hexes
 * picked (an out-of-range layer is refused and the last valid one stays drawn and counted, never
 * asked for); Hex-View draws the hexes of the zoom's layer. A non-admin gets no map modes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Markets } from '@luminate/schema/constants';
import { hexLayerForZoom } from '@luminate/schema/rules';
import { ARTIFACTS, graphqlOperation, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';
import { postTrusted } from './support/trusted-documents.ts';
import { GeoMemberHomesDocument } from '../../web/src/generated/graphql.ts';
import { graphql } from '../generated/gql.ts';
import { dataOf } from '../modules/helpers.ts';

const MARKET = String(Markets.DEFAULT);

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

type Engagement = 'ALL' | 'ENGAGED' | 'UNENGAGED';

/**
 * The member points the gateway answers for a selection, asked as the persona apart from the page,
 * with the app's own document (the persona may run no other).
 */
async function memberPoints(persona: string, officeId: string | null, engagement: Engagement) {
  const answer = await postTrusted(env.stack, persona, GeoMemberHomesDocument, { marketId: MARKET, officeId, engagement });
  expect(answer.body.errors).toBeUndefined();
  const homes = answer.body.data?.memberHomes;
  if (!homes) return [];
  return homes.memberIds.map((memberId, i) => ({ memberId, engaged: homes.engaged[i] }));
}

async function marketHexes(layer: number) {
  const answer = await env.stack.gql(
    'superadmin',
    graphql(`
      query GeoTestHexes($marketId: ID!, $layer: Int!) {
        marketHexes(marketId: $marketId, layer: $layer) {
          hex
          count
        }
      }
    `),
    { marketId: MARKET, layer },
  );
  expect(answer.body.errors).toBeUndefined();
  return dataOf(answer).marketHexes;
}

async function officeByName(name: string): Promise<{ id: string; name: string }> {
  const { rows } = await env.stack.db.query<{ id: number; name: string }>('SELECT id, name FROM offices WHERE name = $1', [name]);
  expect(rows[0], name).toBeDefined();
  return { id: String(rows[0].id), name: rows[0].name };
}

/** A count as the page writes it: with thousands separators. */
const countText = (n: number) => n.toLocaleString('en-US');

const theMap = (page: Page) => page.getByRole('region', { name: /^Geo Dashboard map of/ });

/** Waits until the map has drawn and shows `attribute` = `expected`. */
async function mapShows(page: Page, attribute: 'data-points' | 'data-hexes' | 'data-markers', expected: number): Promise<void> {
  const map = theMap(page);
  await expect.poll(() => map.getAttribute(attribute), { timeout: 30_000 }).toBe(String(expected));
  await expect.poll(() => map.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true');
}

async function openDashboard(persona: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await env.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text().slice(0, 500));
  });
  await signInAt(page, env.baseUrl, '/geo-dashboard', persona);
  try {
    await visible(page.getByRole('combobox', { name: 'Community or office' }), 30_000);
    await visible(page.locator('[role="region"][data-ready="true"]'), 60_000);
  } catch (error) {
    await page.screenshot({ path: `${ARTIFACTS}/geo-dashboard-failed-${persona}.png`, fullPage: true });
    throw new Error(`The dashboard did not open for ${persona} (page errors: ${pageErrors.join('; ') || 'none'})`, { cause: error });
  }
  return { page, close: () => context.close() };
}

/** Picks a choice of a radio group by its text, as a user clicks it. */
async function choose(page: Page, group: string, label: string): Promise<void> {
  const radios = page.getByRole('radiogroup', { name: group });
  await radios.getByText(label, { exact: true }).click();
  expect(await radios.getByRole('radio', { name: label, exact: true }).isChecked()).toBe(true);
}

async function screenshot(page: Page, name: string, target?: Locator): Promise<void> {
  await page.waitForTimeout(300);
  if (target) await target.screenshot({ path: `${ARTIFACTS}/${name}.png` });
  else await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

describe('Geo Dashboard', () => {
  it("draws an office's members, narrows them by engagement and names an office without a location", async () => {
    const office = await officeByName('1.001.001');
    const all = await memberPoints('opsmanager', office.id, 'ALL');
    const engaged = await memberPoints('opsmanager', office.id, 'ENGAGED');
    const unengaged = await memberPoints('opsmanager', office.id, 'UNENGAGED');
    expect(all.length).toBeGreaterThan(0);
    expect(engaged.length + unengaged.length).toBe(all.length);
    expect(engaged.every((p) => p.engaged)).toBe(true);
    expect(unengaged.every((p) => !p.engaged)).toBe(true);
    // The sandbox's own record: the office's eligible members with a home on the map.
    const { rows } = await env.stack.db.query<{ n: number; engaged: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE m.engaged)::int AS engaged
         FROM members m JOIN member_locations l ON l.member_id = m.id WHERE m.office_id = $1 AND m.eligible`,
      [office.id],
    );
    expect({ all: all.length, engaged: engaged.length }).toEqual({ all: rows[0].n, engaged: rows[0].engaged });

    const { page, close } = await openDashboard('opsmanager');
    // No map modes for a non-admin, and no refusal shown as an error.
    expect(await page.getByRole('radiogroup', { name: 'Map mode' }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByRole('combobox', { name: 'Community or office' }).selectOption(office.id);
    await mapShows(page, 'data-points', all.length);
    expect(await theMap(page).getAttribute('data-engine')).toBe('offline');
    expect(Number(await theMap(page).getAttribute('data-markers'))).toBeGreaterThan(0);
    const legend = page.getByRole('region', { name: 'Offices on the map' });
    await expect.poll(() => legend.locator(`[data-office-id="${office.id}"]`).getAttribute('data-count')).toBe(String(all.length));
    expect(await page.getByTestId('geo-status').innerText()).toContain(`of office ${office.name} shown`);
    await screenshot(page, 'geo-dashboard-office');

    await choose(page, 'Engagement', 'Engaged');
    await mapShows(page, 'data-points', engaged.length);
    await choose(page, 'Engagement', 'Unengaged');
    await mapShows(page, 'data-points', unengaged.length);
    await screenshot(page, 'geo-dashboard-office-unengaged');
    await choose(page, 'Engagement', 'All');
    await mapShows(page, 'data-points', all.length);

    // The whole market: every member of it with a home on the map.
    const market = await memberPoints('opsmanager', null, 'ALL');
    await page.getByRole('combobox', { name: 'Community or office' }).selectOption('');
    await mapShows(page, 'data-points', market.length);
    await screenshot(page, 'geo-dashboard-market');

    // A neighborhood added today has no location yet (and no members).
    const { rows: taken } = await env.stack.db.query<{ name: string }>(
      "SELECT name FROM offices WHERE name LIKE '1.001.%' ORDER BY name DESC LIMIT 1",
    );
    const nextName = `1.001.${String(Number(taken[0].name.slice(-3)) + 1).padStart(3, '0')}`;
    // Adding it is setup, done with the explorer right (superadmin holds nh-mgmt too).
    const added = await env.stack.gql(
      'superadmin',
      'mutation($input: AddNeighborhoodInput!) { addNeighborhood(input: $input) { offices { id name } } }',
      { input: { marketId: MARKET, name: nextName, commonName: 'GEO 101' } },
    );
    expect(added.body.errors).toBeUndefined();
    const fresh = await officeByName(nextName);
    await page.reload();
    const picker = page.getByRole('combobox', { name: 'Community or office' });
    await visible(picker, 30_000);
    await picker.locator(`option[value="${fresh.id}"]`).waitFor({ state: 'attached' });
    await picker.selectOption(fresh.id);
    await visible(page.getByText(`Office ${nextName} has no virtual clinic`));
    await visible(page.getByText('No members to display'));
    await mapShows(page, 'data-points', 0);
    await screenshot(page, 'geo-dashboard-no-clinic');
    await close();
  });

  it('lets an admin pick hexes at layer 7 and count their members, and view the hexes of the zoom', { timeout: 150_000 }, async () => {
    const layer7 = await marketHexes(7);
    expect(layer7.length).toBeGreaterThan(0);

    const { page, close } = await openDashboard('superadmin');
    const modes = page.getByRole('radiogroup', { name: 'Map mode' });
    await visible(modes);
    await choose(page, 'Map mode', 'Hex-Select');
    const layerInput = page.getByRole('spinbutton', { name: 'Layer' });
    expect(await layerInput.inputValue()).toBe('7');
    await mapShows(page, 'data-hexes', layer7.length);
    await visible(page.getByLabel('Selection colour'));
    const countBox = page.getByRole('textbox', { name: 'Members in selected hexes' });
    expect(await countBox.inputValue()).toBe('0');

    // The two most populated hexes, picked from the list with the keyboard.
    const [first, second] = [...layer7].sort((a, b) => b.count - a.count || a.hex.localeCompare(b.hex));
    const firstBox = page.locator(`input[data-hex="${first.hex}"]`);
    await firstBox.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => countBox.inputValue()).toBe(countText(first.count));
    if (second) {
      await page.locator(`input[data-hex="${second.hex}"]`).check();
      await expect.poll(() => countBox.inputValue()).toBe(countText(first.count + second.count));
    }
    await page.getByLabel('Selection colour').fill('#8e24aa');
    await screenshot(page, 'geo-dashboard-hex-select');

    // Another layer: its own hexes, the selection cleared.
    await layerInput.fill('6');
    const layer6 = [...(await marketHexes(6))].sort((a, b) => b.count - a.count || a.hex.localeCompare(b.hex));
    expect(layer6.length).toBeGreaterThan(1);
    await mapShows(page, 'data-hexes', layer6.length);
    expect(await countBox.inputValue()).toBe('0');
    await page.locator(`input[data-hex="${layer6[0].hex}"]`).check();
    await expect.poll(() => countBox.inputValue()).toBe(countText(layer6[0].count));

    // Out of range: the message, while layer 6 stays in use (its hexes, its selection and count),
    // and no request ever asks for layer 9.
    const askedLayers: unknown[] = [];
    page.on('request', (request) => {
      if (graphqlOperation(request)) askedLayers.push((request.postDataJSON() as { variables?: { layer?: unknown } }).variables?.layer);
    });
    await layerInput.fill('9');
    await visible(page.getByText('Layer must be a whole number from 1 to 8'));
    expect(await page.locator('input[data-hex]').count()).toBe(layer6.length);
    expect(await countBox.inputValue()).toBe(countText(layer6[0].count));
    await page.locator(`input[data-hex="${layer6[1].hex}"]`).check();
    await expect.poll(() => countBox.inputValue()).toBe(countText(layer6[0].count + layer6[1].count));
    await mapShows(page, 'data-hexes', layer6.length);
    expect(await page.getByTestId('geo-status').innerText()).toBe(`${countText(layer6.length)} hexes at layer 6`);
    expect(askedLayers).toContain(6);
    expect(askedLayers).not.toContain(9);

    // Hex-View follows the zoom: layer = zoom rounded, minus 2, within 1 to 8.
    await choose(page, 'Map mode', 'Hex-View');
    // The map fits the market's offices again (the points are gone): wait until the page's layer is the drawn zoom's.
    const layerOfZoom = async () => hexLayerForZoom(Number(await theMap(page).getAttribute('data-zoom')));
    const statusLayer = async () => /at layer (\d+)/.exec(await page.getByTestId('geo-status').innerText())?.[1];
    await expect.poll(async () => (await statusLayer()) === String(await layerOfZoom()), { timeout: 30_000 }).toBe(true);
    const viewLayer = await layerOfZoom();
    const viewHexes = await marketHexes(viewLayer);
    await mapShows(page, 'data-hexes', viewHexes.length);
    expect(await statusLayer()).toBe(String(viewLayer));
    expect(await theMap(page).getAttribute('data-points')).toBe('0');
    await screenshot(page, 'geo-dashboard-hex-view');

    // Zooming out one step asks for the layer of the new zoom.
    const zoomBefore = Number(await theMap(page).getAttribute('data-zoom'));
    await theMap(page).getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => theMap(page).getAttribute('data-zoom')).toBe(String(zoomBefore - 1));
    await expect.poll(async () => statusLayer(), { timeout: 30_000 }).toBe(String(hexLayerForZoom(zoomBefore - 1)));
    await mapShows(page, 'data-hexes', (await marketHexes(hexLayerForZoom(zoomBefore - 1))).length);

    // Picking an office goes back to the member points, and the modes leave with it.
    const office = await officeByName('1.001.001');
    await page.getByRole('combobox', { name: 'Community or office' }).selectOption(office.id);
    await expect.poll(() => modes.count()).toBe(0);
    await mapShows(page, 'data-hexes', 0);
    await close();
  });
});
