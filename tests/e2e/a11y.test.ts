/**
 * Accessibility of every page in a real browser: axe-core runs on each page of the route
 * table (plus Home anonymous and signed in, the 404 page, the
 * permission-denied page and an open dialog on a dashboard), each as a persona that may see it, in
 * the light and the dark theme (the stored choice, as the user dialog's toggle leaves it), and finds no violation of serious or critical impact. One browser
 * and one stack; the pages are visited one after another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import axe from 'axe-core';
import { A11Y_VISITS as VISITS, STORED_THEME_KEY, type A11yVisit as Visit } from './support/a11y-pages.ts';
import { ARTIFACTS, startBrowserStack, submitLogin, visible, type BrowserStack } from './support/browser.ts';
import { graphql } from '../generated/gql.ts';
import { dataOf } from '../modules/helpers.ts';

let env: BrowserStack;
/** A member every visit may open (the member page needs one). */
let memberId: string;
/** One browser context per persona (null: not signed in), reused from page to page. */
const contexts = new Map<string | null, { context: BrowserContext; page: Page }>();

beforeAll(async () => {
  env = await startBrowserStack();
  const answer = await env.stack.gql(
    'superadmin',
    graphql(`
      query A11yMember {
        members(take: 1) {
          nodes {
            id
          }
        }
      }
    `),
  );
  memberId = dataOf(answer).members.nodes[0].id;
});

afterAll(async () => {
  for (const { context } of contexts.values()) await context.close();
  await env?.close();
});

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page as it is now; answers the serious and critical violations. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        // Each element with what axe measured (e.g. the contrast ratio and the two colours).
        targets: v.nodes.map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
      }));
  });
}

/**
 * The theme as a user leaves it: the stored choice the app reads on load (a toggle in the user
 * dialog writes the same key), then the page loads again with it.
 */
async function storeTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate(([key, m]) => window.localStorage.setItem(key, m), [STORED_THEME_KEY, mode] as const);
}
/** Waits for the page's heading, its data (no spinner, no request in flight) and what `ready` names. */
async function settle(page: Page, visit: Visit): Promise<void> {
  await visible(page.locator('h1, [role=dialog] h2').first(), 30_000);
  if (visit.ready) await visible(visit.ready(page), 30_000);
  // Requests still in flight would change the page under axe; a page that keeps polling never goes
  // idle, and then what `ready` names is the sign that it is loaded.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.locator('.chakra-spinner').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** One signed-in page per persona, reused from visit to visit. */
async function pageAs(persona: string | null): Promise<Page> {
  const held = contexts.get(persona);
  if (held) return held.page;
  // The axe script goes in as an inline script, which the gateway's Content-Security-Policy refuses:
  // this context lets it through (the other browser tests check the app under the policy).
  const context = await env.browser.newContext({ baseURL: env.baseUrl, viewport: { width: 1400, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  if (persona) {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await submitLogin(page, persona);
    await page.waitForURL(`${env.baseUrl}/`);
  }
  contexts.set(persona, { context, page });
  return page;
}

describe('accessibility (axe-core)', () => {
  // One test per page, in order: each has its own time limit and its own report.
  for (const visit of VISITS) {
    it(`${visit.name}: no serious or critical violation, light and dark`, async () => {
      const page = await pageAs(visit.persona);
      const failures: string[] = [];
      try {
        for (const mode of ['light', 'dark'] as const) {
          if (mode === 'dark') await storeTheme(page, 'dark');
          await page.goto(visit.path({ memberId }));
          await settle(page, visit);
          await visit.act?.(page);
          // Opening dialogs fade in: colours mid-animation are not the ones a user reads.
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((a) => a.effect?.getTiming().iterations !== Infinity)
                .map((a) => a.finished.catch(() => undefined)),
            ),
          );
          expect(await page.evaluate(() => document.documentElement.className)).toContain(mode);
          const found = await seriousViolations(page);
          if (found.length > 0) {
            await page.screenshot({
              path: `${ARTIFACTS}/a11y-${visit.name.replace(/\W+/g, '-').toLowerCase()}-${mode}.png`,
              fullPage: true,
            });
            for (const v of found)
              failures.push(`${visit.name} (${mode}): ${v.id} [${v.impact}] ${v.help}\n    ${v.targets.join('\n    ')}`);
          }
          if (visit.act) await page.keyboard.press('Escape');
        }
      } finally {
        // The next page starts light whatever happened here.
        await storeTheme(page, 'light');
      }
      if (failures.length > 0) console.error(`axe-core violations:\n${failures.join('\n')}`);
      expect(failures).toEqual([]);
    });
  }
});
