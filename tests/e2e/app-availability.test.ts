/**
 * App Availability in a real browser as the operations manager. The default market's grid shows
 * every provider of the market over the default 37 days; for the seeded provider with the most
 * initial visits the test computes, from the appointments and provider settings in the database,
 * each day's open IV slots (the cell's number), the share of the limit filled (the cell's colour
 * on the red → amber → green scale) and the IV and opportunity totals, and reads them off the
 * page. A day with IVs opens its summary with the day's events; a day without any says 'No events
 * for this day'. The view and the Show Limit switch survive a reload; a range starting before today
 * is refused with its message; a corrupt saved value falls back to the defaults. Screenshots in light and dark mode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  addDays,
  AVAILABILITY_DEFAULT_DAYS,
  AVAILABILITY_PROVIDER_TYPES,
  IV_VISIT_TYPES,
  NO_DAY_EVENTS_TEXT,
  scaleColour,
} from '@luminate/schema/rules';
import { Markets } from '@luminate/schema/constants';
import { ARTIFACTS, signInAt, visible, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { STORED_THEME_KEY } from './support/a11y-pages.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

const PREFERENCES_KEY = 'luminate.appAvailability.preferences';
const MARKET = Markets.DEFAULT;
const PATH = `/app-availability?market=${MARKET}`;

/** Today as the browser sees it (the test machine's zone). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

interface SeededProvider {
  id: number;
  name: string;
  limit: number;
  ivs: Map<string, number>;
}

/** The provider of the market with the most IVs in the default range, with their IVs per day from the appointments. */
async function busiestProvider(start: string, end: string): Promise<SeededProvider> {
  const db = env.stack.db;
  const { rows } = await db.query<{ id: number; name: string; limit: number | null }>(
    `SELECT ap.visit_with_id AS id, e.first_name || ' ' || e.last_name AS name, s.daily_iv_limit AS limit
     FROM appointments ap JOIN employees e ON e.id = ap.visit_with_id LEFT JOIN provider_settings s ON s.employee_id = e.id
     WHERE ap.appointment_status <> 'Cancelled' AND ap.visit_type = ANY($1::text[])
       AND (ap.start AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date
       AND ap.visit_with_id IN (
         SELECT a.employee_id FROM market_assignments a JOIN offices o ON o.id = a.office_id
         WHERE a.inactive_dt IS NULL AND a.assignment_type_id = ANY($4::int[]) AND o.market_id = $5 AND o.active AND NOT o.deleted)
     GROUP BY ap.visit_with_id, e.first_name, e.last_name, s.daily_iv_limit
     ORDER BY count(*) DESC, ap.visit_with_id LIMIT 1`,
    [IV_VISIT_TYPES, start, end, AVAILABILITY_PROVIDER_TYPES, MARKET],
  );
  expect(rows[0], 'a provider with IVs in the range').toBeDefined();
  const { rows: days } = await db.query<{ day: string; n: number }>(
    `SELECT to_char((start AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM appointments
     WHERE visit_with_id = $1 AND appointment_status <> 'Cancelled' AND visit_type = ANY($2::text[])
       AND (start AT TIME ZONE 'UTC')::date BETWEEN $3::date AND $4::date GROUP BY 1`,
    [rows[0].id, IV_VISIT_TYPES, start, end],
  );
  return { id: rows[0].id, name: rows[0].name, limit: rows[0].limit ?? 2, ivs: new Map(days.map((d) => [d.day, d.n])) };
}

