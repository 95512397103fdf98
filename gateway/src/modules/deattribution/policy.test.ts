/**
 * The deattribution policy as pure functions, both sides of every clause: who decides, changes
 * the term reason, cancels and confirms dates, the reason a refusal gives, the Mine scope against
 * the decision, and who may download a termination overview (the first gate and per change).
 */
import { describe, expect, it } from 'vitest';
import { AssignmentType } from '@luminate/schema/constants';
import { DEATTRIBUTION_TABS, ELIGIBILITY_CHANGE_STATUSES, OTHER_TERM_REASON_ID } from '@luminate/schema/approvals';
import type { MineScope } from '../shared/mine-scope.ts';
import {
  canCancel,
  canDecide,
  canDownloadMailingList,
  canUpdateTermReason,
  decision,
  eligibilityCapabilities,
  eligibilityMineScope,
  isDateConfirmer,
  TERMINATION_OVERVIEW_REFUSAL,
  terminationOverviewDecision,
  terminationOverviewGate,
  type EligibilityPolicyInput,
} from './policy.ts';

const REASON = 984000014;

function input(
  overrides: Partial<Omit<EligibilityPolicyInput, 'claims' | 'viewerTypes'>> & { claims?: string[]; types?: number[] } = {},
): EligibilityPolicyInput {
  const { claims = [], types = [], ...rest } = overrides;
  return {
    claims: new Set(claims),
    viewerTypes: new Set(types),
    isAssigned: false,
    anyoneAssigned: true,
    status: 'PendingAppCdReview',
    termReasonId: REASON,
    ...rest,
  };
}

const REVIEW = ['PendingAppCdReview', 'PendingCmdReview', 'PendingOpsManagerReview'] as const;
const NOT_REVIEW = ELIGIBILITY_CHANGE_STATUSES.filter((s) => !(REVIEW as readonly string[]).includes(s));
const FINAL = ['Terminated', 'Rejected', 'Cancelled', 'Returned'] as const;
const OPEN = ELIGIBILITY_CHANGE_STATUSES.filter((s) => !(FINAL as readonly string[]).includes(s));

describe('decide (approve and reject)', () => {
  it.each(REVIEW)('an assigned user decides in %s', (status) => {
    expect(canDecide(input({ status, isAssigned: true }))).toBe(true);
  });

  it.each(NOT_REVIEW)('nobody decides in %s, not even an assigned deattribution manager with every type', (status) => {
    expect(canDecide(input({ status, isAssigned: true, claims: ['deattribution-mgmt', 'superAdmin'], types: [1, 2, 10, 13, 15] }))).toBe(
      false,
    );
  });

  it('an unassigned change outside OM review may be decided by types 15 or 2 or deattribution managers', () => {
    for (const status of ['PendingAppCdReview', 'PendingCmdReview'] as const) {
      expect(canDecide(input({ status, anyoneAssigned: false, types: [15] }))).toBe(true);
      expect(canDecide(input({ status, anyoneAssigned: false, types: [2] }))).toBe(true);
      expect(canDecide(input({ status, anyoneAssigned: false, claims: ['deattribution-mgmt'] }))).toBe(true);
      expect(canDecide(input({ status, anyoneAssigned: false, types: [1, 9, 13, 32] }))).toBe(false);
      expect(canDecide(input({ status, anyoneAssigned: false, claims: ['eus', 'dataMgmt'] }))).toBe(false);
    }
  });

  it('the unassigned clause does not apply in OM review (only deattribution managers or assigned users there)', () => {
    expect(canDecide(input({ status: 'PendingOpsManagerReview', anyoneAssigned: false, types: [15, 2] }))).toBe(false);
    expect(canDecide(input({ status: 'PendingOpsManagerReview', anyoneAssigned: false, claims: ['deattribution-mgmt'] }))).toBe(true);
  });

  it('an assigned change needs the stage clause when the viewer is not assigned', () => {
    // type 15 only reaches APP/CD review through the unassigned clause
    expect(canDecide(input({ status: 'PendingAppCdReview', types: [15] }))).toBe(false);
    expect(canDecide(input({ status: 'PendingAppCdReview', claims: ['deattribution-mgmt'] }))).toBe(false);
  });

  it('APP/CD review: types 10 or 2 at the office', () => {
    expect(canDecide(input({ status: 'PendingAppCdReview', types: [10] }))).toBe(true);
    expect(canDecide(input({ status: 'PendingAppCdReview', types: [2] }))).toBe(true);
    expect(canDecide(input({ status: 'PendingAppCdReview', types: [1] }))).toBe(false);
    expect(canDecide(input({ status: 'PendingAppCdReview', types: [13] }))).toBe(false);
  });

  it('CMD review: type 15 or deattribution managers', () => {
    expect(canDecide(input({ status: 'PendingCmdReview', types: [15] }))).toBe(true);
    expect(canDecide(input({ status: 'PendingCmdReview', claims: ['deattribution-mgmt'] }))).toBe(true);
    expect(canDecide(input({ status: 'PendingCmdReview', types: [10] }))).toBe(false);
    expect(canDecide(input({ status: 'PendingCmdReview', types: [1, 13] }))).toBe(false);
  });

  it('OM review: deattribution managers only', () => {
    expect(canDecide(input({ status: 'PendingOpsManagerReview', claims: ['deattribution-mgmt'] }))).toBe(true);
    expect(canDecide(input({ status: 'PendingOpsManagerReview', types: [2, 10, 15] }))).toBe(false);
    expect(canDecide(input({ status: 'PendingOpsManagerReview', claims: ['eus', 'dataMgmt', 'dnc-mgmt'] }))).toBe(false);
  });

  it('superAdmin alone grants nothing', () => {
    for (const status of REVIEW) expect(canDecide(input({ status, claims: ['superAdmin', 'admin'] }))).toBe(false);
  });
});

