import type { LatLngLiteral, MapMarker, MapPoint, MapView, Rgb } from '../../shared/map/types.ts';
import type { GeoMemberHomesQuery, GeoOfficeFragment } from '../../generated/graphql.ts';
import { formatCount } from '../../shared/lib/format.ts';

export type GeoOffice = GeoOfficeFragment;
/** One member's home, as the map and the legend read it. */
export interface GeoPoint {
  memberId: string;
  aaneelId: string;
  lat: number;
  lng: number;
  officeId: string | null;
  office: string | null;
  engaged: boolean;
}

/** The homes answered as columns, one GeoPoint per home (entry i of every list). */
export function pointsOfHomes(homes: GeoMemberHomesQuery['memberHomes']): GeoPoint[] {
  const points: GeoPoint[] = new Array<GeoPoint>(homes.count);
  for (let i = 0; i < homes.count; i++) {
    const index = homes.officeIndexes[i];
    const office = index === null || index === undefined ? null : homes.offices[index];
    points[i] = {
      memberId: homes.memberIds[i],
      aaneelId: homes.aaneelIds[i],
      lat: homes.lats[i],
      lng: homes.lngs[i],
      officeId: office?.officeId ?? null,
      office: office?.name ?? null,
      engaged: homes.engaged[i],
    };
  }
  return points;
}

/** Where the map opens when the market has no located office: the continental United States. */
export const US_VIEW: MapView = { center: { lat: 39.5, lng: -98.35 }, zoom: 4 };
/** The zoom a market opens at, around its offices, before the map fits the content. */
export const MARKET_ZOOM = 9;

/**
 * A stable colour per office: the hue steps round the circle by the golden angle with the office
 * id, so neighbouring ids get far-apart hues and an office keeps its colour on every selection.
 */
export function officeColor(officeId: string | null | undefined): Rgb {
  if (!officeId) return [110, 110, 110];
  const id = Number(officeId);
  const seed = Number.isFinite(id) ? id : [...officeId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const hue = (seed * 137.508) % 360;
  // Two lightness bands alternate so hues that land close still differ.
  return hslToRgb(hue, 0.7, seed % 2 === 0 ? 0.42 : 0.52);
}

export function hslToRgb(h: number, s: number, l: number): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

export const rgbCss = (rgb: Rgb) => `rgb(${rgb[0]}, ${rgb[1]}, ${rgb[2]})`;

/** '#rrggbb' (the colour input's value) as [r, g, b]. */
export function hexColorToRgb(value: string): Rgb {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (!match) return [30, 136, 229];
  return [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)];
}

/** The locations of an office that are in use and placed on the map. */
export function locatedNodes(office: GeoOffice) {
  return office.officeNodes.filter(
    (n): n is typeof n & { lat: number; lng: number } => !n.deactivatedDt && typeof n.lat === 'number' && typeof n.lng === 'number',
  );
}

/** What the user picked within the market: the whole market, a community (its .000 row) or one office. */
export type Selection = { kind: 'market' } | { kind: 'community' | 'office'; office: GeoOffice };

export function selectionOf(offices: readonly GeoOffice[], officeId: string): Selection {
  const office = officeId ? offices.find((o) => o.id === officeId) : undefined;
  if (!office) return { kind: 'market' };
  return { kind: office.isCommunity ? 'community' : 'office', office };
}

/** The offices whose icons the selection shows: the market's, the community's, or the one office. */
export function officesShown(offices: readonly GeoOffice[], selection: Selection): GeoOffice[] {
  if (selection.kind === 'market') return [...offices];
  if (selection.kind === 'community') return offices.filter((o) => o.communityId === selection.office.communityId);
  return [selection.office];
}

/** The sentence shown when an office (or a community) was picked and none of its offices has a location on the map. */
export function noClinicMessage(selection: Selection, shown: readonly GeoOffice[]): string | null {
  if (selection.kind === 'market') return null;
  if (shown.some((o) => locatedNodes(o).length > 0)) return null;
  return `Office ${selection.office.name} has no virtual clinic`;
}

/** Members drawn per office id. */
export function countByOffice(points: readonly GeoPoint[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of points) {
    const key = p.officeId ?? '';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export const membersText = (n: number) => `${formatCount(n)} ${n === 1 ? 'member' : 'members'}`;

/** One icon per location in use of each office shown; the tooltip names the office and says how many of its members are drawn. */
export function officeMarkers(shown: readonly GeoOffice[], counts: ReadonlyMap<string, number>): MapMarker[] {
  return shown.flatMap((office) =>
    locatedNodes(office).map((node) => ({
      id: `office-node-${node.id}`,
      kind: 'office' as const,
      lat: node.lat,
      lng: node.lng,
      label: `Office ${office.name}`,
      detail: [office.commonName, node.address, `${membersText(counts.get(office.id) ?? 0)} shown`].filter(Boolean).join('\n'),
    })),
  );
}

export function memberMapPoints(points: readonly GeoPoint[]): MapPoint[] {
  return points.map((p) => ({
    id: p.memberId,
    lat: p.lat,
    lng: p.lng,
    color: officeColor(p.officeId),
    tooltip: `${p.aaneelId} · ${p.office ? `Office ${p.office}` : 'No office'} · ${p.engaged ? 'Engaged' : 'Unengaged'}`,
  }));
}

/** The market's opening view: the middle of its office locations, or the whole country. */
export function marketView(offices: readonly GeoOffice[]): MapView {
  const spots: LatLngLiteral[] = offices.flatMap((o) => locatedNodes(o));
  if (spots.length === 0) return US_VIEW;
  const lat = spots.reduce((s, p) => s + p.lat, 0) / spots.length;
  const lng = spots.reduce((s, p) => s + p.lng, 0) / spots.length;
  return { center: { lat, lng }, zoom: MARKET_ZOOM };
}

/** One legend line: an office drawn on the map (by its points or its icon), its colour and its members shown. */
export interface LegendEntry {
  officeId: string;
  name: string;
  commonName: string | null;
  color: Rgb;
  count: number;
}

export function legendEntries(shown: readonly GeoOffice[], offices: readonly GeoOffice[], points: readonly GeoPoint[]): LegendEntry[] {
  const counts = countByOffice(points);
  const byId = new Map(offices.map((o) => [o.id, o]));
  const ids = new Set<string>([...shown.filter((o) => locatedNodes(o).length > 0).map((o) => o.id), ...counts.keys()]);
  return [...ids]
    .map((id) => {
      const office = byId.get(id);
      const pointName = points.find((p) => (p.officeId ?? '') === id)?.office;
      return {
        officeId: id,
        name: office?.name ?? pointName ?? 'No office',
        commonName: office?.commonName ?? null,
        color: officeColor(id || null),
        count: counts.get(id) ?? 0,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}
