/** The acuity pie chart: its levels with their colours, and a slice's percent. */

/** Acuity levels of the pie chart (the member's risk stratification; Unknown when none), with a colour each. */
export const ACUITY_LEVELS = [
  { level: 'Very High', color: 'red' },
  { level: 'High', color: 'orange' },
  { level: 'Moderate', color: 'yellow' },
  { level: 'Low', color: 'green' },
  { level: 'Unknown', color: 'gray' },
] as const;

/** A slice's percent: its count out of the actionable panel, rounded to a whole percent (0 for an empty panel). */
export const acuityPercent = (count: number, panel: number) => (panel > 0 ? Math.round((count * 100) / panel) : 0);
