import { Box, Portal, Text, Tooltip } from '@chakra-ui/react';
import { AssignmentType } from '@luminate/schema/constants';
import type { MarketAssignmentTableQuery } from '../../generated/graphql.ts';
import { EMPTY, formatInitialName } from '../../shared/lib/format.ts';
import { TEXT_MATCH_MODES, type ColumnFilterState, type DataColumn, type SortState } from '../../shared/ui/data-table/index.ts';

export type NeighborhoodRow = NonNullable<MarketAssignmentTableQuery['marketAssignmentTable']>['rows'][number];
type Entry = NeighborhoodRow['assignments'][number];

/** The holders of a type covering the row, as 'F. Last' (several joined), or the empty marker. */
export function holdersText(row: NeighborhoodRow, typeId: number): string {
  const names = row.assignments.filter((a) => a.assignmentTypeId === String(typeId)).map((a: Entry) => formatInitialName(a.employee));
  return names.length ? names.join(', ') : EMPTY;
}

/** The table's columns in the page's order: community, the roles, the neighborhood itself, then the care team. */
const COLUMN_SPECS: ReadonlyArray<{ id: string; header: string; text: (row: NeighborhoodRow) => string }> = [
  { id: 'community', header: 'Community', text: (r) => r.communityName },
  { id: 'om', header: 'OM', text: (r) => holdersText(r, AssignmentType.OM) },
  { id: 'cmd', header: 'CMD', text: (r) => holdersText(r, AssignmentType.CMD) },
  { id: 'cd', header: 'CD', text: (r) => holdersText(r, AssignmentType.CD) },
  { id: 'cpe', header: 'CPE', text: (r) => holdersText(r, AssignmentType.CPE) },
  { id: 'sw', header: 'SW', text: (r) => holdersText(r, AssignmentType.SW) },
  { id: 'chn', header: 'CHN', text: (r) => holdersText(r, AssignmentType.CHN) },
  { id: 'nh', header: 'NH', text: (r) => r.office.name },
  { id: 'app', header: 'APP', text: (r) => holdersText(r, AssignmentType.APP) },
  { id: 'tcc', header: 'TCC', text: (r) => holdersText(r, AssignmentType.TCC) },
  { id: 'pctSup', header: 'PCT-SUP', text: (r) => holdersText(r, AssignmentType.PCT_SUP) },
  { id: 'pcc', header: 'PCC', text: (r) => holdersText(r, AssignmentType.PCC) },
  { id: 'pca', header: 'PCA', text: (r) => holdersText(r, AssignmentType.PCA) },
  { id: 'pcs', header: 'PCS', text: (r) => holdersText(r, AssignmentType.PCS) },
  { id: 'ca', header: 'CA', text: (r) => holdersText(r, AssignmentType.CA) },
  { id: 'ces', header: 'CES', text: (r) => holdersText(r, AssignmentType.CES) },
  { id: 'iapp', header: 'iAPP', text: (r) => holdersText(r, AssignmentType.IAPP) },
];

const TEXT_OF = new Map(COLUMN_SPECS.map((c) => [c.id, c.text]));

/** The APP cell: the neighborhood's APP, with its primary, secondary and tertiary APP in a tooltip. */
function AppCell({ row }: { row: NeighborhoodRow }) {
  const tiers: Array<[string, number]> = [
    ['Primary APP', AssignmentType.PRIMARY_APP],
    ['Secondary APP', AssignmentType.SECONDARY_APP],
    ['Tertiary APP', AssignmentType.TERTIARY_APP],
  ];
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Box as="span" tabIndex={0} whiteSpace="nowrap" textDecoration="underline dotted" aria-label={`APP of ${row.office.name}`}>
          {holdersText(row, AssignmentType.APP)}
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            {tiers.map(([label, typeId]) => (
              <Text key={typeId}>
                {label}: {holdersText(row, typeId)}
              </Text>
            ))}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** The columns, with the shared table's text filters when the page's use-filters box is ticked. */
export function assignmentColumns(useFilters: boolean): DataColumn<NeighborhoodRow>[] {
  return COLUMN_SPECS.map((c) => ({
    id: c.id,
    field: c.id,
    header: c.header,
    matchModes: useFilters ? TEXT_MATCH_MODES : undefined,
    cell: (row: NeighborhoodRow) =>
      c.id === 'app' ? (
        <AppCell row={row} />
      ) : (
        <Text as="span" whiteSpace="nowrap" fontWeight={c.id === 'nh' ? 'medium' : undefined}>
          {c.text(row)}
        </Text>
      ),
  }));
}

/** Whether a cell's text passes a column filter (case-insensitive; an empty value passes everything). */
export function passesFilter(text: string, filter: ColumnFilterState | undefined): boolean {
  if (!filter || filter.value.trim() === '') return true;
  const value = filter.value.trim().toLowerCase();
  const cell = text.toLowerCase();
  switch (filter.matchMode) {
    case 'CONTAINS':
      return cell.includes(value);
    case 'NOT_CONTAINS':
      return !cell.includes(value);
    case 'STARTS_WITH':
      return cell.startsWith(value);
    case 'ENDS_WITH':
      return cell.endsWith(value);
    case 'EQUALS':
      return cell === value;
    case 'NOT_EQUALS':
      return cell !== value;
    default:
      return true;
  }
}

/** The rows the filters keep, in the chosen column's order (the office order otherwise). */
export function visibleRows(
  rows: readonly NeighborhoodRow[],
  filters: Readonly<Record<string, ColumnFilterState>>,
  sorting: readonly SortState[],
): NeighborhoodRow[] {
  const kept = rows.filter((row) => Object.entries(filters).every(([id, f]) => passesFilter(TEXT_OF.get(id)?.(row) ?? '', f)));
  const sort = sorting[0];
  const text = sort && TEXT_OF.get(sort.id);
  if (!text) return kept;
  const order = sort.desc ? -1 : 1;
  return [...kept].sort((a, b) => order * text(a).localeCompare(text(b), 'en', { numeric: true }));
}
