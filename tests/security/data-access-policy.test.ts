/**
 * The pure rules behind the file routes and the claims lists, both sides of each clause: who may
 * export member rows, who may download a termination overview (first gate and per change), the
 * DNC report and the transfer reports, and which of a user's claims a viewer is shown.
 */
import { describe, expect, it } from 'vitest';
import { AssignmentType } from '@luminate/schema/constants';
import type { Claim } from '@luminate/schema/claims';
import type { Viewer } from '../../gateway/src/context.ts';
import { memberExportDecision, memberListCapabilities } from '../../gateway/src/modules/shared/member-export-policy.ts';
import { canExportMarketMembers } from '../../gateway/src/modules/markets/policy.ts';
import {
  TERMINATION_OVERVIEW_REFUSAL,
  terminationOverviewDecision,
  terminationOverviewGate,
  type EligibilityPolicyInput,
} from '../../gateway/src/modules/deattribution/policy.ts';
import { DNC_REPORT_REFUSAL, dncReportDecision } from '../../gateway/src/modules/dnc/policy.ts';
import { TRANSFER_REPORT_REFUSAL, transferReportDecision } from '../../gateway/src/modules/transfers/policy.ts';
import { visibleClaims } from '../../gateway/src/modules/admin/policy.ts';

const viewer = (...claims: Claim[]): Viewer => ({
  uid: 'u',
  name: null,
  email: null,
  employeeId: null,
  claims: new Set(claims),
  token: 't',
});
const ALLOWED = { allowed: true, reason: null };
const { APP, CMD, RVP, CD, OM, SMO, PCT_SUP, PCC } = AssignmentType;

describe('member exports', () => {
  it('gives full member records to data managers and superAdmins only', () => {
    for (const what of ['membersTable', 'marketMembers'] as const) {
      expect(memberExportDecision(viewer('dataMgmt'), what)).toEqual(ALLOWED);
      expect(memberExportDecision(viewer('superAdmin'), what)).toEqual(ALLOWED);
      for (const claims of [[], ['eus'], ['admin'], ['call-list-mgmt'], ['deattribution-mgmt']] as Claim[][]) {
        expect(memberExportDecision(viewer(...claims), what)).toEqual({ allowed: false, reason: 'Only data managers may export members' });
      }
      expect(memberExportDecision(null, what).allowed).toBe(false);
    }
    expect(canExportMarketMembers(viewer('dataMgmt'))).toBe(true);
    expect(canExportMarketMembers(viewer('eus'))).toBe(false);
  });

  it('gives call lists to call-list managers only', () => {
    expect(memberExportDecision(viewer('call-list-mgmt'), 'callList')).toEqual(ALLOWED);
    expect(memberExportDecision(viewer('superAdmin'), 'callList')).toEqual(ALLOWED);
    expect(memberExportDecision(viewer('dataMgmt'), 'callList')).toEqual({
      allowed: false,
      reason: 'Only call-list managers may export a call list',
    });
    expect(memberExportDecision(viewer(), 'callList').allowed).toBe(false);
  });

  it('is what the members table tells the web', () => {
    expect(memberListCapabilities(viewer('dataMgmt'))).toEqual({ export: true });
    expect(memberListCapabilities(viewer('call-list-mgmt'))).toEqual({ export: false });
  });
});

