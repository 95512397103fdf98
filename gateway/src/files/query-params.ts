import type { Request } from 'express';
import { badUserInput } from '../errors.ts';

/**
 * One value of a file route's query string as text: undefined when absent (or, with `blankIsAbsent`,
 * when only blanks), refused with BAD_USER_INPUT when the parameter is given more than once.
 */
export function queryParam(req: Request, name: string, opts: { blankIsAbsent?: boolean } = {}): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badUserInput(`${name} must be given once`);
  return opts.blankIsAbsent && value.trim() === '' ? undefined : value;
}
