import { parse } from 'csv-parse/sync';

/**
 * The records of a downloaded CSV file as a spreadsheet reads them: the byte-order mark dropped,
 * quoted fields (commas, quotes, line breaks inside) kept whole, blank lines skipped.
 */
export function parseCsv(file: string | Buffer): string[][] {
  const records: string[][] = parse(file, { bom: true, skip_empty_lines: true, relax_column_count: true });
  return records;
}
