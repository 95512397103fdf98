/**
 * Dashboards list their records per tab (`eligibilityChanges(tab: OM, …)`), and a decision moves a
 * record from one tab to another. Instead of refetching, the mutation's `update` calls
 * `moveBetweenTabLists`: every cached page of the list field is visited, the record leaves the
 * pages of tabs that no longer list it, and joins the first unfiltered page of the tab that
 * does now. Filtered or later pages of the new tab cannot know where it belongs; they are left as
 * they are and correct themselves on their next fetch.
 */
import type { ApolloCache, Reference } from '@apollo/client';

interface CachedPage {
  __typename?: string;
  nodes: readonly Reference[];
  totalCount: number;
}

interface PageArgs {
  tab?: string;
  filters?: unknown[] | null;
  skip?: number;
  take?: number;
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
        if (!existing || !Array.isArray(existing.nodes)) return value;
        const args = storedArgs(storeFieldName, fieldName);
        const has = existing.nodes.some((node) => readField('id', node) === record.id);
        if (args.tab !== tab) {
          if (!has) return existing;
          return {
            ...existing,
            nodes: existing.nodes.filter((node) => readField('id', node) !== record.id),
            totalCount: Math.max(0, existing.totalCount - 1),
          };
        }
        if (has) return existing;
        const unfiltered = (args.skip ?? 0) === 0 && (args.filters ?? []).length === 0;
        const node = toReference(ref);
        if (!unfiltered || !node) return existing;
        const nodes = [node, ...existing.nodes];
        if (args.take !== undefined && nodes.length > args.take) nodes.length = args.take;
        return { ...existing, nodes, totalCount: existing.totalCount + 1 };
      },
    },
  });
}
