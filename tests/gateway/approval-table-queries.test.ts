/**
 * The OData the approval dashboards' tables build: each tab's fixed condition ANDed with the Mine
 * condition and the typed filters, navigation-path columns, default order, counts, rows by id and
 * the page-size check, for eligibility changes, DNC requests and transfers.
 */
import { describe, expect, it } from 'vitest';
import { assertApprovalPageSize, byIdsQuery } from '../../gateway/src/upstream/odata-clauses.ts';
import { countQuery } from '../../gateway/src/modules/deattribution/table.ts';
import { DEATTRIBUTION_QUEUE } from '../../gateway/src/modules/deattribution/data-source.ts';
import { DNC_QUEUE } from '../../gateway/src/modules/dnc/data-source.ts';
import { TRANSFER_QUEUE } from '../../gateway/src/modules/transfers/data-source.ts';
import { badInput, params } from './support/query-strings.ts';

describe('eligibility change table queries', () => {
  it('a tab page is one query: tab statuses AND the filters, member paths, expansions, count, oldest first', () => {
    const p = params(
      DEATTRIBUTION_QUEUE.pageQuery('MAILING_LIST', {
        filters: [
          { field: 'MEMBER_NAME', matchMode: 'CONTAINS', value: "O'Brien" },
          { field: 'OFFICE_ID', matchMode: 'EQUALS', value: '12' },
          { field: 'ENGAGED', matchMode: 'EQUALS', value: 'true' },
        ],
        take: 40,
        skip: 80,
      }),
    );
    expect(p.$filter).toBe(
      "((status in ('PendingMemberInformed','LetterCreated','LetterPrinted','LetterProcessed')) and (contains(member/fullName,'O''Brien'))" +
        ' and (member/officeId eq 12) and (member/engaged eq true))',
    );
    expect(p.$expand).toBe('member,termReason,eligibilityChangeLogs');
    expect(p.$orderby).toBe('dateEntered asc,id asc');
    expect(p.$count).toBe('true');
    expect([p.$top, p.$skip]).toEqual(['40', '80']);
  });

  it('sorts on member paths before the default order', () => {
    const p = params(
      DEATTRIBUTION_QUEUE.pageQuery('OM', {
        sort: [
          { field: 'MEMBER_NAME', direction: 'DESC' },
          { field: 'COMMUNITY_ID', direction: 'ASC' },
        ],
      }),
    );
    expect(p.$orderby).toBe('member/fullName desc,member/communityId asc,dateEntered asc,id asc');
    expect(p.$filter).toBe("((status in ('PendingOpsManagerReview')))");
    expect(p.$top).toBe('20');
  });

  it("translates STATUS filters from the graph's spelling to the Care API's, and ANDs Mine before the filters", () => {
    const p = params(
      DEATTRIBUTION_QUEUE.pageQuery(
        'CMD',
        { filters: [{ field: 'STATUS', matchMode: 'IN', values: ['PENDING_CMD_REVIEW', 'PendingOpsManagerReview'] }] },
        { 'member/communityId': { in: ['1.001'] } },
      ),
    );
    expect(p.$filter).toBe(
      "((status in ('PendingCmdReview')) and (member/communityId in ('1.001')) and (status in ('PendingCmdReview','PendingOpsManagerReview')))",
    );
  });

  it('takes only the approval page sizes', () => {
    for (const take of [20, 40, 80, 160]) expect(params(DEATTRIBUTION_QUEUE.pageQuery('CMD', { take })).$top).toBe(String(take));
    for (const take of [0, 10, 21, 200])
      expect(badInput(() => DEATTRIBUTION_QUEUE.pageQuery('CMD', { take }))).toBe('take must be one of 20, 40, 80, 160');
  });

  it('rejects unknown fields and unsupported match modes as bad input', () => {
    expect(badInput(() => DEATTRIBUTION_QUEUE.pageQuery('CMD', { filters: [{ field: 'NOPE', matchMode: 'EQUALS', value: '1' }] }))).toMatch(
      /Unknown field/,
    );
    expect(
      badInput(() => DEATTRIBUTION_QUEUE.pageQuery('CMD', { filters: [{ field: 'ENGAGED', matchMode: 'CONTAINS', value: 'x' }] })),
    ).toMatch(/match mode/);
    expect(
      badInput(() =>
        DEATTRIBUTION_QUEUE.pageQuery('CMD', { filters: [{ field: 'OFFICE_ID', matchMode: 'EQUALS', value: '1 or 1 eq 1' }] }),
      ),
    ).toMatch(/number/);
  });

  it('counts ask for no rows, no expansions and no order', () => {
    const p = params(DEATTRIBUTION_QUEUE.countQuery('PENDING_TERMINATION'));
    expect(p).toEqual({ $filter: "((status in ('PendingTermination')))", $count: 'true', $top: '0' });
    const om = params(
      countQuery([
        { field: 'CHANGE_TYPE', matchMode: 'EQUALS', value: 'Term' },
        { field: 'PAYER_ID', matchMode: 'EQUALS', value: '7' },
      ]),
    );
    expect(om.$filter).toBe("((changeType eq 'Term') and (member/payerId eq 7))");
  });
});

