import { Link } from '@chakra-ui/react';
import { MEMBER_PROXIMITY_COLUMNS, type ProximityColumn } from '@luminate/schema/rules';
import type { NearbyMemberRowFragment } from '../../generated/graphql.ts';
import { formatDate, formatText, formatYesNo } from '../../shared/lib/format.ts';
import { Link as RouterLink } from '../../shared/lib/router.ts';
import type { ListColumn } from '../../shared/ui/list-table.tsx';

export type NearbyMemberRow = NearbyMemberRowFragment;

const nowrap = { whiteSpace: 'nowrap' } as const;
/** Wider cells for the columns of longer text; the others keep to one line. */
const CELL_PROPS: Record<string, ListColumn<NearbyMemberRow>['cellProps']> = {
  address: { minW: '14rem' },
  highNeeds: { minW: '10rem' },
};

/** A cell's text, each kind in the one format of the app (dates MM/DD/YYYY, Yes / No, EMPTY when missing). */
function cellText(column: ProximityColumn, row: NearbyMemberRow): string {
  switch (column.kind) {
    case 'date':
      return formatDate(column.value(row));
    case 'flag':
      return formatYesNo(column.value(row));
    case 'text':
      return formatText(column.value(row));
  }
}

/** The results' columns: the shared list the CSV export writes too; the name links to the member page. */
export const NEARBY_MEMBER_COLUMNS: readonly ListColumn<NearbyMemberRow>[] = MEMBER_PROXIMITY_COLUMNS.map((column) => ({
  key: column.key,
  header: column.header,
  align: column.numeric ? ('end' as const) : undefined,
  cellProps: CELL_PROPS[column.key] ?? (column.numeric || column.kind === 'flag' ? undefined : nowrap),
  cell:
    column.key === 'name'
      ? (r: NearbyMemberRow) => (
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink href={`/member/${r.member.id}`}>{r.member.fullName}</RouterLink>
          </Link>
        )
      : (r: NearbyMemberRow) => cellText(column, r),
}));
