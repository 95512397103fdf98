/**
 * Who may use the lookups: every signed-in user (the fields' bare `@auth`). The APP Lookup and
 * Member Proximity serve intake staff and clinicians alike. The member-proximity export carries
 * member names and addresses: it is open to whoever may run the lookup, and audited.
 */
import type { Claim } from '@luminate/schema/claims';

/** No root field of this module is limited to a claim group. */
export const FIELD_ACCESS: Readonly<Record<string, readonly Claim[]>> = {};
