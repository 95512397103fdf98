import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { formatCount } from '../../shared/lib/format.ts';

export interface AcuitySliceData {
  level: string;
  count: number;
  /** count / actionable panel size as a whole, rounded percent (from the gateway). */
  percent: number;
  /** A Chakra colour palette (red, orange, yellow, green, gray). */
  color: string;
}

/** A slice's fill: the palette's middle shade, which stands out on the light and the dark background alike. */
export const sliceColor = (palette: string) => `${palette}.500`;

/** 'Very High: 120 (18%)', the words a slice is described by in the legend and the text alternative. */
export function sliceText(slice: AcuitySliceData): string {
  return `${slice.level}: ${formatCount(slice.count)} (${slice.percent}%)`;
}

/**
 * The acuity of the actionable panel as a pie: one slice per level in its own colour, the legend
 * beside it listing each level's count and percent. The legend is the chart's text alternative,
 * so the pie itself is hidden from screen readers.
 */
export function AcuityChart({ slices, panelSize }: { slices: readonly AcuitySliceData[]; panelSize: number }) {
  const shown = slices.filter((s) => s.count > 0);
  const chart = useChart({
    data: shown.map((s) => ({ name: s.level, value: s.count, percent: s.percent, color: sliceColor(s.color) })),
  });
  return (
    <Stack
      as="section"
      aria-labelledby="acuity-heading"
      borderWidth="1px"
      rounded="md"
      p="4"
      gap="3"
      bg="bg.panel"
      data-testid="acuity-card"
    >
      <Heading as="h2" size="md" id="acuity-heading">
        Acuity
      </Heading>
      {shown.length === 0 ? (
        <Text color="fg.muted">No acuity levels recorded for the actionable panel.</Text>
      ) : (
        <HStack gap="6" align="center" wrap="wrap">
          <Box aria-hidden>
            {/* The legend is the chart's text alternative: the pie takes no focus and says nothing itself. */}
            <Chart.Root chart={chart} boxSize="180px" aspectRatio="square">
              <PieChart width={180} height={180} accessibilityLayer={false}>
                <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip hideLabel />} />
                <Pie
                  isAnimationActive={false}
                  rootTabIndex={-1}
                  data={chart.data}
                  dataKey={chart.key('value')}
                  nameKey="name"
                  outerRadius={85}
                  innerRadius={0}
                  stroke="var(--chakra-colors-bg-panel)"
                  strokeWidth={2}
                >
                  {chart.data.map((item) => (
                    <Cell key={item.name} fill={chart.color(item.color)} />
                  ))}
                </Pie>
              </PieChart>
            </Chart.Root>
          </Box>
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={`Acuity of ${formatCount(panelSize)} actionable members`}>
            {shown.map((slice) => (
              <HStack as="li" key={slice.level} gap="2" data-acuity-level={slice.level} data-percent={slice.percent}>
                <Box w="3" h="3" rounded="sm" bg={sliceColor(slice.color)} flexShrink={0} aria-hidden />
                <Text fontSize="sm">{sliceText(slice)}</Text>
              </HStack>
            ))}
          </Stack>
        </HStack>
      )}
    </Stack>
  );
}
