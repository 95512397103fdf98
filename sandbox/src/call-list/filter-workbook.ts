/**
 * Reads the member ids of a call-list filter upload: the first column of the first sheet,
 * member ids (numbers) or AaneelIds (A followed by digits), with an optional header row.
 */
import { cellText, firstSheet, WorkbookError } from '../care-api/workbook-input.ts';

export interface WorkbookMemberIds {
  memberIds: number[];
  aaneelIds: string[];
}

export async function readFilterWorkbook(bytes: Buffer): Promise<WorkbookMemberIds> {
  const sheet = await firstSheet(bytes);
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
    throw new WorkbookError(
      `Not a member id in column A, row${badRows.length > 1 ? 's' : ''} ${shown}${badRows.length > 5 ? ` and ${badRows.length - 5} more` : ''}`,
    );
  }
  if (memberIds.size === 0 && aaneelIds.size === 0)
    throw new WorkbookError('The workbook lists no member ids (first column of the first sheet)');
  return { memberIds: [...memberIds], aaneelIds: [...aaneelIds] };
}
