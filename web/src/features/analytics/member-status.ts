/** The cost profile's member line: name, date of birth, and Termed (a term date), else Engaged or Unengaged. */
import { formatDate } from '../../shared/lib/format.ts';

export type MemberStatus = 'Engaged' | 'Unengaged' | 'Termed';

export function memberStatus(member: { engaged: boolean; termDate?: string | null }): MemberStatus {
  if (member.termDate) return 'Termed';
  return member.engaged ? 'Engaged' : 'Unengaged';
}

export function memberLine(member: { fullName: string; dateOfBirth: string; engaged: boolean; termDate?: string | null }): string {
  return `${member.fullName}, ${formatDate(member.dateOfBirth)}, ${memberStatus(member)}`;
}
