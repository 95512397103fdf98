/**
 * After a decision the request leaves its pending tab and joins History. moveBetweenTabLists adds
 * it to the unfiltered first History page; the History tab of a CD or OM starts filtered to the
 * requests they handled themselves ('Handled by me'), and that filter can be checked here, so the
 * request also joins a cached first page filtered to its handler.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import { moveBetweenTabLists, storedArgs } from '../../shared/lib/tab-lists.ts';
import type { DncRequestFilter, DncRequestRowFragment } from '../../generated/graphql.ts';

const FIELD = 'dncRequests';

interface CachedPage {
  nodes: readonly Reference[];
  totalCount: number;
}

/** A cached page of the list: its nodes are references to the cached rows. */
function isCachedPage(value: unknown): value is CachedPage {
  return typeof value === 'object' && value !== null && Array.isArray((value as { nodes?: unknown }).nodes);
}

/** True when every filter is 'handled by <id>' and the request was handled by that employee. */
function matchesHandledByFilters(filters: readonly DncRequestFilter[], request: DncRequestRowFragment): boolean {
  return filters.every((f) => f.field === 'HANDLED_BY_ID' && f.matchMode === 'EQUALS' && f.value === request.handledBy?.id);
}

export function moveDncRequest(cache: ApolloCache, request: DncRequestRowFragment): void {
  const record = { __typename: 'DncRequest', id: request.id };
  moveBetweenTabLists(cache, { fieldName: FIELD, record, tab: request.tab });
  const ref = cache.identify(record);
  if (!ref || !request.handledBy) return;
  cache.modify({
    fields: {
      [FIELD]: (value, { storeFieldName, readField, toReference }) => {
        if (!isCachedPage(value)) return value as unknown;
        const page = value;
        const args = storedArgs(storeFieldName, FIELD) as {
          tab?: string;
          filters?: DncRequestFilter[] | null;
          skip?: number;
          take?: number;
        };
        const filters = args.filters ?? [];
        // Unfiltered pages were handled above; later pages cannot know where the request belongs.
        if (args.tab !== request.tab || filters.length === 0 || (args.skip ?? 0) !== 0) return page;
        if (!matchesHandledByFilters(filters, request)) return page;
        if (page.nodes.some((node) => readField('id', node) === request.id)) return page;
        const node = toReference(ref);
        if (!node) return page;
        const nodes = [node, ...page.nodes];
        if (args.take !== undefined && nodes.length > args.take) nodes.length = args.take;
        return { ...page, nodes, totalCount: page.totalCount + 1 };
      },
    },
  });
}
