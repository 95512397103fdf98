/**
 * Reads the member ids of a call-list filter upload: the first column of the first sheet,
 * member ids (numbers) or AaneelIds (A followed by digits), with an optional header row.
 * Errors name rows, never cell contents (an upload may hold patient data by mistake).
 */
import ExcelJS from 'exceljs';

export class FilterWorkbookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterWorkbookError';
  }
}

export interface WorkbookMemberIds {
  memberIds: number[];
  aaneelIds: string[];
}

/** The cell's value as trimmed text (formulas by their result, rich text by its text). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return String(value).trim();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
    if ('text' in value) return String(value.text).trim();
  }
  return '';
}

export async function readFilterWorkbook(bytes: Buffer): Promise<WorkbookMemberIds> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new FilterWorkbookError('The file is not an .xlsx workbook');
  }
  const sheet = workbook.worksheets[0];
  const memberIds = new Set<number>();
  const aaneelIds = new Set<string>();
  const badRows: number[] = [];
  let seenContent = false;
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const text = cellText(row.getCell(1).value);
    if (text === '') return;
    const first = !seenContent;
    seenContent = true;
    if (/^\d+(\.0+)?$/.test(text)) memberIds.add(Number(text));
    else if (/^a\d+$/i.test(text)) aaneelIds.add(text.toUpperCase());
    // Anything else on the first row with content is a header.
    else if (!first) badRows.push(rowNumber);
  });
  if (badRows.length > 0) {
    const shown = badRows.slice(0, 5).join(', ');
    throw new FilterWorkbookError(`Not a member id in column A, row${badRows.length > 1 ? 's' : ''} ${shown}${badRows.length > 5 ? ` and ${badRows.length - 5} more` : ''}`);
  }
  if (memberIds.size === 0 && aaneelIds.size === 0) throw new FilterWorkbookError('The workbook lists no member ids (first column of the first sheet)');
  return { memberIds: [...memberIds], aaneelIds: [...aaneelIds] };
}
