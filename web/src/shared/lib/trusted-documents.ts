/**
 * The web app's trusted documents: codegen gives each generated document its sha256 hash
 * (`__meta__.hash`, kept by Apollo Client's document transforms), and the build lists them all in
 * persisted-documents.json. A production gateway runs only those, sent by hash; a document built
 * at run time (the playground's) has no hash and is sent whole.
 */
import type { DocumentNode } from 'graphql';

/** The trusted hash of a generated document, or undefined for any other document. */
export function trustedDocumentHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/** The persisted-query extension that names a trusted document by its hash. */
export function persistedQueryExtension(hash: string): { persistedQuery: { version: 1; sha256Hash: string } } {
  return { persistedQuery: { version: 1, sha256Hash: hash } };
}
