import { Box, Flex, SimpleGrid, Spinner, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CampaignBreakdownDocument, type CampaignBreakdownQuery, type CampaignCountsInfoFragment } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { formatCount, formatHours } from '../../shared/lib/format.ts';
import { EmptyTableRow } from '../../shared/ui/empty-table-row.tsx';

type BreakdownRow = NonNullable<CampaignBreakdownQuery['campaign']>['breakdown'][number];

/** Time gates of the exhaust forecast. */
const TIME_GATES: readonly { label: string; count: keyof BreakdownRow; hours: keyof BreakdownRow }[] = [
  { label: '8-10', count: 'earlyMorningTimeGate', hours: 'earlyMorningExhaustHours' },
  { label: '10-1', count: 'earlyAfternoonTimeGate', hours: 'earlyAfternoonExhaustHours' },
  { label: '1-3', count: 'afternoonTimeGate', hours: 'afternoonExhaustHours' },
  { label: '3-5', count: 'eveningTimeGate', hours: 'eveningExhaustHours' },
];

const STATS: readonly { label: string; key: keyof CampaignCountsInfoFragment }[] = [
  { label: 'List Size', key: 'listSize' },
  { label: 'Called', key: 'wasCalled' },
  { label: 'Ineligible (0 score)', key: 'ineligMembers0score' },
  { label: 'Ineligible', key: 'ineligMembers' },
];

interface ReportingTabProps {
  campaignId: string;
  /** The page's list statistics; null while they load or after they failed ('List Count'). */
  counts: CampaignCountsInfoFragment | null;
}

/** List statistics and the call-list breakdown per community with its exhaust forecast. */
export function ReportingTab({ campaignId, counts }: ReportingTabProps) {
  const { data, loading, error } = useQuery(CampaignBreakdownDocument, { variables: { id: campaignId } });
  const rows = data?.campaign?.breakdown ?? [];

  return (
    <Stack gap="4" aria-label="Reporting">
      <Text fontWeight="semibold" fontSize="lg">
        List Statistics
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-label="List statistics">
        {STATS.map((stat) => (
          <Stat.Root key={stat.key} borderWidth="1px" rounded="md" p="3">
            <Stat.Label>{stat.label}</Stat.Label>
            <Stat.ValueText>{formatCount(counts?.[stat.key])}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Text fontWeight="semibold" fontSize="lg">
        Call List Breakdown
      </Text>
      <ErrorAlert error={error} />
      {loading && !data ? (
        <Flex justify="center" py="6">
          <Spinner aria-label="Loading breakdown" />
        </Flex>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" striped aria-label="Call list breakdown">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Community</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Eligible</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Called Today</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">On List Yesterday</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">New Additions</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Exhausted In</Table.ColumnHeader>
                {TIME_GATES.map((gate) => (
                  <Table.ColumnHeader key={gate.label} textAlign="end">
                    {gate.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.length === 0 && <EmptyTableRow colSpan={7 + TIME_GATES.length}>No community has eligible members.</EmptyTableRow>}
              {rows.map((row) => (
                <Table.Row key={row.community}>
                  <Table.Cell fontWeight="medium">{row.community}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(row.numEligibleMembers)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(row.numCalledToday)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(row.onListYesterday)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(row.newAdditionsToList)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(row.totalMembers)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatHours(row.exhaustHours)}</Table.Cell>
                  {TIME_GATES.map((gate) => (
                    <Table.Cell key={gate.label} textAlign="end">
                      <Box>{formatCount(row[gate.count] as number)}</Box>
                      <Box fontSize="xs" color="fg.muted">
                        {formatHours(row[gate.hours] as number)}
                      </Box>
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Text fontSize="xs" color="fg.muted">
        Exhaust forecast: remaining eligible members ÷ agents assigned ÷ 12, in hours. Time gates 8-10, 10-1, 1-3 and 3-5.
      </Text>
    </Stack>
  );
}
