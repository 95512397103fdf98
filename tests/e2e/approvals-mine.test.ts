/**
 * Work queues that fit the person, in a real browser against the sandbox: as `cd`, the DNC and
 * Deattribution dashboards open on Mine with only the rows cd may decide and the Mine count in the
 * tab label; All shows the others, and one of those opens read-only with the reason and no field
 * to fill. As `agent`, Patient Transfer shows no action button on any row; as `opsmanager`, DNC
 * opens on OM Approval; and cd's home page lists their queues with links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

const escape = (text: string) => text.replace(/[/()]/g, '\\$&');
// A tab's label counts its rows: '(1,204)' in All, the viewer's of them '(3 of 1,204)' in Mine.
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${escape(label)} \\(([\\d,]+ of )?[\\d,]+\\)$`) });
const numberOf = (text: string | undefined) => Number(text?.replace(/,/g, '') ?? NaN);
/** The count a label ends with: '(12)', '(1,204)', or the first number of '(3 of 1,204)'. */
const countIn = async (locator: Locator) => numberOf(/\(([\d,]+)(?: of [\d,]+)?\)\s*$/.exec(await locator.innerText())?.[1]);
/** A Mine tab label's two numbers: the viewer's rows and all the tab's rows. */
const mineOfAllIn = async (locator: Locator) => {
  const match = /\(([\d,]+) of ([\d,]+)\)\s*$/.exec(await locator.innerText());
  return { mine: numberOf(match?.[1]), all: numberOf(match?.[2]) };
};

/** The Mine / All switch of a tab and the counts its two choices carry. */
async function switchOf(page: Page, label: string) {
  const group = page.getByRole('radiogroup', { name: `Rows listed in ${label}` });
  await visible(group);
  const mine = group.getByRole('radio', { name: /^Mine/ });
  const all = group.getByRole('radio', { name: /^All/ });
  // The radio inputs are visually hidden; their labels carry the text.
  const mineCount = await countIn(group.locator('label', { hasText: /^Mine/ }));
  const allCount = await countIn(group.locator('label', { hasText: /^All/ }));
  return { group, mine, all, mineCount, allCount };
}

/** Narrows a table to one member by the Member Id filter (Enter applies it at once). */
async function filterMember(table: Locator, aaneelId: string): Promise<void> {
  const filter = table.getByLabel('Filter Member Id');
  await filter.fill(aaneelId);
  await filter.press('Enter');
}

/** A pending CD-reviewed DNC request at an office outside cd's community 1.001: cd may not decide it. */
async function othersDncRequest(): Promise<{ id: number; aaneelId: string }> {
  const { rows } = await env.stack.db.query<{ id: number; aaneel_id: string }>(
    `SELECT d.id, m.aaneel_id FROM dnc_logs d JOIN members m ON m.id = d.member_id JOIN offices o ON o.id = m.office_id
      WHERE d.approved IS NULL AND d.approval_type = 'Cd' AND o.name NOT LIKE '1.001.%' ORDER BY d.id LIMIT 1`,
  );
  expect(rows, 'a pending Cd request outside community 1.001').toHaveLength(1);
  return { id: rows[0].id, aaneelId: rows[0].aaneel_id };
}

async function othersEligibilityChange(): Promise<string> {
  const { rows } = await env.stack.db.query<{ aaneel_id: string }>(
    `SELECT m.aaneel_id FROM eligibility_changes ec JOIN members m ON m.id = ec.member_id JOIN offices o ON o.id = m.office_id
      WHERE ec.status = 'PendingAppCdReview' AND o.name NOT LIKE '1.001.%' ORDER BY ec.id LIMIT 1`,
  );
  expect(rows, 'a change pending APP / CD review outside community 1.001').toHaveLength(1);
  return rows[0].aaneel_id;
}

/**
 * The sign-in name of a generated staff user without claims who is the CD (type 10) of a community
 * and holds nothing else, where no CD-reviewed DNC request is pending: CD Approval has rows, none theirs.
 */
