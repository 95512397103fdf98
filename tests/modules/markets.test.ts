/**
 * Markets, states, plans and offices through the gateway, against the real sandbox: results,
 * permission rules on both sides, validation, batching (a constant number of Care API requests
 * whatever the number of rows) and the file routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Markets } from '@luminate/schema/constants';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, download, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

beforeAll(async () => {
  // Reference data is not kept across requests here: these tests count (or change behind the gateway's back) what the Care API itself sees.
  stack = await startStack({ gatewayEnv: { REFERENCE_CACHE_TTL_MS: '0' } });
  // Warm up: the gateway fetches the issuer's keys on first use.
  dataOf(
    await stack.gql(
      'staff',
      graphql(`
        query MarketsStates {
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

// A market's own columns: its name, prefix, address, contact and drive settings.
graphql(`
  fragment MarketsTestMarketColumns on Market {
    id
    name
    officePrefix
    active
    address
    city
    stateAbbrev
    zipCode
    phone
    faxDriveEmail
    faxDriveId
    quantaFloDriveId
  }
`);

async function marketRow(id: number) {
  const { rows } = await stack.db.query<Record<string, unknown>>(
    'select name, address, city, zip_code, phone, fax_drive_email from markets where id = $1',
    [id],
  );
  return rows[0];
}

describe('markets', () => {
  it('lists markets ordered by office prefix, leaving out the hidden market unless asked', async () => {
    const { markets } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MarketsMarkets {
            markets {
              ...MarketsTestMarketColumns
              state {
                abbrev
                name
              }
            }
          }
        `),
      ),
    );
    expect(markets.length).toBeGreaterThan(1);
    const ids = markets.map((m) => Number(m.id));
    expect(ids).toContain(Markets.DEFAULT);
    expect(ids).not.toContain(Markets.HIDDEN);
    const prefixes = markets.map((m) => m.officePrefix);
    expect(prefixes).toEqual([...prefixes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));

    const all = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MarketsMarkets2 {
            markets(includeHidden: true) {
              id
            }
          }
        `),
      ),
    ).markets;
    expect(all.map((m) => Number(m.id))).toContain(Markets.HIDDEN);
    expect(all).toHaveLength(markets.length + 1);
  });

  it('finds one market by id, and null for an unknown id', async () => {
    const data = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MarketsMarket($id: ID!) {
            market(id: $id) {
              id
              name
            }
            missing: market(id: "123456789") {
              id
            }
          }
        `),
        {
          id: String(Markets.DEFAULT),
        },
      ),
    );
    expect(data.market!.id).toBe(String(Markets.DEFAULT));
    expect(data.market!.name).toBe((await marketRow(Markets.DEFAULT)).name);
    expect(data.missing).toBeNull();
  });

  it('rejects a malformed id as bad input', async () => {
    const res = await stack.gql(
      'staff',
      graphql(`
        query MarketsMarket2 {
          market(id: "abc") {
            id
          }
        }
      `),
    );
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
  });

  it('requires a signed-in user', async () => {
    const res = await stack.gql(
      null,
      graphql(`
        query MarketsMarkets3 {
          markets {
            id
          }
        }
      `),
    );
    expect(res.status).toBe(401);
  });

  it('lists states and the plans of a market', async () => {
    const data = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MarketsStates2($m: ID) {
            states {
              abbrev
              name
              lat
              lng
              zoom
            }
            marketPlans(marketId: $m) {
              marketId
              planId
              market
              plan
            }
            all: marketPlans {
              marketId
            }
          }
        `),
        {
          m: String(Markets.DEFAULT),
        },
      ),
    );
    expect(data.states.length).toBeGreaterThan(0);
    expect(data.states[0].abbrev).toMatch(/^[A-Z]{2}$/);
    expect(data.marketPlans.length).toBeGreaterThan(0);
    expect(data.marketPlans.every((p) => p.marketId === String(Markets.DEFAULT))).toBe(true);
    expect(data.all.length).toBeGreaterThan(data.marketPlans.length);
  });

  it('tells each viewer whether they may edit markets', async () => {
    const q = graphql(`
      query MarketsViewerCan($id: ID!) {
        market(id: $id) {
          viewerCan {
            update
          }
        }
      }
    `);
    const id = String(Markets.DEFAULT);
    expect(dataOf(await stack.gql('staff', q, { id })).market!.viewerCan.update).toBe(false);
    expect(dataOf(await stack.gql('datamanager', q, { id })).market!.viewerCan.update).toBe(true);
    expect(dataOf(await stack.gql('superadmin', q, { id })).market!.viewerCan.update).toBe(true);
  });
});

describe('offices', () => {
  it('lists the offices of a market by name, with or without community-level offices', async () => {
    const q = graphql(`
      query MarketsOffices($m: ID, $c: Boolean) {
        offices(marketId: $m, includeCommunities: $c) {
          id
          name
          marketId
          communityId
          isCommunity
          active
          outreaching
          deleted
          eligibleMembers
          engagedMembers
          officeNodes {
            id
            address
            lat
            lng
            addedDt
          }
        }
      }
    `);
    const withCommunities = dataOf(await stack.gql('staff', q, { m: String(Markets.DEFAULT) })).offices;
    expect(withCommunities.length).toBeGreaterThan(0);
    expect(withCommunities.every((o) => o.marketId === String(Markets.DEFAULT) && !o.deleted)).toBe(true);
    const names = withCommunities.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    const communities = withCommunities.filter((o) => o.isCommunity);
    expect(communities.length).toBeGreaterThan(0);
    expect(communities.every((o) => o.name.endsWith('.000'))).toBe(true);

    const neighborhoods = dataOf(await stack.gql('staff', q, { m: String(Markets.DEFAULT), c: false })).offices;
    expect(neighborhoods).toHaveLength(withCommunities.length - communities.length);
    expect(neighborhoods.some((o) => o.name.endsWith('.000'))).toBe(false);
  });

  it('filters offices by community', async () => {
    const { offices } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MarketsOfficeCommunities($m: ID) {
            offices(marketId: $m) {
              communityId
            }
          }
        `),
        { m: String(Markets.DEFAULT) },
      ),
    );
    const community = offices[0].communityId;
    const inCommunity = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MarketsOffices2($c: String) {
            offices(community: $c) {
              communityId
              name
            }
          }
        `),
        { c: community },
      ),
    ).offices;
    expect(inCommunity.length).toBeGreaterThan(0);
    expect(inCommunity.every((o) => o.communityId === community)).toBe(true);
  });

  it('finds one office with its market, and null for an unknown id', async () => {
    const { rows } = await stack.db.query<{ id: number; name: string; market_id: number }>(
      'select id, name, market_id from offices where not deleted order by id limit 1',
    );
    const data = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MarketsOffice($id: ID!) {
            office(id: $id) {
              id
              name
              market {
                id
              }
            }
            missing: office(id: "987654321") {
              id
            }
          }
        `),
        {
          id: String(rows[0].id),
        },
      ),
    );
    expect(data.office).toMatchObject({ id: String(rows[0].id), name: rows[0].name, market: { id: String(rows[0].market_id) } });
    expect(data.missing).toBeNull();
  });
});

describe('batching', () => {
  it('loads the offices of every market with one Care API request', async () => {
    const few = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'staff',
        graphql(`
          query MarketsMarketOffices($id: ID!) {
            market(id: $id) {
              offices {
                id
              }
            }
          }
        `),
        { id: String(Markets.DEFAULT) },
      ),
    );
    const many = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'staff',
        graphql(`
          query MarketsMarkets4 {
            markets(includeHidden: true) {
              offices {
                id
                name
              }
            }
          }
        `),
      ),
    );
    const markets = dataOf(many.result).markets;
    expect(markets.length).toBeGreaterThan(2);
    expect(markets.flatMap((m) => m.offices).length).toBeGreaterThan(markets.length);
    // one market listing + one office listing, however many markets and offices
    expect(few.requests).toHaveLength(2);
    expect(many.requests).toHaveLength(2);
  });

  it("resolves every office's market from one market listing", async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'staff',
        graphql(`
          query MarketsOffices3 {
            offices {
              id
              market {
                name
              }
            }
          }
        `),
      ),
    );
    const offices = dataOf(result).offices;
    expect(offices.length).toBeGreaterThan(10);
    expect(offices.every((o) => o.market?.name)).toBe(true);
    expect(requests.map((r) => r.path.split('?')[0]).sort()).toEqual(['/api/Markets', '/api/Offices']);
  });
});

describe('updateMarket', () => {
  const input = {
    phone: '5551234567',
    address: '1 Test Plaza',
    city: 'Testville',
    zipCode: '30301',
    stateAbbrev: 'GA',
    faxDriveEmail: 'fax@example.org',
    faxDriveId: 'drive-1',
    quantaFloDriveId: 'qf-1',
  };
  const mutation = graphql(`
    mutation MarketsUpdateMarket($id: ID!, $input: UpdateMarketInput!) {
      updateMarket(id: $id, input: $input) {
        ...MarketsTestMarketColumns
        viewerCan {
          update
        }
      }
    }
  `);
  const id = Markets.CODING_QUALITY;

  it('is refused to a user without admin, superAdmin or eus, leaving the market unchanged', async () => {
    const before = await marketRow(id);
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('staff', mutation, { id: String(id), input }));
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(await marketRow(id)).toEqual(before);
  });

  it('reports the rule messages and changes nothing when the input is invalid', async () => {
    const before = await marketRow(id);
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('datamanager', mutation, { id: String(id), input: { ...input, phone: '555123456', zipCode: '123' } }),
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(errorMessage(result)).toContain('Phone must be exactly 10 digits');
    expect(errorMessage(result)).toContain('Zip must be at least 5 digits');
    expect(requests).toHaveLength(0);
    expect(await marketRow(id)).toEqual(before);
  });

  it('lets end-user support edit a market and returns it whole', async () => {
    const before = dataOf(
      await stack.gql(
        'superadmin',
        graphql(`
          query MarketsMarketFields($id: ID!) {
            market(id: $id) {
              ...MarketsTestMarketColumns
            }
          }
        `),
        { id: String(id) },
      ),
    ).market!;
    try {
      const { updateMarket } = dataOf(await stack.gql('datamanager', mutation, { id: String(id), input }));
      expect(updateMarket).toMatchObject({
        id: String(id),
        name: before.name,
        officePrefix: before.officePrefix,
        ...input,
        viewerCan: { update: true },
      });
      expect(await marketRow(id)).toMatchObject({ phone: input.phone, address: input.address, city: input.city, zip_code: input.zipCode });
    } finally {
      const restore = {
        phone: before.phone ?? '0000000000',
        address: before.address ?? 'unknown',
        city: before.city ?? 'unknown',
        zipCode: before.zipCode ?? '00000',
        stateAbbrev: before.stateAbbrev,
        faxDriveEmail: before.faxDriveEmail,
        faxDriveId: before.faxDriveId,
        quantaFloDriveId: before.quantaFloDriveId,
      };
      await stack.gql('superadmin', mutation, { id: String(id), input: restore });
    }
  });
});

describe('file routes', () => {
  it('downloads the offices report zip for any signed-in user', async () => {
    const res = await download(stack, 'staff', '/files/offices-report');
    expect(res.status).toBe(200);
    expect(res.body.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?[\w.-]+\.zip"?/);
    expect((await download(stack, null, '/files/offices-report')).status).toBe(401);
  });

  it('exports the members of a market for data management only', async () => {
    const path = `/files/members-export?marketId=${Markets.DEFAULT}`;
    expect((await download(stack, 'staff', path)).status).toBe(403);
    const res = await download(stack, 'datamanager', path);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect((await download(stack, 'datamanager', '/files/members-export?marketId=abc')).status).toBe(400);
  });
});
