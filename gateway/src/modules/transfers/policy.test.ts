/**
 * The transfer policy as pure functions, on both sides of every rule: who saves, approves, rejects
 * and acknowledges a transfer, its tab and reviewing types, the reason a refusal gives, the Mine
 * scope against the decision, and who may download the transfer reports.
 */
import { describe, expect, it } from 'vitest';
import { AssignmentType } from '@luminate/schema/constants';
import { TransferStatus } from '@luminate/schema/approvals';
import type { Claim } from '@luminate/schema/claims';
import {
  TRANSFER_REPORT_REFUSAL,
  transferCapabilities,
  transferMineScope,
  transferRefusal,
  transferReportDecision,
  transferReviewerTypes,
  transferTabOf,
} from './policy.ts';
import { claimSet, rowInScope, typeSet } from '../../../../tests/support/policy.ts';

const claims = claimSet;
const types = typeSet;

describe('transfer policy', () => {
  const { PendingAppReview, AppApproved, AppRejected, Processed, RejectionProcessed } = TransferStatus;
  const none = { save: false, approve: false, reject: false, acknowledge: false };

  it("gives the APP of the member's office save, approve and reject while pending APP review, and nothing else", () => {
    expect(
      transferCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.APP), changeStatus: PendingAppReview }),
    ).toMatchObject({
      save: true,
      approve: true,
      reject: true,
      acknowledge: false,
    });
    for (const changeStatus of [AppApproved, AppRejected, Processed, RejectionProcessed]) {
      expect(transferCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.APP), changeStatus })).toMatchObject(none);
    }
  });

  it('keeps APP review from everyone without type 1 there, transfer-mgmt and CDs included', () => {
    const all = claims('transfer-mgmt', 'dnc-mgmt', 'superAdmin', 'admin');
    expect(
      transferCapabilities({
        claims: all,
        viewerTypes: types(AssignmentType.CD, AssignmentType.RVP, AssignmentType.CMD),
        changeStatus: PendingAppReview,
      }),
    ).toMatchObject(none);
  });

  it('lets types 9 or 10, or transfer-mgmt, acknowledge statuses 3 and 4 only', () => {
    for (const changeStatus of [AppApproved, AppRejected]) {
      expect(transferCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.CD), changeStatus }).acknowledge).toBe(true);
      expect(transferCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.RVP), changeStatus }).acknowledge).toBe(true);
      expect(transferCapabilities({ claims: claims('transfer-mgmt'), viewerTypes: types(), changeStatus })).toMatchObject({
        save: false,
        approve: false,
        reject: false,
        acknowledge: true,
      });
      expect(
        transferCapabilities({
          claims: claims('dnc-mgmt'),
          viewerTypes: types(AssignmentType.APP, AssignmentType.OM, AssignmentType.SMO),
          changeStatus,
        }),
      ).toMatchObject(none);
    }
    for (const changeStatus of [PendingAppReview, Processed, RejectionProcessed]) {
      expect(
        transferCapabilities({ claims: claims('transfer-mgmt'), viewerTypes: types(AssignmentType.CD, AssignmentType.RVP), changeStatus })
          .acknowledge,
      ).toBe(false);
    }
  });

  it("offers as decide the action of the transfer's tab", () => {
    const app = transferCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.APP), changeStatus: PendingAppReview });
    expect(app.decide).toEqual({ allowed: true, reason: null });
    const cd = transferCapabilities({
      claims: claims(),
      viewerTypes: types(AssignmentType.CD),
      changeStatus: PendingAppReview,
      officeName: '1.001.003',
    });
    expect(cd.decide).toEqual({ allowed: false, reason: 'Only the APP of office 1.001.003 may review this transfer' });
    const ack = transferCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.CD), changeStatus: AppApproved });
    expect(ack.decide).toEqual({ allowed: true, reason: null });
    const processed = transferCapabilities({ claims: claims('transfer-mgmt'), viewerTypes: types(), changeStatus: Processed });
    expect(processed.decide).toEqual({ allowed: false, reason: 'This transfer has already been processed' });
  });

  it('names the tab, the assigned types and why an action is refused', () => {
    expect(transferTabOf(PendingAppReview)).toBe('APP');
    expect(transferTabOf(AppApproved)).toBe('CD_RVP');
    expect(transferTabOf(AppRejected)).toBe('CD_RVP');
    expect(transferTabOf(Processed)).toBeNull();
    expect(transferTabOf(RejectionProcessed)).toBeNull();
    expect(transferReviewerTypes(PendingAppReview)).toEqual([AssignmentType.APP]);
    expect(transferReviewerTypes(AppRejected)).toEqual([AssignmentType.CD]);
    expect(transferReviewerTypes(Processed)).toEqual([]);
    expect(transferRefusal('approve', PendingAppReview)).toMatch(/APP of the member's office/);
    expect(transferRefusal('approve', PendingAppReview, '1.001.002')).toBe('Only the APP of office 1.001.002 may review this transfer');
    expect(transferRefusal('acknowledge', AppRejected, '1.001.002')).toBe(
      'Only the CD or RVP of office 1.001.002, or a transfer manager, may acknowledge this transfer',
    );
    expect(transferRefusal('save', AppApproved)).toMatch(/no longer pending/);
    expect(transferRefusal('acknowledge', AppApproved)).toMatch(/CD or RVP/);
    expect(transferRefusal('acknowledge', PendingAppReview)).toMatch(/not awaiting/);
  });
});

describe('the Mine scope', () => {
  const inScope = rowInScope;
  const typeSets = [[], [1], [2], [9], [10], [13], [15], [10, 13], [1, 9]].map((list) => types(...list));
  const claimSets = [claims(), claims('dnc-mgmt'), claims('transfer-mgmt'), claims('superAdmin', 'admin')];

  it('holds exactly the rows of each tab the decision allows', () => {
    for (const changeStatus of Object.values(TransferStatus)) {
      const tab = transferTabOf(changeStatus);
      if (tab === null) continue;
      for (const viewer of claimSets) {
        for (const viewerTypes of typeSets) {
          expect(inScope(transferMineScope(viewer, tab), viewerTypes)).toBe(
            transferCapabilities({ claims: viewer, viewerTypes, changeStatus }).decide.allowed,
          );
        }
      }
    }
  });
});

describe('the transfer reports', () => {
  const { APP, CMD, RVP, CD, OM, SMO } = AssignmentType;
  const report = (held: Claim[], typeIds: number[]) =>
    transferReportDecision({ claims: claims(...held), viewerTypesAnywhere: types(...typeIds) });

  it('gives the transfer reports to transfer managers, superAdmins and the APPs, CDs and RVPs of its queue', () => {
    const allowed = { allowed: true, reason: null };
    expect(report(['transfer-mgmt'], [])).toEqual(allowed);
    expect(report(['superAdmin'], [])).toEqual(allowed);
    for (const type of [APP, CD, RVP]) expect(report([], [type])).toEqual(allowed);
    for (const [held, typeIds] of [
      [[], []],
      [[], [OM, CMD, SMO]],
      [['dataMgmt', 'dnc-mgmt'], []],
    ] as Array<[Claim[], number[]]>) {
      expect(report(held, typeIds)).toEqual({ allowed: false, reason: TRANSFER_REPORT_REFUSAL });
    }
  });
});
