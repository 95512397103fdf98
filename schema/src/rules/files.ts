/**
 * File Dashboard rules, shared by the web's dialogs (live feedback), the gateway's mutations and
 * the Care API's file routes, so all three answer alike.
 *
 * Patterns are regular expressions typed by a person and run against file names, on the server
 * as well as in the browser, so a pattern must never be able to run away (catastrophic
 * backtracking). Two bounds make that impossible:
 * - a file name is at most FILE_NAME_MAX_LENGTH characters and a pattern at most
 *   FILE_PATTERN_MAX_LENGTH;
 * - a pattern runs as a regular expression only when it stays inside a safe subset: no
 *   back-references and no look-arounds, at most FILE_PATTERN_MAX_REPEATS variable quantifiers
 *   (`*`, `+`, `?`, `{n,}`, `{n,m}`), counts in braces no larger than the longest name, and no
 *   repeated group (`(…)*`, `(…)+`, `(…){n,m}`) that itself holds a quantifier or an alternation.
 *   With those, matching one name costs at most a polynomial of small degree in the name's length
 *   (well under a millisecond for 255 characters).
 * Anything else (an invalid expression, or one outside the subset) is matched as literal text,
 * its special characters escaped: it still gives a definite yes or no, never an error or a hang.
 * Matching is case-insensitive unless asked otherwise.
 */
import { z } from 'zod';
import { safeText } from './text.ts';
import { optionalRecordId, requiredRecordId, toRecordId } from './ids.ts';

/** The adhoc category: applied to a file directly, with no category pattern. */
export const ADHOC_FILE_CATEGORY_ID = 1;
/** The shortest pattern a category or file type accepts. */
export const FILE_PATTERN_MIN_LENGTH = 5;
/** The longest pattern anyone may store or test. */
export const FILE_PATTERN_MAX_LENGTH = 200;
/** The longest file name the file store keeps. */
export const FILE_NAME_MAX_LENGTH = 255;
/** The most variable quantifiers a pattern may hold and still run as a regular expression. */
export const FILE_PATTERN_MAX_REPEATS = 2;
/** The uncategorised badge shows the count up to this, then '99+'. */
export const UNCATEGORIZED_BADGE_CAP = 99;
/** At most this many matching files answer a pattern test. */
export const FILE_PATTERN_MATCH_LIMIT = 25;
/** The longest source name. */
export const FILE_SOURCE_NAME_MAX_LENGTH = 100;

export const FILE_MESSAGES = {
  regexMatches: 'Regex matches filename.',
  categoryRegexMismatch: 'Regex does not match on filename or regex is not longer than 5 characters.',
  adhocNeedsNoRegex: 'Adhoc files do not need a regex pattern.',
  typeRegexMismatch: 'Regex does not match on filename or length not long enough',
  destinationRequired: 'Choose at least one destination',
  category: 'Choose a category',
  source: 'Choose a source',
  sourceName: 'Name is required',
  userToInform: 'User to inform must be an e-mail address',
} as const;

/** The label of the uncategorised badge: the count, or '99+' above 99. */
export const uncategorizedBadgeLabel = (count: number): string =>
  count > UNCATEGORIZED_BADGE_CAP ? `${UNCATEGORIZED_BADGE_CAP}+` : String(count);

/** `text` with every regular-expression special character escaped, so it matches itself. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

interface Group {
  /** The group holds a quantifier or an alternation (directly or in a nested group). */
  complex: boolean;
}

/**
 * True when `source` is inside the safe subset described above. It reads the pattern once,
 * token by token: escapes, character classes, groups and quantifiers.
 */
