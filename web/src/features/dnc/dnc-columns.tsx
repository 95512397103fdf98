import { Badge } from '@chakra-ui/react';
import type { DncRequestField, DncRequestRowFragment } from '../../generated/graphql.ts';
import { DATE_MATCH_MODES, TEXT_MATCH_MODES, type DataColumn } from '../../shared/ui/data-table/index.ts';
import { assignedNames, formatDate, formatDateTime, formatText } from '../../shared/lib/format.ts';

export type DncRow = DncRequestRowFragment;
type DncColumn = DataColumn<DncRow, DncRequestField>;

const memberId: DncColumn = {
  id: 'aaneelId',
  header: 'Member Id',
  field: 'AANEEL_ID',
  matchModes: TEXT_MATCH_MODES,
  cell: (r) => r.member.aaneelId,
};
const name: DncColumn = { id: 'name', header: 'Name', field: 'MEMBER_NAME', matchModes: TEXT_MATCH_MODES, cell: (r) => r.member.fullName };
// The reason is stored as its id: sortable, but a text filter would not match its name.
const reason: DncColumn = {
  id: 'reason',
  header: 'Reason',
  field: 'REASON',
  cell: (r) => (
    <>
      {r.reason}
      {r.isReturn && (
        <Badge ms="2" colorPalette="purple" size="sm">
          Return
        </Badge>
      )}
    </>
  ),
};
// The member's community (like 1.001): CDs and OMs find their own offices' requests by it.
const community: DncColumn = {
  id: 'community',
  header: 'Community',
  field: 'COMMUNITY_ID',
  matchModes: ['STARTS_WITH', 'EQUALS'],
  cell: (r) => formatText(r.member.communityId),
};
const requestedBy: DncColumn = {
  id: 'requestedBy',
  header: 'Requested By',
  field: 'REQUESTED_BY_NAME',
  matchModes: TEXT_MATCH_MODES,
  cell: (r) => formatText(r.requestedBy?.fullName),
};
const requestedAt: DncColumn = {
  id: 'requestedAt',
  header: 'Requested Date',
  field: 'REQUESTED_AT',
  matchModes: DATE_MATCH_MODES,
  filterInput: 'date',
  cell: (r) => formatDate(r.requestedAt),
};

/** CD Approval and OM Approval. */
export const PENDING_COLUMNS: readonly DncColumn[] = [
  memberId,
  name,
  community,
  reason,
  requestedBy,
  requestedAt,
  { id: 'assigned', header: 'Assigned', cell: (r) => assignedNames(r.assignedEmployees) },
  { id: 'nextVisit', header: 'Next Visit', cell: (r) => formatDateTime(r.member.nextAppointmentAt) },
];

/** History: who handled the request, when, and the result. */
export const HISTORY_COLUMNS: readonly DncColumn[] = [
  memberId,
  name,
  community,
  reason,
  requestedBy,
  requestedAt,
  {
    id: 'handledBy',
    header: 'Handled By',
    field: 'HANDLED_BY_NAME',
    matchModes: TEXT_MATCH_MODES,
    cell: (r) => formatText(r.handledBy?.fullName),
  },
  {
    id: 'handledAt',
    header: 'Handled Date',
    field: 'HANDLED_AT',
    matchModes: DATE_MATCH_MODES,
    filterInput: 'date',
    cell: (r) => formatDate(r.handledAt),
  },
  {
    id: 'result',
    header: 'Result',
    field: 'APPROVED',
    cell: (r) => <Badge colorPalette={r.approved ? 'green' : 'red'}>{r.result}</Badge>,
  },
];
