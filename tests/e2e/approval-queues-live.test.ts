/**
 * Live approval queues in two real browser sessions: deattmanager (All) and cd (Mine) have the
 * Deattribution Dashboard's APP / CD tab open on the same request; cd approves it, and the request leaves
 * deattmanager's list within 2 s with the tab's count lowered, while deattmanager's page sends no
 * list query (no EligibilityChanges request after the decision): the update came over the
 * subscription into the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { HAND_OFF_PLAN_REASON_IDS } from '@luminate/schema/approvals';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

const TAB = 'APP / CD Approval';

/** A seeded Term waiting for APP / CD review at cd's neighborhood (cd may decide it; deattmanager sees it). */
async function pickRequest(): Promise<{ id: number; aaneelId: string }> {
  const { rows } = await env.stack.db.query<{ id: number; aaneel_id: string }>(
    `SELECT ec.id, m.aaneel_id
       FROM eligibility_changes ec
       JOIN members m ON m.id = ec.member_id
       JOIN offices o ON o.id = m.office_id
      WHERE ec.status = 'PendingAppCdReview' AND ec.change_type = 'Term' AND o.name = '1.001.001'
      ORDER BY ec.term_reason_id = ANY($1::int[]), ec.diagnosis_dt <= (current_date - interval '3 years'), ec.id
      LIMIT 1`,
    [[...HAND_OFF_PLAN_REASON_IDS]],
  );
  expect(rows, 'a seeded PendingAppCdReview change at 1.001.001').toHaveLength(1);
  return { id: rows[0].id, aaneelId: rows[0].aaneel_id };
}

const tab = (page: Page) => page.getByRole('tab', { name: /^APP \/ CD Approval \(([\d,]+ of )?[\d,]+\)$/ });
const table = (page: Page) => page.getByRole('table', { name: TAB });

/** The number of all the tab's rows in its label: 1204 for "APP / CD Approval (1,204)" or "(3 of 1,204)". */
async function tabCount(page: Page): Promise<number> {
  return Number(/([\d,]+)\)$/.exec((await tab(page).innerText()).trim())?.[1]?.replace(/,/g, '') ?? NaN);
}

async function openTab(persona: string) {
  const { context, page } = await env.newPage();
  const operations = recordOperations(page);
  await signInAt(page, env.baseUrl, '/deattribution', persona);
  await visible(page.getByRole('heading', { name: 'Deattribution Dashboard' }));
  await tab(page).click();
  await expect.poll(() => tab(page).getAttribute('aria-selected')).toBe('true');
  return { context, page, operations };
}

/** Narrows the tab's table to one member (Enter applies the filter at once) and returns its row. */
async function rowOf(page: Page, aaneelId: string): Promise<Locator> {
  const t = table(page);
  await visible(t);
  const filter = t.getByLabel('Filter Member Id');
  await filter.fill(aaneelId);
  await filter.press('Enter');
  const row = t.locator('tbody tr', { hasText: aaneelId });
  await visible(row);
  return row;
}

async function approve(page: Page, row: Locator, note: string): Promise<void> {
  await row.getByRole('button', { name: /^View / }).click();
  const dialog = page.getByRole('dialog');
  await visible(dialog.getByLabel('Notes'));
  const confirm = dialog.getByRole('checkbox', { name: /Abnormal Date Entered/ });
  if (await confirm.count()) await dialog.getByText(/^Abnormal Date Entered/).click();
  const plan = dialog.getByLabel('External Patient Care Hand Off Plan');
  if ((await plan.count()) && (await plan.inputValue()) === '' && (await plan.isEditable())) {
    await plan.fill("Last visit this week; care moves to the member's specialist, who the member calls from now on.");
  }
  await dialog.getByLabel('Notes').fill(note);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await visible(page.getByText(/^Eligibility change for .+ approved$/).first());
}

describe('live deattribution queue across two users', () => {
  it('a request cd approves leaves deattmanager’s open list within 2 s, with the count, and no list query', async () => {
    const target = await pickRequest();
    const manager = await openTab('deattmanager');
    // deattmanager decides nothing at this stage (their Mine is empty): the All view lists the tab.
    await manager.page.getByText(/^All \(\d+\)$/).click();
    const watched = await rowOf(manager.page, target.aaneelId);
    await expect.poll(() => table(manager.page).getAttribute('aria-busy')).toBe('false');
    const countBefore = await tabCount(manager.page);
    expect(countBefore).toBeGreaterThan(0);

    const cd = await openTab('cd');
    const row = await rowOf(cd.page, target.aaneelId);
    // The manager's subscription has had time to start while cd signed in.
    const sentBefore = manager.operations.length;
    await approve(cd.page, row, 'Chart reviewed by the clinical director');
    const decidedAt = Date.now();

    await watched.waitFor({ state: 'detached', timeout: 2000 });
    await expect.poll(() => tabCount(manager.page), { timeout: Math.max(100, 2000 - (Date.now() - decidedAt)) }).toBe(countBefore - 1);
    expect(Date.now() - decidedAt).toBeLessThan(2000);
    await manager.page.screenshot({ path: `${ARTIFACTS}/approval-queues-live.png`, fullPage: true });

    const sentAfter = manager.operations.slice(sentBefore);
    expect(sentAfter).not.toContain('EligibilityChanges');
    expect(sentAfter).not.toContain('DeattributionTabCounts');
    const { rows } = await env.stack.db.query<{ status: string }>('SELECT status FROM eligibility_changes WHERE id = $1', [target.id]);
    expect(rows[0].status).toBe('PendingCmdReview');
    await cd.context.close();
    await manager.context.close();
  });
});
