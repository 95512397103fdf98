/**
 * Shared behaviour in a real browser: the landing page's feature list, the window-level error
 * modal that returns Home, an admin's display-only permission flags, and the QA page's password
 * sign-in through the identity provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PERSONA_PASSWORD } from '../support/stack.ts';
import { ARTIFACTS, signInAt, startBrowserStack, submitLogin, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

async function signInFromHome(page: Page, persona: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await submitLogin(page, persona);
  await page.waitForURL(`${env.baseUrl}/`);
}

describe('shared behaviour', () => {
  it('lists the product features on Home and asks anonymous visitors to sign in', async () => {
    const { context, page } = await env.newPage();
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'What you can do here' }));
    const features = page.getByRole('region', { name: 'What you can do here' }).getByRole('listitem');
    expect(await features.count()).toBeGreaterThanOrEqual(6);
    await visible(page.getByText('Member lookup', { exact: true }));
    await visible(page.getByText('Sign in to use Luminate.'));
    await visible(page.getByRole('button', { name: 'Sign in' }).first());
    await page.screenshot({ path: `${ARTIFACTS}/home-anonymous.png`, fullPage: true });
    await context.close();
  });

  it("opens 'Something went wrong!' on an uncaught error; closing it returns to /", async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/markets', 'staff');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('uncaught error raised by the browser test');
      }, 0);
    });
    const dialog = page.getByRole('alertdialog');
    await visible(dialog.getByText('Something went wrong!'));
    await visible(dialog.getByText('If the problem continues, please contact Luminate support.'));
    await page.screenshot({ path: `${ARTIFACTS}/window-error-modal.png` });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${env.baseUrl}/`);
    await visible(page.getByRole('heading', { name: 'Welcome, Stevie Staff' }));
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });

  it('lets an admin hide the Admin menu with the permission flags until they are switched back', async () => {
    const { context, page } = await env.newPage();
    await signInFromHome(page, 'superadmin');
    await visible(page.getByRole('button', { name: 'Admin' }));

    const openDialog = async () => {
      await page.getByRole('button', { name: 'Sam Super' }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByRole('heading', { name: 'Permission flags' }));
      return dialog;
    };
    const flag = (dialog: ReturnType<Page['getByRole']>, name: string) => dialog.locator('label', { hasText: name });

    let dialog = await openDialog();
    // Let the dialog's opening animation finish so the screenshot shows it as the user does.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.screenshot({ path: `${ARTIFACTS}/user-dialog-permission-flags.png` });
    // The Admin menu needs eus or dataMgmt: switch both off.
    await flag(dialog, 'End User Support').click();
    await flag(dialog, 'Data Management').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Admin' }).waitFor({ state: 'detached' });

    // The override is per tab and survives a reload; guarded pages follow it too.
    await page.goto('/admin/users');
    await visible(page.getByText('You do not have permission to view Users.'));
    expect(await page.getByRole('button', { name: 'Admin' }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/admin-flags-off.png` });

    dialog = await openDialog();
    await flag(dialog, 'End User Support').click();
    await page.keyboard.press('Escape');
    await visible(page.getByRole('button', { name: 'Admin' }));
    await context.close();
  });

  it('shows no permission flags to a user without admin', async () => {
    const { context, page } = await env.newPage();
    await signInFromHome(page, 'datamanager');
    await page.getByRole('button', { name: 'Dana Data' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('button', { name: 'Sign Out' }));
    expect(await dialog.getByRole('heading', { name: 'Permission flags' }).count()).toBe(0);
    await context.close();
  });

  it('signs in from the QA password dialog and reports success', async () => {
    const { context, page } = await env.newPage();
    await page.goto('/qa');
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Password sign-in'));
    await page.screenshot({ path: `${ARTIFACTS}/qa-dialog.png` });
    await dialog.getByLabel('Username').fill('staff');
    await dialog.getByRole('button', { name: 'Continue to password' }).click();

    // The identity provider's form opens with the username filled in; the password goes there.
    await page.locator('#password').waitFor();
    expect(await page.inputValue('#username')).toBe('staff');
    await page.fill('#password', PERSONA_PASSWORD);
    await page.click('button[type=submit]');

    await page.waitForURL(`${env.baseUrl}/qa`);
    await visible(page.getByRole('dialog').getByText('You have successfully signed in'));
    await expect.poll(() => page.title()).toBe('Luminate | QA');
    await page.screenshot({ path: `${ARTIFACTS}/qa-signed-in.png` });
    await context.close();
  });
});
