/**
 * Data Mgmt in a real browser: for every bulk flow, the data manager downloads nothing by hand —
 * the workbooks are built here with exceljs from BULK_TEMPLATES over real members read from the
 * sandbox database — validates (the upload and row progress seen, the summary right), submits,
 * and finds the change in the member data (member page tabs, the cohort's pending count, the
 * database). A workbook with invalid rows gives the InvalidRecords workbook, opened and checked
 * row by row. The bulk neighborhood update runs as nhmanager (through the transfer dashboard)
 * and as superadmin (skipping it). File Upload places a file in the source's outbound folder.
 *
 * Each bad file (not .xlsx, oversized, wrong template, empty sheet, corrupt, 50,001 rows) shows its
 * clear error, keeps the note and the file, and changes nothing in the sandbox.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  BULK_EXCEPTION_COLUMNS,
  BULK_MAX_BYTES,
  BULK_MAX_ROWS,
  BULK_MESSAGES,
  BULK_TEMPLATES,
  type BulkFlow,
} from '@luminate/schema/rules';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';
import { STORED_THEME_KEY } from './support/a11y-pages.ts';
import { xlsxOf } from '../support/workbook.ts';
import JSZip from 'jszip';
import {
  bulkWorkbook,
  cardOf,
  chooseWorkbook,
  progressSeen,
  readWorkbookRows,
  tableRows,
  validateAndWatch,
  watchProgress,
} from './support/bulk.ts';

let env: BrowserStack;
const sessions = new Map<string, { context: BrowserContext; page: Page }>();

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  for (const { context } of sessions.values()) await context.close();
  await env?.close();
});

/** One signed-in page per persona, kept for the file (signing in once is enough). */
async function pageAs(persona: string): Promise<Page> {
  const open = sessions.get(persona);
  if (open) return open.page;
  const session = await env.newPage();
  await signInAt(session.page, env.baseUrl, '/admin/data-mgmt', persona);
  sessions.set(persona, session);
  return session.page;
}

async function openFlow(page: Page, flow: BulkFlow | 'file-upload', path = '/admin/data-mgmt'): Promise<Locator> {
  await page.goto(flow === 'neighborhoods' ? path : `${path}?flow=${flow}`);
  const card = cardOf(page, flow);
  await visible(card);
  return card;
}

interface Member {
  id: number;
  aaneel_id: string;
}

/** Members no flow of this file has used yet: active, no open term or transfer (taken in order, never twice). */
const used = new Set<number>();
async function freshMembers(count: number): Promise<Member[]> {
  const { rows } = await env.stack.db.query<Member>(
    `SELECT m.id, m.aaneel_id FROM members m
     WHERE m.term_dt IS NULL AND m.eligible AND m.office_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM eligibility_changes e WHERE e.member_id = m.id
                       AND e.status NOT IN ('Terminated', 'Rejected', 'Cancelled', 'Returned'))
       AND NOT EXISTS (SELECT 1 FROM office_assignments o WHERE o.member_id = m.id AND NOT o.processed)
       AND m.id <> ALL($1::int[])
     ORDER BY m.id LIMIT $2`,
    [[...used], count],
  );
  if (rows.length !== count) throw new Error(`Expected ${count} members, found ${rows.length}`);
  for (const m of rows) used.add(m.id);
  return rows;
}

/** A day some time before today (yyyy-mm-dd). */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function submitAndWait(card: Locator): Promise<string> {
  await card.getByRole('button', { name: 'Submit' }).click();
  const done = card.getByTestId('bulk-submitted');
  // The card's error alert instead of the notice: the test fails at once with what it says.
  const refused = card.locator('[role="alert"][data-variant]');
  await visible(done.or(refused).first(), 30_000);
  if (await refused.isVisible()) throw new Error(`Submit was refused: ${await refused.innerText()}`);
  return done.innerText();
}

async function downloadFrom(page: Page, card: Locator, button: string): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), rows: await readWorkbookRows(await readFile(path)) };
}

