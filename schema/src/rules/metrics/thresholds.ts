/** The dashboard's windows and thresholds: the days, months and counts the metrics go by. */

/** Windows of the dashboard. */
export const RECENTLY_ENGAGED_DAYS = 14;
export const IV_AT_DOOR_DAYS = 60;
export const RECENT_VISIT_DAYS = 30;
export const RECENT_ACUTE_DAYS = 14;
/** Transition of care is suggested when ER visits plus admits in this many months reach 1. */
export const TRANSITION_OF_CARE_MONTHS = 3;
/** Suggested medication management: more than this many current medications. */
export const MEDICATION_MANAGEMENT_MEDICATIONS = 3;
/** More than this many social-work visits in SOCIAL_WORK_VISIT_MONTHS months. */
export const MANY_SOCIAL_WORK_VISITS = 10;
export const SOCIAL_WORK_VISIT_MONTHS = 6;
/**
 * High PHQ-9: the definition reads "over 10" while the card's hover text reads "10 or above". The
 * dashboard counts strictly over 10 (11 and up) and its hover text says so.
 */
export const HIGH_PHQ9_SCORE = 10;
/** Expected discharge date (EDD) of a current stay: its admission date plus this many days for its type. */
export const EXPECTED_STAY_DAYS = { Inpatient: 5, Observation: 2 } as const;
/** "Discharge expected soon": the EDD falls within this many days from today (or has passed). */
export const DISCHARGE_SOON_DAYS = 2;
/** The visit type of a social-work visit. */
export const SOCIAL_WORK_VISIT_TYPE = 'Social Work Visit';
