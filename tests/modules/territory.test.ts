/**
 * The Geo Dashboard's data through the gateway, against the real sandbox: member homes of a
 * market and of an office agree with the seed, filtered by engagement; a market's hexes at a layer
 * add up to its located members; the Hex-Select count; the hex modes refused (FORBIDDEN, with the
 * reason on territoryCapabilities) to personas without admin, in the gateway and in the Care API;
 * the same homes as columns (memberHomes, what the page's map reads); one Care API request per field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResolution, isValidCell, latLngToCell } from 'h3-js';
import { Markets } from '@luminate/schema/constants';
import { HEX_LAYER_DEFAULT, TERRITORY_MESSAGES, hexLayerForZoom, parseHexLayer } from '@luminate/schema/rules';
import { uploadAnswer } from '../support/uploads.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;
const HOUSTON = Markets.DEFAULT;

beforeAll(async () => {
  stack = await startStack();
  dataOf(
    await stack.gql(
      'staff',
      graphql(`
        query TerritoryStates {
          states {
            abbrev
          }
        }
      `),
    ),
  );
});
afterAll(async () => {
  await stack?.close();
});

const POINTS = graphql(`
  query TerritoryMemberPoints($m: ID!, $o: ID, $e: EngagementFilter) {
    memberPoints(marketId: $m, officeId: $o, engagement: $e) {
      memberId
      aaneelId
      lat
      lng
      officeId
      office
      engaged
      nhZone
    }
  }
`);
const HEXES = graphql(`
  query TerritoryMarketHexes($m: ID!, $l: Int!) {
    marketHexes(marketId: $m, layer: $l) {
      hex
      count
    }
  }
`);
const HEX_COUNT = graphql(`
  query TerritoryHexMemberCount($l: Int!, $h: [ID!]!) {
    hexMemberCount(layer: $l, hexes: $h)
  }
`);
const CAPS = graphql(`
  query TerritoryTerritoryCapabilities {
    territoryCapabilities {
      hexModes {
        allowed
        reason
      }
    }
  }
`);

/** Eligible members with a geocoded home, of the market (and of the given offices). */
async function locatedMembers(marketId: number, officeIds?: number[]) {
  const { rows } = await stack.db.query<{ id: number; engaged: boolean; lat: number; lng: number; office: string | null }>(
    `SELECT m.id, m.engaged, l.lat, l.lng, o.name AS office FROM members m
     JOIN member_locations l ON l.member_id = m.id LEFT JOIN offices o ON o.id = m.office_id
     WHERE m.eligible AND m.market_id = $1 AND ($2::int[] IS NULL OR m.office_id = ANY($2::int[]))`,
    [marketId, officeIds ?? null],
  );
  return rows;
}

/** A neighborhood of the market with located members, and its community's office row. */
async function officesWithMembers() {
  const { rows } = await stack.db.query<{ id: number; name: string; community_id: string }>(
    `SELECT o.id, o.name, o.community_id FROM offices o
     WHERE o.market_id = $1 AND o.name NOT LIKE '%.000'
       AND EXISTS (SELECT 1 FROM members m JOIN member_locations l ON l.member_id = m.id WHERE m.office_id = o.id AND m.eligible)
     ORDER BY o.name LIMIT 1`,
    [HOUSTON],
  );
  const neighborhood = rows[0];
  const { rows: community } = await stack.db.query<{ id: number }>(`SELECT id FROM offices WHERE community_id = $1 AND name LIKE '%.000'`, [
    neighborhood.community_id,
  ]);
  const { rows: siblings } = await stack.db.query<{ id: number }>(`SELECT id FROM offices WHERE community_id = $1 AND market_id = $2`, [
    neighborhood.community_id,
    HOUSTON,
  ]);
  return { neighborhood, communityOfficeId: community[0]?.id, communityOfficeIds: siblings.map((s) => s.id) };
}

async function careApi(persona: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack.sandboxUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await stack.token(persona)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await res.json().catch(() => null);
  return { status: res.status, body: answer };
}

