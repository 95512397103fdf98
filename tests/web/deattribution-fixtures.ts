/**
 * GraphQL-shaped records and an msw gateway for the Deattribution Dashboard component tests (with
 * the __typename Apollo's cache keys on). The fake gateway keeps changes in memory, lists them per
 * tab, and applies a decision the way the server would answer it, counting every request.
 */
import { HttpResponse } from 'msw';
import { DEATTRIBUTION_TABS, deattributionTabOf, letterBadge, OTHER_TERM_REASON_ID } from '@luminate/schema/approvals';
import { api, viewerCan, type MockServer } from './support/mock-api.ts';

/** A graph status (PENDING_APP_CD_REVIEW) as the Care API's word (PendingAppCdReview), which the shared tab and badge rules take. */
const careWords = (status: string) => status.toLowerCase().replace(/(?:^|_)([a-z])/g, (_, c: string) => c.toUpperCase());

export const REASONS = [
  { __typename: 'TermReason', id: '984000014', name: 'Moved out of area' },
  { __typename: 'TermReason', id: '984000018', name: 'Hospice' },
  { __typename: 'TermReason', id: String(OTHER_TERM_REASON_ID), name: 'Other' },
];

/** Why a viewer who may not decide a change is refused, as the gateway words it. */
export const REFUSED = 'Waiting for the CMD of community 1.001';

type Flags = Omit<Capabilities, '__typename' | 'decide'>;

/** The viewer may decide (approve or reject) exactly when one of them is allowed; otherwise with the reason. */
const capabilities = (over: Partial<Flags> = {}): Capabilities => {
  const flags: Flags = { approve: false, reject: false, update: false, cancel: false, confirmAbnormalDate: false, ...over };
  const allowed = flags.approve || flags.reject;
  return {
    __typename: 'EligibilityChangeCapabilities',
    ...flags,
    decide: { __typename: 'Capability', allowed, reason: allowed ? null : REFUSED },
  };
};
interface Capabilities {
  __typename: 'EligibilityChangeCapabilities';
  approve: boolean;
  reject: boolean;
  update: boolean;
  cancel: boolean;
  confirmAbnormalDate: boolean;
  decide: { __typename: 'Capability'; allowed: boolean; reason: string | null };
}

export interface ChangeOptions {
  id: string;
  name: string;
  status: string;
  termReasonId?: string;
  diagnosisDate?: string;
  engaged?: boolean;
  viewerIsAssigned?: boolean;
  can?: Partial<Flags>;
  transitionPlan?: string | null;
}

export function change(o: ChangeOptions) {
  const reason = REASONS.find((r) => r.id === (o.termReasonId ?? '984000014'))!;
  return {
    __typename: 'EligibilityChange',
    id: o.id,
    memberId: `m${o.id}`,
    member: {
      __typename: 'ApprovalMember',
      id: `m${o.id}`,
      aaneelId: `A${o.id.padStart(6, '0')}`,
      fullName: o.name,
      engaged: o.engaged ?? false,
      officeId: '1.001.001',
      officeName: 'Neighborhood 1.001.001',
      communityId: '1.001',
      marketId: '920001625',
      payerId: '3',
    },
    changeType: 'TERM',
    termReasonId: reason.id,
    termReason: reason,
    note: `Requested for change ${o.id}`,
    diagnosisDate: o.diagnosisDate ?? '2026-01-10',
    dateEntered: '2026-02-01T15:00:00Z',
    transitionPlan: o.transitionPlan ?? null,
    status: o.status,
    statusChangedAt: '2026-02-02T15:00:00Z',
    tab: deattributionTabOf(careWords(o.status)),
    letterBadge: letterBadge(careWords(o.status)),
    estimatedProcessDate: o.status === 'PENDING_TERMINATION' ? '2026-12-20' : null,
    changeLog: [
      {
        __typename: 'EligibilityChangeLogEntry',
        id: `log-${o.id}-1`,
        changedBy: { __typename: 'EmployeeRef', id: '4', fullName: 'Avery Provider' },
        changedAt: '2026-02-01T15:00:00Z',
        statusChangedTo: 'PENDING_APP_CD_REVIEW',
        note: 'Entered',
      },
    ],
    assignedEmployees: [{ __typename: 'EmployeeRef', id: '3', fullName: 'Olivia Ops' }],
    viewerIsAssigned: o.viewerIsAssigned ?? false,
    viewerCan: capabilities(o.can),
  };
}
export type Change = ReturnType<typeof change>;

export function viewer(assignmentTypeIds: number[], claims: string[] = [], can: Partial<Record<string, boolean>> = {}) {
  return {
    __typename: 'Viewer',
    can: viewerCan(can),
    uid: 'tester',
    name: 'Test User',
    email: null,
    claims,
    employee: {
      __typename: 'Employee',
      id: '99',
      fullName: 'Test User',
      marketAssignments: assignmentTypeIds.map((type, i) => ({
        __typename: 'MarketAssignment',
        id: `ma${i}`,
        officeId: '1.001.000',
        assignmentTypeId: String(type),
      })),
    },
  };
}

/** The next status of an approval, as the sandbox's transition table would decide it. */
const NEXT_ON_APPROVE: Record<string, string> = {
  PENDING_APP_CD_REVIEW: 'PENDING_CMD_REVIEW',
  PENDING_CMD_REVIEW: 'PENDING_OPS_MANAGER_REVIEW',
  PENDING_OPS_MANAGER_REVIEW: 'PENDING_MEMBER_INFORMED',
};

