/** Words the Deattribution Dashboard shows for successful decisions (statuses: statusLabel in shared/lib/format.ts). */
import { eligibilityToast, type MemberIdentity } from '../../shared/approvals/toast-texts.ts';

/** The toast of a mailing-list cancel: the member by short name and AaneelId, or how many for several. */
export function cancelledToast(members: readonly MemberIdentity[]): string {
  return members.length === 1 ? eligibilityToast(members[0], 'cancelled') : `${members.length} eligibility changes cancelled`;
}

/** The toast of a bulk approval of the OM tab's terms. */
export const bulkApprovedToast = (count: number) => `${count} ${count === 1 ? 'term' : 'terms'} approved`;
