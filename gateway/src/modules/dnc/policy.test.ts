/**
 * The DNC policy as pure functions, on both sides of every rule: who decides a request, the
 * reviewing type and tab of a request, the reason a refusal gives, the Mine scope against the
 * decision, and who may download the DNC report.
 */
import { describe, expect, it } from 'vitest';
import { AssignmentType } from '@luminate/schema/constants';
import type { Claim } from '@luminate/schema/claims';
import {
  DNC_REPORT_REFUSAL,
  dncCapabilities,
  dncDecision,
  dncMineScope,
  dncReportDecision,
  dncReviewerType,
  dncTabOf,
  dncViewerIsAssigned,
} from './policy.ts';
import { claimSet, rowInScope, typeSet } from '../../../../tests/support/policy.ts';

const claims = claimSet;
const types = typeSet;

describe('DNC policy', () => {
  const pendingCd = { approved: null, approvalType: 'Cd' as const };
  const pendingOm = { approved: null, approvalType: 'Om' as const };
  const approved = { approved: true, approvalType: 'Cd' as const };
  const declined = { approved: false, approvalType: 'Om' as const };
  const skip = { approved: true, approvalType: 'Skip' as const };

  it('lets dnc-mgmt decide every pending request, assigned or not', () => {
    for (const request of [pendingCd, pendingOm]) {
      expect(dncCapabilities({ claims: claims('dnc-mgmt'), viewerTypes: types(), request })).toMatchObject({ approve: true, reject: true });
    }
  });

  it('lets the assigned type decide: 10 for Cd, 13 for Om, and not the other way round', () => {
    expect(dncCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.CD), request: pendingCd })).toMatchObject({
      approve: true,
      reject: true,
    });
    expect(dncCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.OM), request: pendingOm })).toMatchObject({
      approve: true,
      reject: true,
    });
    expect(dncCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.OM), request: pendingCd })).toMatchObject({
      approve: false,
      reject: false,
    });
    expect(dncCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.CD), request: pendingOm })).toMatchObject({
      approve: false,
      reject: false,
    });
  });

  it('refuses everyone else: other types, other claims, no assignments', () => {
    const others = types(AssignmentType.APP, AssignmentType.CMD, AssignmentType.RVP, AssignmentType.SMO);
    for (const request of [pendingCd, pendingOm]) {
      expect(dncCapabilities({ claims: claims('transfer-mgmt', 'dataMgmt', 'eus', 'admin'), viewerTypes: others, request }).approve).toBe(
        false,
      );
      expect(dncCapabilities({ claims: claims(), viewerTypes: types(), request }).reject).toBe(false);
    }
  });

  it('allows nothing on a handled request, not even to dnc-mgmt or the assigned type', () => {
    for (const request of [approved, declined, skip]) {
      expect(
        dncCapabilities({ claims: claims('dnc-mgmt', 'superAdmin'), viewerTypes: types(AssignmentType.CD, AssignmentType.OM), request }),
      ).toMatchObject({ approve: false, reject: false });
    }
  });

  it('names the reviewing type, the assignment and the tab of a request', () => {
    expect(dncReviewerType(pendingCd)).toBe(AssignmentType.CD);
    expect(dncReviewerType(pendingOm)).toBe(AssignmentType.OM);
    expect(dncReviewerType({ approved: null, approvalType: 'Skip' })).toBeNull();
    expect(dncReviewerType(approved)).toBeNull();
    expect(dncViewerIsAssigned({ viewerTypes: types(AssignmentType.CD), request: pendingCd })).toBe(true);
    expect(dncViewerIsAssigned({ viewerTypes: types(AssignmentType.CD), request: approved })).toBe(false);
    expect(dncTabOf(pendingCd)).toBe('CD');
    expect(dncTabOf(pendingOm)).toBe('OM');
    expect([approved, declined, skip].map(dncTabOf)).toEqual(['HISTORY', 'HISTORY', 'HISTORY']);
    expect(dncDecision({ claims: claims(), viewerTypes: types(), request: pendingCd, officeName: '1.001.002' })).toEqual({
      allowed: false,
      reason: 'Only the CD of office 1.001.002 or a DNC manager may decide this request',
    });
    expect(dncDecision({ claims: claims(), viewerTypes: types(AssignmentType.CD), request: pendingOm }).reason).toBe(
      "Only the OM of the member's office or a DNC manager may decide this request",
    );
    expect(dncDecision({ claims: claims('dnc-mgmt'), viewerTypes: types(), request: approved }).reason).toBe(
      'This DNC request has already been handled',
    );
    // The booleans the web reads are the decision's.
    for (const request of [pendingCd, pendingOm, approved]) {
      for (const viewer of [claims(), claims('dnc-mgmt')]) {
        const can = dncCapabilities({ claims: viewer, viewerTypes: types(AssignmentType.CD), request });
        expect(can.approve).toBe(can.decide.allowed);
        expect(can.reject).toBe(can.decide.allowed);
        expect(can.decide.reason === null).toBe(can.decide.allowed);
      }
    }
  });
});

describe('the Mine scope', () => {
  const inScope = rowInScope;
  const typeSets = [[], [1], [2], [9], [10], [13], [15], [10, 13], [1, 9]].map((list) => types(...list));
  const claimSets = [claims(), claims('dnc-mgmt'), claims('transfer-mgmt'), claims('superAdmin', 'admin')];

  it('holds exactly the rows of each tab the decision allows', () => {
    const requests = [
      { approved: null, approvalType: 'Cd' as const },
      { approved: null, approvalType: 'Om' as const },
      { approved: true, approvalType: 'Cd' as const },
      { approved: false, approvalType: 'Skip' as const },
    ];
    for (const request of requests) {
      const tab = dncTabOf(request);
      for (const viewer of claimSets) {
        for (const viewerTypes of typeSets) {
          expect(inScope(dncMineScope(viewer, tab), viewerTypes)).toBe(dncDecision({ claims: viewer, viewerTypes, request }).allowed);
        }
      }
    }
  });
});

describe('the DNC report', () => {
  const { APP, CMD, RVP, CD, OM } = AssignmentType;
  const report = (held: Claim[], typeIds: number[]) =>
    dncReportDecision({ claims: claims(...held), viewerTypesAnywhere: types(...typeIds) });

  it('gives the DNC report to DNC managers, superAdmins and the CDs and OMs of its queue', () => {
    const allowed = { allowed: true, reason: null };
    expect(report(['dnc-mgmt'], [])).toEqual(allowed);
    expect(report(['superAdmin'], [])).toEqual(allowed);
    expect(report([], [CD])).toEqual(allowed);
    expect(report([], [OM])).toEqual(allowed);
    for (const [held, typeIds] of [
      [[], []],
      [[], [APP, RVP, CMD]],
      [['dataMgmt', 'eus', 'transfer-mgmt'], []],
    ] as Array<[Claim[], number[]]>) {
      expect(report(held, typeIds)).toEqual({ allowed: false, reason: DNC_REPORT_REFUSAL });
    }
  });
});
