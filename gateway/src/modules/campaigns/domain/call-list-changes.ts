/**
 * Call-list updates (Subscription.callListUpdates): the whole list once, then only what changed.
 *
 * A change from one version of a campaign's list to the next is computed once and the same
 * object handed to every subscriber who holds the previous version (the hub pool gives every
 * subscriber of a campaign the same list objects), so the WebSocket transport executes and
 * serialises it once for all of them. A subscriber who holds anything else — nothing yet (its
 * first delivery), or an older version because it was too slow to take every change — gets the
 * whole list instead, also built once per version.
 *
 * The change: `removed` (members gone), and `placed` (members added, moved or whose row changed,
 * each with its index in the new list, ascending). Members kept in place are those of the longest
 * run of unchanged rows whose relative order both lists share, so a logged call (one member
 * leaves) is one id, and a re-scoring that moves a few rows moves only those.
 */
import type { CallListDto, CallListEntryDto } from '@luminate/schema/rest';
import type { CallListUpdateModel, PlacedEntry } from '../types.ts';

/** Above this share of the list placed, a change costs about as much as the list: send the list. */
const MAX_PLACED_SHARE = 0.5;

const sameRow = (a: CallListEntryDto, b: CallListEntryDto) =>
  a.memberId === b.memberId &&
  a.aaneelId === b.aaneelId &&
  a.fullName === b.fullName &&
  a.points === b.points &&
  a.primaryDriver === b.primaryDriver &&
  a.lastCallAttempt === b.lastCallAttempt;

/** Indexes (into `values`) of one longest strictly increasing subsequence (patience sorting). */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = []; // index into values of the smallest tail of each length
  const previous = new Array<number>(values.length).fill(-1);
  for (let i = 0; i < values.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]] < values[i]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1];
    tails[lo] = i;
  }
  const kept = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = previous[i]) kept.add(i);
  return kept;
}

const header = (list: CallListDto) => ({
  campaignId: list.campaignId,
  version: list.version,
  listDate: list.listDate,
  generatedAt: list.generatedAt,
  size: list.entries.length,
});

/** The change turning `before` into `after`, or null when sending `after` whole is as cheap. */
export function changeBetween(before: CallListDto, after: CallListDto): CallListUpdateModel | null {
  const oldIndex = new Map<number, number>();
  before.entries.forEach((entry, index) => oldIndex.set(entry.memberId, index));
  const present = new Set(after.entries.map((e) => e.memberId));
  const removed = before.entries.filter((e) => !present.has(e.memberId)).map((e) => e.memberId);

  // Rows of `after` that exist unchanged in `before`: positions in `after` and their old index.
  const candidates: number[] = [];
  const oldPositions: number[] = [];
  after.entries.forEach((entry, index) => {
    const at = oldIndex.get(entry.memberId);
    if (at !== undefined && sameRow(before.entries[at], entry)) {
      candidates.push(index);
      oldPositions.push(at);
    }
  });
  const keptPositions = longestIncreasing(oldPositions);
  const kept = new Set<number>();
  for (const i of keptPositions) kept.add(candidates[i]);

  const placed: PlacedEntry[] = [];
  after.entries.forEach((entry, index) => {
    if (!kept.has(index)) placed.push({ index, entry });
  });
  if (placed.length > Math.max(1, after.entries.length * MAX_PLACED_SHARE)) return null;
  return { ...header(after), previousVersion: before.version, list: null, removed, placed };
}

const wholeLists = new WeakMap<CallListDto, CallListUpdateModel>();
/** Per list: the change from the list before it (held weakly: a list must not keep its predecessors alive). */
const changes = new WeakMap<CallListDto, { before: WeakRef<CallListDto>; change: CallListUpdateModel | null }>();

/** The update carrying the whole list, one object per list version. */
export function wholeList(list: CallListDto): CallListUpdateModel {
  let update = wholeLists.get(list);
  if (!update) {
    update = { ...header(list), previousVersion: null, list, removed: [], placed: [] };
    wholeLists.set(list, update);
  }
  return update;
}

/**
 * What a subscriber holding `held` gets for `list`: the change when `held` is the list that
 * `list` replaced (`previousOf`), computed once per version for everyone; otherwise the whole list.
 */
export function updateFor(
  held: CallListDto | null,
  list: CallListDto,
  previousOf: (list: CallListDto) => CallListDto | undefined,
): CallListUpdateModel {
  if (!held || previousOf(list) !== held) return wholeList(list);
  let known = changes.get(list);
  if (!known || known.before.deref() !== held) {
    known = { before: new WeakRef(held), change: changeBetween(held, list) };
    changes.set(list, known);
  }
  return known.change ?? wholeList(list);
}
