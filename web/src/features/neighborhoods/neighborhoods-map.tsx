import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import type { NeighborhoodRowFragment } from '../../generated/graphql.ts';
import { GeoMap } from '../../shared/map/index.ts';
import type { MapMarker } from '../../shared/map/types.ts';
import { formatCount } from '../../shared/lib/format.ts';

type OfficeWithNodes = NeighborhoodRowFragment;

/** Where the map opens before it fits the offices: the continental US. */
const US_VIEW = { center: { lat: 39.5, lng: -98.35 }, zoom: 3 };

/**
 * The map markers of a market's offices: one per current (not retired) located node of each
 * active neighborhood (communities are groupings, not places), named by the office and its common name, the node's address as the detail.
 */
export function officeNodeMarkers(offices: readonly OfficeWithNodes[]): MapMarker[] {
  return offices
    .filter((office) => office.active && !office.isCommunity)
    .flatMap((office) =>
      office.officeNodes
        .filter((node) => node.deactivatedDt == null && node.lat != null && node.lng != null)
        .map((node) => ({
          id: `node-${node.id}`,
          kind: 'office' as const,
          lat: node.lat as number,
          lng: node.lng as number,
          label: office.commonName ? `${office.name} ${office.commonName}` : office.name,
          detail: node.address,
        })),
    );
}

/** The market's active offices on the map, fitted to them. */
export function NeighborhoodsMap({ offices, marketName }: { offices: readonly OfficeWithNodes[]; marketName: string }) {
  const markers = useMemo(() => officeNodeMarkers(offices), [offices]);
  return (
    <>
      <Text color="fg.muted" fontSize="sm">
        {markers.length === 0
          ? 'No active office of this market has a located address.'
          : `${formatCount(markers.length)} ${markers.length === 1 ? 'location' : 'locations'} of the active offices. Hover or focus a marker for its office and address.`}
      </Text>
      <GeoMap label={`Map of the active offices of ${marketName}`} initialView={US_VIEW} fitToContent markers={markers} height="560px" />
    </>
  );
}
