/**
 * Permission claims carried on the user's token. The string is the claim's key as the
 * identity provider stores it; the GraphQL enum uses the SCREAMING_SNAKE name.
 */
export const CLAIMS = [
  {
    claim: 'admin',
    enumName: 'ADMIN',
    name: 'Admin',
    description: 'Administers the tool: adds hospital facilities and edits reference data.',
    privileged: true,
  },
  {
    claim: 'superAdmin',
    enumName: 'SUPER_ADMIN',
    name: 'Super Admin',
    description: 'Everything an admin can do, plus the developer pages, claims export and granting admin claims.',
    privileged: true,
  },
  {
    claim: 'call-list-mgmt',
    enumName: 'CALL_LIST_MGMT',
    name: 'Call List Management',
    description: 'Manages campaigns, their variables and agents, and call-list filters.',
    privileged: false,
  },
  { claim: 'os-team', enumName: 'OS_TEAM', name: 'OS Team', description: 'Member of the operations support team.', privileged: false },
  {
    claim: 'pt-mgmt',
    enumName: 'PT_MGMT',
    name: 'Patient Management',
    description: 'Changes member offices and bulk-updates phone numbers.',
    privileged: false,
  },
  {
    claim: 'nh-mgmt',
    enumName: 'NH_MGMT',
    name: 'Neighborhood Management',
    description: 'Adds and edits neighborhoods and changes market assignments.',
    privileged: false,
  },
  {
    claim: 'dataMgmt',
    enumName: 'DATA_MGMT',
    name: 'Data Management',
    description: 'Runs bulk data uploads and manages member data.',
    privileged: false,
  },
  {
    claim: 'med-records',
    enumName: 'MED_RECORDS',
    name: 'Medical Records',
    description: 'Requests CCD and progress-note extracts.',
    privileged: false,
  },
  {
    claim: 'eus',
    enumName: 'EUS',
    name: 'End User Support',
    description: 'Supports end users: user permissions and the admin menu.',
    privileged: false,
  },
  {
    claim: 'deattribution-mgmt',
    enumName: 'DEATTRIBUTION_MGMT',
    name: 'Deattribution Management',
    description: 'Decides member deattribution (termination) requests at any stage.',
    privileged: false,
  },
  {
    claim: 'transfer-mgmt',
    enumName: 'TRANSFER_MGMT',
    name: 'Transfer Management',
    description: 'Decides patient transfer requests.',
    privileged: false,
  },
  {
    claim: 'dnc-mgmt',
    enumName: 'DNC_MGMT',
    name: 'Do Not Contact Management',
    description: 'Decides do-not-contact requests; requests are processed at once.',
    privileged: false,
  },
  {
    claim: 'provider-mgmt',
    enumName: 'PROVIDER_MGMT',
    name: 'Provider Management',
    description: 'Edits provider details together with neighborhood management.',
    privileged: false,
  },
] as const;

export type Claim = (typeof CLAIMS)[number]['claim'];
export type ClaimEnum = (typeof CLAIMS)[number]['enumName'];

export const CLAIM_KEYS: readonly Claim[] = CLAIMS.map((c) => c.claim);
/**
 * The groups of claims that the tool's rules name. Each rule is written once, here; the graph's
 * `@auth` lists, the gateway's policies, the sandbox's Care API and hub, and the web's navigation
 * all use these (a check at the gateway's start-up compares every `@auth` list with the group its
 * module's policy declares for the field).
 */
