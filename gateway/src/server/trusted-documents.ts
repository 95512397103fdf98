/**
 * Trusted documents: the operations the web client ships, extracted by its build into
 * persisted-documents.json (each document's text under the hex sha256 of that text) beside the
 * built client in WEB_DIST. The client sends them by hash (`extensions.persistedQuery.sha256Hash`);
 * the gateway runs the manifest's text for that hash, whatever text came with it.
 *
 * Where trusted documents are required (production, unless TRUSTED_DOCUMENTS says otherwise),
 * only those documents run, except for holders of the explorer right (the Developers playground),
 * whose documents run as sent. Everyone else's own document, and any attempt to register a new
 * hash (automatic persisted queries), is refused with PERSISTED_QUERY_REQUIRED and HTTP 400.
 * Where they are open, anything runs, as sent or by a hash of the manifest or one registered before.
 *
 * Apollo Client's cache asks every object's __typename (it adds the field to each selection set
 * but the operation's own, before sending); the manifest holds the documents as written, so each
 * runs with those fields added, as the client would have sent it.
 *
 * A trusted hash costs no per-request work on the document: the text it runs (with the __typename
 * fields) is built and hashed once, when the manifest is read. Where trusted documents are
 * required, Apollo is handed the hash of that text (its persisted-query store is the manifest, read
 * only), so it neither hashes nor parses nor validates the text again: its document store keeps
 * the parsed and validated document under that hash. Where they are open, the text is handed over
 * and Apollo hashes it to find the same stored document. The cost estimate is remembered per parsed
 * operation (query-cost/limit.ts) and the WebSocket check per text (query-limits.ts), so both are
 * computed once per trusted document too.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import type { PersistedQueryOptions } from '@apollo/server';
import { Kind, parse, print, visit, type ASTNode, type FieldNode } from 'graphql';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import type { Viewer } from '../context.ts';
import { viewerHasAny } from '../auth/viewer.ts';
import { ErrorCode } from '../errors.ts';
import { sendGraphqlHttpError } from './http-errors.ts';

/** The manifest's file name in WEB_DIST (written by the web build). */
const TRUSTED_DOCUMENTS_FILE = 'persisted-documents.json';

const PERSISTED_QUERY_REQUIRED = 'PERSISTED_QUERY_REQUIRED';
const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';

const TRUSTED_ONLY_MESSAGE =
  "This gateway runs only the web app's trusted documents; arbitrary documents need the explorer right (superAdmin)";
const REGISTRATION_CLOSED_MESSAGE =
  "This gateway does not register new documents; it runs only the web app's trusted documents, and arbitrary documents need the explorer right (superAdmin)";
const UNKNOWN_HASH_MESSAGE = 'No trusted document has this hash; the web app may be newer or older than the gateway: reload the page';

/**
 * The explorer right: running documents of one's own and introspecting the graph where the
 * gateway otherwise allows neither (production).
 */
export function mayExplore(viewer: Viewer | null | undefined): boolean {
  return viewerHasAny(viewer, CLAIM_GROUPS.explorers);
}

/** What to do with one operation's `query` and `extensions`. */
type TrustedOutcome =
  /** Leave the operation as it came. */
  | { kind: 'as-sent' }
  /**
   * Run this text. With `storedHash`, Apollo's persisted-query store holds the text under that
   * hash: HTTP hands Apollo the hash instead of the text.
   */
  | { kind: 'document'; query: string; storedHash?: string }
  | { kind: 'refused'; status: 400 | 401; message: string; code: string };

