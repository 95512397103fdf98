/**
 * The Geo Dashboard's data from the Care API, one request per field: member homes (filtered by
 * engagement here, from the one Coordinates answer), a market's hexes at a layer (shared across
 * users for a short while: counts, not personal data) and the member count of chosen hexes.
 * Nothing here logs a coordinate.
 */
import { routes, type HexCountDto, type MemberCoordinateDto } from '@luminate/schema/rest';
import { hexLayerRule, hexMemberCountRule } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { refused } from '../../audit.ts';
import { hexModesDecision } from './policy.ts';
import type { MarketHexParent, MemberPointParent } from './types.ts';

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

const toHex = (h: HexCountDto): MarketHexParent => ({ hex: h.hex, count: h.cnt });

export class TerritorySource {
  constructor(private readonly ctx: RequestContext) {}

  /** Homes of a market's eligible members, or of one office's; engaged or unengaged ones only when asked. */
  async memberPoints(marketId: number, officeId: number | null, engagement: Engagement): Promise<MemberPointParent[]> {
    const homes = await this.ctx.upstream.call(routes.memberCoordinates, {
      query: officeId === null ? { marketId } : { marketId, officeId },
    });
    const wanted = engagement === 'ALL' ? homes : homes.filter((h) => h.engaged === (engagement === 'ENGAGED'));
    return wanted.map(toPoint);
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
