/**
 * Who may see App Availability: every signed-in user (the fields' bare `@auth`). The dashboard
 * shows providers' schedules as counts and times, no member data, and the navigation offers it
 * to all staff; it has no writes and no downloads.
 */
import type { Claim } from '@luminate/schema/claims';

/** No root field of this module is limited to a claim group. */
export const FIELD_ACCESS: Readonly<Record<string, readonly Claim[]>> = {};
