/** Words the Deattribution Dashboard shows for successful decisions (statuses: statusLabel in shared/lib/format.ts). */
import { eligibilityToast } from '../../shared/approvals/toast-texts.ts';

/** The toast of a mailing-list cancel: the member by short name, or how many for several. */
export function cancelledToast(memberNames: readonly string[]): string {
  return memberNames.length === 1 ? eligibilityToast(memberNames[0], 'cancelled') : `${memberNames.length} eligibility changes cancelled`;
}

/** The toast of a bulk approval of the OM tab's terms. */
export const bulkApprovedToast = (count: number) => `${count} ${count === 1 ? 'term' : 'terms'} approved`;
