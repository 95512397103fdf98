/**
 * Permission claims carried on the user's token (spec 1 §6). The string is the claim's key as the
 * identity provider stores it; the GraphQL enum uses the SCREAMING_SNAKE name.
 */
export const CLAIMS = [
  { claim: 'admin', enumName: 'ADMIN', name: 'Admin', description: 'Administers the tool: adds hospital facilities and edits reference data.', privileged: true },
  { claim: 'superAdmin', enumName: 'SUPER_ADMIN', name: 'Super Admin', description: 'Everything an admin can do, plus the developer pages, claims export and granting admin claims.', privileged: true },
  { claim: 'call-list-mgmt', enumName: 'CALL_LIST_MGMT', name: 'Call List Management', description: 'Manages campaigns, their variables and agents, and call-list filters.', privileged: false },
  { claim: 'os-team', enumName: 'OS_TEAM', name: 'OS Team', description: 'Member of the operations support team.', privileged: false },
  { claim: 'pt-mgmt', enumName: 'PT_MGMT', name: 'Patient Management', description: 'Changes member offices and bulk-updates phone numbers.', privileged: false },
  { claim: 'nh-mgmt', enumName: 'NH_MGMT', name: 'Neighborhood Management', description: 'Adds and edits neighborhoods and changes market assignments.', privileged: false },
  { claim: 'dataMgmt', enumName: 'DATA_MGMT', name: 'Data Management', description: 'Runs bulk data uploads and manages member data.', privileged: false },
  { claim: 'med-records', enumName: 'MED_RECORDS', name: 'Medical Records', description: 'Requests CCD and progress-note extracts.', privileged: false },
  { claim: 'eus', enumName: 'EUS', name: 'End User Support', description: 'Supports end users: user permissions and the admin menu.', privileged: false },
  { claim: 'deattribution-mgmt', enumName: 'DEATTRIBUTION_MGMT', name: 'Deattribution Management', description: 'Decides member deattribution (termination) requests at any stage.', privileged: false },
  { claim: 'transfer-mgmt', enumName: 'TRANSFER_MGMT', name: 'Transfer Management', description: 'Decides patient transfer requests.', privileged: false },
  { claim: 'dnc-mgmt', enumName: 'DNC_MGMT', name: 'Do Not Contact Management', description: 'Decides do-not-contact requests; requests are processed at once.', privileged: false },
  { claim: 'provider-mgmt', enumName: 'PROVIDER_MGMT', name: 'Provider Management', description: 'Edits provider details together with neighborhood management.', privileged: false },
] as const;

export type Claim = (typeof CLAIMS)[number]['claim'];
export type ClaimEnum = (typeof CLAIMS)[number]['enumName'];

export const CLAIM_KEYS: readonly Claim[] = CLAIMS.map((c) => c.claim);
/**
 * Claims that manage campaigns and call-list filters and may work every campaign's list (spec 4
 * §6): the sandbox's Care API and hub and the gateway all decide with this one list.
 */
export const CALL_LIST_MANAGER_CLAIMS: readonly Claim[] = ['call-list-mgmt', 'superAdmin'];

/** Claims that only a superAdmin may see or grant (spec 1 §6). */
export const PRIVILEGED_CLAIMS: readonly Claim[] = CLAIMS.filter((c) => c.privileged).map((c) => c.claim);

const byEnum = new Map<string, Claim>(CLAIMS.map((c) => [c.enumName, c.claim]));
const byKey = new Map<string, ClaimEnum>(CLAIMS.map((c) => [c.claim, c.enumName]));

export function claimFromEnum(name: string): Claim {
  const claim = byEnum.get(name);
  if (!claim) throw new Error(`Unknown claim enum ${name}`);
  return claim;
}
export function claimToEnum(claim: string): ClaimEnum | undefined {
  return byKey.get(claim);
}
export function isClaim(value: string): value is Claim {
  return byKey.has(value);
}