describe('memberPoints', () => {
  it("answers the market's located eligible members with their offices, in one Care API request", async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('staff', POINTS, { m: String(HOUSTON) }));
    expect(requests.map((r) => r.path.split('?')[0])).toEqual(['/api/Members/Coordinates']);
    const points = dataOf(result).memberPoints;
    const expected = await locatedMembers(HOUSTON);
    expect(expected.length).toBeGreaterThan(0);
    expect(points).toHaveLength(expected.length);
    expect(new Set(points.map((p) => Number(p.memberId)))).toEqual(new Set(expected.map((m) => m.id)));

    const byId = new Map(expected.map((m) => [m.id, m]));
    for (const p of points) {
      const seeded = byId.get(Number(p.memberId))!;
      expect(p.lat).toBe(seeded.lat);
      expect(p.lng).toBe(seeded.lng);
      expect(p.office).toBe(seeded.office);
      expect(p.engaged).toBe(seeded.engaged);
      expect(p.aaneelId).toMatch(/\S/);
    }
    // Office names like 1.001.002 colour the points; the zone is the office's community.
    expect(points.every((p) => p.office === null || /^\d+\.\d{3}\.\d{3}$/.test(p.office))).toBe(true);
    expect(points.filter((p) => p.office).every((p) => p.office!.startsWith(`${p.nhZone}.`))).toBe(true);
    expect(JSON.stringify(points)).not.toMatch(/firstName|lastName/);
  });

  it('filters by engagement', async () => {
    const all = await locatedMembers(HOUSTON);
    const engaged = dataOf(await stack.gql('staff', POINTS, { m: String(HOUSTON), e: 'ENGAGED' })).memberPoints;
    const unengaged = dataOf(await stack.gql('staff', POINTS, { m: String(HOUSTON), e: 'UNENGAGED' })).memberPoints;
    expect(engaged.length).toBe(all.filter((m) => m.engaged).length);
    expect(unengaged.length).toBe(all.filter((m) => !m.engaged).length);
    expect(engaged.length).toBeGreaterThan(0);
    expect(unengaged.length).toBeGreaterThan(0);
    expect(engaged.every((p) => p.engaged)).toBe(true);
    expect(unengaged.every((p) => !p.engaged)).toBe(true);
  });

  it("answers one neighborhood's members, and a community office's whole community", async () => {
    const { neighborhood, communityOfficeId, communityOfficeIds } = await officesWithMembers();
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('cd', POINTS, { m: String(HOUSTON), o: String(neighborhood.id) }),
    );
    expect(requests).toHaveLength(1);
    const points = dataOf(result).memberPoints;
    const expected = await locatedMembers(HOUSTON, [neighborhood.id]);
    expect(points.length).toBe(expected.length);
    expect(points.length).toBeGreaterThan(0);
    expect(points.every((p) => p.office === neighborhood.name && Number(p.officeId) === neighborhood.id)).toBe(true);
    expect(points.every((p) => p.nhZone === neighborhood.community_id)).toBe(true);

    expect(communityOfficeId).toBeDefined();
    const community = dataOf(await stack.gql('cd', POINTS, { m: String(HOUSTON), o: String(communityOfficeId) })).memberPoints;
    const inCommunity = await locatedMembers(HOUSTON, communityOfficeIds);
    expect(community.length).toBe(inCommunity.length);
    expect(community.length).toBeGreaterThan(points.length - 1);
    expect(new Set(community.map((p) => p.nhZone))).toEqual(new Set([neighborhood.community_id]));
  });
});

const HOMES = graphql(`
  query TerritoryMemberHomes($m: ID!, $o: ID, $e: EngagementFilter) {
    memberHomes(marketId: $m, officeId: $o, engagement: $e) {
      count
      memberIds
      aaneelIds
      lats
      lngs
      officeIndexes
      engaged
      offices {
        officeId
        name
        nhZone
      }
    }
  }
`);

describe('memberHomes', () => {
  it('answers the homes of memberPoints as columns, home for home, in one Care API request', async () => {
    for (const variables of [{ m: String(HOUSTON) }, { m: String(HOUSTON), e: 'UNENGAGED' as const }]) {
      const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('staff', HOMES, variables));
      expect(requests.map((r) => r.path.split('?')[0])).toEqual(['/api/Members/Coordinates']);
      const homes = dataOf(result).memberHomes;
      const points = dataOf(await stack.gql('staff', POINTS, variables)).memberPoints;
      expect(points.length).toBeGreaterThan(0);
      expect(homes.count).toBe(points.length);
      for (const column of [homes.memberIds, homes.aaneelIds, homes.lats, homes.lngs, homes.officeIndexes, homes.engaged]) {
        expect(column).toHaveLength(points.length);
      }
      // Each office once, and every home's index naming its member's office.
      expect(new Set(homes.offices.map((o) => o.officeId)).size).toBe(homes.offices.length);
      const rebuilt = homes.memberIds.map((memberId, i) => {
        const index = homes.officeIndexes[i];
        const office = index === null ? null : homes.offices[index];
        return {
          memberId,
          aaneelId: homes.aaneelIds[i],
          lat: homes.lats[i],
          lng: homes.lngs[i],
          officeId: office?.officeId ?? null,
          office: office?.name ?? null,
          engaged: homes.engaged[i],
          nhZone: office?.nhZone ?? null,
        };
      });
      expect(rebuilt).toEqual(points);
    }
  });

  it("answers one neighborhood's homes with that office alone", async () => {
    const { neighborhood } = await officesWithMembers();
    const homes = dataOf(await stack.gql('cd', HOMES, { m: String(HOUSTON), o: String(neighborhood.id) })).memberHomes;
    expect(homes.count).toBe((await locatedMembers(HOUSTON, [neighborhood.id])).length);
    expect(homes.offices).toEqual([{ officeId: String(neighborhood.id), name: neighborhood.name, nhZone: neighborhood.community_id }]);
    expect(homes.officeIndexes.every((i) => i === 0)).toBe(true);
  });
});

