import { Badge, Button } from '@chakra-ui/react';
import type { MarketsQuery } from '../../generated/graphql.ts';
import { formatPhone, formatText } from '../../shared/lib/format.ts';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';
import { EMPTY_TEXT } from '../../shared/ui/data-table/index.ts';

export type MarketListItem = MarketsQuery['markets'][number];

interface MarketsTableProps {
  markets: readonly MarketListItem[];
  onEdit: (market: MarketListItem) => void;
}

const MARKET_COLUMNS: readonly ListColumn<MarketListItem>[] = [
  { key: 'id', header: 'Id', cell: (market) => market.id },
  { key: 'name', header: 'Name', cellProps: { fontWeight: 'medium' }, cell: (market) => market.name },
  { key: 'officePrefix', header: 'Office Prefix', cell: (market) => market.officePrefix },
  {
    key: 'active',
    header: 'Active',
    cell: (market) => <Badge colorPalette={market.active ? 'green' : 'gray'}>{market.active ? 'Active' : 'Inactive'}</Badge>,
  },
  { key: 'address', header: 'Address', cell: (market) => formatText(market.address) },
  { key: 'city', header: 'City', cell: (market) => formatText(market.city) },
  { key: 'state', header: 'State', cell: (market) => formatText(market.stateAbbrev) },
  { key: 'zip', header: 'Zip', cell: (market) => formatText(market.zipCode) },
  { key: 'phone', header: 'Phone', cellProps: { whiteSpace: 'nowrap' }, cell: (market) => formatPhone(market.phone) },
];

function editColumn(onEdit: (market: MarketListItem) => void): ListColumn<MarketListItem> {
  return {
    key: 'actions',
    header: null,
    label: 'Actions',
    align: 'end',
    cell: (market) =>
      market.viewerCan.update && (
        <Button size="xs" variant="outline" aria-label={`Edit ${market.name}`} onClick={() => onEdit(market)}>
          Edit
        </Button>
      ),
  };
}

/** Markets in office-prefix order (as the gateway sends them); Edit only where the viewer may. */
export function MarketsTable({ markets, onEdit }: MarketsTableProps) {
  const canEditAny = markets.some((m) => m.viewerCan.update);
  return (
    <ListTable
      caption="Markets"
      columns={canEditAny ? [...MARKET_COLUMNS, editColumn(onEdit)] : MARKET_COLUMNS}
      rows={markets}
      rowKey={(market) => market.id}
      emptyText={EMPTY_TEXT}
      stickyHeader
      rowProps={(market) => ({ 'data-market-id': market.id })}
    />
  );
}
