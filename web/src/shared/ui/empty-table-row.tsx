import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';

/** The one row a table shows when it has nothing to list, spanning all its columns. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} textAlign="center" py="6" color="fg.muted">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}
