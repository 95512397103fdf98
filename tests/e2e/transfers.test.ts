/**
 * The Patient Transfer Dashboard in a real browser: the APP approves a transfer of a member at
 * 1.001.001 (three reviews, a type, notes) and sees it leave APP Approval and arrive on CD/RVP
 * Approval with no OfficeTransfers query after the decision; the CD acknowledges it. A second
 * transfer goes the rejection way. The export modal refuses an end before the start and then
 * downloads the workbook. Each step is checked in the sandbox database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TRANSFER_MESSAGES } from '@luminate/schema/approvals';
import { END_BEFORE_START_MESSAGE } from '@luminate/schema/rules';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;
let approvedId: number;
let rejectedId: number;

beforeAll(async () => {
  env = await startBrowserStack();
  const { rows } = await env.stack.db.query<{ id: number }>(
    `SELECT a.id FROM office_assignments a JOIN members m ON m.id = a.member_id JOIN offices o ON o.id = m.office_id
      WHERE o.name = '1.001.001' AND a.change_status = 1 ORDER BY a.id LIMIT 2`,
  );
  expect(rows, 'two seeded transfers pending APP review at 1.001.001').toHaveLength(2);
  [approvedId, rejectedId] = rows.map((r) => r.id) as [number, number];
});

afterAll(async () => {
  await env?.close();
});

async function statusOf(id: number): Promise<number | undefined> {
  const { rows } = await env.stack.db.query<{ change_status: number }>('SELECT change_status FROM office_assignments WHERE id = $1', [id]);
  return rows[0]?.change_status;
}

/** The member a transfer is about: the internal record id, and the name and AaneelId staff know. */
async function memberOf(transferId: number) {
  const { rows } = await env.stack.db.query<{ id: number; aaneel_id: string; full_name: string }>(
    `SELECT m.id, m.aaneel_id, m.first_name || ' ' || m.last_name AS full_name FROM office_assignments a JOIN members m ON m.id = a.member_id WHERE a.id = $1`,
    [transferId],
  );
  return { id: rows[0].id, aaneelId: rows[0].aaneel_id, identity: `${rows[0].full_name} (${rows[0].aaneel_id})` };
}

const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label.replace('/', '\\/')}`) });
const transferButton = (page: Page, id: number) => page.getByRole('button', { name: `Transfer ${id}`, exact: true });

async function openDrawer(page: Page, id: number): Promise<Locator> {
  await transferButton(page, id).click();
  const drawer = page.getByRole('dialog');
  await visible(drawer.getByText(/^Transfer /).first());
  return drawer;
}

async function closeDrawer(page: Page, drawer: Locator) {
  await drawer.getByRole('button', { name: 'Close' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

async function acknowledge(id: number, label: string, message: string, screenshot: string) {
  const { context, page } = await env.newPage();
  await signInAt(page, env.baseUrl, '/transition-dashboard', 'cd');
  await tab(page, 'CD/RVP Approval').click();
  await visible(transferButton(page, id));
  const drawer = await openDrawer(page, id);
  expect(await drawer.getByRole('checkbox', { name: 'Chart Review' }).isDisabled()).toBe(true);
  await drawer.getByRole('button', { name: label }).click();
  await visible(page.getByText(message));
  expect(await drawer.getByRole('button', { name: label }).isDisabled()).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/${screenshot}` });
  await closeDrawer(page, drawer);
  await transferButton(page, id).waitFor({ state: 'detached' });
  await context.close();
}

