/**
 * The DNC and transfer policies as pure functions, on both sides of every rule, and
 * the OData the two dashboards' tables build: each tab's fixed condition ANDed with the typed
 * filters, navigation-path columns, default order, counts and the page-size check.
 */
import { describe, expect, it } from 'vitest';
import { AssignmentType } from '@luminate/schema/constants';
import { TransferStatus } from '@luminate/schema/approvals';
import type { Claim } from '@luminate/schema/claims';
import { dncCapabilities, dncRefusal, dncReviewerType, dncTabOf, dncViewerIsAssigned } from '../../gateway/src/modules/dnc/policy.ts';
import { transferCapabilities, transferRefusal, transferReviewerTypes, transferTabOf } from '../../gateway/src/modules/transfers/policy.ts';
import { assertApprovalPageSize, byIdsQuery, countQuery, withTabFilter } from '../../gateway/src/upstream/odata-clauses.ts';
import { DNC_TAB_FILTERS, dncTableOf } from '../../gateway/src/modules/dnc/dnc-table.ts';
import { transferTabFilter, transfersTable } from '../../gateway/src/modules/transfers/transfers-table.ts';
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
      expect(dncCapabilities({ claims: claims('dnc-mgmt'), viewerTypes: types(), request })).toEqual({ approve: true, reject: true });
    }
  });

  it('lets the assigned type decide: 10 for Cd, 13 for Om, and not the other way round', () => {
    expect(dncCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.CD), request: pendingCd })).toEqual({
      approve: true,
      reject: true,
    });
    expect(dncCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.OM), request: pendingOm })).toEqual({
      approve: true,
      reject: true,
    });
    expect(dncCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.OM), request: pendingCd })).toEqual({
      approve: false,
      reject: false,
    });
    expect(dncCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.CD), request: pendingOm })).toEqual({
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
      ).toEqual({ approve: false, reject: false });
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
    expect(dncRefusal(pendingCd)).toMatch(/assigned/);
    expect(dncRefusal(approved)).toMatch(/already been handled/);
  });
});

describe('transfer policy', () => {
  const { PendingAppReview, AppApproved, AppRejected, Processed, RejectionProcessed } = TransferStatus;
  const none = { save: false, approve: false, reject: false, acknowledge: false };

  it("gives the APP of the member's office save, approve and reject while pending APP review, and nothing else", () => {
    expect(transferCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.APP), changeStatus: PendingAppReview })).toEqual({
      save: true,
      approve: true,
      reject: true,
      acknowledge: false,
    });
    for (const changeStatus of [AppApproved, AppRejected, Processed, RejectionProcessed]) {
      expect(transferCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.APP), changeStatus })).toEqual(none);
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
    ).toEqual(none);
  });

  it('lets types 9 or 10, or transfer-mgmt, acknowledge statuses 3 and 4 only', () => {
    for (const changeStatus of [AppApproved, AppRejected]) {
      expect(transferCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.CD), changeStatus }).acknowledge).toBe(true);
      expect(transferCapabilities({ claims: claims(), viewerTypes: types(AssignmentType.RVP), changeStatus }).acknowledge).toBe(true);
      expect(transferCapabilities({ claims: claims('transfer-mgmt'), viewerTypes: types(), changeStatus })).toEqual({
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
      ).toEqual(none);
    }
    for (const changeStatus of [PendingAppReview, Processed, RejectionProcessed]) {
      expect(
        transferCapabilities({ claims: claims('transfer-mgmt'), viewerTypes: types(AssignmentType.CD, AssignmentType.RVP), changeStatus })
          .acknowledge,
      ).toBe(false);
    }
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
