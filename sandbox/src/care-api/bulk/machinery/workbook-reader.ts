/**
 * exceljs's streaming workbook reader, fed from the archive's central directory instead of one
 * pass over the zip's local entries.
 *
 * The one-pass reader ends its walk over the entries early now and then (about one read in three
 * hundred of the same bytes): the entries still to come are never seen, and when one of them is
 * `xl/workbook.xml` (exceljs writes it last) the read fails as if the file were damaged. Reading
 * the central directory names every part up front, so the parts a sheet needs (relationships,
 * workbook, shared strings, styles) are read first and each sheet after them, in sheet order,
 * still row by row. The upload is already in memory, so nothing is held that was not.
 *
 * The per-part parsers are exceljs's own; `WorkbookInternals` names the ones used (exceljs does
 * not type them) and tests/sandbox/bulk-workbook-reader.test.ts reads workbooks through them.
 * Hyperlinks are never read (the bulk flows ignore them), whatever the options say.
 */
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';

/** What one step of exceljs's parse yields; the public iterator passes on the worksheets. */
interface ParseEvent {
  eventType: string;
  value: unknown;
}

/** exceljs's own parsers of a workbook's parts (WorkbookReader's methods, untyped there). */
interface WorkbookInternals {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<ParseEvent>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(chunks: AsyncIterable<Buffer>, sheetNo: string): Generator<ParseEvent>;
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

export class DirectoryWorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
  constructor(
    private readonly bytes: Buffer,
    options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
  ) {
    // The input exceljs would stream is never opened: parse() reads `bytes` itself.
    super(undefined as unknown as Readable, options);
  }

  /** The parts a sheet needs, then every sheet by its number. */
  async *parse(): AsyncGenerator<ParseEvent> {
    const parts = this as unknown as WorkbookInternals;
    const directory = await unzipper.Open.buffer(this.bytes);
    const byPath = new Map(directory.files.map((file) => [file.path, file]));
    const open = (path: string): Readable | null => (byPath.get(path)?.stream() as Readable | undefined) ?? null;

    const rels = open('xl/_rels/workbook.xml.rels');
    if (rels) await parts._parseRels(rels);
    const workbook = open('xl/workbook.xml');
    if (workbook) await parts._parseWorkbook(workbook);
    const sharedStrings = open('xl/sharedStrings.xml');
    if (sharedStrings) yield* parts._parseSharedStrings(sharedStrings);
    const styles = open('xl/styles.xml');
    if (styles) await parts._parseStyles(styles);

    const sheets = directory.files
      .map((file) => ({ file, no: WORKSHEET.exec(file.path)?.[1] }))
      .filter((s): s is { file: unzipper.File; no: string } => s.no !== undefined)
      .sort((a, b) => Number(a.no) - Number(b.no));
    for (const sheet of sheets) {
      // A Node stream is an async iterable of its chunks, which is what the sheet parser reads.
      yield* parts._parseWorksheet(sheet.file.stream() as Readable as AsyncIterable<Buffer>, sheet.no);
    }
  }
}
