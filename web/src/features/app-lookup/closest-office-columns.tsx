import { Box, HStack, Portal, Text, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { formatCount } from '../../shared/lib/format.ts';
import type { ListColumn } from '../../shared/ui/list-table.tsx';
import { formatMiles, staffNames, type ClosestOfficeRow } from './lookup-rules.ts';

/** The note a highlighted row carries for screen readers and as the marker's name. */
export const DIFFERENT_GROUP_NOTE = 'Office name starts differently from the closest office';

/** The Office cell: the office name; hovering or focusing it shows the office location's address. */
function OfficeCell({ row, differs }: { row: ClosestOfficeRow; differs: boolean }) {
  const address = row.node?.address ?? 'No active location on file';
  return (
    <HStack gap="1" whiteSpace="nowrap">
      <Tooltip.Root openDelay={150} positioning={{ placement: 'top-start' }}>
        <Tooltip.Trigger asChild>
          <Box
            as="span"
            tabIndex={0}
            fontWeight="medium"
            textDecoration="underline dotted"
            cursor="help"
            aria-label={`${row.office.name}, location: ${address}`}
            data-office-name={row.office.name}
          >
            {row.office.name}
          </Box>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{address}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      {differs && (
        <>
          <Text as="span" aria-hidden fontSize="xs" title={DIFFERENT_GROUP_NOTE}>
            ◆
          </Text>
          <VisuallyHidden>({DIFFERENT_GROUP_NOTE})</VisuallyHidden>
        </>
      )}
    </HStack>
  );
}

const names = (
  key: string,
  header: string,
  pick: (r: ClosestOfficeRow) => Parameters<typeof staffNames>[0],
): ListColumn<ClosestOfficeRow> => ({
  key,
  header,
  cellProps: { whiteSpace: 'nowrap' },
  cell: (r) => staffNames(pick(r)),
});

/**
 * The closest-office table's columns: Office, APP, Distance, Engaged Members, Panel Size, the three
 * backups (types 27–29) when Show Backups is on, iAPP and CES.
 */
export function closestOfficeColumns(showBackups: boolean, differs: (row: ClosestOfficeRow) => boolean): ListColumn<ClosestOfficeRow>[] {
  const columns: ListColumn<ClosestOfficeRow>[] = [
    { key: 'office', header: 'Office', cell: (r) => <OfficeCell row={r} differs={differs(r)} /> },
    names('app', 'APP', (r) => r.apps),
    { key: 'distance', header: 'Distance (mi)', align: 'end', cell: (r) => formatMiles(r.distance) },
    { key: 'engaged', header: 'Engaged Members', align: 'end', cell: (r) => formatCount(r.office.engagedMembers) },
    { key: 'panel', header: 'Panel Size', align: 'end', cell: (r) => formatCount(r.office.eligibleMembers) },
  ];
  if (showBackups) {
    columns.push(
      names('backup1', 'Backup 1', (r) => [r.backup1]),
      names('backup2', 'Backup 2', (r) => [r.backup2]),
      names('backup3', 'Backup 3', (r) => [r.backup3]),
    );
  }
  columns.push(
    names('iapp', 'iAPP', (r) => r.iapps),
    names('ces', 'CES', (r) => r.cess),
  );
  return columns;
}
