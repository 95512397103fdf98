/**
 * Text that may travel to the Care API. Control characters are never part of what a person
 * types into a field; in a URL or a database value they change meaning or make the receiving
 * side fail (a NUL byte is an error for PostgreSQL text). So every string sent upstream is
 * checked here, by the web forms, the gateway (centrally, before any request leaves) and the
 * sandbox's request validation alike.
 *
 * Refused: U+0000–U+001F, U+007F, the line and paragraph separators U+2028/U+2029, and lone
 * UTF-16 surrogates (half a character: JSON and URL encoders would silently turn it into
 * something else). Free-text fields — notes typed into a text area, log lines — may also hold
 * tab, line feed and carriage return; nothing else.
 */
import { z } from 'zod';

const LINE_BREAKS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d]);

/**
 * Refused: C0 controls (U+0000–U+001F), DEL, the line and paragraph separators, and a surrogate
 * standing alone. Iterating a string by code points keeps a well-formed pair together, so a
 * surrogate code is only ever seen here when its other half is missing.
 */
function isRefused(code: number, multiline: boolean): boolean {
  if (code <= 0x1f) return !(multiline && LINE_BREAKS.has(code));
  return code === 0x7f || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff);
}

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

export interface TextOptions {
  /** Tab, line feed and carriage return allowed (free text typed into a text area). */
  multiline?: boolean;
}

/** The first refused character as `U+XXXX`, or null when the text is clean. */
export function controlCharacterIn(text: string, options: TextOptions = {}): string | null {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (isRefused(code, options.multiline ?? false)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return null;
}

/**
 * Names of fields that hold free text (typed notes, client log lines): the only places where
 * tab and line breaks are accepted. Any other string sent upstream is single-line.
 */
export const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'note',
  'notes',
  'userNotes',
  'handlerNote',
  'transitionNotes',
  'transitionPlan',
  'logs',
]);

export interface ControlCharacterFinding {
  /** Where in the value, e.g. `note` or `logs.3` ('' for a bare string). */
  path: string;
  /** The refused character, e.g. `U+0000` (or `nesting` for a value too deep to check). */
  character: string;
}

/** Deeper values are refused rather than left unchecked; no contract nests anywhere near this. */
const MAX_DEPTH = 64;

/**
 * Walks a JSON-like value (strings, arrays, plain objects) and reports the first string with a
 * refused character. A string is free text when the nearest property name above it is in
 * FREE_TEXT_FIELDS (`rootName` names a bare value, e.g. a body that is a list of log lines).
 * Property names themselves are checked as single-line text.
 */
export function findControlCharacter(value: unknown, rootName?: string): ControlCharacterFinding | null {
  const walk = (node: unknown, path: string[], field: string | undefined, depth: number): ControlCharacterFinding | null => {
    if (depth > MAX_DEPTH) return { path: path.join('.'), character: 'nesting' };
    if (typeof node === 'string') {
      const character = controlCharacterIn(node, { multiline: field !== undefined && FREE_TEXT_FIELDS.has(field) });
      return character ? { path: path.join('.'), character } : null;
    }
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const found = walk(node[i], [...path, String(i)], field, depth + 1);
        if (found) return found;
      }
      return null;
    }
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const inKey = controlCharacterIn(key);
        if (inKey) return { path: [...path, '(name)'].join('.'), character: inKey };
        const found = walk(child, [...path, key], key, depth + 1);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(value, [], rootName, 0);
}

/** A single-line string: no control characters at all. */
export const safeText = (message = CONTROL_CHARACTER_MESSAGE) => z.string().refine((s) => controlCharacterIn(s) === null, { message });

/** Free text (a note, a log line): tab and line breaks allowed, other control characters not. */
export const freeText = (message = CONTROL_CHARACTER_MESSAGE) =>
  z.string().refine((s) => controlCharacterIn(s, { multiline: true }) === null, { message });
