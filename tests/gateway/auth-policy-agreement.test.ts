/**
 * Each root field's `@auth(anyOf)` list must name the same claims as the module policy that
 * enforces the rule again. Changing either side alone is caught: the check reports the field, and
 * the gateway refuses to build its schema.
 */
import { describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadGraphSources } from '@luminate/schema/graph';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { buildGatewaySchema, loadConfig } from '../../gateway/src/index.ts';
import { authAgreementProblems, type FieldAccess } from '../../gateway/src/auth/auth-agreement.ts';
import { gatewayModules } from '../../gateway/src/modules/index.ts';

const realSources = loadGraphSources();
const declared: FieldAccess = Object.fromEntries(gatewayModules(loadConfig({})).flatMap((m) => Object.entries(m.fieldAccess ?? {})));
const schemaOf = (sources: typeof realSources) => makeExecutableSchema({ typeDefs: sources.map((s) => s.sdl) });

/** The repository's SDL with one field's `@auth(anyOf: [...])` list replaced. */
function withAuthList(field: string, list: string) {
  let changed = 0;
  const sources = realSources.map((s) => {
    const sdl = s.sdl.replace(
      new RegExp(`(^\\s*${field}(?:\\([^)]*\\))?\\s*:[^@\\n]*@auth\\(anyOf: )\\[[^\\]]*\\]`, 'm'),
      (_, head: string) => {
        changed++;
        return `${head}[${list}]`;
      },
    );
    return { ...s, sdl };
  });
  expect(changed).toBe(1);
  return sources;
}

describe('@auth lists agree with the module policies', () => {
  it('holds for the repository as it is', () => {
    expect(authAgreementProblems(schemaOf(realSources), declared)).toEqual([]);
    expect(() => buildGatewaySchema()).not.toThrow();
  });

  it('fails when one SDL @auth list changes away from its policy', () => {
    const sources = withAuthList('createCampaign', 'CALL_LIST_MGMT');
    expect(authAgreementProblems(schemaOf(sources), declared)).toEqual([
      'Mutation.createCampaign: @auth(anyOf: [call-list-mgmt]) but its policy says [call-list-mgmt, superAdmin]',
    ]);
    expect(() => buildGatewaySchema({ sources })).toThrow(/Mutation\.createCampaign/);
  });

  it('fails when a list gains a claim its policy does not give', () => {
    const sources = withAuthList('auditEvents', 'SUPER_ADMIN, EUS');
    expect(authAgreementProblems(schemaOf(sources), declared)).toEqual([
      'Query.auditEvents: @auth(anyOf: [superAdmin, eus]) but its policy says [superAdmin]',
    ]);
  });

  it('fails when a policy changes away from its field', () => {
    const changed = { ...declared, 'Mutation.updateMarket': CLAIM_GROUPS.superAdmins };
    expect(authAgreementProblems(schemaOf(realSources), changed)).toEqual([
      'Mutation.updateMarket: @auth(anyOf: [admin, superAdmin, eus]) but its policy says [superAdmin]',
    ]);
  });

  it('fails when a guarded field has no declaration, or a declaration no guarded field', () => {
    const { ['Query.users']: _users, ...rest } = declared;
    expect(authAgreementProblems(schemaOf(realSources), { ...rest, 'Query.nothing': CLAIM_GROUPS.superAdmins })).toEqual([
      'Query.users: @auth(anyOf: [eus, dataMgmt, admin, superAdmin]) but no module policy declares its claims',
      'Query.nothing: its policy declares claims but the field has no @auth(anyOf) list',
    ]);
  });
});
