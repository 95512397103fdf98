/**
 * The lookups: the closest offices to an address (APP Lookup) and the members closest to an
 * address for a provider's drop-ins (Member Proximity). Shared by the web forms, the gateway and
 * the Care API's request validation.
 */
import { z } from 'zod';

/** Members a proximity lookup returns: 0 to 100, 20 unless chosen. */
export const PROXIMITY_COUNT_MIN = 0;
export const PROXIMITY_COUNT_MAX = 100;
export const PROXIMITY_COUNT_DEFAULT = 20;
/** "Exclude Drop-In" leaves out members with a drop-in within this many days unless chosen. */
export const RECENT_DROP_IN_DAYS_DEFAULT = 30;
export const RECENT_DROP_IN_DAYS_MAX = 365;

/**
 * A filter of the proximity lookup. YES: the member must match; NO: must not; EITHER: ignored; OR:
 * the OR filters form one group, of which the member must match at least one.
 */
export const TRI_STATES = ['YES', 'NO', 'EITHER', 'OR'] as const;
export type TriStateValue = (typeof TRI_STATES)[number];

/** The tri-state filters, in the order the filter table lists them, with their labels. */
export const PROXIMITY_FILTERS = [
  { key: 'engaged', label: 'Engaged' },
  { key: 'visitScheduled', label: 'Visit Scheduled' },
  { key: 'recentErVisit', label: 'Recent ER Visit' },
  { key: 'recentAdmit', label: 'Recent Admit' },
  { key: 'cancerIndicated', label: 'Cancer Indicated' },
  { key: 'behavioralHealth', label: 'Behavioral Health' },
  { key: 'outOfRange', label: 'Out of Range' },
  { key: 'highNeeds', label: 'High Needs' },
  { key: 'disengaged', label: 'Disengaged' },
] as const;
export type ProximityFilterKey = (typeof PROXIMITY_FILTERS)[number]['key'];
export type ProximityFilters = Record<ProximityFilterKey, TriStateValue>;

const ALL_EITHER: ProximityFilters = {
  engaged: 'EITHER',
  visitScheduled: 'EITHER',
  recentErVisit: 'EITHER',
  recentAdmit: 'EITHER',
  cancerIndicated: 'EITHER',
  behavioralHealth: 'EITHER',
  outOfRange: 'EITHER',
  highNeeds: 'EITHER',
  disengaged: 'EITHER',
};

/**
 * The filter presets. Only Custom lets the user edit the filters; the others set them:
 * - Prioritized Drop-Ins: not engaged, no visit scheduled, and any of cancer, recent admit, recent ER;
 * - Drop-Ins: not engaged, no visit scheduled;
 * - High Needs: not engaged, high needs;
 * - Disengaged: engaged and disengaged.
 */
export const PROXIMITY_PRESETS = {
  PRIORITIZED_DROP_INS: {
    label: 'Prioritized Drop-Ins',
    filters: { ...ALL_EITHER, engaged: 'NO', visitScheduled: 'NO', cancerIndicated: 'OR', recentAdmit: 'OR', recentErVisit: 'OR' },
  },
  DROP_INS: { label: 'Drop-Ins', filters: { ...ALL_EITHER, engaged: 'NO', visitScheduled: 'NO' } },
  HIGH_NEEDS: { label: 'High Needs', filters: { ...ALL_EITHER, engaged: 'NO', highNeeds: 'YES' } },
  DISENGAGED: { label: 'Disengaged', filters: { ...ALL_EITHER, engaged: 'YES', disengaged: 'YES' } },
  CUSTOM: { label: 'Custom', filters: ALL_EITHER },
} as const satisfies Record<string, { label: string; filters: ProximityFilters }>;
export type ProximityPreset = keyof typeof PROXIMITY_PRESETS;

export const LOOKUP_MESSAGES = {
  provider: 'Choose a clinician',
  address: 'Choose an address from the suggestions',
  count: `Count must be a whole number from ${PROXIMITY_COUNT_MIN} to ${PROXIMITY_COUNT_MAX}`,
  days: `Days must be a whole number from 1 to ${RECENT_DROP_IN_DAYS_MAX}`,
  point: 'Not a point on Earth',
} as const;

