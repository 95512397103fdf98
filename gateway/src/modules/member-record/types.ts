/** The parents of this module's graph types that are not a Care API DTO as is, and how they are built. */
import type { DncLogDto, EligibilityChangeDto, EmployeeRefDto, MemberRecordDto, OfficeAssignmentDto } from '@luminate/schema/rest';

/** `MemberRecord.viewerCan`: decided per field from the member (and the viewer's types when a field needs them). */
export interface MemberCapabilitiesParent {
  member: MemberRecordDto;
}

/** One day of the member on one campaign's list, with the time the member was called from it that day. */
export interface CallListHistoryRow {
  campaignId: number;
  campaignName: string;
  listDate: string;
  driver: string | null;
  points: number;
  reason: string | null;
  poppedAt: string | null;
}

/** What a member-page action changed: the member re-read after the write, and the request it created. */
export interface MemberActionResultParent {
  member: MemberRecordDto;
  eligibilityChange?: EligibilityChangeDto | null;
  dncRequest?: DncLogDto | null;
  officeTransfer?: OfficeAssignmentDto | null;
}

/** An employee as the graph's EmployeeRef when the Care API names only its id and full name. */
export const employeeRef = (employee: { id: number; fullName: string }): EmployeeRefDto => ({
  id: employee.id,
  fullName: employee.fullName,
  firstName: '',
  lastName: '',
  email: null,
  archived: false,
});
