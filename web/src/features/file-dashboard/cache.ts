/**
 * Cache edits after the dashboard's writes. Changed records arrive whole and are normalised by id,
 * so tables showing them update by themselves; what the cache cannot know is list membership: a
 * categorised file no longer belongs to an uncategorised list, a delivered copy belongs to its
 * destination's history, a source shown on the dashboard belongs to the left list.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import type { Modifiers } from '@apollo/client/cache';
import { isCachedList } from '../../shared/lib/tab-lists.ts';
import {
  FileDashboardDocument,
  UncategorizedFileCountDocument,
  type CategoryConfigRowFragment,
  type FileSourceRowFragment,
  type TypeConfigRowFragment,
} from '../../generated/graphql.ts';

/** The arguments a `files(...)` list was stored under (Apollo keeps them as JSON in the field's name). */
function storedArgs(storeFieldName: string): Record<string, unknown> {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return {};
  try {
    return JSON.parse(storeFieldName.slice(open + 1, -1)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

interface StoredPage {
  totalCount: number;
  nodes: readonly Reference[];
}

/**
 * Files that now have a category leave every cached uncategorised list (the page shrinks and its
 * total drops), and the Uncategorized badge takes the count the server answered.
 */
export function removeFromUncategorized(cache: ApolloCache, fileIds: readonly string[], uncategorizedCount: number): void {
  const ids = new Set(fileIds);
  cache.modify<{ files: unknown }>({
    id: 'ROOT_QUERY',
    fields: {
      files: (value, { storeFieldName, readField }) => {
        const page = value as StoredPage | undefined;
        if (storedArgs(storeFieldName).uncategorized !== true || !page?.nodes) return value;
        const nodes = page.nodes.filter((node) => !ids.has(String(readField('id', node))));
        return { ...page, nodes, totalCount: Math.max(0, page.totalCount - (page.nodes.length - nodes.length)) };
      },
    },
  });
  cache.writeQuery({ query: UncategorizedFileCountDocument, data: { uncategorizedFileCount: uncategorizedCount } });
}

/** A file delivered to a source: that source's cached histories are dropped, so they are read again when shown. */
export function forgetSourceHistories(cache: ApolloCache, sourceId: string): void {
  cache.modify<{ files: unknown }>({
    id: 'ROOT_QUERY',
    fields: {
      files: (value, { storeFieldName, DELETE }) => (String(storedArgs(storeFieldName).sourceId) === sourceId ? DELETE : value),
    },
  });
}

/** Appends a record to a cached root list (when that list has been read), unless it is there already. */
function appendTo(cache: ApolloCache, field: 'typeConfigs' | 'categoryConfigs', typename: string, id: string): void {
  const fields: Modifiers<Record<string, readonly Reference[]>> = {
    [field]: (value, { toReference, readField }) => {
      if (!isCachedList(value) || value.some((ref: Reference) => readField('id', ref) === id)) return value;
      const ref = toReference({ __typename: typename, id });
      return ref ? [...value, ref] : value;
    },
  };
  cache.modify<Record<string, readonly Reference[]>>({ id: 'ROOT_QUERY', fields });
}

/** A new file type joins the Type Configs list. */
export function appendTypeConfig(cache: ApolloCache, type: TypeConfigRowFragment): void {
  appendTo(cache, 'typeConfigs', 'FileType', type.id);
}

/** A new category pattern joins the Category Configs list. */
export function appendCategoryConfig(cache: ApolloCache, pattern: CategoryConfigRowFragment): void {
  appendTo(cache, 'categoryConfigs', 'FileCategoryPattern', pattern.id);
}

/**
 * A source added or edited: it is in the list of every source, and in the dashboard's left list
 * exactly while it is displayed on the dashboard (kept in name order).
 */
export function placeSource(cache: ApolloCache, source: FileSourceRowFragment): void {
  const byName = (readName: (ref: Reference) => string) => (a: Reference, b: Reference) => readName(a).localeCompare(readName(b), 'en');
  cache.modify<{ fileSources: readonly Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      fileSources: (value, { toReference, readField }) => {
        if (!isCachedList(value) || value.some((ref: Reference) => readField('id', ref) === source.id)) return value;
        const ref = toReference({ __typename: 'FileSource', id: source.id });
        return ref ? [...(value as Reference[]), ref].sort(byName((r) => String(readField('name', r)))) : value;
      },
    },
  });
  const dashboard = cache.readQuery({ query: FileDashboardDocument });
  if (!dashboard) return;
  const others = dashboard.fileDashboardSources.filter((s) => s.id !== source.id);
  const listed = source.displayOnDashboard
    ? [...others, { __typename: 'FileSource' as const, id: source.id, name: source.name, displayOnDashboard: true }]
    : others;
  listed.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  cache.writeQuery({ query: FileDashboardDocument, data: { ...dashboard, fileDashboardSources: listed } });
}
