/**
 * Streaming a report workbook: one sheet of rows written with exceljs' streaming writer, its row
 * count announced in X-Row-Count first. Dates are written in the files' one format for them.
 */
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { formatFileDate, formatFileDateTime, isoToday } from '@luminate/schema/rules';

export interface Column {
  header: string;
  key: string;
  width: number;
  /** A calendar day or a moment, written in the files' one format for it. */
  as?: 'date' | 'dateTime';
}

function cell(v: unknown, as: Column['as']): unknown {
  if (v === null || v === undefined) return '';
  if (as === 'date') return formatFileDate(v as string | Date);
  if (as === 'dateTime') return formatFileDateTime(v as string | Date);
  return v;
}

/** Streams one sheet of rows as `fileName`, announcing the row count first. */
export async function streamSheet(
  res: Response,
  fileName: string,
  sheetName: string,
  columns: Column[],
  rows: Array<Record<string, unknown>>,
) {
  res.status(200);
  res.setHeader('Content-Type', 'application/octet-stream');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Row-Count', String(rows.length));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns;
  for (const row of rows) sheet.addRow(columns.map((c) => cell(row[c.key], c.as))).commit();
  sheet.commit();
  await workbook.commit();
}

/** `Name-yyyy-mm-dd.xlsx`: the Care API call's name and the day the report was made. */
export const stamped = (name: string) => `${name}-${isoToday()}.xlsx`;
