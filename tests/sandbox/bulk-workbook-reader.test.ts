import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { BULK_MESSAGES } from '@luminate/schema/rules';
import { sheetRows } from '../../sandbox/src/care-api/bulk/machinery/reading.ts';
import { HttpError } from '../../sandbox/src/care-api/http.ts';
import { xlsxOf } from '../support/workbook.ts';

/** Every non-blank row of the upload's first sheet, as the bulk flows read it. */
async function read(bytes: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of sheetRows(bytes)) rows.push(row.cells);
  return rows;
}

const ADDRESSES = [
  ['AaneelId', 'Address1', 'Address2', 'City', 'State', 'Zip'],
  ['A-100', '12 Oak St', '', 'Springfield', 'TX', '75001'],
  ['A-101', '14 Elm Ave', 'Apt 2', 'Dallas', 'TX', '75002'],
];

describe('reading an uploaded workbook', () => {
  it('reads the same workbook the same way every time', async () => {
    // exceljs stores the sheet before its shared strings and the workbook part last; a one-pass
    // read of the zip's entries lost that last part about once in three hundred reads and refused
    // a good file as damaged. A thousand reads of one file must all give its rows.
    const bytes = await xlsxOf(ADDRESSES);
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const outcome = await read(bytes).then(
        (rows) => JSON.stringify(rows),
        (error: unknown) => `refused: ${String(error)}`,
      );
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(Object.fromEntries(outcomes)).toEqual({ [JSON.stringify(ADDRESSES)]: 1000 });
  });

  it('reads the first sheet only, dates as yyyy-mm-dd and numbers as written', async () => {
    const book = new ExcelJS.Workbook();
    const first = book.addWorksheet('Changes');
    first.addRow(['AaneelId', 'EffectiveDate', 'Count']);
    first.addRow(['A-100', new Date(Date.UTC(2026, 10, 2)), 42]);
    book.addWorksheet('Notes').addRow(['not read']);
    const rows = await read(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toEqual([
      ['AaneelId', 'EffectiveDate', 'Count'],
      ['A-100', '2026-11-02', '42'],
    ]);
  });

  it('refuses bytes that are no workbook with the damaged-file message', async () => {
    const error: unknown = await read(Buffer.from('AaneelId,Address1\nA-100,12 Oak St\n')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect({ status: (error as HttpError).status, message: (error as HttpError).message }).toEqual({
      status: 422,
      message: BULK_MESSAGES.corrupt,
    });
  });
});
