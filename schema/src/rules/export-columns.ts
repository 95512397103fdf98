/**
 * What the tool's files (every CSV and workbook, made by the gateway or by the Care API) call
 * their columns, and how they write dates. One label per meaning, used by every producer, so a
 * column reads the same in every file:
 * - a member is named by AaneelId and name, never by the internal record id; "Payer Member Id"
 *   is the payer's identifier (H…);
 * - a calendar day is MM/DD/YYYY (as the screens show it), written exactly as stored;
 * - a moment is MM/DD/YYYY HH:mm UTC (24-hour clock, always UTC, so a file reads the same
 *   wherever it is opened).
 */

export const FILE_COLUMNS = {
  // Who the member is.
  aaneelId: 'AaneelId',
  memberName: 'Member Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  payerMemberId: 'Payer Member Id',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  mbi: 'MBI',
  homePhone: 'Home Phone',
  workPhone: 'Work Phone',
  mobilePhone: 'Mobile Phone',
  email: 'Email',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  county: 'County',
  payer: 'Payer',
  plan: 'Plan',
  eligible: 'Eligible',
  engaged: 'Engaged',
  engagedDate: 'Engaged Date',
  termDate: 'Term Date',
  termReason: 'Term Reason',
  pendingDnc: 'Pending DNC',
  // Where.
  market: 'Market',
  marketId: 'Market Id',
  community: 'Community',
  office: 'Office',
  officeId: 'Office Id',
  currentOffice: 'Current Office',
  // Workflow records.
  changeId: 'Change Id',
  changeType: 'Change Type',
  requestId: 'Request Id',
  transferId: 'Transfer Id',
  errorId: 'Error Id',
  status: 'Status',
  note: 'Note',
  notes: 'Notes',
  reason: 'Reason',
  requestedBy: 'Requested By',
  requestedDate: 'Requested Date',
  handledBy: 'Handled By',
  handledDate: 'Handled Date',
  changedBy: 'Changed By',
  date: 'Date',
  dateEntered: 'Date Entered',
  statusChanged: 'Status Changed',
  diagnosisDate: 'Diagnosis Date',
  estimatedProcessDate: 'Estimated Process Date',
  handOffPlan: 'Hand Off Plan',
  dateOfError: 'Date of Error',
  submittedBy: 'Submitted By',
  fromOffice: 'From Office',
  toOffice: 'To Office',
  processedDate: 'Processed Date',
  transferType: 'Transfer Type',
  request: 'Request',
  approvalType: 'Approval Type',
  result: 'Result',
  // Outreach.
  points: 'Points',
  primaryDriver: 'Primary Driver',
  lastAttempt: 'Last Attempt',
  filterName: 'Filter Name',
  campaign: 'Campaign',
  isExclusive: 'Is Exclusive',
  addedBy: 'Added By',
  addedDate: 'Added Date',
  // Staff and places.
  assignmentType: 'Assignment Type',
  activeDate: 'Active Date',
  deactivatedDate: 'Deactivated Date',
} as const;

/** The shape of every calendar-day cell of a file. */
export const FILE_DATE_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;
/** The shape of every date-time cell of a file. */
export const FILE_DATE_TIME_PATTERN = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC$/;

type Missing = null | undefined;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

function instant(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * MM/DD/YYYY. A calendar day as stored ('1994-05-17') is written as that day; an instant (a Date,
 * or an ISO timestamp) on its UTC day. Missing or unreadable: an empty cell.
 */
export function formatFileDate(value: string | Date | Missing): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const date = instant(value);
  return date ? `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}` : '';
}

/** MM/DD/YYYY HH:mm UTC of an instant (a Date or an ISO timestamp). Missing or unreadable: an empty cell. */
export function formatFileDateTime(value: string | Date | Missing): string {
  if (value === null || value === undefined || value === '') return '';
  const date = instant(value);
  if (!date) return '';
  return `${formatFileDate(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
