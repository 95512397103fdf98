/** Words the Deattribution Dashboard shows for successful decisions (statuses: statusLabel in shared/lib/format.ts). */

/** The toast of every successful decision. */
export const SUCCESS_TITLE = 'Success!';
