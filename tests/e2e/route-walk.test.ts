/**
 * A walk through every route of the app as the superadmin, holding each page to three rules that
 * keep the product consistent from screen to screen:
 *
 * - a member is named by name and AaneelId: the internal record id of the member (the sandbox's
 *   members.id) never shows beside a member's name ("Jane Doe (133815)") nor under a column headed
 *   "Member Id";
 * - a count of four digits or more carries its thousands separator ("of 1,347", "(36,140)");
 * - while a request is in flight and the page's data is not there yet, the main region shows a
 *   loading indicator (a spinner, a skeleton, a progress bar, a busy region or "Loading…"): every
 *   GraphQL answer is held back ~1.5 s so the waiting is long enough to see.
 *
 * One browser context; a few signed-in tabs take the routes in turn, each route opened once and
 * reached within the app (the shell and the signed-in user stay loaded, as when a user moves on).
 * Where a page names members in a dialog of its rows (Do Not Contact, Patient Transfer), the first
 * row's dialog is opened and checked too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { A11Y_VISITS, NOT_PAGES, type A11yVisit } from './support/a11y-pages.ts';
import { ARTIFACTS, graphqlOperation, startBrowserStack, submitLogin, visible, type BrowserStack } from './support/browser.ts';

const PERSONA = 'superadmin';
/** How long every GraphQL answer is held back. */
const DELAY_MS = 1_500;
/** Tabs walking the routes side by side (most of a visit is waiting on the held-back answers). */
const TABS = 8;
/** A page without an indicator counts as blank-while-loading only when it stays so this long (not one frame of a re-render). */
const BLANK_TOLERANCE_MS = 300;

/** What shows once a route's main data is there, for the superadmin (where the accessibility list's persona sees another page). */
const READY_AS_SUPERADMIN: Record<string, (page: Page) => Locator> = {
  '/qa': (p) => p.locator('main h1'),
  '/member': (p) => p.getByRole('textbox', { name: 'Search members' }),
  '/call-list': (p) => p.locator('main').getByRole('heading').first(),
  // The first users of the list (a long list renders only those in view).
  '/admin/users': (p) => p.getByRole('list', { name: 'Users' }).getByRole('button').first(),
  '/admin/load-test': (p) => p.locator('main h1'),
};

/** Dialogs that name a member, opened from the first row once the page is ready. */
const OPEN_AS_SUPERADMIN: Record<string, (page: Page) => Promise<void>> = {
  '/pending-dnc': async (page) => {
    await page.locator('tbody tr[tabindex="0"]').first().focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog').getByText('Member:'));
  },
  '/transition-dashboard': async (page) => {
    await page
      .getByRole('button', { name: /^Transfer \d+$/ })
      .first()
      .click();
    await visible(page.getByRole('dialog').getByText('Member:'));
  },
};

interface RouteVisit {
  route: string;
  visit: A11yVisit;
  ready: (page: Page) => Locator;
  open?: (page: Page) => Promise<void>;
}

/** One visit per route of the route table: the accessibility list's signed-in visit of it. */
const ROUTES: RouteVisit[] = [];
for (const visit of A11Y_VISITS) {
  if (!visit.route || NOT_PAGES.has(visit.route) || visit.act) continue;
  if (ROUTES.some((r) => r.route === visit.route)) {
    // The signed-in visit of a route wins over the anonymous one (Home).
    const held = ROUTES.findIndex((r) => r.route === visit.route);
    if (ROUTES[held].visit.persona !== null || visit.persona === null) continue;
    ROUTES.splice(held, 1);
  }
  const ready = READY_AS_SUPERADMIN[visit.route] ?? visit.ready ?? ((p: Page) => p.locator('main h1'));
  ROUTES.push({ route: visit.route, visit, ready, open: OPEN_AS_SUPERADMIN[visit.route] });
}