describe('termination overview', () => {
  const REFUSED = { allowed: false, reason: TERMINATION_OVERVIEW_REFUSAL };
  const gate = (claims: string[], types: number[]) =>
    terminationOverviewGate({ claims: new Set(claims), viewerTypesAnywhere: new Set(types) });
  const change = (
    overrides: Partial<Omit<EligibilityPolicyInput, 'claims' | 'viewerTypes'>> & { claims?: string[]; types?: number[] } = {},
  ) => {
    const { claims = [], types = [], ...rest } = overrides;
    return terminationOverviewDecision({
      claims: new Set(claims),
      viewerTypes: new Set(types),
      isAssigned: false,
      anyoneAssigned: true,
      status: 'PendingAppCdReview',
      termReasonId: 984000014,
      ...rest,
    });
  };

  it('lets through the gate only those who work some part of the queue', () => {
    expect(gate(['deattribution-mgmt'], [])).toEqual(ALLOWED);
    expect(gate(['superAdmin'], [])).toEqual(ALLOWED);
    expect(gate(['eus', 'dataMgmt'], [])).toEqual(ALLOWED);
    for (const type of [APP, CMD, CD, OM, SMO, PCT_SUP]) expect(gate([], [type])).toEqual(ALLOWED);
    expect(gate([], [])).toEqual(REFUSED);
    expect(gate(['eus'], [PCC, RVP])).toEqual(REFUSED);
    expect(gate(['dataMgmt', 'dnc-mgmt', 'transfer-mgmt'], [])).toEqual(REFUSED);
  });

  it("gives one change's workbook to whoever may see its row", () => {
    expect(change({ isAssigned: true })).toEqual(ALLOWED);
    expect(change({ claims: ['deattribution-mgmt'], status: 'Terminated' })).toEqual(ALLOWED);
    expect(change({ claims: ['superAdmin'], status: 'Rejected' })).toEqual(ALLOWED);
    // A decider who is not among the assigned employees (the CMD on the APP/CD stage).
    expect(change({ types: [CMD] })).toEqual(ALLOWED);
    // Users who may cancel an open change; not once it is final.
    expect(change({ claims: ['eus', 'dataMgmt'], status: 'LetterCreated' })).toEqual(ALLOWED);
    expect(change({ claims: ['eus', 'dataMgmt'], status: 'Terminated' })).toEqual(REFUSED);
    // The types watching the termination stage, even when the reason can no longer change.
    expect(change({ types: [OM], status: 'PendingTermination', termReasonId: 984000020 })).toEqual(ALLOWED);
    expect(change({ types: [APP], status: 'PendingTermination' })).toEqual(REFUSED);
    // The APP of another stage, and anyone holding nothing at the member's office.
    expect(change({ types: [APP], status: 'PendingCmdReview' })).toEqual(REFUSED);
    expect(change({})).toEqual(REFUSED);
  });

  it('answers a change that does not exist like one the viewer may not see', () => {
    expect(terminationOverviewDecision(null)).toEqual(REFUSED);
  });
});

describe('DNC and transfer reports', () => {
  const dnc = (claims: Claim[], types: number[]) => dncReportDecision({ claims: new Set(claims), viewerTypesAnywhere: new Set(types) });
  const transfers = (claims: Claim[], types: number[]) =>
    transferReportDecision({ claims: new Set(claims), viewerTypesAnywhere: new Set(types) });

  it('gives the DNC report to DNC managers, superAdmins and the CDs and OMs of its queue', () => {
    expect(dnc(['dnc-mgmt'], [])).toEqual(ALLOWED);
    expect(dnc(['superAdmin'], [])).toEqual(ALLOWED);
    expect(dnc([], [CD])).toEqual(ALLOWED);
    expect(dnc([], [OM])).toEqual(ALLOWED);
    for (const [claims, types] of [
      [[], []],
      [[], [APP, RVP, CMD]],
      [['dataMgmt', 'eus', 'transfer-mgmt'], []],
    ] as Array<[Claim[], number[]]>) {
      expect(dnc(claims, types)).toEqual({ allowed: false, reason: DNC_REPORT_REFUSAL });
    }
  });

  it('gives the transfer reports to transfer managers, superAdmins and the APPs, CDs and RVPs of its queue', () => {
    expect(transfers(['transfer-mgmt'], [])).toEqual(ALLOWED);
    expect(transfers(['superAdmin'], [])).toEqual(ALLOWED);
    for (const type of [APP, CD, RVP]) expect(transfers([], [type])).toEqual(ALLOWED);
    for (const [claims, types] of [
      [[], []],
      [[], [OM, CMD, SMO]],
      [['dataMgmt', 'dnc-mgmt'], []],
    ] as Array<[Claim[], number[]]>) {
      expect(transfers(claims, types)).toEqual({ allowed: false, reason: TRANSFER_REPORT_REFUSAL });
    }
  });
});

describe("a user's claims as a viewer sees them", () => {
  const all: Claim[] = ['admin', 'superAdmin', 'dataMgmt', 'eus'];

  it('leaves out admin and superAdmin for everyone but a superAdmin', () => {
    expect(visibleClaims(viewer('dataMgmt', 'eus'), all)).toEqual(['dataMgmt', 'eus']);
    expect(visibleClaims(viewer('admin'), all)).toEqual(['dataMgmt', 'eus']);
    expect(visibleClaims(viewer('superAdmin'), all)).toEqual(all);
  });
});