export const CLAIM_GROUPS = {
  /** Manage campaigns (their agents, variables and scoring) and call-list filters, and work every campaign's list. */
  callListManagers: ['call-list-mgmt', 'superAdmin'],
  /** Find users and grant or revoke their claims (the Users page). */
  claimManagers: ['eus', 'dataMgmt', 'admin', 'superAdmin'],
  /** Add and edit hospital facilities (beside the named staff of HOSPITAL_EDITOR_EMPLOYEE_IDS). */
  hospitalEditors: ['admin', 'superAdmin'],
  /** Edit a market's contact details and drives. */
  marketEditors: ['admin', 'superAdmin', 'eus'],
  /** Add and edit neighborhoods (offices). */
  neighborhoodManagers: ['nh-mgmt'],
  /** Edit provider rows (daily IV limit, distance, modalities): only users who hold BOTH claims (or an admin). */
  providerEditors: ['nh-mgmt', 'provider-mgmt'],
  /** Edit provider rows without holding the two claims above. */
  providerAdminEditors: ['admin', 'superAdmin'],
  /** See the full provider columns (distance, modalities); every provider editor is among them. */
  providerAdmins: ['admin', 'superAdmin', 'provider-mgmt'],
  /** Change who holds an assignment (assign or unassign) on the Market Assignments page. */
  assignmentManagers: ['nh-mgmt'],
  /** Take full member records (names, birth dates, phones, addresses) out of the tool as files. */
  memberExporters: ['dataMgmt', 'superAdmin'],
  /** Decide eligibility changes at any stage, and approve the operations manager's terms in bulk. */
  deattributionManagers: ['deattribution-mgmt'],
  /** See every eligibility change on the deattribution dashboard, and so every termination overview. */
  eligibilityOverseers: ['deattribution-mgmt', 'superAdmin'],
  /** Cancel an eligibility change, or download the deattribution mailing list: only users who hold BOTH claims. */
  mailingListCancellers: ['eus', 'dataMgmt'],
  /** Decide any pending do-not-contact request, and approve every pending request at once. */
  dncManagers: ['dnc-mgmt'],
  /** Generate the report of every do-not-contact request (beside those who work the DNC queue). */
  dncReporters: ['dnc-mgmt', 'superAdmin'],
  /** Generate the patient transfer reports (beside those who work the transfer queue). */
  transferReporters: ['transfer-mgmt', 'superAdmin'],
  /** Return a member to eligibility (a Care API rule). */
  eligibilityReturners: ['admin', 'dataMgmt'],
  /** Change a member's office from the member page (request a transfer). */
  officeChangers: ['pt-mgmt', 'dataMgmt'],
  /** Move a member to an office of any market (beside holders of assignment types 9 and 10). */
  anyMarketOfficeChangers: ['dataMgmt'],
  /** Mark a member's phone numbers and e-mail addresses valid or invalid. */
  memberContactEditors: ['pt-mgmt', 'dataMgmt'],
  /** Open an eligibility inquiry ticket about a member with the payer. */
  eligibilityInquirers: ['admin', 'dataMgmt', 'deattribution-mgmt'],
  /** Upload transfer workbooks (a Care API rule). */
  transferUploaders: ['transfer-mgmt', 'dataMgmt'],
  /** See the Admin menu and the Users page in the web client's navigation. */
  adminMenu: ['eus', 'dataMgmt'],
  /** The data management screens. */
  dataManagers: ['dataMgmt'],
  /** Bulk phone number updates (Data Mgmt's Phone Numbers card): together with dataManagers, both needed. */
  bulkPhoneUpdaters: ['pt-mgmt'],
  /** Apply a bulk neighborhood update directly, skipping the transfer dashboard (beside holders of assignment types 9 and 10). */
  transferDashboardSkippers: ['superAdmin', 'transfer-mgmt'],
  /** Add a member (the Add member wizard of the Members page). */
  memberAdders: ['dataMgmt'],
  /** The File Dashboard's admin sections (Uncategorized, Errored, Category Configs, Type Configs, Sources): any of these. */
  fileDashboardAdmins: ['admin', 'dataMgmt'],
  /** Categorise files, create and edit file types and category patterns, and edit sources: only users who hold BOTH claims. */
  fileConfigEditors: ['admin', 'dataMgmt'],
  /** Add a source of files (Add Source). */
  fileSourceAdders: ['dataMgmt'],
  /** Send a file to a destination source, and download a file's bytes (payers' files hold member data). */
  fileHandlers: ['dataMgmt'],
  /** The Geodeployment reports (closest office, member office ranges, VC ranges): member rows with their homes' distances. */
  geodeploymentReporters: ['dataMgmt', 'superAdmin', 'nh-mgmt'],
  /** The weekly conversion rate report (counts only; anyone holding an assignment at some office reads it too). */
  conversionReporters: ['dataMgmt', 'superAdmin', 'nh-mgmt'],
  /** The medical records screens. */
  medicalRecords: ['med-records'],
  /** The Geo Dashboard's hex map modes (Hex-View, Hex-Select) and the hex counts behind them. */
  hexMapAdmins: ['admin'],
  /** Preview the web client with some of their claims switched off (display only). */
  permissionPreviewers: ['admin', 'superAdmin'],
  /** Read the audit trail, export every user's claims, and use the developer pages. */
  superAdmins: ['superAdmin'],
  /**
   * The explorer right: where the gateway runs only the web app's trusted documents and hides the
   * schema (production), run documents of one's own and introspect the graph (the Developers playground).
   */
  explorers: ['superAdmin'],
  /**
   * See the medical cost workbooks (High Needs list, patient cost profiles) without being on a care
   * team; anyone holding an active assignment at some office sees them too.
   */
  medicalCostViewers: ['admin', 'superAdmin', 'dataMgmt'],
} as const satisfies Record<string, readonly Claim[]>;

export type ClaimGroup = keyof typeof CLAIM_GROUPS;

/** Claims that manage campaigns and call-list filters and may work every campaign's list. */
export const CALL_LIST_MANAGER_CLAIMS: readonly Claim[] = CLAIM_GROUPS.callListManagers;

/** Claims that only a superAdmin may see or grant: admin and superAdmin themselves. */
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
