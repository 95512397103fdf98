import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../../gateway/src/index.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { createQueryLimits } from '../../gateway/src/server/query-limits.ts';
import type { Viewer } from '../../gateway/src/context.ts';
import type { Claim } from '@luminate/schema/claims';

const viewer = (claims: Claim[]): Viewer => ({ uid: 'u1', name: null, email: null, employeeId: 1, claims: new Set(claims), token: 't' });
const schema = buildGatewaySchema();
const SUBSCRIPTION = 'subscription Live($id: ID!) { callList(campaignId: $id) { version entries { memberId points } } }';

describe('QueryLimits.check (parse + validate, remembered per document)', () => {
  it('hands every subscriber of the same document the same checked document', () => {
    const limits = createQueryLimits(loadConfig({ NODE_ENV: 'production' }));
    const first = limits.check(schema, SUBSCRIPTION, viewer([]));
    const second = limits.check(schema, SUBSCRIPTION, viewer(['call-list-mgmt']));
    expect('document' in first && 'document' in second).toBe(true);
    expect(second).toBe(first);
  });

  it('still refuses what is invalid, every time', () => {
    const limits = createQueryLimits(loadConfig({ NODE_ENV: 'production' }));
    for (let i = 0; i < 2; i++) {
      const outcome = limits.check(schema, 'subscription { callList(campaignId: 1) { nope } }', viewer([]));
      expect('errors' in outcome && outcome.errors[0].message).toMatch(/Cannot query field "nope"/);
    }
    const syntax = limits.check(schema, 'subscription {', viewer([]));
    expect('errors' in syntax && syntax.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('keeps introspection closed for others while a superAdmin may use it (production)', () => {
    const limits = createQueryLimits(loadConfig({ NODE_ENV: 'production' }));
    const introspect = '{ __schema { queryType { name } } }';
    expect('document' in limits.check(schema, introspect, viewer(['superAdmin']))).toBe(true);
    const refused = limits.check(schema, introspect, viewer([]));
    expect('errors' in refused && refused.errors[0].message).toBe('Introspection is not allowed');
  });
});