export const latitudeRule = z.number({ message: LOOKUP_MESSAGES.point }).min(-90, LOOKUP_MESSAGES.point).max(90, LOOKUP_MESSAGES.point);
export const longitudeRule = z.number({ message: LOOKUP_MESSAGES.point }).min(-180, LOOKUP_MESSAGES.point).max(180, LOOKUP_MESSAGES.point);

const triState = z.enum(TRI_STATES);

/** The proximity lookup as the gateway receives it (the web form adds the address it resolves). */
export const memberProximityRule = z.object({
  providerId: z.coerce.number({ message: LOOKUP_MESSAGES.provider }).int().positive(LOOKUP_MESSAGES.provider),
  lat: latitudeRule,
  lng: longitudeRule,
  count: z
    .number({ message: LOOKUP_MESSAGES.count })
    .int(LOOKUP_MESSAGES.count)
    .min(PROXIMITY_COUNT_MIN, LOOKUP_MESSAGES.count)
    .max(PROXIMITY_COUNT_MAX, LOOKUP_MESSAGES.count)
    .default(PROXIMITY_COUNT_DEFAULT),
  excludeDnc: z.boolean().default(false),
  excludeRecentDropIn: z.boolean().default(false),
  recentDropInDays: z
    .number({ message: LOOKUP_MESSAGES.days })
    .int(LOOKUP_MESSAGES.days)
    .min(1, LOOKUP_MESSAGES.days)
    .max(RECENT_DROP_IN_DAYS_MAX, LOOKUP_MESSAGES.days)
    .default(RECENT_DROP_IN_DAYS_DEFAULT),
  engaged: triState.default('EITHER'),
  visitScheduled: triState.default('EITHER'),
  recentErVisit: triState.default('EITHER'),
  recentAdmit: triState.default('EITHER'),
  cancerIndicated: triState.default('EITHER'),
  behavioralHealth: triState.default('EITHER'),
  outOfRange: triState.default('EITHER'),
  highNeeds: triState.default('EITHER'),
  disengaged: triState.default('EITHER'),
});
export type MemberProximityQuery = z.infer<typeof memberProximityRule>;

/** The closest-offices lookup: a point and 1 to 50 offices. */
export const closestOfficesRule = z.object({
  lat: latitudeRule,
  lng: longitudeRule,
  count: z.number().int().min(1, 'Count is 1 to 50').max(50, 'Count is 1 to 50').default(10),
});

/*
 * What the proximity flags mean, computed by the Care API from a member's records:
 * - engaged: the member is engaged (members.engaged);
 * - visit scheduled: an appointment still Scheduled that starts in the future;
 * - recent ER visit / recent admit: a hospital census row of type ER / Inpatient admitted within
 *   the last RECENT_HOSPITAL_DAYS days (the dates shown are the latest ER and the latest admit);
 * - cancer indicated / behavioral health: the member's recent cancer / behavioral-health indicators;
 * - high needs: any of HIGH_NEEDS_CRITERIA holds;
 * - disengaged: no Completed appointment in the last DISENGAGED_MONTHS months;
 * - DNC: the member asked not to be contacted (the DNC flag of the member page);
 * - out of range: the member's home lies farther (great-circle miles) from every home base of the
 *   provider (current locations of the offices where they hold an APP role) than the provider's
 *   maximum distance from home base;
 * - last drop in: the latest appointment of the drop-in visit type that was not cancelled.
 */
