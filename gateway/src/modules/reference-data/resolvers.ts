import type { Resolvers } from '../../generated/graphql.ts';
import { SELF_PAY_PAYER } from '@luminate/schema/rules';
import { parseId } from '../shared/ids.ts';
import { addContractDecision, addCountyDecision, terminateContractDecision, updateContractDecision } from './policy.ts';

/** A cohort's counts: from the record when the parent is one, else from the request's single cohort listing. */
async function cohortCount(
  cohort: { id: number },
  field: 'memberCount' | 'pendingMemberCount',
  load: (id: number) => Promise<{ memberCount: number; pendingMemberCount: number } | null>,
): Promise<number> {
  if (field in cohort) return (cohort as unknown as Record<typeof field, number>)[field];
  return (await load(cohort.id))?.[field] ?? 0;
}

export const resolvers: Resolvers = {
  Query: {
    cohorts: (_, __, { dataSources }) => dataSources.referenceData.cohorts(),
    counties: (_, { stateAbbrev }, { dataSources }) => dataSources.referenceData.counties(stateAbbrev ?? undefined),
    countyStates: (_, __, { dataSources }) => dataSources.referenceData.countyStates(),
    contracts: (_, __, { dataSources }) => dataSources.referenceData.contracts(),
    riskTypes: (_, __, { dataSources }) => dataSources.referenceData.riskTypes(),
  },
  Mutation: {
    addCounty: (_, { input }, { dataSources }) => dataSources.referenceData.addCounty(input),
    createContract: (_, { input }, { dataSources }) => dataSources.referenceData.createContract(input),
    updateContract: (_, { id, input }, { dataSources }) => dataSources.referenceData.updateContract(parseId(id, 'contract'), input),
    terminateContract: (_, { id }, { dataSources }) => dataSources.referenceData.terminateContract(parseId(id, 'contract')),
  },
  Cohort: {
    createdDt: async (cohort, _, { dataSources }) =>
      'createdDt' in cohort
        ? (cohort.createdDt as string | null)
        : ((await dataSources.referenceData.cohort(cohort.id))?.createdDt ?? null),
    memberCount: (cohort, _, { dataSources }) => cohortCount(cohort, 'memberCount', (id) => dataSources.referenceData.cohort(id)),
    pendingMemberCount: (cohort, _, { dataSources }) =>
      cohortCount(cohort, 'pendingMemberCount', (id) => dataSources.referenceData.cohort(id)),
  },
  Payer: {
    selfPay: (payer) => payer.name === SELF_PAY_PAYER,
  },
  Contract: {
    viewerCan: (contract, _, { viewer }) => ({
      update: updateContractDecision(viewer),
      terminate: terminateContractDecision(viewer, contract),
    }),
  },
  ViewerCapabilities: {
    addCounty: (viewer) => addCountyDecision(viewer),
    addContract: (viewer) => addContractDecision(viewer),
  },
};
