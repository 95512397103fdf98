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
 * POSTs the app's operation `operationName` to the gateway as `persona`, by its trusted hash
 * alone (as the app's persisted-query link does), with `variables`.
 */
export async function postTrusted(
  stack: Stack,
  persona: string,
  operationName: string,
  variables?: Record<string, unknown>,
): Promise<GqlResponse> {
  const { hash } = trustedDocument(operationName);
  return stack.postGraphql(persona, { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
}
