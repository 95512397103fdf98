/**
 * Reading uploaded workbooks (call-list filters, transfer uploads): the first sheet of an .xlsx,
 * cells as text, and one error type whose message the handlers answer as 422. Messages name rows,
 * never cell contents (an upload may hold patient data by mistake).
 */
import ExcelJS from 'exceljs';

export class WorkbookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkbookError';
  }
}

/** The cell's value as trimmed text (formulas by their result, rich text by its text, dates as ISO). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return String(value).trim();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
  }
  return '';
}

/** The workbook's first sheet (undefined when it has none); WorkbookError when the bytes are not .xlsx. */
export async function firstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new WorkbookError('The file is not an .xlsx workbook');
  }
  return workbook.worksheets[0];
}
