import { Table } from '@chakra-ui/react';
import type { EligibilityChangeRow } from './eligibility-columns.tsx';
import { formatDateTime, formatText, statusLabel } from '../../shared/lib/format.ts';

/** A change's history under its row (oldest first, as the gateway sends it). */
export function ChangeLog({ change }: { change: EligibilityChangeRow }) {
  return (
    <Table.Root size="sm" variant="outline" aria-label={`Change log of ${change.member.fullName}`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Changed By</Table.ColumnHeader>
          <Table.ColumnHeader>Date</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>Note</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {change.changeLog.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell>{entry.changedBy?.fullName ?? 'Unknown'}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.changedAt)}</Table.Cell>
            <Table.Cell>{statusLabel(entry.statusChangedTo)}</Table.Cell>
            <Table.Cell whiteSpace="pre-wrap">{formatText(entry.note)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
