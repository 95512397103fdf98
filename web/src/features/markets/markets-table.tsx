import { Badge, Button, Table } from '@chakra-ui/react';
import type { MarketsQuery } from '../../generated/graphql.ts';
import { formatPhone } from './market-form.ts';
import { EmptyTableRow } from '../../shared/ui/empty-table-row.tsx';

export type MarketListItem = MarketsQuery['markets'][number];

interface MarketsTableProps {
  markets: readonly MarketListItem[];
  onEdit(market: MarketListItem): void;
}

/** Markets in office-prefix order (as the gateway sends them); Edit only where the viewer may. */
export function MarketsTable({ markets, onEdit }: MarketsTableProps) {
  const canEditAny = markets.some((m) => m.viewerCan.update);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped stickyHeader aria-label="Markets">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Id</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Office Prefix</Table.ColumnHeader>
            <Table.ColumnHeader>Active</Table.ColumnHeader>
            <Table.ColumnHeader>Address</Table.ColumnHeader>
            <Table.ColumnHeader>City</Table.ColumnHeader>
            <Table.ColumnHeader>State</Table.ColumnHeader>
            <Table.ColumnHeader>Zip</Table.ColumnHeader>
            <Table.ColumnHeader>Phone</Table.ColumnHeader>
            {canEditAny && <Table.ColumnHeader aria-label="Actions" />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {markets.length === 0 && (
            <EmptyTableRow colSpan={canEditAny ? 10 : 9}>No data found.</EmptyTableRow>
          )}
          {markets.map((market) => (
            <Table.Row key={market.id} data-market-id={market.id}>
              <Table.Cell>{market.id}</Table.Cell>
              <Table.Cell fontWeight="medium">{market.name}</Table.Cell>
              <Table.Cell>{market.officePrefix}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={market.active ? 'green' : 'gray'}>{market.active ? 'Active' : 'Inactive'}</Badge>
              </Table.Cell>
              <Table.Cell>{market.address}</Table.Cell>
              <Table.Cell>{market.city}</Table.Cell>
              <Table.Cell>{market.stateAbbrev}</Table.Cell>
              <Table.Cell>{market.zipCode}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatPhone(market.phone)}</Table.Cell>
              {canEditAny && (
                <Table.Cell textAlign="end">
                  {market.viewerCan.update && (
                    <Button size="xs" variant="outline" aria-label={`Edit ${market.name}`} onClick={() => onEdit(market)}>
                      Edit
                    </Button>
                  )}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