export function isSafeFilePattern(source: string): boolean {
  if (source.length > FILE_PATTERN_MAX_LENGTH) return false;
  const stack: Group[] = [{ complex: false }];
  let repeats = 0;
  /** Whether the last atom was a group, and whether that group was complex. */
  let lastGroupComplex: boolean | null = null;
  let i = 0;
  const markComplex = () => {
    for (const g of stack) g.complex = true;
  };
  while (i < source.length) {
    const c = source[i];
    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined) return false;
      // Back-references (\1 … \9, \k<name>) make matching exponential.
      if (/[1-9k]/.test(next)) return false;
      i += 2;
      lastGroupComplex = null;
      continue;
    }
    if (c === '[') {
      // A character class is one atom: skip to its closing bracket.
      let j = i + 1;
      if (source[j] === '^') j += 1;
      if (source[j] === ']') j += 1;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      if (j >= source.length) return false;
      i = j + 1;
      lastGroupComplex = null;
      continue;
    }
    if (c === '(') {
      if (source[i + 1] === '?') {
        const kind = source.slice(i + 2, i + 4);
        // Look-aheads and look-behinds are refused; only (?:…) and named groups (?<name>…) pass.
        if (kind.startsWith('=') || kind.startsWith('!') || kind === '<=' || kind === '<!') return false;
        if (!kind.startsWith(':') && !kind.startsWith('<')) return false;
      }
      stack.push({ complex: false });
      i += 1;
      lastGroupComplex = null;
      continue;
    }
    if (c === ')') {
      if (stack.length < 2) return false;
      const group = stack.pop() as Group;
      lastGroupComplex = group.complex;
      i += 1;
      continue;
    }
    if (c === '|') {
      markComplex();
      i += 1;
      lastGroupComplex = null;
      continue;
    }
    if (c === '*' || c === '+' || c === '?' || c === '{') {
      let min = c === '+' ? 1 : 0;
      let max = c === '?' ? 1 : Infinity;
      let length = 1;
      if (c === '{') {
        const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
        if (!braces) {
          // A brace that is not a quantifier is a literal character.
          i += 1;
          lastGroupComplex = null;
          continue;
        }
        min = Number(braces[1]);
        max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
        if (min > FILE_NAME_MAX_LENGTH || (max !== Infinity && max > FILE_NAME_MAX_LENGTH)) return false;
        length = braces[0].length;
      }
      // A group holding a quantifier or an alternation, repeated more than once, can backtrack exponentially.
      if (lastGroupComplex && max > 1) return false;
      if (max !== min) {
        repeats += 1;
        if (repeats > FILE_PATTERN_MAX_REPEATS) return false;
        markComplex();
      }
      i += length;
      // A lazy marker (`*?`) belongs to the quantifier.
      if (source[i] === '?') i += 1;
      lastGroupComplex = null;
      continue;
    }
    i += 1;
    lastGroupComplex = null;
  }
  if (stack.length !== 1) return false;
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * The regular expression a pattern runs as: the pattern itself inside the safe subset, else the
 * pattern as literal text. Case-insensitive unless `caseSensitive`.
 */
export function compileFilePattern(pattern: string, options: { caseSensitive?: boolean } = {}): RegExp {
  const flags = options.caseSensitive ? '' : 'i';
  const bounded = pattern.slice(0, FILE_PATTERN_MAX_LENGTH);
  return new RegExp(isSafeFilePattern(bounded) ? bounded : escapeRegExp(bounded), flags);
}

/** Whether a pattern matches a file name (case-insensitive unless asked), by the rules above. */
export function filePatternMatches(pattern: string, fileName: string, options: { caseSensitive?: boolean } = {}): boolean {
  if (pattern.length > FILE_PATTERN_MAX_LENGTH) return false;
  return compileFilePattern(pattern, options).test(fileName.slice(0, FILE_NAME_MAX_LENGTH));
}

/** The file's extension, lower case, without the dot; '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether a file type's pattern ends with the file's extension: the pattern, without a closing
 * `$`, ends with a dot (escaped or not) and the extension, case-insensitively. A file without an
 * extension sets no such condition.
 */
export function patternHasExtension(pattern: string, fileName: string): boolean {
  const extension = fileExtension(fileName);
  if (extension === '') return true;
  const body = pattern.replace(/\$$/, '').toLowerCase();
  return body.endsWith(`.${extension}`);
}

export interface RegexFeedback {
  /** The pattern is acceptable for this file. */
  ok: boolean;
  /** The message shown under the regex input. */
  message: string;
}

/**
 * Live feedback of the categorise dialog. The adhoc category needs no pattern; any other needs a
 * pattern that is not blank, has at least 5 characters and matches the file's name.
 */
export function categoryRegexFeedback(
  regex: string | null | undefined,
  fileName: string,
  categoryId: number | string | null | undefined,
): RegexFeedback {
  if (toRecordId(categoryId) === ADHOC_FILE_CATEGORY_ID) return { ok: true, message: FILE_MESSAGES.adhocNeedsNoRegex };
  const pattern = regex ?? '';
  const ok = pattern.trim() !== '' && pattern.length >= FILE_PATTERN_MIN_LENGTH && filePatternMatches(pattern, fileName);
  return ok ? { ok, message: FILE_MESSAGES.regexMatches } : { ok, message: FILE_MESSAGES.categoryRegexMismatch };
}