describe('Data Mgmt', () => {
  it('offers the seven flows, keeps the choice in the URL, and asks before leaving a chosen file', async () => {
    const page = await pageAs('datamanager');
    await page.goto('/admin/data-mgmt');
    await visible(page.getByRole('heading', { name: 'Data Mgmt', level: 1 }));
    expect(await page.title()).toBe('Luminate | Data Mgmt');
    const nav = page.getByRole('navigation', { name: 'Data management flows' });
    for (const label of ['Eligibility Changes', 'New Members', 'Member Ids', 'File Upload', 'Emails', 'Addresses', 'Phone Numbers'])
      await visible(nav.getByText(label, { exact: true }));
    await nav.getByRole('link', { name: 'Member Ids' }).click();
    await page.waitForURL(/flow=member-ids/);
    await visible(cardOf(page, 'member-ids'));
    await page.reload();
    await visible(cardOf(page, 'member-ids'));
    expect(await nav.getByRole('link', { name: 'Member Ids' }).getAttribute('aria-current')).toBe('page');

    // A chosen file holds the page: the selector and the menus ask first.
    const card = cardOf(page, 'member-ids');
    await chooseWorkbook(card, 'ids.xlsx', await bulkWorkbook('member-ids', []));
    await nav.getByRole('link', { name: 'Emails' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave this upload?' });
    await visible(ask);
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('flow=member-ids');
    // The menus and Back ask the same way.
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await visible(ask);
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('flow=member-ids');
    expect(await card.getByLabel('Workbook (.xlsx)').evaluate((input) => (input as HTMLInputElement).files?.[0]?.name)).toBe('ids.xlsx');
    await nav.getByRole('link', { name: 'Emails' }).click();
    await visible(ask);
    await ask.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/flow=emails/);
    const emails = cardOf(page, 'emails');
    await visible(emails);

    // Back within the app asks too, and Leave goes back (from a page opened afresh: a reload
    // makes the entries before it another document, which only the browser's own question guards).
    await page.goto('/admin/data-mgmt?flow=member-ids');
    await nav.getByRole('link', { name: 'Emails' }).click();
    await page.waitForURL(/flow=emails/);
    await chooseWorkbook(emails, 'emails.xlsx', await bulkWorkbook('emails', []));
    await page.evaluate(() => window.history.back());
    await visible(ask);
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('flow=emails');
    expect(await emails.getByLabel('Workbook (.xlsx)').evaluate((input) => (input as HTMLInputElement).files?.[0]?.name)).toBe(
      'emails.xlsx',
    );
    await page.evaluate(() => window.history.back());
    await visible(ask);
    await ask.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/flow=member-ids/);
    await visible(cardOf(page, 'member-ids'));
  });

  it('eligibility changes: validates with the Term Reason / Count summary, submits pending terms, lists invalid rows in InvalidRecords', async () => {
    const page = await pageAs('datamanager');
    const members = await freshMembers(3);
    const termDate = daysAgo(5);
    const { rows: reasons } = await env.stack.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM term_reasons WHERE id IN (984000014, 984000015) ORDER BY id',
    );
    const note = `E2E bulk terms ${Date.now()}`;
    const rows = [
      [members[0].aaneel_id, String(reasons[0].id), termDate],
      [members[1].aaneel_id, String(reasons[0].id), termDate],
      [members[2].aaneel_id, String(reasons[1].id), termDate],
      ['NO-SUCH-MEMBER-1', String(reasons[0].id), termDate],
      [members[0].aaneel_id, '984000099', termDate],
    ];
    const card = await openFlow(page, 'eligibility-changes');
    const seen = await validateAndWatch(page, card, { note, name: 'terms.xlsx', buffer: await bulkWorkbook('eligibility-changes', rows) });
    expect(seen.some((t) => /^Uploading /.test(t))).toBe(true);
    expect(seen.some((t) => /^Validating… [\d,]+ rows$/.test(t))).toBe(true);
    // The results heading takes the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Validation results');

    expect(await tableRows(card.getByRole('table', { name: 'Validation summary' }))).toEqual([
      ['Term Reason', 'Count'],
      [reasons[0].name, '2'],
      [reasons[1].name, '1'],
    ]);
    await visible(card.getByText('3 valid records, 2 invalid records'));
    const problems = await tableRows(card.getByRole('table', { name: 'Invalid rows' }));
    expect(problems.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['5', 'NO-SUCH-MEMBER-1'],
      ['6', members[0].aaneel_id],
    ]);
    await page.screenshot({ path: `${ARTIFACTS}/data-mgmt-eligibility-validated.png`, fullPage: true });

    const invalid = await downloadFrom(page, card, 'Download InvalidRecords');
    expect(invalid.name).toBe('InvalidRecords.xlsx');
    expect(invalid.rows[0]).toEqual([...BULK_TEMPLATES['eligibility-changes'].columns, ...BULK_EXCEPTION_COLUMNS]);
    expect(invalid.rows.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual([
      ['NO-SUCH-MEMBER-1', String(reasons[0].id), '5'],
      [members[0].aaneel_id, '984000099', '6'],
    ]);
    for (const r of invalid.rows.slice(1)) expect(r[4]).not.toBe('');

    const done = await submitAndWait(card);
    expect(done).toContain('3 changes applied');
    expect(done).toContain('Pending terms appear on the Deattribution dashboard.');
    // The card starts over.
    await visible(card.getByRole('button', { name: 'Validate File' }));
    expect(await card.getByLabel('Note').inputValue()).toBe('');

    const { rows: changes } = await env.stack.db.query<{ member_id: number; status: string; note: string; term_reason_id: number }>(
      `SELECT member_id, status, note, term_reason_id FROM eligibility_changes WHERE member_id = ANY($1::int[]) ORDER BY member_id`,
      [members.map((m) => m.id)],
    );
    expect(changes.map((c) => [c.member_id, c.term_reason_id, c.note])).toEqual([
      [members[0].id, reasons[0].id, note],
      [members[1].id, reasons[0].id, note],
      [members[2].id, reasons[1].id, note],
    ]);
    for (const c of changes) expect(c.status).toMatch(/^Pending/);

    // The member's page lists the pending term on its Eligibility tab.
    await page.goto(`/member/${members[2].id}#eligibility`);
    const table = page.getByRole('table', { name: 'Eligibility changes' });
    await visible(table);
    await visible(table.getByText(reasons[1].name).first());
  });

  it('member ids: shows the AaneelId / New ID / Type table and changes the ids on the member page', async () => {
    const page = await pageAs('datamanager');
    const [a, b] = await freshMembers(2);
    const stamp = Date.now().toString().slice(-6);
    const newIds = [`E2E-MID-${stamp}`, `9ZZ${stamp}AB12`.slice(0, 11)];
    const card = await openFlow(page, 'member-ids');
    await validateAndWatch(page, card, {
      note: 'E2E member ids',
      name: 'ids.xlsx',
      buffer: await bulkWorkbook('member-ids', [
        [a.aaneel_id, newIds[0], 'MemberId'],
        [b.aaneel_id, newIds[1], 'MBI'],
        [b.aaneel_id, 'X', 'NotAType'],
      ]),
    });
    expect(await tableRows(card.getByRole('table', { name: 'Member id changes' }))).toEqual([
      ['AaneelId', 'New ID', 'Type'],
      [a.aaneel_id, newIds[0], 'MemberId'],
      [b.aaneel_id, newIds[1].toUpperCase(), 'MBI'],
    ]);
    const problems = await tableRows(card.getByRole('table', { name: 'Invalid rows' }));
    expect(problems[1]?.[0]).toBe('4');
    expect(problems[1]?.[3]).toContain('Type must be one of');
    const done = await submitAndWait(card);
    expect(done).toContain('2 changes applied');

    const { rows } = await env.stack.db.query<{ id: number; member_id: string; mbi: string }>(
      'SELECT id, member_id, mbi FROM members WHERE id = ANY($1::int[]) ORDER BY id',
      [[a.id, b.id]],
    );
    expect(rows.find((r) => r.id === a.id)?.member_id).toBe(newIds[0]);
    expect(rows.find((r) => r.id === b.id)?.mbi).toBe(newIds[1].toUpperCase());
    await page.goto(`/member/${a.id}`);
    await visible(page.getByText(newIds[0]).first());
  });

  it('new members: Add Cohort needs a payer, then the members are staged in the new cohort', async () => {
    const page = await pageAs('datamanager');
    const card = await openFlow(page, 'new-members');
    await expect.poll(() => card.getByRole('combobox', { name: 'Payer' }).locator('option').count()).toBeGreaterThan(1);
    const cohortName = `E2E Cohort ${Date.now()}`;
    await card.getByRole('textbox', { name: 'Cohort Name' }).fill(cohortName);
    await card.getByRole('button', { name: 'Add Cohort' }).click();
    await visible(card.getByText('No payer selected'));
    await card.getByRole('combobox', { name: 'Payer' }).selectOption({ index: 1 });
    await card.getByRole('button', { name: 'Add Cohort' }).click();
    const cohortSelect = card.getByRole('combobox', { name: 'Cohort' });
    await expect.poll(async () => (await cohortSelect.locator('option:checked').innerText()).startsWith(cohortName)).toBe(true);
    const { rows: cohorts } = await env.stack.db.query<{ id: number }>('SELECT id FROM cohorts WHERE name = $1', [cohortName]);
    expect(cohorts).toHaveLength(1);

    const { rows: market } = await env.stack.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM markets WHERE active ORDER BY id LIMIT 1',
    );
    const stamp = Date.now().toString().slice(-7);
    const row = (n: number, overrides: Partial<Record<string, string>> = {}) => {
      const values: Record<string, string> = {
        MemberId: `E2E-NEW-${stamp}-${n}`,
        Hcode: 'H5521',
        HcodeType: 'DSNP',
        Empi: `EMPI-${stamp}${n}`,
        Mbi: `3FH7JK${n}LM90`,
        FirstName: `Bulk${n}`,
        LastName: 'Newcomer',
        DateOfBirth: '1950-03-0' + n,
        Gender: 'F',
        Address1: '4410 Westheimer Rd',
        Address2: '',
        City: 'Houston',
        State: 'TX',
        ZipCode: '77027',
        County: 'Harris',
        MarketId: String(market[0].id),
        HomePhone: '7135550142',
        Email: '',
        ...overrides,
      };
      return BULK_TEMPLATES['new-members'].columns.map((c) => values[c] ?? '');
    };
    await validateAndWatch(page, card, {
      note: 'E2E new members',
      name: 'new-members.xlsx',
      buffer: await bulkWorkbook('new-members', [row(1), row(2), row(3, { ZipCode: '7702' })]),
    });
    expect(await tableRows(card.getByRole('table', { name: 'Validation summary' }))).toEqual([
      ['Records', 'Count'],
      ['Members', '2'],
    ]);
    const problems = await tableRows(card.getByRole('table', { name: 'Invalid rows' }));
    expect(problems.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([['4', 'ZipCode', 'Zip must be 5 digits']]);
    await page.screenshot({ path: `${ARTIFACTS}/data-mgmt-new-members-validated.png`, fullPage: true });
    const done = await submitAndWait(card);
    expect(done).toContain('2 changes applied');

    const { rows: pending } = await env.stack.db.query<{ member_id: string }>(
      'SELECT member_id FROM cohort_pending_members WHERE cohort_id = $1 AND activated_dt IS NULL ORDER BY member_id',
      [cohorts[0].id],
    );
    expect(pending.map((p) => p.member_id)).toEqual([`E2E-NEW-${stamp}-1`, `E2E-NEW-${stamp}-2`]);
    await page.goto('/cohorts');
    const cohortRow = page.getByRole('row').filter({ hasText: cohortName });
    await visible(cohortRow);
    // Id, Name, Activation Date, Member Count, Pending Member Count.
    expect(await cohortRow.locator('td').nth(4).innerText()).toBe('2');
  });

  it('emails: the clean file replaces the upload, the InvalidRecords rows are the bad ones, the address shows on the Emails tab', async () => {
    const page = await pageAs('datamanager');
    // This flow runs in dark mode, for the dark screenshot.
    await page.evaluate(([key]) => window.localStorage.setItem(key, 'dark'), [STORED_THEME_KEY]);
    try {
      const [a, b] = await freshMembers(2);
      const stamp = Date.now().toString().slice(-6);
      const good = [`bulk.${stamp}.a@example.com`, `bulk.${stamp}.b@example.com`];
      const card = await openFlow(page, 'emails');
      await validateAndWatch(page, card, {
        note: 'E2E emails',
        name: 'emails.xlsx',
        buffer: await bulkWorkbook('emails', [
          [a.aaneel_id, good[0]],
          [b.aaneel_id, good[1]],
          [a.aaneel_id, 'not-an-email'],
          ['NO-SUCH-MEMBER-2', `x.${stamp}@example.com`],
        ]),
      });
      await visible(card.getByText('2 valid records, 2 invalid records'));
      await visible(card.getByTestId('bulk-clean-file').getByText('ValidRecords.xlsx'));
      await page.screenshot({ path: `${ARTIFACTS}/data-mgmt-emails-validated-dark.png`, fullPage: true });

      const valid = await downloadFrom(page, card, 'Download ValidRecords');
      expect(valid.name).toBe('ValidRecords.xlsx');
      expect(valid.rows).toEqual([[...BULK_TEMPLATES.emails.columns], [a.aaneel_id, good[0]], [b.aaneel_id, good[1]]]);
      const invalid = await downloadFrom(page, card, 'Download InvalidRecords');
      expect(invalid.rows.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
        [a.aaneel_id, 'not-an-email', '4'],
        ['NO-SUCH-MEMBER-2', `x.${stamp}@example.com`, '5'],
      ]);

      const done = await submitAndWait(card);
      expect(done).toContain('2 changes applied');
      const { rows } = await env.stack.db.query<{ member_id: number; address: string; note: string }>(
        'SELECT member_id, address, note FROM member_emails WHERE address = ANY($1::text[]) ORDER BY address',
        [good],
      );
      expect(rows.map((r) => [r.member_id, r.address, r.note])).toEqual([
        [a.id, good[0], 'E2E emails'],
        [b.id, good[1], 'E2E emails'],
      ]);
      await page.goto(`/member/${a.id}#emails`);
      await visible(page.getByText(good[0]).first());
    } finally {
      await page.evaluate(([key]) => window.localStorage.setItem(key, 'light'), [STORED_THEME_KEY]);
    }
  });

  it('phone numbers: validates, submits the clean file, and the number shows on the Phone Numbers tab', async () => {
    const page = await pageAs('datamanager');
    const [a] = await freshMembers(1);
    const number = `713555${Date.now().toString().slice(-4)}`;
    const card = await openFlow(page, 'phones');
    await validateAndWatch(page, card, {
      note: 'E2E phones',
      name: 'phones.xlsx',
      buffer: await bulkWorkbook('phones', [
        [a.aaneel_id, number, 'Mobile'],
        [a.aaneel_id, '12345', 'Home'],
      ]),
    });
    await visible(card.getByText('1 valid record, 1 invalid record'));
    const invalid = await downloadFrom(page, card, 'Download InvalidRecords');
    expect(invalid.rows.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual([[a.aaneel_id, '12345', '3']]);
    const done = await submitAndWait(card);
    expect(done).toContain('1 change applied');
    const { rows } = await env.stack.db.query<{ number: string; phone_number_type: string }>(
      'SELECT number, phone_number_type FROM member_phones WHERE member_id = $1 AND number = $2',
      [a.id, number],
    );
    expect(rows).toEqual([{ number, phone_number_type: 'Mobile' }]);
    await page.goto(`/member/${a.id}#phoneNumbers`);
    await visible(page.getByText(`(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`).first());
  });

  it('addresses: no note, the address count, and the geocoded address becomes the active one on the Addresses tab', async () => {
    const page = await pageAs('datamanager');
    const [a] = await freshMembers(1);
    // An address the geocoder knows (the gazetteer holds every seeded address) that is not the member's own.
    const { rows: places } = await env.stack.db.query<{ street: string; city: string; state: string; zip: string }>(
      `SELECT g.street, g.city, g.state, g.zip FROM gazetteer_places g
       WHERE NOT EXISTS (SELECT 1 FROM member_addresses x WHERE x.member_id = $1 AND lower(x.address1) = lower(g.street))
       ORDER BY g.id LIMIT 1`,
      [a.id],
    );
    const place = places[0];
    const card = await openFlow(page, 'addresses');
    expect(await card.getByLabel('Note').count()).toBe(0);
    await validateAndWatch(page, card, {
      note: null,
      name: 'addresses.xlsx',
      buffer: await bulkWorkbook('addresses', [
        [a.aaneel_id, place.street, '', place.city, place.state, place.zip],
        ['NO-SUCH-MEMBER-3', place.street, '', place.city, place.state, place.zip],
      ]),
    });
    expect(await tableRows(card.getByRole('table', { name: 'Validation summary' }))).toEqual([
      ['Records', 'Count'],
      ['Addresses', '1'],
    ]);
    const done = await submitAndWait(card);
    expect(done).toContain('1 change applied');
    const { rows } = await env.stack.db.query<{ address1: string; zip: string }>(
      'SELECT address1, zip FROM member_addresses WHERE member_id = $1 AND active AND is_primary',
      [a.id],
    );
    expect(rows).toEqual([{ address1: place.street, zip: place.zip }]);
    await page.goto(`/member/${a.id}#addresses`);
    await visible(page.getByRole('table', { name: 'Addresses' }).getByText(place.street).first());
  });

  it('file upload: places any file in the outbound folder named after the source', async () => {
    const page = await pageAs('datamanager');
    const card = await openFlow(page, 'file-upload');
    const source = card.getByRole('combobox', { name: 'File Source' });
    await expect.poll(() => source.locator('option').count()).toBeGreaterThan(1);
    const { rows: sources } = await env.stack.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM file_sources ORDER BY id LIMIT 1',
    );
    await source.selectOption(String(sources[0].id));
    const name = `e2e outbound ${Date.now()}.txt`;
    const stored = name.replace(/ /g, '_');
    const bytes = Buffer.from('member roster delivered by the data team\n'.repeat(200));
    await card.getByLabel('File', { exact: false }).last().setInputFiles({ name, mimeType: 'text/plain', buffer: bytes });
    await visible(card.getByText(`Stored as ${stored}`, { exact: false }));
    await card.getByRole('button', { name: 'Upload' }).click();
    const done = card.getByTestId('file-uploaded');
    await visible(done, 30_000);
    const folder = sources[0].name.trim().toLowerCase();
    expect(await done.innerText()).toContain(folder);
    await page.screenshot({ path: `${ARTIFACTS}/data-mgmt-file-upload.png` });
    const { rows } = await env.stack.db.query<{ storage_path: string; size_bytes: number }>(
      'SELECT storage_path, size_bytes FROM files WHERE name = $1',
      [stored],
    );
    expect(rows).toEqual([{ storage_path: `outbound/${folder}/${stored}`, size_bytes: bytes.length }]);
  });
});

