/**
 * Who may use the Geo Dashboard's data. Member points: every signed-in user (the field's bare
 * `@auth`; the points carry no names). The hex map modes and the hex counts behind them: admins
 * only. The one rule below backs `territoryCapabilities.hexModes`, the fields' `@auth` lists and
 * the data source's own check before it asks the Care API.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { TERRITORY_MESSAGES } from '@luminate/schema/rules';
import type { Viewer } from '../../context.ts';
import { viewerHasAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

export function hexModesDecision(viewer: Viewer | null): Capability {
  return viewerHasAny(viewer, CLAIM_GROUPS.hexMapAdmins) ? ALLOWED : refusal(TERRITORY_MESSAGES.hexModes);
}

export const FIELD_ACCESS = {
  'Query.marketHexes': CLAIM_GROUPS.hexMapAdmins,
  'Query.hexMemberCount': CLAIM_GROUPS.hexMapAdmins,
};
