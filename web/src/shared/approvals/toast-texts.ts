/**
 * How the approval dashboards name a member, and what their success toasts say. Every dialog,
 * drawer, table and toast names a member by name and AaneelId (the member id staff know), never by
 * the internal record id. Toasts use the short name ('DNC request for J. Walsh (A1234567) approved').
 */

/** The member as the approval rows carry them. */
export interface MemberIdentity {
  fullName: string;
  aaneelId: string;
}

/** 'Jane Walsh' → 'J. Walsh'; a single name stays as it is. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? fullName;
  return `${parts[0][0]}. ${parts[parts.length - 1]}`;
}

/** 'Jane Walsh (A1234567)': the member's full name and AaneelId. */
export const memberIdentity = (member: MemberIdentity) => `${member.fullName} (${member.aaneelId})`;

/** 'J. Walsh (A1234567)': the short name and AaneelId, for toasts. */
const shortIdentity = (member: MemberIdentity) => `${shortName(member.fullName)} (${member.aaneelId})`;

export type DecisionVerb = 'approved' | 'rejected' | 'updated' | 'cancelled' | 'saved' | 'acknowledged';

/** A DNC decision: the request is approved or rejected (a return keeps the same words). */
export const dncToast = (member: MemberIdentity, verb: 'approved' | 'rejected', isReturn: boolean) =>
  `${isReturn ? 'Return from DNC' : 'DNC request'} for ${shortIdentity(member)} ${verb}`;

/** A deattribution decision on one eligibility change. */
export const eligibilityToast = (member: MemberIdentity, verb: DecisionVerb) => `Eligibility change for ${shortIdentity(member)} ${verb}`;

/** A transfer action; the spec's message ('Assignment processed.') stays as the toast's detail. */
export const transferToast = (member: MemberIdentity, verb: DecisionVerb) => `Transfer of ${shortIdentity(member)} ${verb}`;
