/**
 * Constants of the approval workflows: deattribution
 * (eligibility changes), do-not-contact requests and patient transfers. The sandbox, the gateway
 * and the web read them from here.
 */
import { AssignmentType } from './constants.ts';

// ——— Deattribution ———

export const ELIGIBILITY_CHANGE_STATUSES = [
  'PendingAppCdReview',
  'PendingCmdReview',
  'PendingOpsManagerReview',
  'PendingMemberInformed',
  'LetterCreated',
  'LetterPrinted',
  'LetterProcessed',
  'LetterCompleted',
  'PendingTermination',
  // Final statuses: the change has left every dashboard tab.
  'Terminated',
  'Rejected',
  'Cancelled',
  // A Return (back to eligible) that was approved and applied.
  'Returned',
] as const;
export type EligibilityChangeStatus = (typeof ELIGIBILITY_CHANGE_STATUSES)[number];

export const FINAL_ELIGIBILITY_CHANGE_STATUSES: readonly EligibilityChangeStatus[] = ['Terminated', 'Rejected', 'Cancelled', 'Returned'];

export const ELIGIBILITY_CHANGE_TYPES = ['Term', 'Return'] as const;
export type EligibilityChangeType = (typeof ELIGIBILITY_CHANGE_TYPES)[number];

export type DeattributionTab = 'APP_CD' | 'CMD' | 'OM' | 'MAILING_LIST' | 'PENDING_TERMINATION';

/**
 * The dashboard tabs in display order: the statuses each lists and the assignment types at the
 * member's office that review it (and so are the row's assigned employees).
 */
export const DEATTRIBUTION_TABS: ReadonlyArray<{
  tab: DeattributionTab;
  label: string;
  statuses: readonly EligibilityChangeStatus[];
  reviewerTypes: readonly number[];
}> = [
  { tab: 'APP_CD', label: 'APP / CD Approval', statuses: ['PendingAppCdReview'], reviewerTypes: [AssignmentType.APP, AssignmentType.CD] },
  { tab: 'CMD', label: 'CMD Approval', statuses: ['PendingCmdReview'], reviewerTypes: [AssignmentType.CMD] },
  { tab: 'OM', label: 'OM Approval', statuses: ['PendingOpsManagerReview'], reviewerTypes: [AssignmentType.OM, AssignmentType.PCT_SUP] },
  {
    tab: 'MAILING_LIST',
    label: 'Mailing List',
    statuses: ['PendingMemberInformed', 'LetterCreated', 'LetterPrinted', 'LetterProcessed'],
    reviewerTypes: [],
  },
  { tab: 'PENDING_TERMINATION', label: 'Pending Termination', statuses: ['PendingTermination'], reviewerTypes: [] },
];

export const deattributionTabOf = (status: string): DeattributionTab | null =>
  DEATTRIBUTION_TABS.find((t) => (t.statuses as readonly string[]).includes(status))?.tab ?? null;

/** Assignment types whose holders at the member's office are the assigned employees of a change in this status. */
export const reviewerTypesOf = (status: string): readonly number[] =>
  DEATTRIBUTION_TABS.find((t) => (t.statuses as readonly string[]).includes(status))?.reviewerTypes ?? [];

/** Default tab when none is remembered: APP for types 1/10, else OM for 13, else CMD for 2, else Pending Termination. */
export function defaultDeattributionTab(assignmentTypeIds: Iterable<number>): DeattributionTab {
  const types = new Set(assignmentTypeIds);
  if (types.has(AssignmentType.APP) || types.has(AssignmentType.CD)) return 'APP_CD';
  if (types.has(AssignmentType.OM)) return 'OM';
  if (types.has(AssignmentType.CMD)) return 'CMD';
  return 'PENDING_TERMINATION';
}

/** Who the default tab of the DNC and transfer dashboards is chosen for: assignment types held anywhere and claim keys ('dnc-mgmt'). */
export interface TabDefaultViewer {
  assignmentTypeIds: Iterable<number>;
  claims: Iterable<string>;
}

/**
 * DNC default tab when none is remembered: the CD tab for CDs (type 10) and DNC managers, who
 * decide there first; the OM tab for OMs (type 13) who are not CDs; CD for everyone else.
 */
export function defaultDncTab({ assignmentTypeIds, claims }: TabDefaultViewer): DncTab {
  const types = new Set(assignmentTypeIds);
  if (types.has(AssignmentType.CD) || new Set(claims).has('dnc-mgmt')) return 'CD';
  if (types.has(AssignmentType.OM)) return 'OM';
  return 'CD';
}

/**
 * Transfer default tab when none is remembered: CD/RVP for the acknowledgers (types 9 and 10)
 * and transfer managers; APP for APPs (type 1) and everyone else.
 */
