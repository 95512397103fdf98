/**
 * Keeps an approval dashboard's open page live: a subscription (shared/approvals/live-queues.graphql)
 * with the page query's own variables, whose every update is written into Apollo's cache as the
 * answer of that page query and of the dashboard's tab-count query. The table and the tab labels
 * read those from the normalised cache, so a row decided, added or moved by anyone leaves or
 * enters the list with the counts, and the page sends no list query for it.
 *
 * - The cache documents are made from the subscription document itself: the page query is the
 *   subscription's `page` selection under the list field with the same arguments and variables
 *   (so it is stored under the same cache key as the table's own query), the count query its
 *   `tabCounts` selection. The subscription selects what the table's queries select (the same
 *   row fragment), so what is written is complete for them.
 * - It runs only while the page is visible (and not `paused`): a hidden tab holds no socket. On
 *   becoming visible again, and after the socket reconnected, the page and counts are fetched
 *   once, since a change may have been missed meanwhile.
 * - A subscription the gateway ends (an expired sign-in) starts again on a new socket, which signs
 *   in with the current token, after the live connections' waits (0, 2, 10, 30 s).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Client } from 'graphql-ws';
import { reconnectDelayMs, subscribeLive, useLiveAuthorization, useLiveSocketFactory } from '../lib/live-socket.ts';

/** Each live queue's list field and tab-count field, as the dashboards query them. */
const CACHE_FIELDS: Readonly<Record<string, { page: string; counts: string }>> = {
  dncQueue: { page: 'dncRequests', counts: 'dncTabCounts' },
  eligibilityChangeQueue: { page: 'eligibilityChanges', counts: 'deattributionTabCounts' },
  officeTransferQueue: { page: 'officeTransfers', counts: 'transferTabCounts' },
};

interface LiveQueueDocuments {
  /** The subscription, with __typename everywhere (the cache identifies rows and counts by it). */
  subscription: DocumentNode;
  field: string;
  pageField: string;
  countsField: string;
  page: DocumentNode;
  counts: DocumentNode;
}

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;

function queryOf(
  operationName: string,
  field: FieldNode,
  operation: OperationDefinitionNode,
  fragments: FragmentDefinitionNode[],
): DocumentNode {
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.QUERY,
        name: name(operationName),
        variableDefinitions: field.arguments?.length ? operation.variableDefinitions : [],
        selectionSet: { kind: Kind.SELECTION_SET, selections: [field] },
      },
      ...fragments,
    ],
  };
}

/** The subscription's cache documents (see the file's comment); throws for a document that is not a live queue. */
function documentsOf(document: DocumentNode): LiveQueueDocuments {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const fragments = document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  const root = operation?.selectionSet.selections[0];
  const fields = root?.kind === Kind.FIELD ? CACHE_FIELDS[root.name.value] : undefined;
  if (!operation || operation.operation !== OperationTypeNode.SUBSCRIPTION || root?.kind !== Kind.FIELD || !fields) {
    throw new Error('useLiveQueue takes one of the live queue subscriptions');
  }
  const part = (partName: string): SelectionSetNode => {
    const found = root.selectionSet?.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === partName);
    if (!found?.selectionSet) throw new Error(`The live queue subscription must select ${partName}`);
    return found.selectionSet;
  };
  const base = operation.name?.value ?? 'LiveQueue';
  const page: FieldNode = { kind: Kind.FIELD, name: name(fields.page), arguments: root.arguments, selectionSet: part('page') };
  const counts: FieldNode = { kind: Kind.FIELD, name: name(fields.counts), selectionSet: part('tabCounts') };
  return {
    subscription: addTypenameToDocument(document),
    field: root.name.value,
    pageField: fields.page,
    countsField: fields.counts,
    page: queryOf(`${base}Page`, page, operation, fragments),
    counts: queryOf(`${base}Counts`, counts, operation, fragments),
  };
}

/** Writes one update as the answers of the page and tab-count queries, in one broadcast. */
function writeUpdate(client: ApolloClient, docs: LiveQueueDocuments, variables: Record<string, unknown>, data: unknown): void {
  const update = (data as Record<string, { page?: unknown; tabCounts?: unknown } | undefined>)[docs.field];
  if (!update?.page || !update.tabCounts) return;
  client.cache.batch({
    update: (cache) => {
      cache.writeQuery({ query: docs.page, variables, data: { [docs.pageField]: update.page } });
      cache.writeQuery({ query: docs.counts, data: { [docs.countsField]: update.tabCounts } });
    },
  });
}

/** The root fields an operation selects. */
function rootFields(query: DocumentNode): string[] {
  const operation = query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operation?.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])) ?? [];
}

/**
 * Fetches the page and the counts once, into the cache (after a time without the subscription):
 * the dashboard's own queries on screen that read them run again, as the app's trusted documents
 * (a production gateway runs no document built here).
 */
function refetch(client: ApolloClient, docs: LiveQueueDocuments): void {
  for (const query of client.getObservableQueries('active')) {
    const fields = rootFields(query.query);
    if (fields.includes(docs.pageField) || fields.includes(docs.countsField)) void query.refetch().catch(() => undefined);
  }
}

/** True while the document is visible (the tab in front, the window not minimised). */
function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    update();
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

export interface LiveQueueOptions {
  /** No subscription while true (as while the page is hidden). */
  paused?: boolean;
}

/**
 * Subscribes `document` (LiveDncQueueDocument, LiveEligibilityChangeQueueDocument or
 * LiveOfficeTransferQueueDocument) with the variables of the table's page query, passed whole.
 */
export function useLiveQueue<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: LiveQueueOptions = {},
): void {
  const client = useApolloClient();
  const factory = useLiveSocketFactory();
  const authorization = useLiveAuthorization();
  const visible = useDocumentVisible();
  const active = visible && !options.paused;
  const docs = useMemo(() => documentsOf(document), [document]);
  // One subscription per distinct set of variables, however often the object is rebuilt.
  const key = JSON.stringify(variables);
  /** Set while the subscription was off: the next start fetches once. */
  const missed = useRef(false);

  useEffect(() => {
    if (!active) {
      missed.current = true;
      return;
    }
    const vars = JSON.parse(key) as Record<string, unknown>;
    if (missed.current) {
      missed.current = false;
      refetch(client, docs);
    }
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let socket: Client | null = null;
    let unsubscribe = () => {};

    const start = () => {
      let connectedBefore = false;
      const current = factory({
        authorization,
        onEvent: (event) => {
          if (stopped || event.type !== 'connected') return;
          // A reconnect re-subscribes by itself; what changed while the socket was away is fetched.
          if (connectedBefore) refetch(client, docs);
          connectedBefore = true;
        },
      });
      socket = current;
      unsubscribe = subscribeLive(current, docs.subscription as TypedDocumentNode<TData, Record<string, unknown>>, vars, {
        next: (data) => {
          if (stopped) return;
          attempt = 0;
          writeUpdate(client, docs, vars, data);
        },
        error: () => {
          // The gateway ended the subscription (e.g. the sign-in expired) or the socket gave up:
          // start over on a new socket, which signs in with the current token.
          if (stopped) return;
          unsubscribe();
          void current.dispose();
          const delayMs = reconnectDelayMs(attempt++);
          timer = setTimeout(() => {
            if (stopped) return;
            refetch(client, docs);
            start();
          }, delayMs);
        },
      });
    };
    start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      void socket?.dispose();
    };
  }, [active, key, client, docs, factory, authorization]);
}
