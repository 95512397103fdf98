/**
 * Reference data through the whole gateway, with the production default of keeping it across
 * requests: a second user's markets come from the kept answer (no Care API call), and after a
 * market edit made through the gateway the very next read shows the edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Markets } from '@luminate/schema/constants';
import { startStack, type Stack } from '../support/stack.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const MARKETS = graphql(`
  query ReferenceCacheMarkets {
    markets {
      id
      name
      phone
    }
  }
`);
const EDIT = graphql(`
  mutation ReferenceCacheUpdateMarket($id: ID!, $input: UpdateMarketInput!) {
    updateMarket(id: $id, input: $input) {
      id
      phone
    }
  }
`);

async function marketsAs(persona: string) {
  stack.upstreamRequests.reset();
  const res = await stack.gql(persona, MARKETS);
  expect(res.body.errors).toBeUndefined();
  const calls = stack.upstreamRequests.list().filter((r) => r.method === 'GET' && r.path === '/api/Markets').length;
  return { markets: res.body.data!.markets as Array<{ id: string; name: string; phone: string | null }>, calls };
}

describe('reference data kept across requests', () => {
  // Every root field that reads a shared route, asked twice: the second answer comes from the
  // kept (frozen) data and must be the same, sorted and filtered as the first.
  it.each([
    ['markets', '{ markets { id name offices { id name } } }'],
    ['offices', '{ offices { id name market { id } } }'],
    ['assignment types', '{ assignmentTypes(includeInactive: true) { id name } }'],
    ['states', '{ states { abbrev name } }'],
    ['market plans', '{ marketPlans { marketId planId plan } }'],
    ['payers', '{ payers { id name } }'],
    ['term reasons', '{ deattributionTermReasons { id name } }'],
  ])('answers %s the same from kept data as from the Care API', async (_what, query) => {
    const first = await stack.gql('superadmin', query);
    expect(first.body.errors).toBeUndefined();
    stack.upstreamRequests.reset();
    const second = await stack.gql('superadmin', query);
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data).toEqual(first.body.data);
    expect(stack.upstreamRequests.list()).toEqual([]);
  });
});

describe('markets kept across requests', () => {
  it('serves the next user from the kept list, and shows our own edit on the very next read', async () => {
    const first = await marketsAs('superadmin');
    expect(first.markets.length).toBeGreaterThan(1);
    const second = await marketsAs('staff');
    expect(second.calls).toBe(0);
    expect(second.markets).toEqual(first.markets);

    const id = String(Markets.CODING_QUALITY);
    const market = (
      await stack.gql(
        'superadmin',
        graphql(`
          query ReferenceCacheMarket($id: ID!) {
            market(id: $id) {
              phone
              address
              city
              zipCode
              stateAbbrev
              faxDriveEmail
              faxDriveId
              quantaFloDriveId
            }
          }
        `),
        { id },
      )
    ).body.data!.market;
    const input = {
      phone: market!.phone === '5550001111' ? '5550002222' : '5550001111',
      address: market!.address ?? '1 Test Plaza',
      city: market!.city ?? 'Testville',
      zipCode: market!.zipCode ?? '30301',
      stateAbbrev: market!.stateAbbrev,
      faxDriveEmail: market!.faxDriveEmail,
      faxDriveId: market!.faxDriveId,
      quantaFloDriveId: market!.quantaFloDriveId,
    };
    const edit = await stack.gql('datamanager', EDIT, { id, input });
    expect(edit.body.errors).toBeUndefined();

    const after = await marketsAs('staff');
    expect(after.calls).toBe(1);
    expect(after.markets.find((m) => m.id === id)?.phone).toBe(input.phone);
    expect(after.markets.find((m) => m.id === id)?.phone).not.toBe(first.markets.find((m) => m.id === id)?.phone);
  });
});