export interface TrustedDocuments {
  /** Whether only trusted documents run for users without the explorer right. */
  readonly required: boolean;
  /** How many documents the manifest holds (0 when open and no manifest was found). */
  readonly size: number;
  /** The names of the manifest's operations: the only operation names metrics and spans carry. */
  readonly operationNames: ReadonlySet<string>;
  /**
   * Apollo's `persistedQueries` option: where trusted documents are required, a store that holds
   * only the trusted documents' texts (under each text's own hash) and registers nothing; where
   * they are open, undefined (Apollo's own automatic persisted queries).
   */
  readonly apolloPersistedQueries: PersistedQueryOptions | undefined;
  resolve(operation: { query?: unknown; extensions?: unknown }, viewer: Viewer | null): TrustedOutcome;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hash of a persisted-query extension, or undefined when the operation carries none. */
function persistedHash(extensions: unknown): string | undefined {
  if (!extensions || typeof extensions !== 'object') return undefined;
  const persisted = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (!persisted || typeof persisted !== 'object') return undefined;
  const hash = (persisted as { sha256Hash?: unknown }).sha256Hash;
  return typeof hash === 'string' ? hash : undefined;
}

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** The document with __typename in every selection set but the operations' own, as Apollo Client sends it. */
function withTypenames(text: string): string {
  const document = visit(parse(text), {
    SelectionSet(node, _key, parent) {
      const owner = parent && !Array.isArray(parent) ? (parent as ASTNode) : undefined;
      if (owner?.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (owner?.kind === Kind.FIELD && owner.name.value.startsWith('__')) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias)) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
  return print(document);
}

/** What runs for one manifest hash: the text with the __typename fields, and that text's own sha256. */
interface TrustedDocument {
  query: string;
  queryHash: string;
}

/** Reads the manifest: `{ "<sha256 hex>": "<document>" }`; throws saying what is wrong with it. */
function readManifest(file: string): Map<string, TrustedDocument> {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} is not an object of hash → document`);
  const documents = new Map<string, TrustedDocument>();
  for (const [hash, text] of Object.entries(parsed)) {
    if (typeof text !== 'string' || sha256(text) !== hash) throw new Error(`${file}: the document under ${hash} does not have that sha256`);
    const query = withTypenames(text);
    documents.set(hash, { query, queryHash: sha256(query) });
  }
  return documents;
}

/**
 * Apollo's persisted-query store where trusted documents are required: the trusted texts under
 * their own hashes, read only. Apollo prefixes its keys (`apq:<hash>`); the hash is what follows
 * the last colon.
 */
function readOnlyStore(documents: ReadonlyMap<string, TrustedDocument>): PersistedQueryOptions {
  const texts = new Map([...documents.values()].map((d) => [d.queryHash, d.query]));
  const hashOf = (key: string) => key.slice(key.lastIndexOf(':') + 1);
  return {
    cache: {
      get: (key) => Promise.resolve(texts.get(hashOf(key))),
      // Nothing is registered: only the manifest's documents are known.
      set: () => Promise.resolve(),
      delete: () => Promise.resolve(false),
    },
    ttl: null,
  };
}

/**
 * The trusted documents of the web build in `webDist`. Required without a manifest there is a
 * start-up error: the gateway would refuse everything the web client sends.
 */
export function loadTrustedDocuments(webDist: string, required: boolean): TrustedDocuments {
  const file = join(webDist, TRUSTED_DOCUMENTS_FILE);
  let documents = new Map<string, TrustedDocument>();
  if (existsSync(file)) documents = readManifest(file);
  else if (required) {
    throw new Error(
      `Trusted documents are required (production) but ${file} is missing: build the web client (npm run build -w @luminate/web) ` +
        'into WEB_DIST, or set TRUSTED_DOCUMENTS=open',
    );
  }

  const refused = (message: string, code: string): TrustedOutcome => ({ kind: 'refused', status: 400, message, code });
  // Someone not signed in is asked to sign in first, as for any document that is not public.
  const notTrusted = (viewer: Viewer | null, message: string): TrustedOutcome =>
    viewer
      ? refused(message, PERSISTED_QUERY_REQUIRED)
      : { kind: 'refused', status: 401, message: 'Sign in to continue', code: ErrorCode.UNAUTHENTICATED };

  const operationNames = new Set<string>();
  for (const { query } of documents.values()) {
    for (const definition of parse(query).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) operationNames.add(definition.name.value);
    }
  }

  return {
    required,
    size: documents.size,
    operationNames,
    apolloPersistedQueries: required ? readOnlyStore(documents) : undefined,
    resolve(operation, viewer) {
      const hash = persistedHash(operation.extensions);
      const query = typeof operation.query === 'string' ? operation.query : undefined;
      if (hash !== undefined) {
        const trusted = documents.get(hash);
        if (trusted !== undefined) {
          return required
            ? { kind: 'document', query: trusted.query, storedHash: trusted.queryHash }
            : { kind: 'document', query: trusted.query };
        }
        // Open: Apollo's automatic persisted queries register and look up other hashes.
        if (!required) return { kind: 'as-sent' };
        if (query === undefined) return refused(UNKNOWN_HASH_MESSAGE, PERSISTED_QUERY_NOT_FOUND);
        // An explorer's own document runs, but is not registered for anyone.
        if (mayExplore(viewer)) return { kind: 'document', query };
        return notTrusted(viewer, REGISTRATION_CLOSED_MESSAGE);
      }
      // Without a query Apollo answers the malformed request itself.
      if (!required || query === undefined || mayExplore(viewer)) return { kind: 'as-sent' };
      // A trusted document's exact text is as good as its hash.
      if (documents.has(sha256(query))) return { kind: 'as-sent' };
      return notTrusted(viewer, TRUSTED_ONLY_MESSAGE);
    },
  };
}

/** `extensions` without the persisted-query entry (undefined when nothing else is left). */
function withoutPersistedQuery(extensions: unknown): Record<string, unknown> | undefined {
  if (!extensions || typeof extensions !== 'object') return undefined;
  const { persistedQuery: _dropped, ...rest } = extensions as Record<string, unknown>;
  return Object.keys(rest).length ? rest : undefined;
}

/**
 * The `query` and `extensions` Apollo receives for an operation resolved to a document: the hash
 * its persisted-query store holds the text under, else the text itself; the operation's other
 * extensions kept.
 */
function forApollo(
  outcome: Extract<TrustedOutcome, { kind: 'document' }>,
  extensions: unknown,
): { query?: string; extensions?: Record<string, unknown> } {
  const rest = withoutPersistedQuery(extensions);
  if (outcome.storedHash !== undefined) {
    return { extensions: { ...rest, persistedQuery: { version: 1, sha256Hash: outcome.storedHash } } };
  }
  return { query: outcome.query, ...(rest ? { extensions: rest } : {}) };
}

function refuse(req: Request, res: Response, outcome: Extract<TrustedOutcome, { kind: 'refused' }>): void {
  const headers: Record<string, string> = outcome.status === 401 ? { 'www-authenticate': 'Bearer' } : {};
  sendGraphqlHttpError(req, res, outcome.status, outcome.message, outcome.code, headers);
}

/**
 * The /graphql step between the body read and Apollo: refuses what may not run here, and
 * replaces a trusted hash by its document (or, where trusted documents are required, by the hash
 * Apollo's read-only store knows that document under), so Apollo runs nothing but the manifest's
 * text for it. The viewer comes from the authentication step before it (res.locals.viewer).
 */
export function trustedDocumentsHttp(trusted: TrustedDocuments): RequestHandler {
  return (req, res, next) => {
    const viewer = ((res.locals as Record<string, unknown>).viewer as Viewer | null | undefined) ?? null;
    if (req.method === 'GET') {
      const queryAt = req.url.indexOf('?');
      const params = new URLSearchParams(queryAt >= 0 ? req.url.slice(queryAt + 1) : '');
      let extensions: unknown;
      try {
        extensions = params.has('extensions') ? JSON.parse(params.get('extensions')!) : undefined;
      } catch {
        extensions = undefined; // Apollo answers extensions that are not JSON.
      }
      const outcome = trusted.resolve({ query: params.get('query') ?? undefined, extensions }, viewer);
      if (outcome.kind === 'refused') return refuse(req, res, outcome);
      if (outcome.kind === 'document') {
        const handed = forApollo(outcome, extensions);
        if (handed.query !== undefined) params.set('query', handed.query);
        else params.delete('query');
        if (handed.extensions) params.set('extensions', JSON.stringify(handed.extensions));
        else params.delete('extensions');
        // Apollo reads a GET operation from the URL's search string.
        req.url = `${queryAt >= 0 ? req.url.slice(0, queryAt) : req.url}?${params.toString()}`;
      }
      return next();
    }
    const body = req.body as unknown;
    // Batches are refused by Apollo; anything that is not an operation object is Apollo's to answer.
    if (!body || typeof body !== 'object' || Array.isArray(body)) return next();
    const operation = body as Record<string, unknown>;
    const outcome = trusted.resolve(operation, viewer);
    if (outcome.kind === 'refused') return refuse(req, res, outcome);
    if (outcome.kind === 'document') {
      const { extensions: _extensions, query: _query, ...others } = operation;
      req.body = { ...others, ...forApollo(outcome, operation.extensions) };
    }
    next();
  };
}
