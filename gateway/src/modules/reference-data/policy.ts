/**
 * Who may change the organisation's reference records: data management adds counties and adds,
 * edits and terminates contracts. The same functions answer the pages' `viewerCan` fields and
 * the mutations' checks before anything is written; reading is open to every signed-in user.
 */
import { CLAIM_GROUPS, type Claim } from '@luminate/schema/claims';
import type { ContractDto } from '@luminate/schema/rest';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { ALLOWED as allow, refusal as deny, type Capability as Decision } from '../shared/capability.ts';

export const COUNTY_REFUSAL = 'Only data management may add counties';
export const CONTRACT_REFUSAL = 'Only data management may add, edit or terminate contracts';
export const ALREADY_TERMED = 'The contract is already termed';

/** The root fields whose `@auth` list mirrors a rule of this policy. */
export const FIELD_ACCESS: Readonly<Record<string, readonly Claim[]>> = {
  'Mutation.addCounty': CLAIM_GROUPS.dataManagers,
  'Mutation.createContract': CLAIM_GROUPS.dataManagers,
  'Mutation.updateContract': CLAIM_GROUPS.dataManagers,
  'Mutation.terminateContract': CLAIM_GROUPS.dataManagers,
};

const isDataManager = (viewer: Viewer | null) => viewerHasAny(viewer, CLAIM_GROUPS.dataManagers);

export const addCountyDecision = (viewer: Viewer | null): Decision => (isDataManager(viewer) ? allow : deny(COUNTY_REFUSAL));

export const addContractDecision = (viewer: Viewer | null): Decision => (isDataManager(viewer) ? allow : deny(CONTRACT_REFUSAL));

/** Termed contracts stay editable. */
export const updateContractDecision = (viewer: Viewer | null): Decision => addContractDecision(viewer);

/** Only an active contract can be terminated. */
export function terminateContractDecision(viewer: Viewer | null, contract: Pick<ContractDto, 'disabled'>): Decision {
  if (!isDataManager(viewer)) return deny(CONTRACT_REFUSAL);
  return contract.disabled ? deny(ALREADY_TERMED) : allow;
}
