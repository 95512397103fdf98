/**
 * The bulk flows the machinery serves, one entry per flow. A flow without an entry answers 422
 * ('not available') on both of its routes.
 */
import type { BulkFlow } from '@luminate/schema/rules';
import type { BulkFlowModule } from './flow.ts';
import { eligibilityChangesFlow } from './eligibility-changes.ts';
import { memberIdsFlow } from './member-ids.ts';
import { newMembersFlow } from './new-members.ts';
import { addressesFlow, emailsFlow, phonesFlow } from './contacts.ts';
import { neighborhoodsFlow } from './neighborhoods.ts';

export const BULK_FLOW_MODULES: Partial<Record<BulkFlow, BulkFlowModule>> = {
  'eligibility-changes': eligibilityChangesFlow,
  'member-ids': memberIdsFlow,
  'new-members': newMembersFlow,
  emails: emailsFlow,
  phones: phonesFlow,
  addresses: addressesFlow,
  neighborhoods: neighborhoodsFlow,
};
