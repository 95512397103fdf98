/**
 * The One List page (/one-list) in a real browser against the sandbox, as `cd`: the embedded One
 * List workbook shows, and the One List table lists the panel of the CD's offices (eligible,
 * living, not termed members, counted here from the database), narrows with the office tree and
 * with a search by AANEEL id, and its CSV holds every row of the current filter (with a byte-order
 * mark). Screenshots in the light and the dark theme.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';
import { parseCsv } from '../support/csv.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

/** The live neighborhood offices the CD's community-level assignment covers. */
async function cdOffices(): Promise<{ id: number; name: string }[]> {
  const { rows } = await env.stack.db.query<{ id: number; name: string }>(
    `SELECT o.id, o.name FROM offices o
      WHERE o.active AND NOT o.deleted AND o.name NOT LIKE '%.000'
        AND EXISTS (SELECT 1 FROM market_assignments a JOIN users u ON u.employee_id = a.employee_id
                      JOIN offices h ON h.id = a.office_id
                     WHERE u.username = 'cd' AND a.inactive_dt IS NULL AND h.community_id = o.community_id AND h.market_id = o.market_id)
      ORDER BY o.name`,
  );
  return rows;
}

/** The panel of offices: eligible members, not deceased, not termed (a term date in the future still counts). */
async function panelCount(officeIds: number[]): Promise<number> {
  const { rows } = await env.stack.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM members m
      WHERE m.office_id = ANY($1::int[]) AND m.eligible AND m.deceased_dt IS NULL AND (m.term_dt IS NULL OR m.term_dt > current_date)`,
    [officeIds],
  );
  return rows[0].n;
}

async function total(page: Page): Promise<number> {
  const pager = page.getByText(/^Showing \d+–\d+ of \d+$/);
  await visible(pager, 30_000);
  await page.getByRole('table', { name: 'One List' }).and(page.locator('[aria-busy="false"]')).waitFor();
  return Number(/of (\d+)$/.exec(await pager.innerText())![1]);
}

describe('One List', () => {
  it("embeds the workbook and lists the panel of the CD's offices, narrowed by the tree and by search, with a CSV of every row", async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/one-list', 'cd');
      await visible(page.getByRole('heading', { name: 'One List Table', level: 1 }));
      await visible(page.locator('iframe[title="One List"]'), 30_000);

      const offices = await cdOffices();
      expect(offices.length).toBeGreaterThan(1);
      const all = await panelCount(offices.map((o) => o.id));
      expect(await total(page)).toBe(all);
      await page.screenshot({ path: `${ARTIFACTS}/one-list.png`, fullPage: true });

      // The first page: AANEEL id, name and office first, every row a panel member of those offices.
      const table = page.getByRole('table', { name: 'One List' });
      const headers = await table.locator('thead th').allInnerTexts();
      expect(headers.length).toBeGreaterThan(3);
      const firstRow = await table.locator('tbody tr').first().locator('td').allInnerTexts();
      const { rows: member } = await env.stack.db.query<{ name: string; office: string }>(
        `SELECT m.first_name || ' ' || m.last_name AS name, o.name AS office FROM members m JOIN offices o ON o.id = m.office_id WHERE m.aaneel_id = $1`,
        [firstRow[0]],
      );
      expect(member[0]).toEqual({ name: firstRow[1], office: firstRow[2] });

      // The CSV: every row of the current filter, with a byte-order mark and a header.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      const text = readFileSync(await download.path(), 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const csv = parseCsv(text.slice(1));
      expect(csv.length - 1).toBe(all);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);

      // Search by the first row's AANEEL id: that member alone.
      await page.getByRole('textbox', { name: 'Search members' }).fill(firstRow[0]);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => total(page)).toBe(1);
      expect(await table.locator('tbody tr').first().locator('td').first().innerText()).toBe(firstRow[0]);
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect.poll(() => total(page)).toBe(all);

      // One office fewer in the tree: the panel of the others.
      const dropped = offices[0];
      // A single root starts open, so the community's offices are one click away at most.
      const tree = page.getByRole('list', { name: 'Office tree' });
      for (let guard = 0; guard < 50 && (await tree.getByRole('button', { name: /^Expand / }).count()) > 0; guard++) {
        await tree
          .getByRole('button', { name: /^Expand / })
          .first()
          .click();
      }
      await tree.getByText(dropped.name, { exact: true }).click();
      const rest = await panelCount(offices.slice(1).map((o) => o.id));
      await expect.poll(() => total(page)).toBe(rest);

      await page.evaluate(() => localStorage.setItem('luminate.color-mode', 'dark'));
      await page.reload();
      await total(page);
      await page.screenshot({ path: `${ARTIFACTS}/one-list-dark.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
