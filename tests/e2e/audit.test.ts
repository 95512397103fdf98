/**
 * The Audit Trail page in a real browser: after a refused download (staff), a mutation and an
 * export (superadmin), the superadmin opens Admin → Audit Trail, sees those events with their
 * outcome badges, filters by action and by outcome; staff sees no Audit Trail link and the page
 * itself refuses them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
  const { stack } = env;
  // Something to audit: a refused download, a mutation and a members export.
  const as = async (persona: string, path: string) =>
    (await fetch(`${stack.gatewayUrl}${path}`, { headers: { authorization: `Bearer ${await stack.token(persona)}` } })).status;
  expect(await as('staff', '/files/deattribution/mailing-list')).toBe(403);
  const ticket = await stack.gql(
    'superadmin',
    'mutation Ticket($input: SupportTicketInput!) { createSupportTicket(input: $input) { id } }',
    {
      input: { subject: 'Audit page', requestor: 'Sam', erroredTool: 'Members', userNotes: 'Steps' },
    },
  );
  expect(ticket.body.errors).toBeUndefined();
  const { rows } = await stack.db.query<{ market_id: number }>(
    'SELECT market_id FROM members GROUP BY market_id ORDER BY count(*) LIMIT 1',
  );
  const filters = encodeURIComponent(JSON.stringify([{ field: 'MARKET_ID', matchMode: 'EQUALS', value: String(rows[0].market_id) }]));
  expect(await as('superadmin', `/files/exports/members.csv?filters=${filters}`)).toBe(200);
});

afterAll(async () => {
  await env?.close();
});

describe('audit trail page', () => {
  it('lets a superAdmin open Admin → Audit Trail, see the events and filter them', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/cohorts', 'superadmin');
    await visible(page.getByRole('heading', { name: 'Cohorts' }));
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Audit Trail' }).click();
    await page.waitForURL(`${env.baseUrl}/admin/audit`);
    await expect.poll(() => page.title()).toBe('Luminate | Audit Trail');
    await visible(page.getByRole('heading', { name: 'Audit Trail' }));

    const table = page.getByRole('table', { name: 'Audit events' });
    await visible(table.getByText('mutation.createSupportTicket'));
    await visible(table.getByText('members.export'));
    await visible(table.getByText('deattribution.mailingList'));
    await visible(table.getByText('filter MARKET_ID:EQUALS'));
    await visible(table.getByText('Forbidden', { exact: true }));
    // Newest first: the export came last.
    const firstRow = table.getByRole('row').nth(2);
    expect(await firstRow.innerText()).toContain('members.export');
    await page.screenshot({ path: `${ARTIFACTS}/audit-trail.png`, fullPage: true });

    // Action, starts with "mutation.": only mutations remain.
    await page.getByRole('textbox', { name: 'Filter Action' }).fill('mutation.');
    await page.getByRole('textbox', { name: 'Filter Action' }).press('Enter');
    await expect.poll(() => table.getByText('members.export').count()).toBe(0);
    await visible(table.getByText('mutation.createSupportTicket'));
    expect(await table.getByText('deattribution.mailingList').count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/audit-trail-filtered.png`, fullPage: true });

    // Plus outcome Forbidden: nothing matches (the only mutation succeeded) → the empty state.
    await page.getByRole('combobox', { name: 'Outcome' }).selectOption('FORBIDDEN');
    await visible(table.getByText('No audit events match these filters.'));

    // Clear, then only refusals: the staff download.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await visible(table.getByText('members.export'));
    await page.getByRole('combobox', { name: 'Outcome' }).selectOption('FORBIDDEN');
    await expect.poll(() => table.getByText('members.export').count()).toBe(0);
    await visible(table.getByText('deattribution.mailingList'));
    expect(await table.getByText('staff', { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows staff no Audit Trail and refuses the page', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/admin/audit', 'staff');
    await visible(page.getByText('You do not have permission to view Audit Trail.'));
    expect(await page.getByRole('table', { name: 'Audit events' }).count()).toBe(0);
    await context.close();
  });
});
