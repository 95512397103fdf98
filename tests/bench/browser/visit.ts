/**
 * One route in the browser: a cold visit in a fresh context, then warm visits in the same tab,
 * each timed from its navigation's start to the moment the route's main data is on screen, with
 * the GraphQL requests the page sent on the way (from the browser's own network events).
 *
 * - cold: a new browser context (empty HTTP cache) that is already signed in — the persona's
 *   session, taken from a sign-in through the real login form, is put back into sessionStorage
 *   before the app's scripts run — and the route's address loaded;
 * - warm: the app stays open, the user goes to Home through the app and comes back (the page they
 *   use all day: the shell, the route's code and the data the client keeps are already there);
 * - reload: the route's address loaded again in the same tab (HTTP cache warm, the app's memory
 *   gone), as when the page is opened again from a bookmark.
 *
 * Readiness is checked in the page on every animation frame, and the time read there, so the
 * figure is not rounded up to a polling interval of the test driver.
 */
import type { Browser, BrowserContext, Frame, Page, Request } from 'playwright-core';
import type { Readiness, RouteCheck } from './routes.ts';

/** The longest a visit may take before the route counts as broken. */
const VISIT_TIMEOUT_MS = 30_000;
/** How long the requests seen before readiness may take to report their end. */
const FINISH_WAIT_MS = 5_000;
const VIEWPORT = { width: 1400, height: 900 };

/** One GraphQL request of a visit, relative to the visit's start. */
export interface OpTiming {
  name: string;
  startMs: number;
  /** When its answer had arrived; null when it had not yet when the page was ready. */
  endMs: number | null;
}

export interface VisitResult {
  ms: number;
  ops: OpTiming[];
  /** Scripts requested before readiness (from the HTTP cache or the network), and when the last of them arrived. */
  scripts: { count: number; lastEndMs: number | null };
  /** Documents loaded before readiness (the page's own on a load, an embedded workbook's), with their timings. */
  documents: OpTiming[];
  /** On a load: when the page's own document was asked for and had arrived (Navigation Timing). */
  navigation?: { fetchStartMs: number; responseEndMs: number };
}

export interface RouteResult {
  cold: VisitResult;
  warm: VisitResult[];
  reload: VisitResult[];
}

/** A signed-in persona: the app's sessionStorage and the context's cookies and localStorage. */
export interface Session {
  entries: Record<string, string>;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** When the access token expires (epoch ms). */
  expiresAt: number;
}

/** Where a signed-in user lands: Home, greeting them by name. */
const HOME: { path: string; ready: Readiness } = { path: '/', ready: { css: 'h1', text: '^Welcome' } };
/** Where the warm visits of Home itself go away to. */
const AWAY_FROM_HOME: { path: string; ready: Readiness } = { path: '/cohorts', ready: { css: 'tr[data-cohort-id]' } };

/** In the page: the time (epoch ms) once an element of the check is shown with its content, else false. */
function readyNow(check: { css: string; text: string | null }): number | false {
  const pattern = check.text === null ? null : new RegExp(check.text);
  for (const el of document.querySelectorAll(check.css)) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (el.querySelector('.chakra-skeleton, .chakra-spinner')) continue;
    if (pattern && !pattern.test((el.textContent ?? '').replace(/\s+/g, ' ').trim())) continue;
    return performance.timeOrigin + performance.now();
  }
  return false;
}

/** Puts the persona's session back into a fresh context's sessionStorage (the app's origin only). */
function restoreSession(session: { origin: string; entries: Record<string, string> }): void {
  if (location.origin !== session.origin || sessionStorage.length > 0) return;
  for (const [key, value] of Object.entries(session.entries)) sessionStorage.setItem(key, value);
}

