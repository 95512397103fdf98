import type { CallListEntryViewFragment } from '../../generated/graphql.ts';

type Entry = CallListEntryViewFragment;

/** The columns a user may sort the call list by. */
export type CallListSortKey = 'aaneelId' | 'name' | 'points' | 'driver' | 'lastAttempt';

export interface CallListSort {
  key: CallListSortKey;
  direction: 'ascending' | 'descending';
}

/** A phone search needs this many digits: fewer would match a large part of the membership. */
export const PHONE_SEARCH_MIN_DIGITS = 7;

/**
 * The digits of a search that reads as a phone number (digits with the usual punctuation, enough
 * of them), or null when the search is a name or an id.
 */
export function phoneDigits(search: string): string | null {
  const trimmed = search.trim();
  if (!/^[\d\s()+.-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
}

/**
 * Whether a row matches the search box: its name or AaneelId contains the text (any case), or,
 * for a phone search, the member is one whose phone matched (`phoneMatches`, from the gateway).
 * An empty search matches every row.
 */
export function matchesSearch(row: Entry, search: string, phoneMatches: ReadonlySet<string> | null): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  if (row.fullName.toLowerCase().includes(needle) || row.aaneelId.toLowerCase().includes(needle)) return true;
  return phoneMatches?.has(row.memberId) ?? false;
}

const text = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').localeCompare(b ?? '', undefined, { sensitivity: 'base', numeric: true });

/** Compares two rows by one column, ascending; empty values come first. */
const COMPARE: Record<CallListSortKey, (a: Entry, b: Entry) => number> = {
  aaneelId: (a, b) => text(a.aaneelId, b.aaneelId),
  name: (a, b) => text(a.fullName, b.fullName),
  points: (a, b) => a.points - b.points,
  driver: (a, b) => text(a.primaryDriver, b.primaryDriver),
  lastAttempt: (a, b) => (a.lastCallAttempt ? Date.parse(a.lastCallAttempt) : 0) - (b.lastCallAttempt ? Date.parse(b.lastCallAttempt) : 0),
};

/**
 * The rows in the chosen order; without a choice, the list's own order (highest points first, as
 * the gateway sends it). Ties keep the list's order, so equal rows never jump around between updates.
 */
export function sortRows<T extends Entry>(rows: readonly T[], sort: CallListSort | null): readonly T[] {
  if (!sort) return rows;
  const compare = COMPARE[sort.key];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** The next sort after a click on a column's header: ascending, then descending, then the list's own order. */
export function nextSort(current: CallListSort | null, key: CallListSortKey): CallListSort | null {
  if (current?.key !== key) return { key, direction: key === 'points' ? 'descending' : 'ascending' };
  const first = key === 'points' ? 'descending' : 'ascending';
  return current.direction === first ? { key, direction: first === 'ascending' ? 'descending' : 'ascending' } : null;
}
