import { approvalMemberJson, employeeRefJson, memberMarketJoin } from './approval-json.ts';
import { defineEntity } from './entity.ts';

/**
 * DncLogsOdata: every scalar of DncLogDto (schema/src/rest/dnc/dtos.ts), the member (with office,
 * market and next appointment), who requested and who handled it. Requester and handler are in
 * the FROM (the handler left-joined: pending requests have none) for filters and sorts on names.
 */
export const DNC_LOGS_ENTITY = defineEntity({
  name: 'DncLogsOdata',
  from: `dnc_logs e JOIN members m ON m.id = e.member_id LEFT JOIN offices mo ON mo.id = m.office_id
         JOIN employees rb ON rb.id = e.requested_by_id LEFT JOIN employees hb ON hb.id = e.handled_by_id`,
  key: 'id',
  properties: {
    id: { column: 'e.id', type: 'int' },
    memberId: { column: 'e.member_id', type: 'int' },
    reason: { column: 'e.reason', type: 'int' },
    requestedDt: { column: 'e.requested_dt', type: 'datetime' },
    requestedById: { column: 'e.requested_by_id', type: 'int' },
    note: { column: 'e.note', type: 'string' },
    approvalType: { column: 'e.approval_type', type: 'string' },
    approved: { column: 'e.approved', type: 'boolean' },
    handledById: { column: 'e.handled_by_id', type: 'int' },
    handledDt: { column: 'e.handled_dt', type: 'datetime' },
    handlerNote: { column: 'e.handler_note', type: 'string' },
    dncPhone: { column: 'e.dnc_phone', type: 'boolean' },
    'member/fullName': { column: `(m.first_name || ' ' || m.last_name)`, type: 'string' },
    'member/aaneelId': { column: 'm.aaneel_id', type: 'string' },
    'member/officeId': { column: 'm.office_id', type: 'int' },
    'member/marketId': { column: 'm.market_id', type: 'int' },
    'member/communityId': { column: 'mo.community_id', type: 'string' },
    'requestedBy/fullName': { column: `(rb.first_name || ' ' || rb.last_name)`, type: 'string' },
    'handledBy/fullName': { column: `(hb.first_name || ' ' || hb.last_name)`, type: 'string' },
  },
  expands: {
    member: {
      join: memberMarketJoin('mo', 'x_member_market'),
      json: approvalMemberJson('m', 'mo', 'x_member_market', { nextAppointment: true }),
    },
    requestedBy: { join: '', json: employeeRefJson('rb') },
    handledBy: { join: '', json: employeeRefJson('hb') },
  },
});
