/**
 * How the gateway reads an organisation's access tokens: the claim map (below) and where a value
 * sits in the token's payload, written as a path (TOKEN_CLAIMS_PATH,
 * TOKEN_USER_ID_PATH, TOKEN_EMPLOYEE_ID_PATH), in the dotted form with bracketed keys that Hasura's
 * `claims_namespace_path` uses:
 *
 * - `claims`, `app_metadata.luminate.claims`: keys from the payload's top level, separated by dots;
 *   a bare key holds letters, digits, `_` and `-` only;
 * - `["https://luminate.example/claims"]` or `['…']`: any other key (a URL, a key with dots or
 *   spaces), quoted in brackets (a backslash escapes the quote or a backslash inside);
 *   `["https://luminate.example/claims"].employeeId` and `app_metadata["luminate.ids"]` mix both;
 * - a leading `$` (the payload itself) is optional: `$.claims` is `claims`, and `$` alone names the
 *   whole payload (Firebase keeps custom claims at the top level).
 *
 * A path reads plain objects only (never into arrays), and only keys the payload itself holds.
 */
import { CLAIM_KEYS, isClaim, type Claim } from '@luminate/schema/claims';

/** The keys from the payload's top level down to the value; empty for the payload itself. */
export type ClaimPath = readonly string[];

const MAX_SEGMENTS = 16;
/** A bare key: letters, digits, `_` and `-`; any other key is quoted (so a URL is never split at its dots). */
const BARE = /^[A-Za-z0-9_-]+/;
const QUOTE_HINT = 'quote a key holding other characters than letters, digits, _ and - as ["…"]';

/** Parses a path, or throws an Error whose message says what is wrong (for the configuration error). */
export function parseClaimPath(text: string): ClaimPath {
  const segments: string[] = [];
  let i = 0;
  if (text.startsWith('$')) {
    i = 1;
    if (i < text.length && text[i] !== '.' && text[i] !== '[') throw new Error('must continue after $ with . or [');
    if (text[i] === '.') i++;
  }
  if (text.length === 0) throw new Error('must name a key');
  if (i === text.length) {
    if (text === '$') return segments;
    throw new Error('must not end with a dot');
  }
  let first = true;
  while (i < text.length) {
    if (text[i] === '[') {
      const quote = text[i + 1];
      if (quote !== '"' && quote !== "'") throw new Error(`expects a quoted key after [ at position ${i + 1}`);
      let key = '';
      let j = i + 2;
      for (; j < text.length && text[j] !== quote; j++) {
        if (text[j] === '\\') j++;
        if (j < text.length) key += text[j];
      }
      if (j >= text.length || text[j + 1] !== ']') throw new Error(`has an unclosed quoted key at position ${i + 1}`);
      if (!key) throw new Error('must not hold an empty key');
      segments.push(key);
      i = j + 2;
    } else {
      if (!first) {
        if (text[i] !== '.') throw new Error(`expects . or [ at position ${i + 1} (${QUOTE_HINT})`);
        i++;
      }
      const bare = BARE.exec(text.slice(i))?.[0];
      if (!bare) throw new Error(`expects a key at position ${i + 1} (${QUOTE_HINT})`);
      segments.push(bare);
      i += bare.length;
    }
    first = false;
    if (segments.length > MAX_SEGMENTS) throw new Error(`must have at most ${MAX_SEGMENTS} keys`);
  }
  return segments;
}

/** The value at `path` in `payload`, or undefined when a step is missing or is not a plain object. */
export function readClaimPath(payload: unknown, path: ClaimPath): unknown {
  let value: unknown = payload;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Parses TOKEN_CLAIM_MAP: a JSON object from the organisation's claim names to Luminate's
 * (`{"org.claim.name": "dataMgmt"}`; several names may stand for one claim). Throws an Error naming
 * every entry that maps to a claim Luminate does not have.
 */
export function parseClaimMap(text: string): ReadonlyMap<string, Claim> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('must be a JSON object such as {"org-claim-name": "dataMgmt"}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('must be a JSON object such as {"org-claim-name": "dataMgmt"}');
  }
  const entries = Object.entries(parsed);
  if (entries.length === 0) throw new Error('must map at least one claim name');
  const map = new Map<string, Claim>();
  const unknown: string[] = [];
  for (const [name, target] of entries) {
    if (!name.trim()) throw new Error('must not map an empty claim name');
    if (typeof target === 'string' && isClaim(target)) map.set(name, target);
    else unknown.push(`${JSON.stringify(name)} → ${JSON.stringify(target)}`);
  }
  if (unknown.length) {
    throw new Error(`maps to claims Luminate does not have: ${unknown.join(', ')} (Luminate's claims: ${CLAIM_KEYS.join(', ')})`);
  }
  return map;
}