describe('update (change the term reason)', () => {
  it('an assigned user may change the reason in every open status', () => {
    for (const status of OPEN) expect(canUpdateTermReason(input({ status, isAssigned: true }))).toBe(true);
  });

  it('unassigned users may not, outside Pending Termination, whatever their types or claims', () => {
    for (const status of OPEN.filter((s) => s !== 'PendingTermination')) {
      expect(canUpdateTermReason(input({ status, types: [2, 10, 13, 15], claims: ['deattribution-mgmt', 'eus', 'dataMgmt'] }))).toBe(false);
    }
  });

  it('Pending Termination: types 13, 2 or 10 at the office, or an assigned user', () => {
    for (const type of [13, 2, 10]) expect(canUpdateTermReason(input({ status: 'PendingTermination', types: [type] }))).toBe(true);
    expect(canUpdateTermReason(input({ status: 'PendingTermination', isAssigned: true }))).toBe(true);
    expect(canUpdateTermReason(input({ status: 'PendingTermination', types: [1, 9, 15, 32], claims: ['deattribution-mgmt'] }))).toBe(false);
  });

  it('never for a change without a reason (a Return)', () => {
    expect(canUpdateTermReason(input({ status: 'PendingOpsManagerReview', isAssigned: true, termReasonId: null }))).toBe(false);
    expect(canUpdateTermReason(input({ status: 'PendingTermination', types: [13], termReasonId: null }))).toBe(false);
  });

  it('never once the reason is Other', () => {
    expect(canUpdateTermReason(input({ isAssigned: true, termReasonId: OTHER_TERM_REASON_ID }))).toBe(false);
    expect(canUpdateTermReason(input({ status: 'PendingTermination', types: [13], termReasonId: OTHER_TERM_REASON_ID }))).toBe(false);
  });

  it.each(FINAL)('never in the final status %s', (status) => {
    expect(canUpdateTermReason(input({ status, isAssigned: true, types: [2, 10, 13] }))).toBe(false);
  });
});

describe('cancel', () => {
  it('needs both eus and dataMgmt on an open change', () => {
    for (const status of OPEN) expect(canCancel(input({ status, claims: ['eus', 'dataMgmt'] }))).toBe(true);
    expect(canCancel(input({ claims: ['eus'] }))).toBe(false);
    expect(canCancel(input({ claims: ['dataMgmt'] }))).toBe(false);
    expect(canCancel(input({ claims: ['deattribution-mgmt', 'superAdmin'], isAssigned: true, types: [2, 13] }))).toBe(false);
  });

  it.each(FINAL)('never in the final status %s', (status) => {
    expect(canCancel(input({ status, claims: ['eus', 'dataMgmt'] }))).toBe(false);
  });
});

