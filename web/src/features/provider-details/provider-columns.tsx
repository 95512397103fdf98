import { Button, HStack } from '@chakra-ui/react';
import type { ProviderRowFragment } from '../../generated/graphql.ts';
import { formatCount, formatText, formatYesNo } from '../../shared/lib/format.ts';
import type { ListColumn } from '../../shared/ui/list-table.tsx';

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Availability: the open visit slots of the range as a percentage. */
export const formatAvailability = (percent: number) => `${PERCENT.format(percent)}%`;

const count = (
  key: keyof ProviderRowFragment,
  header: string,
  value: (r: ProviderRowFragment) => number,
): ListColumn<ProviderRowFragment> => ({
  key,
  header,
  align: 'end',
  cell: (r) => formatCount(value(r)),
});

/** The provider table's columns; `full` adds distance and modalities (admins and provider management). */
export function providerColumns(
  full: boolean,
  open: (row: ProviderRowFragment, dialog: 'edit' | 'log') => void,
): ListColumn<ProviderRowFragment>[] {
  const columns: ListColumn<ProviderRowFragment>[] = [
    { key: 'name', header: 'Provider', cellProps: { fontWeight: 'medium', whiteSpace: 'nowrap' }, cell: (r) => r.name },
    count('panelSize', 'Panel Size', (r) => r.panelSize),
    count('inRange', 'In Range', (r) => r.inRange),
    count('exclusiveInRange', 'Exclusive In Range', (r) => r.exclusiveInRange),
    count('dailyIvLimit', 'Daily IV Limit', (r) => r.dailyIvLimit),
    count('ivCount', 'IV Count', (r) => r.ivCount),
    count('ivOpportunityCount', 'IV Opportunity', (r) => r.ivOpportunityCount),
    { key: 'availability', header: 'Availability', align: 'end', cell: (r) => formatAvailability(r.availability) },
  ];
  if (full) {
    columns.push(
      { key: 'maxDistance', header: 'Max Distance (mi)', align: 'end', cell: (r) => formatText(r.maxDistanceFromHB) },
      { key: 'f2f', header: 'F2F', cell: (r) => formatYesNo(r.f2FEligible) },
      { key: 'telehealth', header: 'Telehealth', cell: (r) => formatYesNo(r.telehealthEligible) },
      { key: 'psv', header: 'PSV', cell: (r) => formatYesNo(r.psvEligible) },
    );
  }
  columns.push({
    key: 'actions',
    header: null,
    label: 'Actions',
    align: 'end',
    cell: (r) => (
      <HStack gap="1" justify="end">
        <Button size="xs" variant="ghost" aria-label={`Change log of ${r.name}`} onClick={() => open(r, 'log')}>
          Change Log
        </Button>
        {r.viewerCan.update.allowed && (
          <Button size="xs" variant="outline" aria-label={`Edit ${r.name}`} onClick={() => open(r, 'edit')}>
            Edit
          </Button>
        )}
      </HStack>
    ),
  });
  return columns;
}
