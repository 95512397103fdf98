/**
 * The predicate of each panel metric over a row `r` of its source: the one definition both the
 * counts and the drill-down rows use, so a card's count always equals its drill-down's total.
 */
import {
  DISCHARGE_SOON_DAYS,
  DISENGAGED_MONTHS,
  HIGH_PHQ9_SCORE,
  IV_AT_DOOR_DAYS,
  MANY_SOCIAL_WORK_VISITS,
  MEDICATION_MANAGEMENT_MEDICATIONS,
  METRICS_BY_ID,
  RECENT_ACUTE_DAYS,
  RECENT_VISIT_DAYS,
  RECENTLY_ENGAGED_DAYS,
  SOCIAL_WORK_VISIT_TYPE,
} from '@luminate/schema/rules';
import { ACUTE_TYPES, STAY_TYPES } from './sources.ts';

const isOpenTask = `r.completed_dt IS NULL AND r.owner_role = ANY($2::text[])`;
const isCurrentStay = `r.discharge_date IS NULL AND r.wb_type IN ${STAY_TYPES}`;
const isRecentVisit = `r.start <= now() AND r.start > now() - make_interval(days => ${RECENT_VISIT_DAYS}) AND r.appointment_status IN ('Completed', 'NoShow')`;

/**
 * The predicate of each metric over a row `r` of its source. The member metrics read the panel's
 * member rows; tasks belong to the dashboard's roles ($2).
 */
export const PREDICATES: Record<string, string> = {
  patientsRequiringTransfer: `r.transfer_office IS NOT NULL`,
  openTasks: isOpenTask,
  overdueTasks: `${isOpenTask} AND r.due_date < current_date`,
  missedVisitNotRescheduled: `r.engaged AND r.last_visit_missed AND r.next_appt IS NULL`,
  highPhq9: `r.phq_score > ${HIGH_PHQ9_SCORE}`,
  polypharmacy: `r.polypharmacy`,
  suggestedMedicationManagement: `r.engaged AND COALESCE(r.medications, 0) > ${MEDICATION_MANAGEMENT_MEDICATIONS}`,
  behavioralHealthNeeds: `r.bh`,
  actionablePanel: `r.engaged`,
  unengagedPanel: `NOT r.engaged`,
  recentlyEngaged: `r.engaged AND r.engaged_dt >= now() - make_interval(days => ${RECENTLY_ENGAGED_DAYS})`,
  ivCompleteAtDoor: `r.engaged AND r.engaged_dt >= now() - make_interval(days => ${IV_AT_DOOR_DAYS})
    AND r.last_iv_visit_status = 'Completed' AND r.last_iv_visit_date >= (r.engaged_dt AT TIME ZONE 'UTC')::date`,
  disengaged: `r.engaged AND (r.last_completed IS NULL OR r.last_completed < now() - make_interval(months => ${DISENGAGED_MONTHS}))`,
  manySocialWorkVisits: `r.sw_visits > ${MANY_SOCIAL_WORK_VISITS}`,
  recentSocialWorkVisits: `r.visit_type = '${SOCIAL_WORK_VISIT_TYPE}' AND ${isRecentVisit}`,
  recentVisits: `r.visit_type <> '${SOCIAL_WORK_VISIT_TYPE}' AND ${isRecentVisit}`,
  highNeedsPatients: `r.engaged AND (r.top_cost OR r.frequent_utilization OR r.polypharmacy)`,
  recentAcuteUtilization: `r.wb_type IN ${ACUTE_TYPES} AND r.admission_date >= current_date - ${RECENT_ACUTE_DAYS}`,
  frequentUtilization: `r.frequent_utilization`,
  transitionOfCare: `r.acute_3 >= 1`,
  currentlyAdmitted: isCurrentStay,
  dischargeExpectedSoon: `${isCurrentStay} AND r.expected_discharge <= current_date + ${DISCHARGE_SOON_DAYS}`,
};

for (const id of METRICS_BY_ID.keys()) if (!PREDICATES[id]) throw new Error(`Metric ${id} has no predicate`);