describe('DNC and transfer table queries', () => {
  it('ANDs the DNC tab condition with the typed filters and sorts pending tabs oldest first', () => {
    const query = DNC_QUEUE.pageQuery('CD', {
      filters: [{ field: 'MEMBER_NAME', matchMode: 'CONTAINS', value: "O'Brien & Co" }],
      take: 20,
    });
    expect(query).not.toContain(' ');
    const p = params(query);
    expect(p.$filter).toBe("((approved eq null and approvalType eq 'Cd') and (contains(member/fullName,'O''Brien & Co')))");
    expect(p.$orderby).toBe('requestedDt asc,id asc');
    expect(p.$expand).toBe('member,requestedBy,handledBy');
    expect(p.$count).toBe('true');
    expect(p.$top).toBe('20');
  });

  it("lists handled requests (Skip included) newest decision first, under the user's sort", () => {
    const p = params(DNC_QUEUE.pageQuery('HISTORY', { sort: [{ field: 'HANDLED_BY_NAME', direction: 'ASC' }], take: 40 }));
    expect(p.$filter).toBe('((approved ne null))');
    expect(p.$orderby).toBe('handledBy/fullName asc,handledDt desc,id desc');
    expect(params(DNC_QUEUE.pageQuery('OM', { take: 20 })).$filter).toBe("((approved eq null and approvalType eq 'Om'))");
  });

  it('filters DNC office and market through the member', () => {
    const p = params(
      DNC_QUEUE.pageQuery('OM', {
        filters: [
          { field: 'OFFICE_ID', matchMode: 'IN', values: ['1', '2'] },
          { field: 'MARKET_ID', matchMode: 'EQUALS', value: '7' },
        ],
        take: 80,
      }),
    );
    expect(p.$filter).toBe("((approved eq null and approvalType eq 'Om') and (member/officeId in (1,2)) and (member/marketId eq 7))");
  });

  it('selects transfer tabs by status and filters member columns through the member', () => {
    const app = params(
      TRANSFER_QUEUE.pageQuery('APP', { filters: [{ field: 'DATE_OF_BIRTH', matchMode: 'DATE_BEFORE', value: '1950-01-01' }], take: 160 }),
    );
    expect(app.$filter).toBe('((changeStatus eq 1) and (member/dtOfBirth lt 1950-01-01))');
    expect(app.$orderby).toBe('requestedDt asc,id asc');
    expect(app.$expand).toBe('member,office,transferedFromOffice,requestedBy');
    const cd = params(
      TRANSFER_QUEUE.pageQuery('CD_RVP', { filters: [{ field: 'COMMUNITY_ID', matchMode: 'EQUALS', value: '1.001' }], take: 20 }),
    );
    expect(cd.$filter).toBe("((changeStatus in (3,4)) and (member/communityId eq '1.001'))");
  });

  it('puts the tab condition alone when the user sends no filter', () => {
    expect(params(TRANSFER_QUEUE.pageQuery('CD_RVP', { take: 20 })).$filter).toBe('((changeStatus in (3,4)))');
  });

  it('ANDs the Mine condition with the tab condition and the typed filters in the one $filter', () => {
    const mine = { 'member/officeId': { in: [5, 6] } };
    const filters = [{ field: 'REASON', matchMode: 'EQUALS', value: '2' }];
    expect(params(DNC_QUEUE.pageQuery('CD', { filters, take: 20 }, mine)).$filter).toBe(
      "((approved eq null and approvalType eq 'Cd') and (member/officeId in (5,6)) and (reason eq 2))",
    );
    expect(params(TRANSFER_QUEUE.countQuery('APP', mine))).toEqual({
      $filter: '((changeStatus eq 1) and (member/officeId in (5,6)))',
      $top: '0',
      $count: 'true',
    });
  });

  it('refuses a tab the queue does not have', () => {
    expect(badInput(() => DNC_QUEUE.pageQuery('NOPE' as 'CD', { take: 20 }))).toBe('Unknown tab NOPE');
  });

  it('counts a tab without rows or expansions, and loads rows by id with their navigation', () => {
    expect(params(DNC_QUEUE.countQuery('HISTORY'))).toEqual({ $filter: '((approved ne null))', $top: '0', $count: 'true' });
    expect(params(byIdsQuery([7001, 7002], ['member', 'requestedBy']))).toEqual({
      $filter: 'id in (7001,7002)',
      $expand: 'member,requestedBy',
      $top: '2',
    });
  });

  it('pages by 20, 40, 80 or 160 only', () => {
    expect(badInput(() => TRANSFER_QUEUE.pageQuery('APP', { take: 50 }))).toBe('take must be one of 20, 40, 80, 160');
    expect([20, 40, 80, 160].map(assertApprovalPageSize)).toEqual([20, 40, 80, 160]);
    expect(assertApprovalPageSize(undefined)).toBe(20);
    for (const take of [0, 10, 50, 161, 200]) {
      badInput(() => assertApprovalPageSize(take));
    }
  });
});
