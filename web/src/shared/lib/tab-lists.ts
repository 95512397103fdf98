/**
 * Dashboards list their records per tab (`eligibilityChanges(tab: OM, …)`), and a decision moves a
 * record from one tab to another. Instead of refetching, the mutation's `update` calls
 * `moveBetweenTabLists`: every cached page of the list field is visited, the record leaves the
 * pages of tabs that no longer list it, and joins the first unfiltered page of the tab that
 * does now. Filtered or later pages of the new tab cannot know where it belongs; they are left as
 * they are and correct themselves on their next fetch.
 *
 * A record created elsewhere (a Term, a DNC request or a transfer made on the member page) joins
 * its dashboard the same way with `insertIntoTabList`: it is in no cached page yet, so it only
 * joins the first unfiltered page of its tab (totalCount + 1). When the dashboard's list was never
 * loaded nothing is cached, nothing changes, and the dashboard fetches as usual when opened.
 *
 * A Mine page lists exactly the rows the viewer may decide: a record joins it only when its
 * `viewerCan.decide` (as the mutation answered it) is allowed, and leaves it when it is not.
 */
import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

interface CachedPage {
  __typename?: string;
  nodes: readonly Reference[];
  totalCount: number;
}

interface PageArgs {
  tab?: string;
  /** A Mine page lists only rows the viewer may decide. */
  mine?: boolean | null;
  filters?: unknown[] | null;
  skip?: number;
  take?: number;
}

/** Whether a cached value is a list (a field not read yet, or read as null, is not). */
export function isCachedList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/** The arguments a cached field was stored under: `eligibilityChanges({"filters":[],…,"tab":"OM"})`. */
export function storedArgs(storeFieldName: string, fieldName: string): PageArgs {
  const rest = storeFieldName.slice(fieldName.length).replace(/^:/, '');
  const json = rest.startsWith('(') && rest.endsWith(')') ? rest.slice(1, -1) : rest;
  if (!json) return {};
  try {
    return JSON.parse(json) as PageArgs;
  } catch {
    return {};
  }
}

export interface TabMove {
  /** The paged list field, e.g. `eligibilityChanges`. */
  fieldName: string;
  /** The decided record as the mutation answered it (already written to the cache). */
  record: { __typename: string; id: string };
  /** The tab that lists the record now; null when it left every tab. */
  tab: string | null;
}

export function moveBetweenTabLists(cache: ApolloCache, { fieldName, record, tab }: TabMove): void {
  const ref = cache.identify(record);
  if (!ref) return;
  cache.modify({
    fields: {
      [fieldName]: (value, { storeFieldName, readField, toReference }) => {
        const existing = value as CachedPage | undefined;
        if (!existing || !isCachedList(existing.nodes)) return value;
        const args = storedArgs(storeFieldName, fieldName);
        const has = existing.nodes.some((node) => readField('id', node) === record.id);
        const recordRef = toReference(ref);
        const mayDecide = () => {
          const can = recordRef && readField<StoreObject>('viewerCan', recordRef);
          const decide = can && readField<StoreObject>('decide', can);
          return decide ? readField<boolean>('allowed', decide) === true : false;
        };
        if (args.tab !== tab || (args.mine && !mayDecide())) {
          if (!has) return existing;
          return {
            ...existing,
            nodes: existing.nodes.filter((node) => readField('id', node) !== record.id),
            totalCount: Math.max(0, existing.totalCount - 1),
          };
        }
        if (has) return existing;
        const unfiltered = (args.skip ?? 0) === 0 && (args.filters ?? []).length === 0;
        if (!unfiltered || !recordRef) return existing;
        const nodes = [recordRef, ...existing.nodes];
        if (args.take !== undefined && nodes.length > args.take) nodes.length = args.take;
        return { ...existing, nodes, totalCount: existing.totalCount + 1 };
      },
    },
  });
}

export interface TabInsert {
  /** The paged list field, e.g. `eligibilityChanges`. */
  fieldName: string;
  /** The new record as the mutation answered it (already written to the cache). */
  record: { __typename: string; id: string };
  /** The tab that lists the new record; null when no tab does (nothing to add). */
  tab: string | null;
}

/** A new record joins the cached first unfiltered page of its tab (a move from nowhere). */
export function insertIntoTabList(cache: ApolloCache, { fieldName, record, tab }: TabInsert): void {
  if (tab === null) return;
  moveBetweenTabLists(cache, { fieldName, record, tab });
}
