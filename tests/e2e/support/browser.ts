/**
 * A stack plus a headless Chromium for one browser-test file: the gateway serves the built
 * web client (web/dist) on a free loopback port that the sandbox accepts as a redirect URI, and
 * pages sign in through the sandbox's real login form.
 *
 * The gateway runs trusted documents only, as deployed (`trustedDocumentsMode`; E2E_TRUSTED_DOCUMENTS=open
 * runs any document).
 *
 * Every page opened through `newPage()` is watched for Content-Security-Policy violations (the
 * page's `securitypolicyviolation` events and the browser's "Refused to …" console messages);
 * `close()` fails the test file when there was any, so every browser test also proves that the
 * app works under the gateway's policy.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { PERSONA_PASSWORD, startStack, type Stack } from '../../support/stack.ts';
import { freePort } from '../../support/processes.ts';
import { HEADLESS_CHROMIUM_ARGS } from '../../support/chromium.ts';

/** The built client the gateway serves: web/dist, or E2E_WEB_DIST (a build kept apart, e.g. while another build runs). */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** Screenshots the browser tests save for people to look at. */
export const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

export interface CspViolation {
  /** Where it was seen: the page's URL. */
  url: string;
  /** The directive and what was blocked, or the browser's console message. */
  detail: string;
}

export interface BrowserStack {
  stack: Stack;
  browser: Browser;
  /** The gateway's origin, serving the web client. */
  baseUrl: string;
  /**
   * A fresh browser context (no session) with one page, desktop-sized, watched for CSP violations;
   * `timezoneId` (an IANA zone) sets the browser's time zone, otherwise the machine's.
   */
  newPage(options?: { timezoneId?: string }): Promise<{ context: BrowserContext; page: Page }>;
  /** Every CSP violation seen so far in pages opened with newPage(). */
  cspViolations(): CspViolation[];
  /** Returns the violations seen so far and forgets them (for a test that breaks the policy on purpose). */
  takeCspViolations(): CspViolation[];
  /** Closes the file's browser contexts and the stack; throws when any CSP violation was seen. */
  close(): Promise<void>;
}

export interface BrowserStackOptions {
  /** Extra gateway environment (e.g. SESSION_IDLE_TIMEOUT_S), as for startStack. */
  gatewayEnv?: Record<string, string | undefined>;
}

const CSP_BINDING = '__luminateCspViolation';