/** Days a hospital census row counts as a recent ER visit or a recent admit. */
export const RECENT_HOSPITAL_DAYS = 30;
/** Months without a completed visit after which a member is disengaged. */
export const DISENGAGED_MONTHS = 6;
/** The visit type of a drop-in visit. */
export const DROP_IN_VISIT_TYPE = 'Drop-In Visit';
/** High needs by cost: the member's yearly cost is in this top fraction of the eligible members'. */
export const HIGH_NEEDS_COST_TOP_FRACTION = 0.2;
/** High needs by utilization: at least this many acute events (ER visits and admits)… */
export const FREQUENT_UTILIZATION_EVENTS = 3;
/** …within this many months. */
export const FREQUENT_UTILIZATION_MONTHS = 6;
/** High needs by medications: more than this many current medications. */
export const POLYPHARMACY_MEDICATIONS = 6;
/** The reasons a member is high needs, as the results list them. */
export const HIGH_NEEDS_CRITERIA = {
  cost: 'Top 20% cost',
  utilization: 'Frequent utilization',
  polypharmacy: 'Polypharmacy',
} as const;

/**
 * One proximity result as the page's table and its CSV export both read it: the graph's row and
 * the Care API's row each have this shape.
 */
interface ProximityResultRow {
  distance: number;
  highNeedsCriteria: readonly string[];
  dnc: boolean;
  disengaged: boolean;
  lastAdmit: string | null;
  recentErVisit: string | null;
  lastDropIn: string | null;
  lastVisit: string | null;
  member: {
    aaneelId: string;
    fullName: string;
    engaged: boolean;
    address1: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    payer?: { name: string } | null;
    office?: { name: string } | null;
  };
}

/**
 * A column of the proximity results. Its kind says how the value is shown: text as it is, a
 * calendar day (yyyy-mm-dd) as a date, a flag as Yes / No; null is a missing value.
 */
export type ProximityColumn = { key: string; header: string; numeric?: boolean } & (
  | { kind: 'text'; value(row: ProximityResultRow): string | null }
  | { kind: 'date'; value(row: ProximityResultRow): string | null }
  | { kind: 'flag'; value(row: ProximityResultRow): boolean }
);

/** A member's home address on one line: '1200 Main St, Houston, TX 77002'; null when there is none. */
function proximityAddress(member: ProximityResultRow['member']): string | null {
  const place = [member.city, [member.state, member.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [member.address1, place].filter(Boolean).join(', ') || null;
}

/**
 * The proximity results' columns, in the order of the spec's result row (aaneelId, payer, name,
 * nh, address, engaged, highNeedsCriteria, dnc, disengaged, lastAdmit, er, lastDropIn,
 * lastVisit, distanceTo): the table shows them and the CSV export writes them, alike.
 * Distances as the Care API gives them (floored to 2 decimals).
 */
export const MEMBER_PROXIMITY_COLUMNS: readonly ProximityColumn[] = [
  { key: 'aaneelId', header: 'AaneelId', kind: 'text', value: (r) => r.member.aaneelId },
  { key: 'payer', header: 'Payer', kind: 'text', value: (r) => r.member.payer?.name ?? null },
  { key: 'name', header: 'Name', kind: 'text', value: (r) => r.member.fullName },
  { key: 'nh', header: 'NH', kind: 'text', value: (r) => r.member.office?.name ?? null },
  { key: 'address', header: 'Address', kind: 'text', value: (r) => proximityAddress(r.member) },
  { key: 'engaged', header: 'Engaged', kind: 'flag', value: (r) => r.member.engaged },
  { key: 'highNeeds', header: 'High Needs Criteria', kind: 'text', value: (r) => r.highNeedsCriteria.join(', ') || null },
  { key: 'dnc', header: 'DNC', kind: 'flag', value: (r) => r.dnc },
  { key: 'disengaged', header: 'Disengaged', kind: 'flag', value: (r) => r.disengaged },
  { key: 'lastAdmit', header: 'Last Admit', kind: 'date', value: (r) => r.lastAdmit },
  { key: 'recentEr', header: 'Recent ER', kind: 'date', value: (r) => r.recentErVisit },
  { key: 'lastDropIn', header: 'Last Drop In', kind: 'date', value: (r) => r.lastDropIn },
  { key: 'lastVisit', header: 'Last Visit', kind: 'date', value: (r) => r.lastVisit },
  { key: 'distance', header: 'Distance (mi)', kind: 'text', numeric: true, value: (r) => r.distance.toFixed(2) },
];
