/**
 * The Deattribution Dashboard in a real browser, one seeded request through every stage as the
 * persona whose turn it is: cd (APP / CD tab), cmd (CMD tab), opsmanager (OM tab; the approved row
 * appears in the Mailing List tab from Apollo's cache, with no EligibilityChanges request after
 * the mutation), the mail house up to Pending Termination, and cd changing the reason to Other
 * there; before that, datamanager cancels another mailing-list row through the cancel modal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { HAND_OFF_PLAN_REASON_IDS, OTHER_TERM_REASON_ID } from '@luminate/schema/approvals';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

interface Target {
  id: number;
  aaneelId: string;
  memberId: number;
  fullName: string;
  engaged: boolean;
}

/**
 * A seeded Term waiting for APP / CD review at the personas' neighborhood. The reason must not be
 * Other yet (the last stage changes it to Other); ones needing no hand-off plan or date
 * confirmation come first, though the walk can supply both.
 */
async function pickRequest(): Promise<Target> {
  const { rows } = await env.stack.db.query<{ id: number; aaneel_id: string; member_id: number; full_name: string; engaged: boolean }>(
    `SELECT ec.id, m.aaneel_id, m.id AS member_id, m.first_name || ' ' || m.last_name AS full_name, m.engaged
       FROM eligibility_changes ec
       JOIN members m ON m.id = ec.member_id
       JOIN offices o ON o.id = m.office_id
      WHERE ec.status = 'PendingAppCdReview' AND ec.change_type = 'Term' AND o.name = '1.001.001' AND ec.term_reason_id <> $2
      ORDER BY ec.term_reason_id = ANY($1::int[]), ec.diagnosis_dt <= (current_date - interval '3 years'), ec.id
      LIMIT 1`,
    [[...HAND_OFF_PLAN_REASON_IDS], OTHER_TERM_REASON_ID],
  );
  expect(rows, 'a seeded PendingAppCdReview change at 1.001.001').toHaveLength(1);
  const [r] = rows;
  return { id: r.id, aaneelId: r.aaneel_id, memberId: r.member_id, fullName: r.full_name, engaged: r.engaged };
}