let env: BrowserStack;
let context: BrowserContext;
let memberId: string;
/** Every seeded member's internal record id, and the names the pages show for them (lower case). */
const members = { ids: new Set<string>(), names: new Set<string>() };
/** Each route's problems, once its tab has walked it. */
const walked = new Map<string, Promise<string[]>>();
/** Open GraphQL requests per tab. */
const pending = new WeakMap<Page, number>();

/** Keeps count of the tab's GraphQL requests in flight. */
function countRequests(page: Page): void {
  pending.set(page, 0);
  const count = (delta: number) => (request: Parameters<typeof graphqlOperation>[0]) => {
    if (graphqlOperation(request) !== null) pending.set(page, (pending.get(page) ?? 0) + delta);
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
}

/** Signs in on the first tab and opens the others from it: a tab the app's script opens shares its sign-in. */
async function signedInTabs(first: Page): Promise<Page[]> {
  await first.goto('/');
  await first.getByRole('button', { name: 'Sign in' }).first().click();
  await submitLogin(first, PERSONA);
  await first.waitForURL(`${env.baseUrl}/`);
  const tabs = [first];
  for (let i = 1; i < TABS; i++) {
    const [tab] = await Promise.all([context.waitForEvent('page'), first.evaluate(() => window.open('/'))]);
    tabs.push(tab);
  }
  await Promise.all(tabs.map((tab) => visible(tab.getByRole('heading', { name: /^Welcome/ }), 30_000)));
  return tabs;
}

beforeAll(async () => {
  env = await startBrowserStack();
  const { rows } = await env.stack.db.query<{ id: number; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM members',
  );
  memberId = String(rows[0].id);
  for (const r of rows) {
    members.ids.add(String(r.id));
    members.names.add(`${r.first_name} ${r.last_name}`.trim().toLowerCase());
  }
  const opened = await env.newPage();
  context = opened.context;
  countRequests(opened.page);
  context.on('page', countRequests);
  const tabs = await signedInTabs(opened.page);
  // From now on every GraphQL answer comes late, so a page's waiting state lasts long enough to be seen.
  await context.route('**/graphql', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  });
  // The tabs take the routes in turn; each test below waits for its route's result.
  const queue = [...ROUTES];
  const results = new Map<string, (problems: string[] | Error) => void>();
  for (const route of ROUTES) {
    const result = new Promise<string[]>((resolve, reject) =>
      results.set(route.route, (r) => (r instanceof Error ? reject(r) : resolve(r))),
    );
    // A route that fails before its test asks is reported by that test, not as an unhandled rejection.
    result.catch(() => undefined);
    walked.set(route.route, result);
  }
  for (const page of tabs)
    void (async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const done = results.get(next.route)!;
        await walk(page, next).then(done, (error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
      }
    })();
}, 60_000);

afterAll(async () => {
  await env?.close();
});

interface LoadingState {
  indicator: boolean;
  text: string;
}