/** Waits until the check holds in the page (or its frame); answers that moment (epoch ms). */
async function readyAt(page: Page, ready: Readiness, what: string): Promise<number> {
  const deadline = Date.now() + VISIT_TIMEOUT_MS;
  const left = () => Math.max(1, deadline - Date.now());
  try {
    let target: Page | Frame = page;
    if (ready.frame) {
      const iframe = await page.waitForSelector(ready.frame, { state: 'attached', timeout: left() });
      const frame = await iframe.contentFrame();
      if (!frame) throw new Error(`${ready.frame} has no document`);
      target = frame;
    }
    const handle = await target.waitForFunction(
      readyNow,
      { css: ready.css, text: ready.text ?? null },
      { polling: 'raf', timeout: left() },
    );
    const at = await handle.jsonValue();
    if (typeof at !== 'number') throw new Error('the readiness check answered no time');
    return at;
  } catch (error) {
    const shown = await page
      .evaluate(() => (document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' ').slice(0, 200))
      .catch(() => '(page unreadable)');
    throw new Error(
      `${what}: main data (${ready.frame ? `${ready.frame} → ` : ''}${ready.css}${ready.text ? ` /${ready.text}/` : ''}) ` +
        `not visible within ${VISIT_TIMEOUT_MS / 1000} s at ${page.url()}; the page shows: "${shown}" ` +
        `(${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
      { cause: error },
    );
  }
}

/** The operation name of a GraphQL request over HTTP, or null for any other request. */
function graphqlName(request: Request): string | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') return url.searchParams.get('operationName') ?? '(unnamed)';
  if (request.method() !== 'POST') return null;
  try {
    const body = JSON.parse(request.postData() ?? 'null') as { operationName?: unknown } | null;
    return typeof body?.operationName === 'string' ? body.operationName : '(unnamed)';
  } catch {
    return '(unreadable)';
  }
}

/** Every request the page sends from now on, to be read per visit. */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/** The end of a request that has answered, relative to its start; null while it has not. */
const endOf = (request: Request): number | null => {
  const t = request.timing();
  return t.responseEnd >= 0 ? t.startTime + t.responseEnd : null;
};

/** The requests of one visit (sent between its start and its readiness), with their timings. */
async function visitRequests(seen: Request[], startEpoch: number, readyEpoch: number): Promise<Omit<VisitResult, 'ms' | 'navigation'>> {
  const inVisit = seen.filter((r) => {
    const start = r.timing().startTime;
    return start >= startEpoch - 1 && start <= readyEpoch + 1;
  });
  // Requests report their timing once finished: give the ones still open a moment.
  const finished = Promise.all(inVisit.map((r) => r.response().then((res) => res?.finished())));
  await Promise.race([finished.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FINISH_WAIT_MS))]);
  const rel = (epoch: number | null) => (epoch === null || epoch > readyEpoch + 1 ? null : epoch - startEpoch);
  const ops: OpTiming[] = [];
  for (const r of inVisit) {
    const name = graphqlName(r);
    if (name) ops.push({ name, startMs: r.timing().startTime - startEpoch, endMs: rel(endOf(r)) });
  }
  const scripts = inVisit.filter((r) => r.resourceType() === 'script');
  const ends = scripts.map((r) => rel(endOf(r))).filter((e): e is number => e !== null);
  const documents = inVisit
    .filter((r) => r.resourceType() === 'document')
    .map((r) => {
      const url = new URL(r.url());
      return { name: `${url.host}${url.pathname}`, startMs: r.timing().startTime - startEpoch, endMs: rel(endOf(r)) };
    });
  return { ops, documents, scripts: { count: scripts.length, lastEndMs: ends.length > 0 ? Math.max(...ends) : null } };
}

/** Loads an address in the tab; answers the visit from the new document's start to readiness. */
async function loadAndTime(page: Page, seen: Request[], path: string, ready: Readiness, what: string): Promise<VisitResult> {
  await page.goto(path, { waitUntil: 'commit', timeout: VISIT_TIMEOUT_MS });
  const readyEpoch = await readyAt(page, ready, what);
  const { startEpoch, navigation } = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      startEpoch: performance.timeOrigin,
      navigation: entry ? { fetchStartMs: entry.fetchStart, responseEndMs: entry.responseEnd } : undefined,
    };
  });
  return { ms: readyEpoch - startEpoch, navigation, ...(await visitRequests(seen, startEpoch, readyEpoch)) };
}

/** Moves within the app as its links do (a history entry, which the router follows); answers when the move started. */
async function moveInApp(page: Page, path: string): Promise<number> {
  return page.evaluate((to) => {
    const at = performance.timeOrigin + performance.now();
    window.history.pushState(null, '', to);
    return at;
  }, path);
}

/** Away within the app and back to the route: the time from the move back to its main data. */
async function awayAndBack(page: Page, seen: Request[], check: RouteCheck, path: string): Promise<VisitResult> {
  const away = check.route === HOME.path ? AWAY_FROM_HOME : HOME;
  await moveInApp(page, away.path);
  await readyAt(page, away.ready, `${check.route}: going away to ${away.path}`);
  const stale = await page.evaluate(readyNow, { css: check.ready.css, text: check.ready.text ?? null });
  if (!check.ready.frame && stale !== false) {
    throw new Error(`${check.route}: its readiness check already holds on ${away.path}, so a return could not be timed`);
  }
  const startEpoch = await moveInApp(page, path);
  const readyEpoch = await readyAt(page, check.ready, `${check.route} (warm)`);
  return { ms: readyEpoch - startEpoch, ...(await visitRequests(seen, startEpoch, readyEpoch)) };
}

/** Signs the persona in through the app and the identity provider's form; answers the session to reuse. */
export async function signIn(browser: Browser, baseUrl: string, username: string, password: string): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto('/', { timeout: VISIT_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Sign in' }).first().click({ timeout: VISIT_TIMEOUT_MS });
    await page.locator('#username').fill(username, { timeout: VISIT_TIMEOUT_MS });
    await page.fill('#password', password);
    await page.click('button[type=submit]');
    await page.waitForURL(`${baseUrl}/`, { timeout: VISIT_TIMEOUT_MS });
    await readyAt(page, HOME.ready, `signing ${username} in`);
    const entries = await page.evaluate(() => {
      const all: Record<string, string> = {};
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i);
        if (key !== null) all[key] = sessionStorage.getItem(key) ?? '';
      }
      return all;
    });
    const user = Object.entries(entries).find(([key]) => key.startsWith('oidc.user:'));
    if (!user) throw new Error(`signing ${username} in: no signed-in user in sessionStorage`);
    const expiresAt = Number((JSON.parse(user[1]) as { expires_at?: unknown }).expires_at) * 1000;
    return { entries, storageState: await context.storageState(), expiresAt: Number.isFinite(expiresAt) ? expiresAt : Date.now() };
  } finally {
    await context.close();
  }
}

/** Measures one route: the cold visit, then `warmVisits` warm visits and as many reloads. */
export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  session: Session,
  check: RouteCheck,
  path: string,
  warmVisits: number,
): Promise<RouteResult> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, storageState: session.storageState });
  try {
    await context.addInitScript(restoreSession, { origin: new URL(baseUrl).origin, entries: session.entries });
    const page = await context.newPage();
    const seen = watchRequests(page);
    const cold = await loadAndTime(page, seen, path, check.ready, `${check.route} (cold)`);
    const warm: VisitResult[] = [];
    for (let i = 0; i < warmVisits; i++) warm.push(await awayAndBack(page, seen, check, path));
    const reload: VisitResult[] = [];
    for (let i = 0; i < warmVisits; i++) reload.push(await loadAndTime(page, seen, path, check.ready, `${check.route} (reload)`));
    return { cold, warm, reload };
  } finally {
    await context.close();
  }
}