describe('Patient Transfer Dashboard', () => {
  it('lets the APP approve: the transfer leaves APP Approval and joins CD/RVP Approval from the cache', async () => {
    const { context, page } = await env.newPage();
    const operations = recordOperations(page);
    await signInAt(page, env.baseUrl, '/transition-dashboard', 'app');
    await visible(page.getByRole('heading', { name: 'Patient Transfer Dashboard' }));
    await expect.poll(() => page.title()).toBe('Luminate | Patient Transfer');

    // CD/RVP first, so its page is in the cache before the decision.
    await tab(page, 'CD/RVP Approval').click();
    await page.getByRole('table', { name: 'CD/RVP Approval transfers' }).and(page.locator('[aria-busy=false]')).waitFor();
    await tab(page, 'APP Approval').click();
    await visible(transferButton(page, approvedId));
    await page.screenshot({ path: `${ARTIFACTS}/transfers-app-tab.png`, fullPage: true });

    const drawer = await openDrawer(page, approvedId);
    // The drawer names the member by name and AaneelId, never by the internal record id.
    const member = await memberOf(approvedId);
    await visible(drawer.getByRole('heading', { name: `Transfer ${member.identity}` }));
    expect(await drawer.innerText()).not.toContain(`(${member.id})`);
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await visible(drawer.getByText('Chart review must be completed'));
    await drawer.getByText('Chart Review', { exact: true }).click();
    await drawer.getByText('Med Review', { exact: true }).click();
    await drawer.getByText('Acuity Level', { exact: true }).click();
    await drawer.getByLabel('Transfer Type').selectOption('FACE_TO_FACE_WITH_PATIENT');
    await drawer.getByLabel('Notes').fill('Met the member; the new office is closer to home.');
    await page.screenshot({ path: `${ARTIFACTS}/transfers-drawer.png` });

    const mark = operations.length;
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await visible(page.getByText(TRANSFER_MESSAGES.approve));
    await visible(page.getByText(new RegExp(`^Transfer of .+ \\(${member.aaneelId}\\) approved$`)));
    for (const name of ['Save', 'Reject', 'Approve']) expect(await drawer.getByRole('button', { name }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/transfers-approved.png` });
    await closeDrawer(page, drawer);
    await transferButton(page, approvedId).waitFor({ state: 'detached' });

    // The APP does not acknowledge: the transfer joins CD/RVP Approval as a row without a Transfer button.
    await tab(page, 'CD/RVP Approval').click();
    await visible(page.getByRole('row', { name: new RegExp(`^Transfer ${approvedId}:`) }));
    expect(await transferButton(page, approvedId).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/transfers-cd-rvp-tab.png`, fullPage: true });
    const after = operations.slice(mark);
    expect(after).toContain('ApproveOfficeTransfer');
    expect(after).not.toContain('OfficeTransfers');
    expect(await statusOf(approvedId)).toBe(3);
    await context.close();
  });

  it('lets the CD acknowledge the approval', async () => {
    await acknowledge(approvedId, 'Acknowledge Approval', TRANSFER_MESSAGES.acknowledgeApproved, 'transfers-acknowledged.png');
    expect(await statusOf(approvedId)).toBe(5);
  });

  it('takes a rejection with a reason from the APP to the CD', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/transition-dashboard', 'app');
    await visible(transferButton(page, rejectedId));
    const drawer = await openDrawer(page, rejectedId);
    await drawer.getByRole('button', { name: 'Reject' }).click();
    await visible(drawer.getByText('A reason is required to reject'));
    await drawer.getByLabel('Notes').fill('The member is staying with the current office.');
    await drawer.getByRole('button', { name: 'Reject' }).click();
    await visible(page.getByText(TRANSFER_MESSAGES.reject));
    await closeDrawer(page, drawer);
    await transferButton(page, rejectedId).waitFor({ state: 'detached' });
    expect(await statusOf(rejectedId)).toBe(4);
    await context.close();

    await acknowledge(rejectedId, 'Acknowledge Rejection', TRANSFER_MESSAGES.acknowledgeRejected, 'transfers-rejection-processed.png');
    expect(await statusOf(rejectedId)).toBe(6);
  });

  it('refuses an end date before the start date, then downloads the processed transfers', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/transition-dashboard', 'transfermanager');
    await page.getByRole('button', { name: 'Export Processed Transfers' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Export Processed Transfers'));
    const today = new Date();
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const weekAgo = new Date(today.getTime() - 7 * 86_400_000);
    await dialog.getByLabel('Start Date').fill(iso(today));
    await dialog.getByLabel('End Date').fill(iso(weekAgo));
    await dialog.getByRole('button', { name: 'Export' }).click();
    await visible(dialog.getByText(END_BEFORE_START_MESSAGE));
    await page.screenshot({ path: `${ARTIFACTS}/transfers-export-error.png` });

    await dialog.getByLabel('Start Date').fill(iso(new Date(today.getTime() - 30 * 86_400_000)));
    await dialog.getByLabel('End Date').fill(iso(today));
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});
