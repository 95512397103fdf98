/**
 * The Load Test page in a real browser: superadmin opens 20 graphql-ws subscriptions to campaign
 * 123 through the gateway (batches of 5, 50 ms apart); all connect and receive the list; Stop
 * closes them. Anyone without superAdmin is refused the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

async function stat(page: Page, key: string): Promise<number> {
  const text = await page.getByTestId(`stat-${key}`).innerText();
  return Number(text.split('/')[0].trim());
}

describe('load test page', () => {
  it('runs 20 subscriptions in batches and Stop closes them', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/admin/load-test', 'superadmin');
    await visible(page.getByRole('heading', { name: 'Load Test' }));
    await visible(page.getByText('We recommend 50–100 connections for a realistic test.'));
    expect(await page.getByLabel('Connections').inputValue()).toBe('100');

    await page.getByLabel('Connections').fill('20');
    await page.getByLabel('Batch size').fill('5');
    await page.getByLabel('Batch delay (ms)').fill('50');
    await page.getByLabel('Campaign id').fill('123');
    await page.getByRole('button', { name: 'Start' }).click();

    await expect.poll(() => stat(page, 'connected'), { timeout: 20_000 }).toBe(20);
    await expect.poll(() => stat(page, 'subscribed'), { timeout: 20_000 }).toBe(20);
    expect(await stat(page, 'messages')).toBeGreaterThanOrEqual(20);
    expect(await stat(page, 'errors')).toBe(0);
    await visible(
      page
        .getByRole('table', { name: 'Load test log' })
        .getByText(/^Subscribed: list of \d+/)
        .first(),
    );
    await page.screenshot({ path: `${ARTIFACTS}/load-test-running.png`, fullPage: true });

    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => stat(page, 'connected')).toBe(0);
    expect(await stat(page, 'subscribed')).toBe(0);
    await visible(page.getByText('Stopped; 20 connections closed'));
    await page.screenshot({ path: `${ARTIFACTS}/load-test-stopped.png`, fullPage: true });
    await context.close();
  });

  it('refuses users without superAdmin', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/admin/load-test', 'calllistmanager');
    await visible(page.getByText('You do not have permission to view Load Test.'));
    expect(await page.getByRole('button', { name: 'Start' }).count()).toBe(0);
    await context.close();
  });
});
