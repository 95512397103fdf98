/**
 * The web shell in a real browser against a real stack: the sign-in guard, the 404 page,
 * signing in through the sandbox's login form, permission-gated menus and the remembered theme.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, startBrowserStack, submitLogin, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;
let baseUrl: string;

beforeAll(async () => {
  env = await startBrowserStack();
  baseUrl = env.baseUrl;
});

afterAll(() => env?.close());

function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  return env.newPage();
}

async function signInFromHome(page: Page, persona: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await submitLogin(page, persona);
  await page.waitForURL(`${baseUrl}/`);
}

describe('web shell', () => {
  it('shows anonymous users the Unauthorized modal on a guarded page; closing it goes Home', async () => {
    const { context, page } = await newPage();
    await page.goto('/markets');
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Unauthorized'));
    await visible(dialog.getByText('You must sign in to view this page!'));
    await visible(dialog.getByRole('button', { name: 'Sign in' }));
    await expect.poll(() => page.title()).toBe('Luminate | Markets');
    await page.screenshot({ path: `${ARTIFACTS}/unauthorized.png` });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.title()).toBe('Luminate | Home');
    await context.close();
  });

  it('shows the 404 text on an unknown path', async () => {
    const { context, page } = await newPage();
    await page.goto('/no-such-page');
    await visible(page.getByText('In Development: 404!', { exact: true }));
    await page.screenshot({ path: `${ARTIFACTS}/not-found.png` });
    await context.close();
  });

  it('signs superadmin in from a guarded page, returns there and shows Admin with Developers', async () => {
    const { context, page } = await newPage();
    await page.goto('/cohorts');
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
    await submitLogin(page, 'superadmin');
    await page.waitForURL(`${baseUrl}/cohorts`);
    await visible(page.getByRole('heading', { name: 'Cohorts' }));
    await visible(page.getByText('Coming soon'));
    await visible(page.getByRole('button', { name: 'Sam Super' }));

    await page.getByRole('button', { name: 'Admin' }).click();
    await visible(page.getByRole('menuitem', { name: 'Developers' }));
    await page.screenshot({ path: `${ARTIFACTS}/superadmin-admin-menu.png` });
    await page.getByRole('menuitem', { name: 'Developers' }).click();
    await page.waitForURL(`${baseUrl}/admin/developers`);
    await expect.poll(() => page.title()).toBe('Luminate | Developers');

    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Welcome, Sam Super' }));
    await context.close();
  });

  it('shows staff the menus without Admin, Campaigns or Medical Records', async () => {
    const { context, page } = await newPage();
    await signInFromHome(page, 'staff');
    await visible(page.getByRole('heading', { name: 'Welcome, Stevie Staff' }));
    await visible(page.getByRole('button', { name: 'Lookups' }));
    expect(await page.getByRole('button', { name: 'Admin' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Outreach' }).click();
    await visible(page.getByRole('menuitem', { name: 'Call Lists' }));
    expect(await page.getByRole('menuitem', { name: 'Campaigns' }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/staff-outreach-menu.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Reports' }).click();
    await visible(page.getByRole('menuitem', { name: 'Visit Reporting' }));
    expect(await page.getByRole('menuitem', { name: 'Medical Records' }).count()).toBe(0);
    await context.close();
  });

  it('shows calllistmanager Campaigns and Filtered Members, and datamanager the Admin menu without Developers', async () => {
    const manager = await newPage();
    await signInFromHome(manager.page, 'calllistmanager');
    await manager.page.getByRole('button', { name: 'Outreach' }).click();
    await visible(manager.page.getByRole('menuitem', { name: 'Campaigns' }));
    await visible(manager.page.getByRole('menuitem', { name: 'Filtered Members' }));
    expect(await manager.page.getByRole('button', { name: 'Admin' }).count()).toBe(0);
    await manager.page.screenshot({ path: `${ARTIFACTS}/calllistmanager-outreach-menu.png` });
    await manager.context.close();

    const data = await newPage();
    await signInFromHome(data.page, 'datamanager');
    await data.page.getByRole('button', { name: 'Admin' }).click();
    await visible(data.page.getByRole('menuitem', { name: 'Users' }));
    await visible(data.page.getByRole('menuitem', { name: 'Data Mgmt' }));
    expect(await data.page.getByRole('menuitem', { name: 'Developers' }).count()).toBe(0);
    await data.page.screenshot({ path: `${ARTIFACTS}/datamanager-admin-menu.png` });
    await data.context.close();
  });

  it('remembers dark mode across a reload', async () => {
    const { context, page } = await newPage();
    await signInFromHome(page, 'staff');
    expect(await isDark(page)).toBe(false);

    await page.getByRole('button', { name: 'Stevie Staff' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('button', { name: 'Sign Out' }));
    await dialog.getByText('Dark mode').click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Welcome, Stevie Staff' }));
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.screenshot({ path: `${ARTIFACTS}/dark-mode-after-reload.png` });
    await context.close();
  });

  it('shows loading... until the viewer record arrives, and keeps a refresh token for renewal', async () => {
    const { context, page } = await newPage();
    await signInFromHome(page, 'staff');
    // Hold the next viewer query back so the spinner is observable.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/markets');
    await visible(page.getByText('loading...'));
    expect(await page.getByRole('heading', { name: 'Markets' }).count()).toBe(0);
    release();
    await visible(page.getByRole('heading', { name: 'Markets' }));

    const stored = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      return key ? (JSON.parse(sessionStorage.getItem(key)!) as { refresh_token?: string }) : null;
    });
    expect(stored?.refresh_token).toBeTruthy();
    await context.close();
  });

  it('signs out through the identity provider and comes back anonymous', async () => {
    const { context, page } = await newPage();
    await signInFromHome(page, 'staff');
    await page.getByRole('button', { name: 'Stevie Staff' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    // The sandbox asks for confirmation before ending its session.
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await visible(page.getByRole('button', { name: 'Sign in' }).first());
    expect(await page.getByRole('button', { name: 'Lookups' }).count()).toBe(0);

    await page.goto('/markets');
    await visible(page.getByRole('dialog').getByText('You must sign in to view this page!'));
    await context.close();
  });
});
