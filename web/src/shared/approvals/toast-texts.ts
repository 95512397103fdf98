/**
 * What the approval dashboards' success toasts say: what happened, to whom, with the member's
 * short name ('DNC request for J. Walsh approved').
 */

/** 'Jane Walsh' → 'J. Walsh'; a single name stays as it is. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? fullName;
  return `${parts[0][0]}. ${parts[parts.length - 1]}`;
}

export type DecisionVerb = 'approved' | 'rejected' | 'updated' | 'cancelled' | 'saved' | 'acknowledged';

/** A DNC decision: the request is approved or rejected (a return keeps the same words). */
export const dncToast = (memberName: string, verb: 'approved' | 'rejected', isReturn: boolean) =>
  `${isReturn ? 'Return from DNC' : 'DNC request'} for ${shortName(memberName)} ${verb}`;

/** A deattribution decision on one eligibility change. */
export const eligibilityToast = (memberName: string, verb: DecisionVerb) => `Eligibility change for ${shortName(memberName)} ${verb}`;

/** A transfer action; the spec's message ('Assignment processed.') stays as the toast's detail. */
export const transferToast = (memberName: string, verb: DecisionVerb) => `Transfer of ${shortName(memberName)} ${verb}`;
