/**
 * The shapes of ids. An id often becomes a URL path segment of the Care API, so it is checked
 * by its shape before it is used: a value like `.`, `..`, `a/b` or the name of a literal route
 * (`/api/Users/Permissions`) must never be mistaken for an id.
 *
 * - Record ids (employees, members, offices, markets, campaigns, changes, …) are positive whole
 *   numbers written in plain decimal digits: no sign, exponent, hex, spaces or fractions.
 * - User ids (the identity provider's user id, usually the token's `sub`) keep their case: ids are
 *   case-sensitive (a Firebase uid is 28 letters and digits of both cases), so one is never
 *   lower-cased. A letter or digit, then letters, digits and `.` `_` `@` `|` `-`, at most 128
 *   characters, never two dots in a row: sign-in names, `u-<employeeId>`, e-mail addresses, UUIDs,
 *   Firebase uids and Auth0's `auth0|…` fit, while `/`, `\`, `%`, whitespace and control
 *   characters cannot appear, so the id stays one path segment however it is decoded. The Care
 *   API's literal segments under /api/Users (Permissions, FirebaseClaimsReport) are refused in any
 *   case, since its routes do not tell case apart.
 * - Community ids are `<market prefix>.<three digits>` (1.001); office names add another three
 *   digits (1.001.002).
 */
import { z } from 'zod';

const RECORD_ID = /^[1-9][0-9]{0,15}$/;
export const USER_ID = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._@|-]{0,127}$/;
/** The literal segments the Care API has beside `{uid}` under /api/Users, in lower case. */
const USER_ROUTE_WORDS: ReadonlySet<string> = new Set(['permissions', 'firebaseclaimsreport']);
export const COMMUNITY_ID = /^\d{1,4}\.\d{3}$/;

export const RECORD_ID_MESSAGE = 'must be a positive whole number';
export const USER_ID_MESSAGE = 'must be a user id (letters, digits and . _ @ | -, at most 128 characters)';
export const COMMUNITY_ID_MESSAGE = 'must be a community id like 1.001';

/** A record id from a string or number; null when it does not have the shape. */
export function toRecordId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !RECORD_ID.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && USER_ID.test(value) && !USER_ROUTE_WORDS.has(value.toLowerCase());

/** A record id as a route parameter or query value: accepts 42 or "42", answers the number. */
export const recordId = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    const id = toRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: RECORD_ID_MESSAGE });
      return z.NEVER;
    }
    return id;
  })
  .pipe(z.number().int().positive());

/** A record id a form requires (a picker's choice, a GraphQL ID): 42 or "42"; anything else gets `message`. */
export const requiredRecordId = (message: string) =>
  z.union([z.number(), z.string()], { message }).transform((value, ctx) => {
    const id = toRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** A record id a form may leave empty: null, undefined and '' are null; a malformed id gets `message`. */
export const optionalRecordId = (message: string = RECORD_ID_MESSAGE) =>
  z
    .union([z.number(), z.string()])
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      const id = toRecordId(value);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });

/** A user id (see above). */
export const userId = z.string().regex(USER_ID, USER_ID_MESSAGE).refine(isUserId, USER_ID_MESSAGE);

/** A community id such as 1.001. */
export const communityId = z.string().regex(COMMUNITY_ID, COMMUNITY_ID_MESSAGE);
