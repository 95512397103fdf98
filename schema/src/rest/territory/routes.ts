/**
 * Care API routes: the Geo Dashboard's territory data. Member homes of a market or an office (no
 * names), a market's H3 hexagons with their member counts, and the member count of chosen hexes.
 * Only eligible members with a geocoded home count anywhere here.
 */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { recordId } from '../../rules/ids.ts';
import { HEX_SELECT_MAX, TERRITORY_MESSAGES, hexIdRule, hexLayerText } from '../../rules/territory.ts';
import { HexCountDto, MemberCoordinateDto } from './dtos.ts';

export const territoryRoutes = {
  memberCoordinates: route({
    method: 'GET',
    path: '/api/Members/Coordinates',
    summary:
      "Homes of a market's eligible members, or of one office's (a community office .000 means all its neighborhoods); members without a geocoded home are left out",
    query: z.object({ marketId: recordId, officeId: recordId.optional() }),
    answer: { json: z.array(MemberCoordinateDto) },
  }),
  marketHexes: route({
    method: 'GET',
    path: '/api/Territories/MarketHexes',
    summary: "The H3 cells at a layer (resolution 1 to 8) holding the market's eligible members, with their counts",
    query: z.object({ marketId: recordId, layer: hexLayerText }),
    answer: { json: z.array(HexCountDto) },
    cache: 'shared',
  }),
  hexMemberCounts: route({
    method: 'POST',
    path: '/api/Territories/HexMemberCounts',
    summary: 'How many eligible members live in the given H3 cells of a layer; 400 for an id that is not a cell of the layer. Admin',
    query: z.object({ layer: hexLayerText }),
    body: z.array(hexIdRule).max(HEX_SELECT_MAX, TERRITORY_MESSAGES.tooManyHexes),
    bodyName: 'hexes',
    answer: { json: z.number().int() },
  }),
} satisfies Record<string, RouteContract>;
