/**
 * Every member-page action in a real browser, as the persona whose right it is, each in one page
 * session that never reloads: the affected approval dashboard is opened first (so its list and
 * tab counts are cached), the member page is reached through the app (Members search), the action
 * shows the spec's message and changes the card and the tab, and back on the dashboard the new
 * request is in its tab's first page with the tab's count one higher — with no list, count or
 * member request sent after the action (the mutation answered the row and the counts).
 *
 * Term (APP; Deattribution APP / CD tab), Return Eligible (data management; OM tab), Request DNC
 * (CD: CD Approval; dnc-mgmt: processed at once, History), Remove DNC (OM Approval), drop-in
 * revoke and restore, Change Office (data management; Patient Transfer APP tab), Report Red Box
 * Error, phone and e-mail validity, and the eligibility inquiry's ticket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FINAL_ELIGIBILITY_CHANGE_STATUSES } from '@luminate/schema/approvals';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

interface Member {
  id: number;
  aaneelId: string;
  fullName: string;
}

/** The dashboards' list and count queries, and the member page's: none may follow an action. */
const REFETCHES = [
  'EligibilityChanges',
  'DeattributionTabCounts',
  'DncRequests',
  'DncTabCounts',
  'OfficeTransfers',
  'TransferTabCounts',
  'MemberRecordPage',
];

/** A seeded member in a state, with nothing open (eligibility change, DNC request, transfer), not used by another test. */
const used = new Set<number>();
async function memberWhere(where: string): Promise<Member> {
  const { rows } = await env.stack.db.query<{ id: number; aaneel_id: string; full_name: string }>(
    `SELECT m.id, m.aaneel_id, m.first_name || ' ' || m.last_name AS full_name FROM members m
      WHERE ${where} AND m.deceased_dt IS NULL
        AND NOT EXISTS (SELECT 1 FROM eligibility_changes c WHERE c.member_id = m.id AND NOT (c.status = ANY($1::text[])))
        AND NOT EXISTS (SELECT 1 FROM dnc_logs d WHERE d.member_id = m.id AND d.approved IS NULL)
        AND NOT EXISTS (SELECT 1 FROM office_assignments o WHERE o.member_id = m.id AND NOT o.processed)
        AND NOT EXISTS (SELECT 1 FROM red_box_errors r WHERE r.member_id = m.id)
      ORDER BY m.id`,
    [FINAL_ELIGIBILITY_CHANGE_STATUSES],
  );
  const row = rows.find((r) => !used.has(r.id));
  expect(row, `a seeded member where ${where}`).toBeTruthy();
  used.add(row!.id);
  return { id: row!.id, aaneelId: row!.aaneel_id, fullName: row!.full_name };
}

const AT_NEIGHBORHOOD = `m.office_id = (SELECT id FROM offices WHERE name = '1.001.001')`;
const ELIGIBLE_ENGAGED = `m.eligible AND m.engaged AND NOT m.pending_transition AND m.term_dt IS NULL AND NOT m.is_pending_dnc`;

/** Marks the document: still marked at the end means the session never reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/** A navigation bar menu entry (client-side navigation). */
async function navigate(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect.poll(() => page.getByRole('menu').count()).toBe(0);
}

/** No dialog or its backdrop is on screen any more (their exit animations have ended), for screenshots. */
async function dialogsGone(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-scope=dialog][data-part=backdrop]').count()).toBe(0);
}

/** Members → Member, search by Aaneel Id: the single result opens the member page. */
async function openMember(page: Page, member: Member): Promise<void> {
  await navigate(page, 'Members', 'Member');
  await page.waitForURL(`${env.baseUrl}/member`);
  await page.getByRole('textbox', { name: 'Search members' }).fill(member.aaneelId);
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(new RegExp(`/member/${member.id}(#.*)?$`));
  await visible(page.getByRole('heading', { name: member.fullName }));
}

async function openMemberTab(page: Page, label: string): Promise<Locator> {
  await page.getByRole('tab', { name: label, exact: true }).click();
  await visible(page.getByRole('tab', { name: label, selected: true }));
  const panel = page.getByRole('tabpanel');
  await visible(panel.getByRole('table').first());
  return panel;
}

/**
 * A dashboard tab 'OM Approval (1,204)' (or '(3 of 1,204)' when it lists the viewer's rows): its
 * locator and the count of the tab's rows.
 */
