/**
 * The Neighborhoods map view in a real browser, as nhmanager, with no maps key (the offline
 * engine, nothing fetched beyond this origin): the default market's active neighborhoods' located
 * nodes are the office markers, the map fits them, the zoom button zooms in one step, a marker's
 * tooltip names the office, and the page keeps to the Content-Security-Policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

const HOUSTON = 920001625;

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

describe('neighborhoods map view', () => {
  it('shows the market’s active office locations on the offline map, fitted, zoomable and within the CSP', async () => {
    const { rows } = await env.stack.db.query<{ nodes: string; states: string[] }>(
      `SELECT count(*) AS nodes, array_agg(DISTINCT n.state) AS states
         FROM office_nodes n JOIN offices o ON o.id = n.office_id
        WHERE o.market_id = $1 AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000'
          AND n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL`,
      [HOUSTON],
    );
    const located = Number(rows[0].nodes);
    expect(located).toBeGreaterThan(0);
    expect(rows[0].states).toEqual(['TX']);

    const requests: string[] = [];
    const { context, page } = await env.newPage();
    page.on('request', (request) => requests.push(request.url()));
    await signInAt(page, env.baseUrl, '/neighborhoods', 'nhmanager');
    await visible(page.locator('tr[data-office-name="1.001.000"]'));
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('Houston');

    await page.getByRole('button', { name: 'Map view' }).click();
    const map = page.getByRole('region', { name: 'Map of the active offices of Houston' });
    await visible(map);
    await expect.poll(() => map.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true');
    expect(await map.getAttribute('data-engine')).toBe('offline');
    expect(Number(await map.getAttribute('data-markers'))).toBe(located);
    expect(Number(await map.getAttribute('data-points'))).toBe(0);
    expect(Number(await map.getAttribute('data-hexes'))).toBe(0);
    expect(await page.getByRole('table', { name: /Neighborhoods of/ }).count()).toBe(0);

    // Fitted to one metro area: zoomed well past the whole-country view it opened at.
    const fittedZoom = Number(await map.getAttribute('data-zoom'));
    expect(fittedZoom).toBeGreaterThanOrEqual(6);

    // The markers are listed for keyboard users; focusing one shows its office and address.
    await page.getByText(`Places on the map (${located})`).click();
    const first = page.getByRole('button', { name: /^Office: 1\.\d{3}\.\d{3}/ }).first();
    await first.focus();
    const firstName = (await first.innerText()).split('\n')[0].replace('Office: ', '');
    await visible(map.getByText(firstName, { exact: false }).first());
    await page.getByText(`Places on the map (${located})`).click();

    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/neighborhoods-map.png`, fullPage: true });

    // The zoom button zooms in one step; the keyboard zooms back out.
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBe(fittedZoom + 1);
    await map.focus();
    await page.keyboard.press('-');
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBe(fittedZoom);

    // The mouse wheel zooms too (around the pointer).
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, -240);
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(fittedZoom);

    // The dark theme draws the basemap in dark colours; the map comes back the same.
    await page.evaluate(() => localStorage.setItem('luminate.color-mode', 'dark'));
    await page.reload();
    await page.getByRole('button', { name: 'Map view' }).click();
    await expect.poll(() => map.getAttribute('data-ready'), { timeout: 30_000 }).toBe('true');
    expect(Number(await map.getAttribute('data-markers'))).toBe(located);
    expect(Number(await map.getAttribute('data-zoom'))).toBe(fittedZoom);
    const background = await map.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(11, 18, 32)');
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${ARTIFACTS}/neighborhoods-map-dark.png` });

    // Offline: nothing was requested from anywhere but this origin.
    const origin = new URL(env.baseUrl).origin;
    const foreign = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'));
    expect(foreign.filter((url) => !url.startsWith(env.stack.issuer))).toEqual([]);
    expect(env.cspViolations()).toEqual([]);
    await context.close();
  });
});
