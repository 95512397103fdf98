import { Box, Button, Grid, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { MetricCardFieldsFragment, MetricGroup } from '../../generated/graphql.ts';
import { formatCount } from '../../shared/lib/format.ts';
import { balanceColumns, groupMetrics, METRIC_HEIGHT, type MetricGroup as Placed } from './column-layout.ts';

export type MetricCardData = MetricCardFieldsFragment;

export const GROUP_LABELS: Record<MetricGroup, string> = {
  ACTION_NEEDED: 'Action Needed',
  POPULATION_HEALTH: 'Population Health',
  PANEL: 'Panel',
  ENGAGEMENT: 'Engagement',
  MEDICAL_COST: 'Medical Cost',
  UTILIZATION: 'Utilization',
  EDD: 'EDD',
};

const groupLabel = (group: string) => GROUP_LABELS[group as MetricGroup] ?? group;

/** The card's number, with what it is out of when the metric has a denominator. */
function shownValue(metric: MetricCardData): string {
  if (metric.denominator === null || metric.denominator === 0) return formatCount(metric.value);
  const percent = Math.round((metric.value / metric.denominator) * 100);
  return `${formatCount(metric.value)} / ${formatCount(metric.denominator)} (${percent}%)`;
}

/** One metric: a full-width button of the unit height; its hover text explains the metric. */
function MetricButton({ metric, onOpen }: { metric: MetricCardData; onOpen: (metric: MetricCardData) => void }) {
  return (
    <Button
      variant="ghost"
      h={`${METRIC_HEIGHT}px`}
      w="full"
      justifyContent="space-between"
      px="3"
      fontWeight="normal"
      title={metric.hoverText}
      data-metric-id={metric.metricId}
      data-metric-value={metric.value}
      data-view-target={metric.viewTarget}
      data-metric-table={metric.table}
      onClick={() => onOpen(metric)}
    >
      <Text as="span" textAlign="start" whiteSpace="normal" lineClamp={2}>
        {metric.label}
      </Text>
      {/* Read as 'Label: value'; the hover text (title) is the button's description. */}
      <VisuallyHidden>: </VisuallyHidden>
      <Text as="span" fontWeight="semibold" fontSize="lg" ms="3" flexShrink={0} data-testid="metric-value">
        {shownValue(metric)}
      </Text>
    </Button>
  );
}

function GroupCard({ group, onOpen }: { group: Placed<MetricCardData>; onOpen: (metric: MetricCardData) => void }) {
  const headingId = `metric-group-${group.group}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="md" bg="bg.panel" data-metric-group={group.group}>
      <Heading as="h3" size="sm" id={headingId} px="3" py="2" borderBottomWidth="1px">
        {groupLabel(group.group)}
      </Heading>
      <Stack gap="0" py="1">
        {group.metrics.map((metric) => (
          <MetricButton key={metric.metricId} metric={metric} onOpen={onOpen} />
        ))}
      </Stack>
    </Box>
  );
}

/** The metric cards in two balanced columns (one column on narrow screens, left column first). */
export function MetricColumns({ metrics, onOpen }: { metrics: readonly MetricCardData[]; onOpen: (metric: MetricCardData) => void }) {
  const layout = balanceColumns(groupMetrics(metrics, (m) => m.group));
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
      {[layout.left, layout.right].map((column, i) => (
        <Stack key={i} gap="4" data-metric-column={i === 0 ? 'left' : 'right'}>
          {column.map((group) => (
            <GroupCard key={group.group} group={group} onOpen={onOpen} />
          ))}
        </Stack>
      ))}
    </Grid>
  );
}
