/**
 * Automatic sign-out after inactivity, in a real browser against a stack whose gateway sets
 * SESSION_IDLE_TIMEOUT_S=12: the warning (at half the timeout, since it is under two minutes) with
 * its live countdown, "Stay signed in" by keyboard, the sign-out after 12 s without input with
 * the reason shown and the tokens revoked, and activity in one tab keeping another tab signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

const TIMEOUT_S = 12;

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack({ gatewayEnv: { SESSION_IDLE_TIMEOUT_S: String(TIMEOUT_S) } });
});

afterAll(async () => {
  await env?.close();
});

const warningOf = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });
const signedOutNoticeOf = (page: Page) => page.getByRole('alertdialog', { name: 'Signed out' });

async function countdown(page: Page): Promise<number> {
  const text = await warningOf(page).innerText();
  const match = /You will be signed out in (\d+) seconds? because of inactivity/.exec(text);
  if (!match) throw new Error(`No countdown in: ${text}`);
  return Number(match[1]);
}

/** The refresh token the page's session holds (sessionStorage), or null once signed out. */
async function storedRefreshToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? ((JSON.parse(sessionStorage.getItem(key)!) as { refresh_token?: string }).refresh_token ?? null) : null;
  });
}

describe('sign-out after inactivity', () => {
  it('warns with a countdown, stays signed in on Enter, then signs out after 12 s without input and says why', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/markets', 'staff');
    await visible(page.getByRole('heading', { name: 'Markets' }));
    expect(await page.evaluate(() => fetch('/config.json').then((r) => r.json()))).toMatchObject({ sessionIdleTimeoutS: TIMEOUT_S });

    // Half the timeout without input: the warning, counting down.
    const warning = warningOf(page);
    await visible(warning, TIMEOUT_S * 1000);
    const first = await countdown(page);
    expect(first).toBeLessThanOrEqual(TIMEOUT_S / 2);
    await expect.poll(() => countdown(page), { timeout: 4000 }).toBeLessThan(first);
    await page.screenshot({ path: `${ARTIFACTS}/idle-warning.png` });

    // "Stay signed in" has the focus: Enter keeps the session.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Stay signed in');
    await page.keyboard.press('Enter');
    await warning.waitFor({ state: 'hidden' });
    await visible(page.getByRole('button', { name: 'Stevie Staff' }));
    const stayedAt = Date.now();
    const refreshToken = await storedRefreshToken(page);
    expect(refreshToken).toEqual(expect.any(String));

    // No input from now on: the warning again, then the sign-out with the reason and a Sign in button.
    await visible(warning, TIMEOUT_S * 1000);
    const notice = signedOutNoticeOf(page);
    await visible(notice, TIMEOUT_S * 1000);
    expect(Date.now() - stayedAt).toBeGreaterThanOrEqual((TIMEOUT_S - 1) * 1000);
    await visible(notice.getByText(`You were signed out after ${TIMEOUT_S} seconds without activity`));
    await visible(notice.getByRole('button', { name: 'Sign in' }));
    expect(await page.getByRole('heading', { name: 'Markets' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Stevie Staff' }).count()).toBe(0);
    await expect.poll(() => storedRefreshToken(page)).toBeNull();
    await page.screenshot({ path: `${ARTIFACTS}/idle-signed-out.png` });

    // The session's refresh token was revoked at the identity provider: it no longer renews anything.
    const renewal = await fetch(`${env.stack.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken!, client_id: 'luminate-web' }),
    });
    expect(((await renewal.json()) as { error?: unknown }).error).toBe('invalid_grant');

    // The reason survives a reload of the tab; closing the notice goes Home.
    await page.reload();
    await visible(signedOutNoticeOf(page).getByText(`You were signed out after ${TIMEOUT_S} seconds without activity`));
    await signedOutNoticeOf(page).getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${env.baseUrl}/`);
    await visible(page.getByRole('button', { name: 'Sign in' }).first());
    await context.close();
  }, 120_000);

  it('keeps a tab signed in while the user works in another tab of the app', async () => {
    const { context, page: idleTab } = await env.newPage();
    await signInAt(idleTab, env.baseUrl, '/markets', 'staff');
    await visible(idleTab.getByRole('heading', { name: 'Markets' }));
    // A second tab of the same session (opened from the first, so it shares the signed-in user).
    const [busyTab] = await Promise.all([context.waitForEvent('page'), idleTab.evaluate(() => window.open('/markets', '_blank'))]);
    await visible(busyTab.getByRole('heading', { name: 'Markets' }));

    // Work in the busy tab for longer than the timeout; the idle tab gets no input at all.
    const until = Date.now() + (TIMEOUT_S + 4) * 1000;
    let step = 0;
    while (Date.now() < until) {
      await busyTab.mouse.move(200 + (step % 2) * 100, 300);
      step++;
      expect(await warningOf(idleTab).count()).toBe(0);
      await idleTab.waitForTimeout(1000);
    }
    await visible(idleTab.getByRole('button', { name: 'Stevie Staff' }));
    expect(await signedOutNoticeOf(idleTab).count()).toBe(0);

    // Then nobody touches either tab: both warn and sign out together.
    await visible(signedOutNoticeOf(idleTab), (TIMEOUT_S + 5) * 1000);
    await visible(signedOutNoticeOf(busyTab), 5000);
    await context.close();
  }, 120_000);
});
