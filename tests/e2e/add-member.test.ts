/**
 * Add member in a real browser: the data manager opens the wizard from /member, fills the
 * payer's ids (step 1) and the member's demographics (step 2) while the progress counts to
 * 11 of 11, submits, and lands on the new member's page, whose card and contact tabs show what
 * was entered. The member is checked in the sandbox database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

/** Waits for the dialog's animations so screenshots show it as the user sees it. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

describe('Add member', () => {
  it("lets the data manager add a member and lands on the new member's page", async () => {
    const memberId = `E2E-${Date.now()}`;
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member', 'datamanager');
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await visible(dialog.getByText('0 of 11'));
    await dialog.getByRole('combobox', { name: 'Payer' }).locator('option').nth(1).waitFor({ state: 'attached' });
    // The payer picker offers every payer but SelfPay.
    const payers = await env.stack.db.query<{ name: string }>('SELECT name FROM payers');
    const pickable = payers.rows.map((r) => r.name).filter((name) => name !== 'SelfPay');
    expect(
      payers.rows.map((r) => r.name),
      'the seeded payers include SelfPay',
    ).toContain('SelfPay');
    const offered = (await dialog.getByRole('combobox', { name: 'Payer' }).locator('option').allInnerTexts()).map((t) => t.trim());
    expect(offered).not.toContain('SelfPay');
    expect([...offered].sort()).toEqual(['Select a payer', ...pickable].sort());

    await dialog.getByRole('button', { name: 'Next' }).click();
    await visible(dialog.getByText('Payer is required'));

    await dialog.getByRole('combobox', { name: 'Payer' }).selectOption({ index: 1 });
    await dialog.getByRole('textbox', { name: 'Hcode' }).fill('H5521');
    await dialog.getByRole('combobox', { name: 'Hcode type' }).selectOption('DSNP');
    await dialog.getByRole('textbox', { name: 'Member id' }).fill(memberId);
    await dialog.getByRole('textbox', { name: 'EMPI' }).fill('EMPI-900431');
    await dialog.getByRole('textbox', { name: 'MBI' }).fill('3FH7JK2LM90');
    await visible(dialog.getByText('6 of 11'));
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByRole('textbox', { name: 'First name' }).fill('Marlow');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Brightwater');
    await dialog.getByLabel('Date of birth').fill('1946-11-02');
    await dialog.getByText('Male', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('4410 Westheimer Rd');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Houston');
    await dialog.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await dialog.getByRole('textbox', { name: 'Zip' }).fill('77027');
    await dialog.getByRole('combobox', { name: 'Market' }).selectOption({ label: 'Houston' });
    await dialog.getByRole('textbox', { name: 'County' }).fill('Harris');
    await visible(dialog.getByText('10 of 11'));
    expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('(713) 555-0142');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('marlow.b@example.com');
    await visible(dialog.getByText('11 of 11'));
    await settled(dialog);
    await page.screenshot({ path: `${ARTIFACTS}/add-member-step-2.png` });

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/member\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await visible(page.getByText('Marlow Brightwater').first());
    await visible(page.getByText(memberId).first());
    await page.screenshot({ path: `${ARTIFACTS}/add-member-new-member.png`, fullPage: true });

    const { rows } = await env.stack.db.query<Record<string, unknown>>(
      `SELECT m.member_id, m.first_name, m.home_phone, m.eligible, m.engaged, m.hcode_type,
              (SELECT count(*)::int FROM member_phones p WHERE p.member_id = m.id) AS phones,
              (SELECT count(*)::int FROM member_addresses a WHERE a.member_id = m.id) AS addresses,
              (SELECT count(*)::int FROM member_emails e WHERE e.member_id = m.id) AS emails
       FROM members m WHERE m.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      member_id: memberId,
      first_name: 'Marlow',
      home_phone: '7135550142',
      eligible: true,
      engaged: false,
      hcode_type: 'DSNP',
      phones: 1,
      addresses: 1,
      emails: 1,
    });
    await context.close();
  });
});
