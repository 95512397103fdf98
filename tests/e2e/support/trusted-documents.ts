/**
 * The web app's own operations, posted by a test as a persona the way the app sends them: by the
 * hash of the build's trusted document (WEB_DIST/persisted-documents.json), with no document
 * text. The browser stacks run the gateway as deployed, where a persona without the explorer
 * right may run only those documents; a test that asks the gateway something as such a persona
 * (what the persona is shown, or that the persona is refused) sends the app's own document, so
 * the question still reaches the field's permission rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GqlResponse, Stack } from '../../support/stack.ts';
import { WEB_DIST } from './browser.ts';

/** The served build's trusted documents by operation name: hash and text. */
let operations: Map<string, { hash: string; text: string }> | undefined;

function trustedOperations(): Map<string, { hash: string; text: string }> {
  if (operations) return operations;
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, 'persisted-documents.json'), 'utf8')) as Record<string, string>;
  const found = new Map<string, { hash: string; text: string }>();
  for (const [hash, text] of Object.entries(manifest)) {
    for (const definition of parse(text).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) found.set(definition.name.value, { hash, text });
    }
  }
  operations = found;
  return found;
}

/** The trusted document of the app's operation `operationName`; throws when the build ships none. */
export function trustedDocument(operationName: string): { hash: string; text: string } {
  const document = trustedOperations().get(operationName);
  if (!document) throw new Error(`The web build in ${WEB_DIST} has no trusted document for the operation ${operationName}`);
  return document;
}

/**
 * POSTs the app's own operation `document` (a typed document of the web client's generated code)
 * to the gateway as `persona`, by its trusted hash alone (as the app's persisted-query link does),
 * with `variables`; the answer is typed by the document.
 */
export async function postTrusted<R, V extends Record<string, unknown>>(
  stack: Stack,
  persona: string,
  document: TypedDocumentNode<R, V>,
  ...[variables]: Record<string, never> extends V ? [V?] : [V]
): Promise<GqlResponse<R>> {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operationName = operation?.name?.value;
  if (!operationName) throw new Error('postTrusted needs a named operation of the web client');
  const { hash } = trustedDocument(operationName);
  return stack.postGraphql<R>(persona, { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
}