export function defaultTransferTab({ assignmentTypeIds, claims }: TabDefaultViewer): TransferTab {
  const types = new Set(assignmentTypeIds);
  if (types.has(AssignmentType.RVP) || types.has(AssignmentType.CD) || new Set(claims).has('transfer-mgmt')) return 'CD_RVP';
  return 'APP';
}

/** Mailing-list badge per status; anything else is Unknown. */
export const LETTER_BADGES: Readonly<Partial<Record<EligibilityChangeStatus, string>>> = {
  PendingMemberInformed: 'Ready',
  LetterCreated: 'Printing',
  LetterPrinted: 'Printing',
  LetterProcessed: 'Processing',
  LetterCompleted: 'Completed',
};
export const letterBadge = (status: string): string => LETTER_BADGES[status as EligibilityChangeStatus] ?? 'Unknown';

/** The "other" term reason every selector offers. */
export const OTHER_TERM_REASON_ID = 984000020;
/** Reasons whose approval needs an external hand-off plan (engaged member, assigned user). */
export const HAND_OFF_PLAN_REASON_IDS = [984000018, 984000016, 984000015, 984000019] as const;
/** Default reasons of the term reason selector. */
export const DEFAULT_TERM_REASON_IDS = [984000014, 984000017, 984000020, 984000015, 984000016, 984000018, 984000019, 984000022] as const;
/** A diagnosis date more than this many years before today needs a confirmer's tick. */
export const ABNORMAL_DIAGNOSIS_YEARS = 3;
/** The earliest diagnosis date a term may carry. */
export const EARLIEST_DIAGNOSIS_DATE = '2000-01-01';
/** A change in PendingTermination is processed this many days after it got there. */
export const TERMINATION_NOTICE_DAYS = 30;

/** Assignment types whose holders at the member's office confirm abnormal diagnosis dates. */
export const DATE_CONFIRMER_TYPES: readonly number[] = [AssignmentType.CMD, AssignmentType.OM];
/** Types that may change the term reason of a change in PendingTermination. */
export const PENDING_TERMINATION_REASON_EDITOR_TYPES: readonly number[] = [AssignmentType.OM, AssignmentType.CMD, AssignmentType.CD];
/** Types that may decide an unassigned change (outside OM review and Pending Termination). */
export const UNASSIGNED_DECIDER_TYPES: readonly number[] = [AssignmentType.SMO, AssignmentType.CMD];

/**
 * Assignment types that work some stage of the deattribution queue: each tab's reviewers, the
 * deciders of the APP/CD and CMD stages, the deciders of unassigned changes and the types that
 * may change the reason of a change pending termination. Holding one at any office shows the
 * Deattribution dashboard's data (and so the submitted-for-term report).
 */
export const DEATTRIBUTION_QUEUE_TYPES: readonly number[] = [
  ...new Set([
    ...DEATTRIBUTION_TABS.flatMap((t) => t.reviewerTypes),
    AssignmentType.CD,
    AssignmentType.CMD,
    AssignmentType.SMO,
    ...UNASSIGNED_DECIDER_TYPES,
    ...PENDING_TERMINATION_REASON_EDITOR_TYPES,
  ]),
].sort((a, b) => a - b);

export const NOTES_PLACEHOLDER = 'Insert Your Notes and Reasoning';
export const CANCEL_NOTES_PLACEHOLDER = 'Provide cancellation reason and ticket #';
export const ABNORMAL_DATE_LABEL = 'Abnormal Date Entered. Please Confirm it is valid!';

/** Guidance of the hand-off plan textarea per term reason; GENERIC for every other reason. */
export const HAND_OFF_PLAN_PLACEHOLDERS: Readonly<Record<number | 'GENERIC', string>> = {
  984000018: 'Hospice: name the hospice agency, the date care moves to it and the number the member and family should call.',
  984000016: 'Hematology / oncology: name the oncologist taking over, the date of the last visit with us and the number to call.',
  984000015:
    'Nephrology: name the nephrologist and dialysis centre taking over, the date of the last visit with us and the number to call.',
  984000019: 'Transplant / LVAD: name the transplant or LVAD team taking over, the date of the last visit with us and the number to call.',
  GENERIC: "Give the date of the last visit, who the member's care moves to, and what number the member should call.",
};

// ——— Do not contact ———

export type DncApprovalType = 'Cd' | 'Om' | 'Skip';
export type DncTab = 'CD' | 'OM' | 'HISTORY';

