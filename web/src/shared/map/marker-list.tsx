import { Box, Text } from '@chakra-ui/react';
import { formatCount } from '../lib/format.ts';
import type { MapMarker } from './types.ts';

const KIND_NAMES: Record<MapMarker['kind'], string> = { patient: 'Patient', office: 'Office', clinician: 'Clinician' };

/** A marker's tooltip text: its label, then its details. */
export function markerText(marker: MapMarker): string {
  return marker.detail ? `${marker.label}\n${marker.detail}` : marker.label;
}

/** The tooltip shown for a marker chosen from the list (the map draws its own on hover). */
export function MarkerTooltip({ marker, x, y }: { marker: MapMarker; x: number; y: number }) {
  return (
    <Box
      position="absolute"
      pointerEvents="none"
      bg="gray.900"
      color="white"
      fontSize="xs"
      px="2"
      py="1.5"
      borderRadius="sm"
      maxWidth="280px"
      whiteSpace="pre-line"
      style={{ left: x + 12, top: y + 12 }}
      aria-hidden="true"
    >
      {markerText(marker)}
    </Box>
  );
}

/**
 * The markers as a list under the map, for keyboard and screen-reader users: each entry names the
 * marker and its details, and focusing (or hovering) it shows the marker's tooltip on the map.
 */
export function MarkerList({
  markers,
  onFocusMarker,
}: {
  markers: readonly MapMarker[];
  onFocusMarker: (marker: MapMarker | null) => void;
}) {
  if (markers.length === 0) return null;
  return (
    <Box as="details" mt="1" fontSize="sm">
      <Box as="summary" cursor="pointer" color="fg.muted" width="fit-content">
        Places on the map ({formatCount(markers.length)})
      </Box>
      <Box as="ul" listStyleType="none" mt="1" display="flex" flexWrap="wrap" gap="1">
        {markers.map((marker) => (
          <li key={marker.id}>
            <Box
              as="button"
              textAlign="start"
              px="2"
              py="1"
              borderWidth="1px"
              borderRadius="sm"
              bg="bg"
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
              onFocus={() => onFocusMarker(marker)}
              onBlur={() => onFocusMarker(null)}
              onMouseEnter={() => onFocusMarker(marker)}
              onMouseLeave={() => onFocusMarker(null)}
            >
              <Text as="span" fontWeight="medium">
                {KIND_NAMES[marker.kind]}: {marker.label}
              </Text>
              {marker.detail ? (
                <Text as="span" display="block" color="fg.muted" fontSize="xs">
                  {marker.detail}
                </Text>
              ) : null}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