describe('marketHexes', () => {
  it("covers the market's located members at layer 7, one request, each hex of layer 7", async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('superadmin', HEXES, { m: String(HOUSTON), l: 7 }));
    expect(requests.map((r) => r.path.split('?')[0])).toEqual(['/api/Territories/MarketHexes']);
    const hexes = dataOf(result).marketHexes as { hex: string; count: number }[];
    const members = await locatedMembers(HOUSTON);
    expect(hexes.reduce((s, h) => s + h.count, 0)).toBe(members.length);
    expect(new Set(hexes.map((h) => h.hex)).size).toBe(hexes.length);
    for (const h of hexes) {
      expect(isValidCell(h.hex)).toBe(true);
      expect(getResolution(h.hex)).toBe(7);
      expect(h.count).toBeGreaterThan(0);
    }
    // Independently: the members placed in their cells give the same counts.
    const independent = new Map<string, number>();
    for (const m of members) {
      const cell = latLngToCell(m.lat, m.lng, 7);
      independent.set(cell, (independent.get(cell) ?? 0) + 1);
    }
    expect(new Map(hexes.map((h) => [h.hex, h.count]))).toEqual(independent);
  });

  it('answers other layers, coarser layers with fewer hexes', async () => {
    const at3 = dataOf(await stack.gql('superadmin', HEXES, { m: String(HOUSTON), l: 3 })).marketHexes;
    const at8 = dataOf(await stack.gql('superadmin', HEXES, { m: String(HOUSTON), l: 8 })).marketHexes;
    expect(at3.every((h) => getResolution(h.hex) === 3)).toBe(true);
    expect(at8.every((h) => getResolution(h.hex) === 8)).toBe(true);
    expect(at3.length).toBeLessThan(at8.length);
    expect(at3.reduce((s, h) => s + h.count, 0)).toBe(at8.reduce((s: number, h) => s + h.count, 0));
    // Hex counts are not personal data: the gateway keeps the market's answer a while for everyone.
    const again = await careApiRequestsDuring(stack, () => stack.gql('superadmin', HEXES, { m: String(HOUSTON), l: 3 }));
    expect(dataOf(again.result).marketHexes).toEqual(at3);
    expect(again.requests).toHaveLength(0);
  });

  it('refuses layers outside 1 to 8 as BAD_USER_INPUT, asking nothing upstream', async () => {
    for (const l of [0, 9, -1]) {
      const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('superadmin', HEXES, { m: String(HOUSTON), l }));
      expect(errorCode(result), `layer ${l}`).toBe('BAD_USER_INPUT');
      expect(errorMessage(result)).toContain(TERRITORY_MESSAGES.layer);
      expect(requests).toHaveLength(0);
    }
  });
});

