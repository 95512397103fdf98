/**
 * The Geo Dashboard's data from the Care API, one request per field: member homes (filtered by
 * engagement here, from the one Coordinates answer; as one object per home or as columns), a market's hexes at a layer (shared across
 * users for a short while: counts, not personal data) and the member count of chosen hexes.
 * Nothing here logs a coordinate.
 */
import { routes, type HexCountDto, type MemberCoordinateDto } from '@luminate/schema/rest';
import { hexLayerRule, hexMemberCountRule } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { refused } from '../../audit.ts';
import { hexModesDecision } from './policy.ts';
import type { MarketHexParent, MemberHomeOfficeParent, MemberHomesParent, MemberPointParent } from './types.ts';

export type Engagement = 'ALL' | 'ENGAGED' | 'UNENGAGED';

const toPoint = (c: MemberCoordinateDto): MemberPointParent => ({
  memberId: c.memberId,
  aaneelId: c.aaneelID,
  lat: c.lat,
  lng: c.lng,
  officeId: c.officeId,
  office: c.office,
  engaged: c.engaged,
  nhZone: c.nhZone,
});

/**
 * Homes as columns: one list per field, each office named once. Built in one pass, so a market of
 * thousands of homes is a handful of arrays rather than an object per home.
 */
function toColumns(homes: readonly MemberCoordinateDto[]): MemberHomesParent {
  const columns: MemberHomesParent = {
    count: homes.length,
    memberIds: [],
    aaneelIds: [],
    lats: [],
    lngs: [],
    officeIndexes: [],
    engaged: [],
    offices: [],
  };
  const officeIndex = new Map<number, number>();
  for (const h of homes) {
    columns.memberIds.push(h.memberId);
    columns.aaneelIds.push(h.aaneelID);
    columns.lats.push(h.lat);
    columns.lngs.push(h.lng);
    columns.engaged.push(h.engaged);
    if (h.officeId === null) {
      columns.officeIndexes.push(null);
      continue;
    }
    let index = officeIndex.get(h.officeId);
    if (index === undefined) {
      index = columns.offices.length;
      officeIndex.set(h.officeId, index);
      const office: MemberHomeOfficeParent = { officeId: h.officeId, name: h.office, nhZone: h.nhZone };
      columns.offices.push(office);
    }
    columns.officeIndexes.push(index);
  }
  return columns;
}

const toHex = (h: HexCountDto): MarketHexParent => ({ hex: h.hex, count: h.cnt });

export class TerritorySource {
  constructor(private readonly ctx: RequestContext) {}

  /** Homes of a market's eligible members, or of one office's; engaged or unengaged ones only when asked. */
  async memberPoints(marketId: number, officeId: number | null, engagement: Engagement): Promise<MemberPointParent[]> {
    return (await this.homes(marketId, officeId, engagement)).map(toPoint);
  }

  /** The same homes as memberPoints, as columns. */
  async memberHomes(marketId: number, officeId: number | null, engagement: Engagement): Promise<MemberHomesParent> {
    return toColumns(await this.homes(marketId, officeId, engagement));
  }

  /** One Coordinates request, filtered by engagement here. */
  private async homes(marketId: number, officeId: number | null, engagement: Engagement): Promise<MemberCoordinateDto[]> {
    const homes = await this.ctx.upstream.call(routes.memberCoordinates, {
      query: officeId === null ? { marketId } : { marketId, officeId },
    });
    return engagement === 'ALL' ? homes : homes.filter((h) => h.engaged === (engagement === 'ENGAGED'));
  }

  /** The market's hexes at a layer with their member counts. */
  async marketHexes(marketId: number, layer: number): Promise<MarketHexParent[]> {
    const valid = parseInput(hexLayerRule, layer);
    this.assertHexModes('territory.marketHexes', { marketId });
    const hexes = await this.ctx.upstream.call(routes.marketHexes, { query: { marketId, layer: valid } });
    return hexes.map(toHex);
  }

  /** How many members live in the given hexes of a layer (the Hex-Select count). */
  async hexMemberCount(layer: number, hexes: readonly string[]): Promise<number> {
    const input = parseInput(hexMemberCountRule, { layer, hexes });
    this.assertHexModes('territory.hexMemberCount');
    const unique = [...new Set(input.hexes)];
    if (unique.length === 0) return 0;
    return this.ctx.upstream.call(routes.hexMemberCounts, { query: { layer: input.layer }, body: unique });
  }

  private assertHexModes(what: string, ids: Record<string, number> = {}): void {
    const can = hexModesDecision(this.ctx.viewer);
    if (!can.allowed) throw refused(this.ctx, what, can.reason, ids);
  }
}
