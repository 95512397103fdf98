/**
 * The member record's policy as pure functions: the term and transition plan reasons a viewer is
 * offered, who moves a member to an office of any market, and the rest after a red box report.
 */
import { describe, expect, it } from 'vitest';
import { RED_BOX_REST_MESSAGE } from '@luminate/schema/constants';
import {
  changesOfficeAnyMarket,
  officeChoiceDecision,
  reportRedBoxErrorDecision,
  termReasonIds,
  transitionPlanReasonIds,
} from './policy.ts';

describe('the member record policy', () => {
  it('term reasons, transition plan reasons, office market and red box rest', () => {
    expect(termReasonIds(new Set())).not.toContain(984000016);
    expect(termReasonIds(new Set([2]))).toContain(984000016);
    expect(termReasonIds(new Set([2]))).toHaveLength(7);
    expect(transitionPlanReasonIds(new Set([1]), { engaged: true })).toEqual([984000015, 984000016, 984000018, 984000019]);
    expect(transitionPlanReasonIds(new Set([1]), { engaged: false })).toEqual([]);
    expect(transitionPlanReasonIds(new Set([2]), { engaged: true })).toEqual([]);
    expect(changesOfficeAnyMarket(new Set(['pt-mgmt']), new Set())).toBe(false);
    expect(changesOfficeAnyMarket(new Set(['pt-mgmt']), new Set([9]))).toBe(true);
    expect(changesOfficeAnyMarket(new Set(['dataMgmt']), new Set())).toBe(true);
    expect(officeChoiceDecision(false, 1, 2)).toMatchObject({ allowed: false });
    expect(officeChoiceDecision(false, 1, 1)).toMatchObject({ allowed: true });
    const now = new Date('2025-03-10T12:00:00Z');
    expect(reportRedBoxErrorDecision({ lastRedBoxErrorDt: '2025-03-08T12:00:00Z' }, now)).toEqual({
      allowed: false,
      reason: RED_BOX_REST_MESSAGE,
    });
    expect(reportRedBoxErrorDecision({ lastRedBoxErrorDt: '2025-03-07T11:00:00Z' }, now).allowed).toBe(true);
    expect(reportRedBoxErrorDecision({ lastRedBoxErrorDt: null }, now).allowed).toBe(true);
  });
});
