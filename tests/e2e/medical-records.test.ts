/**
 * The Medical Records page in a real browser, as the medrecords persona: the dialog's checks (Send
 * Request disabled until a kind and an .xlsx are chosen), a workbook of unknown ids refused with
 * the Care API's message, then a real request (the template downloaded and filled in) that shows
 * as pending, advances as the Care API's job runs (driven here), finishes, and downloads as a zip
 * holding each member's CCD with the member's name and date of birth. Light and dark screenshots.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDICAL_RECORD_POLL_MS } from '@luminate/schema/rules';
import type { Page } from 'playwright-core';
import { readZip } from '../support/zip.ts';
import { rowsOfXlsx, xlsxOf } from '../support/workbook.ts';
import { ARTIFACTS, recordOperations, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let env: BrowserStack;
let members: { aaneel_id: string; first_name: string; last_name: string; dob: string }[];

beforeAll(async () => {
  env = await startBrowserStack();
  const { rows } = await env.stack.db.query<{ aaneel_id: string; first_name: string; last_name: string; dob: string }>(
    `SELECT aaneel_id, first_name, last_name, to_char(dt_of_birth, 'YYYYMMDD') AS dob FROM members ORDER BY id LIMIT 2`,
  );
  members = rows;
});

afterAll(async () => {
  await env?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

describe('medical records page', () => {
  it('makes a request, follows it to finished, and downloads the extract', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/med-records', 'medrecords');
    await visible(page.getByRole('heading', { name: 'CCD & Progress Note Extract', level: 1 }));
    await visible(page.getByText('You will receive a notification email when your files are ready.', { exact: false }));
    const table = page.getByRole('table', { name: 'Medical record requests' });
    await visible(table.locator('tr[data-status="FINISHED"]').first());
    await shot(page, 'medical-records');

    await page.getByRole('button', { name: 'Make Request' }).click();
    const dialog = page.getByRole('dialog');
    const send = dialog.getByRole('button', { name: 'Send Request' });
    await visible(send);
    expect(await send.isDisabled()).toBe(true);

    // The template, as the dialog offers it: the AaneelId header, filled in here with two members.
    const [templateDownload] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'member id template (.xlsx)' }).click(),
    ]);
    expect(templateDownload.suggestedFilename()).toBe('MedicalRecordRequest.xlsx');
    const template = await rowsOfXlsx(readFileSync(await templateDownload.path()));
    expect(template[0][0]).toBe('AaneelId');

    // A kind ticked and unticked shows the rule's message; a workbook of unknown ids is refused with nothing created.
    await dialog.getByText('CCD XML files').click();
    await dialog.getByText('CCD XML files').click();
    await visible(dialog.getByText('Choose at least one kind of file'));
    await dialog.getByText('CCD XML files').click();
    await dialog.getByLabel('Member Ids (.xlsx)').setInputFiles({
      name: 'unknown.xlsx',
      mimeType: XLSX,
      buffer: await xlsxOf([['AaneelId'], ['A1'], [members[0].aaneel_id]], { sheet: 'Members' }),
    });
    const before = (await env.stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM medical_record_requests')).rows[0].n;
    await send.click();
    await visible(dialog.getByText('1 member id is not known: row 2'));
    expect((await env.stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM medical_record_requests')).rows[0].n).toBe(before);

    await dialog
      .getByLabel('Member Ids (.xlsx)')
      .setInputFiles({ name: 'members.xlsx', mimeType: XLSX, buffer: await xlsxOf([...template, ...members.map((m) => [m.aaneel_id])]) });
    await dialog.getByText('CCD PDF files').click();
    await dialog.getByText('Just member files').click();
    expect(await send.isDisabled()).toBe(false);
    await shot(page, 'medical-records-request');
    await send.click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('2 members requested.', { exact: false }));

    const { rows } = await env.stack.db.query<{ id: number }>('SELECT max(id) AS id FROM medical_record_requests');
    const id = String(rows[0].id);
    const row = table.locator(`tr[data-request-id="${id}"]`);
    await visible(row);
    expect(await row.getAttribute('data-status')).toBe('PENDING');
    expect(await row.locator('td').nth(1).innerText()).toBe('Morgan Records');
    expect(await row.locator('td').nth(3).innerText()).toBe('2');
    expect(await row.getByRole('button', { name: `Download request ${id}` }).count()).toBe(0);

    // The job loads the members' files (the page polls and shows them), then writes them.
    await env.stack.sandbox.medicalRecords.run();
    await table.locator(`tr[data-request-id="${id}"][data-status="PROCESSING"]`).waitFor({ timeout: 15_000 });
    expect(await row.locator('td').nth(4).innerText()).toBe('6');
    expect(await row.locator('td').nth(5).innerText()).toBe('0');
    for (let i = 0; i < 10; i++) await env.stack.sandbox.medicalRecords.run();
    await table.locator(`tr[data-request-id="${id}"][data-status="FINISHED"]`).waitFor({ timeout: 15_000 });
    expect(await row.locator('td').nth(5).innerText()).toBe('6');
    // Nothing is unfinished any more (the seed's pending request was processed too): the page stops polling.
    await table.locator('tr[data-status="PENDING"], tr[data-status="PROCESSING"]').first().waitFor({ state: 'detached', timeout: 15_000 });
    const operations = recordOperations(page);
    await page.waitForTimeout(2 * MEDICAL_RECORD_POLL_MS + 500);
    expect(operations.filter((name) => name === 'MedicalRecordRequests')).toEqual([]);
    await page.locator('[data-scope=dialog][data-part=backdrop]').waitFor({ state: 'detached' });
    await shot(page, 'medical-records-finished');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download request ${id}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`MedicalRecords_${id}.zip`);
    const files = readZip(readFileSync(await download.path()));
    expect(files.size).toBe(6);
    for (const m of members) {
      const xml = files.get(`${m.aaneel_id}/${m.aaneel_id}_CCD.xml`)!.toString('utf8');
      // Parsed by the browser's own XML parser.
      const patient = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'text/xml');
        const ns = 'urn:hl7-org:v3';
        return {
          given: doc.getElementsByTagNameNS(ns, 'given')[0]?.textContent,
          family: doc.getElementsByTagNameNS(ns, 'family')[0]?.textContent,
          birth: doc.getElementsByTagNameNS(ns, 'birthTime')[0]?.getAttribute('value'),
          error: doc.getElementsByTagName('parsererror').length,
        };
      }, xml);
      expect(patient).toEqual({ given: m.first_name, family: m.last_name, birth: m.dob, error: 0 });
      expect(files.get(`${m.aaneel_id}/${m.aaneel_id}_CCD.pdf`)!.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(files.has(`${m.aaneel_id}/${m.aaneel_id}_FileList.csv`)).toBe(true);
    }

    await page.evaluate(() => localStorage.setItem('luminate.color-mode', 'dark'));
    await page.reload();
    await visible(table.locator(`tr[data-request-id="${id}"][data-status="FINISHED"]`));
    await shot(page, 'medical-records-dark');
    await page.getByRole('button', { name: 'Make Request' }).click();
    await visible(dialog.getByRole('button', { name: 'Send Request' }));
    await shot(page, 'medical-records-request-dark');
    await context.close();
  });

  it('is not offered to staff, who are refused the page', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/med-records', 'staff');
    await visible(page.getByRole('heading', { name: 'You do not have access to this page' }));
    expect(await page.getByRole('link', { name: 'Medical Records' }).count()).toBe(0);
    await context.close();
  });
});