async function cdWithNothingPending(): Promise<string> {
  const { rows } = await env.stack.db.query<{ username: string }>(
    `SELECT u.username
       FROM market_assignments ma JOIN offices c ON c.id = ma.office_id JOIN employees e ON e.id = ma.employee_id
       JOIN users u ON u.employee_id = e.id AND NOT u.disabled AND u.custom_claims = '{}'::jsonb
      WHERE ma.assignment_type_id = 10 AND ma.inactive_dt IS NULL AND c.name LIKE '%.000' AND NOT e.archived AND e.id > 18
        AND NOT EXISTS (SELECT 1 FROM market_assignments x WHERE x.employee_id = ma.employee_id AND x.inactive_dt IS NULL AND x.id <> ma.id)
        AND NOT EXISTS (SELECT 1 FROM dnc_logs d JOIN members m ON m.id = d.member_id JOIN offices o ON o.id = m.office_id
                         WHERE d.approved IS NULL AND d.approval_type = 'Cd' AND o.market_id = c.market_id AND o.community_id = c.community_id)
      ORDER BY ma.employee_id LIMIT 1`,
  );
  expect(rows, 'a CD of a community with no pending CD request').toHaveLength(1);
  return rows[0].username;
}

/** A read-only dialog: the reason in a visible note, no field to fill, Close as its only button. */
async function expectReadOnly(dialog: Locator): Promise<void> {
  const note = dialog.getByTestId('refused-note');
  await visible(note);
  // Its entry animation done, so screenshots show it as people see it.
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  expect((await note.innerText()).trim().length).toBeGreaterThan('Read only'.length);
  expect(await dialog.getByRole('textbox').count()).toBe(0);
  expect(await dialog.getByRole('combobox').count()).toBe(0);
  expect(await dialog.getByRole('button', { name: /^(Approve|Reject|Update|Cancel|Confirm Remove DNC|Keep DNC)$/ }).count()).toBe(0);
  expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(1);
}

