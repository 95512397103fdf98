/**
 * JSON fragments shared by the approval entity sets (EligibilityChangesOdata, DncLogsOdata,
 * OfficeAssignmentsOdata), so the member, employee and office embedded in their rows have one
 * shape each: ApprovalMemberDto, EmployeeRefDto and the transfer's office object of
 * schema/src/rest/approval-queues/dtos.ts and schema/src/rest/transfers/dtos.ts.
 */

/** EmployeeRefDto of the employee row `alias`, or null when the (left-joined) row is missing. */
export const employeeRefJson = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id,
     'fullName', ${alias}.first_name || ' ' || ${alias}.last_name, 'firstName', ${alias}.first_name,
     'lastName', ${alias}.last_name, 'email', ${alias}.email, 'archived', ${alias}.archived) END`;

/** `{ id, name, communityId, marketId }` of the office row `alias`, or null. */
export const officeRefJson = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.name,
     'communityId', ${alias}.community_id, 'marketId', ${alias}.market_id) END`;

/** The member's next Scheduled appointment from now on, or null. */
const nextAppointmentJson = (member: string) =>
  `(SELECT json_build_object('start', iso_utc(a.start), 'visitType', a.visit_type) FROM appointments a
     WHERE a.member_id = ${member}.id AND a.appointment_status = 'Scheduled' AND a.start >= now()
     ORDER BY a.start, a.id LIMIT 1)`;

/**
 * ApprovalMemberDto of the member row `member` with its office row `office` (both already in the
 * entity's FROM) and that office's market row `market` (joined by the expand).
 */
export function approvalMemberJson(member: string, office: string, market: string, opts: { nextAppointment?: boolean } = {}): string {
  return `json_build_object('id', ${member}.id, 'aaneelId', ${member}.aaneel_id,
    'fullName', ${member}.first_name || ' ' || ${member}.last_name,
    'dtOfBirth', to_char(${member}.dt_of_birth, 'YYYY-MM-DD'), 'termDt', to_char(${member}.term_dt, 'YYYY-MM-DD'),
    'engaged', ${member}.engaged, 'eligible', ${member}.eligible, 'officeId', ${member}.office_id,
    'marketId', ${member}.market_id, 'payerId', ${member}.payer_id,
    'office', CASE WHEN ${office}.id IS NULL THEN NULL ELSE json_build_object('id', ${office}.id, 'name', ${office}.name,
      'communityId', ${office}.community_id, 'marketId', ${office}.market_id,
      'market', json_build_object('id', ${market}.id, 'name', ${market}.name)) END
    ${opts.nextAppointment ? `, 'nextAppointment', ${nextAppointmentJson(member)}` : ''})`;
}

/** Join bringing in the market of the member's office for approvalMemberJson. */
export const memberMarketJoin = (office: string, market: string) => `LEFT JOIN markets ${market} ON ${market}.id = ${office}.market_id`;
