import { Button } from '@chakra-ui/react';
import type { OfficeTransferField, OfficeTransferRowFragment } from '../../generated/graphql.ts';
import { DATE_MATCH_MODES, TEXT_MATCH_MODES, type DataColumn } from '../../shared/ui/data-table/index.ts';
import { assignedNames, formatDate, formatText } from '../../shared/lib/format.ts';

export type TransferRow = OfficeTransferRowFragment;
type TransferColumn = DataColumn<TransferRow, OfficeTransferField>;

/**
 * The columns of both tabs. The last holds the Transfer button, only on rows the viewer may act
 * on (viewerCan.decide); every row also opens its drawer on click or Enter, read-only where the
 * viewer may not act.
 */
export function transferColumns(onOpen: (transfer: TransferRow) => void): readonly TransferColumn[] {
  return [
    { id: 'aaneelId', header: 'Member Id', field: 'AANEEL_ID', matchModes: TEXT_MATCH_MODES, cell: (t) => t.member.aaneelId },
    { id: 'name', header: 'Name', field: 'MEMBER_NAME', matchModes: TEXT_MATCH_MODES, cell: (t) => t.member.fullName },
    {
      id: 'dateOfBirth',
      header: 'Date of Birth',
      field: 'DATE_OF_BIRTH',
      matchModes: DATE_MATCH_MODES,
      filterInput: 'date',
      cell: (t) => formatDate(t.member.dateOfBirth),
    },
    {
      id: 'community',
      header: 'Community',
      field: 'COMMUNITY_ID',
      matchModes: TEXT_MATCH_MODES,
      cell: (t) => formatText(t.member.communityId),
    },
    { id: 'market', header: 'Market', field: 'MARKET_ID', cell: (t) => t.member.marketName ?? t.member.marketId },
    { id: 'assigned', header: 'Assigned', cell: (t) => assignedNames(t.assignedEmployees) },
    {
      id: 'transfer',
      header: 'Transfer',
      cell: (t) =>
        t.viewerCan.decide.allowed ? (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Transfer ${t.id}`}
            onClick={(e) => {
              // The row opens the same drawer on click: once is enough.
              e.stopPropagation();
              onOpen(t);
            }}
          >
            Transfer
          </Button>
        ) : null,
    },
  ];
}
