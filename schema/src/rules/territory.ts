/**
 * The Geo Dashboard's territory rules, shared by the dashboard, the gateway's territory module and
 * the Care API's request validation.
 *
 * Hexagons are H3 cells; the dashboard calls an H3 resolution a "layer". Hex-View follows the map
 * (the zoom rounded to a whole number, minus 2, kept within 1 to 8); Hex-Select lets an admin pick
 * the layer, 7 unless changed. A hex's fill is strongest at 500 members and its column rises 100
 * per member.
 */
import { z } from 'zod';

export const HEX_LAYER_MIN = 1;
export const HEX_LAYER_MAX = 8;
export const HEX_LAYER_DEFAULT = 7;
/** Members in a hex at which its fill colour is at full strength. */
export const HEX_FILL_SCALE = 500;
/** Elevation of a hex's column per member living in it. */
export const HEX_ELEVATION_SCALE = 100;
/** The most hexes one Hex-Select count may name. */
export const HEX_SELECT_MAX = 5_000;

export const TERRITORY_MESSAGES = {
  layer: `Layer must be a whole number from ${HEX_LAYER_MIN} to ${HEX_LAYER_MAX}`,
  tooManyHexes: `At most ${HEX_SELECT_MAX.toLocaleString('en-US')} hexes can be counted at once`,
  hexId: 'Not a hexagon id',
  hexModes: 'Hex map modes need the admin permission',
} as const;

/** The layer Hex-View shows at a map zoom. */
export function hexLayerForZoom(zoom: number): number {
  const layer = Math.floor(Math.round(zoom) - 2);
  return Math.min(HEX_LAYER_MAX, Math.max(HEX_LAYER_MIN, layer));
}

/** A layer: a whole number from 1 to 8. */
export const hexLayerRule = z
  .number({ message: TERRITORY_MESSAGES.layer })
  .int(TERRITORY_MESSAGES.layer)
  .min(HEX_LAYER_MIN, TERRITORY_MESSAGES.layer)
  .max(HEX_LAYER_MAX, TERRITORY_MESSAGES.layer);

/** A layer typed by the user or read from a query string. */
export const hexLayerText = z.coerce
  .number({ message: TERRITORY_MESSAGES.layer })
  .int(TERRITORY_MESSAGES.layer)
  .min(HEX_LAYER_MIN, TERRITORY_MESSAGES.layer)
  .max(HEX_LAYER_MAX, TERRITORY_MESSAGES.layer);

/** A layer the user typed: a whole number from 1 to 8, else null. */
export function parseHexLayer(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const parsed = hexLayerRule.safeParse(Number(value));
  return parsed.success ? parsed.data : null;
}

/**
 * The layer in use once the user has typed `typed`: that layer when it is one (1 to 8), otherwise
 * the layer already in use, so an invalid entry is never asked for and the map keeps its hexes.
 */
export const layerAfterTyping = (typed: string, inUse: number): number => parseHexLayer(typed) ?? inUse;

/**
 * The shape of an H3 cell id as text: 15 hexadecimal digits, lower case, beginning with 8. Whether
 * it is a real cell of the layer is checked where H3 itself is at hand (the Care API).
 */
export const HEX_ID = /^8[0-9a-f]{14}$/;
export const hexIdRule = z.string().regex(HEX_ID, TERRITORY_MESSAGES.hexId);

/** A Hex-Select count: the layer and 1 to 5,000 hex ids. */
export const hexMemberCountRule = z.object({
  layer: hexLayerRule,
  hexes: z.array(hexIdRule).max(HEX_SELECT_MAX, TERRITORY_MESSAGES.tooManyHexes),
});