/** Events of one provider's day in the database: appointments that are not cancelled and the other events. */
async function eventCount(id: number, date: string): Promise<number> {
  const { rows } = await env.stack.db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM appointments WHERE visit_with_id = $1 AND appointment_status <> 'Cancelled'
               AND (start AT TIME ZONE 'UTC')::date = $2::date)::int
          + (SELECT count(*) FROM availability_events WHERE employee_id = $1 AND (start AT TIME ZONE 'UTC')::date = $2::date)::int AS n`,
    [id, date],
  );
  return rows[0].n;
}

async function gridReady(page: Page): Promise<void> {
  await visible(page.getByTestId('availability-grid').locator('tr[data-provider-id]').first());
}

describe('App Availability', () => {
  it("shows a seeded provider's days, totals and colours as the database has them, and their day summary", async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, PATH, 'opsmanager');
      await gridReady(page);
      await expect(page.getByLabel('View').inputValue()).resolves.toBe('AVAILABILITY');

      const start = localToday();
      const end = addDays(start, AVAILABILITY_DEFAULT_DAYS - 1);
      const provider = await busiestProvider(start, end);
      const row = page.locator(`tr[data-provider-id="${provider.id}"]`);
      await visible(row);
      await expect(row.locator('th').innerText()).resolves.toContain(provider.name);
      expect(await row.locator('button[data-date]').count()).toBe(AVAILABILITY_DEFAULT_DAYS);

      // The IV Opportunity view: each day's open slots, coloured by the share of the limit filled.
      await page.getByLabel('View').selectOption('IV_OPPORTUNITY');
      await page.screenshot({ path: `${ARTIFACTS}/app-availability-iv-opportunity.png`, fullPage: true });
      let ivTotal = 0;
      let opportunityTotal = 0;
      for (let i = 0; i < AVAILABILITY_DEFAULT_DAYS; i++) {
        const date = addDays(start, i);
        const ivs = provider.ivs.get(date) ?? 0;
        const open = Math.max(0, provider.limit - ivs);
        ivTotal += ivs;
        opportunityTotal += open;
        const cell = row.locator(`button[data-date="${date}"]`);
        await expect(cell.innerText(), date).resolves.toBe(String(open));
        if (provider.limit > 0) {
          const colour = scaleColour(Math.min(100, (100 * ivs) / provider.limit));
          await expect(
            cell.evaluate((el) => getComputedStyle(el).backgroundColor),
            date,
          ).resolves.toBe(colour);
        }
      }
      expect(ivTotal).toBeGreaterThan(0);
      await expect(row.locator('[data-total="ivs"]').innerText()).resolves.toBe(String(ivTotal));
      await expect(row.locator('[data-total="opportunities"]').innerText()).resolves.toBe(String(opportunityTotal));

      // A day with IVs: its summary lists the day's events, titled with the provider, date and IV limit.
      const busyDate = [...provider.ivs.keys()].sort()[0];
      await row.locator(`button[data-date="${busyDate}"]`).press('Enter');
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByTestId('day-events'));
      const [y, m, d] = busyDate.split('-');
      await expect(dialog.getByRole('heading').first().innerText()).resolves.toBe(
        `${provider.name} — ${m}/${d}/${y} — IV Limit: ${provider.limit}`,
      );
      // The summary's rows arrive with its query: wait for them rather than read the count once.
      const events = await eventCount(provider.id, busyDate);
      await expect.poll(() => dialog.locator('tbody tr').count()).toBe(events);
      await dialog.getByText('IV', { exact: true }).first().waitFor();
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await page.screenshot({ path: `${ARTIFACTS}/app-availability-day-summary.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // A day without events says so.
      const { rows: quiet } = await env.stack.db.query<{ day: string }>(
        `SELECT to_char(d::date, 'YYYY-MM-DD') AS day FROM generate_series($2::date, $3::date, interval '1 day') d
         WHERE NOT EXISTS (SELECT 1 FROM appointments WHERE visit_with_id = $1 AND appointment_status <> 'Cancelled' AND (start AT TIME ZONE 'UTC')::date = d::date)
           AND NOT EXISTS (SELECT 1 FROM availability_events WHERE employee_id = $1 AND (start AT TIME ZONE 'UTC')::date = d::date)
         ORDER BY d LIMIT 1`,
        [provider.id, start, end],
      );
      expect(quiet[0], 'a day without events').toBeDefined();
      await row.locator(`button[data-date="${quiet[0].day}"]`).click();
      await visible(page.getByRole('dialog').getByText(NO_DAY_EVENTS_TEXT));
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }
  });

  it('keeps the view and switches across a reload, and falls back to the defaults when the saved value is corrupt', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, PATH, 'opsmanager');
      await gridReady(page);
      await page.getByLabel('View').selectOption('IV_OPPORTUNITY');
      await page.getByText('Show Limit').click();
      const firstCell = page.locator('tr[data-provider-id] button[data-date]').first();
      await expect(firstCell.innerText()).resolves.toMatch(/^\d+\/\d+$/);

      await page.reload();
      await gridReady(page);
      await expect(page.getByLabel('View').inputValue()).resolves.toBe('IV_OPPORTUNITY');
      await expect(page.getByRole('checkbox', { name: 'Show Limit' }).isChecked()).resolves.toBe(true);
      await expect(firstCell.innerText()).resolves.toMatch(/^\d+\/\d+$/);

      await page.getByLabel('View').selectOption('OPTIMIZATION');
      await visible(page.getByTestId('availability-legend'));
      await expect(page.getByRole('checkbox', { name: 'Show No IVs' }).isChecked()).resolves.toBe(true);
      await page.screenshot({ path: `${ARTIFACTS}/app-availability-optimization.png`, fullPage: true });

      // The range: the start cannot be before today, the end not before the start; the grid waits for a valid range.
      await page.getByLabel('From', { exact: true }).fill(addDays(localToday(), -1));
      await visible(page.getByText('Start cannot be before today'));
      expect(await page.getByTestId('availability-grid').count()).toBe(0);
      await page.getByLabel('From', { exact: true }).fill(localToday());
      await page.getByLabel('To', { exact: true }).fill(addDays(localToday(), 6));
      await gridReady(page);
      await expect.poll(() => page.locator('tr[data-provider-id]').first().locator('button[data-date]').count()).toBe(7);

      await page.evaluate(([key]) => window.localStorage.setItem(key, '{"view":"HEATMAP","showLimit":"yes"'), [PREFERENCES_KEY]);
      await page.reload();
      await gridReady(page);
      await expect(page.getByLabel('View').inputValue()).resolves.toBe('AVAILABILITY');
      await expect(firstCell.innerText()).resolves.toMatch(/^\d+%$/);
      await page.screenshot({ path: `${ARTIFACTS}/app-availability-light.png`, fullPage: true });

      await page.evaluate(([key]) => window.localStorage.setItem(key, 'dark'), [STORED_THEME_KEY]);
      await page.reload();
      await gridReady(page);
      await page.screenshot({ path: `${ARTIFACTS}/app-availability-dark.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