/**
 * Live feedback of the create-file-type dialog: a pattern of at least 5 characters that ends with
 * the file's extension and matches the file's name.
 */
export function fileTypeRegexFeedback(regex: string | null | undefined, fileName: string): RegexFeedback {
  const pattern = regex ?? '';
  const ok =
    pattern.trim() !== '' &&
    pattern.length >= FILE_PATTERN_MIN_LENGTH &&
    patternHasExtension(pattern, fileName) &&
    filePatternMatches(pattern, fileName);
  return ok ? { ok, message: FILE_MESSAGES.regexMatches } : { ok, message: FILE_MESSAGES.typeRegexMismatch };
}

const patternText = z.string().max(FILE_PATTERN_MAX_LENGTH, `At most ${FILE_PATTERN_MAX_LENGTH} characters`);

/**
 * Categorising a file (the categorise dialog; the gateway and the Care API check it again with
 * the file's name): a category, and for any category but adhoc the pattern that the feedback
 * accepts. Adhoc drops any pattern typed. The user to inform is an optional e-mail address.
 */
export const categorizeFileRule = (fileName: string) =>
  z
    .object({
      categoryId: requiredRecordId(FILE_MESSAGES.category),
      regex: patternText.nullable().optional(),
      userToInform: z
        .union([safeText().trim().max(200), z.null()])
        .optional()
        .transform((v) => (v ? v : null))
        .refine((v) => v === null || z.email().safeParse(v).success, FILE_MESSAGES.userToInform),
    })
    .superRefine((v, ctx) => {
      const feedback = categoryRegexFeedback(v.regex, fileName, v.categoryId);
      if (!feedback.ok) ctx.addIssue({ code: 'custom', path: ['regex'], message: feedback.message });
    })
    .transform((v) => ({ ...v, regex: v.categoryId === ADHOC_FILE_CATEGORY_ID ? null : (v.regex ?? null) }));
export type CategorizeFileInput = z.infer<ReturnType<typeof categorizeFileRule>>;

const destinationIds = z.array(requiredRecordId(FILE_MESSAGES.destinationRequired)).min(1, FILE_MESSAGES.destinationRequired).max(50);

/** A new file type from a categorised file: the pattern the feedback accepts, and at least one destination. */
export const fileTypeRule = (fileName: string) =>
  z
    .object({ regex: patternText, destinationIds })
    .superRefine((v, ctx) => {
      const feedback = fileTypeRegexFeedback(v.regex, fileName);
      if (!feedback.ok) ctx.addIssue({ code: 'custom', path: ['regex'], message: feedback.message });
    })
    .transform((v) => ({ ...v, destinationIds: [...new Set(v.destinationIds)] }));
export type FileTypeInput = z.infer<ReturnType<typeof fileTypeRule>>;

/** A pattern of a config row (no one file to match): not blank and at least 5 characters. */
const configPattern = (message: string) => patternText.refine((v) => v.trim() !== '' && v.length >= FILE_PATTERN_MIN_LENGTH, message);

/** A file type's edit (Type Configs): pattern, source, category and at least one destination. */
export const fileTypeEditRule = z
  .object({
    regex: configPattern(FILE_MESSAGES.typeRegexMismatch),
    sourceId: requiredRecordId(FILE_MESSAGES.source),
    categoryId: requiredRecordId(FILE_MESSAGES.category),
    destinationIds,
  })
  .transform((v) => ({ ...v, destinationIds: [...new Set(v.destinationIds)] }));

/** A category pattern's edit (Category Configs): pattern, a category other than adhoc, and a source. */
export const categoryPatternEditRule = z.object({
  regex: configPattern(FILE_MESSAGES.categoryRegexMismatch),
  categoryId: requiredRecordId(FILE_MESSAGES.category).refine((id) => id !== ADHOC_FILE_CATEGORY_ID, FILE_MESSAGES.adhocNeedsNoRegex),
  sourceId: requiredRecordId(FILE_MESSAGES.source),
});

/** Add Source and a source's edit: the name is required; payer optional. */
export const fileSourceRule = z.object({
  name: safeText().trim().min(1, FILE_MESSAGES.sourceName).max(FILE_SOURCE_NAME_MAX_LENGTH),
  payerId: optionalRecordId(),
  displayOnDashboard: z.boolean().default(false),
});
export type FileSourceInput = z.infer<typeof fileSourceRule>;

/** Sending a file: the destination source. */
export const sendFileRule = z.object({ destinationId: requiredRecordId('Choose a destination') });
