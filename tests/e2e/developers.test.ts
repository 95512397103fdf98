/**
 * The Developers playground in a real browser against a real stack: a superAdmin runs a query
 * in GraphiQL as themselves and browses the schema docs; staff get the no-permission text; the
 * playground's code and editor workers come from our own origin. The Graph Reference is open to
 * staff, from the Reference menu, without asking the gateway for its schema. The gateway runs as
 * deployed, trusted documents only: staff's pages send the app's documents by hash alone and work,
 * while a document of staff's own, posted from the page, is refused (the superAdmin's playground
 * documents run as sent).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  editorText,
  recordOperations,
  runInPlayground,
  signInAt,
  startBrowserStack,
  visible,
  type BrowserStack,
} from './support/browser.ts';
import { trustedDocument } from './support/trusted-documents.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

describe('developers playground', () => {
  it('lets a superAdmin run { viewer { name } } as themselves and open the schema docs', async () => {
    const { context, page } = await env.newPage();
    // No CDN: every network request goes to the app's own origin or the identity provider.
    const ownOrigins = new Set([new URL(env.baseUrl).origin, new URL(env.stack.sandboxUrl).origin]);
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^(https?|wss?):$/.test(url.protocol) && !ownOrigins.has(url.origin)) foreignRequests.push(request.url());
    });

    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    await signInAt(page, env.baseUrl, '/admin/developers', 'superadmin');
    await expect.poll(() => page.title()).toBe('Luminate | Developers');
    await visible(page.getByRole('heading', { name: 'Developers' }));
    // The reference every developer may read, introspection or not, is a link away.
    await visible(page.getByRole('link', { name: 'Graph Reference' }));
    const response = await runInPlayground(page, '{ viewer { name } }');
    await expect.poll(() => editorText(response), { timeout: 15_000 }).toContain('Sam Super');
    const result = JSON.parse((await editorText(response)).trim()) as unknown;
    // The answer shows what the query cost against the budget, as every costed answer does.
    expect(result).toEqual({
      data: { viewer: { name: 'Sam Super' } },
      extensions: { cost: { estimated: expect.any(Number) as number, limit: 50_000 } },
    });
    await page.screenshot({ path: `${ARTIFACTS}/developers-query-result.png` });

    // Introspection is open to superAdmins, so the docs explorer lists the root types.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    const docs = page.locator('.graphiql-doc-explorer');
    await visible(docs.getByText('Root Types'));
    await docs.getByRole('link', { name: 'Query' }).first().click();
    await visible(docs.getByText('viewer', { exact: true }).first());
    await page.screenshot({ path: `${ARTIFACTS}/developers-docs.png` });

    // The playground follows the app's dark mode.
    await page.evaluate(() => localStorage.setItem('luminate.color-mode', 'dark'));
    await page.reload();
    await visible(page.locator('.graphiql-container .view-lines').first(), 60_000);
    await page.waitForFunction(() => document.body.classList.contains('graphiql-dark'));
    await page.screenshot({ path: `${ARTIFACTS}/developers-dark.png` });

    expect(foreignRequests).toEqual([]);
    // Monaco's GraphQL language worker (completion, validation) runs from our own bundle.
    expect(workers.some((url) => url.startsWith(env.baseUrl) && /graphql\.worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);

  it("sends staff's pages' documents by hash alone, and refuses a document of staff's own posted from the page", async () => {
    const { context, page } = await env.newPage();
    // Every GraphQL POST the page makes, with the status it was answered.
    const answered: { body: Record<string, unknown>; status: number }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
      answered.push({ body: JSON.parse(request.postData() ?? '{}') as Record<string, unknown>, status: response.status() });
    });
    await signInAt(page, env.baseUrl, '/contracts', 'staff');
    await visible(page.locator('tr[data-contract-id]').first());
    await expect.poll(() => answered.map(({ body }) => body.operationName)).toEqual(expect.arrayContaining(['Viewer', 'Contracts']));

    // Each names the build's trusted document of its operation by hash, sends no document text, and ran.
    for (const { body, status } of answered) {
      const { hash } = trustedDocument(String(body.operationName));
      expect(body).not.toHaveProperty('query');
      expect(body.extensions).toMatchObject({ persistedQuery: { version: 1, sha256Hash: hash } });
      expect(status, String(body.operationName)).toBe(200);
    }

    // The same session's token with a document the app does not ship: refused before it runs.
    const own = await page.evaluate(async () => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const { access_token: token } = JSON.parse(sessionStorage.getItem(key)!) as { access_token: string };
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ viewer { uid name } }' }),
      });
      return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] } };
    });
    expect(own.status).toBe(400);
    expect(own.body.data).toBeUndefined();
    expect(own.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
    await context.close();
  });

  it('shows staff the no-permission text instead of the playground', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/admin/developers', 'staff');
    await visible(page.getByText('You do not have permission to view Developers.'));
    expect(await page.locator('.graphiql-container').count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/developers-staff-denied.png` });
    await context.close();
  });

  it('lets staff open the Graph Reference from the Reference menu and filter it to a type', async () => {
    const { context, page } = await env.newPage();
    const operations = recordOperations(page);
    const schemaRequests: string[] = [];
    page.on('request', (request) => {
      if (/__schema|__type\b/.test(request.postData() ?? '')) schemaRequests.push(request.url());
    });
    await signInAt(page, env.baseUrl, '/contracts', 'staff');
    await page.getByRole('button', { name: 'Reference' }).click();
    await page.getByRole('menuitem', { name: 'Graph Reference' }).click();
    await page.waitForURL(`${env.baseUrl}/graph-reference`);
    await expect.poll(() => page.title()).toBe('Luminate | Graph Reference');
    await visible(page.getByRole('heading', { name: 'Graph Reference', level: 1 }));
    // Root types come first.
    await visible(page.getByRole('heading', { name: /^Query/, level: 2 }));

    await page.getByRole('searchbox', { name: 'Filter types and fields by name' }).fill('DncRequest');
    const section = page.getByRole('region', { name: /^DncRequest\b/ });
    await visible(section.getByText('A request to put a member on do-not-contact, or to return the member from it.'));
    const fields = section.getByRole('table', { name: 'DncRequest fields' });
    const tab = fields.getByRole('row').filter({ has: page.getByText('tab', { exact: true }) });
    await visible(tab.getByText('The tab that lists this request now.'));
    // The field's type leads to its own section.
    await tab.getByRole('link', { name: 'DncTab' }).click();
    await page.waitForURL(`${env.baseUrl}/graph-reference#DncTab`);
    await visible(page.getByRole('region', { name: /^DncTab\b/ }).getByRole('table', { name: 'DncTab values' }));
    await page.screenshot({ path: `${ARTIFACTS}/graph-reference-staff.png` });

    expect(schemaRequests).toEqual([]);
    expect(operations).not.toContain('IntrospectionQuery');
    await context.close();
  }, 60_000);
});
