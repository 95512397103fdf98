import { Link } from '@chakra-ui/react';
import type { NearbyMemberRowFragment } from '../../generated/graphql.ts';
import { EMPTY, formatDate, formatText, formatYesNo } from '../../shared/lib/format.ts';
import { Link as RouterLink } from '../../shared/lib/router.ts';
import type { ListColumn } from '../../shared/ui/list-table.tsx';

export type NearbyMemberRow = NearbyMemberRowFragment;

/** A member's home address on one line. */
export function memberAddress(m: NearbyMemberRow['member']): string {
  const place = [m.city, [m.state, m.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [m.address1, place].filter(Boolean).join(', ') || EMPTY;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The results' columns, in the order the spec lists them; distances as given (floored to 2 decimals). */
export const NEARBY_MEMBER_COLUMNS: readonly ListColumn<NearbyMemberRow>[] = [
  { key: 'memberId', header: 'Member Id', cellProps: nowrap, cell: (r) => r.member.memberId },
  { key: 'payer', header: 'Payer', cellProps: nowrap, cell: (r) => formatText(r.member.payer?.name) },
  {
    key: 'name',
    header: 'Name',
    cellProps: nowrap,
    cell: (r) => (
      <Link asChild colorPalette="blue" variant="underline">
        <RouterLink href={`/member/${r.member.id}`}>{r.member.fullName}</RouterLink>
      </Link>
    ),
  },
  { key: 'nh', header: 'NH', cellProps: nowrap, cell: (r) => formatText(r.member.office?.name) },
  { key: 'address', header: 'Address', cellProps: { minW: '14rem' }, cell: (r) => memberAddress(r.member) },
  { key: 'engaged', header: 'Engaged', cell: (r) => formatYesNo(r.member.engaged) },
  { key: 'highNeeds', header: 'High Needs Criteria', cellProps: { minW: '10rem' }, cell: (r) => r.highNeedsCriteria.join(', ') || EMPTY },
  { key: 'dnc', header: 'DNC', cell: (r) => formatYesNo(r.dnc) },
  { key: 'disengaged', header: 'Disengaged', cell: (r) => formatYesNo(r.disengaged) },
  { key: 'lastAdmit', header: 'Last Admit', cellProps: nowrap, cell: (r) => formatDate(r.lastAdmit) },
  { key: 'recentEr', header: 'Recent ER', cellProps: nowrap, cell: (r) => formatDate(r.recentErVisit) },
  { key: 'lastDropIn', header: 'Last Drop In', cellProps: nowrap, cell: (r) => formatDate(r.lastDropIn) },
  { key: 'lastVisit', header: 'Last Visit', cellProps: nowrap, cell: (r) => formatDate(r.lastVisit) },
  { key: 'distance', header: 'Distance (mi)', align: 'end', cell: (r) => r.distance.toFixed(2) },
];
