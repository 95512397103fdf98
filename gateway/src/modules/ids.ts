import { badUserInput } from '../errors.ts';

/** Graph ids are strings; the Care API's are positive integers. BAD_USER_INPUT otherwise. */
export function parseId(value: string | number, what: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badUserInput(`Invalid ${what} id`);
  return id;
}
