import { useMemo } from 'react';
import { Dialog } from '@chakra-ui/react';
import { GeoMap } from '../../shared/map/index.ts';
import type { MapMarker } from '../../shared/map/types.ts';
import { DialogDismissButton, DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { formatMiles, type ClosestOfficeRow, type LookupAddress } from './lookup-rules.ts';

/** The address as a red patient pin and each listed office's location as a blue pin. */
export function officeMarkers(address: LookupAddress, rows: readonly ClosestOfficeRow[]): MapMarker[] {
  const markers: MapMarker[] = [
    { id: 'patient', kind: 'patient', label: 'Looked-up address', detail: address.formattedAddress, lat: address.lat, lng: address.lng },
  ];
  for (const row of rows) {
    const node = row.node;
    if (node?.lat === null || node?.lat === undefined || node.lng === null || node.lng === undefined) continue;
    markers.push({
      id: `office-${row.office.id}`,
      kind: 'office',
      label: row.office.name,
      detail: `${node.address} · ${formatMiles(row.distance)} mi`,
      lat: node.lat,
      lng: node.lng,
    });
  }
  return markers;
}

/** 'See Map View': the looked-up address and its closest offices on the map, fitted to them. */
export function OfficesMapDialog({
  open,
  onClose,
  address,
  rows,
}: {
  open: boolean;
  onClose: () => void;
  address: LookupAddress;
  rows: readonly ClosestOfficeRow[];
}) {
  const markers = useMemo(() => officeMarkers(address, rows), [address, rows]);
  return (
    <DialogShell open={open} onClose={onClose} size="xl" title="Closest offices on the map">
      <Dialog.Body>
        {open && (
          <GeoMap
            label={`Map of ${address.formattedAddress} and its closest offices`}
            initialView={{ center: { lat: address.lat, lng: address.lng }, zoom: 10 }}
            fitToContent
            markers={markers}
            height="60vh"
          />
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton />
      </Dialog.Footer>
    </DialogShell>
  );
}