describe('Mine first', () => {
  it('opens DNC on Mine for cd: decidable rows only, the Mine count in the label; All opens the others read-only', async () => {
    const other = await othersDncRequest();
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/pending-dnc', 'cd');
    const cdTab = tab(page, 'CD Approval');
    await expect.poll(() => cdTab.getAttribute('aria-selected')).toBe('true');
    const view = await switchOf(page, 'CD Approval');
    expect(await view.mine.isChecked()).toBe(true);
    expect(view.mineCount).toBeGreaterThan(0);
    expect(view.mineCount).toBeLessThan(view.allCount);
    await expect.poll(() => mineOfAllIn(cdTab)).toEqual({ mine: view.mineCount, all: view.allCount });

    const table = page.getByRole('table', { name: 'CD Approval requests' });
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
    expect(Number(await table.getAttribute('aria-rowcount'))).toBe(view.mineCount);
    // Every listed row is one cd decides: the first opens with the decision buttons.
    await table
      .getByRole('row', { name: /^DNC request \d+:/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('button', { name: /^(Approve|Confirm Remove DNC)$/ }));
    await page.screenshot({ path: `${ARTIFACTS}/approvals-mine-dnc.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The other office's request is not in Mine; in All it is, and it opens read-only.
    await filterMember(table, other.aaneelId);
    await visible(page.getByText('No data found.'));
    await view.group.locator('label', { hasText: /^All/ }).click();
    await expect.poll(() => countIn(cdTab)).toBeGreaterThan(0);
    // The column filter stays: All lists the other office's request.
    const row = page.getByRole('row', { name: new RegExp(`^DNC request ${other.id}:`) });
    await visible(row);
    await row.click();
    await expectReadOnly(page.getByRole('dialog'));
    await page.screenshot({ path: `${ARTIFACTS}/approvals-dnc-read-only.png` });
    await context.close();
  });

  it('opens Deattribution on Mine for cd; All opens another office’s change read-only', async () => {
    const aaneelId = await othersEligibilityChange();
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/deattribution', 'cd');
    const appTab = tab(page, 'APP / CD Approval');
    await expect.poll(() => appTab.getAttribute('aria-selected')).toBe('true');
    const view = await switchOf(page, 'APP / CD Approval');
    expect(await view.mine.isChecked()).toBe(true);
    expect(view.mineCount).toBeGreaterThan(0);
    expect(view.mineCount).toBeLessThan(view.allCount);
    await expect.poll(() => mineOfAllIn(appTab)).toEqual({ mine: view.mineCount, all: view.allCount });
    const table = page.getByRole('table', { name: 'APP / CD Approval' });
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
    expect(Number(await table.getAttribute('aria-rowcount'))).toBe(view.mineCount);

    // By keyboard: the checked choice takes the focus, the arrow key moves to All.
    await view.mine.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => view.all.isChecked()).toBe(true);
    await expect.poll(() => countIn(appTab)).toBe(view.allCount);
    await filterMember(table, aaneelId);
    const row = table.locator('tbody tr', { hasText: aaneelId });
    await visible(row);
    await row.getByRole('button', { name: /^View / }).click();
    const dialog = page.getByRole('dialog');
    await expectReadOnly(dialog);
    expect(await dialog.getByLabel(/Date of Deattribution Diagnosis/).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/approvals-deattribution-read-only.png` });
    await context.close();
  });

  it('labels an empty Mine tab with the rows others have: CD Approval (0 of N)', async () => {
    const persona = await cdWithNothingPending();
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/pending-dnc', persona);
    const cdTab = tab(page, 'CD Approval');
    await visible(cdTab);
    await cdTab.click();
    await expect.poll(() => cdTab.getAttribute('aria-selected')).toBe('true');
    const view = await switchOf(page, 'CD Approval');
    expect(await view.mine.isChecked()).toBe(true);
    expect(view.mineCount).toBe(0);
    expect(view.allCount).toBeGreaterThan(0);
    // The label says whose rows it counts, with the thousands separator: never a bare '(0)'.
    expect((await cdTab.innerText()).trim()).toBe(`CD Approval (0 of ${view.allCount.toLocaleString('en-US')})`);
    await visible(page.getByText('Nothing is waiting for you in CD Approval.'));
    await page.screenshot({ path: `${ARTIFACTS}/approvals-mine-empty-tab.png`, fullPage: true });
    await view.group.locator('label', { hasText: /^All/ }).click();
    await expect.poll(async () => (await cdTab.innerText()).trim()).toBe(`CD Approval (${view.allCount.toLocaleString('en-US')})`);
    await context.close();
  });

  it('shows agent no action button on any transfer, and the row still opens read-only', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/transition-dashboard', 'agent');
    const table = page.getByRole('table', { name: 'APP Approval transfers' });
    await visible(table);
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
    const rows = table.getByRole('row', { name: /^Transfer \d+:/ });
    await visible(rows.first());
    expect(await page.getByRole('radiogroup').count()).toBe(0);
    expect(await table.getByRole('button', { name: /^Transfer \d+$/ }).count()).toBe(0);
    await rows.first().focus();
    await page.keyboard.press('Enter');
    await expectReadOnly(page.getByRole('dialog'));
    await page.screenshot({ path: `${ARTIFACTS}/approvals-transfers-agent.png`, fullPage: true });
    await context.close();
  });

  it('opens DNC on OM Approval for opsmanager', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/pending-dnc', 'opsmanager');
    await expect.poll(() => tab(page, 'OM Approval').getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it("lists cd's queues on the home page, each linking to its dashboard tab", async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/pending-dnc', 'cd');
    const dncCount = await countIn(tab(page, 'CD Approval'));
    await page.goto('/');
    const work = page.getByRole('region', { name: 'Your work' });
    const dnc = work.getByRole('link', { name: /^Do Not Contact: CD Approval \(\d+\)$/ });
    await visible(dnc);
    expect(await countIn(dnc)).toBe(dncCount);
    await visible(work.getByRole('link', { name: /^Deattribution: APP \/ CD Approval \(\d+\)$/ }));
    await page.screenshot({ path: `${ARTIFACTS}/approvals-home-work.png`, fullPage: true });
    await dnc.click();
    await page.waitForURL(`${env.baseUrl}/pending-dnc?tab=CD`);
    await expect.poll(() => tab(page, 'CD Approval').getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});