/** After the next frame: whether the main region shows a loading indicator, and its text besides headings. */
async function loadingState(): Promise<LoadingState> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const main: HTMLElement = document.querySelector('main') ?? document.body;
  const shown = (el: Element) => {
    const box = (el as HTMLElement).getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const INDICATORS = '.chakra-spinner, .chakra-skeleton, [role=progressbar], [aria-busy=true], [role=status]';
  const indicatorEl = [...main.querySelectorAll(INDICATORS), ...document.querySelectorAll('[role=dialog] :is(' + INDICATORS + ')')].some(
    shown,
  );
  const clone = main.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((h) => h.remove());
  const text = (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
  const mainText = main.innerText;
  return { indicator: indicatorEl || /Loading…|loading\.\.\./i.test(mainText), text };
}

/**
 * Opens the route and watches it until its data shows: answers how long the page went without a
 * loading indicator while a request was in flight and its data was not there yet.
 */
async function openWatchingLoading(page: Page, visit: RouteVisit): Promise<{ blankMs: number; text: string }> {
  // Within the app, as a user moves from page to page: the shell and the signed-in user stay loaded.
  await page.evaluate(async (path) => {
    window.history.pushState(null, '', path);
    // The next frame: the app has rendered the new route, so nothing of the last page is taken for this one's.
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }, visit.visit.path({ memberId }));
  const ready = visit.ready(page);
  const deadline = Date.now() + 40_000;
  let blankSince: number | null = null;
  let worst = { blankMs: 0, text: '' };
  for (;;) {
    // One animation frame between looks: the watch follows the page's own rendering.
    const state = await page.evaluate(loadingState);
    const inFlight = (pending.get(page) ?? 0) > 0;
    if (await ready.isVisible().catch(() => false)) break;
    if (Date.now() > deadline) throw new Error(`${visit.route}: its data never showed`);
    if (inFlight && !state.indicator) {
      blankSince ??= Date.now();
      const blankMs = Date.now() - blankSince;
      if (blankMs > worst.blankMs) worst = { blankMs, text: state.text.slice(0, 160) };
    } else {
      blankSince = null;
    }
  }
  return worst;
}

/** What the page shows, as the rules read it. */
interface Shown {
  /** All visible text, open dialogs included. */
  text: string;
  /** The cells of every column headed "Member Id". */
  memberIdCells: string[];
  /** The text of elements that hold one number alone: metric values, count badges. */
  numbers: string[];
}

/** Reads the page's text, its "Member Id" columns and its lone numbers. */
async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const memberIdCells: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      const headers = [...table.querySelectorAll('thead tr:first-child th')].map((th) => (th as HTMLElement).innerText);
      headers.forEach((header, col) => {
        if (!/^member\s*id\b/i.test(header.replace(/[▲▼↕]/g, '').trim())) return;
        for (const row of table.querySelectorAll('tbody tr')) {
          const cell = row.children[col] as HTMLElement | undefined;
          if (cell) memberIdCells.push(cell.innerText.trim());
        }
      });
    }
    const numbers = [...document.querySelectorAll('[data-metric-value], [data-count], .chakra-badge, .chakra-stat__value-text')].map((el) =>
      (el as HTMLElement).innerText.trim(),
    );
    return { text: document.body.innerText, memberIdCells, numbers };
  });
}

/** Words that say a number before them counts something ("1347 members"). */
const COUNTED_NOUN =
  /^(members?|rows?|records?|results?|items?|files?|offices?|providers?|patients?|requests?|calls?|visits?|entries|entry|changes?|errors?|users?|events?|campaigns?|cohorts?|counties|markets?|assignments?|transfers?|pages?|total)\b/;
/** A character next to a number that makes it part of something else: a date, a time, an office code, an id, a phone number, an amount. */
const PART_OF_ANOTHER_VALUE = /[\w.,/:\-#$%°]/;

/**
 * The member internal ids shown beside a member's name or under "Member Id", and the counts of
 * four digits or more shown without their thousands separator.
 */
function breaches(page: Shown, members: { ids: ReadonlySet<string>; names: ReadonlySet<string> }) {
  const internalIds: string[] = [];
  const unseparated: string[] = [];
  const { text } = page;

  // A member's name followed by a parenthesised number that is a member's internal id: "Jane Doe (133815)".
  for (const m of text.matchAll(/([A-Za-z][\w'’.-]*(?: [A-Za-z][\w'’.-]*){0,6})\s*\((\d{5,7})\)/g)) {
    const words = m[1].split(' ');
    const named = words.some((_, i) => members.names.has(words.slice(i).join(' ').toLowerCase()));
    if (named && members.ids.has(m[2])) internalIds.push(m[0]);
  }
  for (const cell of page.memberIdCells) if (members.ids.has(cell)) internalIds.push(`Member Id ${cell}`);

  for (const m of text.matchAll(/\d{4,}/g)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 12), start);
    const after = text.slice(end, end + 16);
    // A comma or a full stop ending a sentence or a list item is punctuation, not part of the number.
    const punctuationAfter = /[,.]/.test(text[end] ?? '') && /\s/.test(text[end + 1] ?? ' ');
    if (PART_OF_ANOTHER_VALUE.test(text[start - 1] ?? '')) continue;
    if (PART_OF_ANOTHER_VALUE.test(text[end] ?? '') && !punctuationAfter) continue;
    // A zip code after a state ("Nashville, TN 37294").
    if (/\b[A-Z]{2}\s$/.test(before)) continue;
    const counted =
      /\bof\s$/i.test(before) ||
      (/\($/.test(before) && /^\)/.test(after)) ||
      COUNTED_NOUN.test(after.trimStart()) ||
      /\b(total|count)s?:?\s$/i.test(before);
    if (counted) unseparated.push(`${before.trimStart()}${m[0]}${after.trimEnd()}`.replace(/\s+/g, ' '));
  }
  for (const value of page.numbers) if (/^\d{4,}$/.test(value)) unseparated.push(value);
  return { internalIds, unseparated };
}

