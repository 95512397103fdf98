import { lazy, Suspense } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
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

/** The same shade as a CSS value, for the chart's SVG (the theme's variable, so it follows the colour mode). */
const sliceFill = (palette: string) => `var(--chakra-colors-${palette}-500)`;

/**
 * The pie is drawn by the charting library, the heaviest part of the page: it loads on its own,
 * so the cards, the legend and the counts show without waiting for it (the pie fills its box when
 * it comes). `preloadAcuityPie` starts that load early, beside the page's queries.
 */
const loadAcuityPie = () => import('./acuity-pie.tsx');
const AcuityPie = lazy(loadAcuityPie);
export const preloadAcuityPie = (): void => void loadAcuityPie();

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
  const data = shown.map((s) => ({ name: s.level, value: s.count, text: sliceText(s), fill: sliceFill(s.color) }));
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
          <Box aria-hidden boxSize="180px">
            {/* The legend is the chart's text alternative: the pie takes no focus and says nothing itself. */}
            <Suspense fallback={null}>
              <AcuityPie data={data} />
            </Suspense>
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