/** Reports the page's CSP violation events to the test (runs in every frame before its scripts). */
function reportCspViolations(binding: string) {
  const report = (event: SecurityPolicyViolationEvent) => {
    const send = (window as unknown as Record<string, ((detail: string) => void) | undefined>)[binding];
    send?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || 'page'}:${event.lineNumber})`);
  };
  window.addEventListener('securitypolicyviolation', report, true);
}

/** Console messages Chromium writes when the policy blocks something. */
const CSP_CONSOLE = /Content Security Policy|Refused to (load|execute|apply|connect|frame|create|evaluate|run)/i;

/** Watches one context's pages for CSP violations. */
async function watchCsp(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding(CSP_BINDING, (source, detail: string) => {
    violations.push({ url: source.frame.url(), detail });
  });
  await context.addInitScript(reportCspViolations, CSP_BINDING);
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (CSP_CONSOLE.test(message.text())) violations.push({ url: page.url(), detail: message.text() });
    });
  };
  context.on('page', watchPage);
}

/**
 * One headless Chromium per worker, launched by the first file that needs it and kept for the
 * files after it (browser-test files share their worker's modules: vitest.e2e.config.ts). Each
 * file gets fresh contexts, so no cookie, storage or cache passes from one file to the next.
 * The browser ends with the worker (Playwright kills the browsers it launched on exit).
 */
let workerBrowser: Promise<Browser> | undefined;
function browserOfWorker(): Promise<Browser> {
  if (workerBrowser) return workerBrowser;
  const launching = chromium.launch({
    // Resolved once per run by support/global-setup.ts.
    executablePath: inject('chromiumPath'),
    headless: true,
    args: HEADLESS_CHROMIUM_ARGS,
  });
  workerBrowser = launching;
  // A browser that failed to start, or has crashed since, is launched again by the next file.
  launching.then(
    (browser) => browser.once('disconnected', () => (workerBrowser = undefined)),
    () => (workerBrowser = undefined),
  );
  return launching;
}

/**
 * The gateway's TRUSTED_DOCUMENTS in browser tests: `required`, as deployed, so every test proves
 * the app works unchanged on the build's trusted documents alone (sent by hash): a persona without
 * the explorer right runs nothing else, and a test asking the gateway something as such a persona
 * sends the app's own document (support/trusted-documents.ts). `E2E_TRUSTED_DOCUMENTS=open` runs
 * any document instead, e.g. to tell whether a failure comes from a document the build lacks.
 */
function trustedDocumentsMode(): 'required' | 'open' {
  const mode = process.env.E2E_TRUSTED_DOCUMENTS ?? 'required';
  if (mode !== 'required' && mode !== 'open') throw new Error(`E2E_TRUSTED_DOCUMENTS must be required or open, not ${mode}`);
  return mode;
}

export async function startBrowserStack(options: BrowserStackOptions = {}): Promise<BrowserStack> {
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error('No web build: run `npm run build -w @luminate/web` first');
  mkdirSync(ARTIFACTS, { recursive: true });
  // The sandbox must know the gateway's redirect URI before it starts, so the port is chosen first.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  process.env.SANDBOX_REDIRECT_URIS = `${baseUrl}/auth/callback`;
  const stack = await startStack({
    gatewayEnv: { TRUSTED_DOCUMENTS: trustedDocumentsMode(), ...options.gatewayEnv, PORT: String(port), WEB_DIST },
  });
  const violations: CspViolation[] = [];
  let browser: Browser;
  try {
    browser = await browserOfWorker();
  } catch (error) {
    await stack.close();
    throw error;
  }
  return {
    stack,
    browser,
    baseUrl,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 1400, height: 900 },
        acceptDownloads: true,
        timezoneId: options.timezoneId,
      });
      await watchCsp(context, violations);
      return { context, page: await context.newPage() };
    },
    cspViolations: () => [...violations],
    takeCspViolations: () => violations.splice(0, violations.length),
    async close() {
      // Every context this file opened (through newPage or on the browser itself); the browser stays for the next file.
      await Promise.allSettled(browser.contexts().map((context) => context.close()));
      await stack.close();
      if (violations.length > 0) {
        const lines = violations.map((v) => `  ${v.url}: ${v.detail}`).join('\n');
        throw new Error(`The pages broke the Content-Security-Policy ${violations.length} time(s):\n${lines}`);
      }
    },
  };
}

/** Waits for an element to show (vitest has no web-first assertions; playwright-core does the waiting). */
export async function visible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Fills the sandbox's login form (the browser is on the identity provider at this point). */
export async function submitLogin(page: Page, persona: string): Promise<void> {
  await page.locator('#username').waitFor();
  await page.fill('#username', persona);
  await page.fill('#password', PERSONA_PASSWORD);
  await page.click('button[type=submit]');
}

/** Opens a guarded page anonymously, signs in from the Unauthorized modal and lands back there. */
export async function signInAt(page: Page, baseUrl: string, path: string, persona: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
  await submitLogin(page, persona);
  await page.waitForURL(`${baseUrl}${path}`);
}

/** The operationName of a GraphQL POST, or null for any other request. */
export function graphqlOperation(request: { method(): string; url(): string; postData(): string | null }): string | null {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return null;
  try {
    const body = JSON.parse(request.postData() ?? 'null') as { operationName?: unknown } | null;
    return typeof body?.operationName === 'string' ? body.operationName : null;
  } catch {
    return null;
  }
}

/** Every GraphQL operation name the page sends from now on, in order (to assert what was not refetched). */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = graphqlOperation(request);
    if (name) names.push(name);
  });
  return names;
}

/** The text Monaco shows for an editor (it renders lines as spans, with non-breaking spaces). */
export async function editorText(editor: Locator): Promise<string> {
  return (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
}

/**
 * On the Developers page: replaces the operation by typing it, as a user would, and runs it;
 * answers the response pane. Monaco closes brackets itself, so the typed closing braces overtype
 * the ones it inserted.
 */
export async function runInPlayground(page: Page, operation: string): Promise<Locator> {
  const queryEditor = page.locator('.graphiql-query-editor');
  // Monaco and its workers are the largest chunks of the app; a busy CI machine needs a while.
  await visible(queryEditor.locator('.view-lines'), 60_000);
  await queryEditor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(operation);
  await page.keyboard.press('Escape'); // closes the autocomplete list, if open
  const typed = new RegExp(`^${operation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await expect.poll(() => editorText(queryEditor)).toMatch(typed);
  // GraphiQL re-reads the operation (and its name) from the editor 100 ms after the last edit
  // and saves the text in the playground's storage at the same moment: wait for that.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('graphiql:query'))).toMatch(typed);
  await page.getByRole('button', { name: /Execute query/ }).click();
  return page.locator('.graphiql-response');
}