async function statusOf(id: number): Promise<{ status: string; term_reason_id: number | null }> {
  const { rows } = await env.stack.db.query<{ status: string; term_reason_id: number | null }>(
    'SELECT status, term_reason_id FROM eligibility_changes WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** Waits for the open dialog's entry animation, so screenshots show it as people see it. */
async function settled(page: Page): Promise<void> {
  await page
    .locator('[data-scope=dialog][data-part=content]')
    .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function signIn(persona: string) {
  const { context, page } = await env.newPage();
  const operations = recordOperations(page);
  await signInAt(page, env.baseUrl, '/deattribution', persona);
  await visible(page.getByRole('heading', { name: 'Deattribution Dashboard' }));
  return { context, page, operations };
}

// A tab's label counts its rows: '(1,204)' in All, the viewer's of them '(3 of 1,204)' in Mine.
const tab = (page: Page, label: string) =>
  page.getByRole('tab', { name: new RegExp(`^${label.replace(/[/()]/g, '\\$&')} \\(([\\d,]+ of )?[\\d,]+\\)$`) });
const table = (page: Page, label: string) => page.getByRole('table', { name: label });

/** Narrows the tab's table to one member (Enter applies the filter at once) and returns its row. */
async function rowOf(page: Page, label: string, aaneelId: string): Promise<Locator> {
  const t = table(page, label);
  await visible(t);
  const filter = t.getByLabel('Filter Member Id');
  await filter.fill(aaneelId);
  await filter.press('Enter');
  const row = t.locator('tbody tr', { hasText: aaneelId });
  await visible(row);
  return row;
}

async function openAndDecide(page: Page, row: Locator, button: 'Approve' | 'Update', note: string): Promise<void> {
  await row.getByRole('button', { name: /^View / }).click();
  const dialog = page.getByRole('dialog');
  await visible(dialog.getByLabel('Notes'));
  const confirm = dialog.getByRole('checkbox', { name: /Abnormal Date Entered/ });
  // The input is visually hidden behind Chakra's control: click the label, as a user would.
  if (await confirm.count()) {
    await dialog.getByText(/^Abnormal Date Entered/).click();
    expect(await confirm.isChecked()).toBe(true);
  }
  const plan = dialog.getByLabel('External Patient Care Hand Off Plan');
  if ((await plan.inputValue()) === '' && (await plan.isEditable())) {
    await plan.fill("Last visit this week; care moves to the member's specialist, who the member calls from now on.");
  }
  await dialog.getByLabel('Notes').fill(note);
  await dialog.getByRole('button', { name: button }).click();
  await visible(page.getByText(new RegExp(`^Eligibility change for .+ ${button === 'Approve' ? 'approved' : 'updated'}$`)).first());
  await dialog.waitFor({ state: 'hidden' });
}

describe('deattribution dashboard', () => {
  it('offers every payer but SelfPay in the Bulk Approve Terms dialog', async () => {
    const { rows } = await env.stack.db.query<{ name: string }>('SELECT name FROM payers ORDER BY name');
    const pickable = rows.map((r) => r.name).filter((name) => name !== 'SelfPay');
    expect(
      rows.map((r) => r.name),
      'the seeded payers include SelfPay',
    ).toContain('SelfPay');
    const { context, page } = await signIn('deattmanager');
    await tab(page, 'OM Approval').click();
    await page.getByRole('button', { name: 'Bulk Approve Terms' }).click();
    const dialog = page.getByRole('dialog');
    const payer = dialog.getByLabel('Payer');
    await visible(payer);
    await expect.poll(async () => (await payer.locator('option').allInnerTexts()).length).toBe(pickable.length + 1);
    const offered = (await payer.locator('option').allInnerTexts()).map((t) => t.trim());
    expect(offered).not.toContain('SelfPay');
    expect([...offered].sort()).toEqual(['All payers', ...pickable].sort());
    await context.close();
  });

  // First: the walk's mail house runs move every letter on, emptying the Mailing List.
  it('lets datamanager cancel a mailing-list row through the cancel modal', async () => {
    const { context, page } = await signIn('datamanager');
    await tab(page, 'Mailing List').click();
    const mailing = table(page, 'Mailing List');
    await visible(mailing.getByRole('button', { name: /^Cancel / }).first());
    const row = mailing.locator('tbody tr', { has: page.getByRole('button', { name: /^Cancel / }) }).first();
    const aaneelId = (await row.locator('td').nth(2).innerText()).trim();
    const { rows } = await env.stack.db.query<{ id: number }>(
      `SELECT ec.id FROM eligibility_changes ec JOIN members m ON m.id = ec.member_id
        WHERE m.aaneel_id = $1 AND ec.status IN ('PendingMemberInformed', 'LetterCreated', 'LetterPrinted', 'LetterProcessed')`,
      [aaneelId],
    );
    expect(rows).toHaveLength(1);

    await row.getByRole('button', { name: /^Cancel / }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(/^Confirm the cancelling of .+ Deattribution$/));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await visible(dialog.getByText('A note is required'));
    await dialog.getByLabel('Notes').fill('Member called back; ticket 4411');
    await settled(page);
    await page.screenshot({ path: `${ARTIFACTS}/deattribution-cancel.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await visible(page.getByText(/^Eligibility change for .+ cancelled$/).first());
    await dialog.waitFor({ state: 'hidden' });
    await mailing.locator('tbody tr', { hasText: aaneelId }).waitFor({ state: 'detached' });
    expect((await statusOf(rows[0].id)).status).toBe('Cancelled');
    await context.close();
  });

  it('walks one request through every stage as the personas whose turn it is', async () => {
    const target = await pickRequest();

    // cd: the APP / CD tab is their default.
    {
      const { context, page } = await signIn('cd');
      await expect.poll(() => tab(page, 'APP / CD Approval').getAttribute('aria-selected')).toBe('true');
      const row = await rowOf(page, 'APP / CD Approval', target.aaneelId);
      await page.screenshot({ path: `${ARTIFACTS}/deattribution-app-cd.png`, fullPage: true });
      // Engaged reads True or False, never Yes or No.
      const cells = await row.locator('td').allInnerTexts();
      expect(cells).toContain(target.engaged ? 'True' : 'False');
      expect(cells).not.toContain('Yes');
      expect(cells).not.toContain('No');
      // The change log opens under the row.
      await row.getByRole('button', { name: /^Show change log for / }).click();
      await visible(page.getByRole('table', { name: /^Change log of / }));
      await row.getByRole('button', { name: /^View / }).click();
      await visible(page.getByRole('dialog').getByText('Prior Note'));
      // The dialog names the member by name and AaneelId, never by the internal record id.
      const title = (await page.getByRole('dialog').getByRole('heading').first().innerText()).trim();
      expect(title).toBe(`${target.fullName} (${target.aaneelId})`);
      expect(title).not.toContain(`(${target.memberId})`);
      await settled(page);
      await page.screenshot({ path: `${ARTIFACTS}/deattribution-modal.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await openAndDecide(page, row, 'Approve', 'Chart reviewed by the clinical director');
      await row.waitFor({ state: 'detached' });
      expect((await statusOf(target.id)).status).toBe('PendingCmdReview');
      await context.close();
    }

    // cmd: the CMD tab.
    {
      const { context, page } = await signIn('cmd');
      await expect.poll(() => tab(page, 'CMD Approval').getAttribute('aria-selected')).toBe('true');
      const row = await rowOf(page, 'CMD Approval', target.aaneelId);
      await openAndDecide(page, row, 'Approve', 'Agree with termination');
      await row.waitFor({ state: 'detached' });
      expect((await statusOf(target.id)).status).toBe('PendingOpsManagerReview');
      await context.close();
    }

    // opsmanager: Mailing List first (its first page is cached), then approve on OM.
    {
      const { context, page, operations } = await signIn('opsmanager');
      await expect.poll(() => tab(page, 'OM Approval').getAttribute('aria-selected')).toBe('true');
      await tab(page, 'Mailing List').click();
      await visible(table(page, 'Mailing List'));
      await expect.poll(() => table(page, 'Mailing List').getAttribute('aria-busy')).toBe('false');
      await tab(page, 'OM Approval').click();
      const row = await rowOf(page, 'OM Approval', target.aaneelId);
      const mailingCountBefore = await tab(page, 'Mailing List').innerText();
      const mutationAt = operations.length;
      await openAndDecide(page, row, 'Approve', 'Operations review complete');
      await row.waitFor({ state: 'detached' });
      expect(await tab(page, 'Mailing List').innerText()).not.toBe(mailingCountBefore);

      await tab(page, 'Mailing List').click();
      const moved = table(page, 'Mailing List').locator('tbody tr', { hasText: target.aaneelId });
      await visible(moved);
      await visible(moved.getByText('Ready'));
      await page.screenshot({ path: `${ARTIFACTS}/deattribution-mailing-list.png`, fullPage: true });
      const after = operations.slice(mutationAt);
      expect(after).toContain('ApproveEligibilityChange');
      expect(after).not.toContain('EligibilityChanges');
      expect((await statusOf(target.id)).status).toBe('PendingMemberInformed');
      await context.close();
    }

    // The mail house walks the letter to Pending Termination.
    for (let run = 0; run < 10 && (await statusOf(target.id)).status !== 'PendingTermination'; run += 1) {
      await env.stack.sandbox.mailHouse.run();
    }
    expect((await statusOf(target.id)).status).toBe('PendingTermination');

    // cd changes the reason to Other in Pending Termination.
    {
      const { context, page } = await signIn('cd');
      await tab(page, 'Pending Termination').click();
      const row = await rowOf(page, 'Pending Termination', target.aaneelId);
      await row.getByRole('button', { name: /^View / }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByLabel('Term Reason'));
      expect(await dialog.getByRole('button', { name: 'Update' }).count()).toBe(0);
      await dialog.getByLabel('Term Reason').selectOption(String(OTHER_TERM_REASON_ID));
      await dialog.getByLabel('Notes').fill('Reason corrected to Other');
      await settled(page);
      await page.screenshot({ path: `${ARTIFACTS}/deattribution-update.png` });
      await dialog.getByRole('button', { name: 'Update' }).click();
      await visible(page.getByText(/^Eligibility change for .+ updated$/).first());
      await dialog.waitFor({ state: 'hidden' });
      await visible(row.getByText('Other'));
      expect(await statusOf(target.id)).toEqual({ status: 'PendingTermination', term_reason_id: OTHER_TERM_REASON_ID });
      await context.close();
    }
    // Four sign-ins and a dozen round trips: more than one default test timeout on a busy CI machine.
  }, 180_000);
});
