import { TRANSFER_TYPES, transferStatusName, type TransferAction } from '@luminate/schema/approvals';
import { GRAPH_ENUM_CARE_API_VALUES } from '@luminate/schema/graph-enum-values';
import type { OfficeAssignmentDto } from '@luminate/schema/rest';
import type { MutationResolvers, OfficeTransferInput, OfficeTransferStatus, Resolvers } from '../../generated/graphql.ts';
import type { RequestContext } from '../../context.ts';
import { parseId } from '../shared/ids.ts';
import { transferReportDecision, transferTabOf } from './policy.ts';
import { decideByClaimsThenTypes } from '../shared/assignment-gate.ts';

type Office = NonNullable<OfficeAssignmentDto['office']>;
const officeRef = (office: Office) => ({
  id: String(office.id),
  name: office.name,
  communityId: office.communityId,
  marketId: String(office.marketId),
});

async function act(action: TransferAction, input: OfficeTransferInput, ctx: RequestContext) {
  const { transfers } = ctx.dataSources;
  const result = await transfers.act(action, parseId(input.id, 'transfer'), input);
  return { ...result, tabCounts: await transfers.tabCounts() };
}

const mutation =
  (action: TransferAction): NonNullable<MutationResolvers['saveOfficeTransfer']> =>
  (_, { input }, ctx) =>
    act(action, input, ctx);

export const resolvers: Resolvers = {
  // The graph's SCREAMING_CASE statuses and transfer types, as the Care API's words the data source keeps.
  OfficeTransferStatus: GRAPH_ENUM_CARE_API_VALUES.OfficeTransferStatus,
  TransferType: GRAPH_ENUM_CARE_API_VALUES.TransferType,

  Query: {
    officeTransfers: (_, { tab, mine, skip, take, filters, sort }, ctx) =>
      ctx.dataSources.transfers.page(tab, { skip, take, filters, sort }, mine ?? false),
    officeTransfer: (_, { id }, ctx) => ctx.dataSources.transfers.row(parseId(id, 'transfer')),
    transferTabCounts: (_, __, ctx) => ctx.dataSources.transfers.tabCounts(),
    // The drawer's choices in the order of TRANSFER_TYPES, each labelled with the word the Care API stores.
    transferTypes: () => TRANSFER_TYPES.map((label) => ({ value: label, label })),
  },

  Mutation: {
    saveOfficeTransfer: mutation('save'),
    approveOfficeTransfer: mutation('approve'),
    rejectOfficeTransfer: mutation('reject'),
    acknowledgeOfficeTransfer: mutation('acknowledge'),
  },

  ViewerCapabilities: {
    downloadTransferReport: async (_, __, ctx) => (await decideByClaimsThenTypes(ctx, transferReportDecision)).allowed,
  },

  OfficeTransfer: {
    member: async (t, _, ctx) => (await ctx.dataSources.transfers.complete(t)).member!,
    toOffice: async (t, _, ctx) => officeRef((await ctx.dataSources.transfers.complete(t)).office!),
    fromOffice: async (t, _, ctx) => {
      const from = (await ctx.dataSources.transfers.complete(t)).transferedFromOffice;
      return from ? officeRef(from) : null;
    },
    requestedBy: async (t, _, ctx) => (await ctx.dataSources.transfers.complete(t)).requestedBy ?? null,
    requestedAt: (t) => t.requestedDt,
    effectiveDate: (t) => t.effectiveDt,
    status: (t) => transferStatusName(t.changeStatus) as OfficeTransferStatus,
    statusChangedAt: (t) => t.statusChangedDt,
    transferType: (t) => t.transferType,
    processedAt: (t) => t.processedDt,
    tab: (t) => transferTabOf(t.changeStatus),
    assignedEmployees: (t, _, ctx) => ctx.dataSources.transfers.assignedEmployees(t),
    viewerCan: (t, _, ctx) => ctx.dataSources.transfers.capabilities(t),
  },
};
