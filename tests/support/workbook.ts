/**
 * The .xlsx workbooks of the tests: the one way a test builds a workbook to upload, and reads back
 * a workbook that a route or a page handed out (exceljs, the library the gateway and the sandbox
 * read and write them with).
 */
import ExcelJS from 'exceljs';

/** How `xlsxOf` lays its one sheet out. */
export interface SheetLayout {
  /** The sheet's name ('Sheet1' unless given). */
  sheet?: string;
  /** Puts Excel's filter buttons on the first row, as a user who filtered the template leaves them. */
  filterFirstRow?: boolean;
}

/** An .xlsx with one sheet holding `rows` as they are, from cell A1 (a header row is the caller's to include). */
export async function xlsxOf(rows: readonly (readonly unknown[])[], layout: SheetLayout = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(layout.sheet ?? 'Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  if (layout.filterFirstRow && rows.length > 0) sheet.autoFilter = { from: 'A1', to: { row: 1, column: rows[0].length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A workbook's sheet (the first unless `index` says), read from its bytes. */
export async function sheetOfXlsx(bytes: Buffer | ArrayBuffer, index = 0): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  // exceljs declares its input as an ArrayBuffer; it reads a Node Buffer alike.
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[index];
  if (!sheet) throw new Error(`The workbook has no sheet ${index + 1}`);
  return sheet;
}

/**
 * The rows of a workbook's sheet (the first unless `index` says) that hold a value, each as its
 * cells' values from column A (a blank cell before the last value is a hole, read as undefined).
 */
export async function rowsOfXlsx(bytes: Buffer | ArrayBuffer, index = 0): Promise<unknown[][]> {
  const sheet = await sheetOfXlsx(bytes, index);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