const dashboardTab = (page: Page, label: string) =>
  page.getByRole('tab', { name: new RegExp(`^${label.replace(/[/()]/g, '\\$&')} \\(([\\d,]+ of )?[\\d,]+\\)$`) });
async function tabCount(page: Page, label: string): Promise<number> {
  const tab = dashboardTab(page, label);
  await visible(tab);
  return Number(/([\d,]+)\)$/.exec((await tab.textContent()) ?? '')?.[1].replaceAll(',', ''));
}

/** Opens a dashboard tab and waits for its first page: from then on it is in Apollo's cache. */
async function openDashboardTab(page: Page, label: string, caption: string): Promise<number> {
  await dashboardTab(page, label).click();
  await visible(page.getByRole('tab', { name: new RegExp(`^${label.replace(/[/()]/g, '\\$&')}`), selected: true }));
  const table = page.getByRole('table', { name: caption });
  await visible(table.locator('tbody tr').first());
  return tabCount(page, label);
}

/** Back on the dashboard (same tab, from the cache): the member's row is listed and the count is one more. */
async function expectOnDashboard(page: Page, label: string, caption: string, member: Member, before: number): Promise<void> {
  await expect.poll(() => tabCount(page, label)).toBe(before + 1);
  const table = page.getByRole('table', { name: caption });
  await visible(table.getByRole('row').filter({ hasText: member.aaneelId }).first());
}

const noRefetch = (operations: string[]) => operations.filter((name) => REFETCHES.includes(name));