describe('Bulk neighborhood update', () => {
  /** An active neighborhood office other than the member's own. */
  async function otherOffice(memberId: number): Promise<{ id: number; name: string }> {
    const { rows } = await env.stack.db.query<{ id: number; name: string }>(
      `SELECT o.id, o.name FROM offices o, members m
       WHERE m.id = $1 AND o.active AND o.id <> m.office_id AND o.name ~ '^[0-9]+\\.[0-9]{3}\\.[0-9]{3}$' AND o.name NOT LIKE '%.000'
       ORDER BY o.id LIMIT 1`,
      [memberId],
    );
    return rows[0];
  }

  it('as nhmanager: office / count summary, then pending transfers on the Patient Transfer dashboard', async () => {
    const page = await pageAs('nhmanager');
    const [a, b] = await freshMembers(2);
    const office = await otherOffice(a.id);
    const card = await openFlow(page, 'neighborhoods', '/geodeployment-reports');
    // The skip option is for superAdmin, transfer-mgmt and types 9 / 10 only.
    expect(await card.getByText('Skip the Patient Transfer dashboard').count()).toBe(0);
    await validateAndWatch(page, card, {
      note: 'E2E neighborhood update',
      name: 'neighborhoods.xlsx',
      buffer: await bulkWorkbook('neighborhoods', [
        [a.aaneel_id, office.name],
        [b.aaneel_id, '9.999.999'],
      ]),
    });
    expect(await tableRows(card.getByRole('table', { name: 'Validation summary' }))).toEqual([
      ['Office', 'Count'],
      [office.name, '1'],
    ]);
    await watchProgress(page);
    await card.getByRole('button', { name: 'Submit' }).click();
    const done = card.getByTestId('bulk-submitted');
    await visible(done, 30_000);
    expect(await done.innerText()).toContain('Patient Transfer dashboard');
    expect(await progressSeen(page)).toContain('Changes are processing');
    const { rows } = await env.stack.db.query<{ office_id: number; processed: boolean; note: string }>(
      'SELECT office_id, processed, note FROM office_assignments WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [a.id],
    );
    expect(rows).toEqual([{ office_id: office.id, processed: false, note: 'E2E neighborhood update' }]);
  });

  it('as superadmin with the skip option: the member moves at once', async () => {
    const page = await pageAs('superadmin');
    const [a] = await freshMembers(1);
    const office = await otherOffice(a.id);
    const card = await openFlow(page, 'neighborhoods', '/geodeployment-reports');
    await card.getByText('Skip the Patient Transfer dashboard').click();
    await validateAndWatch(page, card, {
      note: 'E2E neighborhood move',
      name: 'neighborhoods.xlsx',
      buffer: await bulkWorkbook('neighborhoods', [[a.aaneel_id, office.name]]),
    });
    await page.screenshot({ path: `${ARTIFACTS}/data-mgmt-neighborhoods-validated.png`, fullPage: true });
    const done = await submitAndWait(card);
    expect(done).toContain('1 change applied');
    const { rows } = await env.stack.db.query<{ office_id: number }>('SELECT office_id FROM members WHERE id = $1', [a.id]);
    expect(rows[0].office_id).toBe(office.id);
  });
});