describe('date confirmation and the capability set', () => {
  it('types 2 and 13 confirm abnormal dates; others do not', () => {
    expect(isDateConfirmer(new Set([2]))).toBe(true);
    expect(isDateConfirmer(new Set([13]))).toBe(true);
    expect(isDateConfirmer(new Set([1, 9, 10, 15, 32]))).toBe(false);
  });

  it('combines the rules: approve and reject agree, and a viewer with nothing gets nothing', () => {
    expect(eligibilityCapabilities(input({ status: 'PendingCmdReview', types: [15] }))).toMatchObject({
      approve: true,
      reject: true,
      update: false,
      cancel: false,
      confirmAbnormalDate: false,
    });
    expect(
      eligibilityCapabilities(input({ status: 'PendingOpsManagerReview', isAssigned: true, types: [13], claims: ['eus', 'dataMgmt'] })),
    ).toMatchObject({
      approve: true,
      reject: true,
      update: true,
      cancel: true,
      confirmAbnormalDate: true,
    });
    expect(eligibilityCapabilities(input({ status: 'PendingCmdReview', types: [15] })).decide).toEqual({ allowed: true, reason: null });
    expect(eligibilityCapabilities(input())).toMatchObject({
      approve: false,
      reject: false,
      update: false,
      cancel: false,
      confirmAbnormalDate: false,
    });
  });

  it('mailing-list download: eus with dataMgmt, or deattribution managers', () => {
    expect(canDownloadMailingList(new Set(['eus', 'dataMgmt']))).toBe(true);
    expect(canDownloadMailingList(new Set(['deattribution-mgmt']))).toBe(true);
    expect(canDownloadMailingList(new Set(['eus']))).toBe(false);
    expect(canDownloadMailingList(new Set(['dataMgmt', 'superAdmin']))).toBe(false);
  });
});

describe('reasons and the Mine scope', () => {
  it('names who decides and where when refused', () => {
    const where = { officeName: '1.002.003', communityId: '1.002' };
    expect(decision(input({ ...where })).reason).toBe('Waiting for the APP or CD of office 1.002.003 (or its CMD)');
    expect(decision(input({ ...where, anyoneAssigned: false })).reason).toBe(
      'Nobody is assigned at office 1.002.003: waiting for its CD, CMD or SMO, or a deattribution manager',
    );
    expect(decision(input({ ...where, status: 'PendingCmdReview' })).reason).toBe(
      'Waiting for the CMD of community 1.002 (or an SMO or a deattribution manager)',
    );
    expect(decision(input({ ...where, status: 'PendingOpsManagerReview', types: [10] })).reason).toBe(
      'Waiting for the OM or PCT supervisor of community 1.002, or a deattribution manager',
    );
    expect(decision(input({ status: 'Terminated' })).reason).toBe('This eligibility change has already been handled');
    expect(decision(input({ status: 'LetterPrinted' })).reason).toMatch(/past review/);
    expect(decision(input({ isAssigned: true, types: [1] }))).toEqual({ allowed: true, reason: null });
  });

  /** The scope evaluated for one row: the viewer's types covering its office, and whether anyone holds the reviewing types there. */
  function inScope(scope: MineScope, viewerTypes: ReadonlySet<number>, anyoneAssigned: boolean, reviewers: readonly number[]): boolean {
    switch (scope.kind) {
      case 'all':
        return true;
      case 'none':
        return false;
      case 'covered':
        return scope.types.some((t) => viewerTypes.has(t));
      case 'unassigned':
        expect([...scope.types].sort()).toEqual([...reviewers].sort());
        return !anyoneAssigned;
      case 'and':
        return scope.of.every((s) => inScope(s, viewerTypes, anyoneAssigned, reviewers));
      case 'or':
        return scope.of.some((s) => inScope(s, viewerTypes, anyoneAssigned, reviewers));
    }
  }

  it('holds exactly the rows the decision allows, for every tab, claim set, types at the office and assignment state', () => {
    const typeSets = [[], [1], [2], [10], [13], [15], [32], [9], [1, 15], [2, 13], [16]];
    for (const { tab, statuses, reviewerTypes } of DEATTRIBUTION_TABS) {
      for (const status of statuses) {
        for (const claims of [[], ['deattribution-mgmt'], ['eus', 'dataMgmt'], ['superAdmin']]) {
          const scope = eligibilityMineScope(new Set(claims), tab);
          for (const types of typeSets) {
            for (const anyoneAssigned of [true, false]) {
              const isAssigned = reviewerTypes.some((t) => types.includes(t));
              // Holding a reviewing type there means someone is assigned.
              if (isAssigned && !anyoneAssigned) continue;
              const p = input({ status, claims, types, isAssigned, anyoneAssigned });
              expect(
                inScope(scope, p.viewerTypes, anyoneAssigned, reviewerTypes),
                `${tab} ${[...claims].join(',')} ${types.join(',')} ${anyoneAssigned}`,
              ).toBe(decision(p).allowed);
            }
          }
        }
      }
    }
  });
});

describe('termination overview', () => {
  const ALLOWED = { allowed: true, reason: null };
  const REFUSED = { allowed: false, reason: TERMINATION_OVERVIEW_REFUSAL };
  const { APP, CMD, RVP, CD, OM, SMO, PCT_SUP, PCC } = AssignmentType;
  const gate = (claims: string[], types: number[]) =>
    terminationOverviewGate({ claims: new Set(claims), viewerTypesAnywhere: new Set(types) });
  const change = (overrides: Parameters<typeof input>[0] = {}) => terminationOverviewDecision(input(overrides));

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
