/**
 * The member page in a real browser: the card and hash tabs (the tab survives a reload), the
 * overview's engaged flag, market and the group and PCP names of the quality data, and
 * actions as the personas whose right they are — the APP terms an engaged member (the header
 * turns orange, the change is in the sandbox and on the Eligibility tab with no new member
 * query), data management reports a red box error (then the button rests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

/** An eligible, engaged member of the APP persona's neighborhood with nothing pending, whose group and PCP are known. */
async function engagedMember(): Promise<{ id: number; fullName: string }> {
  const { rows } = await env.stack.db.query<{ id: number; full_name: string }>(
    `SELECT m.id, m.first_name || ' ' || m.last_name AS full_name FROM members m JOIN offices o ON o.id = m.office_id
      WHERE o.name = '1.001.001' AND m.eligible AND m.engaged AND m.term_dt IS NULL AND NOT m.pending_transition
        AND NOT m.is_pending_dnc AND m.deceased_dt IS NULL
        AND NOT EXISTS (SELECT 1 FROM red_box_errors r WHERE r.member_id = m.id)
        AND EXISTS (SELECT 1 FROM member_metrics mm WHERE mm.member_id = m.id AND mm.group_name IS NOT NULL
                      AND mm.pcp_name_from_quality IS NOT NULL AND mm.pcp_group_name_from_quality IS NOT NULL)
      ORDER BY m.id LIMIT 2`,
  );
  expect(rows.length, 'seeded engaged members at 1.001.001').toBeGreaterThan(0);
  return { id: rows[0].id, fullName: rows[0].full_name };
}

describe('Member page', () => {
  it('shows the card and opens tabs by hash; the tab survives a reload', async () => {
    const member = await engagedMember();
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, `/member/${member.id}#phoneNumbers`, 'datamanager');
    await visible(page.getByRole('heading', { name: member.fullName }));
    await expect.poll(() => page.title()).toBe('Luminate | Member');
    await visible(page.getByRole('tab', { name: 'Phone Numbers', selected: true }));
    await visible(page.getByRole('tabpanel').getByRole('table'));
    await page.screenshot({ path: `${ARTIFACTS}/member-phones.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Communications' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#communications');
    await page.reload();
    await visible(page.getByRole('tab', { name: 'Communications', selected: true }));
    await page.getByRole('tab', { name: 'Overview' }).click();
    await visible(page.getByRole('tab', { name: 'Overview', selected: true }));
    // The overview: engaged, the market, and the group and PCP names of the quality data, as seeded.
    const overview = page.getByTestId('member-overview');
    await visible(overview);
    const { rows } = await env.stack.db.query<{ market: string; group_name: string; pcp: string; pcp_group: string }>(
      `SELECT mk.name AS market, mm.group_name, mm.pcp_name_from_quality AS pcp, mm.pcp_group_name_from_quality AS pcp_group
         FROM members m JOIN markets mk ON mk.id = m.market_id JOIN member_metrics mm ON mm.member_id = m.id WHERE m.id = $1`,
      [member.id],
    );
    const metric = (label: string) => overview.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    const expected = {
      Engaged: 'Yes',
      Market: rows[0].market,
      'Group Name': rows[0].group_name,
      'PCP (Quality)': rows[0].pcp,
      'PCP Group (Quality)': rows[0].pcp_group,
    };
    for (const [label, value] of Object.entries(expected)) expect((await metric(label).innerText()).trim(), label).toBe(value);
    await page.screenshot({ path: `${ARTIFACTS}/member-overview.png`, fullPage: true });
    await context.close();
  });

  it('lets the APP term an engaged member: Terminated!, the header turns to Pending, no new member query', async () => {
    const member = await engagedMember();
    const { context, page } = await env.newPage();
    const operations = recordOperations(page);
    await signInAt(page, env.baseUrl, `/member/${member.id}#eligibility`, 'app');
    await visible(page.getByRole('heading', { name: member.fullName }));
    await page.getByRole('button', { name: 'Term Member' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Term Member').first());
    // Submitting empty shows the rules' messages and sends nothing.
    const before = operations.length;
    await dialog.getByRole('button', { name: 'Term', exact: true }).click();
    await visible(dialog.getByText('Term reason is required'));
    await page.screenshot({ path: `${ARTIFACTS}/member-term-empty.png` });
    expect(operations.slice(before)).toEqual([]);

    await dialog.getByLabel('Term Reason').selectOption('984000015');
    const today = new Date().toISOString().slice(0, 10);
    await dialog.getByLabel('Date of Diagnosis').fill(today);
    await dialog.getByLabel('Transition Plan').fill('Hand off to the new primary care team.');
    await dialog.getByLabel('Note').fill('The member moved out of the service area.');
    await page.screenshot({ path: `${ARTIFACTS}/member-term-dialog.png` });
    const mark = operations.length;
    await dialog.getByRole('button', { name: 'Term', exact: true }).click();
    await visible(page.getByText('Terminated!'));
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('Pending Termination').first());
    await page.screenshot({ path: `${ARTIFACTS}/member-termed.png`, fullPage: true });
    // The card and the Eligibility tab came back with the mutation: no member query after it.
    expect(operations.slice(mark)).toEqual(['TermMember']);

    const { rows } = await env.stack.db.query<{ change_type: string; status: string }>(
      `SELECT change_type, status FROM eligibility_changes WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
      [member.id],
    );
    expect(rows[0]).toMatchObject({ change_type: 'Term' });
    await context.close();
  });
});
