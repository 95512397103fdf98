/**
 * The DNC Dashboard in a real browser, one request per decider: the CD approves a CD request and
 * sees it leave CD Approval and arrive in History with no DncRequests query after the decision;
 * the OM declines an OM request; the DNC manager confirms a return from DNC. Each decision is
 * checked in the sandbox database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

/** A pending request of a member at neighborhood 1.001.001 (seeded for the personas). */
async function pendingRequest(approvalType: 'Cd' | 'Om', isReturn: boolean): Promise<number> {
  const { rows } = await env.stack.db.query<{ id: number }>(
    `SELECT d.id FROM dnc_logs d JOIN members m ON m.id = d.member_id JOIN offices o ON o.id = m.office_id
      WHERE o.name = '1.001.001' AND d.approved IS NULL AND d.approval_type = $1 AND d.dnc_phone = $2
      ORDER BY d.id LIMIT 1`,
    [approvalType, !isReturn],
  );
  expect(rows, `a seeded pending ${approvalType} ${isReturn ? 'return' : 'put-on'} request at 1.001.001`).toHaveLength(1);
  return rows[0].id;
}

/** The member a request is about: the internal record id, and the name and AaneelId staff know. */
async function memberOf(requestId: number) {
  const { rows } = await env.stack.db.query<{ id: number; aaneel_id: string; full_name: string }>(
    `SELECT m.id, m.aaneel_id, m.first_name || ' ' || m.last_name AS full_name FROM dnc_logs d JOIN members m ON m.id = d.member_id WHERE d.id = $1`,
    [requestId],
  );
  return { id: rows[0].id, aaneelId: rows[0].aaneel_id, identity: `${rows[0].full_name} (${rows[0].aaneel_id})` };
}

async function decision(id: number) {
  const { rows } = await env.stack.db.query<{ approved: boolean | null; handled_by_id: number | null; handler_note: string | null }>(
    'SELECT approved, handled_by_id, handler_note FROM dnc_logs WHERE id = $1',
    [id],
  );
  return rows[0];
}

const row = (page: Page, id: number) => page.getByRole('row', { name: new RegExp(`^DNC request ${id}:`) });
const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label}`) });

describe('DNC Dashboard', () => {
  it('lets the CD approve a CD request: it leaves CD Approval and joins History from the cache', async () => {
    const id = await pendingRequest('Cd', false);
    const { context, page } = await env.newPage();
    const operations = recordOperations(page);
    await signInAt(page, env.baseUrl, '/pending-dnc', 'cd');
    await visible(page.getByRole('heading', { name: 'DNC Dashboard' }));
    await expect.poll(() => page.title()).toBe('Luminate | Do Not Contact');

    // History first, so its (Handled by me) page is in the cache before the decision.
    await tab(page, 'History').click();
    await visible(page.getByRole('table', { name: 'History requests' }));
    expect(await page.getByRole('checkbox', { name: 'Handled by me' }).isChecked()).toBe(true);
    await page.getByRole('table', { name: 'History requests' }).and(page.locator('[aria-busy=false]')).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/dnc-history-mine.png`, fullPage: true });

    await tab(page, 'CD Approval').click();
    await visible(row(page, id));
    await page.screenshot({ path: `${ARTIFACTS}/dnc-cd-tab.png`, fullPage: true });
    await row(page, id).click();
    const dialog = page.getByRole('dialog');
    // The dialog names the member by name and AaneelId, never by the internal record id.
    const member = await memberOf(id);
    await visible(dialog.getByRole('heading', { name: `Approve / Reject DNC for ${member.identity}` }));
    expect(await dialog.innerText()).not.toContain(`(${member.id})`);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await visible(dialog.getByText('Handler note is required'));
    await dialog.getByLabel('Handler Note').fill('Reviewed with the care team; approved.');
    await page.screenshot({ path: `${ARTIFACTS}/dnc-decision-dialog.png` });

    const mark = operations.length;
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await visible(page.getByText(new RegExp(`^DNC request for .+ \\(${member.aaneelId}\\) approved$`)));
    await dialog.waitFor({ state: 'hidden' });
    await row(page, id).waitFor({ state: 'detached' });

    await tab(page, 'History').click();
    const moved = row(page, id);
    await visible(moved);
    expect(await moved.getByText('Approved').count()).toBe(1);
    await page.screenshot({ path: `${ARTIFACTS}/dnc-history-after.png`, fullPage: true });
    const after = operations.slice(mark);
    expect(after).toContain('ApproveDncRequest');
    expect(after).not.toContain('DncRequests');

    expect(await decision(id)).toEqual({ approved: true, handled_by_id: 5, handler_note: 'Reviewed with the care team; approved.' });
    await context.close();
  });

  it('lets the OM decline an OM request', async () => {
    const id = await pendingRequest('Om', false);
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/pending-dnc', 'opsmanager');
    await tab(page, 'OM Approval').click();
    await visible(row(page, id));
    await row(page, id).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(/^Approve \/ Reject DNC for .+ \(A\d+\)$/));
    await dialog.getByLabel('Handler Note').fill('Member reachable by the care team; keep contacting.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await visible(page.getByText(/^DNC request for .+ rejected$/));
    await row(page, id).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${ARTIFACTS}/dnc-om-declined.png`, fullPage: true });
    expect(await decision(id)).toMatchObject({ approved: false, handled_by_id: 3 });
    await context.close();
  });

  it('lets the DNC manager confirm a return from DNC', async () => {
    const id = await pendingRequest('Om', true);
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/pending-dnc', 'dncmanager');
    await tab(page, 'OM Approval').click();
    await visible(row(page, id));
    await row(page, id).click();
    const dialog = page.getByRole('dialog');
    const member = await memberOf(id);
    await visible(dialog.getByRole('heading', { name: `Return ${member.identity} from DNC` }));
    expect(await dialog.innerText()).not.toContain(`(${member.id})`);
    expect(await dialog.getByRole('button', { name: 'Keep DNC' }).count()).toBe(1);
    await dialog.getByLabel('Handler Note').fill('Member asked to be contacted again.');
    await page.screenshot({ path: `${ARTIFACTS}/dnc-return-dialog.png` });
    await dialog.getByRole('button', { name: 'Confirm Remove DNC' }).click();
    await visible(page.getByText(/^Return from DNC for .+ approved$/));
    await row(page, id).waitFor({ state: 'detached' });
    expect(await decision(id)).toMatchObject({ approved: true, handled_by_id: 10 });
    await context.close();
  });
});
