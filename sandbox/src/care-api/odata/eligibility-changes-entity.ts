import { approvalMemberJson, employeeRefJson, memberMarketJoin } from './approval-json.ts';
import { defineEntity, namedJson } from './entity.ts';

/**
 * EligibilityChangesOdata: every scalar of EligibilityChangeDto (schema/src/rest/deattribution/dtos.ts),
 * the member (with office and market), the term reason and the change log (oldest first). The
 * member and the member's office are in the FROM so the dashboards can filter and sort on them.
 */
export const ELIGIBILITY_CHANGES_ENTITY = defineEntity({
  name: 'EligibilityChangesOdata',
  from: 'eligibility_changes e JOIN members m ON m.id = e.member_id LEFT JOIN offices mo ON mo.id = m.office_id',
  key: 'id',
  properties: {
    id: { column: 'e.id', type: 'int' },
    memberId: { column: 'e.member_id', type: 'int' },
    changeType: { column: 'e.change_type', type: 'string' },
    termReasonId: { column: 'e.term_reason_id', type: 'int' },
    termDt: { column: 'e.term_dt', type: 'date' },
    processedDt: { column: 'e.processed_dt', type: 'datetime' },
    note: { column: 'e.note', type: 'string' },
    error: { column: 'e.error', type: 'string' },
    diagnosisDt: { column: 'e.diagnosis_dt', type: 'date' },
    dateEntered: { column: 'e.date_entered', type: 'datetime' },
    transitionPlan: { column: 'e.transition_plan', type: 'string' },
    status: { column: 'e.status', type: 'string' },
    statusChangedDt: { column: 'e.status_changed_dt', type: 'datetime' },
    estimatedProcessDate: { column: 'e.estimated_process_date', type: 'date' },
    'member/fullName': { column: `(m.first_name || ' ' || m.last_name)`, type: 'string' },
    'member/aaneelId': { column: 'm.aaneel_id', type: 'string' },
    'member/officeId': { column: 'm.office_id', type: 'int' },
    'member/marketId': { column: 'm.market_id', type: 'int' },
    'member/payerId': { column: 'm.payer_id', type: 'int' },
    'member/engaged': { column: 'm.engaged', type: 'boolean' },
    'member/communityId': { column: 'mo.community_id', type: 'string' },
  },
  expands: {
    member: { join: memberMarketJoin('mo', 'x_member_market'), json: approvalMemberJson('m', 'mo', 'x_member_market') },
    termReason: { join: 'LEFT JOIN term_reasons x_term ON x_term.id = e.term_reason_id', json: namedJson('x_term') },
    eligibilityChangeLogs: {
      join: '',
      json: `COALESCE((
        SELECT json_agg(json_build_object('id', l.id, 'eligibilityChangeId', l.eligibility_change_id,
          'changedById', l.changed_by_id, 'changedBy', ${employeeRefJson('le')}, 'changedDt', iso_utc(l.changed_dt),
          'statusChangedTo', l.status_changed_to, 'note', l.note) ORDER BY l.changed_dt, l.id)
        FROM eligibility_change_logs l LEFT JOIN employees le ON le.id = l.changed_by_id
        WHERE l.eligibility_change_id = e.id), '[]'::json)`,
    },
  },
});