describe('hexMemberCount', () => {
  it('counts the members living in the chosen hexes, in one request', async () => {
    const hexes = dataOf(await stack.gql('superadmin', HEXES, { m: String(HOUSTON), l: HEX_LAYER_DEFAULT })).marketHexes;
    const chosen = hexes.slice(0, 3);
    expect(chosen.length).toBeGreaterThan(0);
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('superadmin', HEX_COUNT, { l: HEX_LAYER_DEFAULT, h: chosen.map((h) => h.hex) }),
    );
    expect(requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual(['POST /api/Territories/HexMemberCounts']);
    expect(dataOf(result).hexMemberCount).toBe(chosen.reduce((s, h) => s + h.count, 0));

    // Every hex of the market: all its located members (no other market shares its hexes).
    const all = dataOf(await stack.gql('superadmin', HEX_COUNT, { l: HEX_LAYER_DEFAULT, h: hexes.map((h) => h.hex) })).hexMemberCount;
    expect(all).toBe((await locatedMembers(HOUSTON)).length);
    expect(dataOf(await stack.gql('superadmin', HEX_COUNT, { l: HEX_LAYER_DEFAULT, h: [] })).hexMemberCount).toBe(0);
  });

  it('refuses malformed ids, ids of another layer and too many ids', async () => {
    const bad = await stack.gql('superadmin', HEX_COUNT, { l: 7, h: ['not-a-hex'] });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(errorMessage(bad)).toContain(TERRITORY_MESSAGES.hexId);
    const tooMany = await stack.gql('superadmin', HEX_COUNT, { l: 7, h: Array.from({ length: 5_001 }, () => '872664cc4ffffff') });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(errorMessage(tooMany)).toContain(TERRITORY_MESSAGES.tooManyHexes);
    // A real cell of layer 6 asked at layer 7: the Care API names it.
    const layer6 = latLngToCell(29.76, -95.37, 6);
    const wrong = await stack.gql('superadmin', HEX_COUNT, { l: 7, h: [layer6] });
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    expect(errorMessage(wrong)).toBe(`Hexagon ${layer6} is of layer 6, not layer 7`);
    const direct = await careApi('superadmin', 'POST', '/api/Territories/HexMemberCounts?layer=7', [layer6]);
    expect(direct.status).toBe(400);
    expect(uploadAnswer(JSON.stringify(direct.body)).message).toContain(`Hexagon ${layer6} is of layer 6, not layer 7`);
  });
});

describe('hex modes are for admins', () => {
  it('tells the viewer whether the hex modes are open, with the reason when not', async () => {
    for (const persona of ['staff', 'cd']) {
      const caps = dataOf(await stack.gql(persona, CAPS)).territoryCapabilities;
      expect(caps.hexModes).toEqual({ allowed: false, reason: 'Hex map modes need the admin permission' });
    }
    expect(dataOf(await stack.gql('superadmin', CAPS)).territoryCapabilities.hexModes).toEqual({ allowed: true, reason: null });
  });

  it('refuses marketHexes and hexMemberCount without admin: FORBIDDEN, nothing asked upstream', async () => {
    const hex = latLngToCell(29.76, -95.37, 7);
    for (const persona of ['staff', 'cd']) {
      const hexes = await careApiRequestsDuring(stack, () => stack.gql(persona, HEXES, { m: String(HOUSTON), l: 7 }));
      expect(errorCode(hexes.result), persona).toBe('FORBIDDEN');
      expect(hexes.requests).toHaveLength(0);
      const count = await careApiRequestsDuring(stack, () => stack.gql(persona, HEX_COUNT, { l: 7, h: [hex] }));
      expect(errorCode(count.result), persona).toBe('FORBIDDEN');
      expect(count.requests).toHaveLength(0);
    }
  });

  it('the Care API refuses the hex count to a non-admin too (403)', async () => {
    const hex = latLngToCell(29.76, -95.37, 7);
    const refusedCall = await careApi('staff', 'POST', '/api/Territories/HexMemberCounts?layer=7', [hex]);
    expect(refusedCall.status).toBe(403);
    const allowed = await careApi('superadmin', 'POST', '/api/Territories/HexMemberCounts?layer=7', [hex]);
    expect(allowed.status).toBe(200);
    expect(typeof allowed.body).toBe('number');
    const layer9 = await careApi('superadmin', 'GET', `/api/Territories/MarketHexes?marketId=${HOUSTON}&layer=9`);
    expect(layer9.status).toBe(400);
  });
});

describe('the hex layer rule', () => {
  it('follows the map zoom: rounded, minus 2, kept within 1 to 8', () => {
    expect([0, 2.4, 3, 8.6, 9, 9.4, 10, 12, 22].map(hexLayerForZoom)).toEqual([1, 1, 1, 7, 7, 7, 8, 8, 8]);
    expect(hexLayerForZoom(5.5)).toBe(4);
  });
  it('accepts typed layers 1 to 8 only', () => {
    expect(['1', '7', ' 8 '].map(parseHexLayer)).toEqual([1, 7, 8]);
    expect(['0', '9', '7.5', '', 'x', '-1'].map(parseHexLayer)).toEqual([null, null, null, null, null, null]);
  });
});
