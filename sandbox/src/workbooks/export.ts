/** A workbook's table as an .xlsx file: the same rows as the page, every one of them, with the page's column names. */
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { WORKBOOKS, type WorkbookName } from '@luminate/schema/rules';
import type { WorkbookData } from './data.ts';

const NUMBER_FORMATS = { currency: '"$"#,##0', percent: '0.0%', int: '#,##0' } as const;

export async function writeWorkbookXlsx(res: Response, workbook: WorkbookName, data: WorkbookData): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${WORKBOOKS[workbook].workbookId}.xlsx"`);
  // The gateway's audit of the download records how many rows left.
  res.setHeader('X-Row-Count', String(data.rows.length));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(data.title.slice(0, 31));
  sheet.columns = data.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.format === 'text' ? 28 : 16,
    style: c.format === 'text' || c.format === 'date' ? {} : { numFmt: NUMBER_FORMATS[c.format] },
  }));
  for (const row of data.rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
}
