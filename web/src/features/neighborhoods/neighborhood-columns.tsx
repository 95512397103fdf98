import { Badge, Button, HStack } from '@chakra-ui/react';
import type { NeighborhoodRowFragment } from '../../generated/graphql.ts';
import { formatCount, formatText } from '../../shared/lib/format.ts';
import type { ListColumn } from '../../shared/ui/list-table.tsx';

/** What community rows (.000) show for active and outreaching. */
export const COMMUNITY_DASH = '-';

export type OfficeDialog = 'changeLog' | 'nodeLog' | 'edit';

const flag = (office: NeighborhoodRowFragment, value: boolean, label: string) =>
  office.isCommunity ? (
    COMMUNITY_DASH
  ) : (
    <Badge colorPalette={value ? 'green' : 'gray'} aria-label={`${label}: ${value ? 'Yes' : 'No'}`}>
      {value ? 'Yes' : 'No'}
    </Badge>
  );

/** The neighborhoods table's columns; the actions open the row's dialogs. */
export function neighborhoodColumns(
  open: (office: NeighborhoodRowFragment, dialog: OfficeDialog) => void,
): ListColumn<NeighborhoodRowFragment>[] {
  return [
    { key: 'name', header: 'Neighborhood', cellProps: { fontWeight: 'medium', whiteSpace: 'nowrap' }, cell: (o) => o.name },
    { key: 'community', header: 'Community', cell: (o) => o.communityId },
    { key: 'commonName', header: 'Common Name', cell: (o) => formatText(o.commonName) },
    { key: 'active', header: 'Active', cell: (o) => flag(o, o.active, 'Active') },
    { key: 'outreaching', header: 'Outreaching', cell: (o) => flag(o, o.outreaching, 'Outreaching') },
    { key: 'eligible', header: 'Eligible Members', align: 'end', cell: (o) => formatCount(o.eligibleMembers) },
    { key: 'engaged', header: 'Engaged Members', align: 'end', cell: (o) => formatCount(o.engagedMembers) },
    {
      key: 'actions',
      header: null,
      label: 'Actions',
      align: 'end',
      cell: (o) => (
        <HStack gap="1" justify="end">
          <Button size="xs" variant="ghost" aria-label={`Change log of ${o.name}`} onClick={() => open(o, 'changeLog')}>
            Change Log
          </Button>
          <Button size="xs" variant="ghost" aria-label={`Node log of ${o.name}`} onClick={() => open(o, 'nodeLog')}>
            Node Log
          </Button>
          {o.viewerCan.update.allowed && (
            <Button size="xs" variant="outline" aria-label={`Edit ${o.name}`} onClick={() => open(o, 'edit')}>
              Edit
            </Button>
          )}
        </HStack>
      ),
    },
  ];
}
