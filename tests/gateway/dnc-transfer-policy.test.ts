/**
 * The DNC and transfer policies as pure functions, on both sides of every rule, and
 * the OData the two dashboards' tables build: each tab's fixed condition ANDed with the typed
 * filters, navigation-path columns, default order, counts and the page-size check.
 */
import { describe, expect, it } from 'vitest';
import { AssignmentType } from '@luminate/schema/constants';
import { TransferStatus } from '@luminate/schema/approvals';
import type { Claim } from '@luminate/schema/claims';
import type { MineScope } from '../../gateway/src/modules/shared/mine-scope.ts';
import {
  dncCapabilities,
  dncDecision,
  dncMineScope,
  dncReviewerType,
  dncTabOf,
  dncViewerIsAssigned,
} from '../../gateway/src/modules/dnc/policy.ts';
import {
  transferCapabilities,
  transferMineScope,
  transferRefusal,
  transferReviewerTypes,
  transferTabOf,
} from '../../gateway/src/modules/transfers/policy.ts';
import { assertApprovalPageSize, byIdsQuery, countQuery, withTabFilter } from '../../gateway/src/upstream/odata-clauses.ts';
import { DNC_TAB_FILTERS, dncTableOf } from '../../gateway/src/modules/dnc/table.ts';
import { transferTabFilter, transfersTable } from '../../gateway/src/modules/transfers/table.ts';
import { TRANSFER_TYPE_OPTIONS, transferTypeLabel, transferTypeValue } from '../../gateway/src/modules/transfers/transfer-types.ts';
import { badInput, params } from './support/query-strings.ts';

const claims = (...list: Claim[]) => new Set<Claim>(list);
const types = (...list: number[]) => new Set<number>(list);

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

  it('maps transfer types between the graph enum and the stored labels', () => {
    expect(TRANSFER_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      'CLINICIAN_TO_CLINICIAN_REVIEW_ONLY',
      'PHONE_CALL_TO_PATIENT',
      'FACE_TO_FACE_WITH_PATIENT',
    ]);
    for (const { value, label } of TRANSFER_TYPE_OPTIONS) {
      expect(transferTypeLabel(value)).toBe(label);
      expect(transferTypeValue(label)).toBe(value);
    }
    expect(transferTypeLabel(null)).toBeNull();
    expect(transferTypeValue(null)).toBeNull();
  });
});

describe('approval table queries', () => {
  it('ANDs the DNC tab condition with the typed filters and sorts pending tabs oldest first', () => {
    const query = withTabFilter(
      dncTableOf('CD').toQuery({ filters: [{ field: 'MEMBER_NAME', matchMode: 'CONTAINS', value: "O'Brien & Co" }], take: 20 }),
      DNC_TAB_FILTERS.CD,
    );
    const p = params(query);
    expect(p.$filter).toBe("(approved eq null and approvalType eq 'Cd') and (((contains(member/fullName,'O''Brien & Co'))))");
    expect(p.$orderby).toBe('requestedDt asc,id asc');
    expect(p.$expand).toBe('member,requestedBy,handledBy');
    expect(p.$count).toBe('true');
    expect(p.$top).toBe('20');
  });

  it("lists handled requests (Skip included) newest decision first, under the user's sort", () => {
    const p = params(
      withTabFilter(
        dncTableOf('HISTORY').toQuery({ sort: [{ field: 'HANDLED_BY_NAME', direction: 'ASC' }], take: 40 }),
        DNC_TAB_FILTERS.HISTORY,
      ),
    );
    expect(p.$filter).toBe('approved ne null');
    expect(p.$orderby).toBe('handledBy/fullName asc,handledDt desc,id desc');
    expect(params(withTabFilter(dncTableOf('OM').toQuery({ take: 20 }), DNC_TAB_FILTERS.OM)).$filter).toBe(
      "approved eq null and approvalType eq 'Om'",
    );
  });

  it('filters DNC office and market through the member', () => {
    const p = params(
      withTabFilter(
        dncTableOf('OM').toQuery({
          filters: [
            { field: 'OFFICE_ID', matchMode: 'IN', values: ['1', '2'] },
            { field: 'MARKET_ID', matchMode: 'EQUALS', value: '7' },
          ],
          take: 80,
        }),
        DNC_TAB_FILTERS.OM,
      ),
    );
    expect(p.$filter).toBe("(approved eq null and approvalType eq 'Om') and (((member/officeId in (1,2)) and (member/marketId eq 7)))");
  });

  it('selects transfer tabs by status and filters member columns through the member', () => {
    const app = params(
      withTabFilter(
        transfersTable.toQuery({ filters: [{ field: 'DATE_OF_BIRTH', matchMode: 'DATE_BEFORE', value: '1950-01-01' }], take: 160 }),
        transferTabFilter('APP'),
      ),
    );
    expect(app.$filter).toBe('(changeStatus eq 1) and (((member/dtOfBirth lt 1950-01-01)))');
    expect(app.$orderby).toBe('requestedDt asc,id asc');
    expect(app.$expand).toBe('member,office,transferedFromOffice,requestedBy');
    const cd = params(
      withTabFilter(
        transfersTable.toQuery({ filters: [{ field: 'COMMUNITY_ID', matchMode: 'EQUALS', value: '1.001' }], take: 20 }),
        transferTabFilter('CD_RVP'),
      ),
    );
    expect(cd.$filter).toBe("(changeStatus in (3,4)) and (((member/communityId eq '1.001')))");
  });

  it('puts the tab condition alone when the user sends no filter', () => {
    expect(params(withTabFilter(transfersTable.toQuery({ take: 20 }), transferTabFilter('CD_RVP'))).$filter).toBe('changeStatus in (3,4)');
  });

  it('counts a tab without rows or expansions, and loads rows by id with their navigation', () => {
    expect(params(countQuery(DNC_TAB_FILTERS.HISTORY))).toEqual({ $filter: 'approved ne null', $top: '0', $count: 'true' });
    expect(params(byIdsQuery([7001, 7002], ['member', 'requestedBy']))).toEqual({
      $filter: 'id in (7001,7002)',
      $expand: 'member,requestedBy',
      $top: '2',
    });
  });

  it('pages by 20, 40, 80 or 160 only', () => {
    expect([20, 40, 80, 160].map(assertApprovalPageSize)).toEqual([20, 40, 80, 160]);
    expect(assertApprovalPageSize(undefined)).toBe(20);
    for (const take of [0, 10, 50, 161, 200]) {
      badInput(() => assertApprovalPageSize(take));
    }
  });
});

describe('the Mine scopes of DNC and transfers', () => {
  /** The scope evaluated for one row, given the viewer's types covering its office. */
  const inScope = (scope: MineScope, viewerTypes: ReadonlySet<number>): boolean => {
    switch (scope.kind) {
      case 'all':
        return true;
      case 'covered':
        return scope.types.some((t) => viewerTypes.has(t));
      case 'or':
        return scope.of.some((s) => inScope(s, viewerTypes));
      case 'and':
        return scope.of.every((s) => inScope(s, viewerTypes));
      default:
        return false;
    }
  };
  const typeSets = [[], [1], [2], [9], [10], [13], [15], [10, 13], [1, 9]].map((list) => types(...list));
  const claimSets = [claims(), claims('dnc-mgmt'), claims('transfer-mgmt'), claims('superAdmin', 'admin')];

  it('hold exactly the rows of each tab the decision allows', () => {
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
