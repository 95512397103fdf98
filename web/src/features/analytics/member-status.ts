/** The cost profile's member line: name, date of birth, and Termed (a term date), else Engaged or Unengaged. */
import { engagementLabel, formatDate } from '../../shared/lib/format.ts';

export function memberLine(member: { fullName: string; dateOfBirth: string; engaged: boolean; termDate?: string | null }): string {
  return `${member.fullName}, ${formatDate(member.dateOfBirth)}, ${engagementLabel(member.termDate, member.engaged)}`;
}
