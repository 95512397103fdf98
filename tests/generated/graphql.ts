/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Add County form. Validated by the shared countyRule (a duplicate in the state, whatever its case, is refused). */
export type AddCountyInput = {
  /** The county's name, 1 to 100 characters; trimmed and runs of spaces made one. */
  county: string;
  /** Two-letter abbreviation of the state; not UK. */
  stateAbbrev: string;
};

/** A new source (Add Source). Validated by the shared fileSourceRule: the name is required. */
export type AddFileSourceInput = {
  /** List the source on the left of the File Dashboard; false unless given. */
  displayOnDashboard?: boolean | null | undefined;
  /** The source's name: required, at most 100 characters. */
  name: string;
  /** Internal record id of the payer whose data the source delivers; omit or null for none. */
  payerId?: string | number | null | undefined;
};

/**
 * A new member, as the Add member wizard enters it (the rule: schema/src/rules/add-member.ts).
 * Step 1: the payer's identifiers; step 2: name, date of birth, address, phone, e-mail and gender.
 */
export type AddMemberInput = {
  /** Street line of the home address: required, at most 200 characters. */
  address1: string;
  /** Second address line (apartment, suite); optional. */
  address2?: string | null | undefined;
  /** City of the home address: required. */
  city: string;
  /** The cohort to enrol the member in, by record id; optional (not asked by the wizard). */
  cohortId?: string | number | null | undefined;
  /** The payer contract's record id; optional (not asked by the wizard). */
  contractId?: string | number | null | undefined;
  /** County name; optional. With the zip, places the member in a neighborhood. */
  county?: string | null | undefined;
  /** A real date in the past. */
  dateOfBirth: string;
  /** The enrolment's effective date. */
  effDate?: string | null | undefined;
  /** E-mail address (name@domain.tld); optional. */
  email?: string | null | undefined;
  /** A second e-mail address (name@domain.tld); optional (not asked by the wizard). */
  email2?: string | null | undefined;
  /** The enterprise master patient index id. */
  empi: string;
  /** First name: required, at most 100 characters. */
  firstName: string;
  /** M, F or U (Male, Female, Other); U when left out. */
  gender?: string | null | undefined;
  /** The payer's contract code the member is enrolled under. */
  hcode: string;
  /** One of MAPD, MA, DSNP, CSNP, ISNP, MMP, PDP. */
  hcodeType: string;
  /** 10 digits once separators are stripped (a leading 1 or + is allowed). */
  homePhone: string;
  /** Last name: required, at most 100 characters. */
  lastName: string;
  /** The market the address belongs to. */
  marketId: string | number;
  /** Medicare Beneficiary Identifier: required, at most 20 characters, stored upper case. */
  mbi: string;
  /** The payer's member id (opaque text the payer gives, at most 50 characters): a payer has at most one member with a given member id. */
  memberId: string | number;
  /** Mobile phone, 10 digits once separators are stripped; optional (not asked by the wizard). */
  mobilePhone?: string | null | undefined;
  /** The payer's record id; never SelfPay (a payer no picker offers). */
  payerId: string | number;
  /** A two-letter abbreviation of the states list. */
  state: string;
  /** Work phone, 10 digits once separators are stripped; optional (not asked by the wizard). */
  workPhone?: string | null | undefined;
  /** 5 digits. */
  zipCode: string;
};

/** Add a neighborhood. Validated by the shared neighborhoodAddRule. */
export type AddNeighborhoodInput = {
  /** Whether the neighborhood starts active (live). */
  active?: boolean | null | undefined;
  /** Three capital letters, a space, three digits (like ABC 123). */
  commonName: string;
  /** Internal record id of the market the neighborhood belongs to; its office prefix must start the id. */
  marketId: string | number;
  /** The neighborhood id, like 1.001.007: the market's office prefix, then two groups of three digits. */
  name: string;
  /** Whether the neighborhood starts outreaching (taking part in member outreach). */
  outreaching?: boolean | null | undefined;
};

/** The approval dashboards whose queues the home page summarises. */
export type ApprovalDashboard =
  /** The Deattribution dashboard (/deattribution): eligibility changes; tab values are DeattributionTab names. */
  | 'DEATTRIBUTION'
  /** The DNC dashboard (/pending-dnc): do-not-contact requests; tab values are DncTab names. */
  | 'DNC'
  /** The Patient Transfer dashboard (/transition-dashboard): office transfers; tab values are TransferTab names. */
  | 'TRANSFERS';

/** How the `action` argument of Query.auditEvents matches. */
export type AuditActionMatch =
  /** The whole action equals the text. */
  | 'EXACT'
  /** Actions starting with the text, e.g. `mutation.` or `members.` */
  | 'PREFIX';

/** How an audited action ended. */
export type AuditOutcome =
  /** Cut off: the client left or the deadline passed. */
  | 'ABORTED'
  /** Attempted and failed with an error (the event's code says which), e.g. a rule failure or an upstream error. */
  | 'FAILED'
  /** Refused by a permission check. */
  | 'FORBIDDEN'
  /** Carried out. */
  | 'OK';

/** How the audited request reached the gateway. */
export type AuditTransport =
  /** A file route (export, download or upload) */
  | 'FILE'
  /** GraphQL over HTTP */
  | 'HTTP'
  /** GraphQL over WebSocket */
  | 'WS';

/** The dashboard's question: the markets (all active markets when empty) and the dates, both included. Validated by the shared availabilityRangeRule. */
export type AvailabilityInput = {
  /** Last day of the range, calendar day YYYY-MM-DD; not before the start, and the range covers at most 92 days. */
  end: string;
  /** Internal record ids of the markets; empty (the default) means every active market but the hidden one (940063). */
  marketIds?: Array<string | number> | null | undefined;
  /** First day of the range, calendar day YYYY-MM-DD; not before today (the gateway allows one day's slack for the browser's time zone). */
  start: string;
  /** The view asked for (Availability unless given); the answer carries every view's figures whatever the view. */
  view?: AvailabilityView | null | undefined;
};

/** The dashboard's views: what each day's cell shows and is coloured by. */
export type AvailabilityView =
  /** The free share of the working day. */
  | 'AVAILABILITY'
  /** Open IV slots (or IVs of the limit with Show Limit); coloured by the share of the limit filled. */
  | 'IV_OPPORTUNITY'
  /** The share of the working day spent on visits and their travel. */
  | 'OPTIMIZATION';

/** Bulk Approve Terms (OM tab): approves every Term change waiting for OM review with one term reason, optionally of one payer's members. */
export type BulkApproveOmTermsInput = {
  /** The note recorded in every approved change's log: required, at most 4000 characters. */
  note: string;
  /** Only changes of this payer's members; omitted for every payer. Never SelfPay (a payer no picker offers). */
  payerId?: string | number | null | undefined;
  /** The term reason whose changes are approved. */
  termReasonId: string | number;
};

/** A call's outcome, logged by the employee who made the call from a call list. */
export type CallOutcomeInput = {
  /** The communication the call from the list created. */
  communicationId: string | number;
  /** Notes of what was said: optional, at most 4000 characters. */
  conversation?: string | null | undefined;
  /** The member's internal record id. */
  memberId: string | number;
  /** One of callOutcomes. */
  outcome: string;
};

/** A campaign's form (Add Campaign / Edit). Checked by the shared campaignRule: a failure is BAD_USER_INPUT with field errors. */
export type CampaignInput = {
  /** Omit or null for every market. */
  marketId?: string | number | null | undefined;
  /** The campaign's name: required, at most 200 characters. */
  name: string;
  /** Free-text note: required, at most 2000 characters. */
  note: string;
  /** How many agents work the list (for the exhaust forecast): a whole number, at least 1. */
  numAgentsAssigned?: number;
  /** Rest days: how many days a called member stays off the list; a whole number from 0 to 365. */
  restDays: number;
  /** Internal record id of the campaign type (see Query.campaignTypes). */
  typeId: string | number;
};

/** A scoring variable's form. Checked by the shared campaignVariableRule against the option's value type and the campaign's type: a failure is BAD_USER_INPUT. */
export type CampaignVariableInput = {
  /** Internal record id of the option (see Query.campaignOptions); Outreach-Dialer campaigns take only option 27. */
  optionId: string | number;
  /** Points a matching member scores; any finite number, 0 to 100 on an Outreach-Dialer campaign. */
  points: number;
  /** The compared value as text (at most 200 characters): a whole number for int, a nonzero number for < and >, 'true' or 'false' for boolean; may be empty for a valuePreset option, which stores its own preset. */
  value: string;
};

/** Cancelling an eligibility change (the modal's Cancel and the mailing-list cancel). */
export type CancelEligibilityChangeInput = {
  /** The eligibility change's record id. */
  id: string | number;
  /** The cancellation reason and ticket number, recorded in the change log: required, at most 4000 characters. */
  note: string;
};

/** Categorise a file. Validated by the shared categorizeFileRule: the adhoc category (id 1) takes no regex; any other needs a regex of at least 5 characters that matches the file's name. */
export type CategorizeFileInput = {
  /** Internal record id of the category to give it; 1 is adhoc. */
  categoryId: string | number;
  /** Internal record id of the uncategorised file. */
  fileId: string | number;
  /** The category pattern to create for the file's source (not for adhoc). */
  regex?: string | null | undefined;
  /** E-mail of someone to tell about the change (optional). */
  userToInform?: string | null | undefined;
};

/** Change Assignment. Validated by the shared changeAssignmentRule: an assignee unless unassign; the target the type's level needs. */
export type ChangeAssignmentInput = {
  /** The assignment type changed (e.g. 10 for the Clinical Director): a positive whole number, sent as a string or a number; a malformed, unknown or inactive type is BAD_USER_INPUT. */
  assignmentTypeId: string | number;
  /** Collaborating and designated physicians: the clinician (an APP). */
  clinicianId?: string | number | null | undefined;
  /** The new holder's employee id; required unless unassign. */
  employeeId?: string | number | null | undefined;
  /** Market-level types: the market (the Auditor Educator only in the Coding Quality market). */
  marketId?: string | number | null | undefined;
  /** Community-level types: the community row (x.yyy.000); neighborhood-level types: the neighborhood. */
  officeId?: string | number | null | undefined;
  /** End the current holder's assignment without giving it to anyone. */
  unassign?: boolean | null | undefined;
};

/** A permission claim on the user's identity token. */
export type Claim =
  /** `admin`: administers the tool (adds hospital facilities, edits reference data); granted and seen only by a superAdmin. */
  | 'ADMIN'
  /** `call-list-mgmt`: manages campaigns (agents, variables, scoring) and call-list filters, and works every campaign's list. */
  | 'CALL_LIST_MGMT'
  /** `dataMgmt` (data management): the Data Mgmt bulk flows, reference records (counties, contracts, cohorts), member exports and member data. */
  | 'DATA_MGMT'
  /** `deattribution-mgmt`: decides member deattribution (term) requests at any stage and approves the operations manager's terms in bulk. */
  | 'DEATTRIBUTION_MGMT'
  /** `dnc-mgmt`: decides do-not-contact requests (its own requests are processed at once) and generates the DNC report. */
  | 'DNC_MGMT'
  /** `eus` (end-user support): the admin menu and users' permissions (the Users page). */
  | 'EUS'
  /** `med-records`: requests CCD and progress-note extracts and downloads them. */
  | 'MED_RECORDS'
  /** `nh-mgmt` (neighborhood management): adds and edits neighborhoods, changes market assignments and runs the bulk neighborhood update. */
  | 'NH_MGMT'
  /** `os-team`: member of the operations support team. */
  | 'OS_TEAM'
  /** `provider-mgmt`: sees the providers' full columns and, together with nh-mgmt, edits provider details. */
  | 'PROVIDER_MGMT'
  /** `pt-mgmt` (patient management): changes member offices, marks contact details valid or invalid and, with dataMgmt, bulk-updates phone numbers. */
  | 'PT_MGMT'
  /** `superAdmin`: everything an admin can do, plus the audit trail, the developer pages, the claims export and granting admin claims. */
  | 'SUPER_ADMIN'
  /** `transfer-mgmt`: decides patient transfer requests and generates the transfer report. */
  | 'TRANSFER_MGMT';

/** Marks one phone number or e-mail address of a member valid or invalid. */
export type ContactValidityInput = {
  /** A phone or email id of the member. */
  id: string | number;
  /** The member's internal record id. */
  memberId: string | number;
  /** True: the number or address is valid; false: it is invalid. */
  valid: boolean;
};

/** Add and edit contract form. Validated by the shared contractRule. */
export type ContractInput = {
  /** Free text naming the risk-adjustment algorithm, at most 200 characters; blank is stored as null. */
  algorithm?: string | null | undefined;
  /** Calendar day the at-risk period starts, YYYY-MM-DD; null or omitted when none. */
  atRiskDt?: string | null | undefined;
  /** Free text saying where the contract applies, at most 200 characters; blank is stored as null. */
  geography?: string | null | undefined;
  /** The contract's name, required, at most 200 characters. */
  name: string;
  /** Not SelfPay. */
  payerId: string | number;
  /** Internal record id of the risk type (one of `riskTypes`); required. */
  riskTypeId: string | number;
  /** Calendar day the contract starts, YYYY-MM-DD; required and a real date. */
  startDt: string;
  /** Free-text status, at most 100 characters; blank is stored as null. */
  status?: string | null | undefined;
};

/** A new file type from a categorised file (its source and category). Validated by the shared fileTypeRule. */
export type CreateFileTypeInput = {
  /** At least one. */
  destinationIds: Array<string | number>;
  /** Internal record id of a file that has a category but no type; the new type takes its source and category. */
  fileId: string | number;
  /** At least 5 characters, ends with the file's extension, and matches the file's name. */
  regex: string;
};

/** A new facility. Validated by the shared hospitalFacilityCreateRule. */
export type CreateHospitalFacilityInput = {
  /** City of the address; required, at most 100 characters. */
  city: string;
  /** CESs of the market (assignment type 36). */
  communityEngagementSpecialistIds: Array<string | number>;
  /** The facility's own number: a positive whole number, sent as a string or a number; unique, and it cannot change later. */
  facilityId: string | number;
  /** The facility's name; required, at most 200 characters. */
  facilityName: string;
  /** Coordinates of the address as the address service resolved it, given together; none when typed by hand. */
  lat?: number | null | undefined;
  /** Longitude in decimal degrees (-180 to 180), given together with `lat`; none when the address was typed by hand. */
  lng?: number | null | undefined;
  /** Internal record id of the facility's market. */
  marketId: string | number;
  /** Optional note for the facility's change log, at most 1,000 characters. */
  note?: string | null | undefined;
  /** Optional; 10 digits when given. */
  npi?: string | null | undefined;
  /** Two-letter abbreviation from the states list. */
  state: string;
  /** Street line of the address; required, at most 200 characters. */
  street: string;
  /** 5 digits. */
  zip: string;
};

/** The care-team role whose metric set the dashboard shows; ALL is the union of the four sets. */
export type DashboardRole =
  /** Every metric of the four sets (a choice of the role toggle, never an employee's default role). */
  | 'ALL'
  /** Clinical Director (assignment type 10). */
  | 'CD'
  /** Community Medical Director (assignment type 2). */
  | 'CMD'
  /** Patient Care Coordinator (assignment type 26); also the default for an employee with none of the four types. */
  | 'PCC'
  /** Social Worker (assignment type 16). */
  | 'SW';

/** A column of the received files table that the list sorts by. */
export type DataFileField =
  /** The file's name. */
  | 'NAME'
  /** The time the file was received (DataFile.receivedDate). */
  | 'RECEIVED_DATE';

/** One sort key of the received files; keys apply in the order given, then the newest file first. */
export type DataFileSort = {
  /** Ascending or descending; ascending unless given. */
  direction?: SortDirection;
  /** The column sorted by. */
  field: DataFileField;
};

/** The tabs of the Deattribution dashboard. */
export type DeattributionTab =
  /** APP / CD Approval: changes in PENDING_APP_CD_REVIEW, reviewed by the APP (type 1) or CD (type 10) of the member's office. */
  | 'APP_CD'
  /** CMD Approval: changes in PENDING_CMD_REVIEW, reviewed by the CMD (type 2). */
  | 'CMD'
  /** Mailing List: changes in PENDING_MEMBER_INFORMED, LETTER_CREATED, LETTER_PRINTED or LETTER_PROCESSED, whose letters the mail house handles; nothing to decide. */
  | 'MAILING_LIST'
  /** OM Approval: changes in PENDING_OPS_MANAGER_REVIEW, reviewed by the OM (type 13) or PCT supervisor (type 32); Bulk Approve Terms works here. */
  | 'OM'
  /** Pending Termination: changes in PENDING_TERMINATION, waiting for their estimated process date; nothing to decide. */
  | 'PENDING_TERMINATION';

/** Who decides a DNC request: the CD, the OM, or nobody (dnc-mgmt requests are processed at once). */
export type DncApprovalType =
  /** The Clinical Director (assignment type 10) of the member's office decides: reasons 0 Clinical concern, 11 Hospice care and 12 Palliative care. */
  | 'CD'
  /** The Operations Manager (assignment type 13) of the member's office decides: every other reason, returns from DNC included. */
  | 'OM'
  /** Nobody decides: a DNC manager's (dnc-mgmt) own request, approved at once and handled by the requester; never pending. */
  | 'SKIP';

/** A decision on one pending DNC request. */
export type DncDecisionInput = {
  /** The decider's note; required, not blank, at most 4,000 characters. */
  handlerNote: string;
  /** Internal record id of the request. */
  id: string | number;
};

/** The columns of the DNC dashboard's tables that requests can be filtered and sorted by. */
export type DncRequestField =
  /** The member's AaneelId, the organisation's member number (like A123456789); text. */
  | 'AANEEL_ID'
  /** Whether the request was approved: true or false (EQUALS and NOT_EQUALS only). */
  | 'APPROVED'
  /** The member's community id, like 1.001; text. */
  | 'COMMUNITY_ID'
  /** When the request was decided; filtered as a calendar day, YYYY-MM-DD. */
  | 'HANDLED_AT'
  /** The decider's employee id (a number). */
  | 'HANDLED_BY_ID'
  /** The decider's full name; text. */
  | 'HANDLED_BY_NAME'
  /** The request's internal record id (a number). */
  | 'ID'
  /** Internal record id of the member's market (a number). */
  | 'MARKET_ID'
  /** The member's internal record id (a number). */
  | 'MEMBER_ID'
  /** The member's full name; text. */
  | 'MEMBER_NAME'
  /** Internal record id of the member's office (a number). */
  | 'OFFICE_ID'
  /** The DNC reason's id (a number, see `DncRequest.reasonId`). */
  | 'REASON'
  /** When the request was made; filtered as a calendar day, YYYY-MM-DD. */
  | 'REQUESTED_AT'
  /** The requester's employee id (a number). */
  | 'REQUESTED_BY_ID'
  /** The requester's full name; text. */
  | 'REQUESTED_BY_NAME';

/**
 * One column filter of a DNC table. Ids and numbers take EQUALS, NOT_EQUALS and IN; text columns
 * also CONTAINS, NOT_CONTAINS, STARTS_WITH and ENDS_WITH; dates the DATE_ modes and comparisons.
 * A mode the column does not take, or a value of the wrong kind, is BAD_USER_INPUT.
 */
export type DncRequestFilter = {
  /** The column filtered. */
  field: DncRequestField;
  /** How the column is compared with the value. */
  matchMode: MatchMode;
  /** The value as text (a number, true/false, or a day YYYY-MM-DD for dates), at most 200 characters; null or empty means no constraint. */
  value?: string | null | undefined;
  /** The values of an IN filter (at most 500); when absent, IN uses `value` alone. */
  values?: Array<string> | null | undefined;
};

/** One sort key of a DNC table; the tab's default order breaks ties (pending tabs oldest request first, History newest decision first). */
export type DncRequestSort = {
  /** Ascending or descending; ascending unless given. */
  direction?: SortDirection;
  /** The column sorted by. */
  field: DncRequestField;
};

/** The tabs of the Do Not Contact dashboard. */
export type DncTab =
  /** Pending, approval type CD */
  | 'CD'
  /** Handled requests */
  | 'HISTORY'
  /** Pending, approval type OM */
  | 'OM';

/** Fields the eligibility change tables filter and sort on. */
export type EligibilityChangeField =
  /** The member's AaneelId (text modes). */
  | 'AANEEL_ID'
  /** The member's community, like 1.001 (text modes). */
  | 'COMMUNITY_ID'
  /** When the change was requested (date modes, yyyy-mm-dd). */
  | 'DATE_ENTERED'
  /** The diagnosis date (date modes, yyyy-mm-dd). */
  | 'DIAGNOSIS_DATE'
  /** Whether the member is engaged (EQUALS, NOT_EQUALS with 'true' or 'false'). */
  | 'ENGAGED'
  /** The estimated process date of a change pending termination (date modes, yyyy-mm-dd). */
  | 'ESTIMATED_PROCESS_DATE'
  /** The change's record id (number: EQUALS, NOT_EQUALS, comparisons, IN). */
  | 'ID'
  /** The member's market record id (EQUALS, NOT_EQUALS, IN). */
  | 'MARKET_ID'
  /** The member's record id (EQUALS, NOT_EQUALS, IN). */
  | 'MEMBER_ID'
  /** The member's full name (text modes). */
  | 'MEMBER_NAME'
  /** The member's office record id (EQUALS, NOT_EQUALS, IN). */
  | 'OFFICE_ID'
  /** The member's payer record id (EQUALS, NOT_EQUALS, IN). */
  | 'PAYER_ID'
  /** The status, an EligibilityChangeStatus name (EQUALS, NOT_EQUALS, IN); the tab's own statuses always apply too. */
  | 'STATUS'
  /** The term reason's id (EQUALS, NOT_EQUALS, IN). */
  | 'TERM_REASON_ID';

/**
 * One column filter of an eligibility change table, ANDed with the others and with the tab's
 * statuses. At most 30 filters; text values at most 200 characters; an empty value means no
 * constraint. A match mode the field does not take is BAD_USER_INPUT 'Unsupported match mode'.
 */
export type EligibilityChangeFilter = {
  /** The column to filter. */
  field: EligibilityChangeField;
  /** How to compare; the modes each field takes are listed on EligibilityChangeField. */
  matchMode: MatchMode;
  /** The value for single-value modes: text, a number, yyyy-mm-dd or 'true'/'false'; null or empty for no constraint. */
  value?: string | null | undefined;
  /** The values for IN (at most 500). */
  values?: Array<string> | null | undefined;
};

/** One sort key; keys apply in the order given, then oldest entered first and id. */
export type EligibilityChangeSort = {
  /** Ascending (default) or descending. */
  direction?: SortDirection;
  /** The column to sort on. */
  field: EligibilityChangeField;
};

/**
 * Where an eligibility change stands. The server decides the next status: a Term goes APP / CD →
 * CMD → OM review, then through the mail house's letter steps to Pending Termination and Terminated;
 * a Return starts at OM review. REJECTED, CANCELLED, TERMINATED and RETURNED are final.
 */
export type EligibilityChangeStatus =
  /** Final: cancelled by a user holding both eus and dataMgmt. */
  | 'CANCELLED'
  /** The letter was sent; the change moves on to PENDING_TERMINATION in the same mail-house run (badge Completed). */
  | 'LETTER_COMPLETED'
  /** The mail house created the letter (Mailing List tab, badge Printing). */
  | 'LETTER_CREATED'
  /** The mail house printed the letter (Mailing List tab, badge Printing). */
  | 'LETTER_PRINTED'
  /** The mail house processed the letter (Mailing List tab, badge Processing). */
  | 'LETTER_PROCESSED'
  /** Waiting for the APP (type 1) or Clinical Director (type 10) of the member's office: the first stage of a Term (APP / CD Approval tab). */
  | 'PENDING_APP_CD_REVIEW'
  /** Waiting for the Community Medical Director (type 2) of the member's community (CMD Approval tab). */
  | 'PENDING_CMD_REVIEW'
  /** Approved: the member's letter is ready for the mail house (Mailing List tab, badge Ready). */
  | 'PENDING_MEMBER_INFORMED'
  /** Waiting for the Operations Manager (type 13) or patient care team supervisor (type 32), or a deattribution manager (OM Approval tab); the first stage of a Return. */
  | 'PENDING_OPS_MANAGER_REVIEW'
  /** The letter was sent; the member is terminated on the estimated process date, 30 days later (Pending Termination tab). */
  | 'PENDING_TERMINATION'
  /** Final: a reviewer rejected the change; the member stays as they were. */
  | 'REJECTED'
  /** Final: a Return was approved and the member is eligible again (term date and reason cleared). */
  | 'RETURNED'
  /** Final: the member was terminated (no longer eligible, term date and reason set). */
  | 'TERMINATED';

/** What an eligibility change does to the member's eligibility. */
export type EligibilityChangeType =
  /** Restore a termed member's eligibility; requested by admin or dataMgmt, reviewed at the OM stage only. */
  | 'RETURN'
  /** End the member's eligibility (a term, the deattribution): carries a term reason and a diagnosis date. */
  | 'TERM';

/**
 * What a reviewer leaves in the eligibility change modal for Approve, Reject or Update. Checked by
 * the modal's rule (schema/src/rules/approvals.ts): BAD_USER_INPUT with fieldErrors when it fails.
 */
export type EligibilityDecisionInput = {
  /** Ticked 'Abnormal Date Entered. Please Confirm it is valid!' */
  abnormalDateConfirmed?: boolean | null | undefined;
  /** Date of Deattribution Diagnosis, calendar day YYYY-MM-DD, not after today nor before 2000-01-01; omitted keeps the stored date. Required for a Term. */
  diagnosisDate?: string | null | undefined;
  /** The eligibility change's record id. */
  id: string | number;
  /** The reviewer's note, recorded in the change log: required, at most 4000 characters. */
  note: string;
  /** The term reason's id: omitted keeps the stored one on Approve and Reject; it can only be changed to Other (984000020), which needs viewerCan.update. Required for Update. */
  termReasonId?: string | number | null | undefined;
  /** External Patient Care Hand Off Plan (at most 4000 characters); omitted keeps the stored plan. Required to approve a hospice, hematology, nephrology or transplant/LVAD term of an engaged member by an assigned reviewer. */
  transitionPlan?: string | null | undefined;
};

/** The eligibility inquiry form: a ticket about the member's eligibility, for the payer. */
export type EligibilityInquiryInput = {
  /**
   * Required for Request Reattribution (Member should not have termed; Payer clinical term reason invalid;
   * Payer plan change term invalid; Other: please specify) and Confirm Eligibility (Conflicting eligibility
   * sources; Other: please specify); optional otherwise. At most 200 characters.
   */
  detail?: string | null | undefined;
  /** Request Reattribution, Confirm Eligibility, Payer Change or Other */
  inquiryType: string;
  /** The member's internal record id. */
  memberId: string | number;
  /** What to ask: required, not blank, at most 4000 characters. */
  notes: string;
};

/** Which members the Geo Dashboard shows, by engagement. */
export type EngagementFilter =
  /** Every eligible member. */
  | 'ALL'
  /** Engaged members only (they have had a visit with the care team). */
  | 'ENGAGED'
  /** Members not engaged only. */
  | 'UNENGAGED';

/** How a table filter compares its value. */
export type MatchMode =
  /** Text containing the value. */
  | 'CONTAINS'
  /** After the calendar day given (YYYY-MM-DD), that day excluded. */
  | 'DATE_AFTER'
  /** Before the calendar day given (YYYY-MM-DD), that day excluded. */
  | 'DATE_BEFORE'
  /** On the calendar day given (YYYY-MM-DD). */
  | 'DATE_IS'
  /** On any calendar day but the one given (YYYY-MM-DD). */
  | 'DATE_IS_NOT'
  /** Text ending with the value. */
  | 'ENDS_WITH'
  /** Equal to the value (text, number, flag or calendar day). */
  | 'EQUALS'
  /** Number or day above the value. */
  | 'GREATER_THAN'
  /** Number or day at or above the value. */
  | 'GREATER_THAN_OR_EQUAL'
  /** One of a list of values (the filter's `values`, at most 500). */
  | 'IN'
  /** Number or day below the value. */
  | 'LESS_THAN'
  /** Number or day at or below the value. */
  | 'LESS_THAN_OR_EQUAL'
  /** Text not containing the value. */
  | 'NOT_CONTAINS'
  /** Not equal to the value. */
  | 'NOT_EQUALS'
  /** Text starting with the value. */
  | 'STARTS_WITH';

/** Where a medical record request stands. */
export type MedicalRecordRequestStatus =
  /** Every member's files are in the extract: it can be downloaded. */
  | 'FINISHED'
  /** No member's files are loaded yet. */
  | 'PENDING'
  /** Some members' files are loaded or written, not all. */
  | 'PROCESSING';

/** Request DNC's form. */
export type MemberDncInput = {
  /** The member's internal record id. */
  memberId: string | number;
  /** Why: required, not blank, at most 4000 characters. */
  note: string;
  /** 0–17 or 20 for a request; removal is always 19 (Returned DNC). */
  reason: number;
};

/** Revoke drop-ins' form: makes the member ineligible for drop-ins. */
export type MemberDropInRevokeInput = {
  /** The member's internal record id. */
  memberId: string | number;
  /** An optional note, at most 4000 characters. */
  note?: string | null | undefined;
  /** Why, normally one of dropInIneligibleReasons: required, at most 200 characters. */
  reason: string;
};

/** Fields of a member that the members table filters and sorts on. */
export type MemberField =
  /** The AaneelId (text modes). */
  | 'AANEEL_ID'
  /** Street line of the home address (text modes). */
  | 'ADDRESS'
  /** City (text modes). */
  | 'CITY'
  /** The cohort's record id (EQUALS, NOT_EQUALS, IN). */
  | 'COHORT_ID'
  /** County name (text modes). */
  | 'COUNTY'
  /** Date of birth, compared as the calendar day given (date modes, yyyy-mm-dd). */
  | 'DATE_OF_BIRTH'
  /** The day of death (date modes, yyyy-mm-dd). */
  | 'DECEASED_DATE'
  /** The member is on do-not-contact (flag). */
  | 'DNC_PHONE'
  /** Drop-in visits are revoked (flag). */
  | 'DROPIN_INELIGIBLE'
  /** Eligible or not (flag). */
  | 'ELIGIBLE'
  /** E-mail address (text modes). */
  | 'EMAIL'
  /** Engaged or not (flag). */
  | 'ENGAGED'
  /** When the member became engaged (date modes, yyyy-mm-dd). */
  | 'ENGAGED_DATE'
  /** First name (text modes). */
  | 'FIRST_NAME'
  /** Full name (text modes). */
  | 'FULL_NAME'
  /** Gender code M, F or U (EQUALS, NOT_EQUALS, IN). */
  | 'GENDER'
  /** Home phone (text modes). */
  | 'HOME_PHONE'
  /** The member's record id (EQUALS, NOT_EQUALS, IN). */
  | 'ID'
  /** Last name (text modes). */
  | 'LAST_NAME'
  /** The market's record id (EQUALS, NOT_EQUALS, IN). */
  | 'MARKET_ID'
  /** The Medicare Beneficiary Identifier (text modes). */
  | 'MBI'
  /** The payer's member id (text modes). */
  | 'MEMBER_ID'
  /** Mobile phone (text modes). */
  | 'MOBILE_PHONE'
  /** Full name or Aaneel id (filter only: CONTAINS matches if either contains the value). */
  | 'NAME_OR_AANEEL_ID'
  /** The office's record id (EQUALS, NOT_EQUALS, IN). */
  | 'OFFICE_ID'
  /** The payer's record id (EQUALS, NOT_EQUALS, IN). */
  | 'PAYER_ID'
  /** A do-not-contact request awaits a decision (flag). */
  | 'PENDING_DNC'
  /** An eligibility change is open for the member (flag). */
  | 'PENDING_TRANSITION'
  /** Any of home, work or mobile phone (filter only: CONTAINS matches if one of the three contains the value). */
  | 'PHONE'
  /** The plan's record id (EQUALS, NOT_EQUALS, IN). */
  | 'PLAN_ID'
  /** The risk type's record id (EQUALS, NOT_EQUALS, IN). */
  | 'RISK_TYPE_ID'
  /** Two-letter state abbreviation (text modes). */
  | 'STATE'
  /** The day eligibility ended (date modes, yyyy-mm-dd). */
  | 'TERM_DATE'
  /** The term reason's id (EQUALS, NOT_EQUALS, IN). */
  | 'TERM_REASON_ID'
  /** Work phone (text modes). */
  | 'WORK_PHONE'
  /** Zip code (text modes). */
  | 'ZIP';

/**
 * One column filter. `value` for single-value match modes; `values` for IN. Text fields accept
 * EQUALS, NOT_EQUALS, CONTAINS, NOT_CONTAINS, STARTS_WITH, ENDS_WITH, IN; ids EQUALS, NOT_EQUALS, IN;
 * dates DATE_IS, DATE_IS_NOT, DATE_BEFORE, DATE_AFTER and comparisons (yyyy-mm-dd); flags EQUALS,
 * NOT_EQUALS ("true"/"false"). Anything else is the error 'Unsupported match mode'.
 */
export type MemberFilter = {
  /** The column to filter. */
  field: MemberField;
  /** How to compare (see above for the modes each kind of field takes). */
  matchMode: MatchMode;
  /** The value for single-value modes (at most 200 characters); null or empty for no constraint. */
  value?: string | null | undefined;
  /** The values for IN (at most 500). */
  values?: Array<string> | null | undefined;
};

/** The member page's header colour: orange for a pending transition, blue when eligible, red otherwise. */
export type MemberHeaderTone =
  /** Blue: the member is eligible and nothing is pending. */
  | 'ELIGIBLE'
  /** Red: the member is not eligible (termed) and nothing is pending. */
  | 'INELIGIBLE'
  /** Orange: an eligibility change (Term or Return) of the member awaits its decision (pendingTransition). */
  | 'PENDING';

/** An action that needs only the member and a note: Return Eligible, Remove DNC and Restore drop-ins. */
export type MemberNoteInput = {
  /** The member's internal record id. */
  memberId: string | number;
  /** Why: required, not blank, at most 4000 characters; kept with the change. */
  note: string;
};

/** Change Office's form: requests the member's transfer to another office. */
export type MemberOfficeChangeInput = {
  /** The member's internal record id. */
  memberId: string | number;
  /** Why: required, not blank, at most 4000 characters. */
  note: string;
  /** Internal id of the office to move the member to (one of memberOfficeChoices). */
  officeId: string | number;
};

/** The member proximity lookup. Validated by the shared memberProximityRule. */
export type MemberProximityInput = {
  /** Behavioral health: the member's recent behavioral-health indicator. */
  behavioralHealth?: TriState | null | undefined;
  /** Cancer indicated: the member's recent cancer indicator. */
  cancerIndicated?: TriState | null | undefined;
  /** How many members to return, 0 to 100 (default 20). */
  count?: number | null | undefined;
  /** Disengaged: no completed visit in the last 6 months. */
  disengaged?: TriState | null | undefined;
  /** Engaged: the member has had a visit with the care team. */
  engaged?: TriState | null | undefined;
  /** Leave out members who asked not to be contacted (DNC). */
  excludeDnc?: boolean | null | undefined;
  /** Leave out members with a drop-in in the last recentDropInDays days. */
  excludeRecentDropIn?: boolean | null | undefined;
  /** High needs: top 20% yearly cost, 3+ ER visits and admits in 6 months, or more than 6 current medications. */
  highNeeds?: TriState | null | undefined;
  /** Latitude of the address, decimal degrees (-90 to 90). */
  lat: number;
  /** Longitude of the address, decimal degrees (-180 to 180). */
  lng: number;
  /** Out of range: the member's home lies beyond the provider's maximum distance of every home base. */
  outOfRange?: TriState | null | undefined;
  /** The clinician (a provider) whose drop-in the lookup plans. */
  providerId: string | number;
  /** Recent admit: an Inpatient hospital census row admitted in the last 30 days. */
  recentAdmit?: TriState | null | undefined;
  /** The window of excludeRecentDropIn, in days, 1 to 365 (default 30). */
  recentDropInDays?: number | null | undefined;
  /** Recent ER visit: an ER hospital census row admitted in the last 30 days. */
  recentErVisit?: TriState | null | undefined;
  /** Visit scheduled: an appointment still Scheduled that starts in the future. */
  visitScheduled?: TriState | null | undefined;
};

/** One sort key of the members table; keys apply in the order given, then record id ascending. PHONE and NAME_OR_AANEEL_ID cannot be sorted (BAD_USER_INPUT). */
export type MemberSort = {
  /** Ascending (default) or descending. */
  direction?: SortDirection;
  /** The column to sort on. */
  field: MemberField;
};

/** Term Member's form: asks for the member's eligibility to end (an eligibility change of type Term). */
export type MemberTermInput = {
  /** yyyy-mm-dd, from 2000-01-01 to today. */
  diagnosisDate: string;
  /** The member's internal record id. */
  memberId: string | number;
  /** Why the member is termed: required, not blank, at most 4000 characters. */
  note: string;
  /** The term reason's id: one of viewerCan.termReasons (984000014–984000020; 984000016 only with assignment types 1, 2 or 10). */
  termReasonId: string | number;
  /** The member's transition plan, at most 4000 characters: required for a reason in viewerCan.transitionPlanReasonIds, optional otherwise. */
  transitionPlan?: string | null | undefined;
};

/** How the web formats a column's value. */
export type MetricColumnType =
  /** Yes / No. */
  | 'BOOLEAN'
  /** Dollars. */
  | 'CURRENCY'
  /** A calendar date (Date). */
  | 'DATE'
  /** A date-time (DateTime). */
  | 'DATETIME'
  /** A number (a count or a score). */
  | 'NUMBER'
  /** Plain text. */
  | 'TEXT'
  /** A list of texts (joined with ', '). */
  | 'TEXT_LIST';

/** The group a metric card sits in (the order of this enum is the order groups are laid out). */
export type MetricGroup =
  /** Action Needed: pending transfers, open and overdue tasks, missed visits not rescheduled. */
  | 'ACTION_NEEDED'
  /** EDD (expected discharge date): current inpatient and observation stays, and discharges expected soon. */
  | 'EDD'
  /** Engagement: recently engaged, IV complete at door, disengaged, and social-work and clinician visits. */
  | 'ENGAGEMENT'
  /** Medical Cost: high-needs patients. */
  | 'MEDICAL_COST'
  /** Panel: the actionable panel and the unengaged members. */
  | 'PANEL'
  /** Population Health: high PHQ-9 scores, polypharmacy, suggested medication management, behavioral-health needs. */
  | 'POPULATION_HEALTH'
  /** Utilization: recent acute utilization, frequent utilization, transition of care suggested. */
  | 'UTILIZATION';

/** What a drill-down row's expansion shows: the row's lastOutcome, its description, or 'N/A'. */
export type MetricRowExpansion =
  /** The row's description: the task's or admission's description (TASKS and ADMITS tables). */
  | 'DESCRIPTION'
  /** The row's lastOutcome: the member's latest communication outcome (MEMBERS tables). */
  | 'LAST_OUTCOME'
  /** 'N/A': nothing to expand (VISITS tables). */
  | 'NOT_AVAILABLE';

/** A field of a drill-down row; each value names the MetricRow field of the same name in camelCase (AANEEL_ID: aaneelId). */
export type MetricRowField =
  /** MetricRow.aaneelId: the member's AaneelId (column AANEEL ID). */
  | 'AANEEL_ID'
  /** MetricRow.acuteEventsSixMonths (column Acute Events (6 Months)). */
  | 'ACUTE_EVENTS_SIX_MONTHS'
  /** MetricRow.admissionDatetime (column Admitted). */
  | 'ADMISSION_DATETIME'
  /** MetricRow.annualCost (column Annual Cost). */
  | 'ANNUAL_COST'
  /** MetricRow.currentNumberOfMedications (column Medications). */
  | 'CURRENT_NUMBER_OF_MEDICATIONS'
  /** MetricRow.dischargeDatetime (column Discharged). */
  | 'DISCHARGE_DATETIME'
  /** MetricRow.dueDate: the task's due date (column Due). */
  | 'DUE_DATE'
  /** MetricRow.engagedDate (column Engaged Date). */
  | 'ENGAGED_DATE'
  /** MetricRow.expectedDischargeDate (column Expected Discharge). */
  | 'EXPECTED_DISCHARGE_DATE'
  /** A list: a column, never a sort key. */
  | 'HIGH_NEED_CRITERIA'
  /** MetricRow.isEngaged (column Engaged). */
  | 'IS_ENGAGED'
  /** MetricRow.lastAdmitDate (column Last Admit). */
  | 'LAST_ADMIT_DATE'
  /** MetricRow.lastCompletedVisitDate (column Last Completed Visit). */
  | 'LAST_COMPLETED_VISIT_DATE'
  /** MetricRow.lastIvVisitDate (column Last IV Visit). */
  | 'LAST_IV_VISIT_DATE'
  /** MetricRow.lastPhqScore (column Last PHQ-9). */
  | 'LAST_PHQ_SCORE'
  /** MetricRow.lastQuarterPaidPmpm (column Last Quarter Paid PMPM). */
  | 'LAST_QUARTER_PAID_PMPM'
  /** MetricRow.lastSocialWorkVisitDate (column Last SW Visit). */
  | 'LAST_SOCIAL_WORK_VISIT_DATE'
  /** MetricRow.lastVisitStatus: the visit's status (column Status). */
  | 'LAST_VISIT_STATUS'
  /** MetricRow.memberCurrentApp (column Current APP). */
  | 'MEMBER_CURRENT_APP'
  /** MetricRow.memberFullName: the member's name (column Member). */
  | 'MEMBER_FULL_NAME'
  /** MetricRow.nextAppointmentDate (column Next Appointment). */
  | 'NEXT_APPOINTMENT_DATE'
  /** MetricRow.office: the member's office name (column Office). */
  | 'OFFICE'
  /** MetricRow.priority: the task's priority (column Priority). */
  | 'PRIORITY'
  /** MetricRow.servicePlace (column Service Place). */
  | 'SERVICE_PLACE'
  /** MetricRow.socialWorkVisitsSixMonths (column SW Visits (6 Months)). */
  | 'SOCIAL_WORK_VISITS_SIX_MONTHS'
  /** MetricRow.stratification: the member's risk stratification (column Stratification). */
  | 'STRATIFICATION'
  /** MetricRow.termDate (column Term Date). */
  | 'TERM_DATE'
  /** MetricRow.title: the task's title (column Task). */
  | 'TITLE'
  /** MetricRow.totalQualityGaps (column Quality Gaps). */
  | 'TOTAL_QUALITY_GAPS'
  /** MetricRow.transferOffice (column Transfer To). */
  | 'TRANSFER_OFFICE'
  /** MetricRow.visitDatetime (column Visit). */
  | 'VISIT_DATETIME'
  /** MetricRow.visitType (column Visit Type). */
  | 'VISIT_TYPE';

/**
 * The sort key of a drill-down or the One List: one column of its table (never HIGH_NEED_CRITERIA), else
 * BAD_USER_INPUT. These tables sort by one column at a time, so their `sort` list takes at most one key.
 */
export type MetricRowSort = {
  /** Ascending (the default) or descending. */
  direction?: SortDirection;
  /** The column to sort by. */
  field: MetricRowField;
};

/** Which table a metric's drill-down shows. */
export type MetricTable =
  /** One row per hospital census row of a panel member (inpatient admission, ER visit or observation stay). */
  | 'ADMITS'
  /** One row per member of the panel (the offices' eligible, living, not termed members). */
  | 'MEMBERS'
  /** One row per care-team task on a panel member. */
  | 'TASKS'
  /** One row per appointment of a panel member. */
  | 'VISITS';

/** Where a drill-down row's view button goes: the member page (PLAIN), the member page at #assignments or #census, or the embedded Patient Cost Profiles inside the modal. */
export type MetricViewTarget =
  /** The member page at #assignments (Patients Requiring Transfer). */
  | 'ASSIGNMENTS'
  /** The member page at #census (Recent Acute Utilization). */
  | 'CENSUS'
  /** The member's Patient Cost Profiles, embedded inside the drill-down modal (High Needs Patients). */
  | 'COST_PROFILE'
  /** The member page as it opens (/member/{memberId}). */
  | 'PLAIN';

/** Fields the transfer tables filter and sort on. */
export type OfficeTransferField =
  /** The member's AaneelId (text modes). */
  | 'AANEEL_ID'
  /** The numeric changeStatus 1, 3, 4, 5 or 6 (EQUALS, NOT_EQUALS, IN); the tab's own statuses always apply too. */
  | 'CHANGE_STATUS'
  /** The member's community, like 1.001 (text modes). */
  | 'COMMUNITY_ID'
  /** The member's date of birth (date modes, yyyy-mm-dd). */
  | 'DATE_OF_BIRTH'
  /** The transfer's record id (EQUALS, NOT_EQUALS, IN). */
  | 'ID'
  /** The member's market record id (EQUALS, NOT_EQUALS, IN). */
  | 'MARKET_ID'
  /** The member's record id (EQUALS, NOT_EQUALS, IN). */
  | 'MEMBER_ID'
  /** The member's full name (text modes). */
  | 'MEMBER_NAME'
  /** The record id of the office the member moves to (EQUALS, NOT_EQUALS, IN). */
  | 'OFFICE_ID'
  /** When the transfer was requested (date modes, yyyy-mm-dd). */
  | 'REQUESTED_AT';

/**
 * One column filter of a transfer table, ANDed with the others and with the tab's statuses. At most
 * 30 filters; text values at most 200 characters; an empty value means no constraint. A match mode
 * the field does not take is BAD_USER_INPUT 'Unsupported match mode'.
 */
export type OfficeTransferFilter = {
  /** The column to filter. */
  field: OfficeTransferField;
  /** How to compare; the modes each field takes are listed on OfficeTransferField. */
  matchMode: MatchMode;
  /** The value for single-value modes: text, a number or yyyy-mm-dd; null or empty for no constraint. */
  value?: string | null | undefined;
  /** The values for IN (at most 500). */
  values?: Array<string> | null | undefined;
};

/** What the APP or CD/RVP leaves in the transfer drawer. */
export type OfficeTransferInput = {
  /** Acuity level reviewed; must be true to approve. Ignored on acknowledge. */
  acuityLevel?: boolean;
  /** Chart review done; must be true to approve. Ignored on acknowledge. */
  chartReview?: boolean;
  /** The transfer's record id. */
  id: string | number;
  /** Medication review done; must be true to approve. Ignored on acknowledge. */
  medReview?: boolean;
  /** How the care is handed over; required to approve. Ignored on acknowledge. */
  transferType?: TransferType | null | undefined;
  /** The APP's notes (at most 4000 characters): required to approve, and the reason when rejecting. Ignored on acknowledge. */
  transitionNotes?: string | null | undefined;
};

/** One sort key; keys apply in the order given, then oldest request first and id. */
export type OfficeTransferSort = {
  /** Ascending (default) or descending. */
  direction?: SortDirection;
  /** The column to sort on. */
  field: OfficeTransferField;
};

/** Where a patient transfer stands. */
export type OfficeTransferStatus =
  /** 3: approved by the APP, awaiting CD/RVP acknowledgement */
  | 'APP_APPROVED'
  /** 4: rejected by the APP, awaiting CD/RVP acknowledgement */
  | 'APP_REJECTED'
  /** 1: requested, waiting for the APP (type 1) of the member's current office to review it (APP Approval tab). */
  | 'PENDING_APP_REVIEW'
  /** 5: approval acknowledged; the member moved to the new office (final). */
  | 'PROCESSED'
  /** 6: rejection acknowledged; the member stays at their office (final). */
  | 'REJECTION_PROCESSED';

/** The level of a node of the dashboard's office tree. */
export type OfficeTreeNodeKind =
  /** A community of the market (offices X.YYY.*). */
  | 'COMMUNITY'
  /** A market (region). */
  | 'MARKET'
  /** A neighborhood office: the only kind with an officeId for the dashboard queries. */
  | 'OFFICE';

/** The mark beside a provider's name for their type (none for an APP). */
export type ProviderTypeMark =
  /** A clinical practice educator (CPE, assignment type 25; Care API type code 640802816), listed with the providers. */
  | 'CPE'
  /** An intensive APP (iAPP, assignment type 35; Care API type code 640860160). */
  | 'IAPP';

/** The order of a sorted column. */
export type SortDirection =
  /** Ascending: smallest, earliest or A first. */
  | 'ASC'
  /** Descending: largest, latest or Z first. */
  | 'DESC';

/** Create Ticket payload. Validated by the shared supportTicketRule. */
export type SupportTicketInput = {
  /** The tool (page) where the error happened: required, at most 200 characters. */
  erroredTool: string;
  /** Name of a file involved in the error (e.g. an upload), at most 255 characters; omit or null when none. */
  fileName?: string | null | undefined;
  /** Recent client log lines, attached to the ticket (at most 200 lines of 10,000 characters each); omit for none. */
  logs?: Array<string> | null | undefined;
  /** Who reports the problem: the signed-in user's e-mail (or name) as the web fills it in; required, at most 200 characters. */
  requestor: string;
  /** The ticket's subject line, e.g. '<error type> Error on <tool>': required, at most 200 characters. */
  subject: string;
  /** Steps To Replicate: free text, required, at most 5000 characters. */
  userNotes: string;
};

/** The tabs of the Patient Transfer dashboard. */
export type TransferTab =
  /** APP Approval: transfers in PENDING_APP_REVIEW, reviewed by the APP (type 1) of the member's office. */
  | 'APP'
  /** CD/RVP Approval: transfers in APP_APPROVED and APP_REJECTED, acknowledged by the CD (type 10) or RVP (type 9), or a transfer manager. */
  | 'CD_RVP';

/** How the APP hands the member's care over to the new office, chosen when approving. */
export type TransferType =
  /** Clinician to Clinician Review Only: the clinicians review the member's case between themselves. */
  | 'CLINICIAN_TO_CLINICIAN_REVIEW_ONLY'
  /** Face-to-Face with Patient. */
  | 'FACE_TO_FACE_WITH_PATIENT'
  /** Phone Call to Patient. */
  | 'PHONE_CALL_TO_PATIENT';

/** A filter of the proximity lookup: a member must match (YES) or not match (NO), need not (EITHER), or belongs to the OR group (matches when any OR filter matches). */
export type TriState =
  /** The trait is not looked at. */
  | 'EITHER'
  /** The member must not have the trait. */
  | 'NO'
  /** One of the OR group: the member must have at least one of the traits marked OR. */
  | 'OR'
  /** The member must have the trait. */
  | 'YES';

/** A category pattern's edit (Category Configs). */
export type UpdateCategoryPatternInput = {
  /** Internal record id of the category the matching files get; not adhoc (1). */
  categoryId: string | number;
  /** The pattern's regular expression: at least 5 characters, at most 200. */
  regex: string;
  /** Internal record id of the source whose files the pattern categorises. */
  sourceId: string | number;
};

/** A source's edit (Sources). */
export type UpdateFileSourceInput = {
  /** List the source on the left of the File Dashboard. */
  displayOnDashboard: boolean;
  /** The source's name: required, at most 100 characters. */
  name: string;
  /** Internal record id of the payer whose data the source delivers; null for none. */
  payerId?: string | number | null | undefined;
};

/** A file type's edit (Type Configs). */
export type UpdateFileTypeInput = {
  /** Internal record id of the category the type's files have. */
  categoryId: string | number;
  /** At least one. */
  destinationIds: Array<string | number>;
  /** The type's regular expression: at least 5 characters, at most 200. */
  regex: string;
  /** Internal record id of the source whose files the type recognises. */
  sourceId: string | number;
};

/** A facility's edit: its facility id stays. Validated by the shared hospitalFacilityUpdateRule. */
export type UpdateHospitalFacilityInput = {
  /** City of the address; required, at most 100 characters. */
  city: string;
  /** Employee ids of the CESs covering the facility after the edit (assignment type 36 in the facility's market, at most 20); replaces the current list. */
  communityEngagementSpecialistIds: Array<string | number>;
  /** The facility's name; required, at most 200 characters. */
  facilityName: string;
  /** Coordinates of the address as the address service resolved it, given together; left out keeps the stored ones, null clears them. */
  lat?: number | null | undefined;
  /** Longitude in decimal degrees (-180 to 180), given together with `lat`; left out keeps the stored one, null clears it. */
  lng?: number | null | undefined;
  /** Moving the facility to another market needs CESs of that market. */
  marketId: string | number;
  /** Optional note for the facility's change log, at most 1,000 characters. */
  note?: string | null | undefined;
  /** The NPI: 10 digits; blank or null clears it. */
  npi?: string | null | undefined;
  /** Two-letter state abbreviation from the states list. */
  state: string;
  /** Street line of the address; required, at most 200 characters. */
  street: string;
  /** Zip code, 5 digits. */
  zip: string;
};

/** Market edit form. Validated by the shared marketEditRule. */
export type UpdateMarketInput = {
  /** Street address; required, not blank. */
  address: string;
  /** City; required, not blank. */
  city: string;
  /** E-mail address of the fax drive; blank or null for none. */
  faxDriveEmail?: string | null | undefined;
  /** Id of the fax shared drive (opaque text), at most 200 characters; null for none. */
  faxDriveId?: string | number | null | undefined;
  /** Exactly 10 digits. */
  phone: string;
  /** Id of the QuantaFlo shared drive (opaque text), at most 200 characters; null for none. */
  quantaFloDriveId?: string | number | null | undefined;
  /** Two-letter state abbreviation; null or absent leaves it unset. */
  stateAbbrev?: string | null | undefined;
  /** At least 5 digits. */
  zipCode: string;
};

/** Edit a neighborhood. Validated by the shared neighborhoodEditRule; something must change. */
export type UpdateNeighborhoodInput = {
  /** Whether the neighborhood is active (live: offered by the lookups and counted in the reports). */
  active: boolean;
  /** Three capital letters, a space, three digits (like ABC 123). */
  commonName: string;
  /** Whether the neighborhood is outreaching (taking part in member outreach; a flag shown on the Neighborhoods page that no rule of the graph reads). */
  outreaching: boolean;
};

/** A provider row's edit. Validated by the shared providerEditRule. */
export type UpdateProviderDetailsInput = {
  /** 1 or 2. */
  dailyIvLimit: number;
  /** The provider's Care API employee id; the provider must hold an APP type in the market. */
  employeeId: string | number;
  /** May make face-to-face (in-person) visits. */
  f2FEligible: boolean;
  /** Miles, above zero. */
  maxDistanceFromHB: number;
  /** Eligible for PSV visits. */
  psvEligible: boolean;
  /** May make telehealth visits. */
  telehealthEligible: boolean;
};

/** A workbook the tool embeds. */
export type Workbook =
  /** Open quality gaps per measure and neighborhood. */
  | 'HEDIS_GAPS'
  /** Members in the top 20% of yearly cost (Medical Cost). */
  | 'HIGH_NEEDS'
  /** Members and measures per neighborhood. */
  | 'ONE_LIST'
  /** One member's cost and hospital use month by month (Medical Cost); needs memberId. */
  | 'PATIENT_COST_PROFILES';

/** The colours a workbook is drawn in: the web client's colour mode. */
export type WorkbookTheme =
  /** Light text on a dark background. */
  | 'DARK'
  /** Dark text on a light background. */
  | 'LIGHT';

export type ClusterLoadQueryVariables = Exact<{ [key: string]: never; }>;


export type ClusterLoadQuery = { viewer: { name: string | null }, markets: Array<{ id: string }> };

export type ClusterWhoAmIQueryVariables = Exact<{ [key: string]: never; }>;


export type ClusterWhoAmIQuery = { viewer: { name: string | null } };

export type ClusterLogCallMutationVariables = Exact<{
  c: string | number;
  m: string | number;
}>;


export type ClusterLogCallMutation = { logCall: { memberId: string } };

export type ClusterApproveDncMutationVariables = Exact<{
  input: DncDecisionInput;
}>;


export type ClusterApproveDncMutation = { approveDncRequest: { request: { id: string } } };

export type A11yMemberQueryVariables = Exact<{ [key: string]: never; }>;


export type A11yMemberQuery = { members: { nodes: Array<{ id: string }> } };

export type GeoTestHexesQueryVariables = Exact<{
  marketId: string | number;
  layer: number;
}>;


export type GeoTestHexesQuery = { marketHexes: Array<{ hex: string, count: number }> };

export type ProximityTestCliniciansQueryVariables = Exact<{
  types?: Array<string | number> | string | number | null | undefined;
}>;


export type ProximityTestCliniciansQuery = { employees: Array<{ id: string, fullName: string }> };

export type MembersTestOneQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersTestOneQuery = { members: { nodes: Array<{ id: string, lastName: string, memberId: string }> } };

export type MembersTestOldestQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersTestOldestQuery = { members: { nodes: Array<{ id: string, fullName: string, dateOfBirth: string }> } };

export type ApproveDncOnReplicaMutationVariables = Exact<{
  input: DncDecisionInput;
}>;


export type ApproveDncOnReplicaMutation = { approveDncRequest: { request: { id: string } } };

export type ApproveDncRequestMutationVariables = Exact<{
  input: DncDecisionInput;
}>;


export type ApproveDncRequestMutation = { approveDncRequest: { request: { id: string, tab: DncTab } } };

export type ApprovalQueuesDeattributionTabCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalQueuesDeattributionTabCountsQuery = { deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }>, eligibilityChanges: { totalCount: number } };

export type CallListSubscriptionCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type CallListSubscriptionCampaignsQuery = { campaigns: Array<{ id: string, active: boolean }>, myCampaigns: Array<{ id: string }> };

export type CallListSubscriptionMyCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type CallListSubscriptionMyCampaignsQuery = { myCampaigns: Array<{ id: string }> };

export type CallListSubscriptionLogCallMutationVariables = Exact<{
  c: string | number;
  m: string | number;
}>;


export type CallListSubscriptionLogCallMutation = { logCall: { memberId: string } };

export type CallListSubscriptionLogCall2MutationVariables = Exact<{
  c: string | number;
  m: string | number;
}>;


export type CallListSubscriptionLogCall2Mutation = { logCall: { memberId: string } };

export type CallListSubscriptionHeldQueryVariables = Exact<{
  id: string | number;
}>;


export type CallListSubscriptionHeldQuery = { callList: { version: number, entries: Array<{ memberId: string, aaneelId: string, fullName: string, points: number, primaryDriver: string | null, lastCallAttempt: string | null }> } };

export type DrainCallListUpdatesSubscriptionVariables = Exact<{
  campaignId: string | number;
}>;


export type DrainCallListUpdatesSubscription = { callListUpdates: { version: number, previousVersion: number | null, list: { version: number, entries: Array<{ memberId: string }> } | null } };

export type DrainSlowCallListQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type DrainSlowCallListQuery = { callList: { version: number, size: number } };

export type GoogleSuggestQueryVariables = Exact<{
  input: string;
}>;


export type GoogleSuggestQuery = { addressSuggestions: Array<{ placeId: string, description: string, mainText: string, secondaryText: string | null }> };

export type GoogleResolveQueryVariables = Exact<{
  placeId: string | number;
}>;


export type GoogleResolveQuery = { resolvedAddress: { placeId: string, formattedAddress: string, street: string | null, city: string | null, state: string | null, zip: string | null, county: string | null, country: string, lat: number, lng: number } | null };

export type HttpAnswerLengthQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpAnswerLengthQuery = { viewer: { uid: string } };

export type HubRestartViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type HubRestartViewerQuery = { viewer: { name: string | null }, myCampaigns: Array<{ id: string }> };

export type MembersAnyOfFiltersMembersQueryVariables = Exact<{
  filters?: Array<MemberFilter> | MemberFilter | null | undefined;
  take?: number | null | undefined;
}>;


export type MembersAnyOfFiltersMembersQuery = { members: { totalCount: number, nodes: Array<{ id: string, homePhone: string | null, workPhone: string | null, mobilePhone: string | null }> } };

export type MembersAnyOfFiltersMembers2QueryVariables = Exact<{ [key: string]: never; }>;


export type MembersAnyOfFiltersMembers2Query = { members: { nodes: Array<{ id: string, aaneelId: string, lastName: string }> } };

export type MembersAnyOfFiltersByNameQueryVariables = Exact<{
  name?: string | null | undefined;
}>;


export type MembersAnyOfFiltersByNameQuery = { members: { totalCount: number, nodes: Array<{ id: string, lastName: string, firstName: string }> } };

export type ObservedMemberRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type ObservedMemberRecordQuery = { memberRecord: { id: string, fullName: string } | null };

export type ObservedMemberSearchQueryVariables = Exact<{
  filters?: Array<MemberFilter> | MemberFilter | null | undefined;
  take?: number | null | undefined;
}>;


export type ObservedMemberSearchQuery = { members: { totalCount: number } };

export type ProcessClusterCallListUpdatesSubscriptionVariables = Exact<{
  campaignId: string | number;
}>;


export type ProcessClusterCallListUpdatesSubscription = { callListUpdates: { version: number, previousVersion: number | null, removed: Array<string>, list: { entries: Array<{ memberId: string }> } | null } };

export type ReferenceCacheMarketsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceCacheMarketsQuery = { markets: Array<{ id: string, name: string, phone: string | null }> };

export type ReferenceCacheUpdateMarketMutationVariables = Exact<{
  id: string | number;
  input: UpdateMarketInput;
}>;


export type ReferenceCacheUpdateMarketMutation = { updateMarket: { id: string, phone: string | null } };

export type ReferenceCacheMarketQueryVariables = Exact<{
  id: string | number;
}>;


export type ReferenceCacheMarketQuery = { market: { phone: string | null, address: string | null, city: string | null, zipCode: string | null, stateAbbrev: string | null, faxDriveEmail: string | null, faxDriveId: string | null, quantaFloDriveId: string | null } | null };

export type ReplicasViewerNameQueryVariables = Exact<{ [key: string]: never; }>;


export type ReplicasViewerNameQuery = { viewer: { name: string | null } };

export type ReplicasChangeAssignmentMutationVariables = Exact<{
  input: ChangeAssignmentInput;
}>;


export type ReplicasChangeAssignmentMutation = { changeAssignment: { assigned: { id: string } | null } };

export type ReplicasMineDncRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReplicasMineDncRequestsQuery = { dncRequests: { nodes: Array<{ id: string }> } };

export type ReplicasAuditEventsQueryVariables = Exact<{
  requestId?: string | number | null | undefined;
}>;


export type ReplicasAuditEventsQuery = { auditEvents: { totalCount: number, nodes: Array<{ action: string, uid: string | null, outcome: AuditOutcome, requestId: string, targets: Array<{ key: string, value: string }> }> } };

export type DncQueryVariables = Exact<{
  tab: DncTab;
  mine?: boolean | null | undefined;
  filters?: Array<DncRequestFilter> | DncRequestFilter | null | undefined;
  take?: number | null | undefined;
}>;


export type DncQuery = { dncRequests: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean }, nodes: Array<{ id: string, tab: DncTab, viewerCan: { approve: boolean, decide: { allowed: boolean, reason: string | null } } }> }, dncTabCounts: Array<{ tab: DncTab, count: number, mine: number | null }> };

export type CanQueryVariables = Exact<{ [key: string]: never; }>;


export type CanQuery = { viewer: { can: { manageCampaigns: boolean, exportClaims: boolean, exportMembers: boolean, bulkApproveTerms: boolean, downloadMailingList: boolean, downloadTerminationOverview: boolean, downloadDncReport: boolean, downloadTransferReport: boolean, readAuditTrail: boolean, addMember: boolean } } };

export type MembersQueryVariables = Exact<{
  filters?: Array<MemberFilter> | MemberFilter | null | undefined;
  sort?: Array<MemberSort> | MemberSort | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type MembersQuery = { members: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean }, nodes: Array<{ id: string, firstName: string, lastName: string, dateOfBirth: string, eligible: boolean, marketId: string, officeId: string | null, payer: { id: string, name: string } | null }> } };

export type ViewerMembersViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerMembersViewerQuery = { viewer: { uid: string, name: string | null, claims: Array<Claim>, employeeId: string | null, employee: { id: string, fullName: string } | null } };

export type ViewerMembersViewer2QueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerMembersViewer2Query = { viewer: { uid: string, name: string | null, claims: Array<Claim> } };

export type ViewerMembersViewer3QueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerMembersViewer3Query = { viewer: { uid: string } };

export type ViewerMembersViewer4QueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerMembersViewer4Query = { viewer: { uid: string } };

export type ViewerMembersHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerMembersHealthQuery = { health: string };

export type ViewerMembersHealth2QueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerMembersHealth2Query = { health: string, viewer: { uid: string } };

export type FFragment = { viewer: { uid: string } };

export type ViewerMembersMembersQueryVariables = Exact<{
  take?: number | null | undefined;
}>;


export type ViewerMembersMembersQuery = { members: { nodes: Array<{ id: string, office: { id: string, name: string } | null, market: { id: string, name: string } | null }> } };

export type ViewerMembers_SchemaQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerMembers_SchemaQuery = { __schema: { queryType: { name: string | null } } };

export type ViewerMembers_Schema2QueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerMembers_Schema2Query = { __schema: { queryType: { name: string | null } } };

export type ViewerMembers_Schema3QueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerMembers_Schema3Query = { __schema: { queryType: { name: string | null } } };

export type AdminClaimsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminClaimsQuery = { claims: Array<{ key: string }> };

export type AdminUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUsersQuery = { users: Array<{ uid: string, displayName: string | null, email: string | null, disabled: boolean, active: boolean, employeeId: string | null, claims: Array<Claim>, employee: { id: string, fullName: string } | null, viewerCan: { grantClaims: boolean } }> };

export type AdminUsers2QueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUsers2Query = { users: Array<{ uid: string }> };

export type AdminUserQueryVariables = Exact<{
  uid: string | number;
}>;


export type AdminUserQuery = { user: { uid: string, displayName: string | null, email: string | null, disabled: boolean, active: boolean, employeeId: string | null, claims: Array<Claim>, employee: { id: string, fullName: string } | null, viewerCan: { grantClaims: boolean } } | null };

export type AdminUser2QueryVariables = Exact<{
  uid: string | number;
}>;


export type AdminUser2Query = { user: { employeeId: string | null, employee: { id: string } | null } | null };

export type AdminUser3QueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUser3Query = { user: { uid: string } | null };

export type AdminClaims2QueryVariables = Exact<{ [key: string]: never; }>;


export type AdminClaims2Query = { claims: Array<{ claim: Claim, key: string, name: string, description: string, viewerCanGrant: boolean }> };

export type AdminClaims3QueryVariables = Exact<{ [key: string]: never; }>;


export type AdminClaims3Query = { claims: Array<{ key: string }> };

export type AdminGrantClaimMutationVariables = Exact<{
  uid: string | number;
  claim: Claim;
}>;


export type AdminGrantClaimMutation = { grantClaim: { uid: string, claims: Array<Claim> } };

export type AdminRevokeClaimMutationVariables = Exact<{
  uid: string | number;
  claim: Claim;
}>;


export type AdminRevokeClaimMutation = { revokeClaim: { uid: string, claims: Array<Claim> } };

export type AdminClaims4QueryVariables = Exact<{ [key: string]: never; }>;


export type AdminClaims4Query = { claims: Array<{ claim: Claim }> };

export type AdminClaims5QueryVariables = Exact<{ [key: string]: never; }>;


export type AdminClaims5Query = { claims: Array<{ claim: Claim }> };

export type AnalyticsWorkbookEmbedQueryVariables = Exact<{
  workbook: Workbook;
  memberId?: string | number | null | undefined;
  theme?: WorkbookTheme | null | undefined;
}>;


export type AnalyticsWorkbookEmbedQuery = { workbookEmbed: { workbook: Workbook, url: string, expiresAt: string } };

export type AnalyticsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsViewerQuery = { viewer: { can: { viewMedicalCost: { allowed: boolean, reason: string | null } } } };

export type ApprovalsMineEligibilityChangesQueryVariables = Exact<{
  mine?: boolean | null | undefined;
}>;


export type ApprovalsMineEligibilityChangesQuery = { eligibilityChanges: { nodes: Array<{ id: string, member: { communityId: string | null, officeName: string | null }, assignedEmployees: Array<{ id: string }>, viewerCan: { decide: { allowed: boolean, reason: string | null } } }> } };

export type ApprovalsMineRejectDncRequestMutationVariables = Exact<{
  input: DncDecisionInput;
}>;


export type ApprovalsMineRejectDncRequestMutation = { rejectDncRequest: { request: { id: string } } };

export type ApprovalsMineApproveEligibilityChangeMutationVariables = Exact<{
  input: EligibilityDecisionInput;
}>;


export type ApprovalsMineApproveEligibilityChangeMutation = { approveEligibilityChange: { change: { id: string } } };

export type ApprovalsMineAcknowledgeOfficeTransferMutationVariables = Exact<{
  input: OfficeTransferInput;
}>;


export type ApprovalsMineAcknowledgeOfficeTransferMutation = { acknowledgeOfficeTransfer: { message: string } };

export type ApprovalsMineDncTabCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalsMineDncTabCountsQuery = { dncTabCounts: Array<{ tab: DncTab, count: number, mine: number | null }> };

export type ApprovalsMineDncTabCounts2QueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalsMineDncTabCounts2Query = { dncTabCounts: Array<{ tab: DncTab, count: number, mine: number | null }> };

export type ApprovalsMineDncRequestsQueryVariables = Exact<{
  filters?: Array<DncRequestFilter> | DncRequestFilter | null | undefined;
}>;


export type ApprovalsMineDncRequestsQuery = { dncRequests: { totalCount: number, nodes: Array<{ member: { communityId: string | null } }> } };

export type ApprovalsMineOfficeTransfersQueryVariables = Exact<{
  filters?: Array<OfficeTransferFilter> | OfficeTransferFilter | null | undefined;
}>;


export type ApprovalsMineOfficeTransfersQuery = { officeTransfers: { totalCount: number, nodes: Array<{ member: { communityId: string | null } }> } };

export type ApprovalsMineMyWorkQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalsMineMyWorkQuery = { myWork: { queues: Array<{ dashboard: ApprovalDashboard, tab: string, label: string, mine: number }>, callLists: Array<{ campaignId: string, campaignName: string, size: number }> } };

export type ApprovalsMineMyCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalsMineMyCampaignsQuery = { myCampaigns: Array<{ id: string, name: string }> };

export type ApprovalsMineCallListSizeQueryVariables = Exact<{
  id: string | number;
}>;


export type ApprovalsMineCallListSizeQuery = { callList: { size: number } };

export type ApprovalsMineMyWork2QueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalsMineMyWork2Query = { myWork: { queues: Array<{ tab: string, mine: number }> } };

export type ApprovalsMineMyWork3QueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovalsMineMyWork3Query = { myWork: { callLists: Array<{ campaignId: string, campaignName: string, size: number }> } };

export type AvailabilityAppAvailabilityQueryVariables = Exact<{
  input: AvailabilityInput;
}>;


export type AvailabilityAppAvailabilityQuery = { appAvailability: { start: string, end: string, view: AvailabilityView, dates: Array<string>, markets: Array<{ marketId: string, name: string, ivCount: number, ivOpportunityCount: number, communities: Array<{ communityId: string, name: string, ivCount: number, ivOpportunityCount: number, providers: Array<{ providerId: string, name: string, engineerType: number | null, typeMark: ProviderTypeMark | null, dailyIvLimit: number, ivCount: number, ivOpportunityCount: number, days: Array<{ date: string, ivCount: number, ivOpportunityCount: number, availabilityPercentage: number, optimizationPercentage: number, eventCount: number, totalEventTime: number, totalDriveTime: number }> }> }> }> } };

export type AvailabilityAvailabilityDaySummaryQueryVariables = Exact<{
  providerId: string | number;
  date: string;
}>;


export type AvailabilityAvailabilityDaySummaryQuery = { availabilityDaySummary: { providerId: string, name: string, date: string, dailyIvLimit: number, typeMark: ProviderTypeMark | null, totalEventTime: number, totalDriveTime: number, events: Array<{ eventType: string, start: string, finish: string, duration: number, travelTimeAfter: number, isIV: boolean, isVisit: boolean }> } };

export type CallListFiltersCallListFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type CallListFiltersCallListFiltersQuery = { callListFilters: Array<{ id: string }> };

export type CallListFiltersCallListFilters2QueryVariables = Exact<{ [key: string]: never; }>;


export type CallListFiltersCallListFilters2Query = { callListFilters: Array<{ id: string, name: string, addedBy: string, addedAt: string, memberCount: number, campaignId: string | null, campaignName: string | null, isExclusive: boolean, isGlobal: boolean }> };

export type CallListFiltersCallListFilters3QueryVariables = Exact<{ [key: string]: never; }>;


export type CallListFiltersCallListFilters3Query = { callListFilters: Array<{ id: string }> };

export type CallListFiltersCallListFilters4QueryVariables = Exact<{ [key: string]: never; }>;


export type CallListFiltersCallListFilters4Query = { callListFilters: Array<{ id: string, name: string, addedBy: string, addedAt: string, memberCount: number, campaignId: string | null, campaignName: string | null, isExclusive: boolean, isGlobal: boolean }> };

export type CallListFiltersDeleteCallListFilterMutationVariables = Exact<{
  id: string | number;
}>;


export type CallListFiltersDeleteCallListFilterMutation = { deleteCallListFilter: Array<{ id: string, name: string, addedBy: string, addedAt: string, memberCount: number, campaignId: string | null, campaignName: string | null, isExclusive: boolean, isGlobal: boolean }> };

export type CallListFiltersDeleteCallListFilter2MutationVariables = Exact<{ [key: string]: never; }>;


export type CallListFiltersDeleteCallListFilter2Mutation = { deleteCallListFilter: Array<{ id: string }> };

export type CampaignsCampaignTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsCampaignTypesQuery = { campaignTypes: Array<{ id: string }> };

export type CampaignsTestCampaignFragment = { id: string, name: string, note: string, active: boolean, createdAt: string, createdById: string | null, deactivatedAt: string | null, restDays: number, numAgentsAssigned: number, isExclusive: boolean, callListId: string | null, skillId: string | null, type: { id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null }, market: { id: string, name: string } | null, variables: Array<{ id: string, campaignId: string, value: string, valueShown: string, points: number, createdAt: string, option: { id: string, name: string, valueType: string, active: boolean } }>, assignments: Array<{ id: string, campaignId: string, campaignName: string, employeeId: string, employeeName: string, createdBy: string, createdAt: string }>, viewerCan: { manage: boolean, work: boolean } };

export type CampaignsTestVariableValuesFragment = { id: string, variables: Array<{ id: string, value: string, points: number, option: { id: string } }> };

export type CampaignsCallListQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignsCallListQuery = { callList: { campaignId: string, listDate: string, version: number, size: number, entries: Array<{ memberId: string, aaneelId: string, fullName: string, points: number, primaryDriver: string | null, lastCallAttempt: string | null }> } };

export type CampaignsCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsCampaignsQuery = { campaigns: Array<{ id: string, name: string, note: string, active: boolean, createdAt: string, createdById: string | null, deactivatedAt: string | null, restDays: number, numAgentsAssigned: number, isExclusive: boolean, callListId: string | null, skillId: string | null, type: { id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null }, market: { id: string, name: string } | null, variables: Array<{ id: string, campaignId: string, value: string, valueShown: string, points: number, createdAt: string, option: { id: string, name: string, valueType: string, active: boolean } }>, assignments: Array<{ id: string, campaignId: string, campaignName: string, employeeId: string, employeeName: string, createdBy: string, createdAt: string }>, viewerCan: { manage: boolean, work: boolean } }> };

export type CampaignsCampaigns2QueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsCampaigns2Query = { campaigns: Array<{ id: string, a: Array<{ id: string }>, b: Array<{ points: number }>, market: { name: string } | null }>, again: Array<{ id: string, variables: Array<{ id: string }> }> };

export type CampaignsCampaignQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignsCampaignQuery = { campaign: { id: string, name: string } | null, missing: { id: string } | null };

export type CampaignsCampaignTypes2QueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsCampaignTypes2Query = { campaignTypes: Array<{ id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null }>, campaignOptions: Array<{ id: string, name: string, valueType: string, active: boolean }> };

export type CampaignsCampaigns3QueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsCampaigns3Query = { campaigns: Array<{ id: string }> };

export type CampaignsRescoreCampaignMutationVariables = Exact<{ [key: string]: never; }>;


export type CampaignsRescoreCampaignMutation = { rescoreCampaign: { scores: Array<{ points: number }> } };

export type CampaignsCreateCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type CampaignsCreateCampaignMutation = { createCampaign: { id: string, name: string, note: string, active: boolean, createdAt: string, createdById: string | null, deactivatedAt: string | null, restDays: number, numAgentsAssigned: number, isExclusive: boolean, callListId: string | null, skillId: string | null, type: { id: string, type: string, isDialer: boolean, needsMemberList: boolean, documentationUrl: string | null }, market: { id: string, name: string } | null, variables: Array<{ id: string, campaignId: string, value: string, valueShown: string, points: number, createdAt: string, option: { id: string, name: string, valueType: string, active: boolean } }>, assignments: Array<{ id: string, campaignId: string, campaignName: string, employeeId: string, employeeName: string, createdBy: string, createdAt: string }>, viewerCan: { manage: boolean, work: boolean } } };

export type CampaignsUpdateCampaignMutationVariables = Exact<{
  id: string | number;
  input: CampaignInput;
}>;


export type CampaignsUpdateCampaignMutation = { updateCampaign: { id: string, name: string, restDays: number, numAgentsAssigned: number, market: { id: string } | null } };

export type CampaignsDeactivateCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type CampaignsDeactivateCampaignMutation = { deactivateCampaign: { id: string, active: boolean, deactivatedAt: string | null, deactivatedById: string | null } };

export type CampaignsCreateCampaign2MutationVariables = Exact<{
  input: CampaignInput;
}>;


export type CampaignsCreateCampaign2Mutation = { createCampaign: { id: string } };

export type CampaignsCreateCampaignVariableMutationVariables = Exact<{
  id: string | number;
  input: CampaignVariableInput;
}>;


export type CampaignsCreateCampaignVariableMutation = { createCampaignVariable: { id: string } };

export type CampaignsCreateCampaignVariable2MutationVariables = Exact<{
  id: string | number;
  input: CampaignVariableInput;
}>;


export type CampaignsCreateCampaignVariable2Mutation = { createCampaignVariable: { id: string } };

export type CampaignsCreateCampaignVariable3MutationVariables = Exact<{
  id: string | number;
  input: CampaignVariableInput;
}>;


export type CampaignsCreateCampaignVariable3Mutation = { createCampaignVariable: { id: string } };

export type CampaignsCreateCampaignVariable4MutationVariables = Exact<{
  id: string | number;
  input: CampaignVariableInput;
}>;


export type CampaignsCreateCampaignVariable4Mutation = { createCampaignVariable: { id: string, variables: Array<{ id: string, value: string, points: number, option: { id: string } }> } };

export type CampaignsUpdateCampaignVariableMutationVariables = Exact<{
  id: string | number;
  v: string | number;
  input: CampaignVariableInput;
}>;


export type CampaignsUpdateCampaignVariableMutation = { updateCampaignVariable: { id: string, variables: Array<{ id: string, value: string, points: number, option: { id: string } }> } };

export type CampaignsDeleteCampaignVariableMutationVariables = Exact<{
  id: string | number;
  v: string | number;
}>;


export type CampaignsDeleteCampaignVariableMutation = { deleteCampaignVariable: { id: string } };

export type CampaignsDeleteCampaignVariable2MutationVariables = Exact<{
  id: string | number;
  v: string | number;
}>;


export type CampaignsDeleteCampaignVariable2Mutation = { deleteCampaignVariable: { id: string, variables: Array<{ id: string }> } };

export type CampaignsAssignCampaignAgentMutationVariables = Exact<{
  id: string | number;
}>;


export type CampaignsAssignCampaignAgentMutation = { assignCampaignAgent: { id: string, assignments: Array<{ id: string, employeeId: string, employeeName: string, createdBy: string, createdAt: string }> } };

export type CampaignsMyCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsMyCampaignsQuery = { myCampaigns: Array<{ id: string }> };

export type CampaignsUnassignCampaignAgentMutationVariables = Exact<{
  a: string | number;
}>;


export type CampaignsUnassignCampaignAgentMutation = { unassignCampaignAgent: { id: string, assignments: Array<{ employeeId: string }> } };

export type CampaignsAssignCampaignAgent2MutationVariables = Exact<{
  id: string | number;
  e: string | number;
}>;


export type CampaignsAssignCampaignAgent2Mutation = { assignCampaignAgent: { assignments: Array<{ id: string, employeeId: string }> } };

export type CampaignsUnassignCampaignAgent2MutationVariables = Exact<{
  a: string | number;
}>;


export type CampaignsUnassignCampaignAgent2Mutation = { unassignCampaignAgent: { id: string } };

export type CampaignsRescoreCampaign2MutationVariables = Exact<{ [key: string]: never; }>;


export type CampaignsRescoreCampaign2Mutation = { rescoreCampaign: { campaign: { id: string }, scores: Array<{ memberId: string, primaryDriver: string | null, points: number }> } };

export type CampaignsResetExhaustedMembersMutationVariables = Exact<{ [key: string]: never; }>;


export type CampaignsResetExhaustedMembersMutation = { resetExhaustedMembers: { membersReset: number, campaign: { id: string } } };

export type CampaignsResetExhaustedMembers2MutationVariables = Exact<{ [key: string]: never; }>;


export type CampaignsResetExhaustedMembers2Mutation = { resetExhaustedMembers: { membersReset: number } };

export type CampaignsCampaign2QueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsCampaign2Query = { campaign: { numAgentsAssigned: number, counts: { wasCalled: number, listSize: number, ineligMembers0score: number, ineligMembers: number }, breakdown: Array<{ community: string, numEligibleMembers: number, numCalledToday: number, onListYesterday: number, newAdditionsToList: number, totalMembers: number, earlyMorningTimeGate: number, earlyAfternoonTimeGate: number, afternoonTimeGate: number, eveningTimeGate: number, exhaustHours: number, earlyMorningExhaustHours: number, earlyAfternoonExhaustHours: number, afternoonExhaustHours: number, eveningExhaustHours: number }> } | null };

export type CampaignsMyCampaigns2QueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsMyCampaigns2Query = { myCampaigns: Array<{ id: string, name: string, active: boolean, viewerCan: { manage: boolean, work: boolean } }> };

export type CampaignsMyCampaigns3QueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsMyCampaigns3Query = { myCampaigns: Array<{ id: string }> };

export type CampaignsLogCallMutationVariables = Exact<{
  c: string | number;
  m: string | number;
}>;


export type CampaignsLogCallMutation = { logCall: { campaignId: string, memberId: string, poppedPoints: number, primaryDriver: string | null, poppedAt: string } };

export type CampaignsMyCallHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsMyCallHistoryQuery = { myCallHistory: Array<{ campaignId: string, campaignName: string, memberId: string, aaneelId: string, fullName: string, neighborhood: string | null, payer: string, points: number, primaryDriver: string | null, calledAt: string }> };

export type CampaignsLogCall2MutationVariables = Exact<{
  c: string | number;
  m: string | number;
}>;


export type CampaignsLogCall2Mutation = { logCall: { memberId: string } };

export type CampaignsLogCall3MutationVariables = Exact<{ [key: string]: never; }>;


export type CampaignsLogCall3Mutation = { logCall: { memberId: string } };

export type CampaignsLogCall4MutationVariables = Exact<{ [key: string]: never; }>;


export type CampaignsLogCall4Mutation = { logCall: { memberId: string } };

export type CampaignsCallList2QueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsCallList2Query = { callList: { size: number } };

export type CampaignsCallList3QueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsCallList3Query = { callList: { size: number } };

export type CampaignsMyCampaigns4QueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignsMyCampaigns4Query = { myCampaigns: Array<{ id: string }>, myCallHistory: Array<{ memberId: string }> };

export type DataMgmtContactsMemberRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type DataMgmtContactsMemberRecordQuery = { memberRecord: { activeAddress: string | null, homePhone: string | null, emails: Array<{ address: string, note: string | null, valid: boolean, activeDate: string | null }>, phoneNumbers: Array<{ number: string, type: string, note: string | null, valid: boolean }>, addresses: Array<{ formattedAddress: string, address1: string | null, city: string | null, state: string | null, zip: string | null, primary: boolean, active: boolean, inactiveDate: string | null }>, officeChanges: Array<{ status: OfficeTransferStatus, note: string | null, processed: boolean, toOffice: { id: string, name: string } }> } | null };

export type DataMgmtContactsFilesQueryVariables = Exact<{
  s?: string | number | null | undefined;
}>;


export type DataMgmtContactsFilesQuery = { files: { nodes: Array<{ id: string, name: string, storageLocation: string, size: number, category: { id: string } | null }> } };

export type DataMgmtDataMgmtQueryVariables = Exact<{ [key: string]: never; }>;


export type DataMgmtDataMgmtQuery = { dataMgmt: { cohorts: Array<{ id: string, name: string, pendingMemberCount: number }>, payers: Array<{ id: string, name: string }>, termReasons: Array<{ id: string, name: string }>, fileSources: Array<{ id: string, name: string }> } };

export type DataMgmtDataMgmt2QueryVariables = Exact<{ [key: string]: never; }>;


export type DataMgmtDataMgmt2Query = { dataMgmt: { payers: Array<{ id: string }> } };

export type DataMgmtViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type DataMgmtViewerQuery = { viewer: { can: { useDataMgmt: { allowed: boolean, reason: string | null }, bulkUpdatePhones: { allowed: boolean, reason: string | null }, bulkUpdateNeighborhoods: { allowed: boolean }, skipTransferDashboard: { allowed: boolean, reason: string | null } } } };

export type DataMgmtCreateCohortMutationVariables = Exact<{
  p?: string | number | null | undefined;
}>;


export type DataMgmtCreateCohortMutation = { createCohort: { id: string, name: string, pendingMemberCount: number } };

export type DataMgmtCreateCohort2MutationVariables = Exact<{ [key: string]: never; }>;


export type DataMgmtCreateCohort2Mutation = { createCohort: { id: string } };

export type DataMgmtCreateCohort3MutationVariables = Exact<{
  p?: string | number | null | undefined;
}>;


export type DataMgmtCreateCohort3Mutation = { createCohort: { id: string } };

export type DataMgmtEligibilityChangesQueryVariables = Exact<{
  f?: Array<EligibilityChangeFilter> | EligibilityChangeFilter | null | undefined;
}>;


export type DataMgmtEligibilityChangesQuery = { eligibilityChanges: { totalCount: number, nodes: Array<{ note: string | null, termReason: { id: string } | null }> } };

export type DataMgmtCohortsQueryVariables = Exact<{ [key: string]: never; }>;


export type DataMgmtCohortsQuery = { cohorts: Array<{ id: string, pendingMemberCount: number }> };

export type DataMgmtViewer2QueryVariables = Exact<{ [key: string]: never; }>;


export type DataMgmtViewer2Query = { viewer: { can: { useDataMgmt: { allowed: boolean }, bulkUpdatePhones: { allowed: boolean } } } };

export type DataMgmtCreateCohort4MutationVariables = Exact<{ [key: string]: never; }>;


export type DataMgmtCreateCohort4Mutation = { createCohort: { id: string } };

export type PageQueryVariables = Exact<{
  tab: DeattributionTab;
  filters?: Array<EligibilityChangeFilter> | EligibilityChangeFilter | null | undefined;
  sort?: Array<EligibilityChangeSort> | EligibilityChangeSort | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type PageQuery = { eligibilityChanges: { totalCount: number, nodes: Array<{ id: string, status: EligibilityChangeStatus, changeType: EligibilityChangeType, termReasonId: string | null, diagnosisDate: string | null, dateEntered: string, statusChangedAt: string, tab: DeattributionTab | null, letterBadge: string, estimatedProcessDate: string | null, viewerIsAssigned: boolean, member: { id: string, aaneelId: string, fullName: string, engaged: boolean, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string, marketName: string | null, payerId: string }, termReason: { id: string, name: string } | null, changeLog: Array<{ id: string, statusChangedTo: EligibilityChangeStatus, changedAt: string, note: string | null, changedBy: { id: string, fullName: string } | null }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean, confirmAbnormalDate: boolean } }> } };

export type OneQueryVariables = Exact<{
  id: string | number;
}>;


export type OneQuery = { eligibilityChange: { id: string, status: EligibilityChangeStatus, changeType: EligibilityChangeType, termReasonId: string | null, diagnosisDate: string | null, dateEntered: string, statusChangedAt: string, tab: DeattributionTab | null, letterBadge: string, estimatedProcessDate: string | null, viewerIsAssigned: boolean, member: { id: string, aaneelId: string, fullName: string, engaged: boolean, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string, marketName: string | null, payerId: string }, termReason: { id: string, name: string } | null, changeLog: Array<{ id: string, statusChangedTo: EligibilityChangeStatus, changedAt: string, note: string | null, changedBy: { id: string, fullName: string } | null }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean, confirmAbnormalDate: boolean } } | null };

export type DeattributionApproveMutationVariables = Exact<{
  input: EligibilityDecisionInput;
}>;


export type DeattributionApproveMutation = { approveEligibilityChange: { change: { id: string, status: EligibilityChangeStatus, changeType: EligibilityChangeType, termReasonId: string | null, diagnosisDate: string | null, dateEntered: string, statusChangedAt: string, tab: DeattributionTab | null, letterBadge: string, estimatedProcessDate: string | null, viewerIsAssigned: boolean, member: { id: string, aaneelId: string, fullName: string, engaged: boolean, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string, marketName: string | null, payerId: string }, termReason: { id: string, name: string } | null, changeLog: Array<{ id: string, statusChangedTo: EligibilityChangeStatus, changedAt: string, note: string | null, changedBy: { id: string, fullName: string } | null }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean, confirmAbnormalDate: boolean } }, tabCounts: Array<{ tab: DeattributionTab, count: number }> } };

export type DeattributionRejectMutationVariables = Exact<{
  input: EligibilityDecisionInput;
}>;


export type DeattributionRejectMutation = { rejectEligibilityChange: { change: { id: string, status: EligibilityChangeStatus, changeType: EligibilityChangeType, termReasonId: string | null, diagnosisDate: string | null, dateEntered: string, statusChangedAt: string, tab: DeattributionTab | null, letterBadge: string, estimatedProcessDate: string | null, viewerIsAssigned: boolean, member: { id: string, aaneelId: string, fullName: string, engaged: boolean, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string, marketName: string | null, payerId: string }, termReason: { id: string, name: string } | null, changeLog: Array<{ id: string, statusChangedTo: EligibilityChangeStatus, changedAt: string, note: string | null, changedBy: { id: string, fullName: string } | null }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean, confirmAbnormalDate: boolean } }, tabCounts: Array<{ tab: DeattributionTab, count: number }> } };

export type DeattributionUpdateMutationVariables = Exact<{
  input: EligibilityDecisionInput;
}>;


export type DeattributionUpdateMutation = { updateEligibilityChange: { change: { id: string, status: EligibilityChangeStatus, changeType: EligibilityChangeType, termReasonId: string | null, diagnosisDate: string | null, dateEntered: string, statusChangedAt: string, tab: DeattributionTab | null, letterBadge: string, estimatedProcessDate: string | null, viewerIsAssigned: boolean, member: { id: string, aaneelId: string, fullName: string, engaged: boolean, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string, marketName: string | null, payerId: string }, termReason: { id: string, name: string } | null, changeLog: Array<{ id: string, statusChangedTo: EligibilityChangeStatus, changedAt: string, note: string | null, changedBy: { id: string, fullName: string } | null }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean, confirmAbnormalDate: boolean } }, tabCounts: Array<{ tab: DeattributionTab, count: number }> } };

export type CancelMutationVariables = Exact<{
  input: CancelEligibilityChangeInput;
}>;


export type CancelMutation = { cancelEligibilityChange: { change: { id: string, status: EligibilityChangeStatus, changeType: EligibilityChangeType, termReasonId: string | null, diagnosisDate: string | null, dateEntered: string, statusChangedAt: string, tab: DeattributionTab | null, letterBadge: string, estimatedProcessDate: string | null, viewerIsAssigned: boolean, member: { id: string, aaneelId: string, fullName: string, engaged: boolean, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string, marketName: string | null, payerId: string }, termReason: { id: string, name: string } | null, changeLog: Array<{ id: string, statusChangedTo: EligibilityChangeStatus, changedAt: string, note: string | null, changedBy: { id: string, fullName: string } | null }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean, confirmAbnormalDate: boolean } }, tabCounts: Array<{ tab: DeattributionTab, count: number }> } };

export type BulkMutationVariables = Exact<{
  input: BulkApproveOmTermsInput;
}>;


export type BulkMutation = { bulkApproveOmTerms: { approvedCount: number, changes: Array<{ id: string, status: EligibilityChangeStatus, tab: DeattributionTab | null }>, tabCounts: Array<{ tab: DeattributionTab, count: number }> } };

export type DeattributionDeattributionTabCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeattributionDeattributionTabCountsQuery = { deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> };

export type DeattributionTestEligibilityChangeFragment = { id: string, status: EligibilityChangeStatus, changeType: EligibilityChangeType, termReasonId: string | null, diagnosisDate: string | null, dateEntered: string, statusChangedAt: string, tab: DeattributionTab | null, letterBadge: string, estimatedProcessDate: string | null, viewerIsAssigned: boolean, member: { id: string, aaneelId: string, fullName: string, engaged: boolean, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string, marketName: string | null, payerId: string }, termReason: { id: string, name: string } | null, changeLog: Array<{ id: string, statusChangedTo: EligibilityChangeStatus, changedAt: string, note: string | null, changedBy: { id: string, fullName: string } | null }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean, confirmAbnormalDate: boolean } };

export type DeattributionTestEligibilityChangeResultFragment = { change: { id: string, status: EligibilityChangeStatus, changeType: EligibilityChangeType, termReasonId: string | null, diagnosisDate: string | null, dateEntered: string, statusChangedAt: string, tab: DeattributionTab | null, letterBadge: string, estimatedProcessDate: string | null, viewerIsAssigned: boolean, member: { id: string, aaneelId: string, fullName: string, engaged: boolean, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string, marketName: string | null, payerId: string }, termReason: { id: string, name: string } | null, changeLog: Array<{ id: string, statusChangedTo: EligibilityChangeStatus, changedAt: string, note: string | null, changedBy: { id: string, fullName: string } | null }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean, confirmAbnormalDate: boolean } }, tabCounts: Array<{ tab: DeattributionTab, count: number }> };

export type DeattributionDeattributionTabCounts2QueryVariables = Exact<{ [key: string]: never; }>;


export type DeattributionDeattributionTabCounts2Query = { deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> };

export type DeattributionDeattributionTermReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeattributionDeattributionTermReasonsQuery = { deattributionTermReasons: Array<{ id: string, name: string }> };

export type DeattributionOmTermsToApproveQueryVariables = Exact<{
  r: string | number;
}>;


export type DeattributionOmTermsToApproveQuery = { omTermsToApprove: number };

export type DeattributionDeattributionTabCounts3QueryVariables = Exact<{ [key: string]: never; }>;


export type DeattributionDeattributionTabCounts3Query = { deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> };

export type DeattributionOmTermsToApprove2QueryVariables = Exact<{
  r: string | number;
}>;


export type DeattributionOmTermsToApprove2Query = { omTermsToApprove: number };

export type DncDncTabCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type DncDncTabCountsQuery = { dncTabCounts: Array<{ tab: DncTab, count: number }> };

export type DncTestDncRequestFragment = { id: string, memberId: string, reasonId: string, reason: string, requestedAt: string, note: string | null, approvalType: DncApprovalType, approved: boolean | null, result: string, handledAt: string | null, handlerNote: string | null, isReturn: boolean, tab: DncTab, member: { id: string, aaneelId: string, fullName: string, officeId: string | null, officeName: string | null, marketId: string, nextAppointmentAt: string | null }, requestedBy: { id: string, fullName: string } | null, handledBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean } };

export type DncTestDncDecisionResultFragment = { request: { id: string, memberId: string, reasonId: string, reason: string, requestedAt: string, note: string | null, approvalType: DncApprovalType, approved: boolean | null, result: string, handledAt: string | null, handlerNote: string | null, isReturn: boolean, tab: DncTab, member: { id: string, aaneelId: string, fullName: string, officeId: string | null, officeName: string | null, marketId: string, nextAppointmentAt: string | null }, requestedBy: { id: string, fullName: string } | null, handledBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean } }, tabCounts: Array<{ tab: DncTab, count: number }> };

export type DncDncRequestsQueryVariables = Exact<{
  tab: DncTab;
  filters?: Array<DncRequestFilter> | DncRequestFilter | null | undefined;
  sort?: Array<DncRequestSort> | DncRequestSort | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type DncDncRequestsQuery = { dncRequests: { totalCount: number, nodes: Array<{ id: string, memberId: string, reasonId: string, reason: string, requestedAt: string, note: string | null, approvalType: DncApprovalType, approved: boolean | null, result: string, handledAt: string | null, handlerNote: string | null, isReturn: boolean, tab: DncTab, member: { id: string, aaneelId: string, fullName: string, officeId: string | null, officeName: string | null, marketId: string, nextAppointmentAt: string | null }, requestedBy: { id: string, fullName: string } | null, handledBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean } }> } };

export type DncApproveMutationVariables = Exact<{
  input: DncDecisionInput;
}>;


export type DncApproveMutation = { approveDncRequest: { request: { id: string, memberId: string, reasonId: string, reason: string, requestedAt: string, note: string | null, approvalType: DncApprovalType, approved: boolean | null, result: string, handledAt: string | null, handlerNote: string | null, isReturn: boolean, tab: DncTab, member: { id: string, aaneelId: string, fullName: string, officeId: string | null, officeName: string | null, marketId: string, nextAppointmentAt: string | null }, requestedBy: { id: string, fullName: string } | null, handledBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean } }, tabCounts: Array<{ tab: DncTab, count: number }> } };

export type DncRejectMutationVariables = Exact<{
  input: DncDecisionInput;
}>;


export type DncRejectMutation = { rejectDncRequest: { request: { id: string, memberId: string, reasonId: string, reason: string, requestedAt: string, note: string | null, approvalType: DncApprovalType, approved: boolean | null, result: string, handledAt: string | null, handlerNote: string | null, isReturn: boolean, tab: DncTab, member: { id: string, aaneelId: string, fullName: string, officeId: string | null, officeName: string | null, marketId: string, nextAppointmentAt: string | null }, requestedBy: { id: string, fullName: string } | null, handledBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean } }, tabCounts: Array<{ tab: DncTab, count: number }> } };

export type DncDncRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type DncDncRequestQuery = { dncRequest: { id: string, memberId: string, reasonId: string, reason: string, requestedAt: string, note: string | null, approvalType: DncApprovalType, approved: boolean | null, result: string, handledAt: string | null, handlerNote: string | null, isReturn: boolean, tab: DncTab, member: { id: string, aaneelId: string, fullName: string, officeId: string | null, officeName: string | null, marketId: string, nextAppointmentAt: string | null }, requestedBy: { id: string, fullName: string } | null, handledBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean } } | null };

export type DncDncRequest2QueryVariables = Exact<{ [key: string]: never; }>;


export type DncDncRequest2Query = { dncRequest: { id: string } | null };

export type DncApproveAllPendingDncRequestsMutationVariables = Exact<{ [key: string]: never; }>;


export type DncApproveAllPendingDncRequestsMutation = { approveAllPendingDncRequests: { approvedCount: number } };

export type DncApproveAllPendingDncRequests2MutationVariables = Exact<{ [key: string]: never; }>;


export type DncApproveAllPendingDncRequests2Mutation = { approveAllPendingDncRequests: { approvedCount: number } };

export type DncDncTabCounts2QueryVariables = Exact<{ [key: string]: never; }>;


export type DncDncTabCounts2Query = { dncTabCounts: Array<{ tab: DncTab, count: number }> };

export type DncApproveAllPendingDncRequests3MutationVariables = Exact<{ [key: string]: never; }>;


export type DncApproveAllPendingDncRequests3Mutation = { approveAllPendingDncRequests: { approvedCount: number, requests: Array<{ id: string, approved: boolean | null, tab: DncTab, member: { id: string, fullName: string } }>, tabCounts: Array<{ tab: DncTab, count: number }> } };

export type EmployeesAssignmentTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesAssignmentTypesQuery = { assignmentTypes: Array<{ id: string }> };

export type EmployeesTestEmployeeFragment = { id: string, fullName: string, firstName: string, lastName: string, email: string | null, title: string | null, npi: string | null, archived: boolean, marketAssignments: Array<{ id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, office: { id: string, name: string } | null, assignmentType: { id: string, name: string, shortName: string, level: number } | null }> };

export type EmployeesEmployeesQueryVariables = Exact<{
  t?: Array<string | number> | string | number | null | undefined;
}>;


export type EmployeesEmployeesQuery = { employees: Array<{ id: string, fullName: string, firstName: string, lastName: string, email: string | null, title: string | null, npi: string | null, archived: boolean, marketAssignments: Array<{ id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, office: { id: string, name: string } | null, assignmentType: { id: string, name: string, shortName: string, level: number } | null }> }> };

export type EmployeesEmployees2QueryVariables = Exact<{
  t?: string | null | undefined;
}>;


export type EmployeesEmployees2Query = { employees: Array<{ title: string | null }> };

export type EmployeesEmployees3QueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesEmployees3Query = { employees: Array<{ id: string }> };

export type EmployeesEmployees4QueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesEmployees4Query = { employees: Array<{ id: string }> };

export type EmployeesEmployeeFieldsQueryVariables = Exact<{
  id: string | number;
}>;


export type EmployeesEmployeeFieldsQuery = { employee: { id: string, fullName: string, firstName: string, lastName: string, email: string | null, title: string | null, npi: string | null, archived: boolean, marketAssignments: Array<{ id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, office: { id: string, name: string } | null, assignmentType: { id: string, name: string, shortName: string, level: number } | null }> } | null, missing: { id: string } | null };

export type EmployeesEmployeeQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesEmployeeQuery = { employee: { id: string } | null };

export type EmployeesEmployees5QueryVariables = Exact<{
  t?: Array<string | number> | string | number | null | undefined;
}>;


export type EmployeesEmployees5Query = { employees: Array<{ id: string }> };

export type EmployeesEmployees6QueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesEmployees6Query = { employees: Array<{ id: string }> };

export type EmployeesAssignmentTypes2QueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesAssignmentTypes2Query = { assignmentTypes: Array<{ id: string, name: string, shortName: string, level: number, active: boolean }> };

export type EmployeesAssignmentTypes3QueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesAssignmentTypes3Query = { assignmentTypes: Array<{ id: string }> };

export type EmployeesAssignmentTypes4QueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesAssignmentTypes4Query = { assignmentTypes: Array<{ id: string, active: boolean }> };

export type EmployeesEmployees7QueryVariables = Exact<{
  t?: Array<string | number> | string | number | null | undefined;
}>;


export type EmployeesEmployees7Query = { employees: Array<{ id: string, marketAssignments: Array<{ office: { name: string } | null, assignmentType: { name: string } | null }> }> };

export type FilesTestFileFragment = { id: string, name: string, receivedDate: string, storageLocation: string, erroredBucket: string | null, size: number, downloadPath: string, source: { id: string, name: string }, category: { id: string, name: string, adhoc: boolean } | null, type: { id: string, regex: string, destinations: Array<{ id: string, name: string }> } | null, viewerCan: { addCategory: { allowed: boolean, reason: string | null }, addFileType: { allowed: boolean, reason: string | null }, send: { allowed: boolean }, download: { allowed: boolean } } };

export type FilesTestFileDetailsFragment = { id: string, name: string, receivedDate: string, storageLocation: string, erroredBucket: string | null, size: number, downloadPath: string, jobs: Array<{ id: string, action: string, timestamp: string, status: string, destination: { id: string, name: string } | null }>, sendDestinations: Array<{ id: string, name: string, storageFolder: string }>, source: { id: string, name: string }, category: { id: string, name: string, adhoc: boolean } | null, type: { id: string, regex: string, destinations: Array<{ id: string, name: string }> } | null, viewerCan: { addCategory: { allowed: boolean, reason: string | null }, addFileType: { allowed: boolean, reason: string | null }, send: { allowed: boolean }, download: { allowed: boolean } } };

export type FilesTestFileTypeFragment = { id: string, regex: string, source: { id: string }, category: { id: string }, destinations: Array<{ id: string, name: string }> };

export type FilesFileDashboardSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type FilesFileDashboardSourcesQuery = { fileDashboardSources: Array<{ id: string, name: string, displayOnDashboard: boolean, storageFolder: string, payer: { id: string, name: string } | null }> };

export type FilesFilesQueryVariables = Exact<{
  sourceId?: string | number | null | undefined;
  search?: string | null | undefined;
  uncategorized?: boolean | null | undefined;
  sort?: Array<DataFileSort> | DataFileSort | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type FilesFilesQuery = { files: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean }, nodes: Array<{ id: string, name: string, receivedDate: string, storageLocation: string, erroredBucket: string | null, size: number, downloadPath: string, jobs: Array<{ id: string, action: string }>, source: { id: string, name: string }, category: { id: string, name: string, adhoc: boolean } | null, type: { id: string, regex: string, destinations: Array<{ id: string, name: string }> } | null, viewerCan: { addCategory: { allowed: boolean, reason: string | null }, addFileType: { allowed: boolean, reason: string | null }, send: { allowed: boolean }, download: { allowed: boolean } } }> } };

export type FilesFileQueryVariables = Exact<{
  id: string | number;
}>;


export type FilesFileQuery = { file: { id: string, name: string, receivedDate: string, storageLocation: string, erroredBucket: string | null, size: number, downloadPath: string, jobs: Array<{ id: string, action: string, timestamp: string, status: string, destination: { id: string, name: string } | null }>, sendDestinations: Array<{ id: string, name: string, storageFolder: string }>, source: { id: string, name: string }, category: { id: string, name: string, adhoc: boolean } | null, type: { id: string, regex: string, destinations: Array<{ id: string, name: string }> } | null, viewerCan: { addCategory: { allowed: boolean, reason: string | null }, addFileType: { allowed: boolean, reason: string | null }, send: { allowed: boolean }, download: { allowed: boolean } } } | null };

export type FilesUncategorizedFileCountQueryVariables = Exact<{ [key: string]: never; }>;


export type FilesUncategorizedFileCountQuery = { uncategorizedFileCount: number };

export type FilesErroredFileBucketsQueryVariables = Exact<{
  bucket?: string | null | undefined;
  take?: number | null | undefined;
}>;


export type FilesErroredFileBucketsQuery = { erroredFileBuckets: Array<string>, erroredFiles: { totalCount: number, pageInfo: { hasNextPage: boolean }, nodes: Array<{ id: string, name: string, erroredBucket: string | null, storageLocation: string }> } };

export type FilesCategorizeFileMutationVariables = Exact<{
  input: CategorizeFileInput;
}>;


export type FilesCategorizeFileMutation = { categorizeFile: { uncategorizedFileCount: number, pattern: { id: string, regex: string, category: { id: string, name: string }, source: { id: string, name: string } } | null, files: Array<{ id: string, name: string, receivedDate: string, storageLocation: string, erroredBucket: string | null, size: number, downloadPath: string, jobs: Array<{ id: string, action: string, timestamp: string, status: string, destination: { id: string, name: string } | null }>, sendDestinations: Array<{ id: string, name: string, storageFolder: string }>, source: { id: string, name: string }, category: { id: string, name: string, adhoc: boolean } | null, type: { id: string, regex: string, destinations: Array<{ id: string, name: string }> } | null, viewerCan: { addCategory: { allowed: boolean, reason: string | null }, addFileType: { allowed: boolean, reason: string | null }, send: { allowed: boolean }, download: { allowed: boolean } } }> } };

export type FilesCreateFileTypeMutationVariables = Exact<{
  input: CreateFileTypeInput;
}>;


export type FilesCreateFileTypeMutation = { createFileType: { type: { id: string, regex: string, source: { id: string }, category: { id: string }, destinations: Array<{ id: string, name: string }> }, files: Array<{ id: string, type: { id: string, regex: string } | null }> } };

export type FilesUpdateFileTypeMutationVariables = Exact<{
  id: string | number;
  input: UpdateFileTypeInput;
}>;


export type FilesUpdateFileTypeMutation = { updateFileType: { id: string, regex: string, source: { id: string }, category: { id: string }, destinations: Array<{ id: string, name: string }> } };

export type FilesUpdateCategoryPatternMutationVariables = Exact<{
  id: string | number;
  input: UpdateCategoryPatternInput;
}>;


export type FilesUpdateCategoryPatternMutation = { updateCategoryPattern: { id: string, regex: string, category: { id: string }, source: { id: string } } };

export type FilesAddFileSourceMutationVariables = Exact<{
  input: AddFileSourceInput;
}>;


export type FilesAddFileSourceMutation = { addFileSource: { id: string, name: string, displayOnDashboard: boolean, storageFolder: string, payer: { id: string, name: string } | null, viewerCan: { edit: { allowed: boolean } } } };

export type FilesUpdateFileSourceMutationVariables = Exact<{
  id: string | number;
  input: UpdateFileSourceInput;
}>;


export type FilesUpdateFileSourceMutation = { updateFileSource: { id: string, name: string, displayOnDashboard: boolean, storageFolder: string, payer: { id: string } | null } };

export type FilesSendFileToSourceMutationVariables = Exact<{
  fileId: string | number;
  destinationId: string | number;
}>;


export type FilesSendFileToSourceMutation = { sendFileToSource: { file: { id: string, jobs: Array<{ id: string, action: string, status: string, destination: { id: string, name: string } | null }> }, delivered: { id: string, name: string, receivedDate: string, storageLocation: string, erroredBucket: string | null, size: number, downloadPath: string, source: { id: string, name: string }, category: { id: string, name: string, adhoc: boolean } | null, type: { id: string, regex: string, destinations: Array<{ id: string, name: string }> } | null, viewerCan: { addCategory: { allowed: boolean, reason: string | null }, addFileType: { allowed: boolean, reason: string | null }, send: { allowed: boolean }, download: { allowed: boolean } } }, job: { id: string, action: string, status: string, destination: { id: string, name: string } | null } } };

export type FilesViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type FilesViewerQuery = { viewer: { can: { viewFileAdminSections: { allowed: boolean, reason: string | null }, categorizeFiles: { allowed: boolean, reason: string | null }, createFileTypes: { allowed: boolean }, editFileTypes: { allowed: boolean }, editFileSources: { allowed: boolean }, addFileSource: { allowed: boolean }, sendFiles: { allowed: boolean }, downloadFiles: { allowed: boolean } } } };

export type FilesCategoryConfigIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type FilesCategoryConfigIdsQuery = { categoryConfigs: Array<{ id: string }> };

export type FilesTypeConfigIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type FilesTypeConfigIdsQuery = { typeConfigs: Array<{ id: string }> };

export type FilesErroredBucketsQueryVariables = Exact<{ [key: string]: never; }>;


export type FilesErroredBucketsQuery = { erroredFileBuckets: Array<string> };

export type FilesFilesMatchingPatternQueryVariables = Exact<{
  p: string;
}>;


export type FilesFilesMatchingPatternQuery = { filesMatchingPattern: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean }, nodes: Array<{ name: string }> } };

export type GeographyAddressSuggestionsQueryVariables = Exact<{
  input: string;
}>;


export type GeographyAddressSuggestionsQuery = { addressSuggestions: Array<{ placeId: string, description: string, mainText: string, secondaryText: string | null }> };

export type GeographyResolvedAddressQueryVariables = Exact<{
  placeId: string | number;
}>;


export type GeographyResolvedAddressQuery = { resolvedAddress: { placeId: string, formattedAddress: string, street: string | null, city: string | null, state: string | null, zip: string | null, county: string | null, country: string, lat: number, lng: number } | null };

export type AuditEventsOfRequestQueryVariables = Exact<{
  requestId?: string | number | null | undefined;
}>;


export type AuditEventsOfRequestQuery = { auditEvents: { nodes: Array<{ action: string, uid: string | null, outcome: AuditOutcome, rows: number | null, targets: Array<{ key: string, value: string }> }> } };

export type HospitalsHospitalFacilities2QueryVariables = Exact<{
  m: string | number;
  d?: boolean | null | undefined;
}>;


export type HospitalsHospitalFacilities2Query = { hospitalFacilities: Array<{ id: string, facilityId: string, facilityName: string, address: string, street: string | null, city: string | null, state: string | null, zip: string | null, npi: string | null, active: boolean, deactivatedDt: string | null, marketId: string, lastUpdatedDate: string, totalMemberAdmissions: number, market: { id: string, name: string } | null, lastUpdatedBy: { id: string, fullName: string } | null, communityEngagementSpecialists: Array<{ id: string, firstName: string, lastName: string, shortName: string }>, viewerCan: { edit: { allowed: boolean, reason: string | null } } }> };

export type HospitalsCreateHospitalFacilityMutationVariables = Exact<{
  input: CreateHospitalFacilityInput;
}>;


export type HospitalsCreateHospitalFacilityMutation = { createHospitalFacility: { id: string, facilityId: string, facilityName: string, address: string, street: string | null, city: string | null, state: string | null, zip: string | null, npi: string | null, active: boolean, deactivatedDt: string | null, marketId: string, lastUpdatedDate: string, totalMemberAdmissions: number, history: { id: string, entries: Array<{ id: string, facilityName: string, address: string, active: boolean, assignedCESs: string, deactivatedDt: string | null, updatedDt: string, note: string | null, updatedBy: { id: string, fullName: string } | null }> }, market: { id: string, name: string } | null, lastUpdatedBy: { id: string, fullName: string } | null, communityEngagementSpecialists: Array<{ id: string, firstName: string, lastName: string, shortName: string }>, viewerCan: { edit: { allowed: boolean, reason: string | null } } } };

export type HospitalsUpdateHospitalFacilityMutationVariables = Exact<{
  id: string | number;
  input: UpdateHospitalFacilityInput;
}>;


export type HospitalsUpdateHospitalFacilityMutation = { updateHospitalFacility: { id: string, facilityId: string, facilityName: string, address: string, street: string | null, city: string | null, state: string | null, zip: string | null, npi: string | null, active: boolean, deactivatedDt: string | null, marketId: string, lastUpdatedDate: string, totalMemberAdmissions: number, history: { id: string, entries: Array<{ id: string, facilityName: string, address: string, active: boolean, assignedCESs: string, deactivatedDt: string | null, updatedDt: string, note: string | null, updatedBy: { id: string, fullName: string } | null }> }, market: { id: string, name: string } | null, lastUpdatedBy: { id: string, fullName: string } | null, communityEngagementSpecialists: Array<{ id: string, firstName: string, lastName: string, shortName: string }>, viewerCan: { edit: { allowed: boolean, reason: string | null } } } };

export type HospitalsDeactivateHospitalFacilityMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;


export type HospitalsDeactivateHospitalFacilityMutation = { deactivateHospitalFacility: { id: string, facilityId: string, facilityName: string, address: string, street: string | null, city: string | null, state: string | null, zip: string | null, npi: string | null, active: boolean, deactivatedDt: string | null, marketId: string, lastUpdatedDate: string, totalMemberAdmissions: number, history: { id: string, entries: Array<{ id: string, facilityName: string, address: string, active: boolean, assignedCESs: string, deactivatedDt: string | null, updatedDt: string, note: string | null, updatedBy: { id: string, fullName: string } | null }> }, market: { id: string, name: string } | null, lastUpdatedBy: { id: string, fullName: string } | null, communityEngagementSpecialists: Array<{ id: string, firstName: string, lastName: string, shortName: string }>, viewerCan: { edit: { allowed: boolean, reason: string | null } } } };

export type HospitalsReactivateHospitalFacilityMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;


export type HospitalsReactivateHospitalFacilityMutation = { reactivateHospitalFacility: { id: string, facilityId: string, facilityName: string, address: string, street: string | null, city: string | null, state: string | null, zip: string | null, npi: string | null, active: boolean, deactivatedDt: string | null, marketId: string, lastUpdatedDate: string, totalMemberAdmissions: number, history: { id: string, entries: Array<{ id: string, facilityName: string, address: string, active: boolean, assignedCESs: string, deactivatedDt: string | null, updatedDt: string, note: string | null, updatedBy: { id: string, fullName: string } | null }> }, market: { id: string, name: string } | null, lastUpdatedBy: { id: string, fullName: string } | null, communityEngagementSpecialists: Array<{ id: string, firstName: string, lastName: string, shortName: string }>, viewerCan: { edit: { allowed: boolean, reason: string | null } } } };

export type HospitalsStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type HospitalsStatesQuery = { states: Array<{ abbrev: string }> };

export type HospitalsTestFacilityFragment = { id: string, facilityId: string, facilityName: string, address: string, street: string | null, city: string | null, state: string | null, zip: string | null, npi: string | null, active: boolean, deactivatedDt: string | null, marketId: string, lastUpdatedDate: string, totalMemberAdmissions: number, market: { id: string, name: string } | null, lastUpdatedBy: { id: string, fullName: string } | null, communityEngagementSpecialists: Array<{ id: string, firstName: string, lastName: string, shortName: string }>, viewerCan: { edit: { allowed: boolean, reason: string | null } } };

export type HospitalsTestFacilityWithHistoryFragment = { id: string, facilityId: string, facilityName: string, address: string, street: string | null, city: string | null, state: string | null, zip: string | null, npi: string | null, active: boolean, deactivatedDt: string | null, marketId: string, lastUpdatedDate: string, totalMemberAdmissions: number, history: { id: string, entries: Array<{ id: string, facilityName: string, address: string, active: boolean, assignedCESs: string, deactivatedDt: string | null, updatedDt: string, note: string | null, updatedBy: { id: string, fullName: string } | null }> }, market: { id: string, name: string } | null, lastUpdatedBy: { id: string, fullName: string } | null, communityEngagementSpecialists: Array<{ id: string, firstName: string, lastName: string, shortName: string }>, viewerCan: { edit: { allowed: boolean, reason: string | null } } };

export type HospitalsHospitalFacilitiesQueryVariables = Exact<{
  m: string | number;
}>;


export type HospitalsHospitalFacilitiesQuery = { hospitalFacilities: Array<{ id: string, facilityName: string, active: boolean, totalMemberAdmissions: number, communityEngagementSpecialists: Array<{ id: string, shortName: string }> }> };

export type HospitalsCommunityEngagementSpecialistsQueryVariables = Exact<{
  m: string | number;
}>;


export type HospitalsCommunityEngagementSpecialistsQuery = { communityEngagementSpecialists: Array<{ id: string, shortName: string, lastName: string }> };

export type HospitalsViewerQueryVariables = Exact<{
  m: string | number;
}>;


export type HospitalsViewerQuery = { viewer: { can: { addHospitalFacility: { allowed: boolean, reason: string | null } } }, hospitalFacilities: Array<{ viewerCan: { edit: { allowed: boolean, reason: string | null } } }> };

export type HospitalsHospitalFacilityHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type HospitalsHospitalFacilityHistoryQuery = { hospitalFacilityHistory: { id: string, entries: Array<{ note: string | null }> } };

export type LookupsTestEmployeeNameFragment = { id: string, fullName: string, firstName: string, lastName: string };

export type LookupsClosestOfficesQueryVariables = Exact<{
  lat: number;
  lng: number;
  count?: number | null | undefined;
}>;


export type LookupsClosestOfficesQuery = { closestOffices: Array<{ distance: number | null, office: { id: string, name: string, commonName: string | null, eligibleMembers: number, engagedMembers: number, market: { id: string, name: string } | null }, node: { id: string, address: string, lat: number | null, lng: number | null } | null, apps: Array<{ id: string, fullName: string, firstName: string, lastName: string }>, backup1: { id: string, fullName: string, firstName: string, lastName: string } | null, backup2: { id: string, fullName: string, firstName: string, lastName: string } | null, backup3: { id: string, fullName: string, firstName: string, lastName: string } | null, iapps: Array<{ id: string, fullName: string, firstName: string, lastName: string }>, cess: Array<{ id: string, fullName: string, firstName: string, lastName: string }> }> };

export type LookupsResolvedAddressQueryVariables = Exact<{
  placeId: string | number;
}>;


export type LookupsResolvedAddressQuery = { resolvedAddress: { placeId: string, county: string | null, state: string | null, zip: string | null, countyActive: boolean, timeRestricted: boolean } | null };

export type LookupsAddressSuggestionsQueryVariables = Exact<{
  input: string;
}>;


export type LookupsAddressSuggestionsQuery = { addressSuggestions: Array<{ placeId: string, mainText: string, secondaryText: string | null }> };

export type LookupsMembersNearAddressQueryVariables = Exact<{
  input: MemberProximityInput;
}>;


export type LookupsMembersNearAddressQuery = { membersNearAddress: Array<{ distance: number, lat: number, lng: number, highNeeds: boolean, highNeedsCriteria: Array<string>, disengaged: boolean, dnc: boolean, visitScheduled: boolean, cancerIndicated: boolean, behavioralHealth: boolean, outOfRange: boolean, lastAdmit: string | null, recentErVisit: string | null, lastDropIn: string | null, lastVisit: string | null, member: { id: string, aaneelId: string, memberId: string, fullName: string, engaged: boolean } }> };

export type LookupsMembersNearAddress2QueryVariables = Exact<{
  input: MemberProximityInput;
}>;


export type LookupsMembersNearAddress2Query = { membersNearAddress: Array<{ distance: number, highNeedsCriteria: Array<string>, lastDropIn: string | null, lastVisit: string | null, member: { id: string, memberId: string, fullName: string, address1: string | null, city: string | null, state: string | null, zip: string | null, payer: { id: string, name: string } | null, office: { id: string, name: string } | null } }> };

export type MarketAssignmentsMarketsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketAssignmentsMarketsQuery = { markets: Array<{ id: string }> };

export type MarketAssignmentsTestMarketAssignmentFragment = { id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } };

export type MarketAssignmentsMarketAssignmentTableQueryVariables = Exact<{
  m: string | number;
}>;


export type MarketAssignmentsMarketAssignmentTableQuery = { marketAssignmentTable: { id: string, market: { id: string, name: string }, regionalVicePresident: { id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } } | null, seniorMedicalOfficer: { id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } } | null, auditorEducator: { id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } } | null, viewerCan: { change: { allowed: boolean, reason: string | null } }, rows: Array<{ id: string, communityName: string, office: { id: string, name: string, active: boolean }, assignments: Array<{ id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } }> }> } | null };

export type MarketAssignmentsChangeAssignmentMutationVariables = Exact<{
  input: ChangeAssignmentInput;
}>;


export type MarketAssignmentsChangeAssignmentMutation = { changeAssignment: { assigned: { id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } } | null, ended: Array<{ id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } }>, table: { id: string, regionalVicePresident: { id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } } | null, seniorMedicalOfficer: { id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } } | null, auditorEducator: { id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } } | null, marketLevelHistory: Array<{ id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } }> } | null, rows: Array<{ id: string, assignments: Array<{ id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } }>, history: Array<{ id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } }> }>, clinician: { id: string, collaboratingPhysician: { id: string, employee: { id: string } } | null, designatedPhysician: { id: string, employee: { id: string } } | null, history: Array<{ id: string, inactiveDt: string | null, employee: { id: string } }> } | null } };

export type MarketAssignmentsNeighborhoodAssignmentsQueryVariables = Exact<{
  o: string | number;
}>;


export type MarketAssignmentsNeighborhoodAssignmentsQuery = { neighborhoodAssignments: { id: string, history: Array<{ id: string, officeId: string, assignmentTypeId: string, employeeId: string, activeDt: string, inactiveDt: string | null, employee: { id: string, firstName: string, lastName: string } }> } | null };

export type MarketAssignmentsClinicianAssignmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketAssignmentsClinicianAssignmentsQuery = { clinicianAssignments: Array<{ id: string, physiciansRequired: boolean, clinician: { id: string, lastName: string }, market: { id: string } | null, collaboratingPhysician: { id: string, employee: { id: string } } | null, designatedPhysician: { id: string } | null }> };

export type MarketAssignmentsDncRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type MarketAssignmentsDncRequestQuery = { dncRequest: { id: string, viewerCan: { decide: { allowed: boolean, reason: string | null } } } | null };

export type MarketAssignmentsDncRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketAssignmentsDncRequestsQuery = { dncRequests: { nodes: Array<{ id: string }> } };

export type MarketsStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketsStatesQuery = { states: Array<{ abbrev: string }> };

export type MarketsTestMarketColumnsFragment = { id: string, name: string, officePrefix: string, active: boolean, address: string | null, city: string | null, stateAbbrev: string | null, zipCode: string | null, phone: string | null, faxDriveEmail: string | null, faxDriveId: string | null, quantaFloDriveId: string | null };

export type MarketsMarketsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketsMarketsQuery = { markets: Array<{ id: string, name: string, officePrefix: string, active: boolean, address: string | null, city: string | null, stateAbbrev: string | null, zipCode: string | null, phone: string | null, faxDriveEmail: string | null, faxDriveId: string | null, quantaFloDriveId: string | null, state: { abbrev: string, name: string } | null }> };

export type MarketsMarkets2QueryVariables = Exact<{ [key: string]: never; }>;


export type MarketsMarkets2Query = { markets: Array<{ id: string }> };

export type MarketsMarketQueryVariables = Exact<{
  id: string | number;
}>;


export type MarketsMarketQuery = { market: { id: string, name: string } | null, missing: { id: string } | null };

export type MarketsMarket2QueryVariables = Exact<{ [key: string]: never; }>;


export type MarketsMarket2Query = { market: { id: string } | null };

export type MarketsMarkets3QueryVariables = Exact<{ [key: string]: never; }>;


export type MarketsMarkets3Query = { markets: Array<{ id: string }> };

export type MarketsStates2QueryVariables = Exact<{
  m?: string | number | null | undefined;
}>;


export type MarketsStates2Query = { states: Array<{ abbrev: string, name: string, lat: number, lng: number, zoom: number }>, marketPlans: Array<{ marketId: string, planId: string, market: string, plan: string }>, all: Array<{ marketId: string }> };

export type MarketsViewerCanQueryVariables = Exact<{
  id: string | number;
}>;


export type MarketsViewerCanQuery = { market: { viewerCan: { update: boolean } } | null };

export type MarketsOfficesQueryVariables = Exact<{
  m?: string | number | null | undefined;
  c?: boolean | null | undefined;
}>;


export type MarketsOfficesQuery = { offices: Array<{ id: string, name: string, marketId: string, communityId: string, isCommunity: boolean, active: boolean, outreaching: boolean, deleted: boolean, eligibleMembers: number, engagedMembers: number, officeNodes: Array<{ id: string, address: string, lat: number | null, lng: number | null, addedDt: string }> }> };

export type MarketsOfficeCommunitiesQueryVariables = Exact<{
  m?: string | number | null | undefined;
}>;


export type MarketsOfficeCommunitiesQuery = { offices: Array<{ communityId: string }> };

export type MarketsOffices2QueryVariables = Exact<{
  c?: string | null | undefined;
}>;


export type MarketsOffices2Query = { offices: Array<{ communityId: string, name: string }> };

export type MarketsOfficeQueryVariables = Exact<{
  id: string | number;
}>;


export type MarketsOfficeQuery = { office: { id: string, name: string, market: { id: string } | null } | null, missing: { id: string } | null };

export type MarketsMarketOfficesQueryVariables = Exact<{
  id: string | number;
}>;


export type MarketsMarketOfficesQuery = { market: { offices: Array<{ id: string }> } | null };

export type MarketsMarkets4QueryVariables = Exact<{ [key: string]: never; }>;


export type MarketsMarkets4Query = { markets: Array<{ offices: Array<{ id: string, name: string }> }> };

export type MarketsOffices3QueryVariables = Exact<{ [key: string]: never; }>;


export type MarketsOffices3Query = { offices: Array<{ id: string, market: { name: string } | null }> };

export type MarketsUpdateMarketMutationVariables = Exact<{
  id: string | number;
  input: UpdateMarketInput;
}>;


export type MarketsUpdateMarketMutation = { updateMarket: { id: string, name: string, officePrefix: string, active: boolean, address: string | null, city: string | null, stateAbbrev: string | null, zipCode: string | null, phone: string | null, faxDriveEmail: string | null, faxDriveId: string | null, quantaFloDriveId: string | null, viewerCan: { update: boolean } } };

export type MarketsMarketFieldsQueryVariables = Exact<{
  id: string | number;
}>;


export type MarketsMarketFieldsQuery = { market: { id: string, name: string, officePrefix: string, active: boolean, address: string | null, city: string | null, stateAbbrev: string | null, zipCode: string | null, phone: string | null, faxDriveEmail: string | null, faxDriveId: string | null, quantaFloDriveId: string | null } | null };

export type MedicalRecordsMedicalRecordRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MedicalRecordsMedicalRecordRequestsQuery = { medicalRecordRequests: Array<{ id: string, requestedBy: string, requestedAt: string, ccdXml: boolean, ccdPdf: boolean, progNote: boolean, justAaneel: boolean, membersRequested: number, filesLoaded: number, filesProcessed: number, status: MedicalRecordRequestStatus, finishedAt: string | null, extractPath: string | null }>, viewer: { can: { requestMedicalRecords: { allowed: boolean, reason: string | null } } } };

export type MedicalRecordsMedicalRecordRequests2QueryVariables = Exact<{ [key: string]: never; }>;


export type MedicalRecordsMedicalRecordRequests2Query = { medicalRecordRequests: Array<{ id: string }> };

export type MedicalRecordsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type MedicalRecordsViewerQuery = { viewer: { can: { requestMedicalRecords: { allowed: boolean, reason: string | null } } } };

export type MemberRecordTestCardFragment = { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } };

export type MemberRecordTestResultFragment = { member: { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } }, eligibilityChange: { id: string, changeType: EligibilityChangeType, status: EligibilityChangeStatus, memberId: string, tab: DeattributionTab | null, viewerIsAssigned: boolean, termReason: { id: string } | null, member: { id: string, aaneelId: string, fullName: string, officeId: string | null }, changeLog: Array<{ statusChangedTo: EligibilityChangeStatus }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean } } | null, dncRequest: { id: string, approvalType: DncApprovalType, approved: boolean | null, isReturn: boolean, reasonId: string, tab: DncTab, member: { id: string, aaneelId: string, fullName: string }, requestedBy: { id: string } | null, assignedEmployees: Array<{ id: string }>, viewerCan: { approve: boolean, reject: boolean } } | null, officeTransfer: { id: string, status: OfficeTransferStatus, tab: TransferTab | null, toOffice: { id: string }, member: { id: string, aaneelId: string, fullName: string }, assignedEmployees: Array<{ id: string }>, viewerCan: { save: boolean, approve: boolean } } | null, deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> | null, dncTabCounts: Array<{ tab: DncTab, count: number }> | null, transferTabCounts: Array<{ tab: TransferTab, count: number }> | null };

export type MemberRecordMemberRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordMemberRecordQuery = { memberRecord: { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } } | null };

export type MemberRecordDeattributionCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberRecordDeattributionCountsQuery = { deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> };

export type MemberRecordDncCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberRecordDncCountsQuery = { dncTabCounts: Array<{ tab: DncTab, count: number }> };

export type MemberRecordTransferCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberRecordTransferCountsQuery = { transferTabCounts: Array<{ tab: TransferTab, count: number }> };

export type MemberRecordMemberRecord2QueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordMemberRecord2Query = { memberRecord: { id: string, overview: { stratification: string | null, currentNumberOfMedications: number | null, recentCancerIndicator: boolean, recentBhIndicator: boolean, rafDelta: number | null, totalRiskEngagedMonths: number | null, outreachFirstAttemptedAt: string | null, outreachLastAttemptedAt: string | null, outreachFirstContactedAt: string | null, outreachLastContactedAt: string | null, lastIvVisitDate: string | null, lastIvVisitStatus: string | null, disengaged: boolean, missedVisitNotScheduled: boolean, acuteAdmitsLastMonth: number, acuteAdmits3Months: number, acuteAdmits12Months: number, erVisitsLastMonth: number, erVisits3Months: number, erVisits12Months: number, ivAvCurrentYear: boolean, lastAppointmentAt: string | null, lastAppointmentType: string | null, nextAppointmentAt: string | null, nextAppointmentType: string | null, lastSocialWorkVisitDate: string | null, lastAdmitDate: string | null, lastAdmitType: string | null, psvEligible: boolean, f2fEligible: boolean, isEngaged: boolean, groupName: string | null, pcpNameFromQuality: string | null, pcpGroupNameFromQuality: string | null, marketDesc: string | null }, officeChanges: Array<{ id: string, status: OfficeTransferStatus, requestedAt: string, toOffice: { id: string, name: string }, fromOffice: { id: string, name: string } | null }>, eligibilityChanges: Array<{ id: string, changeType: EligibilityChangeType, status: EligibilityChangeStatus, termReason: { id: string, name: string } | null }>, dropInLogs: Array<{ id: string, changedAt: string, inEligible: boolean, reason: string | null, note: string | null, changedBy: { id: string, fullName: string } | null }>, visits: Array<{ id: string, start: string, visitType: string, status: string, visitWith: { id: string, fullName: string } | null }>, communications: Array<{ id: string, at: string, purpose: string, fromPersonName: string | null, outcome: string | null, conversation: string | null, campaignName: string | null, campaignId: string | null, byViewer: boolean }>, addresses: Array<{ id: string, formattedAddress: string, address1: string | null, city: string | null, state: string | null, zip: string | null, primary: boolean, active: boolean, inactiveDate: string | null }>, phoneNumbers: Array<{ id: string, number: string, type: string, note: string | null, activeDate: string | null, updatedAt: string | null, valid: boolean }>, emails: Array<{ id: string, address: string, note: string | null, activeDate: string | null, valid: boolean }>, census: Array<{ id: string, admissionDate: string, dischargeDate: string | null, type: string, servicePlace: string | null, facilityName: string | null, attendingDoctorName: string | null, serviceType: string | null, note: string | null }>, callListHistory: Array<{ campaignId: string, campaignName: string | null, listDate: string, driver: string | null, points: number | null, reason: string | null, poppedAt: string | null }>, dncRequests: Array<{ id: string, reasonId: string, reason: string, approvalType: DncApprovalType, approved: boolean | null, isReturn: boolean }> } | null };

export type MemberRecordPhoneTabQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordPhoneTabQuery = { memberRecord: { id: string, phoneNumbers: Array<{ id: string }> } | null };

export type MemberRecordCensusTabQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordCensusTabQuery = { memberRecord: { id: string, census: Array<{ id: string }> } | null };

export type MemberRecordCallListTabQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordCallListTabQuery = { memberRecord: { id: string, callListHistory: Array<{ listDate: string }> } | null };

export type MemberRecordOfficeChangesTabQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordOfficeChangesTabQuery = { memberRecord: { id: string, officeChanges: Array<{ id: string, toOffice: { id: string } }> } | null };

export type MemberRecordMemberRecord3QueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordMemberRecord3Query = { memberRecord: { communications: Array<{ campaignId: string | null, campaignName: string | null, purpose: string }> } | null };

export type MemberRecordDropInIneligibleReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberRecordDropInIneligibleReasonsQuery = { dropInIneligibleReasons: Array<string>, callOutcomes: Array<string> };

export type MemberRecordMemberRecord4QueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordMemberRecord4Query = { memberRecord: { id: string, fullName: string, headerTone: MemberHeaderTone, eligibilityLabel: string, birthdaySoon: boolean } | null };

export type MemberRecordTermMemberMutationVariables = Exact<{
  input: MemberTermInput;
}>;


export type MemberRecordTermMemberMutation = { termMember: { member: { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } }, eligibilityChange: { id: string, changeType: EligibilityChangeType, status: EligibilityChangeStatus, memberId: string, tab: DeattributionTab | null, viewerIsAssigned: boolean, termReason: { id: string } | null, member: { id: string, aaneelId: string, fullName: string, officeId: string | null }, changeLog: Array<{ statusChangedTo: EligibilityChangeStatus }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean } } | null, dncRequest: { id: string, approvalType: DncApprovalType, approved: boolean | null, isReturn: boolean, reasonId: string, tab: DncTab, member: { id: string, aaneelId: string, fullName: string }, requestedBy: { id: string } | null, assignedEmployees: Array<{ id: string }>, viewerCan: { approve: boolean, reject: boolean } } | null, officeTransfer: { id: string, status: OfficeTransferStatus, tab: TransferTab | null, toOffice: { id: string }, member: { id: string, aaneelId: string, fullName: string }, assignedEmployees: Array<{ id: string }>, viewerCan: { save: boolean, approve: boolean } } | null, deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> | null, dncTabCounts: Array<{ tab: DncTab, count: number }> | null, transferTabCounts: Array<{ tab: TransferTab, count: number }> | null } };

export type MemberRecordReturnMemberEligibleMutationVariables = Exact<{
  input: MemberNoteInput;
}>;


export type MemberRecordReturnMemberEligibleMutation = { returnMemberEligible: { member: { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } }, eligibilityChange: { id: string, changeType: EligibilityChangeType, status: EligibilityChangeStatus, memberId: string, tab: DeattributionTab | null, viewerIsAssigned: boolean, termReason: { id: string } | null, member: { id: string, aaneelId: string, fullName: string, officeId: string | null }, changeLog: Array<{ statusChangedTo: EligibilityChangeStatus }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean } } | null, dncRequest: { id: string, approvalType: DncApprovalType, approved: boolean | null, isReturn: boolean, reasonId: string, tab: DncTab, member: { id: string, aaneelId: string, fullName: string }, requestedBy: { id: string } | null, assignedEmployees: Array<{ id: string }>, viewerCan: { approve: boolean, reject: boolean } } | null, officeTransfer: { id: string, status: OfficeTransferStatus, tab: TransferTab | null, toOffice: { id: string }, member: { id: string, aaneelId: string, fullName: string }, assignedEmployees: Array<{ id: string }>, viewerCan: { save: boolean, approve: boolean } } | null, deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> | null, dncTabCounts: Array<{ tab: DncTab, count: number }> | null, transferTabCounts: Array<{ tab: TransferTab, count: number }> | null } };

export type MemberRecordRequestMemberDncMutationVariables = Exact<{
  input: MemberDncInput;
}>;


export type MemberRecordRequestMemberDncMutation = { requestMemberDnc: { member: { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } }, eligibilityChange: { id: string, changeType: EligibilityChangeType, status: EligibilityChangeStatus, memberId: string, tab: DeattributionTab | null, viewerIsAssigned: boolean, termReason: { id: string } | null, member: { id: string, aaneelId: string, fullName: string, officeId: string | null }, changeLog: Array<{ statusChangedTo: EligibilityChangeStatus }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean } } | null, dncRequest: { id: string, approvalType: DncApprovalType, approved: boolean | null, isReturn: boolean, reasonId: string, tab: DncTab, member: { id: string, aaneelId: string, fullName: string }, requestedBy: { id: string } | null, assignedEmployees: Array<{ id: string }>, viewerCan: { approve: boolean, reject: boolean } } | null, officeTransfer: { id: string, status: OfficeTransferStatus, tab: TransferTab | null, toOffice: { id: string }, member: { id: string, aaneelId: string, fullName: string }, assignedEmployees: Array<{ id: string }>, viewerCan: { save: boolean, approve: boolean } } | null, deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> | null, dncTabCounts: Array<{ tab: DncTab, count: number }> | null, transferTabCounts: Array<{ tab: TransferTab, count: number }> | null } };

export type MemberRecordRemoveMemberDncMutationVariables = Exact<{
  input: MemberNoteInput;
}>;


export type MemberRecordRemoveMemberDncMutation = { removeMemberDnc: { member: { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } }, eligibilityChange: { id: string, changeType: EligibilityChangeType, status: EligibilityChangeStatus, memberId: string, tab: DeattributionTab | null, viewerIsAssigned: boolean, termReason: { id: string } | null, member: { id: string, aaneelId: string, fullName: string, officeId: string | null }, changeLog: Array<{ statusChangedTo: EligibilityChangeStatus }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean } } | null, dncRequest: { id: string, approvalType: DncApprovalType, approved: boolean | null, isReturn: boolean, reasonId: string, tab: DncTab, member: { id: string, aaneelId: string, fullName: string }, requestedBy: { id: string } | null, assignedEmployees: Array<{ id: string }>, viewerCan: { approve: boolean, reject: boolean } } | null, officeTransfer: { id: string, status: OfficeTransferStatus, tab: TransferTab | null, toOffice: { id: string }, member: { id: string, aaneelId: string, fullName: string }, assignedEmployees: Array<{ id: string }>, viewerCan: { save: boolean, approve: boolean } } | null, deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> | null, dncTabCounts: Array<{ tab: DncTab, count: number }> | null, transferTabCounts: Array<{ tab: TransferTab, count: number }> | null } };

export type MemberRecordRevokeMemberDropInMutationVariables = Exact<{
  input: MemberDropInRevokeInput;
}>;


export type MemberRecordRevokeMemberDropInMutation = { revokeMemberDropIn: { member: { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } }, eligibilityChange: { id: string, changeType: EligibilityChangeType, status: EligibilityChangeStatus, memberId: string, tab: DeattributionTab | null, viewerIsAssigned: boolean, termReason: { id: string } | null, member: { id: string, aaneelId: string, fullName: string, officeId: string | null }, changeLog: Array<{ statusChangedTo: EligibilityChangeStatus }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean } } | null, dncRequest: { id: string, approvalType: DncApprovalType, approved: boolean | null, isReturn: boolean, reasonId: string, tab: DncTab, member: { id: string, aaneelId: string, fullName: string }, requestedBy: { id: string } | null, assignedEmployees: Array<{ id: string }>, viewerCan: { approve: boolean, reject: boolean } } | null, officeTransfer: { id: string, status: OfficeTransferStatus, tab: TransferTab | null, toOffice: { id: string }, member: { id: string, aaneelId: string, fullName: string }, assignedEmployees: Array<{ id: string }>, viewerCan: { save: boolean, approve: boolean } } | null, deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> | null, dncTabCounts: Array<{ tab: DncTab, count: number }> | null, transferTabCounts: Array<{ tab: TransferTab, count: number }> | null } };

export type MemberRecordRestoreMemberDropInMutationVariables = Exact<{
  input: MemberNoteInput;
}>;


export type MemberRecordRestoreMemberDropInMutation = { restoreMemberDropIn: { member: { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } }, eligibilityChange: { id: string, changeType: EligibilityChangeType, status: EligibilityChangeStatus, memberId: string, tab: DeattributionTab | null, viewerIsAssigned: boolean, termReason: { id: string } | null, member: { id: string, aaneelId: string, fullName: string, officeId: string | null }, changeLog: Array<{ statusChangedTo: EligibilityChangeStatus }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean } } | null, dncRequest: { id: string, approvalType: DncApprovalType, approved: boolean | null, isReturn: boolean, reasonId: string, tab: DncTab, member: { id: string, aaneelId: string, fullName: string }, requestedBy: { id: string } | null, assignedEmployees: Array<{ id: string }>, viewerCan: { approve: boolean, reject: boolean } } | null, officeTransfer: { id: string, status: OfficeTransferStatus, tab: TransferTab | null, toOffice: { id: string }, member: { id: string, aaneelId: string, fullName: string }, assignedEmployees: Array<{ id: string }>, viewerCan: { save: boolean, approve: boolean } } | null, deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> | null, dncTabCounts: Array<{ tab: DncTab, count: number }> | null, transferTabCounts: Array<{ tab: TransferTab, count: number }> | null } };

export type MemberRecordChangeMemberOfficeMutationVariables = Exact<{
  input: MemberOfficeChangeInput;
}>;


export type MemberRecordChangeMemberOfficeMutation = { changeMemberOffice: { member: { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } }, eligibilityChange: { id: string, changeType: EligibilityChangeType, status: EligibilityChangeStatus, memberId: string, tab: DeattributionTab | null, viewerIsAssigned: boolean, termReason: { id: string } | null, member: { id: string, aaneelId: string, fullName: string, officeId: string | null }, changeLog: Array<{ statusChangedTo: EligibilityChangeStatus }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean } } | null, dncRequest: { id: string, approvalType: DncApprovalType, approved: boolean | null, isReturn: boolean, reasonId: string, tab: DncTab, member: { id: string, aaneelId: string, fullName: string }, requestedBy: { id: string } | null, assignedEmployees: Array<{ id: string }>, viewerCan: { approve: boolean, reject: boolean } } | null, officeTransfer: { id: string, status: OfficeTransferStatus, tab: TransferTab | null, toOffice: { id: string }, member: { id: string, aaneelId: string, fullName: string }, assignedEmployees: Array<{ id: string }>, viewerCan: { save: boolean, approve: boolean } } | null, deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> | null, dncTabCounts: Array<{ tab: DncTab, count: number }> | null, transferTabCounts: Array<{ tab: TransferTab, count: number }> | null } };

export type MemberRecordReportRedBoxErrorMutationVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordReportRedBoxErrorMutation = { reportRedBoxError: { member: { id: string, aaneelId: string, firstName: string, lastName: string, fullName: string, dateOfBirth: string, birthdaySoon: boolean, gender: string, memberId: string, mbi: string | null, payerName: string | null, planName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, marketName: string | null, officeId: string | null, officeName: string | null, communityId: string | null, weather: string | null, insuranceGroup: string | null, pcpName: string | null, clinicalGroup: string | null, eligible: boolean, engaged: boolean, engagedAt: string | null, eligibilityLabel: string, termDate: string | null, deceasedDate: string | null, pendingTransition: boolean, pendingDnc: boolean, dnc: boolean, dropInIneligible: boolean, headerTone: MemberHeaderTone, recentAdmission: boolean, lastRedBoxErrorAt: string | null, app: { id: string, fullName: string } | null, pcc: { id: string, fullName: string } | null, termReason: { id: string, name: string } | null, riskType: { id: string, name: string } | null, viewerCan: { skipDncReview: boolean, changeOfficeAnyMarket: boolean, transitionPlanReasonIds: Array<string>, term: { allowed: boolean, reason: string | null }, returnEligible: { allowed: boolean, reason: string | null }, requestDnc: { allowed: boolean, reason: string | null }, removeDnc: { allowed: boolean, reason: string | null }, revokeDropIn: { allowed: boolean, reason: string | null }, restoreDropIn: { allowed: boolean, reason: string | null }, changeOffice: { allowed: boolean, reason: string | null }, reportRedBoxError: { allowed: boolean, reason: string | null }, setContactValidity: { allowed: boolean, reason: string | null }, sendEligibilityInquiry: { allowed: boolean, reason: string | null }, termReasons: Array<{ id: string, name: string }> } }, eligibilityChange: { id: string, changeType: EligibilityChangeType, status: EligibilityChangeStatus, memberId: string, tab: DeattributionTab | null, viewerIsAssigned: boolean, termReason: { id: string } | null, member: { id: string, aaneelId: string, fullName: string, officeId: string | null }, changeLog: Array<{ statusChangedTo: EligibilityChangeStatus }>, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { approve: boolean, reject: boolean, update: boolean, cancel: boolean } } | null, dncRequest: { id: string, approvalType: DncApprovalType, approved: boolean | null, isReturn: boolean, reasonId: string, tab: DncTab, member: { id: string, aaneelId: string, fullName: string }, requestedBy: { id: string } | null, assignedEmployees: Array<{ id: string }>, viewerCan: { approve: boolean, reject: boolean } } | null, officeTransfer: { id: string, status: OfficeTransferStatus, tab: TransferTab | null, toOffice: { id: string }, member: { id: string, aaneelId: string, fullName: string }, assignedEmployees: Array<{ id: string }>, viewerCan: { save: boolean, approve: boolean } } | null, deattributionTabCounts: Array<{ tab: DeattributionTab, count: number }> | null, dncTabCounts: Array<{ tab: DncTab, count: number }> | null, transferTabCounts: Array<{ tab: TransferTab, count: number }> | null } };

export type MemberRecordSetPhoneValidityMutationVariables = Exact<{
  input: ContactValidityInput;
}>;


export type MemberRecordSetPhoneValidityMutation = { setPhoneValidity: { id: string, valid: boolean } };

export type MemberRecordSetEmailValidityMutationVariables = Exact<{
  input: ContactValidityInput;
}>;


export type MemberRecordSetEmailValidityMutation = { setEmailValidity: { id: string, valid: boolean } };

export type MemberRecordSendEligibilityInquiryMutationVariables = Exact<{
  input: EligibilityInquiryInput;
}>;


export type MemberRecordSendEligibilityInquiryMutation = { sendEligibilityInquiry: { ticketNumber: number } };

export type MemberRecordLogCallOutcomeMutationVariables = Exact<{
  input: CallOutcomeInput;
}>;


export type MemberRecordLogCallOutcomeMutation = { logCallOutcome: { id: string, outcome: string | null, conversation: string | null, byViewer: boolean } };

export type MemberRecordMemberRecord5QueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordMemberRecord5Query = { memberRecord: { dropInLogs: Array<{ inEligible: boolean, reason: string | null, note: string | null }> } | null };

export type MemberRecordMemberOfficeChoicesQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordMemberOfficeChoicesQuery = { memberOfficeChoices: Array<{ id: string, marketId: string, name: string }> };

export type MemberRecordMemberOfficeChoices2QueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordMemberOfficeChoices2Query = { memberOfficeChoices: Array<{ id: string }> };

export type MemberRecordOfficeTransferQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberRecordOfficeTransferQuery = { officeTransfer: { id: string, tab: TransferTab | null, memberId: string } | null };

export type MembersAddPayersQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersAddPayersQuery = { payers: Array<{ id: string, name: string }> };

export type AddMemberMutationVariables = Exact<{
  input: AddMemberInput;
}>;


export type AddMemberMutation = { addMember: { id: string, aaneelId: string } };

export type MembersAddMemberRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type MembersAddMemberRecordQuery = { memberRecord: { id: string, aaneelId: string, fullName: string, dateOfBirth: string, gender: string, memberId: string, mbi: string | null, payerName: string | null, homePhone: string | null, activeAddress: string | null, marketId: string, officeId: string | null, eligible: boolean, engaged: boolean, phoneNumbers: Array<{ number: string, type: string, valid: boolean }>, addresses: Array<{ formattedAddress: string, address1: string | null, city: string | null, state: string | null, zip: string | null, primary: boolean, active: boolean }>, emails: Array<{ address: string, valid: boolean }> } | null };

export type MembersAddViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersAddViewerQuery = { viewer: { can: { addMember: boolean } } };

export type MetricsMetricsOfficeTreeQueryVariables = Exact<{
  employeeId?: string | number | null | undefined;
}>;


export type MetricsMetricsOfficeTreeQuery = { metricsOfficeTree: Array<{ key: string, kind: OfficeTreeNodeKind, label: string, officeId: string | null, children: Array<{ key: string, kind: OfficeTreeNodeKind, label: string, officeId: string | null, children: Array<{ key: string, kind: OfficeTreeNodeKind, label: string, officeId: string | null }> }> }> };

export type MetricsMetricsDashboardHeaderQueryVariables = Exact<{
  employeeId?: string | number | null | undefined;
}>;


export type MetricsMetricsDashboardHeaderQuery = { metricsDashboardHeader: { employeeId: string | null, showRoleToggle: boolean, defaultRole: DashboardRole, canPickTeamMember: boolean, teamMembers: Array<{ employeeId: string, fullName: string, defaultRole: DashboardRole }> } };

export type MetricsMetricsDashboardQueryVariables = Exact<{
  officeIds: Array<string | number> | string | number;
  role: DashboardRole;
  employeeId?: string | number | null | undefined;
}>;


export type MetricsMetricsDashboardQuery = { metricsDashboard: { role: DashboardRole, actionablePanelSize: number, eligibleMembers: number, hedisGapCount: number, acuity: Array<{ level: string, count: number, percent: number, color: string }>, metrics: Array<{ id: string, label: string, group: MetricGroup, value: number, denominator: number | null, hoverText: string, table: MetricTable, viewTarget: MetricViewTarget, expansion: MetricRowExpansion, columns: Array<{ field: MetricRowField, key: string, label: string, type: MetricColumnType }> }> } };

export type MetricsMetricRowsQueryVariables = Exact<{
  metricId: string | number;
  officeIds: Array<string | number> | string | number;
  role: DashboardRole;
  skip?: number | null | undefined;
  take?: number | null | undefined;
  sort?: Array<MetricRowSort> | MetricRowSort | null | undefined;
  employeeId?: string | number | null | undefined;
}>;


export type MetricsMetricRowsQuery = { metricRows: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean }, nodes: Array<{ id: string, memberId: string, aaneelId: string, memberFullName: string, office: string | null, stratification: string | null, lastPhqScore: number | null, currentNumberOfMedications: number | null, transferOffice: string | null, admissionDatetime: string | null, expectedDischargeDate: string | null, visitDatetime: string | null, title: string | null, priority: string | null, dueDate: string | null, lastOutcome: string | null, description: string | null, highNeedCriteria: Array<string> | null }> } };

export type MetricsOneListQueryVariables = Exact<{
  officeIds: Array<string | number> | string | number;
  search?: string | null | undefined;
  metricId?: string | number | null | undefined;
  sort?: Array<MetricRowSort> | MetricRowSort | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type MetricsOneListQuery = { oneList: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean }, nodes: Array<{ id: string, memberId: string, aaneelId: string, memberFullName: string, office: string | null }>, columns: Array<{ field: MetricRowField, key: string, label: string }> } };

export type NeighborhoodsStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type NeighborhoodsStatesQuery = { states: Array<{ abbrev: string }> };

export type NeighborhoodsTestOfficeFragment = { id: string, name: string, marketId: string, communityId: string, commonName: string | null, active: boolean, outreaching: boolean, isCommunity: boolean, eligibleMembers: number, engagedMembers: number, staffingGap: string | null, viewerCan: { update: { allowed: boolean, reason: string | null } } };

export type NeighborhoodsAddNeighborhoodMutationVariables = Exact<{
  input: AddNeighborhoodInput;
}>;


export type NeighborhoodsAddNeighborhoodMutation = { addNeighborhood: { message: string, offices: Array<{ id: string, name: string, marketId: string, communityId: string, commonName: string | null, active: boolean, outreaching: boolean, isCommunity: boolean, eligibleMembers: number, engagedMembers: number, staffingGap: string | null, viewerCan: { update: { allowed: boolean, reason: string | null } } }> } };

export type NeighborhoodsUpdateNeighborhoodMutationVariables = Exact<{
  id: string | number;
  input: UpdateNeighborhoodInput;
}>;


export type NeighborhoodsUpdateNeighborhoodMutation = { updateNeighborhood: { message: string, offices: Array<{ id: string, name: string, marketId: string, communityId: string, commonName: string | null, active: boolean, outreaching: boolean, isCommunity: boolean, eligibleMembers: number, engagedMembers: number, staffingGap: string | null, changeLogs: Array<{ commonName: string | null, active: boolean, outreaching: boolean, updatedBy: string | null, updatedDt: string }>, viewerCan: { update: { allowed: boolean, reason: string | null } } }> } };

export type NeighborhoodsOfficeRowsQueryVariables = Exact<{
  m?: string | number | null | undefined;
}>;


export type NeighborhoodsOfficeRowsQuery = { offices: Array<{ id: string, name: string, marketId: string, communityId: string, commonName: string | null, active: boolean, outreaching: boolean, isCommunity: boolean, eligibleMembers: number, engagedMembers: number, staffingGap: string | null, viewerCan: { update: { allowed: boolean, reason: string | null } } }> };

export type NeighborhoodsViewerCanQueryVariables = Exact<{
  id: string | number;
}>;


export type NeighborhoodsViewerCanQuery = { viewer: { can: { addNeighborhood: { allowed: boolean, reason: string | null } } }, office: { viewerCan: { update: { allowed: boolean, reason: string | null } } } | null };

export type NeighborhoodsOfficeLogsQueryVariables = Exact<{
  id: string | number;
}>;


export type NeighborhoodsOfficeLogsQuery = { office: { changeLogs: Array<{ commonName: string | null, active: boolean, outreaching: boolean, updatedBy: string | null, updatedDt: string }>, nodeLogs: Array<{ address: string, addedDt: string, addedBy: string | null, deactivatedDt: string | null }> } | null };

export type NeighborhoodsOfficeNamesQueryVariables = Exact<{
  m?: string | number | null | undefined;
}>;


export type NeighborhoodsOfficeNamesQuery = { offices: Array<{ name: string }> };

export type ProviderDetailsStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProviderDetailsStatesQuery = { states: Array<{ abbrev: string }> };

export type ProviderDetailsTestProviderDetailFragment = { id: string, employeeId: string, name: string, communities: Array<string>, panelSize: number, inRange: number, exclusiveInRange: number, dailyIvLimit: number, ivCount: number, ivOpportunityCount: number, availability: number, maxDistanceFromHB: number | null, f2FEligible: boolean | null, telehealthEligible: boolean | null, psvEligible: boolean | null, viewerCan: { update: { allowed: boolean, reason: string | null } } };

export type ProviderDetailsProviderDetailsQueryVariables = Exact<{
  m: string | number;
  s: string;
  e: string;
}>;


export type ProviderDetailsProviderDetailsQuery = { providerDetails: Array<{ id: string, employeeId: string, name: string, communities: Array<string>, panelSize: number, inRange: number, exclusiveInRange: number, dailyIvLimit: number, ivCount: number, ivOpportunityCount: number, availability: number, maxDistanceFromHB: number | null, f2FEligible: boolean | null, telehealthEligible: boolean | null, psvEligible: boolean | null, viewerCan: { update: { allowed: boolean, reason: string | null } } }> };

export type ProviderDetailsUpdateProviderDetailsMutationVariables = Exact<{
  m: string | number;
  s: string;
  e: string;
  input: UpdateProviderDetailsInput;
}>;


export type ProviderDetailsUpdateProviderDetailsMutation = { updateProviderDetails: { id: string, employeeId: string, name: string, communities: Array<string>, panelSize: number, inRange: number, exclusiveInRange: number, dailyIvLimit: number, ivCount: number, ivOpportunityCount: number, availability: number, maxDistanceFromHB: number | null, f2FEligible: boolean | null, telehealthEligible: boolean | null, psvEligible: boolean | null, viewerCan: { update: { allowed: boolean, reason: string | null } } } };

export type ProviderDetailsProviderChangeLogsQueryVariables = Exact<{
  id: string | number;
}>;


export type ProviderDetailsProviderChangeLogsQuery = { providerChangeLogs: Array<{ id: string, employeeId: string, dailyIvLimit: number, maxDistance: number | null, f2FEligible: boolean | null, telehealthEligible: boolean | null, psvEligible: boolean | null, updatedDt: string, updatedBy: string | null }> };

export type ProviderDetailsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ProviderDetailsViewerQuery = { viewer: { can: { seeFullProviderColumns: boolean } } };

export type ReferenceDataCohortsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataCohortsQuery = { cohorts: Array<{ id: string }> };

export type ReferenceDataTestContractFragment = { id: string, name: string, status: string | null, payerId: string, geography: string | null, riskTypeId: string, algorithm: string | null, startDt: string, atRiskDt: string | null, disabled: boolean, payer: { id: string, name: string }, riskType: { id: string, name: string }, viewerCan: { update: { allowed: boolean, reason: string | null }, terminate: { allowed: boolean, reason: string | null } } };

export type ReferenceDataAddCountyMutationVariables = Exact<{
  input: AddCountyInput;
}>;


export type ReferenceDataAddCountyMutation = { addCounty: { id: string, county: string, stateAbbrev: string } };

export type ReferenceDataCreateContractMutationVariables = Exact<{
  input: ContractInput;
}>;


export type ReferenceDataCreateContractMutation = { createContract: { id: string, name: string, status: string | null, payerId: string, geography: string | null, riskTypeId: string, algorithm: string | null, startDt: string, atRiskDt: string | null, disabled: boolean, payer: { id: string, name: string }, riskType: { id: string, name: string }, viewerCan: { update: { allowed: boolean, reason: string | null }, terminate: { allowed: boolean, reason: string | null } } } };

export type ReferenceDataUpdateContractMutationVariables = Exact<{
  id: string | number;
  input: ContractInput;
}>;


export type ReferenceDataUpdateContractMutation = { updateContract: { id: string, name: string, status: string | null, payerId: string, geography: string | null, riskTypeId: string, algorithm: string | null, startDt: string, atRiskDt: string | null, disabled: boolean, payer: { id: string, name: string }, riskType: { id: string, name: string }, viewerCan: { update: { allowed: boolean, reason: string | null }, terminate: { allowed: boolean, reason: string | null } } } };

export type ReferenceDataTerminateContractMutationVariables = Exact<{
  id: string | number;
}>;


export type ReferenceDataTerminateContractMutation = { terminateContract: { id: string, name: string, status: string | null, payerId: string, geography: string | null, riskTypeId: string, algorithm: string | null, startDt: string, atRiskDt: string | null, disabled: boolean, payer: { id: string, name: string }, riskType: { id: string, name: string }, viewerCan: { update: { allowed: boolean, reason: string | null }, terminate: { allowed: boolean, reason: string | null } } } };

export type ReferenceDataCohorts2QueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataCohorts2Query = { cohorts: Array<{ id: string, name: string, createdDt: string | null, memberCount: number, pendingMemberCount: number }> };

export type ReferenceDataCohorts3QueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataCohorts3Query = { cohorts: Array<{ id: string, memberCount: number, pendingMemberCount: number, createdDt: string | null }> };

export type ReferenceDataCountiesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataCountiesQuery = { counties: Array<{ id: string, county: string, stateAbbrev: string }>, ga: Array<{ county: string, stateAbbrev: string }>, countyStates: Array<{ abbrev: string, name: string }> };

export type ReferenceDataCounties2QueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataCounties2Query = { counties: Array<{ id: string, county: string }> };

export type ReferenceDataCounties3QueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataCounties3Query = { counties: Array<{ id: string, county: string }> };

export type ReferenceDataCounties4QueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataCounties4Query = { counties: Array<{ id: string }> };

export type ReferenceDataViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataViewerQuery = { viewer: { can: { addCounty: { allowed: boolean, reason: string | null }, addContract: { allowed: boolean, reason: string | null } } } };

export type ReferenceDataContractsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataContractsQuery = { contracts: Array<{ id: string, name: string, status: string | null, payerId: string, geography: string | null, riskTypeId: string, algorithm: string | null, startDt: string, atRiskDt: string | null, disabled: boolean, payer: { id: string, name: string }, riskType: { id: string, name: string }, viewerCan: { update: { allowed: boolean, reason: string | null }, terminate: { allowed: boolean, reason: string | null } } }> };

export type ReferenceDataPayersQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferenceDataPayersQuery = { payers: Array<{ id: string, name: string, selfPay: boolean }>, riskTypes: Array<{ id: string, name: string }> };

export type ReportsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportsViewerQuery = { viewer: { can: { runMarketMembersExport: { allowed: boolean, reason: string | null } } } };

export type SupportCreateSupportTicketMutationVariables = Exact<{
  input: SupportTicketInput;
}>;


export type SupportCreateSupportTicketMutation = { createSupportTicket: { id: string } };

export type TerritoryStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type TerritoryStatesQuery = { states: Array<{ abbrev: string }> };

export type TerritoryMemberPointsQueryVariables = Exact<{
  m: string | number;
  o?: string | number | null | undefined;
  e?: EngagementFilter | null | undefined;
}>;


export type TerritoryMemberPointsQuery = { memberPoints: Array<{ memberId: string, aaneelId: string, lat: number, lng: number, officeId: string | null, office: string | null, engaged: boolean, nhZone: string | null }> };

export type TerritoryMarketHexesQueryVariables = Exact<{
  m: string | number;
  l: number;
}>;


export type TerritoryMarketHexesQuery = { marketHexes: Array<{ hex: string, count: number }> };

export type TerritoryHexMemberCountQueryVariables = Exact<{
  l: number;
  h: Array<string | number> | string | number;
}>;


export type TerritoryHexMemberCountQuery = { hexMemberCount: number };

export type TerritoryTerritoryCapabilitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type TerritoryTerritoryCapabilitiesQuery = { territoryCapabilities: { hexModes: { allowed: boolean, reason: string | null } } };

export type TerritoryMemberHomesQueryVariables = Exact<{
  m: string | number;
  o?: string | number | null | undefined;
  e?: EngagementFilter | null | undefined;
}>;


export type TerritoryMemberHomesQuery = { memberHomes: { count: number, memberIds: Array<string>, aaneelIds: Array<string>, lats: Array<number>, lngs: Array<number>, officeIndexes: Array<number | null>, engaged: Array<boolean>, offices: Array<{ officeId: string, name: string | null, nhZone: string | null }> } };

export type TransfersTransferTabCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type TransfersTransferTabCountsQuery = { transferTabCounts: Array<{ tab: TransferTab, count: number }> };

export type TransfersTestOfficeTransferFragment = { id: string, memberId: string, note: string | null, requestedAt: string, effectiveDate: string | null, status: OfficeTransferStatus, changeStatus: number, statusChangedAt: string | null, transitionNotes: string | null, chartReview: boolean, medReview: boolean, acuityLevel: boolean, transferType: TransferType | null, processed: boolean, processedAt: string | null, error: string | null, tab: TransferTab | null, member: { id: string, fullName: string, dateOfBirth: string, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string }, toOffice: { id: string, name: string, communityId: string, marketId: string }, fromOffice: { id: string, name: string } | null, requestedBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { save: boolean, approve: boolean, reject: boolean, acknowledge: boolean } };

export type TransfersTestOfficeTransferResultFragment = { message: string, transfer: { id: string, memberId: string, note: string | null, requestedAt: string, effectiveDate: string | null, status: OfficeTransferStatus, changeStatus: number, statusChangedAt: string | null, transitionNotes: string | null, chartReview: boolean, medReview: boolean, acuityLevel: boolean, transferType: TransferType | null, processed: boolean, processedAt: string | null, error: string | null, tab: TransferTab | null, member: { id: string, fullName: string, dateOfBirth: string, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string }, toOffice: { id: string, name: string, communityId: string, marketId: string }, fromOffice: { id: string, name: string } | null, requestedBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { save: boolean, approve: boolean, reject: boolean, acknowledge: boolean } }, tabCounts: Array<{ tab: TransferTab, count: number }> };

export type TransfersOfficeTransfersQueryVariables = Exact<{
  tab: TransferTab;
  filters?: Array<OfficeTransferFilter> | OfficeTransferFilter | null | undefined;
  sort?: Array<OfficeTransferSort> | OfficeTransferSort | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type TransfersOfficeTransfersQuery = { officeTransfers: { totalCount: number, nodes: Array<{ id: string, memberId: string, note: string | null, requestedAt: string, effectiveDate: string | null, status: OfficeTransferStatus, changeStatus: number, statusChangedAt: string | null, transitionNotes: string | null, chartReview: boolean, medReview: boolean, acuityLevel: boolean, transferType: TransferType | null, processed: boolean, processedAt: string | null, error: string | null, tab: TransferTab | null, member: { id: string, fullName: string, dateOfBirth: string, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string }, toOffice: { id: string, name: string, communityId: string, marketId: string }, fromOffice: { id: string, name: string } | null, requestedBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { save: boolean, approve: boolean, reject: boolean, acknowledge: boolean } }> } };

export type TransfersSaveMutationVariables = Exact<{
  input: OfficeTransferInput;
}>;


export type TransfersSaveMutation = { saveOfficeTransfer: { message: string, transfer: { id: string, memberId: string, note: string | null, requestedAt: string, effectiveDate: string | null, status: OfficeTransferStatus, changeStatus: number, statusChangedAt: string | null, transitionNotes: string | null, chartReview: boolean, medReview: boolean, acuityLevel: boolean, transferType: TransferType | null, processed: boolean, processedAt: string | null, error: string | null, tab: TransferTab | null, member: { id: string, fullName: string, dateOfBirth: string, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string }, toOffice: { id: string, name: string, communityId: string, marketId: string }, fromOffice: { id: string, name: string } | null, requestedBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { save: boolean, approve: boolean, reject: boolean, acknowledge: boolean } }, tabCounts: Array<{ tab: TransferTab, count: number }> } };

export type TransfersApproveMutationVariables = Exact<{
  input: OfficeTransferInput;
}>;


export type TransfersApproveMutation = { approveOfficeTransfer: { message: string, transfer: { id: string, memberId: string, note: string | null, requestedAt: string, effectiveDate: string | null, status: OfficeTransferStatus, changeStatus: number, statusChangedAt: string | null, transitionNotes: string | null, chartReview: boolean, medReview: boolean, acuityLevel: boolean, transferType: TransferType | null, processed: boolean, processedAt: string | null, error: string | null, tab: TransferTab | null, member: { id: string, fullName: string, dateOfBirth: string, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string }, toOffice: { id: string, name: string, communityId: string, marketId: string }, fromOffice: { id: string, name: string } | null, requestedBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { save: boolean, approve: boolean, reject: boolean, acknowledge: boolean } }, tabCounts: Array<{ tab: TransferTab, count: number }> } };

export type TransfersRejectMutationVariables = Exact<{
  input: OfficeTransferInput;
}>;


export type TransfersRejectMutation = { rejectOfficeTransfer: { message: string, transfer: { id: string, memberId: string, note: string | null, requestedAt: string, effectiveDate: string | null, status: OfficeTransferStatus, changeStatus: number, statusChangedAt: string | null, transitionNotes: string | null, chartReview: boolean, medReview: boolean, acuityLevel: boolean, transferType: TransferType | null, processed: boolean, processedAt: string | null, error: string | null, tab: TransferTab | null, member: { id: string, fullName: string, dateOfBirth: string, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string }, toOffice: { id: string, name: string, communityId: string, marketId: string }, fromOffice: { id: string, name: string } | null, requestedBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { save: boolean, approve: boolean, reject: boolean, acknowledge: boolean } }, tabCounts: Array<{ tab: TransferTab, count: number }> } };

export type TransfersAcknowledgeMutationVariables = Exact<{
  input: OfficeTransferInput;
}>;


export type TransfersAcknowledgeMutation = { acknowledgeOfficeTransfer: { message: string, transfer: { id: string, memberId: string, note: string | null, requestedAt: string, effectiveDate: string | null, status: OfficeTransferStatus, changeStatus: number, statusChangedAt: string | null, transitionNotes: string | null, chartReview: boolean, medReview: boolean, acuityLevel: boolean, transferType: TransferType | null, processed: boolean, processedAt: string | null, error: string | null, tab: TransferTab | null, member: { id: string, fullName: string, dateOfBirth: string, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string }, toOffice: { id: string, name: string, communityId: string, marketId: string }, fromOffice: { id: string, name: string } | null, requestedBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { save: boolean, approve: boolean, reject: boolean, acknowledge: boolean } }, tabCounts: Array<{ tab: TransferTab, count: number }> } };

export type TransfersTransferTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type TransfersTransferTypesQuery = { transferTypes: Array<{ value: TransferType, label: string }> };

export type TransfersTransferTabCounts2QueryVariables = Exact<{ [key: string]: never; }>;


export type TransfersTransferTabCounts2Query = { transferTabCounts: Array<{ tab: TransferTab, count: number }> };

export type TransfersOfficeTransferQueryVariables = Exact<{
  id: string | number;
}>;


export type TransfersOfficeTransferQuery = { officeTransfer: { id: string, memberId: string, note: string | null, requestedAt: string, effectiveDate: string | null, status: OfficeTransferStatus, changeStatus: number, statusChangedAt: string | null, transitionNotes: string | null, chartReview: boolean, medReview: boolean, acuityLevel: boolean, transferType: TransferType | null, processed: boolean, processedAt: string | null, error: string | null, tab: TransferTab | null, member: { id: string, fullName: string, dateOfBirth: string, officeId: string | null, officeName: string | null, communityId: string | null, marketId: string }, toOffice: { id: string, name: string, communityId: string, marketId: string }, fromOffice: { id: string, name: string } | null, requestedBy: { id: string, fullName: string } | null, assignedEmployees: Array<{ id: string, fullName: string }>, viewerCan: { save: boolean, approve: boolean, reject: boolean, acknowledge: boolean } } | null };

export type TransfersOfficeTransfer2QueryVariables = Exact<{ [key: string]: never; }>;


export type TransfersOfficeTransfer2Query = { officeTransfer: { id: string } | null };

export type AmplificationMarketsQueryVariables = Exact<{ [key: string]: never; }>;


export type AmplificationMarketsQuery = { markets: Array<{ id: string }> };

export type AmplificationMarkets2QueryVariables = Exact<{ [key: string]: never; }>;


export type AmplificationMarkets2Query = { markets: Array<{ id: string, name: string, offices: Array<{ id: string, name: string }> }> };

export type PagedOfficesQueryVariables = Exact<{
  take?: number | null | undefined;
}>;


export type PagedOfficesQuery = { members: { totalCount: number, nodes: Array<{ id: string, office: { id: string } | null }> } };

export type EventsQueryVariables = Exact<{
  uid?: string | number | null | undefined;
  action?: string | null | undefined;
  actionMatch?: AuditActionMatch | null | undefined;
  outcome?: AuditOutcome | null | undefined;
  transport?: AuditTransport | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  targetId?: string | number | null | undefined;
  requestId?: string | number | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type EventsQuery = { auditEvents: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean }, nodes: Array<{ id: string, at: string, uid: string | null, employeeId: string | null, action: string, module: string | null, operation: string | null, outcome: AuditOutcome, code: string | null, rows: number | null, bytes: number | null, requestId: string, transport: AuditTransport, targets: Array<{ key: string, value: string }> }> } };

export type TicketMutationVariables = Exact<{
  input: SupportTicketInput;
}>;


export type TicketMutation = { createSupportTicket: { id: string } };

export type ApproveMutationVariables = Exact<{
  input: EligibilityDecisionInput;
}>;


export type ApproveMutation = { approveEligibilityChange: { change: { id: string, status: EligibilityChangeStatus } } };

export type AuditGrantClaimMutationVariables = Exact<{ [key: string]: never; }>;


export type AuditGrantClaimMutation = { grantClaim: { uid: string } };

export type BaselineMembersQueryVariables = Exact<{
  filters?: Array<MemberFilter> | MemberFilter | null | undefined;
  sort?: Array<MemberSort> | MemberSort | null | undefined;
}>;


export type BaselineMembersQuery = { members: { totalCount: number, nodes: Array<{ id: string }> } };

export type DataAccessCallListQueryVariables = Exact<{
  id: string | number;
}>;


export type DataAccessCallListQuery = { callList: { size: number, entries: Array<{ aaneelId: string }> } };

export type DataAccessMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type DataAccessMembersQuery = { members: { totalCount: number, viewerCan: { export: boolean } } };

export type DataAccessUserQueryVariables = Exact<{ [key: string]: never; }>;


export type DataAccessUserQuery = { user: { uid: string, claims: Array<Claim> } | null };

export type DataAccessUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type DataAccessUsersQuery = { users: Array<{ uid: string, claims: Array<Claim> }> };

export type DataAccessGrantClaimMutationVariables = Exact<{
  uid: string | number;
}>;


export type DataAccessGrantClaimMutation = { grantClaim: { uid: string, claims: Array<Claim> } };

export type DataAccessRevokeClaimMutationVariables = Exact<{
  uid: string | number;
}>;


export type DataAccessRevokeClaimMutation = { revokeClaim: { uid: string, claims: Array<Claim> } };

export type DataAccessUser2QueryVariables = Exact<{ [key: string]: never; }>;


export type DataAccessUser2Query = { user: { claims: Array<Claim> } | null };

export type DataAccessUsers2QueryVariables = Exact<{ [key: string]: never; }>;


export type DataAccessUsers2Query = { users: Array<{ uid: string, claims: Array<Claim> }> };

export type HttpEdgeViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpEdgeViewerQuery = { viewer: { uid: string } };

export type HttpEdgeHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpEdgeHealthQuery = { health: string };

export type HttpEdgeHealth2QueryVariables = Exact<{ [key: string]: never; }>;


export type HttpEdgeHealth2Query = { health: string };

export type HttpEdgeHealth3QueryVariables = Exact<{ [key: string]: never; }>;


export type HttpEdgeHealth3Query = { health: string };

export type HttpEdgeViewer2QueryVariables = Exact<{ [key: string]: never; }>;


export type HttpEdgeViewer2Query = { viewer: { uid: string } };

export type HttpEdgeViewer3QueryVariables = Exact<{ [key: string]: never; }>;


export type HttpEdgeViewer3Query = { viewer: { uid: string } };

export type HttpEdgeMarketsQueryVariables = Exact<{ [key: string]: never; }>;


export type HttpEdgeMarketsQuery = { markets: Array<{ id: string, name: string }> };

export type HttpEdgeViewer4QueryVariables = Exact<{ [key: string]: never; }>;


export type HttpEdgeViewer4Query = { viewer: { uid: string } };

export type HttpEdgeHealth4QueryVariables = Exact<{ [key: string]: never; }>;


export type HttpEdgeHealth4Query = { health: string };

export type HttpEdgeViewer5QueryVariables = Exact<{ [key: string]: never; }>;


export type HttpEdgeViewer5Query = { viewer: { uid: string } };

export type IdentityMappingViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityMappingViewerQuery = { viewer: { uid: string, claims: Array<Claim>, employeeId: string | null, employee: { id: string, fullName: string } | null } };

export type IdentityMappingUserQueryVariables = Exact<{
  uid: string | number;
}>;


export type IdentityMappingUserQuery = { user: { uid: string, displayName: string | null } | null };

export type SubscriptionsCampaignQueryVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionsCampaignQuery = { campaign: { assignments: Array<{ id: string, employeeId: string }> } | null };

export type SubscriptionsUnassignCampaignAgentMutationVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionsUnassignCampaignAgentMutation = { unassignCampaignAgent: { id: string } };

export type SubscriptionsAssignCampaignAgentMutationVariables = Exact<{
  c: string | number;
  e: string | number;
}>;


export type SubscriptionsAssignCampaignAgentMutation = { assignCampaignAgent: { id: string } };

export type UpstreamInputMembersQueryVariables = Exact<{
  filters?: Array<MemberFilter> | MemberFilter | null | undefined;
}>;


export type UpstreamInputMembersQuery = { members: { totalCount: number, nodes: Array<{ id: string, lastName: string }> } };

export type UpstreamInputMarketsQueryVariables = Exact<{ [key: string]: never; }>;


export type UpstreamInputMarketsQuery = { markets: Array<{ id: string, name: string }> };

export type UpstreamInputEmployeesQueryVariables = Exact<{
  t?: string | null | undefined;
}>;


export type UpstreamInputEmployeesQuery = { employees: Array<{ id: string }> };

export type UpstreamInputCreateSupportTicketMutationVariables = Exact<{
  input: SupportTicketInput;
}>;


export type UpstreamInputCreateSupportTicketMutation = { createSupportTicket: { id: string } };

export type UpstreamInputUserQueryVariables = Exact<{
  uid: string | number;
}>;


export type UpstreamInputUserQuery = { user: { uid: string } | null };

export type UpstreamInputGrantClaimMutationVariables = Exact<{ [key: string]: never; }>;


export type UpstreamInputGrantClaimMutation = { grantClaim: { uid: string } };

export type UpstreamInputEmployeeQueryVariables = Exact<{
  id: string | number;
}>;


export type UpstreamInputEmployeeQuery = { employee: { id: string } | null };

export type UpstreamInputOfficesQueryVariables = Exact<{
  c?: string | null | undefined;
}>;


export type UpstreamInputOfficesQuery = { offices: Array<{ id: string }> };

export type CliViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type CliViewerQuery = { viewer: { name: string | null }, markets: Array<{ id: string }> };

export type CompiledStackMarketsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompiledStackMarketsQuery = { viewer: { name: string | null }, markets: Array<{ id: string }> };

export type StackViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type StackViewerQuery = { viewer: { name: string | null }, markets: Array<{ id: string, name: string }> };

export type StackMarketsQueryVariables = Exact<{ [key: string]: never; }>;


export type StackMarketsQuery = { markets: Array<{ id: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const FFragmentDoc = new TypedDocumentString(`
    fragment F on Query {
  viewer {
    uid
  }
}
    `, {"fragmentName":"F"}) as unknown as TypedDocumentString<FFragment, unknown>;
export const CampaignsTestCampaignFragmentDoc = new TypedDocumentString(`
    fragment CampaignsTestCampaign on Campaign {
  id
  name
  note
  active
  createdAt
  createdById
  deactivatedAt
  restDays
  numAgentsAssigned
  isExclusive
  callListId
  skillId
  type {
    id
    type
    isDialer
    needsMemberList
    documentationUrl
  }
  market {
    id
    name
  }
  variables {
    id
    campaignId
    value
    valueShown
    points
    createdAt
    option {
      id
      name
      valueType
      active
    }
  }
  assignments {
    id
    campaignId
    campaignName
    employeeId
    employeeName
    createdBy
    createdAt
  }
  viewerCan {
    manage
    work
  }
}
    `, {"fragmentName":"CampaignsTestCampaign"}) as unknown as TypedDocumentString<CampaignsTestCampaignFragment, unknown>;
export const CampaignsTestVariableValuesFragmentDoc = new TypedDocumentString(`
    fragment CampaignsTestVariableValues on Campaign {
  id
  variables {
    id
    value
    points
    option {
      id
    }
  }
}
    `, {"fragmentName":"CampaignsTestVariableValues"}) as unknown as TypedDocumentString<CampaignsTestVariableValuesFragment, unknown>;
export const DeattributionTestEligibilityChangeFragmentDoc = new TypedDocumentString(`
    fragment DeattributionTestEligibilityChange on EligibilityChange {
  id
  status
  changeType
  termReasonId
  diagnosisDate
  dateEntered
  statusChangedAt
  tab
  letterBadge
  estimatedProcessDate
  member {
    id
    aaneelId
    fullName
    engaged
    officeId
    officeName
    communityId
    marketId
    marketName
    payerId
  }
  termReason {
    id
    name
  }
  changeLog {
    id
    statusChangedTo
    changedAt
    note
    changedBy {
      id
      fullName
    }
  }
  assignedEmployees {
    id
    fullName
  }
  viewerIsAssigned
  viewerCan {
    approve
    reject
    update
    cancel
    confirmAbnormalDate
  }
}
    `, {"fragmentName":"DeattributionTestEligibilityChange"}) as unknown as TypedDocumentString<DeattributionTestEligibilityChangeFragment, unknown>;
export const DeattributionTestEligibilityChangeResultFragmentDoc = new TypedDocumentString(`
    fragment DeattributionTestEligibilityChangeResult on EligibilityChangeResult {
  change {
    ...DeattributionTestEligibilityChange
  }
  tabCounts {
    tab
    count
  }
}
    fragment DeattributionTestEligibilityChange on EligibilityChange {
  id
  status
  changeType
  termReasonId
  diagnosisDate
  dateEntered
  statusChangedAt
  tab
  letterBadge
  estimatedProcessDate
  member {
    id
    aaneelId
    fullName
    engaged
    officeId
    officeName
    communityId
    marketId
    marketName
    payerId
  }
  termReason {
    id
    name
  }
  changeLog {
    id
    statusChangedTo
    changedAt
    note
    changedBy {
      id
      fullName
    }
  }
  assignedEmployees {
    id
    fullName
  }
  viewerIsAssigned
  viewerCan {
    approve
    reject
    update
    cancel
    confirmAbnormalDate
  }
}`, {"fragmentName":"DeattributionTestEligibilityChangeResult"}) as unknown as TypedDocumentString<DeattributionTestEligibilityChangeResultFragment, unknown>;
export const DncTestDncRequestFragmentDoc = new TypedDocumentString(`
    fragment DncTestDncRequest on DncRequest {
  id
  memberId
  reasonId
  reason
  requestedAt
  note
  approvalType
  approved
  result
  handledAt
  handlerNote
  isReturn
  tab
  member {
    id
    aaneelId
    fullName
    officeId
    officeName
    marketId
    nextAppointmentAt
  }
  requestedBy {
    id
    fullName
  }
  handledBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    approve
    reject
  }
}
    `, {"fragmentName":"DncTestDncRequest"}) as unknown as TypedDocumentString<DncTestDncRequestFragment, unknown>;
export const DncTestDncDecisionResultFragmentDoc = new TypedDocumentString(`
    fragment DncTestDncDecisionResult on DncDecisionResult {
  request {
    ...DncTestDncRequest
  }
  tabCounts {
    tab
    count
  }
}
    fragment DncTestDncRequest on DncRequest {
  id
  memberId
  reasonId
  reason
  requestedAt
  note
  approvalType
  approved
  result
  handledAt
  handlerNote
  isReturn
  tab
  member {
    id
    aaneelId
    fullName
    officeId
    officeName
    marketId
    nextAppointmentAt
  }
  requestedBy {
    id
    fullName
  }
  handledBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    approve
    reject
  }
}`, {"fragmentName":"DncTestDncDecisionResult"}) as unknown as TypedDocumentString<DncTestDncDecisionResultFragment, unknown>;
export const EmployeesTestEmployeeFragmentDoc = new TypedDocumentString(`
    fragment EmployeesTestEmployee on Employee {
  id
  fullName
  firstName
  lastName
  email
  title
  npi
  archived
  marketAssignments {
    id
    officeId
    office {
      id
      name
    }
    assignmentTypeId
    assignmentType {
      id
      name
      shortName
      level
    }
    employeeId
    activeDt
    inactiveDt
  }
}
    `, {"fragmentName":"EmployeesTestEmployee"}) as unknown as TypedDocumentString<EmployeesTestEmployeeFragment, unknown>;
export const FilesTestFileFragmentDoc = new TypedDocumentString(`
    fragment FilesTestFile on DataFile {
  id
  name
  receivedDate
  storageLocation
  erroredBucket
  size
  downloadPath
  source {
    id
    name
  }
  category {
    id
    name
    adhoc
  }
  type {
    id
    regex
    destinations {
      id
      name
    }
  }
  viewerCan {
    addCategory {
      allowed
      reason
    }
    addFileType {
      allowed
      reason
    }
    send {
      allowed
    }
    download {
      allowed
    }
  }
}
    `, {"fragmentName":"FilesTestFile"}) as unknown as TypedDocumentString<FilesTestFileFragment, unknown>;
export const FilesTestFileDetailsFragmentDoc = new TypedDocumentString(`
    fragment FilesTestFileDetails on DataFile {
  ...FilesTestFile
  jobs {
    id
    action
    destination {
      id
      name
    }
    timestamp
    status
  }
  sendDestinations {
    id
    name
    storageFolder
  }
}
    fragment FilesTestFile on DataFile {
  id
  name
  receivedDate
  storageLocation
  erroredBucket
  size
  downloadPath
  source {
    id
    name
  }
  category {
    id
    name
    adhoc
  }
  type {
    id
    regex
    destinations {
      id
      name
    }
  }
  viewerCan {
    addCategory {
      allowed
      reason
    }
    addFileType {
      allowed
      reason
    }
    send {
      allowed
    }
    download {
      allowed
    }
  }
}`, {"fragmentName":"FilesTestFileDetails"}) as unknown as TypedDocumentString<FilesTestFileDetailsFragment, unknown>;
export const FilesTestFileTypeFragmentDoc = new TypedDocumentString(`
    fragment FilesTestFileType on FileType {
  id
  regex
  source {
    id
  }
  category {
    id
  }
  destinations {
    id
    name
  }
}
    `, {"fragmentName":"FilesTestFileType"}) as unknown as TypedDocumentString<FilesTestFileTypeFragment, unknown>;
export const HospitalsTestFacilityFragmentDoc = new TypedDocumentString(`
    fragment HospitalsTestFacility on HospitalFacility {
  id
  facilityId
  facilityName
  address
  street
  city
  state
  zip
  npi
  active
  deactivatedDt
  marketId
  market {
    id
    name
  }
  lastUpdatedBy {
    id
    fullName
  }
  lastUpdatedDate
  totalMemberAdmissions
  communityEngagementSpecialists {
    id
    firstName
    lastName
    shortName
  }
  viewerCan {
    edit {
      allowed
      reason
    }
  }
}
    `, {"fragmentName":"HospitalsTestFacility"}) as unknown as TypedDocumentString<HospitalsTestFacilityFragment, unknown>;
export const HospitalsTestFacilityWithHistoryFragmentDoc = new TypedDocumentString(`
    fragment HospitalsTestFacilityWithHistory on HospitalFacility {
  ...HospitalsTestFacility
  history {
    id
    entries {
      id
      facilityName
      address
      active
      assignedCESs
      deactivatedDt
      updatedDt
      updatedBy {
        id
        fullName
      }
      note
    }
  }
}
    fragment HospitalsTestFacility on HospitalFacility {
  id
  facilityId
  facilityName
  address
  street
  city
  state
  zip
  npi
  active
  deactivatedDt
  marketId
  market {
    id
    name
  }
  lastUpdatedBy {
    id
    fullName
  }
  lastUpdatedDate
  totalMemberAdmissions
  communityEngagementSpecialists {
    id
    firstName
    lastName
    shortName
  }
  viewerCan {
    edit {
      allowed
      reason
    }
  }
}`, {"fragmentName":"HospitalsTestFacilityWithHistory"}) as unknown as TypedDocumentString<HospitalsTestFacilityWithHistoryFragment, unknown>;
export const LookupsTestEmployeeNameFragmentDoc = new TypedDocumentString(`
    fragment LookupsTestEmployeeName on Employee {
  id
  fullName
  firstName
  lastName
}
    `, {"fragmentName":"LookupsTestEmployeeName"}) as unknown as TypedDocumentString<LookupsTestEmployeeNameFragment, unknown>;
export const MarketAssignmentsTestMarketAssignmentFragmentDoc = new TypedDocumentString(`
    fragment MarketAssignmentsTestMarketAssignment on MarketAssignment {
  id
  officeId
  assignmentTypeId
  employeeId
  activeDt
  inactiveDt
  employee {
    id
    firstName
    lastName
  }
}
    `, {"fragmentName":"MarketAssignmentsTestMarketAssignment"}) as unknown as TypedDocumentString<MarketAssignmentsTestMarketAssignmentFragment, unknown>;
export const MarketsTestMarketColumnsFragmentDoc = new TypedDocumentString(`
    fragment MarketsTestMarketColumns on Market {
  id
  name
  officePrefix
  active
  address
  city
  stateAbbrev
  zipCode
  phone
  faxDriveEmail
  faxDriveId
  quantaFloDriveId
}
    `, {"fragmentName":"MarketsTestMarketColumns"}) as unknown as TypedDocumentString<MarketsTestMarketColumnsFragment, unknown>;
export const MemberRecordTestCardFragmentDoc = new TypedDocumentString(`
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}
    `, {"fragmentName":"MemberRecordTestCard"}) as unknown as TypedDocumentString<MemberRecordTestCardFragment, unknown>;
export const MemberRecordTestResultFragmentDoc = new TypedDocumentString(`
    fragment MemberRecordTestResult on MemberActionResult {
  member {
    ...MemberRecordTestCard
  }
  eligibilityChange {
    id
    changeType
    status
    memberId
    termReason {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
      officeId
    }
    changeLog {
      statusChangedTo
    }
    assignedEmployees {
      id
      fullName
    }
    viewerIsAssigned
    viewerCan {
      approve
      reject
      update
      cancel
    }
  }
  dncRequest {
    id
    approvalType
    approved
    isReturn
    reasonId
    tab
    member {
      id
      aaneelId
      fullName
    }
    requestedBy {
      id
    }
    assignedEmployees {
      id
    }
    viewerCan {
      approve
      reject
    }
  }
  officeTransfer {
    id
    status
    toOffice {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
    }
    assignedEmployees {
      id
    }
    viewerCan {
      save
      approve
    }
  }
  deattributionTabCounts {
    tab
    count
  }
  dncTabCounts {
    tab
    count
  }
  transferTabCounts {
    tab
    count
  }
}
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}`, {"fragmentName":"MemberRecordTestResult"}) as unknown as TypedDocumentString<MemberRecordTestResultFragment, unknown>;
export const NeighborhoodsTestOfficeFragmentDoc = new TypedDocumentString(`
    fragment NeighborhoodsTestOffice on Office {
  id
  name
  marketId
  communityId
  commonName
  active
  outreaching
  isCommunity
  eligibleMembers
  engagedMembers
  staffingGap
  viewerCan {
    update {
      allowed
      reason
    }
  }
}
    `, {"fragmentName":"NeighborhoodsTestOffice"}) as unknown as TypedDocumentString<NeighborhoodsTestOfficeFragment, unknown>;
export const ProviderDetailsTestProviderDetailFragmentDoc = new TypedDocumentString(`
    fragment ProviderDetailsTestProviderDetail on ProviderDetail {
  id
  employeeId
  name
  communities
  panelSize
  inRange
  exclusiveInRange
  dailyIvLimit
  ivCount
  ivOpportunityCount
  availability
  maxDistanceFromHB
  f2FEligible
  telehealthEligible
  psvEligible
  viewerCan {
    update {
      allowed
      reason
    }
  }
}
    `, {"fragmentName":"ProviderDetailsTestProviderDetail"}) as unknown as TypedDocumentString<ProviderDetailsTestProviderDetailFragment, unknown>;
export const ReferenceDataTestContractFragmentDoc = new TypedDocumentString(`
    fragment ReferenceDataTestContract on Contract {
  id
  name
  status
  payerId
  payer {
    id
    name
  }
  geography
  riskTypeId
  riskType {
    id
    name
  }
  algorithm
  startDt
  atRiskDt
  disabled
  viewerCan {
    update {
      allowed
      reason
    }
    terminate {
      allowed
      reason
    }
  }
}
    `, {"fragmentName":"ReferenceDataTestContract"}) as unknown as TypedDocumentString<ReferenceDataTestContractFragment, unknown>;
export const TransfersTestOfficeTransferFragmentDoc = new TypedDocumentString(`
    fragment TransfersTestOfficeTransfer on OfficeTransfer {
  id
  memberId
  note
  requestedAt
  effectiveDate
  status
  changeStatus
  statusChangedAt
  transitionNotes
  chartReview
  medReview
  acuityLevel
  transferType
  processed
  processedAt
  error
  tab
  member {
    id
    fullName
    dateOfBirth
    officeId
    officeName
    communityId
    marketId
  }
  toOffice {
    id
    name
    communityId
    marketId
  }
  fromOffice {
    id
    name
  }
  requestedBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    save
    approve
    reject
    acknowledge
  }
}
    `, {"fragmentName":"TransfersTestOfficeTransfer"}) as unknown as TypedDocumentString<TransfersTestOfficeTransferFragment, unknown>;
export const TransfersTestOfficeTransferResultFragmentDoc = new TypedDocumentString(`
    fragment TransfersTestOfficeTransferResult on OfficeTransferResult {
  transfer {
    ...TransfersTestOfficeTransfer
  }
  message
  tabCounts {
    tab
    count
  }
}
    fragment TransfersTestOfficeTransfer on OfficeTransfer {
  id
  memberId
  note
  requestedAt
  effectiveDate
  status
  changeStatus
  statusChangedAt
  transitionNotes
  chartReview
  medReview
  acuityLevel
  transferType
  processed
  processedAt
  error
  tab
  member {
    id
    fullName
    dateOfBirth
    officeId
    officeName
    communityId
    marketId
  }
  toOffice {
    id
    name
    communityId
    marketId
  }
  fromOffice {
    id
    name
  }
  requestedBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    save
    approve
    reject
    acknowledge
  }
}`, {"fragmentName":"TransfersTestOfficeTransferResult"}) as unknown as TypedDocumentString<TransfersTestOfficeTransferResultFragment, unknown>;
export const ClusterLoadDocument = new TypedDocumentString(`
    query ClusterLoad {
  viewer {
    name
  }
  markets {
    id
  }
}
    `) as unknown as TypedDocumentString<ClusterLoadQuery, ClusterLoadQueryVariables>;
export const ClusterWhoAmIDocument = new TypedDocumentString(`
    query ClusterWhoAmI {
  viewer {
    name
  }
}
    `) as unknown as TypedDocumentString<ClusterWhoAmIQuery, ClusterWhoAmIQueryVariables>;
export const ClusterLogCallDocument = new TypedDocumentString(`
    mutation ClusterLogCall($c: ID!, $m: ID!) {
  logCall(campaignId: $c, memberId: $m) {
    memberId
  }
}
    `) as unknown as TypedDocumentString<ClusterLogCallMutation, ClusterLogCallMutationVariables>;
export const ClusterApproveDncDocument = new TypedDocumentString(`
    mutation ClusterApproveDnc($input: DncDecisionInput!) {
  approveDncRequest(input: $input) {
    request {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ClusterApproveDncMutation, ClusterApproveDncMutationVariables>;
export const A11yMemberDocument = new TypedDocumentString(`
    query A11yMember {
  members(take: 1) {
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<A11yMemberQuery, A11yMemberQueryVariables>;
export const GeoTestHexesDocument = new TypedDocumentString(`
    query GeoTestHexes($marketId: ID!, $layer: Int!) {
  marketHexes(marketId: $marketId, layer: $layer) {
    hex
    count
  }
}
    `) as unknown as TypedDocumentString<GeoTestHexesQuery, GeoTestHexesQueryVariables>;
export const ProximityTestCliniciansDocument = new TypedDocumentString(`
    query ProximityTestClinicians($types: [ID!]) {
  employees(assignmentTypeIds: $types) {
    id
    fullName
  }
}
    `) as unknown as TypedDocumentString<ProximityTestCliniciansQuery, ProximityTestCliniciansQueryVariables>;
export const MembersTestOneDocument = new TypedDocumentString(`
    query MembersTestOne {
  members(take: 1, skip: 5) {
    nodes {
      id
      lastName
      memberId
    }
  }
}
    `) as unknown as TypedDocumentString<MembersTestOneQuery, MembersTestOneQueryVariables>;
export const MembersTestOldestDocument = new TypedDocumentString(`
    query MembersTestOldest {
  members(take: 200, sort: [{field: DATE_OF_BIRTH}, {field: ID}]) {
    nodes {
      id
      fullName
      dateOfBirth
    }
  }
}
    `) as unknown as TypedDocumentString<MembersTestOldestQuery, MembersTestOldestQueryVariables>;
export const ApproveDncOnReplicaDocument = new TypedDocumentString(`
    mutation ApproveDncOnReplica($input: DncDecisionInput!) {
  approveDncRequest(input: $input) {
    request {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ApproveDncOnReplicaMutation, ApproveDncOnReplicaMutationVariables>;
export const ApproveDncRequestDocument = new TypedDocumentString(`
    mutation ApproveDncRequest($input: DncDecisionInput!) {
  approveDncRequest(input: $input) {
    request {
      id
      tab
    }
  }
}
    `) as unknown as TypedDocumentString<ApproveDncRequestMutation, ApproveDncRequestMutationVariables>;
export const ApprovalQueuesDeattributionTabCountsDocument = new TypedDocumentString(`
    query ApprovalQueuesDeattributionTabCounts {
  deattributionTabCounts {
    tab
    count
  }
  eligibilityChanges(tab: MAILING_LIST, take: 160) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ApprovalQueuesDeattributionTabCountsQuery, ApprovalQueuesDeattributionTabCountsQueryVariables>;
export const CallListSubscriptionCampaignsDocument = new TypedDocumentString(`
    query CallListSubscriptionCampaigns {
  campaigns {
    id
    active
  }
  myCampaigns {
    id
  }
}
    `) as unknown as TypedDocumentString<CallListSubscriptionCampaignsQuery, CallListSubscriptionCampaignsQueryVariables>;
export const CallListSubscriptionMyCampaignsDocument = new TypedDocumentString(`
    query CallListSubscriptionMyCampaigns {
  myCampaigns {
    id
  }
}
    `) as unknown as TypedDocumentString<CallListSubscriptionMyCampaignsQuery, CallListSubscriptionMyCampaignsQueryVariables>;
export const CallListSubscriptionLogCallDocument = new TypedDocumentString(`
    mutation CallListSubscriptionLogCall($c: ID!, $m: ID!) {
  logCall(campaignId: $c, memberId: $m) {
    memberId
  }
}
    `) as unknown as TypedDocumentString<CallListSubscriptionLogCallMutation, CallListSubscriptionLogCallMutationVariables>;
export const CallListSubscriptionLogCall2Document = new TypedDocumentString(`
    mutation CallListSubscriptionLogCall2($c: ID!, $m: ID!) {
  logCall(campaignId: $c, memberId: $m) {
    memberId
  }
}
    `) as unknown as TypedDocumentString<CallListSubscriptionLogCall2Mutation, CallListSubscriptionLogCall2MutationVariables>;
export const CallListSubscriptionHeldDocument = new TypedDocumentString(`
    query CallListSubscriptionHeld($id: ID!) {
  callList(campaignId: $id) {
    version
    entries {
      memberId
      aaneelId
      fullName
      points
      primaryDriver
      lastCallAttempt
    }
  }
}
    `) as unknown as TypedDocumentString<CallListSubscriptionHeldQuery, CallListSubscriptionHeldQueryVariables>;
export const DrainCallListUpdatesDocument = new TypedDocumentString(`
    subscription DrainCallListUpdates($campaignId: ID!) {
  callListUpdates(campaignId: $campaignId) {
    version
    previousVersion
    list {
      version
      entries {
        memberId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DrainCallListUpdatesSubscription, DrainCallListUpdatesSubscriptionVariables>;
export const DrainSlowCallListDocument = new TypedDocumentString(`
    query DrainSlowCallList($campaignId: ID!) {
  callList(campaignId: $campaignId) {
    version
    size
  }
}
    `) as unknown as TypedDocumentString<DrainSlowCallListQuery, DrainSlowCallListQueryVariables>;
export const GoogleSuggestDocument = new TypedDocumentString(`
    query GoogleSuggest($input: String!) {
  addressSuggestions(input: $input) {
    placeId
    description
    mainText
    secondaryText
  }
}
    `) as unknown as TypedDocumentString<GoogleSuggestQuery, GoogleSuggestQueryVariables>;
export const GoogleResolveDocument = new TypedDocumentString(`
    query GoogleResolve($placeId: ID!) {
  resolvedAddress(placeId: $placeId) {
    placeId
    formattedAddress
    street
    city
    state
    zip
    county
    country
    lat
    lng
  }
}
    `) as unknown as TypedDocumentString<GoogleResolveQuery, GoogleResolveQueryVariables>;
export const HttpAnswerLengthDocument = new TypedDocumentString(`
    query HttpAnswerLength {
  viewer {
    uid
  }
}
    `) as unknown as TypedDocumentString<HttpAnswerLengthQuery, HttpAnswerLengthQueryVariables>;
export const HubRestartViewerDocument = new TypedDocumentString(`
    query HubRestartViewer {
  viewer {
    name
  }
  myCampaigns {
    id
  }
}
    `) as unknown as TypedDocumentString<HubRestartViewerQuery, HubRestartViewerQueryVariables>;
export const MembersAnyOfFiltersMembersDocument = new TypedDocumentString(`
    query MembersAnyOfFiltersMembers($filters: [MemberFilter!], $take: Int) {
  members(filters: $filters, take: $take) {
    totalCount
    nodes {
      id
      homePhone
      workPhone
      mobilePhone
    }
  }
}
    `) as unknown as TypedDocumentString<MembersAnyOfFiltersMembersQuery, MembersAnyOfFiltersMembersQueryVariables>;
export const MembersAnyOfFiltersMembers2Document = new TypedDocumentString(`
    query MembersAnyOfFiltersMembers2 {
  members(take: 1, skip: 3) {
    nodes {
      id
      aaneelId
      lastName
    }
  }
}
    `) as unknown as TypedDocumentString<MembersAnyOfFiltersMembers2Query, MembersAnyOfFiltersMembers2QueryVariables>;
export const MembersAnyOfFiltersByNameDocument = new TypedDocumentString(`
    query MembersAnyOfFiltersByName($name: String) {
  members(
    take: 200
    filters: [{field: NAME_OR_AANEEL_ID, matchMode: CONTAINS, value: $name}]
  ) {
    totalCount
    nodes {
      id
      lastName
      firstName
    }
  }
}
    `) as unknown as TypedDocumentString<MembersAnyOfFiltersByNameQuery, MembersAnyOfFiltersByNameQueryVariables>;
export const ObservedMemberRecordDocument = new TypedDocumentString(`
    query ObservedMemberRecord($id: ID!) {
  memberRecord(id: $id) {
    id
    fullName
  }
}
    `) as unknown as TypedDocumentString<ObservedMemberRecordQuery, ObservedMemberRecordQueryVariables>;
export const ObservedMemberSearchDocument = new TypedDocumentString(`
    query ObservedMemberSearch($filters: [MemberFilter!], $take: Int) {
  members(filters: $filters, take: $take) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ObservedMemberSearchQuery, ObservedMemberSearchQueryVariables>;
export const ProcessClusterCallListUpdatesDocument = new TypedDocumentString(`
    subscription ProcessClusterCallListUpdates($campaignId: ID!) {
  callListUpdates(campaignId: $campaignId) {
    version
    previousVersion
    removed
    list {
      entries {
        memberId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProcessClusterCallListUpdatesSubscription, ProcessClusterCallListUpdatesSubscriptionVariables>;
export const ReferenceCacheMarketsDocument = new TypedDocumentString(`
    query ReferenceCacheMarkets {
  markets {
    id
    name
    phone
  }
}
    `) as unknown as TypedDocumentString<ReferenceCacheMarketsQuery, ReferenceCacheMarketsQueryVariables>;
export const ReferenceCacheUpdateMarketDocument = new TypedDocumentString(`
    mutation ReferenceCacheUpdateMarket($id: ID!, $input: UpdateMarketInput!) {
  updateMarket(id: $id, input: $input) {
    id
    phone
  }
}
    `) as unknown as TypedDocumentString<ReferenceCacheUpdateMarketMutation, ReferenceCacheUpdateMarketMutationVariables>;
export const ReferenceCacheMarketDocument = new TypedDocumentString(`
    query ReferenceCacheMarket($id: ID!) {
  market(id: $id) {
    phone
    address
    city
    zipCode
    stateAbbrev
    faxDriveEmail
    faxDriveId
    quantaFloDriveId
  }
}
    `) as unknown as TypedDocumentString<ReferenceCacheMarketQuery, ReferenceCacheMarketQueryVariables>;
export const ReplicasViewerNameDocument = new TypedDocumentString(`
    query ReplicasViewerName {
  viewer {
    name
  }
}
    `) as unknown as TypedDocumentString<ReplicasViewerNameQuery, ReplicasViewerNameQueryVariables>;
export const ReplicasChangeAssignmentDocument = new TypedDocumentString(`
    mutation ReplicasChangeAssignment($input: ChangeAssignmentInput!) {
  changeAssignment(input: $input) {
    assigned {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ReplicasChangeAssignmentMutation, ReplicasChangeAssignmentMutationVariables>;
export const ReplicasMineDncRequestsDocument = new TypedDocumentString(`
    query ReplicasMineDncRequests {
  dncRequests(tab: CD, mine: true, take: 160) {
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ReplicasMineDncRequestsQuery, ReplicasMineDncRequestsQueryVariables>;
export const ReplicasAuditEventsDocument = new TypedDocumentString(`
    query ReplicasAuditEvents($requestId: ID) {
  auditEvents(requestId: $requestId) {
    totalCount
    nodes {
      action
      uid
      outcome
      requestId
      targets {
        key
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReplicasAuditEventsQuery, ReplicasAuditEventsQueryVariables>;
export const DncDocument = new TypedDocumentString(`
    query Dnc($tab: DncTab!, $mine: Boolean, $filters: [DncRequestFilter!], $take: Int) {
  dncRequests(tab: $tab, mine: $mine, filters: $filters, take: $take) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
    }
    nodes {
      id
      tab
      viewerCan {
        approve
        decide {
          allowed
          reason
        }
      }
    }
  }
  dncTabCounts {
    tab
    count
    mine
  }
}
    `) as unknown as TypedDocumentString<DncQuery, DncQueryVariables>;
export const CanDocument = new TypedDocumentString(`
    query Can {
  viewer {
    can {
      manageCampaigns
      exportClaims
      exportMembers
      bulkApproveTerms
      downloadMailingList
      downloadTerminationOverview
      downloadDncReport
      downloadTransferReport
      readAuditTrail
      addMember
    }
  }
}
    `) as unknown as TypedDocumentString<CanQuery, CanQueryVariables>;
export const MembersDocument = new TypedDocumentString(`
    query Members($filters: [MemberFilter!], $sort: [MemberSort!], $skip: Int, $take: Int) {
  members(filters: $filters, sort: $sort, skip: $skip, take: $take) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
    }
    nodes {
      id
      firstName
      lastName
      dateOfBirth
      eligible
      marketId
      officeId
      payer {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MembersQuery, MembersQueryVariables>;
export const ViewerMembersViewerDocument = new TypedDocumentString(`
    query ViewerMembersViewer {
  viewer {
    uid
    name
    claims
    employeeId
    employee {
      id
      fullName
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerMembersViewerQuery, ViewerMembersViewerQueryVariables>;
export const ViewerMembersViewer2Document = new TypedDocumentString(`
    query ViewerMembersViewer2 {
  viewer {
    uid
    name
    claims
  }
}
    `) as unknown as TypedDocumentString<ViewerMembersViewer2Query, ViewerMembersViewer2QueryVariables>;
export const ViewerMembersViewer3Document = new TypedDocumentString(`
    query ViewerMembersViewer3 {
  viewer {
    uid
  }
}
    `) as unknown as TypedDocumentString<ViewerMembersViewer3Query, ViewerMembersViewer3QueryVariables>;
export const ViewerMembersViewer4Document = new TypedDocumentString(`
    query ViewerMembersViewer4 {
  viewer {
    uid
  }
}
    `) as unknown as TypedDocumentString<ViewerMembersViewer4Query, ViewerMembersViewer4QueryVariables>;
export const ViewerMembersHealthDocument = new TypedDocumentString(`
    query ViewerMembersHealth {
  health
}
    `) as unknown as TypedDocumentString<ViewerMembersHealthQuery, ViewerMembersHealthQueryVariables>;
export const ViewerMembersHealth2Document = new TypedDocumentString(`
    query ViewerMembersHealth2 {
  health
  ...F
}
    fragment F on Query {
  viewer {
    uid
  }
}`) as unknown as TypedDocumentString<ViewerMembersHealth2Query, ViewerMembersHealth2QueryVariables>;
export const ViewerMembersMembersDocument = new TypedDocumentString(`
    query ViewerMembersMembers($take: Int) {
  members(take: $take) {
    nodes {
      id
      office {
        id
        name
      }
      market {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerMembersMembersQuery, ViewerMembersMembersQueryVariables>;
export const ViewerMembers_SchemaDocument = new TypedDocumentString(`
    query ViewerMembers_Schema {
  __schema {
    queryType {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerMembers_SchemaQuery, ViewerMembers_SchemaQueryVariables>;
export const ViewerMembers_Schema2Document = new TypedDocumentString(`
    query ViewerMembers_Schema2 {
  __schema {
    queryType {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerMembers_Schema2Query, ViewerMembers_Schema2QueryVariables>;
export const ViewerMembers_Schema3Document = new TypedDocumentString(`
    query ViewerMembers_Schema3 {
  __schema {
    queryType {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerMembers_Schema3Query, ViewerMembers_Schema3QueryVariables>;
export const AdminClaimsDocument = new TypedDocumentString(`
    query AdminClaims {
  claims {
    key
  }
}
    `) as unknown as TypedDocumentString<AdminClaimsQuery, AdminClaimsQueryVariables>;
export const AdminUsersDocument = new TypedDocumentString(`
    query AdminUsers {
  users {
    uid
    displayName
    email
    disabled
    active
    employeeId
    employee {
      id
      fullName
    }
    claims
    viewerCan {
      grantClaims
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUsers2Document = new TypedDocumentString(`
    query AdminUsers2 {
  users {
    uid
  }
}
    `) as unknown as TypedDocumentString<AdminUsers2Query, AdminUsers2QueryVariables>;
export const AdminUserDocument = new TypedDocumentString(`
    query AdminUser($uid: ID!) {
  user(uid: $uid) {
    uid
    displayName
    email
    disabled
    active
    employeeId
    employee {
      id
      fullName
    }
    claims
    viewerCan {
      grantClaims
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUserQuery, AdminUserQueryVariables>;
export const AdminUser2Document = new TypedDocumentString(`
    query AdminUser2($uid: ID!) {
  user(uid: $uid) {
    employeeId
    employee {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUser2Query, AdminUser2QueryVariables>;
export const AdminUser3Document = new TypedDocumentString(`
    query AdminUser3 {
  user(uid: "no-such-user") {
    uid
  }
}
    `) as unknown as TypedDocumentString<AdminUser3Query, AdminUser3QueryVariables>;
export const AdminClaims2Document = new TypedDocumentString(`
    query AdminClaims2 {
  claims {
    claim
    key
    name
    description
    viewerCanGrant
  }
}
    `) as unknown as TypedDocumentString<AdminClaims2Query, AdminClaims2QueryVariables>;
export const AdminClaims3Document = new TypedDocumentString(`
    query AdminClaims3 {
  claims {
    key
  }
}
    `) as unknown as TypedDocumentString<AdminClaims3Query, AdminClaims3QueryVariables>;
export const AdminGrantClaimDocument = new TypedDocumentString(`
    mutation AdminGrantClaim($uid: ID!, $claim: Claim!) {
  grantClaim(uid: $uid, claim: $claim) {
    uid
    claims
  }
}
    `) as unknown as TypedDocumentString<AdminGrantClaimMutation, AdminGrantClaimMutationVariables>;
export const AdminRevokeClaimDocument = new TypedDocumentString(`
    mutation AdminRevokeClaim($uid: ID!, $claim: Claim!) {
  revokeClaim(uid: $uid, claim: $claim) {
    uid
    claims
  }
}
    `) as unknown as TypedDocumentString<AdminRevokeClaimMutation, AdminRevokeClaimMutationVariables>;
export const AdminClaims4Document = new TypedDocumentString(`
    query AdminClaims4 {
  claims {
    claim
  }
}
    `) as unknown as TypedDocumentString<AdminClaims4Query, AdminClaims4QueryVariables>;
export const AdminClaims5Document = new TypedDocumentString(`
    query AdminClaims5 {
  claims {
    claim
  }
}
    `) as unknown as TypedDocumentString<AdminClaims5Query, AdminClaims5QueryVariables>;
export const AnalyticsWorkbookEmbedDocument = new TypedDocumentString(`
    query AnalyticsWorkbookEmbed($workbook: Workbook!, $memberId: ID, $theme: WorkbookTheme) {
  workbookEmbed(workbook: $workbook, memberId: $memberId, theme: $theme) {
    workbook
    url
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<AnalyticsWorkbookEmbedQuery, AnalyticsWorkbookEmbedQueryVariables>;
export const AnalyticsViewerDocument = new TypedDocumentString(`
    query AnalyticsViewer {
  viewer {
    can {
      viewMedicalCost {
        allowed
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnalyticsViewerQuery, AnalyticsViewerQueryVariables>;
export const ApprovalsMineEligibilityChangesDocument = new TypedDocumentString(`
    query ApprovalsMineEligibilityChanges($mine: Boolean) {
  eligibilityChanges(tab: APP_CD, mine: $mine, take: 160) {
    nodes {
      id
      member {
        communityId
        officeName
      }
      assignedEmployees {
        id
      }
      viewerCan {
        decide {
          allowed
          reason
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineEligibilityChangesQuery, ApprovalsMineEligibilityChangesQueryVariables>;
export const ApprovalsMineRejectDncRequestDocument = new TypedDocumentString(`
    mutation ApprovalsMineRejectDncRequest($input: DncDecisionInput!) {
  rejectDncRequest(input: $input) {
    request {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineRejectDncRequestMutation, ApprovalsMineRejectDncRequestMutationVariables>;
export const ApprovalsMineApproveEligibilityChangeDocument = new TypedDocumentString(`
    mutation ApprovalsMineApproveEligibilityChange($input: EligibilityDecisionInput!) {
  approveEligibilityChange(input: $input) {
    change {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineApproveEligibilityChangeMutation, ApprovalsMineApproveEligibilityChangeMutationVariables>;
export const ApprovalsMineAcknowledgeOfficeTransferDocument = new TypedDocumentString(`
    mutation ApprovalsMineAcknowledgeOfficeTransfer($input: OfficeTransferInput!) {
  acknowledgeOfficeTransfer(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineAcknowledgeOfficeTransferMutation, ApprovalsMineAcknowledgeOfficeTransferMutationVariables>;
export const ApprovalsMineDncTabCountsDocument = new TypedDocumentString(`
    query ApprovalsMineDncTabCounts {
  dncTabCounts {
    tab
    count
    mine
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineDncTabCountsQuery, ApprovalsMineDncTabCountsQueryVariables>;
export const ApprovalsMineDncTabCounts2Document = new TypedDocumentString(`
    query ApprovalsMineDncTabCounts2 {
  dncTabCounts {
    tab
    count
    mine
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineDncTabCounts2Query, ApprovalsMineDncTabCounts2QueryVariables>;
export const ApprovalsMineDncRequestsDocument = new TypedDocumentString(`
    query ApprovalsMineDncRequests($filters: [DncRequestFilter!]) {
  dncRequests(tab: HISTORY, filters: $filters, take: 160) {
    totalCount
    nodes {
      member {
        communityId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineDncRequestsQuery, ApprovalsMineDncRequestsQueryVariables>;
export const ApprovalsMineOfficeTransfersDocument = new TypedDocumentString(`
    query ApprovalsMineOfficeTransfers($filters: [OfficeTransferFilter!]) {
  officeTransfers(tab: APP, filters: $filters, take: 160) {
    totalCount
    nodes {
      member {
        communityId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineOfficeTransfersQuery, ApprovalsMineOfficeTransfersQueryVariables>;
export const ApprovalsMineMyWorkDocument = new TypedDocumentString(`
    query ApprovalsMineMyWork {
  myWork {
    queues {
      dashboard
      tab
      label
      mine
    }
    callLists {
      campaignId
      campaignName
      size
    }
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineMyWorkQuery, ApprovalsMineMyWorkQueryVariables>;
export const ApprovalsMineMyCampaignsDocument = new TypedDocumentString(`
    query ApprovalsMineMyCampaigns {
  myCampaigns {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineMyCampaignsQuery, ApprovalsMineMyCampaignsQueryVariables>;
export const ApprovalsMineCallListSizeDocument = new TypedDocumentString(`
    query ApprovalsMineCallListSize($id: ID!) {
  callList(campaignId: $id) {
    size
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineCallListSizeQuery, ApprovalsMineCallListSizeQueryVariables>;
export const ApprovalsMineMyWork2Document = new TypedDocumentString(`
    query ApprovalsMineMyWork2 {
  myWork {
    queues {
      tab
      mine
    }
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineMyWork2Query, ApprovalsMineMyWork2QueryVariables>;
export const ApprovalsMineMyWork3Document = new TypedDocumentString(`
    query ApprovalsMineMyWork3 {
  myWork {
    callLists {
      campaignId
      campaignName
      size
    }
  }
}
    `) as unknown as TypedDocumentString<ApprovalsMineMyWork3Query, ApprovalsMineMyWork3QueryVariables>;
export const AvailabilityAppAvailabilityDocument = new TypedDocumentString(`
    query AvailabilityAppAvailability($input: AvailabilityInput!) {
  appAvailability(input: $input) {
    start
    end
    view
    dates
    markets {
      marketId
      name
      ivCount
      ivOpportunityCount
      communities {
        communityId
        name
        ivCount
        ivOpportunityCount
        providers {
          providerId
          name
          engineerType
          typeMark
          dailyIvLimit
          ivCount
          ivOpportunityCount
          days {
            date
            ivCount
            ivOpportunityCount
            availabilityPercentage
            optimizationPercentage
            eventCount
            totalEventTime
            totalDriveTime
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AvailabilityAppAvailabilityQuery, AvailabilityAppAvailabilityQueryVariables>;
export const AvailabilityAvailabilityDaySummaryDocument = new TypedDocumentString(`
    query AvailabilityAvailabilityDaySummary($providerId: ID!, $date: Date!) {
  availabilityDaySummary(providerId: $providerId, date: $date) {
    providerId
    name
    date
    dailyIvLimit
    typeMark
    totalEventTime
    totalDriveTime
    events {
      eventType
      start
      finish
      duration
      travelTimeAfter
      isIV
      isVisit
    }
  }
}
    `) as unknown as TypedDocumentString<AvailabilityAvailabilityDaySummaryQuery, AvailabilityAvailabilityDaySummaryQueryVariables>;
export const CallListFiltersCallListFiltersDocument = new TypedDocumentString(`
    query CallListFiltersCallListFilters {
  callListFilters {
    id
  }
}
    `) as unknown as TypedDocumentString<CallListFiltersCallListFiltersQuery, CallListFiltersCallListFiltersQueryVariables>;
export const CallListFiltersCallListFilters2Document = new TypedDocumentString(`
    query CallListFiltersCallListFilters2 {
  callListFilters {
    id
    name
    addedBy
    addedAt
    memberCount
    campaignId
    campaignName
    isExclusive
    isGlobal
  }
}
    `) as unknown as TypedDocumentString<CallListFiltersCallListFilters2Query, CallListFiltersCallListFilters2QueryVariables>;
export const CallListFiltersCallListFilters3Document = new TypedDocumentString(`
    query CallListFiltersCallListFilters3 {
  callListFilters {
    id
  }
}
    `) as unknown as TypedDocumentString<CallListFiltersCallListFilters3Query, CallListFiltersCallListFilters3QueryVariables>;
export const CallListFiltersCallListFilters4Document = new TypedDocumentString(`
    query CallListFiltersCallListFilters4 {
  callListFilters {
    id
    name
    addedBy
    addedAt
    memberCount
    campaignId
    campaignName
    isExclusive
    isGlobal
  }
}
    `) as unknown as TypedDocumentString<CallListFiltersCallListFilters4Query, CallListFiltersCallListFilters4QueryVariables>;
export const CallListFiltersDeleteCallListFilterDocument = new TypedDocumentString(`
    mutation CallListFiltersDeleteCallListFilter($id: ID!) {
  deleteCallListFilter(id: $id) {
    id
    name
    addedBy
    addedAt
    memberCount
    campaignId
    campaignName
    isExclusive
    isGlobal
  }
}
    `) as unknown as TypedDocumentString<CallListFiltersDeleteCallListFilterMutation, CallListFiltersDeleteCallListFilterMutationVariables>;
export const CallListFiltersDeleteCallListFilter2Document = new TypedDocumentString(`
    mutation CallListFiltersDeleteCallListFilter2 {
  deleteCallListFilter(id: "Gateway upload test") {
    id
  }
}
    `) as unknown as TypedDocumentString<CallListFiltersDeleteCallListFilter2Mutation, CallListFiltersDeleteCallListFilter2MutationVariables>;
export const CampaignsCampaignTypesDocument = new TypedDocumentString(`
    query CampaignsCampaignTypes {
  campaignTypes {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsCampaignTypesQuery, CampaignsCampaignTypesQueryVariables>;
export const CampaignsCallListDocument = new TypedDocumentString(`
    query CampaignsCallList($id: ID!) {
  callList(campaignId: $id) {
    campaignId
    listDate
    version
    size
    entries {
      memberId
      aaneelId
      fullName
      points
      primaryDriver
      lastCallAttempt
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsCallListQuery, CampaignsCallListQueryVariables>;
export const CampaignsCampaignsDocument = new TypedDocumentString(`
    query CampaignsCampaigns {
  campaigns {
    ...CampaignsTestCampaign
  }
}
    fragment CampaignsTestCampaign on Campaign {
  id
  name
  note
  active
  createdAt
  createdById
  deactivatedAt
  restDays
  numAgentsAssigned
  isExclusive
  callListId
  skillId
  type {
    id
    type
    isDialer
    needsMemberList
    documentationUrl
  }
  market {
    id
    name
  }
  variables {
    id
    campaignId
    value
    valueShown
    points
    createdAt
    option {
      id
      name
      valueType
      active
    }
  }
  assignments {
    id
    campaignId
    campaignName
    employeeId
    employeeName
    createdBy
    createdAt
  }
  viewerCan {
    manage
    work
  }
}`) as unknown as TypedDocumentString<CampaignsCampaignsQuery, CampaignsCampaignsQueryVariables>;
export const CampaignsCampaigns2Document = new TypedDocumentString(`
    query CampaignsCampaigns2 {
  campaigns {
    id
    a: variables {
      id
    }
    b: variables {
      points
    }
    market {
      name
    }
  }
  again: campaigns {
    id
    variables {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsCampaigns2Query, CampaignsCampaigns2QueryVariables>;
export const CampaignsCampaignDocument = new TypedDocumentString(`
    query CampaignsCampaign($id: ID!) {
  campaign(id: $id) {
    id
    name
  }
  missing: campaign(id: "999999") {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsCampaignQuery, CampaignsCampaignQueryVariables>;
export const CampaignsCampaignTypes2Document = new TypedDocumentString(`
    query CampaignsCampaignTypes2 {
  campaignTypes {
    id
    type
    isDialer
    needsMemberList
    documentationUrl
  }
  campaignOptions {
    id
    name
    valueType
    active
  }
}
    `) as unknown as TypedDocumentString<CampaignsCampaignTypes2Query, CampaignsCampaignTypes2QueryVariables>;
export const CampaignsCampaigns3Document = new TypedDocumentString(`
    query CampaignsCampaigns3 {
  campaigns {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsCampaigns3Query, CampaignsCampaigns3QueryVariables>;
export const CampaignsRescoreCampaignDocument = new TypedDocumentString(`
    mutation CampaignsRescoreCampaign {
  rescoreCampaign(id: "123") {
    scores {
      points
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsRescoreCampaignMutation, CampaignsRescoreCampaignMutationVariables>;
export const CampaignsCreateCampaignDocument = new TypedDocumentString(`
    mutation CampaignsCreateCampaign($input: CampaignInput!) {
  createCampaign(input: $input) {
    ...CampaignsTestCampaign
  }
}
    fragment CampaignsTestCampaign on Campaign {
  id
  name
  note
  active
  createdAt
  createdById
  deactivatedAt
  restDays
  numAgentsAssigned
  isExclusive
  callListId
  skillId
  type {
    id
    type
    isDialer
    needsMemberList
    documentationUrl
  }
  market {
    id
    name
  }
  variables {
    id
    campaignId
    value
    valueShown
    points
    createdAt
    option {
      id
      name
      valueType
      active
    }
  }
  assignments {
    id
    campaignId
    campaignName
    employeeId
    employeeName
    createdBy
    createdAt
  }
  viewerCan {
    manage
    work
  }
}`) as unknown as TypedDocumentString<CampaignsCreateCampaignMutation, CampaignsCreateCampaignMutationVariables>;
export const CampaignsUpdateCampaignDocument = new TypedDocumentString(`
    mutation CampaignsUpdateCampaign($id: ID!, $input: CampaignInput!) {
  updateCampaign(id: $id, input: $input) {
    id
    name
    restDays
    numAgentsAssigned
    market {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsUpdateCampaignMutation, CampaignsUpdateCampaignMutationVariables>;
export const CampaignsDeactivateCampaignDocument = new TypedDocumentString(`
    mutation CampaignsDeactivateCampaign($id: ID!) {
  deactivateCampaign(id: $id) {
    id
    active
    deactivatedAt
    deactivatedById
  }
}
    `) as unknown as TypedDocumentString<CampaignsDeactivateCampaignMutation, CampaignsDeactivateCampaignMutationVariables>;
export const CampaignsCreateCampaign2Document = new TypedDocumentString(`
    mutation CampaignsCreateCampaign2($input: CampaignInput!) {
  createCampaign(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsCreateCampaign2Mutation, CampaignsCreateCampaign2MutationVariables>;
export const CampaignsCreateCampaignVariableDocument = new TypedDocumentString(`
    mutation CampaignsCreateCampaignVariable($id: ID!, $input: CampaignVariableInput!) {
  createCampaignVariable(campaignId: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsCreateCampaignVariableMutation, CampaignsCreateCampaignVariableMutationVariables>;
export const CampaignsCreateCampaignVariable2Document = new TypedDocumentString(`
    mutation CampaignsCreateCampaignVariable2($id: ID!, $input: CampaignVariableInput!) {
  createCampaignVariable(campaignId: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsCreateCampaignVariable2Mutation, CampaignsCreateCampaignVariable2MutationVariables>;
export const CampaignsCreateCampaignVariable3Document = new TypedDocumentString(`
    mutation CampaignsCreateCampaignVariable3($id: ID!, $input: CampaignVariableInput!) {
  createCampaignVariable(campaignId: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsCreateCampaignVariable3Mutation, CampaignsCreateCampaignVariable3MutationVariables>;
export const CampaignsCreateCampaignVariable4Document = new TypedDocumentString(`
    mutation CampaignsCreateCampaignVariable4($id: ID!, $input: CampaignVariableInput!) {
  createCampaignVariable(campaignId: $id, input: $input) {
    ...CampaignsTestVariableValues
  }
}
    fragment CampaignsTestVariableValues on Campaign {
  id
  variables {
    id
    value
    points
    option {
      id
    }
  }
}`) as unknown as TypedDocumentString<CampaignsCreateCampaignVariable4Mutation, CampaignsCreateCampaignVariable4MutationVariables>;
export const CampaignsUpdateCampaignVariableDocument = new TypedDocumentString(`
    mutation CampaignsUpdateCampaignVariable($id: ID!, $v: ID!, $input: CampaignVariableInput!) {
  updateCampaignVariable(variableId: $v, campaignId: $id, input: $input) {
    ...CampaignsTestVariableValues
  }
}
    fragment CampaignsTestVariableValues on Campaign {
  id
  variables {
    id
    value
    points
    option {
      id
    }
  }
}`) as unknown as TypedDocumentString<CampaignsUpdateCampaignVariableMutation, CampaignsUpdateCampaignVariableMutationVariables>;
export const CampaignsDeleteCampaignVariableDocument = new TypedDocumentString(`
    mutation CampaignsDeleteCampaignVariable($id: ID!, $v: ID!) {
  deleteCampaignVariable(variableId: $v, campaignId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsDeleteCampaignVariableMutation, CampaignsDeleteCampaignVariableMutationVariables>;
export const CampaignsDeleteCampaignVariable2Document = new TypedDocumentString(`
    mutation CampaignsDeleteCampaignVariable2($id: ID!, $v: ID!) {
  deleteCampaignVariable(variableId: $v, campaignId: $id) {
    id
    variables {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsDeleteCampaignVariable2Mutation, CampaignsDeleteCampaignVariable2MutationVariables>;
export const CampaignsAssignCampaignAgentDocument = new TypedDocumentString(`
    mutation CampaignsAssignCampaignAgent($id: ID!) {
  assignCampaignAgent(campaignId: $id, employeeId: 13) {
    id
    assignments {
      id
      employeeId
      employeeName
      createdBy
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsAssignCampaignAgentMutation, CampaignsAssignCampaignAgentMutationVariables>;
export const CampaignsMyCampaignsDocument = new TypedDocumentString(`
    query CampaignsMyCampaigns {
  myCampaigns {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsMyCampaignsQuery, CampaignsMyCampaignsQueryVariables>;
export const CampaignsUnassignCampaignAgentDocument = new TypedDocumentString(`
    mutation CampaignsUnassignCampaignAgent($a: ID!) {
  unassignCampaignAgent(assignmentId: $a) {
    id
    assignments {
      employeeId
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsUnassignCampaignAgentMutation, CampaignsUnassignCampaignAgentMutationVariables>;
export const CampaignsAssignCampaignAgent2Document = new TypedDocumentString(`
    mutation CampaignsAssignCampaignAgent2($id: ID!, $e: ID!) {
  assignCampaignAgent(campaignId: $id, employeeId: $e) {
    assignments {
      id
      employeeId
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsAssignCampaignAgent2Mutation, CampaignsAssignCampaignAgent2MutationVariables>;
export const CampaignsUnassignCampaignAgent2Document = new TypedDocumentString(`
    mutation CampaignsUnassignCampaignAgent2($a: ID!) {
  unassignCampaignAgent(assignmentId: $a) {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsUnassignCampaignAgent2Mutation, CampaignsUnassignCampaignAgent2MutationVariables>;
export const CampaignsRescoreCampaign2Document = new TypedDocumentString(`
    mutation CampaignsRescoreCampaign2 {
  rescoreCampaign(id: "123") {
    campaign {
      id
    }
    scores {
      memberId
      primaryDriver
      points
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsRescoreCampaign2Mutation, CampaignsRescoreCampaign2MutationVariables>;
export const CampaignsResetExhaustedMembersDocument = new TypedDocumentString(`
    mutation CampaignsResetExhaustedMembers {
  resetExhaustedMembers(id: "125") {
    campaign {
      id
    }
    membersReset
  }
}
    `) as unknown as TypedDocumentString<CampaignsResetExhaustedMembersMutation, CampaignsResetExhaustedMembersMutationVariables>;
export const CampaignsResetExhaustedMembers2Document = new TypedDocumentString(`
    mutation CampaignsResetExhaustedMembers2 {
  resetExhaustedMembers(id: "123") {
    membersReset
  }
}
    `) as unknown as TypedDocumentString<CampaignsResetExhaustedMembers2Mutation, CampaignsResetExhaustedMembers2MutationVariables>;
export const CampaignsCampaign2Document = new TypedDocumentString(`
    query CampaignsCampaign2 {
  campaign(id: "123") {
    numAgentsAssigned
    counts {
      wasCalled
      listSize
      ineligMembers0score
      ineligMembers
    }
    breakdown {
      community
      numEligibleMembers
      numCalledToday
      onListYesterday
      newAdditionsToList
      totalMembers
      earlyMorningTimeGate
      earlyAfternoonTimeGate
      afternoonTimeGate
      eveningTimeGate
      exhaustHours
      earlyMorningExhaustHours
      earlyAfternoonExhaustHours
      afternoonExhaustHours
      eveningExhaustHours
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsCampaign2Query, CampaignsCampaign2QueryVariables>;
export const CampaignsMyCampaigns2Document = new TypedDocumentString(`
    query CampaignsMyCampaigns2 {
  myCampaigns {
    id
    name
    active
    viewerCan {
      manage
      work
    }
  }
}
    `) as unknown as TypedDocumentString<CampaignsMyCampaigns2Query, CampaignsMyCampaigns2QueryVariables>;
export const CampaignsMyCampaigns3Document = new TypedDocumentString(`
    query CampaignsMyCampaigns3 {
  myCampaigns {
    id
  }
}
    `) as unknown as TypedDocumentString<CampaignsMyCampaigns3Query, CampaignsMyCampaigns3QueryVariables>;
export const CampaignsLogCallDocument = new TypedDocumentString(`
    mutation CampaignsLogCall($c: ID!, $m: ID!) {
  logCall(campaignId: $c, memberId: $m) {
    campaignId
    memberId
    poppedPoints
    primaryDriver
    poppedAt
  }
}
    `) as unknown as TypedDocumentString<CampaignsLogCallMutation, CampaignsLogCallMutationVariables>;
export const CampaignsMyCallHistoryDocument = new TypedDocumentString(`
    query CampaignsMyCallHistory {
  myCallHistory {
    campaignId
    campaignName
    memberId
    aaneelId
    fullName
    neighborhood
    payer
    points
    primaryDriver
    calledAt
  }
}
    `) as unknown as TypedDocumentString<CampaignsMyCallHistoryQuery, CampaignsMyCallHistoryQueryVariables>;
export const CampaignsLogCall2Document = new TypedDocumentString(`
    mutation CampaignsLogCall2($c: ID!, $m: ID!) {
  logCall(campaignId: $c, memberId: $m) {
    memberId
  }
}
    `) as unknown as TypedDocumentString<CampaignsLogCall2Mutation, CampaignsLogCall2MutationVariables>;
export const CampaignsLogCall3Document = new TypedDocumentString(`
    mutation CampaignsLogCall3 {
  logCall(campaignId: "123", memberId: "1") {
    memberId
  }
}
    `) as unknown as TypedDocumentString<CampaignsLogCall3Mutation, CampaignsLogCall3MutationVariables>;
export const CampaignsLogCall4Document = new TypedDocumentString(`
    mutation CampaignsLogCall4 {
  logCall(campaignId: "125", memberId: "1") {
    memberId
  }
}
    `) as unknown as TypedDocumentString<CampaignsLogCall4Mutation, CampaignsLogCall4MutationVariables>;
export const CampaignsCallList2Document = new TypedDocumentString(`
    query CampaignsCallList2 {
  callList(campaignId: "123") {
    size
  }
}
    `) as unknown as TypedDocumentString<CampaignsCallList2Query, CampaignsCallList2QueryVariables>;
export const CampaignsCallList3Document = new TypedDocumentString(`
    query CampaignsCallList3 {
  callList(campaignId: "125") {
    size
  }
}
    `) as unknown as TypedDocumentString<CampaignsCallList3Query, CampaignsCallList3QueryVariables>;
export const CampaignsMyCampaigns4Document = new TypedDocumentString(`
    query CampaignsMyCampaigns4 {
  myCampaigns {
    id
  }
  myCallHistory {
    memberId
  }
}
    `) as unknown as TypedDocumentString<CampaignsMyCampaigns4Query, CampaignsMyCampaigns4QueryVariables>;
export const DataMgmtContactsMemberRecordDocument = new TypedDocumentString(`
    query DataMgmtContactsMemberRecord($id: ID!) {
  memberRecord(id: $id) {
    activeAddress
    homePhone
    emails {
      address
      note
      valid
      activeDate
    }
    phoneNumbers {
      number
      type
      note
      valid
    }
    addresses {
      formattedAddress
      address1
      city
      state
      zip
      primary
      active
      inactiveDate
    }
    officeChanges {
      toOffice {
        id
        name
      }
      status
      note
      processed
    }
  }
}
    `) as unknown as TypedDocumentString<DataMgmtContactsMemberRecordQuery, DataMgmtContactsMemberRecordQueryVariables>;
export const DataMgmtContactsFilesDocument = new TypedDocumentString(`
    query DataMgmtContactsFiles($s: ID) {
  files(sourceId: $s, take: 1) {
    nodes {
      id
      name
      category {
        id
      }
      storageLocation
      size
    }
  }
}
    `) as unknown as TypedDocumentString<DataMgmtContactsFilesQuery, DataMgmtContactsFilesQueryVariables>;
export const DataMgmtDataMgmtDocument = new TypedDocumentString(`
    query DataMgmtDataMgmt {
  dataMgmt {
    cohorts {
      id
      name
      pendingMemberCount
    }
    payers {
      id
      name
    }
    termReasons {
      id
      name
    }
    fileSources {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<DataMgmtDataMgmtQuery, DataMgmtDataMgmtQueryVariables>;
export const DataMgmtDataMgmt2Document = new TypedDocumentString(`
    query DataMgmtDataMgmt2 {
  dataMgmt {
    payers {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DataMgmtDataMgmt2Query, DataMgmtDataMgmt2QueryVariables>;
export const DataMgmtViewerDocument = new TypedDocumentString(`
    query DataMgmtViewer {
  viewer {
    can {
      useDataMgmt {
        allowed
        reason
      }
      bulkUpdatePhones {
        allowed
        reason
      }
      bulkUpdateNeighborhoods {
        allowed
      }
      skipTransferDashboard {
        allowed
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DataMgmtViewerQuery, DataMgmtViewerQueryVariables>;
export const DataMgmtCreateCohortDocument = new TypedDocumentString(`
    mutation DataMgmtCreateCohort($p: ID) {
  createCohort(input: {name: "Bulk test cohort", payerId: $p}) {
    id
    name
    pendingMemberCount
  }
}
    `) as unknown as TypedDocumentString<DataMgmtCreateCohortMutation, DataMgmtCreateCohortMutationVariables>;
export const DataMgmtCreateCohort2Document = new TypedDocumentString(`
    mutation DataMgmtCreateCohort2 {
  createCohort(input: {name: "No payer cohort"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<DataMgmtCreateCohort2Mutation, DataMgmtCreateCohort2MutationVariables>;
export const DataMgmtCreateCohort3Document = new TypedDocumentString(`
    mutation DataMgmtCreateCohort3($p: ID) {
  createCohort(input: {name: "bulk TEST cohort", payerId: $p}) {
    id
  }
}
    `) as unknown as TypedDocumentString<DataMgmtCreateCohort3Mutation, DataMgmtCreateCohort3MutationVariables>;
export const DataMgmtEligibilityChangesDocument = new TypedDocumentString(`
    query DataMgmtEligibilityChanges($f: [EligibilityChangeFilter!]) {
  eligibilityChanges(tab: APP_CD, filters: $f, take: 20) {
    totalCount
    nodes {
      note
      termReason {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DataMgmtEligibilityChangesQuery, DataMgmtEligibilityChangesQueryVariables>;
export const DataMgmtCohortsDocument = new TypedDocumentString(`
    query DataMgmtCohorts {
  cohorts {
    id
    pendingMemberCount
  }
}
    `) as unknown as TypedDocumentString<DataMgmtCohortsQuery, DataMgmtCohortsQueryVariables>;
export const DataMgmtViewer2Document = new TypedDocumentString(`
    query DataMgmtViewer2 {
  viewer {
    can {
      useDataMgmt {
        allowed
      }
      bulkUpdatePhones {
        allowed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DataMgmtViewer2Query, DataMgmtViewer2QueryVariables>;
export const DataMgmtCreateCohort4Document = new TypedDocumentString(`
    mutation DataMgmtCreateCohort4 {
  createCohort(input: {name: "Staff cohort", payerId: "1"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<DataMgmtCreateCohort4Mutation, DataMgmtCreateCohort4MutationVariables>;
export const PageDocument = new TypedDocumentString(`
    query Page($tab: DeattributionTab!, $filters: [EligibilityChangeFilter!], $sort: [EligibilityChangeSort!], $skip: Int, $take: Int) {
  eligibilityChanges(
    tab: $tab
    filters: $filters
    sort: $sort
    skip: $skip
    take: $take
  ) {
    totalCount
    nodes {
      ...DeattributionTestEligibilityChange
    }
  }
}
    fragment DeattributionTestEligibilityChange on EligibilityChange {
  id
  status
  changeType
  termReasonId
  diagnosisDate
  dateEntered
  statusChangedAt
  tab
  letterBadge
  estimatedProcessDate
  member {
    id
    aaneelId
    fullName
    engaged
    officeId
    officeName
    communityId
    marketId
    marketName
    payerId
  }
  termReason {
    id
    name
  }
  changeLog {
    id
    statusChangedTo
    changedAt
    note
    changedBy {
      id
      fullName
    }
  }
  assignedEmployees {
    id
    fullName
  }
  viewerIsAssigned
  viewerCan {
    approve
    reject
    update
    cancel
    confirmAbnormalDate
  }
}`) as unknown as TypedDocumentString<PageQuery, PageQueryVariables>;
export const OneDocument = new TypedDocumentString(`
    query One($id: ID!) {
  eligibilityChange(id: $id) {
    ...DeattributionTestEligibilityChange
  }
}
    fragment DeattributionTestEligibilityChange on EligibilityChange {
  id
  status
  changeType
  termReasonId
  diagnosisDate
  dateEntered
  statusChangedAt
  tab
  letterBadge
  estimatedProcessDate
  member {
    id
    aaneelId
    fullName
    engaged
    officeId
    officeName
    communityId
    marketId
    marketName
    payerId
  }
  termReason {
    id
    name
  }
  changeLog {
    id
    statusChangedTo
    changedAt
    note
    changedBy {
      id
      fullName
    }
  }
  assignedEmployees {
    id
    fullName
  }
  viewerIsAssigned
  viewerCan {
    approve
    reject
    update
    cancel
    confirmAbnormalDate
  }
}`) as unknown as TypedDocumentString<OneQuery, OneQueryVariables>;
export const DeattributionApproveDocument = new TypedDocumentString(`
    mutation DeattributionApprove($input: EligibilityDecisionInput!) {
  approveEligibilityChange(input: $input) {
    ...DeattributionTestEligibilityChangeResult
  }
}
    fragment DeattributionTestEligibilityChange on EligibilityChange {
  id
  status
  changeType
  termReasonId
  diagnosisDate
  dateEntered
  statusChangedAt
  tab
  letterBadge
  estimatedProcessDate
  member {
    id
    aaneelId
    fullName
    engaged
    officeId
    officeName
    communityId
    marketId
    marketName
    payerId
  }
  termReason {
    id
    name
  }
  changeLog {
    id
    statusChangedTo
    changedAt
    note
    changedBy {
      id
      fullName
    }
  }
  assignedEmployees {
    id
    fullName
  }
  viewerIsAssigned
  viewerCan {
    approve
    reject
    update
    cancel
    confirmAbnormalDate
  }
}
fragment DeattributionTestEligibilityChangeResult on EligibilityChangeResult {
  change {
    ...DeattributionTestEligibilityChange
  }
  tabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<DeattributionApproveMutation, DeattributionApproveMutationVariables>;
export const DeattributionRejectDocument = new TypedDocumentString(`
    mutation DeattributionReject($input: EligibilityDecisionInput!) {
  rejectEligibilityChange(input: $input) {
    ...DeattributionTestEligibilityChangeResult
  }
}
    fragment DeattributionTestEligibilityChange on EligibilityChange {
  id
  status
  changeType
  termReasonId
  diagnosisDate
  dateEntered
  statusChangedAt
  tab
  letterBadge
  estimatedProcessDate
  member {
    id
    aaneelId
    fullName
    engaged
    officeId
    officeName
    communityId
    marketId
    marketName
    payerId
  }
  termReason {
    id
    name
  }
  changeLog {
    id
    statusChangedTo
    changedAt
    note
    changedBy {
      id
      fullName
    }
  }
  assignedEmployees {
    id
    fullName
  }
  viewerIsAssigned
  viewerCan {
    approve
    reject
    update
    cancel
    confirmAbnormalDate
  }
}
fragment DeattributionTestEligibilityChangeResult on EligibilityChangeResult {
  change {
    ...DeattributionTestEligibilityChange
  }
  tabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<DeattributionRejectMutation, DeattributionRejectMutationVariables>;
export const DeattributionUpdateDocument = new TypedDocumentString(`
    mutation DeattributionUpdate($input: EligibilityDecisionInput!) {
  updateEligibilityChange(input: $input) {
    ...DeattributionTestEligibilityChangeResult
  }
}
    fragment DeattributionTestEligibilityChange on EligibilityChange {
  id
  status
  changeType
  termReasonId
  diagnosisDate
  dateEntered
  statusChangedAt
  tab
  letterBadge
  estimatedProcessDate
  member {
    id
    aaneelId
    fullName
    engaged
    officeId
    officeName
    communityId
    marketId
    marketName
    payerId
  }
  termReason {
    id
    name
  }
  changeLog {
    id
    statusChangedTo
    changedAt
    note
    changedBy {
      id
      fullName
    }
  }
  assignedEmployees {
    id
    fullName
  }
  viewerIsAssigned
  viewerCan {
    approve
    reject
    update
    cancel
    confirmAbnormalDate
  }
}
fragment DeattributionTestEligibilityChangeResult on EligibilityChangeResult {
  change {
    ...DeattributionTestEligibilityChange
  }
  tabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<DeattributionUpdateMutation, DeattributionUpdateMutationVariables>;
export const CancelDocument = new TypedDocumentString(`
    mutation Cancel($input: CancelEligibilityChangeInput!) {
  cancelEligibilityChange(input: $input) {
    ...DeattributionTestEligibilityChangeResult
  }
}
    fragment DeattributionTestEligibilityChange on EligibilityChange {
  id
  status
  changeType
  termReasonId
  diagnosisDate
  dateEntered
  statusChangedAt
  tab
  letterBadge
  estimatedProcessDate
  member {
    id
    aaneelId
    fullName
    engaged
    officeId
    officeName
    communityId
    marketId
    marketName
    payerId
  }
  termReason {
    id
    name
  }
  changeLog {
    id
    statusChangedTo
    changedAt
    note
    changedBy {
      id
      fullName
    }
  }
  assignedEmployees {
    id
    fullName
  }
  viewerIsAssigned
  viewerCan {
    approve
    reject
    update
    cancel
    confirmAbnormalDate
  }
}
fragment DeattributionTestEligibilityChangeResult on EligibilityChangeResult {
  change {
    ...DeattributionTestEligibilityChange
  }
  tabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<CancelMutation, CancelMutationVariables>;
export const BulkDocument = new TypedDocumentString(`
    mutation Bulk($input: BulkApproveOmTermsInput!) {
  bulkApproveOmTerms(input: $input) {
    approvedCount
    changes {
      id
      status
      tab
    }
    tabCounts {
      tab
      count
    }
  }
}
    `) as unknown as TypedDocumentString<BulkMutation, BulkMutationVariables>;
export const DeattributionDeattributionTabCountsDocument = new TypedDocumentString(`
    query DeattributionDeattributionTabCounts {
  deattributionTabCounts {
    tab
    count
  }
}
    `) as unknown as TypedDocumentString<DeattributionDeattributionTabCountsQuery, DeattributionDeattributionTabCountsQueryVariables>;
export const DeattributionDeattributionTabCounts2Document = new TypedDocumentString(`
    query DeattributionDeattributionTabCounts2 {
  deattributionTabCounts {
    tab
    count
  }
}
    `) as unknown as TypedDocumentString<DeattributionDeattributionTabCounts2Query, DeattributionDeattributionTabCounts2QueryVariables>;
export const DeattributionDeattributionTermReasonsDocument = new TypedDocumentString(`
    query DeattributionDeattributionTermReasons {
  deattributionTermReasons {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<DeattributionDeattributionTermReasonsQuery, DeattributionDeattributionTermReasonsQueryVariables>;
export const DeattributionOmTermsToApproveDocument = new TypedDocumentString(`
    query DeattributionOmTermsToApprove($r: ID!) {
  omTermsToApprove(termReasonId: $r)
}
    `) as unknown as TypedDocumentString<DeattributionOmTermsToApproveQuery, DeattributionOmTermsToApproveQueryVariables>;
export const DeattributionDeattributionTabCounts3Document = new TypedDocumentString(`
    query DeattributionDeattributionTabCounts3 {
  deattributionTabCounts {
    tab
    count
  }
}
    `) as unknown as TypedDocumentString<DeattributionDeattributionTabCounts3Query, DeattributionDeattributionTabCounts3QueryVariables>;
export const DeattributionOmTermsToApprove2Document = new TypedDocumentString(`
    query DeattributionOmTermsToApprove2($r: ID!) {
  omTermsToApprove(termReasonId: $r)
}
    `) as unknown as TypedDocumentString<DeattributionOmTermsToApprove2Query, DeattributionOmTermsToApprove2QueryVariables>;
export const DncDncTabCountsDocument = new TypedDocumentString(`
    query DncDncTabCounts {
  dncTabCounts {
    tab
    count
  }
}
    `) as unknown as TypedDocumentString<DncDncTabCountsQuery, DncDncTabCountsQueryVariables>;
export const DncDncRequestsDocument = new TypedDocumentString(`
    query DncDncRequests($tab: DncTab!, $filters: [DncRequestFilter!], $sort: [DncRequestSort!], $skip: Int, $take: Int) {
  dncRequests(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {
    totalCount
    nodes {
      ...DncTestDncRequest
    }
  }
}
    fragment DncTestDncRequest on DncRequest {
  id
  memberId
  reasonId
  reason
  requestedAt
  note
  approvalType
  approved
  result
  handledAt
  handlerNote
  isReturn
  tab
  member {
    id
    aaneelId
    fullName
    officeId
    officeName
    marketId
    nextAppointmentAt
  }
  requestedBy {
    id
    fullName
  }
  handledBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    approve
    reject
  }
}`) as unknown as TypedDocumentString<DncDncRequestsQuery, DncDncRequestsQueryVariables>;
export const DncApproveDocument = new TypedDocumentString(`
    mutation DncApprove($input: DncDecisionInput!) {
  approveDncRequest(input: $input) {
    ...DncTestDncDecisionResult
  }
}
    fragment DncTestDncRequest on DncRequest {
  id
  memberId
  reasonId
  reason
  requestedAt
  note
  approvalType
  approved
  result
  handledAt
  handlerNote
  isReturn
  tab
  member {
    id
    aaneelId
    fullName
    officeId
    officeName
    marketId
    nextAppointmentAt
  }
  requestedBy {
    id
    fullName
  }
  handledBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    approve
    reject
  }
}
fragment DncTestDncDecisionResult on DncDecisionResult {
  request {
    ...DncTestDncRequest
  }
  tabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<DncApproveMutation, DncApproveMutationVariables>;
export const DncRejectDocument = new TypedDocumentString(`
    mutation DncReject($input: DncDecisionInput!) {
  rejectDncRequest(input: $input) {
    ...DncTestDncDecisionResult
  }
}
    fragment DncTestDncRequest on DncRequest {
  id
  memberId
  reasonId
  reason
  requestedAt
  note
  approvalType
  approved
  result
  handledAt
  handlerNote
  isReturn
  tab
  member {
    id
    aaneelId
    fullName
    officeId
    officeName
    marketId
    nextAppointmentAt
  }
  requestedBy {
    id
    fullName
  }
  handledBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    approve
    reject
  }
}
fragment DncTestDncDecisionResult on DncDecisionResult {
  request {
    ...DncTestDncRequest
  }
  tabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<DncRejectMutation, DncRejectMutationVariables>;
export const DncDncRequestDocument = new TypedDocumentString(`
    query DncDncRequest($id: ID!) {
  dncRequest(id: $id) {
    ...DncTestDncRequest
  }
}
    fragment DncTestDncRequest on DncRequest {
  id
  memberId
  reasonId
  reason
  requestedAt
  note
  approvalType
  approved
  result
  handledAt
  handlerNote
  isReturn
  tab
  member {
    id
    aaneelId
    fullName
    officeId
    officeName
    marketId
    nextAppointmentAt
  }
  requestedBy {
    id
    fullName
  }
  handledBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    approve
    reject
  }
}`) as unknown as TypedDocumentString<DncDncRequestQuery, DncDncRequestQueryVariables>;
export const DncDncRequest2Document = new TypedDocumentString(`
    query DncDncRequest2 {
  dncRequest(id: "999999") {
    id
  }
}
    `) as unknown as TypedDocumentString<DncDncRequest2Query, DncDncRequest2QueryVariables>;
export const DncApproveAllPendingDncRequestsDocument = new TypedDocumentString(`
    mutation DncApproveAllPendingDncRequests {
  approveAllPendingDncRequests(input: {handlerNote: "All fine"}) {
    approvedCount
  }
}
    `) as unknown as TypedDocumentString<DncApproveAllPendingDncRequestsMutation, DncApproveAllPendingDncRequestsMutationVariables>;
export const DncApproveAllPendingDncRequests2Document = new TypedDocumentString(`
    mutation DncApproveAllPendingDncRequests2 {
  approveAllPendingDncRequests(input: {handlerNote: ""}) {
    approvedCount
  }
}
    `) as unknown as TypedDocumentString<DncApproveAllPendingDncRequests2Mutation, DncApproveAllPendingDncRequests2MutationVariables>;
export const DncDncTabCounts2Document = new TypedDocumentString(`
    query DncDncTabCounts2 {
  dncTabCounts {
    tab
    count
  }
}
    `) as unknown as TypedDocumentString<DncDncTabCounts2Query, DncDncTabCounts2QueryVariables>;
export const DncApproveAllPendingDncRequests3Document = new TypedDocumentString(`
    mutation DncApproveAllPendingDncRequests3 {
  approveAllPendingDncRequests(
    input: {handlerNote: "Bulk review done", approvalType: OM}
  ) {
    approvedCount
    requests {
      id
      approved
      tab
      member {
        id
        fullName
      }
    }
    tabCounts {
      tab
      count
    }
  }
}
    `) as unknown as TypedDocumentString<DncApproveAllPendingDncRequests3Mutation, DncApproveAllPendingDncRequests3MutationVariables>;
export const EmployeesAssignmentTypesDocument = new TypedDocumentString(`
    query EmployeesAssignmentTypes {
  assignmentTypes {
    id
  }
}
    `) as unknown as TypedDocumentString<EmployeesAssignmentTypesQuery, EmployeesAssignmentTypesQueryVariables>;
export const EmployeesEmployeesDocument = new TypedDocumentString(`
    query EmployeesEmployees($t: [ID!]) {
  employees(assignmentTypeIds: $t) {
    ...EmployeesTestEmployee
  }
}
    fragment EmployeesTestEmployee on Employee {
  id
  fullName
  firstName
  lastName
  email
  title
  npi
  archived
  marketAssignments {
    id
    officeId
    office {
      id
      name
    }
    assignmentTypeId
    assignmentType {
      id
      name
      shortName
      level
    }
    employeeId
    activeDt
    inactiveDt
  }
}`) as unknown as TypedDocumentString<EmployeesEmployeesQuery, EmployeesEmployeesQueryVariables>;
export const EmployeesEmployees2Document = new TypedDocumentString(`
    query EmployeesEmployees2($t: String) {
  employees(title: $t) {
    title
  }
}
    `) as unknown as TypedDocumentString<EmployeesEmployees2Query, EmployeesEmployees2QueryVariables>;
export const EmployeesEmployees3Document = new TypedDocumentString(`
    query EmployeesEmployees3 {
  employees(onlyProviders: true) {
    id
  }
}
    `) as unknown as TypedDocumentString<EmployeesEmployees3Query, EmployeesEmployees3QueryVariables>;
export const EmployeesEmployees4Document = new TypedDocumentString(`
    query EmployeesEmployees4 {
  employees {
    id
  }
}
    `) as unknown as TypedDocumentString<EmployeesEmployees4Query, EmployeesEmployees4QueryVariables>;
export const EmployeesEmployeeFieldsDocument = new TypedDocumentString(`
    query EmployeesEmployeeFields($id: ID!) {
  employee(id: $id) {
    ...EmployeesTestEmployee
  }
  missing: employee(id: "999999999") {
    id
  }
}
    fragment EmployeesTestEmployee on Employee {
  id
  fullName
  firstName
  lastName
  email
  title
  npi
  archived
  marketAssignments {
    id
    officeId
    office {
      id
      name
    }
    assignmentTypeId
    assignmentType {
      id
      name
      shortName
      level
    }
    employeeId
    activeDt
    inactiveDt
  }
}`) as unknown as TypedDocumentString<EmployeesEmployeeFieldsQuery, EmployeesEmployeeFieldsQueryVariables>;
export const EmployeesEmployeeDocument = new TypedDocumentString(`
    query EmployeesEmployee {
  employee(id: "x1") {
    id
  }
}
    `) as unknown as TypedDocumentString<EmployeesEmployeeQuery, EmployeesEmployeeQueryVariables>;
export const EmployeesEmployees5Document = new TypedDocumentString(`
    query EmployeesEmployees5($t: [ID!]) {
  employees(assignmentTypeIds: $t) {
    id
  }
}
    `) as unknown as TypedDocumentString<EmployeesEmployees5Query, EmployeesEmployees5QueryVariables>;
export const EmployeesEmployees6Document = new TypedDocumentString(`
    query EmployeesEmployees6 {
  employees {
    id
  }
}
    `) as unknown as TypedDocumentString<EmployeesEmployees6Query, EmployeesEmployees6QueryVariables>;
export const EmployeesAssignmentTypes2Document = new TypedDocumentString(`
    query EmployeesAssignmentTypes2 {
  assignmentTypes {
    id
    name
    shortName
    level
    active
  }
}
    `) as unknown as TypedDocumentString<EmployeesAssignmentTypes2Query, EmployeesAssignmentTypes2QueryVariables>;
export const EmployeesAssignmentTypes3Document = new TypedDocumentString(`
    query EmployeesAssignmentTypes3 {
  assignmentTypes {
    id
  }
}
    `) as unknown as TypedDocumentString<EmployeesAssignmentTypes3Query, EmployeesAssignmentTypes3QueryVariables>;
export const EmployeesAssignmentTypes4Document = new TypedDocumentString(`
    query EmployeesAssignmentTypes4 {
  assignmentTypes(includeInactive: true) {
    id
    active
  }
}
    `) as unknown as TypedDocumentString<EmployeesAssignmentTypes4Query, EmployeesAssignmentTypes4QueryVariables>;
export const EmployeesEmployees7Document = new TypedDocumentString(`
    query EmployeesEmployees7($t: [ID!]) {
  employees(assignmentTypeIds: $t) {
    id
    marketAssignments {
      office {
        name
      }
      assignmentType {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EmployeesEmployees7Query, EmployeesEmployees7QueryVariables>;
export const FilesFileDashboardSourcesDocument = new TypedDocumentString(`
    query FilesFileDashboardSources {
  fileDashboardSources {
    id
    name
    displayOnDashboard
    storageFolder
    payer {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<FilesFileDashboardSourcesQuery, FilesFileDashboardSourcesQueryVariables>;
export const FilesFilesDocument = new TypedDocumentString(`
    query FilesFiles($sourceId: ID, $search: String, $uncategorized: Boolean, $sort: [DataFileSort!], $skip: Int, $take: Int) {
  files(
    sourceId: $sourceId
    search: $search
    uncategorized: $uncategorized
    sort: $sort
    skip: $skip
    take: $take
  ) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
    }
    nodes {
      ...FilesTestFile
      jobs {
        id
        action
      }
    }
  }
}
    fragment FilesTestFile on DataFile {
  id
  name
  receivedDate
  storageLocation
  erroredBucket
  size
  downloadPath
  source {
    id
    name
  }
  category {
    id
    name
    adhoc
  }
  type {
    id
    regex
    destinations {
      id
      name
    }
  }
  viewerCan {
    addCategory {
      allowed
      reason
    }
    addFileType {
      allowed
      reason
    }
    send {
      allowed
    }
    download {
      allowed
    }
  }
}`) as unknown as TypedDocumentString<FilesFilesQuery, FilesFilesQueryVariables>;
export const FilesFileDocument = new TypedDocumentString(`
    query FilesFile($id: ID!) {
  file(id: $id) {
    ...FilesTestFileDetails
  }
}
    fragment FilesTestFile on DataFile {
  id
  name
  receivedDate
  storageLocation
  erroredBucket
  size
  downloadPath
  source {
    id
    name
  }
  category {
    id
    name
    adhoc
  }
  type {
    id
    regex
    destinations {
      id
      name
    }
  }
  viewerCan {
    addCategory {
      allowed
      reason
    }
    addFileType {
      allowed
      reason
    }
    send {
      allowed
    }
    download {
      allowed
    }
  }
}
fragment FilesTestFileDetails on DataFile {
  ...FilesTestFile
  jobs {
    id
    action
    destination {
      id
      name
    }
    timestamp
    status
  }
  sendDestinations {
    id
    name
    storageFolder
  }
}`) as unknown as TypedDocumentString<FilesFileQuery, FilesFileQueryVariables>;
export const FilesUncategorizedFileCountDocument = new TypedDocumentString(`
    query FilesUncategorizedFileCount {
  uncategorizedFileCount
}
    `) as unknown as TypedDocumentString<FilesUncategorizedFileCountQuery, FilesUncategorizedFileCountQueryVariables>;
export const FilesErroredFileBucketsDocument = new TypedDocumentString(`
    query FilesErroredFileBuckets($bucket: String, $take: Int) {
  erroredFileBuckets
  erroredFiles(bucket: $bucket, take: $take) {
    totalCount
    pageInfo {
      hasNextPage
    }
    nodes {
      id
      name
      erroredBucket
      storageLocation
    }
  }
}
    `) as unknown as TypedDocumentString<FilesErroredFileBucketsQuery, FilesErroredFileBucketsQueryVariables>;
export const FilesCategorizeFileDocument = new TypedDocumentString(`
    mutation FilesCategorizeFile($input: CategorizeFileInput!) {
  categorizeFile(input: $input) {
    uncategorizedFileCount
    pattern {
      id
      regex
      category {
        id
        name
      }
      source {
        id
        name
      }
    }
    files {
      ...FilesTestFileDetails
    }
  }
}
    fragment FilesTestFile on DataFile {
  id
  name
  receivedDate
  storageLocation
  erroredBucket
  size
  downloadPath
  source {
    id
    name
  }
  category {
    id
    name
    adhoc
  }
  type {
    id
    regex
    destinations {
      id
      name
    }
  }
  viewerCan {
    addCategory {
      allowed
      reason
    }
    addFileType {
      allowed
      reason
    }
    send {
      allowed
    }
    download {
      allowed
    }
  }
}
fragment FilesTestFileDetails on DataFile {
  ...FilesTestFile
  jobs {
    id
    action
    destination {
      id
      name
    }
    timestamp
    status
  }
  sendDestinations {
    id
    name
    storageFolder
  }
}`) as unknown as TypedDocumentString<FilesCategorizeFileMutation, FilesCategorizeFileMutationVariables>;
export const FilesCreateFileTypeDocument = new TypedDocumentString(`
    mutation FilesCreateFileType($input: CreateFileTypeInput!) {
  createFileType(input: $input) {
    type {
      ...FilesTestFileType
    }
    files {
      id
      type {
        id
        regex
      }
    }
  }
}
    fragment FilesTestFileType on FileType {
  id
  regex
  source {
    id
  }
  category {
    id
  }
  destinations {
    id
    name
  }
}`) as unknown as TypedDocumentString<FilesCreateFileTypeMutation, FilesCreateFileTypeMutationVariables>;
export const FilesUpdateFileTypeDocument = new TypedDocumentString(`
    mutation FilesUpdateFileType($id: ID!, $input: UpdateFileTypeInput!) {
  updateFileType(id: $id, input: $input) {
    ...FilesTestFileType
  }
}
    fragment FilesTestFileType on FileType {
  id
  regex
  source {
    id
  }
  category {
    id
  }
  destinations {
    id
    name
  }
}`) as unknown as TypedDocumentString<FilesUpdateFileTypeMutation, FilesUpdateFileTypeMutationVariables>;
export const FilesUpdateCategoryPatternDocument = new TypedDocumentString(`
    mutation FilesUpdateCategoryPattern($id: ID!, $input: UpdateCategoryPatternInput!) {
  updateCategoryPattern(id: $id, input: $input) {
    id
    regex
    category {
      id
    }
    source {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<FilesUpdateCategoryPatternMutation, FilesUpdateCategoryPatternMutationVariables>;
export const FilesAddFileSourceDocument = new TypedDocumentString(`
    mutation FilesAddFileSource($input: AddFileSourceInput!) {
  addFileSource(input: $input) {
    id
    name
    payer {
      id
      name
    }
    displayOnDashboard
    storageFolder
    viewerCan {
      edit {
        allowed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FilesAddFileSourceMutation, FilesAddFileSourceMutationVariables>;
export const FilesUpdateFileSourceDocument = new TypedDocumentString(`
    mutation FilesUpdateFileSource($id: ID!, $input: UpdateFileSourceInput!) {
  updateFileSource(id: $id, input: $input) {
    id
    name
    payer {
      id
    }
    displayOnDashboard
    storageFolder
  }
}
    `) as unknown as TypedDocumentString<FilesUpdateFileSourceMutation, FilesUpdateFileSourceMutationVariables>;
export const FilesSendFileToSourceDocument = new TypedDocumentString(`
    mutation FilesSendFileToSource($fileId: ID!, $destinationId: ID!) {
  sendFileToSource(fileId: $fileId, destinationId: $destinationId) {
    file {
      id
      jobs {
        id
        action
        destination {
          id
          name
        }
        status
      }
    }
    delivered {
      ...FilesTestFile
    }
    job {
      id
      action
      destination {
        id
        name
      }
      status
    }
  }
}
    fragment FilesTestFile on DataFile {
  id
  name
  receivedDate
  storageLocation
  erroredBucket
  size
  downloadPath
  source {
    id
    name
  }
  category {
    id
    name
    adhoc
  }
  type {
    id
    regex
    destinations {
      id
      name
    }
  }
  viewerCan {
    addCategory {
      allowed
      reason
    }
    addFileType {
      allowed
      reason
    }
    send {
      allowed
    }
    download {
      allowed
    }
  }
}`) as unknown as TypedDocumentString<FilesSendFileToSourceMutation, FilesSendFileToSourceMutationVariables>;
export const FilesViewerDocument = new TypedDocumentString(`
    query FilesViewer {
  viewer {
    can {
      viewFileAdminSections {
        allowed
        reason
      }
      categorizeFiles {
        allowed
        reason
      }
      createFileTypes {
        allowed
      }
      editFileTypes {
        allowed
      }
      editFileSources {
        allowed
      }
      addFileSource {
        allowed
      }
      sendFiles {
        allowed
      }
      downloadFiles {
        allowed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FilesViewerQuery, FilesViewerQueryVariables>;
export const FilesCategoryConfigIdsDocument = new TypedDocumentString(`
    query FilesCategoryConfigIds {
  categoryConfigs {
    id
  }
}
    `) as unknown as TypedDocumentString<FilesCategoryConfigIdsQuery, FilesCategoryConfigIdsQueryVariables>;
export const FilesTypeConfigIdsDocument = new TypedDocumentString(`
    query FilesTypeConfigIds {
  typeConfigs {
    id
  }
}
    `) as unknown as TypedDocumentString<FilesTypeConfigIdsQuery, FilesTypeConfigIdsQueryVariables>;
export const FilesErroredBucketsDocument = new TypedDocumentString(`
    query FilesErroredBuckets {
  erroredFileBuckets
}
    `) as unknown as TypedDocumentString<FilesErroredBucketsQuery, FilesErroredBucketsQueryVariables>;
export const FilesFilesMatchingPatternDocument = new TypedDocumentString(`
    query FilesFilesMatchingPattern($p: String!) {
  filesMatchingPattern(pattern: $p, take: 5) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
    }
    nodes {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<FilesFilesMatchingPatternQuery, FilesFilesMatchingPatternQueryVariables>;
export const GeographyAddressSuggestionsDocument = new TypedDocumentString(`
    query GeographyAddressSuggestions($input: String!) {
  addressSuggestions(input: $input) {
    placeId
    description
    mainText
    secondaryText
  }
}
    `) as unknown as TypedDocumentString<GeographyAddressSuggestionsQuery, GeographyAddressSuggestionsQueryVariables>;
export const GeographyResolvedAddressDocument = new TypedDocumentString(`
    query GeographyResolvedAddress($placeId: ID!) {
  resolvedAddress(placeId: $placeId) {
    placeId
    formattedAddress
    street
    city
    state
    zip
    county
    country
    lat
    lng
  }
}
    `) as unknown as TypedDocumentString<GeographyResolvedAddressQuery, GeographyResolvedAddressQueryVariables>;
export const AuditEventsOfRequestDocument = new TypedDocumentString(`
    query AuditEventsOfRequest($requestId: ID) {
  auditEvents(requestId: $requestId, take: 10) {
    nodes {
      action
      uid
      outcome
      rows
      targets {
        key
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AuditEventsOfRequestQuery, AuditEventsOfRequestQueryVariables>;
export const HospitalsHospitalFacilities2Document = new TypedDocumentString(`
    query HospitalsHospitalFacilities2($m: ID!, $d: Boolean) {
  hospitalFacilities(marketId: $m, showDeactivated: $d) {
    ...HospitalsTestFacility
  }
}
    fragment HospitalsTestFacility on HospitalFacility {
  id
  facilityId
  facilityName
  address
  street
  city
  state
  zip
  npi
  active
  deactivatedDt
  marketId
  market {
    id
    name
  }
  lastUpdatedBy {
    id
    fullName
  }
  lastUpdatedDate
  totalMemberAdmissions
  communityEngagementSpecialists {
    id
    firstName
    lastName
    shortName
  }
  viewerCan {
    edit {
      allowed
      reason
    }
  }
}`) as unknown as TypedDocumentString<HospitalsHospitalFacilities2Query, HospitalsHospitalFacilities2QueryVariables>;
export const HospitalsCreateHospitalFacilityDocument = new TypedDocumentString(`
    mutation HospitalsCreateHospitalFacility($input: CreateHospitalFacilityInput!) {
  createHospitalFacility(input: $input) {
    ...HospitalsTestFacilityWithHistory
  }
}
    fragment HospitalsTestFacility on HospitalFacility {
  id
  facilityId
  facilityName
  address
  street
  city
  state
  zip
  npi
  active
  deactivatedDt
  marketId
  market {
    id
    name
  }
  lastUpdatedBy {
    id
    fullName
  }
  lastUpdatedDate
  totalMemberAdmissions
  communityEngagementSpecialists {
    id
    firstName
    lastName
    shortName
  }
  viewerCan {
    edit {
      allowed
      reason
    }
  }
}
fragment HospitalsTestFacilityWithHistory on HospitalFacility {
  ...HospitalsTestFacility
  history {
    id
    entries {
      id
      facilityName
      address
      active
      assignedCESs
      deactivatedDt
      updatedDt
      updatedBy {
        id
        fullName
      }
      note
    }
  }
}`) as unknown as TypedDocumentString<HospitalsCreateHospitalFacilityMutation, HospitalsCreateHospitalFacilityMutationVariables>;
export const HospitalsUpdateHospitalFacilityDocument = new TypedDocumentString(`
    mutation HospitalsUpdateHospitalFacility($id: ID!, $input: UpdateHospitalFacilityInput!) {
  updateHospitalFacility(id: $id, input: $input) {
    ...HospitalsTestFacilityWithHistory
  }
}
    fragment HospitalsTestFacility on HospitalFacility {
  id
  facilityId
  facilityName
  address
  street
  city
  state
  zip
  npi
  active
  deactivatedDt
  marketId
  market {
    id
    name
  }
  lastUpdatedBy {
    id
    fullName
  }
  lastUpdatedDate
  totalMemberAdmissions
  communityEngagementSpecialists {
    id
    firstName
    lastName
    shortName
  }
  viewerCan {
    edit {
      allowed
      reason
    }
  }
}
fragment HospitalsTestFacilityWithHistory on HospitalFacility {
  ...HospitalsTestFacility
  history {
    id
    entries {
      id
      facilityName
      address
      active
      assignedCESs
      deactivatedDt
      updatedDt
      updatedBy {
        id
        fullName
      }
      note
    }
  }
}`) as unknown as TypedDocumentString<HospitalsUpdateHospitalFacilityMutation, HospitalsUpdateHospitalFacilityMutationVariables>;
export const HospitalsDeactivateHospitalFacilityDocument = new TypedDocumentString(`
    mutation HospitalsDeactivateHospitalFacility($id: ID!, $note: String) {
  deactivateHospitalFacility(id: $id, input: {note: $note}) {
    ...HospitalsTestFacilityWithHistory
  }
}
    fragment HospitalsTestFacility on HospitalFacility {
  id
  facilityId
  facilityName
  address
  street
  city
  state
  zip
  npi
  active
  deactivatedDt
  marketId
  market {
    id
    name
  }
  lastUpdatedBy {
    id
    fullName
  }
  lastUpdatedDate
  totalMemberAdmissions
  communityEngagementSpecialists {
    id
    firstName
    lastName
    shortName
  }
  viewerCan {
    edit {
      allowed
      reason
    }
  }
}
fragment HospitalsTestFacilityWithHistory on HospitalFacility {
  ...HospitalsTestFacility
  history {
    id
    entries {
      id
      facilityName
      address
      active
      assignedCESs
      deactivatedDt
      updatedDt
      updatedBy {
        id
        fullName
      }
      note
    }
  }
}`) as unknown as TypedDocumentString<HospitalsDeactivateHospitalFacilityMutation, HospitalsDeactivateHospitalFacilityMutationVariables>;
export const HospitalsReactivateHospitalFacilityDocument = new TypedDocumentString(`
    mutation HospitalsReactivateHospitalFacility($id: ID!, $note: String) {
  reactivateHospitalFacility(id: $id, input: {note: $note}) {
    ...HospitalsTestFacilityWithHistory
  }
}
    fragment HospitalsTestFacility on HospitalFacility {
  id
  facilityId
  facilityName
  address
  street
  city
  state
  zip
  npi
  active
  deactivatedDt
  marketId
  market {
    id
    name
  }
  lastUpdatedBy {
    id
    fullName
  }
  lastUpdatedDate
  totalMemberAdmissions
  communityEngagementSpecialists {
    id
    firstName
    lastName
    shortName
  }
  viewerCan {
    edit {
      allowed
      reason
    }
  }
}
fragment HospitalsTestFacilityWithHistory on HospitalFacility {
  ...HospitalsTestFacility
  history {
    id
    entries {
      id
      facilityName
      address
      active
      assignedCESs
      deactivatedDt
      updatedDt
      updatedBy {
        id
        fullName
      }
      note
    }
  }
}`) as unknown as TypedDocumentString<HospitalsReactivateHospitalFacilityMutation, HospitalsReactivateHospitalFacilityMutationVariables>;
export const HospitalsStatesDocument = new TypedDocumentString(`
    query HospitalsStates {
  states {
    abbrev
  }
}
    `) as unknown as TypedDocumentString<HospitalsStatesQuery, HospitalsStatesQueryVariables>;
export const HospitalsHospitalFacilitiesDocument = new TypedDocumentString(`
    query HospitalsHospitalFacilities($m: ID!) {
  hospitalFacilities(marketId: $m) {
    id
    facilityName
    active
    totalMemberAdmissions
    communityEngagementSpecialists {
      id
      shortName
    }
  }
}
    `) as unknown as TypedDocumentString<HospitalsHospitalFacilitiesQuery, HospitalsHospitalFacilitiesQueryVariables>;
export const HospitalsCommunityEngagementSpecialistsDocument = new TypedDocumentString(`
    query HospitalsCommunityEngagementSpecialists($m: ID!) {
  communityEngagementSpecialists(marketId: $m) {
    id
    shortName
    lastName
  }
}
    `) as unknown as TypedDocumentString<HospitalsCommunityEngagementSpecialistsQuery, HospitalsCommunityEngagementSpecialistsQueryVariables>;
export const HospitalsViewerDocument = new TypedDocumentString(`
    query HospitalsViewer($m: ID!) {
  viewer {
    can {
      addHospitalFacility {
        allowed
        reason
      }
    }
  }
  hospitalFacilities(marketId: $m) {
    viewerCan {
      edit {
        allowed
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HospitalsViewerQuery, HospitalsViewerQueryVariables>;
export const HospitalsHospitalFacilityHistoryDocument = new TypedDocumentString(`
    query HospitalsHospitalFacilityHistory($id: ID!) {
  hospitalFacilityHistory(facilityId: $id) {
    id
    entries {
      note
    }
  }
}
    `) as unknown as TypedDocumentString<HospitalsHospitalFacilityHistoryQuery, HospitalsHospitalFacilityHistoryQueryVariables>;
export const LookupsClosestOfficesDocument = new TypedDocumentString(`
    query LookupsClosestOffices($lat: Float!, $lng: Float!, $count: Int) {
  closestOffices(lat: $lat, lng: $lng, count: $count) {
    distance
    office {
      id
      name
      commonName
      eligibleMembers
      engagedMembers
      market {
        id
        name
      }
    }
    node {
      id
      address
      lat
      lng
    }
    apps {
      ...LookupsTestEmployeeName
    }
    backup1 {
      ...LookupsTestEmployeeName
    }
    backup2 {
      ...LookupsTestEmployeeName
    }
    backup3 {
      ...LookupsTestEmployeeName
    }
    iapps {
      ...LookupsTestEmployeeName
    }
    cess {
      ...LookupsTestEmployeeName
    }
  }
}
    fragment LookupsTestEmployeeName on Employee {
  id
  fullName
  firstName
  lastName
}`) as unknown as TypedDocumentString<LookupsClosestOfficesQuery, LookupsClosestOfficesQueryVariables>;
export const LookupsResolvedAddressDocument = new TypedDocumentString(`
    query LookupsResolvedAddress($placeId: ID!) {
  resolvedAddress(placeId: $placeId) {
    placeId
    county
    state
    zip
    countyActive
    timeRestricted
  }
}
    `) as unknown as TypedDocumentString<LookupsResolvedAddressQuery, LookupsResolvedAddressQueryVariables>;
export const LookupsAddressSuggestionsDocument = new TypedDocumentString(`
    query LookupsAddressSuggestions($input: String!) {
  addressSuggestions(input: $input) {
    placeId
    mainText
    secondaryText
  }
}
    `) as unknown as TypedDocumentString<LookupsAddressSuggestionsQuery, LookupsAddressSuggestionsQueryVariables>;
export const LookupsMembersNearAddressDocument = new TypedDocumentString(`
    query LookupsMembersNearAddress($input: MemberProximityInput!) {
  membersNearAddress(input: $input) {
    distance
    lat
    lng
    highNeeds
    highNeedsCriteria
    disengaged
    dnc
    visitScheduled
    cancerIndicated
    behavioralHealth
    outOfRange
    lastAdmit
    recentErVisit
    lastDropIn
    lastVisit
    member {
      id
      aaneelId
      memberId
      fullName
      engaged
    }
  }
}
    `) as unknown as TypedDocumentString<LookupsMembersNearAddressQuery, LookupsMembersNearAddressQueryVariables>;
export const LookupsMembersNearAddress2Document = new TypedDocumentString(`
    query LookupsMembersNearAddress2($input: MemberProximityInput!) {
  membersNearAddress(input: $input) {
    distance
    highNeedsCriteria
    lastDropIn
    lastVisit
    member {
      id
      memberId
      fullName
      address1
      city
      state
      zip
      payer {
        id
        name
      }
      office {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LookupsMembersNearAddress2Query, LookupsMembersNearAddress2QueryVariables>;
export const MarketAssignmentsMarketsDocument = new TypedDocumentString(`
    query MarketAssignmentsMarkets {
  markets {
    id
  }
}
    `) as unknown as TypedDocumentString<MarketAssignmentsMarketsQuery, MarketAssignmentsMarketsQueryVariables>;
export const MarketAssignmentsMarketAssignmentTableDocument = new TypedDocumentString(`
    query MarketAssignmentsMarketAssignmentTable($m: ID!) {
  marketAssignmentTable(marketId: $m) {
    id
    market {
      id
      name
    }
    regionalVicePresident {
      ...MarketAssignmentsTestMarketAssignment
    }
    seniorMedicalOfficer {
      ...MarketAssignmentsTestMarketAssignment
    }
    auditorEducator {
      ...MarketAssignmentsTestMarketAssignment
    }
    viewerCan {
      change {
        allowed
        reason
      }
    }
    rows {
      id
      communityName
      office {
        id
        name
        active
      }
      assignments {
        ...MarketAssignmentsTestMarketAssignment
      }
    }
  }
}
    fragment MarketAssignmentsTestMarketAssignment on MarketAssignment {
  id
  officeId
  assignmentTypeId
  employeeId
  activeDt
  inactiveDt
  employee {
    id
    firstName
    lastName
  }
}`) as unknown as TypedDocumentString<MarketAssignmentsMarketAssignmentTableQuery, MarketAssignmentsMarketAssignmentTableQueryVariables>;
export const MarketAssignmentsChangeAssignmentDocument = new TypedDocumentString(`
    mutation MarketAssignmentsChangeAssignment($input: ChangeAssignmentInput!) {
  changeAssignment(input: $input) {
    assigned {
      ...MarketAssignmentsTestMarketAssignment
    }
    ended {
      ...MarketAssignmentsTestMarketAssignment
    }
    table {
      id
      regionalVicePresident {
        ...MarketAssignmentsTestMarketAssignment
      }
      seniorMedicalOfficer {
        ...MarketAssignmentsTestMarketAssignment
      }
      auditorEducator {
        ...MarketAssignmentsTestMarketAssignment
      }
      marketLevelHistory {
        ...MarketAssignmentsTestMarketAssignment
      }
    }
    rows {
      id
      assignments {
        ...MarketAssignmentsTestMarketAssignment
      }
      history {
        ...MarketAssignmentsTestMarketAssignment
      }
    }
    clinician {
      id
      collaboratingPhysician {
        id
        employee {
          id
        }
      }
      designatedPhysician {
        id
        employee {
          id
        }
      }
      history {
        id
        employee {
          id
        }
        inactiveDt
      }
    }
  }
}
    fragment MarketAssignmentsTestMarketAssignment on MarketAssignment {
  id
  officeId
  assignmentTypeId
  employeeId
  activeDt
  inactiveDt
  employee {
    id
    firstName
    lastName
  }
}`) as unknown as TypedDocumentString<MarketAssignmentsChangeAssignmentMutation, MarketAssignmentsChangeAssignmentMutationVariables>;
export const MarketAssignmentsNeighborhoodAssignmentsDocument = new TypedDocumentString(`
    query MarketAssignmentsNeighborhoodAssignments($o: ID!) {
  neighborhoodAssignments(officeId: $o) {
    id
    history {
      ...MarketAssignmentsTestMarketAssignment
    }
  }
}
    fragment MarketAssignmentsTestMarketAssignment on MarketAssignment {
  id
  officeId
  assignmentTypeId
  employeeId
  activeDt
  inactiveDt
  employee {
    id
    firstName
    lastName
  }
}`) as unknown as TypedDocumentString<MarketAssignmentsNeighborhoodAssignmentsQuery, MarketAssignmentsNeighborhoodAssignmentsQueryVariables>;
export const MarketAssignmentsClinicianAssignmentsDocument = new TypedDocumentString(`
    query MarketAssignmentsClinicianAssignments {
  clinicianAssignments {
    id
    clinician {
      id
      lastName
    }
    market {
      id
    }
    physiciansRequired
    collaboratingPhysician {
      id
      employee {
        id
      }
    }
    designatedPhysician {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MarketAssignmentsClinicianAssignmentsQuery, MarketAssignmentsClinicianAssignmentsQueryVariables>;
export const MarketAssignmentsDncRequestDocument = new TypedDocumentString(`
    query MarketAssignmentsDncRequest($id: ID!) {
  dncRequest(id: $id) {
    id
    viewerCan {
      decide {
        allowed
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MarketAssignmentsDncRequestQuery, MarketAssignmentsDncRequestQueryVariables>;
export const MarketAssignmentsDncRequestsDocument = new TypedDocumentString(`
    query MarketAssignmentsDncRequests {
  dncRequests(tab: CD, mine: true, take: 160) {
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MarketAssignmentsDncRequestsQuery, MarketAssignmentsDncRequestsQueryVariables>;
export const MarketsStatesDocument = new TypedDocumentString(`
    query MarketsStates {
  states {
    abbrev
  }
}
    `) as unknown as TypedDocumentString<MarketsStatesQuery, MarketsStatesQueryVariables>;
export const MarketsMarketsDocument = new TypedDocumentString(`
    query MarketsMarkets {
  markets {
    ...MarketsTestMarketColumns
    state {
      abbrev
      name
    }
  }
}
    fragment MarketsTestMarketColumns on Market {
  id
  name
  officePrefix
  active
  address
  city
  stateAbbrev
  zipCode
  phone
  faxDriveEmail
  faxDriveId
  quantaFloDriveId
}`) as unknown as TypedDocumentString<MarketsMarketsQuery, MarketsMarketsQueryVariables>;
export const MarketsMarkets2Document = new TypedDocumentString(`
    query MarketsMarkets2 {
  markets(includeHidden: true) {
    id
  }
}
    `) as unknown as TypedDocumentString<MarketsMarkets2Query, MarketsMarkets2QueryVariables>;
export const MarketsMarketDocument = new TypedDocumentString(`
    query MarketsMarket($id: ID!) {
  market(id: $id) {
    id
    name
  }
  missing: market(id: "123456789") {
    id
  }
}
    `) as unknown as TypedDocumentString<MarketsMarketQuery, MarketsMarketQueryVariables>;
export const MarketsMarket2Document = new TypedDocumentString(`
    query MarketsMarket2 {
  market(id: "abc") {
    id
  }
}
    `) as unknown as TypedDocumentString<MarketsMarket2Query, MarketsMarket2QueryVariables>;
export const MarketsMarkets3Document = new TypedDocumentString(`
    query MarketsMarkets3 {
  markets {
    id
  }
}
    `) as unknown as TypedDocumentString<MarketsMarkets3Query, MarketsMarkets3QueryVariables>;
export const MarketsStates2Document = new TypedDocumentString(`
    query MarketsStates2($m: ID) {
  states {
    abbrev
    name
    lat
    lng
    zoom
  }
  marketPlans(marketId: $m) {
    marketId
    planId
    market
    plan
  }
  all: marketPlans {
    marketId
  }
}
    `) as unknown as TypedDocumentString<MarketsStates2Query, MarketsStates2QueryVariables>;
export const MarketsViewerCanDocument = new TypedDocumentString(`
    query MarketsViewerCan($id: ID!) {
  market(id: $id) {
    viewerCan {
      update
    }
  }
}
    `) as unknown as TypedDocumentString<MarketsViewerCanQuery, MarketsViewerCanQueryVariables>;
export const MarketsOfficesDocument = new TypedDocumentString(`
    query MarketsOffices($m: ID, $c: Boolean) {
  offices(marketId: $m, includeCommunities: $c) {
    id
    name
    marketId
    communityId
    isCommunity
    active
    outreaching
    deleted
    eligibleMembers
    engagedMembers
    officeNodes {
      id
      address
      lat
      lng
      addedDt
    }
  }
}
    `) as unknown as TypedDocumentString<MarketsOfficesQuery, MarketsOfficesQueryVariables>;
export const MarketsOfficeCommunitiesDocument = new TypedDocumentString(`
    query MarketsOfficeCommunities($m: ID) {
  offices(marketId: $m) {
    communityId
  }
}
    `) as unknown as TypedDocumentString<MarketsOfficeCommunitiesQuery, MarketsOfficeCommunitiesQueryVariables>;
export const MarketsOffices2Document = new TypedDocumentString(`
    query MarketsOffices2($c: String) {
  offices(community: $c) {
    communityId
    name
  }
}
    `) as unknown as TypedDocumentString<MarketsOffices2Query, MarketsOffices2QueryVariables>;
export const MarketsOfficeDocument = new TypedDocumentString(`
    query MarketsOffice($id: ID!) {
  office(id: $id) {
    id
    name
    market {
      id
    }
  }
  missing: office(id: "987654321") {
    id
  }
}
    `) as unknown as TypedDocumentString<MarketsOfficeQuery, MarketsOfficeQueryVariables>;
export const MarketsMarketOfficesDocument = new TypedDocumentString(`
    query MarketsMarketOffices($id: ID!) {
  market(id: $id) {
    offices {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MarketsMarketOfficesQuery, MarketsMarketOfficesQueryVariables>;
export const MarketsMarkets4Document = new TypedDocumentString(`
    query MarketsMarkets4 {
  markets(includeHidden: true) {
    offices {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<MarketsMarkets4Query, MarketsMarkets4QueryVariables>;
export const MarketsOffices3Document = new TypedDocumentString(`
    query MarketsOffices3 {
  offices {
    id
    market {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<MarketsOffices3Query, MarketsOffices3QueryVariables>;
export const MarketsUpdateMarketDocument = new TypedDocumentString(`
    mutation MarketsUpdateMarket($id: ID!, $input: UpdateMarketInput!) {
  updateMarket(id: $id, input: $input) {
    ...MarketsTestMarketColumns
    viewerCan {
      update
    }
  }
}
    fragment MarketsTestMarketColumns on Market {
  id
  name
  officePrefix
  active
  address
  city
  stateAbbrev
  zipCode
  phone
  faxDriveEmail
  faxDriveId
  quantaFloDriveId
}`) as unknown as TypedDocumentString<MarketsUpdateMarketMutation, MarketsUpdateMarketMutationVariables>;
export const MarketsMarketFieldsDocument = new TypedDocumentString(`
    query MarketsMarketFields($id: ID!) {
  market(id: $id) {
    ...MarketsTestMarketColumns
  }
}
    fragment MarketsTestMarketColumns on Market {
  id
  name
  officePrefix
  active
  address
  city
  stateAbbrev
  zipCode
  phone
  faxDriveEmail
  faxDriveId
  quantaFloDriveId
}`) as unknown as TypedDocumentString<MarketsMarketFieldsQuery, MarketsMarketFieldsQueryVariables>;
export const MedicalRecordsMedicalRecordRequestsDocument = new TypedDocumentString(`
    query MedicalRecordsMedicalRecordRequests {
  medicalRecordRequests {
    id
    requestedBy
    requestedAt
    ccdXml
    ccdPdf
    progNote
    justAaneel
    membersRequested
    filesLoaded
    filesProcessed
    status
    finishedAt
    extractPath
  }
  viewer {
    can {
      requestMedicalRecords {
        allowed
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MedicalRecordsMedicalRecordRequestsQuery, MedicalRecordsMedicalRecordRequestsQueryVariables>;
export const MedicalRecordsMedicalRecordRequests2Document = new TypedDocumentString(`
    query MedicalRecordsMedicalRecordRequests2 {
  medicalRecordRequests {
    id
  }
}
    `) as unknown as TypedDocumentString<MedicalRecordsMedicalRecordRequests2Query, MedicalRecordsMedicalRecordRequests2QueryVariables>;
export const MedicalRecordsViewerDocument = new TypedDocumentString(`
    query MedicalRecordsViewer {
  viewer {
    can {
      requestMedicalRecords {
        allowed
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MedicalRecordsViewerQuery, MedicalRecordsViewerQueryVariables>;
export const MemberRecordMemberRecordDocument = new TypedDocumentString(`
    query MemberRecordMemberRecord($id: ID!) {
  memberRecord(id: $id) {
    ...MemberRecordTestCard
  }
}
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}`) as unknown as TypedDocumentString<MemberRecordMemberRecordQuery, MemberRecordMemberRecordQueryVariables>;
export const MemberRecordDeattributionCountsDocument = new TypedDocumentString(`
    query MemberRecordDeattributionCounts {
  deattributionTabCounts {
    tab
    count
  }
}
    `) as unknown as TypedDocumentString<MemberRecordDeattributionCountsQuery, MemberRecordDeattributionCountsQueryVariables>;
export const MemberRecordDncCountsDocument = new TypedDocumentString(`
    query MemberRecordDncCounts {
  dncTabCounts {
    tab
    count
  }
}
    `) as unknown as TypedDocumentString<MemberRecordDncCountsQuery, MemberRecordDncCountsQueryVariables>;
export const MemberRecordTransferCountsDocument = new TypedDocumentString(`
    query MemberRecordTransferCounts {
  transferTabCounts {
    tab
    count
  }
}
    `) as unknown as TypedDocumentString<MemberRecordTransferCountsQuery, MemberRecordTransferCountsQueryVariables>;
export const MemberRecordMemberRecord2Document = new TypedDocumentString(`
    query MemberRecordMemberRecord2($id: ID!) {
  memberRecord(id: $id) {
    id
    overview {
      stratification
      currentNumberOfMedications
      recentCancerIndicator
      recentBhIndicator
      rafDelta
      totalRiskEngagedMonths
      outreachFirstAttemptedAt
      outreachLastAttemptedAt
      outreachFirstContactedAt
      outreachLastContactedAt
      lastIvVisitDate
      lastIvVisitStatus
      disengaged
      missedVisitNotScheduled
      acuteAdmitsLastMonth
      acuteAdmits3Months
      acuteAdmits12Months
      erVisitsLastMonth
      erVisits3Months
      erVisits12Months
      ivAvCurrentYear
      lastAppointmentAt
      lastAppointmentType
      nextAppointmentAt
      nextAppointmentType
      lastSocialWorkVisitDate
      lastAdmitDate
      lastAdmitType
      psvEligible
      f2fEligible
      isEngaged
      groupName
      pcpNameFromQuality
      pcpGroupNameFromQuality
      marketDesc
    }
    officeChanges {
      id
      status
      toOffice {
        id
        name
      }
      fromOffice {
        id
        name
      }
      requestedAt
    }
    eligibilityChanges {
      id
      changeType
      status
      termReason {
        id
        name
      }
    }
    dropInLogs {
      id
      changedAt
      changedBy {
        id
        fullName
      }
      inEligible
      reason
      note
    }
    visits {
      id
      start
      visitWith {
        id
        fullName
      }
      visitType
      status
    }
    communications {
      id
      at
      purpose
      fromPersonName
      outcome
      conversation
      campaignName
      campaignId
      byViewer
    }
    addresses {
      id
      formattedAddress
      address1
      city
      state
      zip
      primary
      active
      inactiveDate
    }
    phoneNumbers {
      id
      number
      type
      note
      activeDate
      updatedAt
      valid
    }
    emails {
      id
      address
      note
      activeDate
      valid
    }
    census {
      id
      admissionDate
      dischargeDate
      type
      servicePlace
      facilityName
      attendingDoctorName
      serviceType
      note
    }
    callListHistory {
      campaignId
      campaignName
      listDate
      driver
      points
      reason
      poppedAt
    }
    dncRequests {
      id
      reasonId
      reason
      approvalType
      approved
      isReturn
    }
  }
}
    `) as unknown as TypedDocumentString<MemberRecordMemberRecord2Query, MemberRecordMemberRecord2QueryVariables>;
export const MemberRecordPhoneTabDocument = new TypedDocumentString(`
    query MemberRecordPhoneTab($id: ID!) {
  memberRecord(id: $id) {
    id
    phoneNumbers {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MemberRecordPhoneTabQuery, MemberRecordPhoneTabQueryVariables>;
export const MemberRecordCensusTabDocument = new TypedDocumentString(`
    query MemberRecordCensusTab($id: ID!) {
  memberRecord(id: $id) {
    id
    census {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MemberRecordCensusTabQuery, MemberRecordCensusTabQueryVariables>;
export const MemberRecordCallListTabDocument = new TypedDocumentString(`
    query MemberRecordCallListTab($id: ID!) {
  memberRecord(id: $id) {
    id
    callListHistory {
      listDate
    }
  }
}
    `) as unknown as TypedDocumentString<MemberRecordCallListTabQuery, MemberRecordCallListTabQueryVariables>;
export const MemberRecordOfficeChangesTabDocument = new TypedDocumentString(`
    query MemberRecordOfficeChangesTab($id: ID!) {
  memberRecord(id: $id) {
    id
    officeChanges {
      id
      toOffice {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MemberRecordOfficeChangesTabQuery, MemberRecordOfficeChangesTabQueryVariables>;
export const MemberRecordMemberRecord3Document = new TypedDocumentString(`
    query MemberRecordMemberRecord3($id: ID!) {
  memberRecord(id: $id) {
    communications {
      campaignId
      campaignName
      purpose
    }
  }
}
    `) as unknown as TypedDocumentString<MemberRecordMemberRecord3Query, MemberRecordMemberRecord3QueryVariables>;
export const MemberRecordDropInIneligibleReasonsDocument = new TypedDocumentString(`
    query MemberRecordDropInIneligibleReasons {
  dropInIneligibleReasons
  callOutcomes
}
    `) as unknown as TypedDocumentString<MemberRecordDropInIneligibleReasonsQuery, MemberRecordDropInIneligibleReasonsQueryVariables>;
export const MemberRecordMemberRecord4Document = new TypedDocumentString(`
    query MemberRecordMemberRecord4($id: ID!) {
  memberRecord(id: $id) {
    id
    fullName
    headerTone
    eligibilityLabel
    birthdaySoon
  }
}
    `) as unknown as TypedDocumentString<MemberRecordMemberRecord4Query, MemberRecordMemberRecord4QueryVariables>;
export const MemberRecordTermMemberDocument = new TypedDocumentString(`
    mutation MemberRecordTermMember($input: MemberTermInput!) {
  termMember(input: $input) {
    ...MemberRecordTestResult
  }
}
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}
fragment MemberRecordTestResult on MemberActionResult {
  member {
    ...MemberRecordTestCard
  }
  eligibilityChange {
    id
    changeType
    status
    memberId
    termReason {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
      officeId
    }
    changeLog {
      statusChangedTo
    }
    assignedEmployees {
      id
      fullName
    }
    viewerIsAssigned
    viewerCan {
      approve
      reject
      update
      cancel
    }
  }
  dncRequest {
    id
    approvalType
    approved
    isReturn
    reasonId
    tab
    member {
      id
      aaneelId
      fullName
    }
    requestedBy {
      id
    }
    assignedEmployees {
      id
    }
    viewerCan {
      approve
      reject
    }
  }
  officeTransfer {
    id
    status
    toOffice {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
    }
    assignedEmployees {
      id
    }
    viewerCan {
      save
      approve
    }
  }
  deattributionTabCounts {
    tab
    count
  }
  dncTabCounts {
    tab
    count
  }
  transferTabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<MemberRecordTermMemberMutation, MemberRecordTermMemberMutationVariables>;
export const MemberRecordReturnMemberEligibleDocument = new TypedDocumentString(`
    mutation MemberRecordReturnMemberEligible($input: MemberNoteInput!) {
  returnMemberEligible(input: $input) {
    ...MemberRecordTestResult
  }
}
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}
fragment MemberRecordTestResult on MemberActionResult {
  member {
    ...MemberRecordTestCard
  }
  eligibilityChange {
    id
    changeType
    status
    memberId
    termReason {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
      officeId
    }
    changeLog {
      statusChangedTo
    }
    assignedEmployees {
      id
      fullName
    }
    viewerIsAssigned
    viewerCan {
      approve
      reject
      update
      cancel
    }
  }
  dncRequest {
    id
    approvalType
    approved
    isReturn
    reasonId
    tab
    member {
      id
      aaneelId
      fullName
    }
    requestedBy {
      id
    }
    assignedEmployees {
      id
    }
    viewerCan {
      approve
      reject
    }
  }
  officeTransfer {
    id
    status
    toOffice {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
    }
    assignedEmployees {
      id
    }
    viewerCan {
      save
      approve
    }
  }
  deattributionTabCounts {
    tab
    count
  }
  dncTabCounts {
    tab
    count
  }
  transferTabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<MemberRecordReturnMemberEligibleMutation, MemberRecordReturnMemberEligibleMutationVariables>;
export const MemberRecordRequestMemberDncDocument = new TypedDocumentString(`
    mutation MemberRecordRequestMemberDnc($input: MemberDncInput!) {
  requestMemberDnc(input: $input) {
    ...MemberRecordTestResult
  }
}
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}
fragment MemberRecordTestResult on MemberActionResult {
  member {
    ...MemberRecordTestCard
  }
  eligibilityChange {
    id
    changeType
    status
    memberId
    termReason {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
      officeId
    }
    changeLog {
      statusChangedTo
    }
    assignedEmployees {
      id
      fullName
    }
    viewerIsAssigned
    viewerCan {
      approve
      reject
      update
      cancel
    }
  }
  dncRequest {
    id
    approvalType
    approved
    isReturn
    reasonId
    tab
    member {
      id
      aaneelId
      fullName
    }
    requestedBy {
      id
    }
    assignedEmployees {
      id
    }
    viewerCan {
      approve
      reject
    }
  }
  officeTransfer {
    id
    status
    toOffice {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
    }
    assignedEmployees {
      id
    }
    viewerCan {
      save
      approve
    }
  }
  deattributionTabCounts {
    tab
    count
  }
  dncTabCounts {
    tab
    count
  }
  transferTabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<MemberRecordRequestMemberDncMutation, MemberRecordRequestMemberDncMutationVariables>;
export const MemberRecordRemoveMemberDncDocument = new TypedDocumentString(`
    mutation MemberRecordRemoveMemberDnc($input: MemberNoteInput!) {
  removeMemberDnc(input: $input) {
    ...MemberRecordTestResult
  }
}
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}
fragment MemberRecordTestResult on MemberActionResult {
  member {
    ...MemberRecordTestCard
  }
  eligibilityChange {
    id
    changeType
    status
    memberId
    termReason {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
      officeId
    }
    changeLog {
      statusChangedTo
    }
    assignedEmployees {
      id
      fullName
    }
    viewerIsAssigned
    viewerCan {
      approve
      reject
      update
      cancel
    }
  }
  dncRequest {
    id
    approvalType
    approved
    isReturn
    reasonId
    tab
    member {
      id
      aaneelId
      fullName
    }
    requestedBy {
      id
    }
    assignedEmployees {
      id
    }
    viewerCan {
      approve
      reject
    }
  }
  officeTransfer {
    id
    status
    toOffice {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
    }
    assignedEmployees {
      id
    }
    viewerCan {
      save
      approve
    }
  }
  deattributionTabCounts {
    tab
    count
  }
  dncTabCounts {
    tab
    count
  }
  transferTabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<MemberRecordRemoveMemberDncMutation, MemberRecordRemoveMemberDncMutationVariables>;
export const MemberRecordRevokeMemberDropInDocument = new TypedDocumentString(`
    mutation MemberRecordRevokeMemberDropIn($input: MemberDropInRevokeInput!) {
  revokeMemberDropIn(input: $input) {
    ...MemberRecordTestResult
  }
}
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}
fragment MemberRecordTestResult on MemberActionResult {
  member {
    ...MemberRecordTestCard
  }
  eligibilityChange {
    id
    changeType
    status
    memberId
    termReason {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
      officeId
    }
    changeLog {
      statusChangedTo
    }
    assignedEmployees {
      id
      fullName
    }
    viewerIsAssigned
    viewerCan {
      approve
      reject
      update
      cancel
    }
  }
  dncRequest {
    id
    approvalType
    approved
    isReturn
    reasonId
    tab
    member {
      id
      aaneelId
      fullName
    }
    requestedBy {
      id
    }
    assignedEmployees {
      id
    }
    viewerCan {
      approve
      reject
    }
  }
  officeTransfer {
    id
    status
    toOffice {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
    }
    assignedEmployees {
      id
    }
    viewerCan {
      save
      approve
    }
  }
  deattributionTabCounts {
    tab
    count
  }
  dncTabCounts {
    tab
    count
  }
  transferTabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<MemberRecordRevokeMemberDropInMutation, MemberRecordRevokeMemberDropInMutationVariables>;
export const MemberRecordRestoreMemberDropInDocument = new TypedDocumentString(`
    mutation MemberRecordRestoreMemberDropIn($input: MemberNoteInput!) {
  restoreMemberDropIn(input: $input) {
    ...MemberRecordTestResult
  }
}
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}
fragment MemberRecordTestResult on MemberActionResult {
  member {
    ...MemberRecordTestCard
  }
  eligibilityChange {
    id
    changeType
    status
    memberId
    termReason {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
      officeId
    }
    changeLog {
      statusChangedTo
    }
    assignedEmployees {
      id
      fullName
    }
    viewerIsAssigned
    viewerCan {
      approve
      reject
      update
      cancel
    }
  }
  dncRequest {
    id
    approvalType
    approved
    isReturn
    reasonId
    tab
    member {
      id
      aaneelId
      fullName
    }
    requestedBy {
      id
    }
    assignedEmployees {
      id
    }
    viewerCan {
      approve
      reject
    }
  }
  officeTransfer {
    id
    status
    toOffice {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
    }
    assignedEmployees {
      id
    }
    viewerCan {
      save
      approve
    }
  }
  deattributionTabCounts {
    tab
    count
  }
  dncTabCounts {
    tab
    count
  }
  transferTabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<MemberRecordRestoreMemberDropInMutation, MemberRecordRestoreMemberDropInMutationVariables>;
export const MemberRecordChangeMemberOfficeDocument = new TypedDocumentString(`
    mutation MemberRecordChangeMemberOffice($input: MemberOfficeChangeInput!) {
  changeMemberOffice(input: $input) {
    ...MemberRecordTestResult
  }
}
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}
fragment MemberRecordTestResult on MemberActionResult {
  member {
    ...MemberRecordTestCard
  }
  eligibilityChange {
    id
    changeType
    status
    memberId
    termReason {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
      officeId
    }
    changeLog {
      statusChangedTo
    }
    assignedEmployees {
      id
      fullName
    }
    viewerIsAssigned
    viewerCan {
      approve
      reject
      update
      cancel
    }
  }
  dncRequest {
    id
    approvalType
    approved
    isReturn
    reasonId
    tab
    member {
      id
      aaneelId
      fullName
    }
    requestedBy {
      id
    }
    assignedEmployees {
      id
    }
    viewerCan {
      approve
      reject
    }
  }
  officeTransfer {
    id
    status
    toOffice {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
    }
    assignedEmployees {
      id
    }
    viewerCan {
      save
      approve
    }
  }
  deattributionTabCounts {
    tab
    count
  }
  dncTabCounts {
    tab
    count
  }
  transferTabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<MemberRecordChangeMemberOfficeMutation, MemberRecordChangeMemberOfficeMutationVariables>;
export const MemberRecordReportRedBoxErrorDocument = new TypedDocumentString(`
    mutation MemberRecordReportRedBoxError($id: ID!) {
  reportRedBoxError(memberId: $id) {
    ...MemberRecordTestResult
  }
}
    fragment MemberRecordTestCard on MemberRecord {
  id
  aaneelId
  firstName
  lastName
  fullName
  dateOfBirth
  birthdaySoon
  gender
  memberId
  mbi
  payerName
  planName
  homePhone
  activeAddress
  marketId
  marketName
  officeId
  officeName
  communityId
  app {
    id
    fullName
  }
  pcc {
    id
    fullName
  }
  weather
  insuranceGroup
  pcpName
  clinicalGroup
  eligible
  engaged
  engagedAt
  eligibilityLabel
  termDate
  termReason {
    id
    name
  }
  deceasedDate
  pendingTransition
  pendingDnc
  dnc
  dropInIneligible
  headerTone
  recentAdmission
  lastRedBoxErrorAt
  riskType {
    id
    name
  }
  viewerCan {
    term {
      allowed
      reason
    }
    returnEligible {
      allowed
      reason
    }
    requestDnc {
      allowed
      reason
    }
    removeDnc {
      allowed
      reason
    }
    skipDncReview
    revokeDropIn {
      allowed
      reason
    }
    restoreDropIn {
      allowed
      reason
    }
    changeOffice {
      allowed
      reason
    }
    changeOfficeAnyMarket
    reportRedBoxError {
      allowed
      reason
    }
    setContactValidity {
      allowed
      reason
    }
    sendEligibilityInquiry {
      allowed
      reason
    }
    termReasons {
      id
      name
    }
    transitionPlanReasonIds
  }
}
fragment MemberRecordTestResult on MemberActionResult {
  member {
    ...MemberRecordTestCard
  }
  eligibilityChange {
    id
    changeType
    status
    memberId
    termReason {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
      officeId
    }
    changeLog {
      statusChangedTo
    }
    assignedEmployees {
      id
      fullName
    }
    viewerIsAssigned
    viewerCan {
      approve
      reject
      update
      cancel
    }
  }
  dncRequest {
    id
    approvalType
    approved
    isReturn
    reasonId
    tab
    member {
      id
      aaneelId
      fullName
    }
    requestedBy {
      id
    }
    assignedEmployees {
      id
    }
    viewerCan {
      approve
      reject
    }
  }
  officeTransfer {
    id
    status
    toOffice {
      id
    }
    tab
    member {
      id
      aaneelId
      fullName
    }
    assignedEmployees {
      id
    }
    viewerCan {
      save
      approve
    }
  }
  deattributionTabCounts {
    tab
    count
  }
  dncTabCounts {
    tab
    count
  }
  transferTabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<MemberRecordReportRedBoxErrorMutation, MemberRecordReportRedBoxErrorMutationVariables>;
export const MemberRecordSetPhoneValidityDocument = new TypedDocumentString(`
    mutation MemberRecordSetPhoneValidity($input: ContactValidityInput!) {
  setPhoneValidity(input: $input) {
    id
    valid
  }
}
    `) as unknown as TypedDocumentString<MemberRecordSetPhoneValidityMutation, MemberRecordSetPhoneValidityMutationVariables>;
export const MemberRecordSetEmailValidityDocument = new TypedDocumentString(`
    mutation MemberRecordSetEmailValidity($input: ContactValidityInput!) {
  setEmailValidity(input: $input) {
    id
    valid
  }
}
    `) as unknown as TypedDocumentString<MemberRecordSetEmailValidityMutation, MemberRecordSetEmailValidityMutationVariables>;
export const MemberRecordSendEligibilityInquiryDocument = new TypedDocumentString(`
    mutation MemberRecordSendEligibilityInquiry($input: EligibilityInquiryInput!) {
  sendEligibilityInquiry(input: $input) {
    ticketNumber
  }
}
    `) as unknown as TypedDocumentString<MemberRecordSendEligibilityInquiryMutation, MemberRecordSendEligibilityInquiryMutationVariables>;
export const MemberRecordLogCallOutcomeDocument = new TypedDocumentString(`
    mutation MemberRecordLogCallOutcome($input: CallOutcomeInput!) {
  logCallOutcome(input: $input) {
    id
    outcome
    conversation
    byViewer
  }
}
    `) as unknown as TypedDocumentString<MemberRecordLogCallOutcomeMutation, MemberRecordLogCallOutcomeMutationVariables>;
export const MemberRecordMemberRecord5Document = new TypedDocumentString(`
    query MemberRecordMemberRecord5($id: ID!) {
  memberRecord(id: $id) {
    dropInLogs {
      inEligible
      reason
      note
    }
  }
}
    `) as unknown as TypedDocumentString<MemberRecordMemberRecord5Query, MemberRecordMemberRecord5QueryVariables>;
export const MemberRecordMemberOfficeChoicesDocument = new TypedDocumentString(`
    query MemberRecordMemberOfficeChoices($id: ID!) {
  memberOfficeChoices(memberId: $id) {
    id
    marketId
    name
  }
}
    `) as unknown as TypedDocumentString<MemberRecordMemberOfficeChoicesQuery, MemberRecordMemberOfficeChoicesQueryVariables>;
export const MemberRecordMemberOfficeChoices2Document = new TypedDocumentString(`
    query MemberRecordMemberOfficeChoices2($id: ID!) {
  memberOfficeChoices(memberId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<MemberRecordMemberOfficeChoices2Query, MemberRecordMemberOfficeChoices2QueryVariables>;
export const MemberRecordOfficeTransferDocument = new TypedDocumentString(`
    query MemberRecordOfficeTransfer($id: ID!) {
  officeTransfer(id: $id) {
    id
    tab
    memberId
  }
}
    `) as unknown as TypedDocumentString<MemberRecordOfficeTransferQuery, MemberRecordOfficeTransferQueryVariables>;
export const MembersAddPayersDocument = new TypedDocumentString(`
    query MembersAddPayers {
  payers {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<MembersAddPayersQuery, MembersAddPayersQueryVariables>;
export const AddMemberDocument = new TypedDocumentString(`
    mutation AddMember($input: AddMemberInput!) {
  addMember(input: $input) {
    id
    aaneelId
  }
}
    `) as unknown as TypedDocumentString<AddMemberMutation, AddMemberMutationVariables>;
export const MembersAddMemberRecordDocument = new TypedDocumentString(`
    query MembersAddMemberRecord($id: ID!) {
  memberRecord(id: $id) {
    id
    aaneelId
    fullName
    dateOfBirth
    gender
    memberId
    mbi
    payerName
    homePhone
    activeAddress
    marketId
    officeId
    eligible
    engaged
    phoneNumbers {
      number
      type
      valid
    }
    addresses {
      formattedAddress
      address1
      city
      state
      zip
      primary
      active
    }
    emails {
      address
      valid
    }
  }
}
    `) as unknown as TypedDocumentString<MembersAddMemberRecordQuery, MembersAddMemberRecordQueryVariables>;
export const MembersAddViewerDocument = new TypedDocumentString(`
    query MembersAddViewer {
  viewer {
    can {
      addMember
    }
  }
}
    `) as unknown as TypedDocumentString<MembersAddViewerQuery, MembersAddViewerQueryVariables>;
export const MetricsMetricsOfficeTreeDocument = new TypedDocumentString(`
    query MetricsMetricsOfficeTree($employeeId: ID) {
  metricsOfficeTree(employeeId: $employeeId) {
    key
    kind
    label
    officeId
    children {
      key
      kind
      label
      officeId
      children {
        key
        kind
        label
        officeId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MetricsMetricsOfficeTreeQuery, MetricsMetricsOfficeTreeQueryVariables>;
export const MetricsMetricsDashboardHeaderDocument = new TypedDocumentString(`
    query MetricsMetricsDashboardHeader($employeeId: ID) {
  metricsDashboardHeader(employeeId: $employeeId) {
    employeeId
    showRoleToggle
    defaultRole
    canPickTeamMember
    teamMembers {
      employeeId
      fullName
      defaultRole
    }
  }
}
    `) as unknown as TypedDocumentString<MetricsMetricsDashboardHeaderQuery, MetricsMetricsDashboardHeaderQueryVariables>;
export const MetricsMetricsDashboardDocument = new TypedDocumentString(`
    query MetricsMetricsDashboard($officeIds: [ID!]!, $role: DashboardRole!, $employeeId: ID) {
  metricsDashboard(officeIds: $officeIds, role: $role, employeeId: $employeeId) {
    role
    actionablePanelSize
    eligibleMembers
    hedisGapCount
    acuity {
      level
      count
      percent
      color
    }
    metrics {
      id
      label
      group
      value
      denominator
      hoverText
      table
      viewTarget
      expansion
      columns {
        field
        key
        label
        type
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MetricsMetricsDashboardQuery, MetricsMetricsDashboardQueryVariables>;
export const MetricsMetricRowsDocument = new TypedDocumentString(`
    query MetricsMetricRows($metricId: ID!, $officeIds: [ID!]!, $role: DashboardRole!, $skip: Int, $take: Int, $sort: [MetricRowSort!], $employeeId: ID) {
  metricRows(
    metricId: $metricId
    officeIds: $officeIds
    role: $role
    skip: $skip
    take: $take
    sort: $sort
    employeeId: $employeeId
  ) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
    }
    nodes {
      id
      memberId
      aaneelId
      memberFullName
      office
      stratification
      lastPhqScore
      currentNumberOfMedications
      transferOffice
      admissionDatetime
      expectedDischargeDate
      visitDatetime
      title
      priority
      dueDate
      lastOutcome
      description
      highNeedCriteria
    }
  }
}
    `) as unknown as TypedDocumentString<MetricsMetricRowsQuery, MetricsMetricRowsQueryVariables>;
export const MetricsOneListDocument = new TypedDocumentString(`
    query MetricsOneList($officeIds: [ID!]!, $search: String, $metricId: ID, $sort: [MetricRowSort!], $skip: Int, $take: Int) {
  oneList(
    officeIds: $officeIds
    search: $search
    metricId: $metricId
    sort: $sort
    skip: $skip
    take: $take
  ) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
    }
    nodes {
      id
      memberId
      aaneelId
      memberFullName
      office
    }
    columns {
      field
      key
      label
    }
  }
}
    `) as unknown as TypedDocumentString<MetricsOneListQuery, MetricsOneListQueryVariables>;
export const NeighborhoodsStatesDocument = new TypedDocumentString(`
    query NeighborhoodsStates {
  states {
    abbrev
  }
}
    `) as unknown as TypedDocumentString<NeighborhoodsStatesQuery, NeighborhoodsStatesQueryVariables>;
export const NeighborhoodsAddNeighborhoodDocument = new TypedDocumentString(`
    mutation NeighborhoodsAddNeighborhood($input: AddNeighborhoodInput!) {
  addNeighborhood(input: $input) {
    message
    offices {
      ...NeighborhoodsTestOffice
    }
  }
}
    fragment NeighborhoodsTestOffice on Office {
  id
  name
  marketId
  communityId
  commonName
  active
  outreaching
  isCommunity
  eligibleMembers
  engagedMembers
  staffingGap
  viewerCan {
    update {
      allowed
      reason
    }
  }
}`) as unknown as TypedDocumentString<NeighborhoodsAddNeighborhoodMutation, NeighborhoodsAddNeighborhoodMutationVariables>;
export const NeighborhoodsUpdateNeighborhoodDocument = new TypedDocumentString(`
    mutation NeighborhoodsUpdateNeighborhood($id: ID!, $input: UpdateNeighborhoodInput!) {
  updateNeighborhood(id: $id, input: $input) {
    message
    offices {
      ...NeighborhoodsTestOffice
      changeLogs {
        commonName
        active
        outreaching
        updatedBy
        updatedDt
      }
    }
  }
}
    fragment NeighborhoodsTestOffice on Office {
  id
  name
  marketId
  communityId
  commonName
  active
  outreaching
  isCommunity
  eligibleMembers
  engagedMembers
  staffingGap
  viewerCan {
    update {
      allowed
      reason
    }
  }
}`) as unknown as TypedDocumentString<NeighborhoodsUpdateNeighborhoodMutation, NeighborhoodsUpdateNeighborhoodMutationVariables>;
export const NeighborhoodsOfficeRowsDocument = new TypedDocumentString(`
    query NeighborhoodsOfficeRows($m: ID) {
  offices(marketId: $m) {
    ...NeighborhoodsTestOffice
  }
}
    fragment NeighborhoodsTestOffice on Office {
  id
  name
  marketId
  communityId
  commonName
  active
  outreaching
  isCommunity
  eligibleMembers
  engagedMembers
  staffingGap
  viewerCan {
    update {
      allowed
      reason
    }
  }
}`) as unknown as TypedDocumentString<NeighborhoodsOfficeRowsQuery, NeighborhoodsOfficeRowsQueryVariables>;
export const NeighborhoodsViewerCanDocument = new TypedDocumentString(`
    query NeighborhoodsViewerCan($id: ID!) {
  viewer {
    can {
      addNeighborhood {
        allowed
        reason
      }
    }
  }
  office(id: $id) {
    viewerCan {
      update {
        allowed
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NeighborhoodsViewerCanQuery, NeighborhoodsViewerCanQueryVariables>;
export const NeighborhoodsOfficeLogsDocument = new TypedDocumentString(`
    query NeighborhoodsOfficeLogs($id: ID!) {
  office(id: $id) {
    changeLogs {
      commonName
      active
      outreaching
      updatedBy
      updatedDt
    }
    nodeLogs {
      address
      addedDt
      addedBy
      deactivatedDt
    }
  }
}
    `) as unknown as TypedDocumentString<NeighborhoodsOfficeLogsQuery, NeighborhoodsOfficeLogsQueryVariables>;
export const NeighborhoodsOfficeNamesDocument = new TypedDocumentString(`
    query NeighborhoodsOfficeNames($m: ID) {
  offices(marketId: $m) {
    name
  }
}
    `) as unknown as TypedDocumentString<NeighborhoodsOfficeNamesQuery, NeighborhoodsOfficeNamesQueryVariables>;
export const ProviderDetailsStatesDocument = new TypedDocumentString(`
    query ProviderDetailsStates {
  states {
    abbrev
  }
}
    `) as unknown as TypedDocumentString<ProviderDetailsStatesQuery, ProviderDetailsStatesQueryVariables>;
export const ProviderDetailsProviderDetailsDocument = new TypedDocumentString(`
    query ProviderDetailsProviderDetails($m: ID!, $s: Date!, $e: Date!) {
  providerDetails(marketId: $m, start: $s, end: $e) {
    ...ProviderDetailsTestProviderDetail
  }
}
    fragment ProviderDetailsTestProviderDetail on ProviderDetail {
  id
  employeeId
  name
  communities
  panelSize
  inRange
  exclusiveInRange
  dailyIvLimit
  ivCount
  ivOpportunityCount
  availability
  maxDistanceFromHB
  f2FEligible
  telehealthEligible
  psvEligible
  viewerCan {
    update {
      allowed
      reason
    }
  }
}`) as unknown as TypedDocumentString<ProviderDetailsProviderDetailsQuery, ProviderDetailsProviderDetailsQueryVariables>;
export const ProviderDetailsUpdateProviderDetailsDocument = new TypedDocumentString(`
    mutation ProviderDetailsUpdateProviderDetails($m: ID!, $s: Date!, $e: Date!, $input: UpdateProviderDetailsInput!) {
  updateProviderDetails(marketId: $m, start: $s, end: $e, input: $input) {
    ...ProviderDetailsTestProviderDetail
  }
}
    fragment ProviderDetailsTestProviderDetail on ProviderDetail {
  id
  employeeId
  name
  communities
  panelSize
  inRange
  exclusiveInRange
  dailyIvLimit
  ivCount
  ivOpportunityCount
  availability
  maxDistanceFromHB
  f2FEligible
  telehealthEligible
  psvEligible
  viewerCan {
    update {
      allowed
      reason
    }
  }
}`) as unknown as TypedDocumentString<ProviderDetailsUpdateProviderDetailsMutation, ProviderDetailsUpdateProviderDetailsMutationVariables>;
export const ProviderDetailsProviderChangeLogsDocument = new TypedDocumentString(`
    query ProviderDetailsProviderChangeLogs($id: ID!) {
  providerChangeLogs(employeeId: $id) {
    id
    employeeId
    dailyIvLimit
    maxDistance
    f2FEligible
    telehealthEligible
    psvEligible
    updatedDt
    updatedBy
  }
}
    `) as unknown as TypedDocumentString<ProviderDetailsProviderChangeLogsQuery, ProviderDetailsProviderChangeLogsQueryVariables>;
export const ProviderDetailsViewerDocument = new TypedDocumentString(`
    query ProviderDetailsViewer {
  viewer {
    can {
      seeFullProviderColumns
    }
  }
}
    `) as unknown as TypedDocumentString<ProviderDetailsViewerQuery, ProviderDetailsViewerQueryVariables>;
export const ReferenceDataCohortsDocument = new TypedDocumentString(`
    query ReferenceDataCohorts {
  cohorts {
    id
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataCohortsQuery, ReferenceDataCohortsQueryVariables>;
export const ReferenceDataAddCountyDocument = new TypedDocumentString(`
    mutation ReferenceDataAddCounty($input: AddCountyInput!) {
  addCounty(input: $input) {
    id
    county
    stateAbbrev
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataAddCountyMutation, ReferenceDataAddCountyMutationVariables>;
export const ReferenceDataCreateContractDocument = new TypedDocumentString(`
    mutation ReferenceDataCreateContract($input: ContractInput!) {
  createContract(input: $input) {
    ...ReferenceDataTestContract
  }
}
    fragment ReferenceDataTestContract on Contract {
  id
  name
  status
  payerId
  payer {
    id
    name
  }
  geography
  riskTypeId
  riskType {
    id
    name
  }
  algorithm
  startDt
  atRiskDt
  disabled
  viewerCan {
    update {
      allowed
      reason
    }
    terminate {
      allowed
      reason
    }
  }
}`) as unknown as TypedDocumentString<ReferenceDataCreateContractMutation, ReferenceDataCreateContractMutationVariables>;
export const ReferenceDataUpdateContractDocument = new TypedDocumentString(`
    mutation ReferenceDataUpdateContract($id: ID!, $input: ContractInput!) {
  updateContract(id: $id, input: $input) {
    ...ReferenceDataTestContract
  }
}
    fragment ReferenceDataTestContract on Contract {
  id
  name
  status
  payerId
  payer {
    id
    name
  }
  geography
  riskTypeId
  riskType {
    id
    name
  }
  algorithm
  startDt
  atRiskDt
  disabled
  viewerCan {
    update {
      allowed
      reason
    }
    terminate {
      allowed
      reason
    }
  }
}`) as unknown as TypedDocumentString<ReferenceDataUpdateContractMutation, ReferenceDataUpdateContractMutationVariables>;
export const ReferenceDataTerminateContractDocument = new TypedDocumentString(`
    mutation ReferenceDataTerminateContract($id: ID!) {
  terminateContract(id: $id) {
    ...ReferenceDataTestContract
  }
}
    fragment ReferenceDataTestContract on Contract {
  id
  name
  status
  payerId
  payer {
    id
    name
  }
  geography
  riskTypeId
  riskType {
    id
    name
  }
  algorithm
  startDt
  atRiskDt
  disabled
  viewerCan {
    update {
      allowed
      reason
    }
    terminate {
      allowed
      reason
    }
  }
}`) as unknown as TypedDocumentString<ReferenceDataTerminateContractMutation, ReferenceDataTerminateContractMutationVariables>;
export const ReferenceDataCohorts2Document = new TypedDocumentString(`
    query ReferenceDataCohorts2 {
  cohorts {
    id
    name
    createdDt
    memberCount
    pendingMemberCount
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataCohorts2Query, ReferenceDataCohorts2QueryVariables>;
export const ReferenceDataCohorts3Document = new TypedDocumentString(`
    query ReferenceDataCohorts3 {
  cohorts {
    id
    memberCount
    pendingMemberCount
    createdDt
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataCohorts3Query, ReferenceDataCohorts3QueryVariables>;
export const ReferenceDataCountiesDocument = new TypedDocumentString(`
    query ReferenceDataCounties {
  counties {
    id
    county
    stateAbbrev
  }
  ga: counties(stateAbbrev: "GA") {
    county
    stateAbbrev
  }
  countyStates {
    abbrev
    name
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataCountiesQuery, ReferenceDataCountiesQueryVariables>;
export const ReferenceDataCounties2Document = new TypedDocumentString(`
    query ReferenceDataCounties2 {
  counties(stateAbbrev: "GA") {
    id
    county
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataCounties2Query, ReferenceDataCounties2QueryVariables>;
export const ReferenceDataCounties3Document = new TypedDocumentString(`
    query ReferenceDataCounties3 {
  counties(stateAbbrev: "GA") {
    id
    county
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataCounties3Query, ReferenceDataCounties3QueryVariables>;
export const ReferenceDataCounties4Document = new TypedDocumentString(`
    query ReferenceDataCounties4 {
  counties {
    id
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataCounties4Query, ReferenceDataCounties4QueryVariables>;
export const ReferenceDataViewerDocument = new TypedDocumentString(`
    query ReferenceDataViewer {
  viewer {
    can {
      addCounty {
        allowed
        reason
      }
      addContract {
        allowed
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataViewerQuery, ReferenceDataViewerQueryVariables>;
export const ReferenceDataContractsDocument = new TypedDocumentString(`
    query ReferenceDataContracts {
  contracts {
    ...ReferenceDataTestContract
  }
}
    fragment ReferenceDataTestContract on Contract {
  id
  name
  status
  payerId
  payer {
    id
    name
  }
  geography
  riskTypeId
  riskType {
    id
    name
  }
  algorithm
  startDt
  atRiskDt
  disabled
  viewerCan {
    update {
      allowed
      reason
    }
    terminate {
      allowed
      reason
    }
  }
}`) as unknown as TypedDocumentString<ReferenceDataContractsQuery, ReferenceDataContractsQueryVariables>;
export const ReferenceDataPayersDocument = new TypedDocumentString(`
    query ReferenceDataPayers {
  payers {
    id
    name
    selfPay
  }
  riskTypes {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ReferenceDataPayersQuery, ReferenceDataPayersQueryVariables>;
export const ReportsViewerDocument = new TypedDocumentString(`
    query ReportsViewer {
  viewer {
    can {
      runMarketMembersExport {
        allowed
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsViewerQuery, ReportsViewerQueryVariables>;
export const SupportCreateSupportTicketDocument = new TypedDocumentString(`
    mutation SupportCreateSupportTicket($input: SupportTicketInput!) {
  createSupportTicket(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SupportCreateSupportTicketMutation, SupportCreateSupportTicketMutationVariables>;
export const TerritoryStatesDocument = new TypedDocumentString(`
    query TerritoryStates {
  states {
    abbrev
  }
}
    `) as unknown as TypedDocumentString<TerritoryStatesQuery, TerritoryStatesQueryVariables>;
export const TerritoryMemberPointsDocument = new TypedDocumentString(`
    query TerritoryMemberPoints($m: ID!, $o: ID, $e: EngagementFilter) {
  memberPoints(marketId: $m, officeId: $o, engagement: $e) {
    memberId
    aaneelId
    lat
    lng
    officeId
    office
    engaged
    nhZone
  }
}
    `) as unknown as TypedDocumentString<TerritoryMemberPointsQuery, TerritoryMemberPointsQueryVariables>;
export const TerritoryMarketHexesDocument = new TypedDocumentString(`
    query TerritoryMarketHexes($m: ID!, $l: Int!) {
  marketHexes(marketId: $m, layer: $l) {
    hex
    count
  }
}
    `) as unknown as TypedDocumentString<TerritoryMarketHexesQuery, TerritoryMarketHexesQueryVariables>;
export const TerritoryHexMemberCountDocument = new TypedDocumentString(`
    query TerritoryHexMemberCount($l: Int!, $h: [ID!]!) {
  hexMemberCount(layer: $l, hexes: $h)
}
    `) as unknown as TypedDocumentString<TerritoryHexMemberCountQuery, TerritoryHexMemberCountQueryVariables>;
export const TerritoryTerritoryCapabilitiesDocument = new TypedDocumentString(`
    query TerritoryTerritoryCapabilities {
  territoryCapabilities {
    hexModes {
      allowed
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<TerritoryTerritoryCapabilitiesQuery, TerritoryTerritoryCapabilitiesQueryVariables>;
export const TerritoryMemberHomesDocument = new TypedDocumentString(`
    query TerritoryMemberHomes($m: ID!, $o: ID, $e: EngagementFilter) {
  memberHomes(marketId: $m, officeId: $o, engagement: $e) {
    count
    memberIds
    aaneelIds
    lats
    lngs
    officeIndexes
    engaged
    offices {
      officeId
      name
      nhZone
    }
  }
}
    `) as unknown as TypedDocumentString<TerritoryMemberHomesQuery, TerritoryMemberHomesQueryVariables>;
export const TransfersTransferTabCountsDocument = new TypedDocumentString(`
    query TransfersTransferTabCounts {
  transferTabCounts {
    tab
    count
  }
}
    `) as unknown as TypedDocumentString<TransfersTransferTabCountsQuery, TransfersTransferTabCountsQueryVariables>;
export const TransfersOfficeTransfersDocument = new TypedDocumentString(`
    query TransfersOfficeTransfers($tab: TransferTab!, $filters: [OfficeTransferFilter!], $sort: [OfficeTransferSort!], $skip: Int, $take: Int) {
  officeTransfers(
    tab: $tab
    filters: $filters
    sort: $sort
    skip: $skip
    take: $take
  ) {
    totalCount
    nodes {
      ...TransfersTestOfficeTransfer
    }
  }
}
    fragment TransfersTestOfficeTransfer on OfficeTransfer {
  id
  memberId
  note
  requestedAt
  effectiveDate
  status
  changeStatus
  statusChangedAt
  transitionNotes
  chartReview
  medReview
  acuityLevel
  transferType
  processed
  processedAt
  error
  tab
  member {
    id
    fullName
    dateOfBirth
    officeId
    officeName
    communityId
    marketId
  }
  toOffice {
    id
    name
    communityId
    marketId
  }
  fromOffice {
    id
    name
  }
  requestedBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    save
    approve
    reject
    acknowledge
  }
}`) as unknown as TypedDocumentString<TransfersOfficeTransfersQuery, TransfersOfficeTransfersQueryVariables>;
export const TransfersSaveDocument = new TypedDocumentString(`
    mutation TransfersSave($input: OfficeTransferInput!) {
  saveOfficeTransfer(input: $input) {
    ...TransfersTestOfficeTransferResult
  }
}
    fragment TransfersTestOfficeTransfer on OfficeTransfer {
  id
  memberId
  note
  requestedAt
  effectiveDate
  status
  changeStatus
  statusChangedAt
  transitionNotes
  chartReview
  medReview
  acuityLevel
  transferType
  processed
  processedAt
  error
  tab
  member {
    id
    fullName
    dateOfBirth
    officeId
    officeName
    communityId
    marketId
  }
  toOffice {
    id
    name
    communityId
    marketId
  }
  fromOffice {
    id
    name
  }
  requestedBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    save
    approve
    reject
    acknowledge
  }
}
fragment TransfersTestOfficeTransferResult on OfficeTransferResult {
  transfer {
    ...TransfersTestOfficeTransfer
  }
  message
  tabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<TransfersSaveMutation, TransfersSaveMutationVariables>;
export const TransfersApproveDocument = new TypedDocumentString(`
    mutation TransfersApprove($input: OfficeTransferInput!) {
  approveOfficeTransfer(input: $input) {
    ...TransfersTestOfficeTransferResult
  }
}
    fragment TransfersTestOfficeTransfer on OfficeTransfer {
  id
  memberId
  note
  requestedAt
  effectiveDate
  status
  changeStatus
  statusChangedAt
  transitionNotes
  chartReview
  medReview
  acuityLevel
  transferType
  processed
  processedAt
  error
  tab
  member {
    id
    fullName
    dateOfBirth
    officeId
    officeName
    communityId
    marketId
  }
  toOffice {
    id
    name
    communityId
    marketId
  }
  fromOffice {
    id
    name
  }
  requestedBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    save
    approve
    reject
    acknowledge
  }
}
fragment TransfersTestOfficeTransferResult on OfficeTransferResult {
  transfer {
    ...TransfersTestOfficeTransfer
  }
  message
  tabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<TransfersApproveMutation, TransfersApproveMutationVariables>;
export const TransfersRejectDocument = new TypedDocumentString(`
    mutation TransfersReject($input: OfficeTransferInput!) {
  rejectOfficeTransfer(input: $input) {
    ...TransfersTestOfficeTransferResult
  }
}
    fragment TransfersTestOfficeTransfer on OfficeTransfer {
  id
  memberId
  note
  requestedAt
  effectiveDate
  status
  changeStatus
  statusChangedAt
  transitionNotes
  chartReview
  medReview
  acuityLevel
  transferType
  processed
  processedAt
  error
  tab
  member {
    id
    fullName
    dateOfBirth
    officeId
    officeName
    communityId
    marketId
  }
  toOffice {
    id
    name
    communityId
    marketId
  }
  fromOffice {
    id
    name
  }
  requestedBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    save
    approve
    reject
    acknowledge
  }
}
fragment TransfersTestOfficeTransferResult on OfficeTransferResult {
  transfer {
    ...TransfersTestOfficeTransfer
  }
  message
  tabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<TransfersRejectMutation, TransfersRejectMutationVariables>;
export const TransfersAcknowledgeDocument = new TypedDocumentString(`
    mutation TransfersAcknowledge($input: OfficeTransferInput!) {
  acknowledgeOfficeTransfer(input: $input) {
    ...TransfersTestOfficeTransferResult
  }
}
    fragment TransfersTestOfficeTransfer on OfficeTransfer {
  id
  memberId
  note
  requestedAt
  effectiveDate
  status
  changeStatus
  statusChangedAt
  transitionNotes
  chartReview
  medReview
  acuityLevel
  transferType
  processed
  processedAt
  error
  tab
  member {
    id
    fullName
    dateOfBirth
    officeId
    officeName
    communityId
    marketId
  }
  toOffice {
    id
    name
    communityId
    marketId
  }
  fromOffice {
    id
    name
  }
  requestedBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    save
    approve
    reject
    acknowledge
  }
}
fragment TransfersTestOfficeTransferResult on OfficeTransferResult {
  transfer {
    ...TransfersTestOfficeTransfer
  }
  message
  tabCounts {
    tab
    count
  }
}`) as unknown as TypedDocumentString<TransfersAcknowledgeMutation, TransfersAcknowledgeMutationVariables>;
export const TransfersTransferTypesDocument = new TypedDocumentString(`
    query TransfersTransferTypes {
  transferTypes {
    value
    label
  }
}
    `) as unknown as TypedDocumentString<TransfersTransferTypesQuery, TransfersTransferTypesQueryVariables>;
export const TransfersTransferTabCounts2Document = new TypedDocumentString(`
    query TransfersTransferTabCounts2 {
  transferTabCounts {
    tab
    count
  }
}
    `) as unknown as TypedDocumentString<TransfersTransferTabCounts2Query, TransfersTransferTabCounts2QueryVariables>;
export const TransfersOfficeTransferDocument = new TypedDocumentString(`
    query TransfersOfficeTransfer($id: ID!) {
  officeTransfer(id: $id) {
    ...TransfersTestOfficeTransfer
  }
}
    fragment TransfersTestOfficeTransfer on OfficeTransfer {
  id
  memberId
  note
  requestedAt
  effectiveDate
  status
  changeStatus
  statusChangedAt
  transitionNotes
  chartReview
  medReview
  acuityLevel
  transferType
  processed
  processedAt
  error
  tab
  member {
    id
    fullName
    dateOfBirth
    officeId
    officeName
    communityId
    marketId
  }
  toOffice {
    id
    name
    communityId
    marketId
  }
  fromOffice {
    id
    name
  }
  requestedBy {
    id
    fullName
  }
  assignedEmployees {
    id
    fullName
  }
  viewerCan {
    save
    approve
    reject
    acknowledge
  }
}`) as unknown as TypedDocumentString<TransfersOfficeTransferQuery, TransfersOfficeTransferQueryVariables>;
export const TransfersOfficeTransfer2Document = new TypedDocumentString(`
    query TransfersOfficeTransfer2 {
  officeTransfer(id: "999999") {
    id
  }
}
    `) as unknown as TypedDocumentString<TransfersOfficeTransfer2Query, TransfersOfficeTransfer2QueryVariables>;
export const AmplificationMarketsDocument = new TypedDocumentString(`
    query AmplificationMarkets {
  markets {
    id
  }
}
    `) as unknown as TypedDocumentString<AmplificationMarketsQuery, AmplificationMarketsQueryVariables>;
export const AmplificationMarkets2Document = new TypedDocumentString(`
    query AmplificationMarkets2 {
  markets {
    id
    name
    offices {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AmplificationMarkets2Query, AmplificationMarkets2QueryVariables>;
export const PagedOfficesDocument = new TypedDocumentString(`
    query PagedOffices($take: Int) {
  members(take: $take) {
    totalCount
    nodes {
      id
      office {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PagedOfficesQuery, PagedOfficesQueryVariables>;
export const EventsDocument = new TypedDocumentString(`
    query Events($uid: ID, $action: String, $actionMatch: AuditActionMatch, $outcome: AuditOutcome, $transport: AuditTransport, $from: DateTime, $to: DateTime, $targetId: ID, $requestId: ID, $skip: Int, $take: Int) {
  auditEvents(
    uid: $uid
    action: $action
    actionMatch: $actionMatch
    outcome: $outcome
    transport: $transport
    from: $from
    to: $to
    targetId: $targetId
    requestId: $requestId
    skip: $skip
    take: $take
  ) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
    }
    nodes {
      id
      at
      uid
      employeeId
      action
      module
      operation
      targets {
        key
        value
      }
      outcome
      code
      rows
      bytes
      requestId
      transport
    }
  }
}
    `) as unknown as TypedDocumentString<EventsQuery, EventsQueryVariables>;
export const TicketDocument = new TypedDocumentString(`
    mutation Ticket($input: SupportTicketInput!) {
  createSupportTicket(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<TicketMutation, TicketMutationVariables>;
export const ApproveDocument = new TypedDocumentString(`
    mutation Approve($input: EligibilityDecisionInput!) {
  approveEligibilityChange(input: $input) {
    change {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ApproveMutation, ApproveMutationVariables>;
export const AuditGrantClaimDocument = new TypedDocumentString(`
    mutation AuditGrantClaim {
  grantClaim(uid: "staff", claim: SUPER_ADMIN) {
    uid
  }
}
    `) as unknown as TypedDocumentString<AuditGrantClaimMutation, AuditGrantClaimMutationVariables>;
export const BaselineMembersDocument = new TypedDocumentString(`
    query BaselineMembers($filters: [MemberFilter!], $sort: [MemberSort!]) {
  members(filters: $filters, sort: $sort, take: 5) {
    totalCount
    nodes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BaselineMembersQuery, BaselineMembersQueryVariables>;
export const DataAccessCallListDocument = new TypedDocumentString(`
    query DataAccessCallList($id: ID!) {
  callList(campaignId: $id) {
    size
    entries {
      aaneelId
    }
  }
}
    `) as unknown as TypedDocumentString<DataAccessCallListQuery, DataAccessCallListQueryVariables>;
export const DataAccessMembersDocument = new TypedDocumentString(`
    query DataAccessMembers {
  members(take: 1) {
    totalCount
    viewerCan {
      export
    }
  }
}
    `) as unknown as TypedDocumentString<DataAccessMembersQuery, DataAccessMembersQueryVariables>;
export const DataAccessUserDocument = new TypedDocumentString(`
    query DataAccessUser {
  user(uid: "superadmin") {
    uid
    claims
  }
}
    `) as unknown as TypedDocumentString<DataAccessUserQuery, DataAccessUserQueryVariables>;
export const DataAccessUsersDocument = new TypedDocumentString(`
    query DataAccessUsers {
  users {
    uid
    claims
  }
}
    `) as unknown as TypedDocumentString<DataAccessUsersQuery, DataAccessUsersQueryVariables>;
export const DataAccessGrantClaimDocument = new TypedDocumentString(`
    mutation DataAccessGrantClaim($uid: ID!) {
  grantClaim(uid: $uid, claim: OS_TEAM) {
    uid
    claims
  }
}
    `) as unknown as TypedDocumentString<DataAccessGrantClaimMutation, DataAccessGrantClaimMutationVariables>;
export const DataAccessRevokeClaimDocument = new TypedDocumentString(`
    mutation DataAccessRevokeClaim($uid: ID!) {
  revokeClaim(uid: $uid, claim: OS_TEAM) {
    uid
    claims
  }
}
    `) as unknown as TypedDocumentString<DataAccessRevokeClaimMutation, DataAccessRevokeClaimMutationVariables>;
export const DataAccessUser2Document = new TypedDocumentString(`
    query DataAccessUser2 {
  user(uid: "superadmin") {
    claims
  }
}
    `) as unknown as TypedDocumentString<DataAccessUser2Query, DataAccessUser2QueryVariables>;
export const DataAccessUsers2Document = new TypedDocumentString(`
    query DataAccessUsers2 {
  users {
    uid
    claims
  }
}
    `) as unknown as TypedDocumentString<DataAccessUsers2Query, DataAccessUsers2QueryVariables>;
export const HttpEdgeViewerDocument = new TypedDocumentString(`
    query HttpEdgeViewer {
  viewer {
    uid
  }
}
    `) as unknown as TypedDocumentString<HttpEdgeViewerQuery, HttpEdgeViewerQueryVariables>;
export const HttpEdgeHealthDocument = new TypedDocumentString(`
    query HttpEdgeHealth {
  health
}
    `) as unknown as TypedDocumentString<HttpEdgeHealthQuery, HttpEdgeHealthQueryVariables>;
export const HttpEdgeHealth2Document = new TypedDocumentString(`
    query HttpEdgeHealth2 {
  health
}
    `) as unknown as TypedDocumentString<HttpEdgeHealth2Query, HttpEdgeHealth2QueryVariables>;
export const HttpEdgeHealth3Document = new TypedDocumentString(`
    query HttpEdgeHealth3 {
  health
}
    `) as unknown as TypedDocumentString<HttpEdgeHealth3Query, HttpEdgeHealth3QueryVariables>;
export const HttpEdgeViewer2Document = new TypedDocumentString(`
    query HttpEdgeViewer2 {
  viewer {
    uid
  }
}
    `) as unknown as TypedDocumentString<HttpEdgeViewer2Query, HttpEdgeViewer2QueryVariables>;
export const HttpEdgeViewer3Document = new TypedDocumentString(`
    query HttpEdgeViewer3 {
  viewer {
    uid
  }
}
    `) as unknown as TypedDocumentString<HttpEdgeViewer3Query, HttpEdgeViewer3QueryVariables>;
export const HttpEdgeMarketsDocument = new TypedDocumentString(`
    query HttpEdgeMarkets {
  markets {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<HttpEdgeMarketsQuery, HttpEdgeMarketsQueryVariables>;
export const HttpEdgeViewer4Document = new TypedDocumentString(`
    query HttpEdgeViewer4 {
  viewer {
    uid
  }
}
    `) as unknown as TypedDocumentString<HttpEdgeViewer4Query, HttpEdgeViewer4QueryVariables>;
export const HttpEdgeHealth4Document = new TypedDocumentString(`
    query HttpEdgeHealth4 {
  health
}
    `) as unknown as TypedDocumentString<HttpEdgeHealth4Query, HttpEdgeHealth4QueryVariables>;
export const HttpEdgeViewer5Document = new TypedDocumentString(`
    query HttpEdgeViewer5 {
  viewer {
    uid
  }
}
    `) as unknown as TypedDocumentString<HttpEdgeViewer5Query, HttpEdgeViewer5QueryVariables>;
export const IdentityMappingViewerDocument = new TypedDocumentString(`
    query IdentityMappingViewer {
  viewer {
    uid
    claims
    employeeId
    employee {
      id
      fullName
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityMappingViewerQuery, IdentityMappingViewerQueryVariables>;
export const IdentityMappingUserDocument = new TypedDocumentString(`
    query IdentityMappingUser($uid: ID!) {
  user(uid: $uid) {
    uid
    displayName
  }
}
    `) as unknown as TypedDocumentString<IdentityMappingUserQuery, IdentityMappingUserQueryVariables>;
export const SubscriptionsCampaignDocument = new TypedDocumentString(`
    query SubscriptionsCampaign($id: ID!) {
  campaign(id: $id) {
    assignments {
      id
      employeeId
    }
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsCampaignQuery, SubscriptionsCampaignQueryVariables>;
export const SubscriptionsUnassignCampaignAgentDocument = new TypedDocumentString(`
    mutation SubscriptionsUnassignCampaignAgent($id: ID!) {
  unassignCampaignAgent(assignmentId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsUnassignCampaignAgentMutation, SubscriptionsUnassignCampaignAgentMutationVariables>;
export const SubscriptionsAssignCampaignAgentDocument = new TypedDocumentString(`
    mutation SubscriptionsAssignCampaignAgent($c: ID!, $e: ID!) {
  assignCampaignAgent(campaignId: $c, employeeId: $e) {
    id
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsAssignCampaignAgentMutation, SubscriptionsAssignCampaignAgentMutationVariables>;
export const UpstreamInputMembersDocument = new TypedDocumentString(`
    query UpstreamInputMembers($filters: [MemberFilter!]) {
  members(filters: $filters, take: 5) {
    totalCount
    nodes {
      id
      lastName
    }
  }
}
    `) as unknown as TypedDocumentString<UpstreamInputMembersQuery, UpstreamInputMembersQueryVariables>;
export const UpstreamInputMarketsDocument = new TypedDocumentString(`
    query UpstreamInputMarkets {
  markets {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpstreamInputMarketsQuery, UpstreamInputMarketsQueryVariables>;
export const UpstreamInputEmployeesDocument = new TypedDocumentString(`
    query UpstreamInputEmployees($t: String) {
  employees(title: $t) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpstreamInputEmployeesQuery, UpstreamInputEmployeesQueryVariables>;
export const UpstreamInputCreateSupportTicketDocument = new TypedDocumentString(`
    mutation UpstreamInputCreateSupportTicket($input: SupportTicketInput!) {
  createSupportTicket(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpstreamInputCreateSupportTicketMutation, UpstreamInputCreateSupportTicketMutationVariables>;
export const UpstreamInputUserDocument = new TypedDocumentString(`
    query UpstreamInputUser($uid: ID!) {
  user(uid: $uid) {
    uid
  }
}
    `) as unknown as TypedDocumentString<UpstreamInputUserQuery, UpstreamInputUserQueryVariables>;
export const UpstreamInputGrantClaimDocument = new TypedDocumentString(`
    mutation UpstreamInputGrantClaim {
  grantClaim(uid: "Permissions", claim: EUS) {
    uid
  }
}
    `) as unknown as TypedDocumentString<UpstreamInputGrantClaimMutation, UpstreamInputGrantClaimMutationVariables>;
export const UpstreamInputEmployeeDocument = new TypedDocumentString(`
    query UpstreamInputEmployee($id: ID!) {
  employee(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpstreamInputEmployeeQuery, UpstreamInputEmployeeQueryVariables>;
export const UpstreamInputOfficesDocument = new TypedDocumentString(`
    query UpstreamInputOffices($c: String) {
  offices(community: $c) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpstreamInputOfficesQuery, UpstreamInputOfficesQueryVariables>;
export const CliViewerDocument = new TypedDocumentString(`
    query CliViewer {
  viewer {
    name
  }
  markets {
    id
  }
}
    `) as unknown as TypedDocumentString<CliViewerQuery, CliViewerQueryVariables>;
export const CompiledStackMarketsDocument = new TypedDocumentString(`
    query CompiledStackMarkets {
  viewer {
    name
  }
  markets {
    id
  }
}
    `) as unknown as TypedDocumentString<CompiledStackMarketsQuery, CompiledStackMarketsQueryVariables>;
export const StackViewerDocument = new TypedDocumentString(`
    query StackViewer {
  viewer {
    name
  }
  markets {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<StackViewerQuery, StackViewerQueryVariables>;
export const StackMarketsDocument = new TypedDocumentString(`
    query StackMarkets {
  markets {
    id
  }
}
    `) as unknown as TypedDocumentString<StackMarketsQuery, StackMarketsQueryVariables>;