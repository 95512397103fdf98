/**
 * Reading an uploaded workbook: the first sheet's non-blank rows, streamed one at a time with
 * exceljs's streaming reader (fed from the archive's directory: workbook-reader.ts), each cell as
 * text.
 */
import type ExcelJS from 'exceljs';
import { BULK_MESSAGES } from '@luminate/schema/rules';
import { HttpError, unprocessable } from '../../http.ts';
import { DirectoryWorkbookReader } from './workbook-reader.ts';

/** A refusal the answer carries as its message (422). */
export const refuse = (message: string) => unprocessable(message);

/** The cell's value as text: formulas by their result, rich text by its text, dates as yyyy-mm-dd. */
export function bulkCellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') {
    if ('error' in value) return '';
    if ('result' in value) return bulkCellText(value.result);
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return bulkCellText(value.text);
  }
  return '';
}

export interface SheetRow {
  rowNo: number;
  cells: string[];
}

/**
 * The first sheet's non-blank rows, streamed. Any failure of the reader (not a zip, a broken
 * part) becomes a 422 with BULK_MESSAGES.corrupt.
 */
export async function* sheetRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  let reader: DirectoryWorkbookReader;
  try {
    reader = new DirectoryWorkbookReader(bytes, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      // Styles tell dates from numbers.
      styles: 'cache',
      entries: 'ignore',
    });
  } catch {
    throw refuse(BULK_MESSAGES.corrupt);
  }
  const iterate = async function* () {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(bulkCellText(values[i]));
        if (cells.some((c) => c !== '')) yield { rowNo: row.number, cells };
      }
      // Only the first sheet is read.
      return;
    }
  };
  try {
    yield* iterate();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse(BULK_MESSAGES.corrupt);
  }
}