export const DNC_TABS: ReadonlyArray<{ tab: DncTab; label: string; approvalType: DncApprovalType | null; reviewerType: number | null }> = [
  { tab: 'CD', label: 'CD Approval', approvalType: 'Cd', reviewerType: AssignmentType.CD },
  { tab: 'OM', label: 'OM Approval', approvalType: 'Om', reviewerType: AssignmentType.OM },
  { tab: 'HISTORY', label: 'History', approvalType: null, reviewerType: null },
];

/** DNC reasons. */
export const DNC_REASONS: ReadonlyArray<{ id: number; name: string }> = [
  { id: 0, name: 'Clinical concern' },
  { id: 1, name: 'Member request' },
  { id: 2, name: 'Family request' },
  { id: 3, name: 'Wrong number' },
  { id: 4, name: 'Language barrier' },
  { id: 5, name: 'Hearing impaired' },
  { id: 6, name: 'Already receiving care' },
  { id: 7, name: 'Moved' },
  { id: 8, name: 'Legal guardian request' },
  { id: 9, name: 'Payer request' },
  { id: 10, name: 'Hostile on phone' },
  { id: 11, name: 'Hospice care' },
  { id: 12, name: 'Palliative care' },
  { id: 13, name: 'Facility resident' },
  { id: 14, name: 'Duplicate record' },
  { id: 15, name: 'Complaint' },
  { id: 16, name: 'Privacy concern' },
  { id: 17, name: 'Other' },
  { id: 19, name: 'Returned DNC' },
  { id: 20, name: 'Physical Harm' },
];
export const RETURNED_DNC_REASON_ID = 19;
/** Reasons decided by the CD; the rest by the OM. */
export const DNC_CD_REASON_IDS: readonly number[] = [0, 11, 12];
export const dncApprovalTypeFor = (reasonId: number): DncApprovalType => (DNC_CD_REASON_IDS.includes(reasonId) ? 'Cd' : 'Om');
export const dncReasonName = (reasonId: number): string => DNC_REASONS.find((r) => r.id === reasonId)?.name ?? `Reason ${reasonId}`;

/** Types whose History tab starts on their own handled requests. */
export const DNC_HISTORY_MINE_TYPES: readonly number[] = [AssignmentType.CD, AssignmentType.OM];

// ——— Patient transfers ———

/** OfficeAssignment.changeStatus. */
export const TransferStatus = {
  PendingAppReview: 1,
  AppApproved: 3,
  AppRejected: 4,
  Processed: 5,
  RejectionProcessed: 6,
} as const;
export type TransferStatusName = keyof typeof TransferStatus;
export const transferStatusName = (value: number): TransferStatusName | null =>
  (Object.entries(TransferStatus).find(([, v]) => v === value)?.[0] as TransferStatusName | undefined) ?? null;

export type TransferTab = 'APP' | 'CD_RVP';
export const TRANSFER_TABS: ReadonlyArray<{
  tab: TransferTab;
  label: string;
  statuses: readonly number[];
  reviewerTypes: readonly number[];
}> = [
  { tab: 'APP', label: 'APP Approval', statuses: [TransferStatus.PendingAppReview], reviewerTypes: [AssignmentType.APP] },
  {
    tab: 'CD_RVP',
    label: 'CD/RVP Approval',
    statuses: [TransferStatus.AppApproved, TransferStatus.AppRejected],
    reviewerTypes: [AssignmentType.CD],
  },
];

/** What an APP or CD/RVP does with a transfer; the server decides the status it leads to. */
export const TRANSFER_ACTIONS = ['save', 'approve', 'reject', 'acknowledge'] as const;
export type TransferAction = (typeof TRANSFER_ACTIONS)[number];

export const TRANSFER_TYPES = ['Clinician to Clinician Review Only', 'Phone Call to Patient', 'Face-to-Face with Patient'] as const;

/** Types that acknowledge. */
export const TRANSFER_ACKNOWLEDGER_TYPES: readonly number[] = [AssignmentType.RVP, AssignmentType.CD];

/** Success message per transfer action and resulting status. */
export const TRANSFER_MESSAGES = {
  save: 'Information saved.',
  approve: 'Assignment awaiting CD/RVP acknowledgement.',
  reject: 'Rejection awaiting CD/RVP acknowledgement.',
  acknowledgeApproved: 'Assignment processed.',
  acknowledgeRejected: 'Rejection processed.',
} as const;

// ——— Shared ———

/** Page sizes of the approval tables. */
export const APPROVAL_PAGE_SIZES = [20, 40, 80, 160] as const;
export const APPROVAL_PAGE_SIZE = 20;
export const APPROVAL_MAX_PAGE = 160;

/** Local-storage keys of the dashboards. */
export const STORAGE_KEYS = {
  deattributionTab: 'luminate.deattribution.tab',
  dncTab: 'luminate.dnc.tab',
  transferTab: 'luminate.transfers.tab',
} as const;
