/**
 * The received files table (FilesOdata): a page of one source's files, of a name search, or of
 * the uncategorised ones, newest first unless sorted, with the total; and the uncategorised count.
 * Each is one OData request.
 */
import { column, defineTable, tablePaging, type TableArgs, type TableFilter, type TableSort } from '../../upstream/odata-table.ts';
import { BOOLEAN_MODES } from '../../upstream/odata-table.ts';

type FileField = 'NAME' | 'SOURCE_ID' | 'RECEIVED_DATE' | 'UNCATEGORIZED';

export const FILES_ENTITY_SET = 'FilesOdata';
/** The largest page of the file tables (page sizes 20, 40, 80, 160). */
export const FILES_MAX_PAGE = 160;

const FIELDS = {
  NAME: column.text('name'),
  SOURCE_ID: column.id('sourceId'),
  RECEIVED_DATE: column.date('fileDate'),
  UNCATEGORIZED: { property: 'uncategorized', type: 'boolean', filter: BOOLEAN_MODES, sort: false },
} as const;

const pageTable = defineTable<FileField>({
  entitySet: FILES_ENTITY_SET,
  fields: FIELDS,
  select: ['id', 'name', 'fileDate', 'gcsPath', 'sourceId', 'categoryId', 'fileTypeId', 'erroredBucket', 'size'],
  defaultSort: [
    { property: 'fileDate', direction: 'desc' },
    { property: 'id', direction: 'desc' },
  ],
  maxPageSize: FILES_MAX_PAGE,
  defaultPageSize: 20,
});

const countTable = defineTable<FileField>({ entitySet: FILES_ENTITY_SET, fields: FIELDS, defaultSort: [], maxPageSize: 0 });

export interface FilesPageArgs {
  sourceId?: number | null;
  search?: string | null;
  uncategorized?: boolean | null;
  /** Sort keys in order (RECEIVED_DATE, NAME); none: newest first. */
  sort?: ReadonlyArray<TableSort & { field: 'RECEIVED_DATE' | 'NAME' }> | null;
  skip?: number | null;
  take?: number | null;
}

function filtersOf(args: FilesPageArgs): TableFilter[] {
  const filters: TableFilter[] = [];
  if (args.sourceId != null) filters.push({ field: 'SOURCE_ID', matchMode: 'EQUALS', value: String(args.sourceId) });
  if (args.search != null && args.search.trim() !== '') filters.push({ field: 'NAME', matchMode: 'CONTAINS', value: args.search.trim() });
  if (args.uncategorized) filters.push({ field: 'UNCATEGORIZED', matchMode: 'EQUALS', value: 'true' });
  return filters;
}

/** The page a files request asks for, its defaults applied. */
export const filesPaging = (args: FilesPageArgs) => tablePaging(pageTable, args);

/** `?$filter=…&$orderby=…&$skip=…&$top=…&$count=true` for one page. */
export function filesPageQuery(args: FilesPageArgs): string {
  const table: TableArgs = { filters: filtersOf(args), sort: args.sort ?? [], ...filesPaging(args) };
  return pageTable.toQuery(table);
}

/** The count of uncategorised files, without rows. */
export const uncategorizedCountQuery = (): string => countTable.toQuery({ filters: filtersOf({ uncategorized: true }), skip: 0, take: 0 });