describe('Bad files', () => {
  /** What a refused upload must leave untouched: the requests and the staging tables. */
  async function sandboxState(): Promise<Record<string, number>> {
    const { rows } = await env.stack.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM eligibility_changes) AS changes,
              (SELECT count(*)::int FROM eligibility_change_logs) AS logs,
              (SELECT count(*)::int FROM bulk_uploads) AS uploads,
              (SELECT count(*)::int FROM bulk_upload_rows) AS staged`,
    );
    return rows[0];
  }

  /** The file the picker holds, as the browser sees it. */
  async function chosenFile(card: Locator): Promise<string | null> {
    return card.getByLabel('Workbook (.xlsx)').evaluate((input) => (input as HTMLInputElement).files?.[0]?.name ?? null);
  }

  it('refuses a file that is not .xlsx and one over 20 MB before sending anything', async () => {
    const page = await pageAs('datamanager');
    const before = await sandboxState();
    const card = await openFlow(page, 'eligibility-changes');
    await card.getByLabel('Note').fill('E2E bad files');
    const validate = card.getByRole('button', { name: 'Validate File' });
    await chooseWorkbook(card, 'terms.csv', Buffer.from('AaneelId,TermReasonId,TermDate\n'), 'text/csv');
    await visible(card.getByText(BULK_MESSAGES.xlsx));
    expect(await validate.isDisabled()).toBe(true);
    await chooseWorkbook(card, 'huge.xlsx', Buffer.alloc(BULK_MAX_BYTES + 1, 1));
    await visible(card.getByText(BULK_MESSAGES.tooLarge));
    expect(await validate.isDisabled()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/data-mgmt-not-xlsx.png` });
    expect(await sandboxState()).toEqual(before);
  });

  it('names the wrong columns, refuses an empty sheet and a damaged file, and shows a file that is no workbook on its field, keeping the note and the file', async () => {
    const page = await pageAs('datamanager');
    const [member] = await freshMembers(1);
    const before = await sandboxState();
    const card = await openFlow(page, 'eligibility-changes');
    const note = 'E2E bad files kept';
    await card.getByLabel('Note').fill(note);
    // A real zip with the workbook's parts whose sheet is not XML: it passes the gateway's zip check and the reader refuses it.
    const damaged = await JSZip.loadAsync(await bulkWorkbook('eligibility-changes', [[member.aaneel_id, '984000014', daysAgo(3)]]));
    damaged.file('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row></col></sheetData></worksheet>');
    const cases: { name: string; buffer: Buffer; message: string | RegExp }[] = [
      {
        name: 'renamed.xlsx',
        buffer: await bulkWorkbook(
          'eligibility-changes',
          [[member.aaneel_id, '984000014', daysAgo(3)]],
          ['AaneelId', 'Reason', 'TermDate'],
        ),
        message: /renamed column 'Reason' should be 'TermReasonId'/,
      },
      {
        name: 'missing.xlsx',
        buffer: await bulkWorkbook('eligibility-changes', [[member.aaneel_id, daysAgo(3)]], ['AaneelId', 'TermDate']),
        message: /missing column TermReasonId/,
      },
      { name: 'empty.xlsx', buffer: await xlsxOf([]), message: BULK_MESSAGES.emptySheet },
      { name: 'damaged.xlsx', buffer: await damaged.generateAsync({ type: 'nodebuffer' }), message: BULK_MESSAGES.corrupt },
    ];
    for (const bad of cases) {
      await chooseWorkbook(card, bad.name, bad.buffer);
      await card.getByRole('button', { name: 'Validate File' }).click();
      const alert = card.getByRole('alert').filter({ hasText: bad.message });
      await visible(alert, 30_000);
      expect(await alert.getAttribute('data-variant')).toBe('warning');
      if (bad.name === 'renamed.xlsx') await page.screenshot({ path: `${ARTIFACTS}/data-mgmt-wrong-template.png` });
      // Nothing is lost: the note and the chosen file stay for another try.
      expect(await card.getByLabel('Note').inputValue()).toBe(note);
      expect(await chosenFile(card)).toBe(bad.name);
      await alert.getByRole('button', { name: 'Dismiss error' }).click();
    }

    // Not a workbook at all (a text file renamed .xlsx, a zip that is no workbook): the gateway
    // refuses it before anything is forwarded, and the user reads why beside the file field —
    // their own mistake, no alert and no Create Ticket.
    for (const [name, text] of [
      ['notes.xlsx', 'AaneelId,TermReasonId,TermDate\n'],
      ['corrupt.xlsx', 'PK\u0003\u0004 this is not a workbook at all'],
    ]) {
      await chooseWorkbook(card, name, Buffer.from(text));
      // A new file clears the previous file's message.
      await card.getByText(BULK_MESSAGES.xlsx).waitFor({ state: 'hidden' });
      await card.getByRole('button', { name: 'Validate File' }).click();
      await visible(card.getByText(BULK_MESSAGES.xlsx));
      expect(await card.getByRole('alert').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Create Ticket' }).count()).toBe(0);
      expect(await card.getByLabel('Note').inputValue()).toBe(note);
      expect(await chosenFile(card)).toBe(name);
    }
    await page.screenshot({ path: `${ARTIFACTS}/data-mgmt-not-a-workbook.png` });
    expect(await sandboxState()).toEqual(before);
  });

  it('refuses 50,001 rows after reading them, with the row progress shown', async () => {
    const page = await pageAs('datamanager');
    const [member] = await freshMembers(1);
    const before = await sandboxState();
    const rows = Array.from({ length: BULK_MAX_ROWS + 1 }, () => [member.aaneel_id, '984000014', daysAgo(3)]);
    const buffer = await bulkWorkbook('eligibility-changes', rows);
    const card = await openFlow(page, 'eligibility-changes');
    await card.getByLabel('Note').fill('E2E too many rows');
    await chooseWorkbook(card, 'too-many.xlsx', buffer);
    await watchProgress(page);
    await card.getByRole('button', { name: 'Validate File' }).click();
    // A picture of the row progress when it is caught on screen (the assertions below read the recorded texts).
    await card
      .getByText(/^Validating… [1-9]/)
      .waitFor({ timeout: 20_000 })
      .then(() => page.screenshot({ path: `${ARTIFACTS}/data-mgmt-validating.png` }))
      .catch(() => undefined);
    const alert = card.getByRole('alert').filter({ hasText: BULK_MESSAGES.tooManyRows });
    await visible(alert, 55_000);
    expect(await alert.getAttribute('data-variant')).toBe('warning');
    const seen = await progressSeen(page);
    expect(seen.some((t) => /^Uploading /.test(t))).toBe(true);
    expect(seen.some((t) => /^Validating… [1-9][\d,]* rows$/.test(t))).toBe(true);
    expect(await chosenFile(card)).toBe('too-many.xlsx');
    expect(await sandboxState()).toEqual(before);
  });
});
