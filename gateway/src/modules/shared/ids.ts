/**
 * Ids from GraphQL arguments and route parameters, checked by their shape (the shared rules in
 * schema/src/rules/ids.ts) before they reach a data source — and so before any of them can
 * become a segment of a Care API path. BAD_USER_INPUT otherwise.
 */
import { isUserId, toRecordId } from '@luminate/schema/rules';
import { badUserInput } from '../../errors.ts';

/** Graph ids are strings; the Care API's records have positive whole-number ids in plain digits. */
export function parseId(value: string | number, what: string): number {
  const id = toRecordId(value);
  if (id === null) throw badUserInput(`Invalid ${what} id`);
  return id;
}

/** A user id (the identity provider's user id): its case kept, its shape checked by the shared rule. */
export function parseUid(value: string): string {
  if (!isUserId(value)) throw badUserInput('Invalid user id');
  return value;
}