describe('member page actions reach the dashboards from the cache', () => {
  it('Term (APP): Terminated!, the card pending, and the change in the Deattribution APP / CD tab, counted, with no list request', async () => {
    const member = await memberWhere(`${AT_NEIGHBORHOOD} AND ${ELIGIBLE_ENGAGED}`);
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/deattribution', 'app');
    await markDocument(page);
    const before = await openDashboardTab(page, 'APP / CD Approval', 'APP / CD Approval');

    await openMember(page, member);
    const panel = await openMemberTab(page, 'Eligibility');
    const operations = recordOperations(page);
    await page.getByRole('button', { name: 'Term Member' }).click();
    const dialog = page.getByRole('dialog');
    // Submitted empty, every required field says so, the diagnosis date too, and nothing is sent.
    await dialog.getByRole('button', { name: 'Term', exact: true }).click();
    for (const message of ['Term reason is required', 'Diagnosis date is required', 'A note is required'])
      await visible(dialog.getByText(message, { exact: true }));
    expect(operations).toEqual([]);
    await dialog.getByLabel('Term Reason').selectOption('984000014');
    await dialog.getByLabel('Date of Diagnosis').fill(new Date().toISOString().slice(0, 10));
    await dialog.getByLabel('Note').fill('The member moved out of the service area.');
    await dialog.getByRole('button', { name: 'Term', exact: true }).click();
    await visible(page.getByText('Terminated!'));
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByTestId('member-eligibility').getByText('Pending Termination'));
    // The Eligibility tab lists the change with the dashboards' words for its status.
    await visible(panel.getByRole('table', { name: 'Eligibility changes' }).getByText('Pending App Cd Review'));
    await dialogsGone(page);
    await page.screenshot({ path: `${ARTIFACTS}/member-actions-term.png`, fullPage: true });

    await navigate(page, 'Dashboards', 'Deattribution');
    await expectOnDashboard(page, 'APP / CD Approval', 'APP / CD Approval', member, before);
    await page.screenshot({ path: `${ARTIFACTS}/member-actions-term-dashboard.png`, fullPage: true });
    expect(operations).toContain('TermMember');
    expect(noRefetch(operations)).toEqual([]);
    await expectSameDocument(page);
    await context.close();
  });

  it('Return Eligible (data management): the note rule, Eligibility Restored!, and the change in the OM tab', async () => {
    const member = await memberWhere(`NOT m.eligible AND NOT m.pending_transition AND m.term_dt IS NOT NULL`);
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/deattribution', 'datamanager');
    await markDocument(page);
    const before = await openDashboardTab(page, 'OM Approval', 'OM Approval');

    await openMember(page, member);
    await visible(page.getByTestId('member-eligibility').getByText('No'));
    const operations = recordOperations(page);
    await page.getByRole('button', { name: 'Return Eligible' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Return Eligible' }).click();
    await visible(dialog.getByText('Error: Must provide a note!'));
    // The failure as the page words it: 'Something went wrong!' with the note rule's message.
    const failure = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Something went wrong!' });
    await visible(failure);
    await expect.poll(() => failure.innerText()).toContain('Error: Must provide a note!');
    expect(operations).toEqual([]);
    await dialog.getByLabel('Note').fill('The payer confirmed eligibility.');
    await dialog.getByRole('button', { name: 'Return Eligible' }).click();
    await visible(page.getByText('Eligibility Restored!'));
    await visible(page.getByTestId('member-eligibility').getByText('Pending Return'));
    const panel = await openMemberTab(page, 'Eligibility');
    await visible(panel.getByRole('table', { name: 'Eligibility changes' }).getByText('Pending Ops Manager Review'));

    await navigate(page, 'Dashboards', 'Deattribution');
    await expectOnDashboard(page, 'OM Approval', 'OM Approval', member, before);
    expect(operations).toContain('ReturnMemberEligible');
    // The Eligibility tab was opened after the action: that one member query is the tab's list.
    expect(noRefetch(operations).filter((o) => o !== 'MemberRecordPage')).toEqual([]);
    await expectSameDocument(page);
    await context.close();
  });

  it('Request DNC (CD, reason 0): Request submitted!, Pending DNC, and the request in CD Approval', async () => {
    const member = await memberWhere(`${AT_NEIGHBORHOOD} AND ${ELIGIBLE_ENGAGED} AND NOT m.dnc_phone`);
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/pending-dnc', 'cd');
    await markDocument(page);
    const before = await openDashboardTab(page, 'CD Approval', 'CD Approval requests');

    await openMember(page, member);
    const panel = await openMemberTab(page, 'Eligibility');
    const operations = recordOperations(page);
    await page.getByRole('button', { name: 'Request DNC' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').selectOption('0');
    await dialog.getByLabel('Note').fill('The family asked us not to call.');
    await dialog.getByRole('button', { name: 'Request DNC' }).click();
    await visible(page.getByText('Request submitted!'));
    await visible(page.getByTestId('member-card').getByText('Pending DNC'));
    const dncRow = panel
      .getByRole('table', { name: 'DNC requests' })
      .getByRole('row')
      .filter({ hasText: 'The family asked us not to call.' });
    await visible(dncRow);
    expect(await dncRow.locator('td').allTextContents()).toEqual(expect.arrayContaining(['CD', 'Pending']));
    expect(await page.getByRole('button', { name: 'Request DNC' }).count()).toBe(0);
    await dialogsGone(page);
    await page.screenshot({ path: `${ARTIFACTS}/member-actions-dnc-request.png`, fullPage: true });

    await navigate(page, 'Dashboards', 'Do Not Contact');
    await expectOnDashboard(page, 'CD Approval', 'CD Approval requests', member, before);
    await page.screenshot({ path: `${ARTIFACTS}/member-actions-dnc-dashboard.png`, fullPage: true });
    expect(operations).toContain('RequestMemberDnc');
    expect(noRefetch(operations)).toEqual([]);
    await expectSameDocument(page);
    await context.close();
  });

  it('Request DNC (dnc-mgmt, a member not engaged): DNC processed! at once, Member is DNC, and the request in History', async () => {
    const member = await memberWhere(
      `m.eligible AND NOT m.engaged AND NOT m.pending_transition AND m.term_dt IS NULL AND NOT m.is_pending_dnc AND NOT m.dnc_phone`,
    );
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/pending-dnc', 'dncmanager');
    await markDocument(page);
    const before = await openDashboardTab(page, 'History', 'History requests');

    await openMember(page, member);
    const operations = recordOperations(page);
    await page.getByRole('button', { name: 'Request DNC' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').selectOption('3');
    await dialog.getByLabel('Note').fill('Asked not to be called.');
    await dialog.getByRole('button', { name: 'Request DNC' }).click();
    await visible(page.getByText('DNC processed!'));
    await visible(page.getByTestId('member-card').getByText('Member is DNC'));
    await visible(page.getByRole('button', { name: 'Remove DNC' }));

    await navigate(page, 'Dashboards', 'Do Not Contact');
    await expectOnDashboard(page, 'History', 'History requests', member, before);
    expect(noRefetch(operations)).toEqual([]);
    await expectSameDocument(page);
    await context.close();
  });

  it('Remove DNC (CD, a member on DNC): Request submitted! for the return, and the return in OM Approval', async () => {
    const member = await memberWhere(`m.eligible AND m.dnc_phone AND NOT m.is_pending_dnc AND NOT m.pending_transition`);
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/pending-dnc', 'cd');
    await markDocument(page);
    const before = await openDashboardTab(page, 'OM Approval', 'OM Approval requests');

    await openMember(page, member);
    await visible(page.getByTestId('member-card').getByText('Member is DNC'));
    const operations = recordOperations(page);
    await page.getByRole('button', { name: 'Remove DNC' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Reason: Returned DNC'));
    await dialog.getByLabel('Note').fill('The member asked to be called again.');
    await dialog.getByRole('button', { name: 'Remove DNC' }).click();
    // A return waits for the OM: submitted, not processed.
    await visible(page.getByText('Request submitted!'));
    await visible(page.getByTestId('member-card').getByText('Pending DNC'));

    await navigate(page, 'Dashboards', 'Do Not Contact');
    await expectOnDashboard(page, 'OM Approval', 'OM Approval requests', member, before);
    expect(noRefetch(operations)).toEqual([]);
    await expectSameDocument(page);
    await context.close();
  });

  it('drop-ins: revoke with a reason (Member is ineligible for drop-ins!), restore with a note (… eligible …), logged on the tab', async () => {
    const member = await memberWhere(`NOT m.dropin_ineligible`);
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member', 'staff');
    await markDocument(page);
    await openMember(page, member);
    const panel = await openMemberTab(page, 'Eligibility');
    const operations = recordOperations(page);

    await page.getByRole('button', { name: 'Revoke Drop-In' }).click();
    let dialog = page.getByRole('dialog');
    const reason = dialog.getByLabel('Reason');
    await expect.poll(() => reason.locator('option').count()).toBeGreaterThan(1);
    const chosen = await reason.locator('option').nth(1).textContent();
    await reason.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await visible(page.getByText('Member is ineligible for drop-ins!'));
    await dialog.waitFor({ state: 'hidden' });
    await visible(panel.getByText('Ineligible for drop-ins'));
    await visible(panel.getByRole('table', { name: 'Drop-in log' }).getByText(chosen!));

    await page.getByRole('button', { name: 'Restore Drop-In' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await visible(dialog.getByText('A note is required'));
    await dialog.getByLabel('Note').fill('The situation is resolved.');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await visible(page.getByText('Member is eligible for drop-ins!'));
    await visible(panel.getByRole('table', { name: 'Drop-in log' }).getByText('The situation is resolved.'));
    expect(await panel.getByText('Ineligible for drop-ins').count()).toBe(0);
    await dialogsGone(page);
    await page.screenshot({ path: `${ARTIFACTS}/member-actions-drop-in.png`, fullPage: true });
    expect(operations.filter((o) => o !== 'DropInIneligibleReasons')).toEqual(['RevokeMemberDropIn', 'RestoreMemberDropIn']);
    await expectSameDocument(page);
    await context.close();
  });

  it('Change Office (data management): the transfer on the Assignments tab and in the Patient Transfer APP tab', async () => {
    const member = await memberWhere(`${AT_NEIGHBORHOOD} AND ${ELIGIBLE_ENGAGED}`);
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/transition-dashboard', 'datamanager');
    await markDocument(page);
    const before = await openDashboardTab(page, 'APP Approval', 'APP Approval transfers');

    await openMember(page, member);
    const panel = await openMemberTab(page, 'Assignments');
    const operations = recordOperations(page);
    await page.getByRole('button', { name: 'Change Office' }).click();
    const dialog = page.getByRole('dialog');
    const office = dialog.getByRole('combobox', { name: /^Office/ });
    await expect.poll(() => office.locator('option').count()).toBeGreaterThan(1);
    const officeName = (await office.locator('option').nth(1).textContent())!;
    await office.selectOption({ index: 1 });
    await dialog.getByLabel('Note').fill('Closer to the family.');
    await dialog.getByRole('button', { name: 'Change Office' }).click();
    await visible(page.getByText('Office change submitted!'));
    await dialog.waitFor({ state: 'hidden' });
    const row = panel.getByRole('table', { name: 'Office changes' }).getByRole('row').filter({ hasText: officeName });
    await visible(row.first());
    expect(await row.first().textContent()).toContain('Pending');
    await dialogsGone(page);
    await page.screenshot({ path: `${ARTIFACTS}/member-actions-change-office.png`, fullPage: true });

    await navigate(page, 'Dashboards', 'Patient Transfer');
    await expectOnDashboard(page, 'APP Approval', 'APP Approval transfers', member, before);
    await page.screenshot({ path: `${ARTIFACTS}/member-actions-transfer-dashboard.png`, fullPage: true });
    expect(operations.filter((o) => o !== 'MemberOfficeChoices')).toEqual(['ChangeMemberOffice']);
    await expectSameDocument(page);
    await context.close();
  });

  it('Report Red Box Error: confirmation, Red Box Error Logged!, then the button rests', async () => {
    const member = await memberWhere(`m.eligible`);
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member', 'datamanager');
    await markDocument(page);
    await openMember(page, member);
    const operations = recordOperations(page);
    await page.getByRole('button', { name: 'Report Red Box Error' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await visible(confirm.getByText('Are you sure you want to report a red box error?'));
    await confirm.getByRole('button', { name: 'Report' }).click();
    await visible(page.getByText('Red Box Error Logged!'));
    await visible(page.getByTestId('disabled-Report Red Box Error'));
    expect(await page.getByTestId('member-actions').getByRole('button', { name: 'Report Red Box Error', disabled: false }).count()).toBe(0);
    await dialogsGone(page);
    await page.screenshot({ path: `${ARTIFACTS}/member-actions-red-box.png`, fullPage: true });
    expect(operations).toEqual(['ReportRedBoxError']);
    const { rows } = await env.stack.db.query('SELECT 1 FROM red_box_errors WHERE member_id = $1', [member.id]);
    expect(rows).toHaveLength(1);
    await expectSameDocument(page);
    await context.close();
  });

  it('phone and e-mail validity (data management): the checkbox toggles and the sandbox follows', async () => {
    const member = await memberWhere(
      `EXISTS (SELECT 1 FROM member_phones p WHERE p.member_id = m.id AND p.valid) AND EXISTS (SELECT 1 FROM member_emails e WHERE e.member_id = m.id AND e.valid)`,
    );
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member', 'datamanager');
    await markDocument(page);
    await openMember(page, member);

    const phones = await openMemberTab(page, 'Phone Numbers');
    const phoneBox = phones.getByRole('checkbox', { checked: true }).first();
    const phoneLabel = (await phoneBox.getAttribute('aria-label'))!;
    await phoneBox.click({ force: true });
    await visible(phones.getByRole('checkbox', { name: phoneLabel, checked: false }));
    const emails = await openMemberTab(page, 'Emails');
    const emailBox = emails.getByRole('checkbox', { checked: true }).first();
    const emailLabel = (await emailBox.getAttribute('aria-label'))!;
    await emailBox.click({ force: true });
    await visible(emails.getByRole('checkbox', { name: emailLabel, checked: false }));
    await page.screenshot({ path: `${ARTIFACTS}/member-actions-emails.png`, fullPage: true });

    const invalid = async (table: string) =>
      (await env.stack.db.query(`SELECT 1 FROM ${table} WHERE member_id = $1 AND NOT valid`, [member.id])).rows.length;
    await expect.poll(() => invalid('member_phones')).toBeGreaterThan(0);
    await expect.poll(() => invalid('member_emails')).toBeGreaterThan(0);
    await expectSameDocument(page);
    await context.close();
  });

  it('Eligibility Inquiry (data management): type, detail and notes, then the ticket INC-number', async () => {
    const member = await memberWhere(`TRUE`);
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member', 'datamanager');
    await markDocument(page);
    await openMember(page, member);
    await page.getByRole('button', { name: 'Eligibility Inquiry' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Inquiry Type').selectOption('Confirm Eligibility');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await visible(dialog.getByText('Detail is required'));
    await visible(dialog.getByText('Notes are required'));
    await dialog.getByLabel('Detail').selectOption('Conflicting eligibility sources');
    await dialog.getByLabel('Notes').fill('Two sources disagree on the term date.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByText('Eligibility inquiry sent!'));
    await visible(page.getByText(/^Ticket INC-\d+$/));
    await dialogsGone(page);
    await page.screenshot({ path: `${ARTIFACTS}/member-actions-inquiry.png`, fullPage: true });
    await expectSameDocument(page);
    await context.close();
  });
});
