/**
 * The member record: one member's page (card, tabs and `viewerCan` from one policy per action)
 * and the member-page actions (Term, Return, DNC, drop-ins, office change, red box error,
 * contact validity, eligibility inquiry, a call's outcome).
 */
import type { GatewayModule } from '../../module.ts';
import { resolvers } from './resolvers.ts';
import { FIELD_ACCESS } from './policy.ts';

import { MemberRecordSource } from './data-source.ts';

declare module '../../context.ts' {
  interface DataSources {
    /** One member's record and the member page's actions. */
    memberRecord: MemberRecordSource;
  }
}

export const memberRecordModule: GatewayModule = {
  name: 'member-record',
  resolvers,
  dataSources: { memberRecord: (ctx) => new MemberRecordSource(ctx) },
  fieldAccess: FIELD_ACCESS,
};
