/**
 * The web shell in a real browser against a real stack: the sign-in guard, the 404 and
 * permission-denied pages, /qa for a signed-in user, signing in through the sandbox's login form,
 * permission-gated menus (collapsed on a narrow screen), the dashboards at 768 px wide, a dashboard
 * worked by keyboard alone, and the remembered theme.
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

  it('shows the 404 page on an unknown path, with a way Home and a way back', async () => {
    const { context, page } = await newPage();
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Luminate' }));
    await page.goto('/no-such-page');
    await visible(page.getByRole('heading', { level: 1, name: 'In Development: 404!' }));
    await visible(page.getByText('Nothing lives at /no-such-page yet.'));
    await expect.poll(() => page.title()).toBe('Luminate | Not Found');
    await page.screenshot({ path: `${ARTIFACTS}/not-found.png` });

    // Back returns to where the visitor came from; Home goes to the landing page.
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goForward();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await visible(page.getByRole('heading', { name: 'Luminate' }));
    await context.close();
  });

  it('tells a signed-in user without the permission that the page is not theirs, and which permission it needs', async () => {
    const { context, page } = await newPage();
    await signInFromHome(page, 'staff');
    await page.goto('/admin/developers');
    await visible(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }));
    await visible(page.getByText('You do not have permission to view Developers.'));
    await visible(page.getByText('It needs the Super Admin permission.'));
    await expect.poll(() => page.title()).toBe('Luminate | Developers');
    await page.screenshot({ path: `${ARTIFACTS}/forbidden.png` });

    await page.goto('/campaigns');
    await visible(page.getByText('It needs the Call List Management or Super Admin permission (any one of them).'));
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await visible(page.getByRole('heading', { name: 'Welcome, Stevie Staff' }));
    await context.close();
  });

  it('does not pop the QA sign-in dialog for a signed-in user; the button still opens it', async () => {
    const { context, page } = await newPage();
    await signInFromHome(page, 'staff');
    await page.goto('/qa');
    await visible(page.getByRole('heading', { name: 'QA' }));
    await visible(page.getByRole('button', { name: 'Stevie Staff' }));
    // Give a dialog that would open on arrival every chance to show.
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Open password sign-in' }).click();
    await visible(page.getByRole('dialog').getByText('Password sign-in'));
    await context.close();
  });

  it('collapses the menus into one Menu button at 768 px wide, reachable by keyboard', async () => {
    const { context, page } = await newPage();
    await page.setViewportSize({ width: 768, height: 900 });
    await signInFromHome(page, 'dncmanager');
    await visible(page.getByRole('button', { name: 'Menu', exact: true }));
    expect(await page.getByRole('button', { name: 'Dashboards' }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/nav-768.png` });

    await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await visible(menu.getByRole('menuitem', { name: 'Do Not Contact' }));
    await visible(menu.getByText('Dashboards'));
    await page.screenshot({ path: `${ARTIFACTS}/nav-768-open.png` });
    // Arrow keys move through the links of every group; Enter opens the highlighted one.
    for (let i = 0; i < 40 && (await menu.locator('[data-highlighted]').textContent()) !== 'Do Not Contact'; i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/pending-dnc`);
    await context.close();
  });

  it('keeps the dashboards usable at 768 px wide: nothing off screen, tables scroll inside their box', async () => {
    const dashboards = [
      { persona: 'deattmanager', path: '/deattribution' },
      { persona: 'dncmanager', path: '/pending-dnc' },
      { persona: 'transfermanager', path: '/transition-dashboard' },
      {
        persona: 'datamanager',
        path: '/member',
        prepare: async (page: Page) => {
          await page.getByRole('textbox', { name: 'Search members' }).fill('a');
          await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
        },
      },
      { persona: 'agent', path: '/call-list' },
    ];
    for (const { persona, path, prepare } of dashboards as { persona: string; path: string; prepare?: (page: Page) => Promise<void> }[]) {
      const { context, page } = await newPage();
      await page.setViewportSize({ width: 768, height: 900 });
      await signInFromHome(page, persona);
      await page.goto(path);
      await visible(page.locator('main h1'));
      await prepare?.(page);
      await visible(page.locator('main table tbody tr').first(), 30_000);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${ARTIFACTS}/768${path.replace(/\//g, '-')}.png`, fullPage: true });
      const layout = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        /** The nearest ancestor that scrolls sideways, if any. */
        const scroller = (el: Element) => {
          for (let p = el.parentElement; p; p = p.parentElement) {
            const overflow = getComputedStyle(p).overflowX;
            if (overflow === 'auto' || overflow === 'scroll') return p;
          }
          return null;
        };
        const offScreen = [...document.querySelectorAll('main button, main input, main select, main a, main [role=tab]')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && !scroller(el) && (box.right > width + 1 || box.left < -1);
          })
          .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
        const tables = [...document.querySelectorAll('main table')].map((table) => {
          const box = scroller(table)?.getBoundingClientRect();
          return box ? box.right <= width + 1 : false;
        });
        return { pageScrollsSideways: document.documentElement.scrollWidth > width, offScreen, tables };
      });
      expect({ path, ...layout }).toEqual({ path, pageScrollsSideways: false, offScreen: [], tables: layout.tables.map(() => true) });
      await context.close();
    }
  });

  it('works a dashboard by keyboard alone: the tab bar, a row opening its dialog, and back', async () => {
    const { context, page } = await newPage();
    await signInFromHome(page, 'dncmanager');
    await page.goto('/pending-dnc');
    await visible(page.locator('main tbody tr[tabindex="0"]').first(), 30_000);
    const focused = () =>
      page.evaluate(() => ({ role: document.activeElement?.getAttribute('role') ?? '', tag: document.activeElement?.tagName ?? '' }));
    /** Presses Tab until focus is on what `want` accepts (at most 60 presses). */
    const tabTo = async (want: (f: { role: string; tag: string }) => boolean) => {
      for (let i = 0; i < 60; i++) {
        if (want(await focused())) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached the element; focus is on ${JSON.stringify(await focused())}`);
    };

    // The tab bar: Tab reaches the selected tab, the arrow key moves to and opens the next one.
    await tabTo((f) => f.role === 'tab');
    const first = await page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).not.toBe(first);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(first);
    await visible(page.locator('main tbody tr[tabindex="0"]').first(), 30_000);

    // A row: Tab reaches it, Enter opens its dialog with focus inside, Escape closes it and focus returns.
    await tabTo((f) => f.tag === 'TR');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused()).tag).toBe('TR');

    // The user menu: Tab reaches it, Enter opens the user dialog, Escape closes it.
    await page.getByRole('button', { name: 'Devon Contact' }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('signs superadmin in from a guarded page, returns there and shows Admin with Developers', async () => {
    const { context, page } = await newPage();
    await page.goto('/visit-reports');
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
    await submitLogin(page, 'superadmin');
    await page.waitForURL(`${baseUrl}/visit-reports`);
    await visible(page.getByRole('heading', { name: 'Visit Reporting' }));
    await visible(page.getByRole('heading', { name: 'Next Visit Report' }));
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

  it('shows staff the menus without Admin, Campaigns or Reports (staff may run no report)', async () => {
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

    expect(await page.getByRole('button', { name: 'Reports' }).count()).toBe(0);
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
