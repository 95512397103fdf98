import { approvalMemberJson, employeeRefJson, memberMarketJoin, officeRefJson } from './approval-json.ts';
import { defineEntity } from './entity.ts';

/**
 * OfficeAssignmentsOdata: every scalar of OfficeAssignmentDto (schema/src/rest/transfers/dtos.ts), the
 * member (with its current office and market), the office it moves to, the office it moved from
 * and the requester. Member, member office and target office are in the FROM for the path
 * properties the transfer dashboard filters and sorts on.
 */
export const OFFICE_ASSIGNMENTS_ENTITY = defineEntity({
  name: 'OfficeAssignmentsOdata',
  from: `office_assignments e JOIN members m ON m.id = e.member_id LEFT JOIN offices mo ON mo.id = m.office_id
         JOIN offices o ON o.id = e.office_id`,
  key: 'id',
  properties: {
    id: { column: 'e.id', type: 'int' },
    memberId: { column: 'e.member_id', type: 'int' },
    officeId: { column: 'e.office_id', type: 'int' },
    effectiveDt: { column: 'e.effective_dt', type: 'date' },
    note: { column: 'e.note', type: 'string' },
    requestedById: { column: 'e.requested_by_id', type: 'int' },
    requestedDt: { column: 'e.requested_dt', type: 'datetime' },
    assignedEmployeeId: { column: 'e.assigned_employee_id', type: 'int' },
    approved: { column: 'e.approved', type: 'boolean' },
    changeStatus: { column: 'e.change_status', type: 'int' },
    statusChangedDt: { column: 'e.status_changed_dt', type: 'datetime' },
    transitionNotes: { column: 'e.transition_notes', type: 'string' },
    chartReview: { column: 'e.chart_review', type: 'boolean' },
    medReview: { column: 'e.med_review', type: 'boolean' },
    acuityLevel: { column: 'e.acuity_level', type: 'boolean' },
    transferType: { column: 'e.transfer_type', type: 'string' },
    processed: { column: 'e.processed', type: 'boolean' },
    processedDt: { column: 'e.processed_dt', type: 'datetime' },
    transferedFromOfficeId: { column: 'e.transfered_from_office_id', type: 'int' },
    error: { column: 'e.error', type: 'string' },
    'member/fullName': { column: `(m.first_name || ' ' || m.last_name)`, type: 'string' },
    'member/aaneelId': { column: 'm.aaneel_id', type: 'string' },
    // Not in the route summary's list: the APP tab scopes rows by the member's current office.
    'member/officeId': { column: 'm.office_id', type: 'int' },
    'member/dtOfBirth': { column: 'm.dt_of_birth', type: 'date' },
    'member/communityId': { column: 'mo.community_id', type: 'string' },
    'member/marketId': { column: 'm.market_id', type: 'int' },
    'office/communityId': { column: 'o.community_id', type: 'string' },
    'office/marketId': { column: 'o.market_id', type: 'int' },
  },
  expands: {
    member: { join: memberMarketJoin('mo', 'x_member_market'), json: approvalMemberJson('m', 'mo', 'x_member_market') },
    office: { join: '', json: officeRefJson('o') },
    transferedFromOffice: {
      join: 'LEFT JOIN offices x_from ON x_from.id = e.transfered_from_office_id',
      json: officeRefJson('x_from'),
    },
    requestedBy: { join: 'LEFT JOIN employees x_requester ON x_requester.id = e.requested_by_id', json: employeeRefJson('x_requester') },
  },
});
