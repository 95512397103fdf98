import { Box, HStack, List, Text } from '@chakra-ui/react';
import { membersText, rgbCss, type LegendEntry } from './map-model.ts';

/** The offices on the map with their point colour and how many of their members are drawn. */
export function OfficeLegend({ entries }: { entries: readonly LegendEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="geo-legend-heading" borderWidth="1px" rounded="md" p="3">
      <Text id="geo-legend-heading" fontWeight="medium" mb="2">
        Offices on the map
      </Text>
      <List.Root variant="plain" gap="1" maxH="22rem" overflowY="auto" aria-labelledby="geo-legend-heading">
        {entries.map((entry) => (
          <List.Item key={entry.officeId || 'none'} data-office-id={entry.officeId} data-count={entry.count}>
            <HStack gap="2" align="center" w="full">
              <Box aria-hidden="true" w="3" h="3" rounded="full" flexShrink={0} style={{ background: rgbCss(entry.color) }} />
              <Text textStyle="sm" flex="1" minW="0">
                <Text as="span" fontWeight="medium">
                  {entry.name}
                </Text>
                {entry.commonName && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    · {entry.commonName}
                  </Text>
                )}
              </Text>
              <Text textStyle="sm" color="fg.muted" whiteSpace="nowrap">
                {membersText(entry.count)}
              </Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
