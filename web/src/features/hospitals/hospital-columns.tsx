import { Badge, Button, HStack, Portal, Text, Tooltip } from '@chakra-ui/react';
import type { HospitalFacilityRowFragment } from '../../generated/graphql.ts';
import { formatCount, formatText } from '../../shared/lib/format.ts';
import { TEXT_MATCH_MODES, type DataColumn, type MatchMode } from '../../shared/ui/data-table/index.ts';
import type { ColumnValue } from './local-table.ts';

export type HospitalFacilityRow = HospitalFacilityRowFragment;

/** Facility admissions count the hospital census of this period. */
export const ADMISSIONS_TOOLTIP = 'Admitted in the last 12 months';

const NUMBER_MATCH_MODES: readonly MatchMode[] = ['EQUALS', 'GREATER_THAN', 'LESS_THAN', 'GREATER_THAN_OR_EQUAL', 'LESS_THAN_OR_EQUAL'];

export const cesNames = (f: HospitalFacilityRow) => f.communityEngagementSpecialists.map((e) => e.shortName).join(', ');
const activeLabel = (f: HospitalFacilityRow) => (f.active ? 'Active' : 'Inactive');

/** What each filterable column filters and sorts on. */
export const HOSPITAL_COLUMN_VALUES: Record<string, ColumnValue<HospitalFacilityRow>> = {
  facilityName: (f) => f.facilityName,
  address: (f) => f.address,
  npi: (f) => f.npi ?? '',
  active: activeLabel,
  totalMemberAdmissions: (f) => f.totalMemberAdmissions,
  ces: cesNames,
};

export interface HospitalRowActions {
  onEdit: (facility: HospitalFacilityRow) => void;
  onDeactivate: (facility: HospitalFacilityRow) => void;
  onReactivate: (facility: HospitalFacilityRow) => void;
}

/** The table's columns; with `useFilters` each data column offers its filter box. */
export function hospitalColumns(useFilters: boolean, actions: HospitalRowActions): DataColumn<HospitalFacilityRow>[] {
  const text = useFilters ? TEXT_MATCH_MODES : undefined;
  return [
    {
      id: 'facilityName',
      field: 'facilityName',
      header: 'Facility Name',
      matchModes: text,
      cell: (f) => <Text fontWeight="medium">{f.facilityName}</Text>,
    },
    { id: 'address', field: 'address', header: 'Address', matchModes: text, cell: (f) => f.address },
    { id: 'npi', field: 'npi', header: 'NPI', matchModes: text, cell: (f) => formatText(f.npi) },
    {
      id: 'active',
      field: 'active',
      header: 'Active',
      matchModes: text,
      cell: (f) => <Badge colorPalette={f.active ? 'green' : 'gray'}>{activeLabel(f)}</Badge>,
    },
    {
      id: 'totalMemberAdmissions',
      field: 'totalMemberAdmissions',
      header: 'Total Member Admissions',
      matchModes: useFilters ? NUMBER_MATCH_MODES : undefined,
      cell: (f) => <AdmissionsCount count={f.totalMemberAdmissions} />,
    },
    { id: 'ces', field: 'ces', header: 'CESs', matchModes: text, cell: (f) => formatText(cesNames(f)) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (f) => <RowActions facility={f} actions={actions} />,
    },
  ];
}

/** The count, with the period it covers on hover and focus. */
function AdmissionsCount({ count }: { count: number }) {
  return (
    <Tooltip.Root openDelay={200}>
      <Tooltip.Trigger asChild>
        <Text as="span" tabIndex={0} textDecoration="underline dotted" aria-label={`${formatCount(count)} admitted in the last 12 months`}>
          {formatCount(count)}
        </Text>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{ADMISSIONS_TOOLTIP}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** Edit for everyone (disabled, with the reason, for those who may not), Deactivate or Reactivate for editors. */
function RowActions({ facility, actions }: { facility: HospitalFacilityRow; actions: HospitalRowActions }) {
  const { allowed, reason } = facility.viewerCan.edit;
  const stop = (run: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    run();
  };
  return (
    <HStack gap="1" onKeyDown={(e) => e.stopPropagation()}>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Edit ${facility.facilityName}`}
        disabled={!allowed}
        title={allowed ? undefined : (reason ?? undefined)}
        onClick={stop(() => actions.onEdit(facility))}
      >
        Edit
      </Button>
      {allowed &&
        (facility.active ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Deactivate ${facility.facilityName}`}
            onClick={stop(() => actions.onDeactivate(facility))}
          >
            Deactivate
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="green"
            aria-label={`Reactivate ${facility.facilityName}`}
            onClick={stop(() => actions.onReactivate(facility))}
          >
            Reactivate
          </Button>
        ))}
    </HStack>
  );
}
