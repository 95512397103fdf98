import { Button, HStack } from '@chakra-ui/react';
import type { ContractRowFragment } from '../../generated/graphql.ts';
import { formatDate, formatText } from '../../shared/lib/format.ts';
import { ListTable, type ListColumn } from '../../shared/ui/list-table.tsx';

const COLUMNS: readonly ListColumn<ContractRowFragment>[] = [
  { key: 'name', header: 'Name', cellProps: { fontWeight: 'medium' }, cell: (c) => c.name },
  { key: 'payer', header: 'Payer', cell: (c) => c.payer.name },
  { key: 'riskType', header: 'Risk Type', cell: (c) => c.riskType.name },
  { key: 'status', header: 'Status', cell: (c) => formatText(c.status) },
  { key: 'geography', header: 'Geography', cell: (c) => formatText(c.geography) },
  { key: 'algorithm', header: 'Algorithm', cell: (c) => formatText(c.algorithm) },
  { key: 'start', header: 'Start Date', cellProps: { whiteSpace: 'nowrap' }, cell: (c) => formatDate(c.startDt) },
  { key: 'atRisk', header: 'At-Risk Date', cellProps: { whiteSpace: 'nowrap' }, cell: (c) => formatDate(c.atRiskDt) },
];

export interface ContractsTableProps {
  caption: string;
  contracts: readonly ContractRowFragment[];
  emptyText: string;
  onEdit: (contract: ContractRowFragment) => void;
  onTerminate: (contract: ContractRowFragment) => void;
}

/** One of the two contract tables; Edit and Terminate only where the viewer may. */
export function ContractsTable({ caption, contracts, emptyText, onEdit, onTerminate }: ContractsTableProps) {
  const withActions = contracts.some((c) => c.viewerCan.update.allowed || c.viewerCan.terminate.allowed);
  const actions: ListColumn<ContractRowFragment> = {
    key: 'actions',
    header: null,
    label: 'Actions',
    align: 'end',
    cell: (c) => (
      <HStack justify="end" gap="2">
        {c.viewerCan.update.allowed && (
          <Button size="xs" variant="outline" aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
            Edit
          </Button>
        )}
        {c.viewerCan.terminate.allowed && (
          <Button size="xs" variant="outline" colorPalette="red" aria-label={`Terminate ${c.name}`} onClick={() => onTerminate(c)}>
            Terminate
          </Button>
        )}
      </HStack>
    ),
  };
  return (
    <ListTable
      caption={caption}
      columns={withActions ? [...COLUMNS, actions] : COLUMNS}
      rows={contracts}
      rowKey={(c) => c.id}
      emptyText={emptyText}
      rowProps={(c) => ({ 'data-contract-id': c.id })}
    />
  );
}
