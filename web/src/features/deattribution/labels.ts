/** Words the Deattribution Dashboard shows for statuses and successful decisions. */

/** Status enum values as words: 'PendingAppCdReview' → 'Pending App Cd Review'. */
export function statusLabel(status: string): string {
  return status.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** The toast of every successful decision. */
export const SUCCESS_TITLE = 'Success!';