export interface FakeGateway {
  changes: Change[];
  /** Operation name → requests received. */
  calls: Map<string, number>;
  /** Variables of each EligibilityChanges request. */
  listed: Array<{ tab: string; mine: boolean; skip?: number; take?: number }>;
  decisions: Array<{ operation: string; input: Record<string, unknown> }>;
  count(name: string): number;
}

export interface FakeGatewayOptions {
  viewer: ReturnType<typeof viewer>;
  changes: Change[];
  /** Term reason id → OM terms bulk approve would approve (payer '3' halves it). */
  omTerms?: Record<string, number>;
  /** Tabs the viewer decides in: their counts carry the Mine count (null elsewhere). */
  mineTabs?: string[];
}

export function serveDeattribution(server: MockServer, options: FakeGatewayOptions): FakeGateway {
  const gateway: FakeGateway = {
    changes: options.changes.map((c) => structuredClone(c)),
    calls: new Map(),
    listed: [],
    decisions: [],
    count: (name) => gateway.calls.get(name) ?? 0,
  };
  const seen = (name: string) => gateway.calls.set(name, gateway.count(name) + 1);
  const tabCounts = () =>
    DEATTRIBUTION_TABS.map((t) => ({
      __typename: 'DeattributionTabCount',
      tab: t.tab,
      count: gateway.changes.filter((c) => c.tab === t.tab).length,
      mine: options.mineTabs?.includes(t.tab) ? gateway.changes.filter((c) => c.tab === t.tab && c.viewerCan.decide.allowed).length : null,
    }));
  const decide = (operation: string, field: string, apply: (c: Change, input: Record<string, unknown>) => void) =>
    api.mutation(operation, ({ variables }) => {
      seen(operation);
      const input = (variables as { input: Record<string, unknown> }).input;
      gateway.decisions.push({ operation, input });
      const target = gateway.changes.find((c) => c.id === input.id)!;
      apply(target, input);
      target.tab = deattributionTabOf(careWords(target.status));
      target.letterBadge = letterBadge(careWords(target.status));
      target.changeLog = [
        ...target.changeLog,
        {
          __typename: 'EligibilityChangeLogEntry',
          id: `log-${target.id}-${target.changeLog.length + 1}`,
          changedBy: { __typename: 'EmployeeRef', id: '99', fullName: 'Test User' },
          changedAt: '2026-03-01T15:00:00Z',
          statusChangedTo: target.status,
          note: String(input.note),
        },
      ];
      return HttpResponse.json({ data: { [field]: { __typename: 'EligibilityChangeResult', change: target, tabCounts: tabCounts() } } });
    });

  server.use(
    api.query('Viewer', () => {
      seen('Viewer');
      return HttpResponse.json({ data: { viewer: options.viewer } });
    }),
    api.query('ViewerCapabilities', () => HttpResponse.json({ data: { viewer: { __typename: 'Viewer', can: options.viewer.can } } })),
    api.query('DeattributionTabCounts', () => {
      seen('DeattributionTabCounts');
      return HttpResponse.json({ data: { deattributionTabCounts: tabCounts() } });
    }),
    api.query('DeattributionTermReasons', () => {
      seen('DeattributionTermReasons');
      return HttpResponse.json({ data: { deattributionTermReasons: REASONS } });
    }),
    api.query('BulkApprovePayers', () => {
      seen('BulkApprovePayers');
      return HttpResponse.json({ data: { payers: [{ __typename: 'Payer', id: '3', name: 'Acme Health' }] } });
    }),
    api.query('OmTermsToApprove', ({ variables }) => {
      seen('OmTermsToApprove');
      const { termReasonId, payerId } = variables as { termReasonId: string; payerId: string | null };
      const all = options.omTerms?.[termReasonId] ?? 0;
      return HttpResponse.json({ data: { omTermsToApprove: payerId ? Math.floor(all / 2) : all } });
    }),
    api.query('EligibilityChanges', ({ variables }) => {
      seen('EligibilityChanges');
      const v = variables as { tab: string; mine?: boolean; skip?: number; take?: number };
      const mine = v.mine === true;
      gateway.listed.push({ tab: v.tab, mine, skip: v.skip, take: v.take });
      const nodes = gateway.changes.filter((c) => c.tab === v.tab && (!mine || c.viewerCan.decide.allowed));
      const skip = v.skip ?? 0;
      return HttpResponse.json({
        data: {
          eligibilityChanges: {
            __typename: 'EligibilityChangePage',
            totalCount: nodes.length,
            nodes: nodes.slice(skip, skip + (v.take ?? 20)),
          },
        },
      });
    }),
    decide('ApproveEligibilityChange', 'approveEligibilityChange', (c) => {
      c.status = NEXT_ON_APPROVE[c.status] ?? c.status;
    }),
    decide('RejectEligibilityChange', 'rejectEligibilityChange', (c) => {
      c.status = 'REJECTED';
    }),
    decide('UpdateEligibilityChange', 'updateEligibilityChange', (c, input) => {
      c.termReasonId = String(input.termReasonId);
      c.termReason = REASONS.find((r) => r.id === c.termReasonId)!;
    }),
    decide('CancelEligibilityChange', 'cancelEligibilityChange', (c) => {
      c.status = 'CANCELLED';
    }),
  );
  return gateway;
}
