import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '../../shared/lib/router.ts';
import type { MemberField, MembersSearchQuery } from '../../generated/graphql.ts';
import { formatDate, formatPhone, formatText, formatYesNo } from '../../shared/lib/format.ts';
import { DATE_MATCH_MODES, TEXT_MATCH_MODES, type DataColumn } from '../../shared/ui/data-table/index.ts';

export type MemberRow = MembersSearchQuery['members']['nodes'][number];

const firstPhone = (m: MemberRow) => formatPhone(m.homePhone ?? m.mobilePhone ?? m.workPhone);

export const MEMBER_COLUMNS: readonly DataColumn<MemberRow, MemberField>[] = [
  {
    id: 'aaneelId',
    header: 'Aaneel Id',
    field: 'AANEEL_ID',
    matchModes: TEXT_MATCH_MODES,
    cell: (m) => (
      <Link asChild colorPalette="blue" variant="underline">
        <RouterLink href={`/member/${m.id}`}>{m.aaneelId}</RouterLink>
      </Link>
    ),
  },
  { id: 'name', header: 'Name', field: 'FULL_NAME', matchModes: TEXT_MATCH_MODES, cell: (m) => m.fullName },
  {
    id: 'dateOfBirth',
    header: 'Date of Birth',
    field: 'DATE_OF_BIRTH',
    matchModes: DATE_MATCH_MODES,
    filterInput: 'date',
    cell: (m) => formatDate(m.dateOfBirth),
  },
  { id: 'memberId', header: 'Member Id', field: 'MEMBER_ID', matchModes: TEXT_MATCH_MODES, cell: (m) => m.memberId },
  // Home, work or mobile: the filter matches any of them, so there is no single column to sort.
  { id: 'phone', header: 'Phone', field: 'PHONE', matchModes: ['CONTAINS'], sortable: false, cell: firstPhone },
  { id: 'email', header: 'Email', field: 'EMAIL', matchModes: TEXT_MATCH_MODES, cell: (m) => formatText(m.email) },
  { id: 'market', header: 'Market', cell: (m) => formatText(m.market?.name) },
  { id: 'eligible', header: 'Eligible', field: 'ELIGIBLE', cell: (m) => formatYesNo(m.eligible) },
];
