/** The analytics policy as pure functions: who may open the Medical Cost workbook. */
import { describe, expect, it } from 'vitest';
import type { Claim } from '@luminate/schema/claims';
import { MEDICAL_COST_REFUSAL, medicalCostDecision } from './policy.ts';

describe('Medical Cost rule', () => {
  const decide = (claims: Claim[], types: number[]) =>
    medicalCostDecision({ claims: new Set(claims), viewerTypesAnywhere: new Set(types) });
  it('admits care team members and the medical cost claims; refuses everyone else with the reason', () => {
    expect(decide([], [26])).toEqual({ allowed: true, reason: null });
    for (const claim of ['admin', 'superAdmin', 'dataMgmt'] as Claim[])
      expect(decide([claim], [])).toEqual({ allowed: true, reason: null });
    for (const claims of [[], ['eus'], ['nh-mgmt'], ['call-list-mgmt']] as Claim[][]) {
      expect(decide(claims, [])).toEqual({ allowed: false, reason: MEDICAL_COST_REFUSAL });
    }
  });
});
