/**
 * Trusted documents: a production gateway runs only the web build's documents (sent by hash),
 * except for holders of the explorer right (superAdmin), and registers no new hash; a
 * development gateway runs anything.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTrustedDocuments } from '../../gateway/src/server/trusted-documents.ts';
import { z } from 'zod';
import { startStack, type GqlBody, type Stack } from '../support/stack.ts';
import type { ViewerQuery } from '../../web/src/generated/shell/graphql.ts';

const generated = (file: string) => new URL(`../../web/src/generated/${file}`, import.meta.url);
const manifest: Record<string, string> = {
  ...(JSON.parse(readFileSync(generated('shell/persisted-documents.json'), 'utf8')) as Record<string, string>),
  ...(JSON.parse(readFileSync(generated('persisted-documents.json'), 'utf8')) as Record<string, string>),
};
const [viewerHash] = Object.entries(manifest).find(([, text]) => text.startsWith('query Viewer '))!;

/** A document the web app does not ship. */
const OWN_DOCUMENT = 'query Mine { viewer { uid name } }';
/** What OWN_DOCUMENT answers (sent as its exact text: the tests hash it). */
type Mine = { viewer: { uid: string; name: string | null } };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('a production gateway', () => {
  let stack: Stack;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'luminate-trusted-'));
    writeFileSync(join(webDist, 'persisted-documents.json'), JSON.stringify(manifest));
    stack = await startStack({ nodeEnv: 'production', gatewayEnv: { WEB_DIST: webDist, TRUSTED_DOCUMENTS: undefined } });
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("refuses a staff member's own document with a clear error and HTTP 400", async () => {
    const { status, body } = await stack.postGraphql('staff', { query: OWN_DOCUMENT });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: "This gateway runs only the web app's trusted documents; arbitrary documents need the explorer right (superAdmin)",
      extensions: { code: 'PERSISTED_QUERY_REQUIRED' },
    });
  });

  it('asks someone not signed in to sign in first (401), as for any other document', async () => {
    const { status, headers, body } = await stack.postGraphql(null, { query: OWN_DOCUMENT });
    expect(status).toBe(401);
    expect(headers.get('www-authenticate')).toBe('Bearer');
    expect(body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('runs the same document for a superAdmin', async () => {
    const { status, body } = await stack.postGraphql<Mine>('superadmin', { query: OWN_DOCUMENT });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer.uid).toBeTruthy();
  });

  it("runs the web app's document sent by hash alone for staff, with the __typename the client's cache needs", async () => {
    const { status, body } = await stack.postGraphql<ViewerQuery>('staff', {
      operationName: 'Viewer',
      extensions: { persistedQuery: { version: 1, sha256Hash: viewerHash } },
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer).toMatchObject({ __typename: 'Viewer' });
    expect(body.data!.viewer.uid).toBeTruthy();
  });

  it('runs a trusted document sent by hash in a GET request', async () => {
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: viewerHash } });
    const res = await fetch(`${stack.gatewayUrl}/graphql?operationName=Viewer&extensions=${encodeURIComponent(extensions)}`, {
      headers: { authorization: `Bearer ${await stack.token('staff')}`, 'apollo-require-preflight': 'true' },
    });
    // The web app's Viewer document answers its result type; only the JSON shape is checked here.
    const body = z.looseObject({}).parse(await res.json()) as GqlBody<ViewerQuery>;
    expect(res.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer).toMatchObject({ __typename: 'Viewer' });
  });

  it('does not take from clients the hash it keeps a trusted document under (the text with __typename)', async () => {
    const outcome = loadTrustedDocuments(webDist, true).resolve(
      { extensions: { persistedQuery: { version: 1, sha256Hash: viewerHash } } },
      null,
    );
    const storedHash = outcome.kind === 'document' ? outcome.storedHash : undefined;
    expect(storedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(storedHash).not.toBe(viewerHash);
    const { status, body } = await stack.postGraphql('staff', { extensions: { persistedQuery: { version: 1, sha256Hash: storedHash } } });
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses to register a new hash (automatic persisted queries), and does not know it afterwards', async () => {
    const registered = await stack.postGraphql('staff', {
      query: OWN_DOCUMENT,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(OWN_DOCUMENT) } },
    });
    expect(registered.status).toBe(400);
    expect(registered.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
    // Not even a superAdmin's document is registered for anyone.
    await stack.postGraphql('superadmin', {
      query: OWN_DOCUMENT,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(OWN_DOCUMENT) } },
    });
    const byHash = await stack.postGraphql('staff', { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(OWN_DOCUMENT) } } });
    expect(byHash.status).toBe(400);
    expect(byHash.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it("refuses a staff member's own subscription over WebSocket with the same error", async () => {
    const client = stack.ws('staff');
    const errors = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription Mine { callList(campaignId: "1") { __typename } }' },
        { next: () => undefined, error: resolve, complete: () => resolve(null) },
      );
    });
    expect(errors).toEqual([expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_REQUIRED' } })]);
  });
});

describe('the store of trusted documents Apollo reads where they are required', () => {
  it('holds each trusted text under the sha256 of that text, and registers nothing', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'luminate-trusted-store-'));
    try {
      const text = 'query Types { assignmentTypes { id name } }';
      writeFileSync(join(webDist, 'persisted-documents.json'), JSON.stringify({ [sha256(text)]: text }));
      const trusted = loadTrustedDocuments(webDist, true);
      const outcome = trusted.resolve({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(text) } } }, null);
      if (outcome.kind !== 'document') throw new Error(`expected the document, got ${outcome.kind}`);
      expect(outcome.query).toContain('__typename');
      expect(outcome.storedHash).toBe(sha256(outcome.query));
      const store = trusted.apolloPersistedQueries!.cache!;
      // Apollo prefixes its keys.
      expect(await store.get(`apq:${outcome.storedHash}`)).toBe(outcome.query);
      await store.set(`apq:${sha256(OWN_DOCUMENT)}`, OWN_DOCUMENT);
      expect(await store.get(`apq:${sha256(OWN_DOCUMENT)}`)).toBeUndefined();
      // Open, Apollo keeps its own store and is handed the text.
      const open = loadTrustedDocuments(webDist, false);
      expect(open.apolloPersistedQueries).toBeUndefined();
      expect(open.resolve({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(text) } } }, null)).toEqual({
        kind: 'document',
        query: outcome.query,
      });
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('a development gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ nodeEnv: 'development', gatewayEnv: { TRUSTED_DOCUMENTS: undefined } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("runs a staff member's own document", async () => {
    const { status, body } = await stack.postGraphql<Mine>('staff', { query: OWN_DOCUMENT });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer.uid).toBeTruthy();
  });
});