/** Opens the route in the tab and answers what breaks the three rules there. */
async function walk(page: Page, visit: RouteVisit): Promise<string[]> {
  const loading = await openWatchingLoading(page, visit);
  await visible(visit.ready(page), 30_000);
  const problems: string[] = [];
  if (loading.blankMs >= BLANK_TOLERANCE_MS)
    problems.push(`no loading indicator for ${loading.blankMs} ms while a request was in flight; showing: "${loading.text}"`);
  await visit.open?.(page);
  const findings = breaches(await shown(page), members);
  for (const shown of findings.internalIds) problems.push(`internal member id shown: "${shown}"`);
  for (const shown of findings.unseparated) problems.push(`count without thousands separator: "${shown}"`);
  if (problems.length > 0)
    await page.screenshot({ path: `${ARTIFACTS}/route-walk${visit.route.replace(/\W+/g, '-')}.png`, fullPage: true });
  if (visit.open) await page.keyboard.press('Escape');
  return problems;
}

describe(`every route as the ${PERSONA}`, () => {
  it('covers every route of the accessibility list', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
  });

  it('the rules catch an internal id beside a name or under Member Id, and a count without separator, and nothing else', () => {
    const known = { ids: new Set(['133815']), names: new Set(['jane doe']) };
    const page = (text: string, memberIdCells: string[] = [], numbers: string[] = []): Shown => ({ text, memberIdCells, numbers });
    expect(breaches(page('Member: Jane Doe (133815)\nReason: Moved'), known).internalIds).toEqual(['Jane Doe (133815)']);
    expect(breaches(page('Submitted for Term', ['133815', 'A000133815']), known).internalIds).toEqual(['Member Id 133815']);
    expect(breaches(page('Showing 1–10 of 1347 « ‹ Page 1 of 135'), known).unseparated).toEqual([expect.stringContaining('of 1347')]);
    expect(breaches(page('One List (36140)\n1347 members'), known).unseparated).toHaveLength(2);
    expect(breaches(page('', [], ['2048', '2,048']), known).unseparated).toEqual(['2048']);
    const fine = page(
      'Jane Doe (A000133815) in 1.001.000, born 05/17/1994, since 2019; Nashville, TN 37294; (615) 555-0142; ' +
        'at 10:42:07 AM; job 3f9a1c2b; Showing 1–10 of 1,347; One List (36,140); Provider 920001625; $1200.50',
      ['A000133815'],
      ['1,347', '12'],
    );
    expect(breaches(fine, known)).toEqual({ internalIds: [], unseparated: [] });
  });

  for (const visit of ROUTES) {
    it(`${visit.route}: a loading indicator while its data is on its way, no internal member id, counts with separators`, async () => {
      expect(await walked.get(visit.route), visit.route).toEqual([]);
    });
  }
});
