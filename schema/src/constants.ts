/** Business constants of the specification. */

export const ASSIGNMENT_TYPES = [
  { id: 1, name: 'APP Neighborhood', shortName: 'APP', level: 2 },
  { id: 2, name: 'Community Medical Director', shortName: 'CMD', level: 1 },
  { id: 5, name: 'Collaborating Physician', shortName: 'Collab', level: 2 },
  { id: 8, name: 'Designated Physician', shortName: 'Designated', level: 2 },
  { id: 9, name: 'Regional Vice President', shortName: 'RVP', level: 0 },
  { id: 10, name: 'Clinical Director', shortName: 'CD', level: 1 },
  { id: 13, name: 'Operations Manager', shortName: 'OM', level: 1 },
  { id: 15, name: 'Senior Medical Officer', shortName: 'SMO', level: 0 },
  { id: 16, name: 'Social Worker', shortName: 'SW', level: 2 },
  { id: 18, name: 'Community Health Navigator', shortName: 'CHN', level: 2 },
  { id: 20, name: 'Team Care Lead', shortName: 'TCL', level: 2 },
  { id: 23, name: 'Patient Care Assistant', shortName: 'PCA', level: 2 },
  { id: 24, name: 'Patient Care Specialist', shortName: 'PCS', level: 2 },
  { id: 25, name: 'Clinical Practice Educator', shortName: 'CPE', level: 1 },
  { id: 26, name: 'Patient Care Coordinator', shortName: 'PCC', level: 2 },
  { id: 27, name: 'Primary APP', shortName: 'APP1', level: 2 },
  { id: 28, name: 'Secondary APP', shortName: 'APP2', level: 2 },
  { id: 29, name: 'Tertiary APP', shortName: 'APP3', level: 2 },
  { id: 31, name: 'Care Advocate', shortName: 'CA', level: 2 },
  { id: 32, name: 'Patient Care Team Supervisor', shortName: 'PCT-SUP', level: 1 },
  { id: 33, name: 'Transitional Care Coordinator', shortName: 'TCC', level: 2 },
  { id: 34, name: 'Auditor Educator', shortName: 'AE', level: 0 },
  { id: 35, name: 'Intensive APP', shortName: 'iAPP', level: 2 },
  { id: 36, name: 'Community Engagement Specialist', shortName: 'CES', level: 2 },
] as const;

export const AssignmentType = {
  APP: 1,
  CMD: 2,
  COLLAB_PHYSICIAN: 5,
  DESIGNATED_PHYSICIAN: 8,
  RVP: 9,
  CD: 10,
  OM: 13,
  SMO: 15,
  SW: 16,
  CHN: 18,
  TCL: 20,
  PCA: 23,
  PCS: 24,
  CPE: 25,
  PCC: 26,
  PRIMARY_APP: 27,
  SECONDARY_APP: 28,
  TERTIARY_APP: 29,
  CA: 31,
  PCT_SUP: 32,
  TCC: 33,
  AUDITOR_EDUCATOR: 34,
  IAPP: 35,
  CES: 36,
} as const;

export const Markets = {
  /** Default market tab on market-level pages. */
  DEFAULT: 920001625,
  /** Exists but is never offered in market pickers. */
  HIDDEN: 940063,
  /** The only market of the Coding Quality Educator tab. */
  CODING_QUALITY: 10001,
} as const;

/** Collaborating and designated physicians are required only for the providers of this market (Atlanta). */
export const COLLAB_REQUIRED_MARKET = 920001631;

/** Special tab ids on the Market Assignments page. */
export const SpecialTabs = { COLLAB_DESIGNATED: 1001, CODING_QUALITY: 10001 } as const;

/** Term reasons allowed in bulk eligibility changes and the Term form. */
export const TERM_REASON_IDS = [984000014, 984000015, 984000016, 984000017, 984000018, 984000019, 984000020] as const;

/** Community-level offices: names like 1.001.000. */
export const COMMUNITY_OFFICE_NAME = /^\d+\.\d{3}\.000$/;

export const DOWNLOAD_NAME_MAX = 255;

/**
 * Hospital facilities are added and edited by admins and by these named staff (employee ids):
 * the hospitalstaff persona (17) and four seeded staff members.
 */
export const HOSPITAL_EDITOR_EMPLOYEE_IDS: readonly number[] = [17, 101, 102, 103, 104];
/** A facility's total member admissions count the hospital census rows of this many months. */
export const FACILITY_ADMISSIONS_WINDOW_MONTHS = 12;

/** Member record: outcomes a call from a call list can be logged with. */
export const CALL_OUTCOMES = ['Reached member', 'Left voicemail', 'No answer', 'Wrong number', 'Declined', 'Call back later'] as const;
/** The purpose of the communication a call logged from a call list creates. */
export const CALL_LIST_OUTREACH_PURPOSE = 'Call list outreach';
/** Report Red Box Error rests this many days after the latest error. */
export const RED_BOX_REST_DAYS = 3;
export const RED_BOX_REST_MESSAGE = 'A red box error was reported in the last 3 days.';
/** The census tab warns when an admission occurred within this many days. */
export const CENSUS_WARNING_DAYS = 30;
/** The card shows the date of birth in yellow when the birthday is within this many days. */
export const BIRTHDAY_HIGHLIGHT_DAYS = 14;
/** The Term form's diagnosis date: from this date to today. */
export const DIAGNOSIS_DATE_MIN = '2000-01-01';
/** The reason of a drop-in log that restores drop-in eligibility. */
export const DROP_IN_RESTORE_REASON = 'Restore Eligibility';
/** Term reasons that need a transition plan when the user holds type 1 or 10 and the member is engaged. */
export const TRANSITION_PLAN_REASON_IDS = [984000018, 984000016, 984000015, 984000019] as const;
/** The hospice-type term reason, offered only to users with assignment types 1, 2 or 10. */
export const RESTRICTED_TERM_REASON_ID = 984000016;
export const RESTRICTED_TERM_REASON_TYPES = [1, 2, 10] as const;

/** Eligibility inquiry ticket: types, and the details some types need. */
export const ELIGIBILITY_INQUIRY_TYPES = ['Request Reattribution', 'Confirm Eligibility', 'Payer Change', 'Other'] as const;
export type EligibilityInquiryType = (typeof ELIGIBILITY_INQUIRY_TYPES)[number];
export const ELIGIBILITY_INQUIRY_DETAILS: Readonly<Partial<Record<EligibilityInquiryType, readonly string[]>>> = {
  'Request Reattribution': [
    'Member should not have termed',
    'Payer clinical term reason invalid',
    'Payer plan change term invalid',
    'Other: please specify',
  ],
  'Confirm Eligibility': ['Conflicting eligibility sources', 'Other: please specify'],
};

/**
 * Add member: the kinds of payer contract a member's hcode (the payer's contract code) belongs
 * to: Medicare Advantage with or without drug coverage, the special needs plans (dual eligible,
 * chronic condition, institutional), Medicare-Medicaid plans and stand-alone drug plans.
 */
export const HCODE_TYPES = ['MAPD', 'MA', 'DSNP', 'CSNP', 'ISNP', 'MMP', 'PDP'] as const;
