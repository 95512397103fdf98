/**
 * Bulk upload helpers of the Data Mgmt browser tests: workbooks built with exceljs from the
 * flows' templates, the card of a flow, choosing a file, validating while recording the progress
 * lines the card showed, and reading tables and downloaded workbooks as text.
 */
import type { Locator, Page } from 'playwright-core';
import { BULK_TEMPLATES, type BulkFlow } from '@luminate/schema/rules';
import { visible } from './browser.ts';
import { sheetOfXlsx, xlsxOf } from '../../support/workbook.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of the flow's template: its header row, then `rows` (cells as text). */
export function bulkWorkbook(flow: BulkFlow, rows: readonly (readonly string[])[], header?: readonly string[]): Promise<Buffer> {
  return xlsxOf([header ?? BULK_TEMPLATES[flow].columns, ...rows]);
}

/** The first sheet's rows as text (a workbook the page let the user download). */
export async function readWorkbookRows(bytes: Buffer): Promise<string[][]> {
  const sheet = await sheetOfXlsx(bytes);
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) {
      const cell = row.getCell(c);
      const value = cell.value;
      // Dates as yyyy-mm-dd; anything else as the text Excel shows.
      cells.push(value === null || value === undefined ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : cell.text);
    }
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    rows.push(cells);
  });
  return rows;
}

/** A flow's card (the neighborhood update card is the 'neighborhoods' flow). */
export function cardOf(page: Page, flow: BulkFlow | 'file-upload'): Locator {
  return page.locator(`section[data-flow="${flow}"]`);
}

export async function chooseWorkbook(card: Locator, name: string, buffer: Buffer, mimeType = XLSX_MIME): Promise<void> {
  await card.getByLabel('Workbook (.xlsx)').setInputFiles({ name, mimeType, buffer });
}

/** Starts recording every text the card's progress line and submit notice show (read back with `progressSeen`). */
export async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __bulkProgress?: string[]; __bulkObserver?: MutationObserver };
    w.__bulkObserver?.disconnect();
    const seen: string[] = [];
    w.__bulkProgress = seen;
    const record = () => {
      for (const el of document.querySelectorAll('[data-testid="bulk-progress"], [data-testid="bulk-submitting"]')) {
        const text = el.textContent ?? '';
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }
    };
    w.__bulkObserver = new MutationObserver(record);
    w.__bulkObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export async function progressSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __bulkProgress?: string[] }).__bulkProgress ?? []);
}

/**
 * Fills the note (null: the flow has none), chooses the workbook, presses Validate File and waits
 * for the results; answers the progress texts shown on the way.
 */
export async function validateAndWatch(
  page: Page,
  card: Locator,
  { note, name, buffer }: { note: string | null; name: string; buffer: Buffer },
): Promise<string[]> {
  if (note !== null) await card.getByLabel('Note').fill(note);
  await chooseWorkbook(card, name, buffer);
  await watchProgress(page);
  await card.getByRole('button', { name: 'Validate File' }).click();
  await visible(card.getByRole('heading', { name: 'Validation results' }), 45_000);
  return progressSeen(page);
}

/** A table's rows (header first) as the text of each cell. */
export async function tableRows(table: Locator): Promise<string[][]> {
  await visible(table);
  return table.evaluate((el) =>
    Array.from(el.querySelectorAll('tr')).map((tr) =>
      Array.from(tr.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim()),
    ),
  );
}
