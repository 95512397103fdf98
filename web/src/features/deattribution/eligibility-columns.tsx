import { Badge, Button, Checkbox, HStack } from '@chakra-ui/react';
import type { DeattributionTab, EligibilityChangeField, EligibilityChangeRowFragment } from '../../generated/graphql.ts';
import { DATE_MATCH_MODES, TEXT_MATCH_MODES, type DataColumn } from '../../shared/ui/data-table/index.ts';
import { assignedNames, formatDate, formatText, formatTrueFalse } from '../../shared/lib/format.ts';

export type EligibilityChangeRow = EligibilityChangeRowFragment;
export type EligibilityColumn = DataColumn<EligibilityChangeRow, EligibilityChangeField>;

const BADGE_PALETTE: Record<string, string> = { Ready: 'green', Printing: 'blue', Processing: 'purple', Completed: 'gray' };

export interface ColumnActions {
  onView(row: EligibilityChangeRow): void;
  onCancel(rows: EligibilityChangeRow[]): void;
  /** Some listed row may be cancelled by the viewer: the Mailing List gets its selection column. */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggleSelected(row: EligibilityChangeRow, selected: boolean): void;
}

const BASE_COLUMNS: readonly EligibilityColumn[] = [
  { id: 'aaneelId', header: 'Member Id', field: 'AANEEL_ID', matchModes: TEXT_MATCH_MODES, cell: (c) => c.member.aaneelId },
  { id: 'name', header: 'Name', field: 'MEMBER_NAME', matchModes: TEXT_MATCH_MODES, cell: (c) => c.member.fullName },
  { id: 'reason', header: 'Reason', field: 'TERM_REASON_ID', cell: (c) => formatText(c.termReason?.name) },
  {
    id: 'diagnosisDate',
    header: 'Diagnosis Date',
    field: 'DIAGNOSIS_DATE',
    matchModes: DATE_MATCH_MODES,
    filterInput: 'date',
    cell: (c) => formatDate(c.diagnosisDate),
  },
  {
    id: 'dateEntered',
    header: 'Date Entered',
    field: 'DATE_ENTERED',
    matchModes: DATE_MATCH_MODES,
    filterInput: 'date',
    cell: (c) => formatDate(c.dateEntered),
  },
  {
    id: 'community',
    header: 'Community',
    field: 'COMMUNITY_ID',
    matchModes: ['STARTS_WITH', 'EQUALS'],
    cell: (c) => formatText(c.member.communityId),
  },
  { id: 'engaged', header: 'Engaged', field: 'ENGAGED', cell: (c) => formatTrueFalse(c.member.engaged) },
  { id: 'assigned', header: 'Assigned', cell: (c) => assignedNames(c.assignedEmployees) },
];

const ESTIMATED_PROCESS_DATE: EligibilityColumn = {
  id: 'estimatedProcessDate',
  header: 'Estimated Process Date',
  field: 'ESTIMATED_PROCESS_DATE',
  matchModes: DATE_MATCH_MODES,
  filterInput: 'date',
  cell: (c) => formatDate(c.estimatedProcessDate),
};

const LETTER_STATUS: EligibilityColumn = {
  id: 'status',
  header: 'Status',
  field: 'STATUS',
  cell: (c) => <Badge colorPalette={BADGE_PALETTE[c.letterBadge] ?? 'orange'}>{c.letterBadge}</Badge>,
};

/** Every column the tables filter or sort on: the query's arguments need them before the rows decide the rest. */
export const FILTER_COLUMNS: readonly EligibilityColumn[] = [...BASE_COLUMNS, ESTIMATED_PROCESS_DATE, LETTER_STATUS];

/** The columns of one tab: Pending Termination adds the process date, Mailing List the badge and cancelling. */
export function eligibilityColumns(tab: DeattributionTab, actions: ColumnActions): EligibilityColumn[] {
  const mailing = tab === 'MAILING_LIST';
  const columns: EligibilityColumn[] = [];
  if (mailing && actions.selectable) {
    columns.push({
      id: 'select',
      header: 'Select',
      cell: (c) =>
        c.viewerCan.cancel ? (
          <Checkbox.Root
            size="sm"
            checked={actions.selected.has(c.id)}
            onCheckedChange={(e) => actions.onToggleSelected(c, e.checked === true)}
          >
            <Checkbox.HiddenInput aria-label={`Select ${c.member.fullName}`} />
            <Checkbox.Control />
          </Checkbox.Root>
        ) : null,
    });
  }
  columns.push(...BASE_COLUMNS);
  if (tab === 'PENDING_TERMINATION') columns.push(ESTIMATED_PROCESS_DATE);
  if (mailing) columns.push(LETTER_STATUS);
  columns.push({
    id: 'actions',
    header: 'Actions',
    cell: (c) => (
      <HStack gap="1">
        <Button size="xs" variant="outline" aria-label={`View ${c.member.fullName}`} onClick={() => actions.onView(c)}>
          View
        </Button>
        {mailing && c.viewerCan.cancel && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Cancel ${c.member.fullName}`}
            onClick={() => actions.onCancel([c])}
          >
            Cancel
          </Button>
        )}
      </HStack>
    ),
  });
  return columns;
}
