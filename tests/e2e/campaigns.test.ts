/**
 * The Campaigns page in a real browser: calllistmanager starts from the empty picker, creates an
 * Outreach campaign, lands on its #variables section, adds a variable and sees it, rescores
 * ('Rescore Successful' and a scores table), reads the Reporting section, and assigns an agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

describe('campaigns page', () => {
  it('lets calllistmanager create a campaign, add a variable, rescore, and assign an agent', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/campaigns', 'calllistmanager');
    await visible(page.getByRole('heading', { name: 'Campaigns', level: 1 }));
    await visible(page.getByText('No campaign chosen'));
    await expect.poll(() => page.title()).toBe('Luminate | Campaigns');
    // The seeded campaigns are in the picker, deactivated ones marked.
    const picker = page.getByLabel('Campaign', { exact: true });
    await expect.poll(() => picker.locator('option').allInnerTexts()).toContain('Unengaged Outreach – Houston');
    await page.screenshot({ path: `${ARTIFACTS}/campaigns-empty.png`, fullPage: true });

    await page.getByRole('button', { name: 'Add Campaign' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByLabel('Campaign Name'));
    const create = dialog.getByRole('button', { name: 'Create Campaign' });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Campaign Name').fill('E2E Spring Outreach');
    await dialog.getByLabel('Note').fill('Unengaged Houston members');
    await dialog.getByLabel('Campaign Type').selectOption({ label: 'Outreach' });
    await dialog.getByLabel('Market').selectOption({ label: 'Houston' });
    await dialog.getByLabel('Rest Days').fill('-2');
    await visible(dialog.getByText('Rest days must be 0 or more'));
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Rest Days').fill('3');
    await expect.poll(() => create.isDisabled()).toBe(false);
    await page.screenshot({ path: `${ARTIFACTS}/campaign-create.png` });
    await create.click();

    await page.waitForURL(/\/campaigns\/\d+#variables$/);
    const summary = page.locator('[aria-label="Campaign summary"]');
    await visible(summary.getByText('E2E Spring Outreach'));
    await visible(summary.getByText('Houston', { exact: true }));
    await page.locator('[data-scope=dialog][data-part=backdrop]').waitFor({ state: 'detached' });

    // A variable, added inline.
    await page.getByRole('button', { name: 'Add Variable' }).click();
    const editor = page.locator('tr[data-editing="true"]');
    await editor.getByLabel('Option').selectOption({ label: 'Unengaged' });
    await editor.getByLabel('Value').selectOption('true');
    await editor.getByLabel('Points').fill('40');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    const variables = page.getByRole('table', { name: 'Campaign variables' });
    const added = variables.locator('tr[data-variable-id]').filter({ hasText: 'Unengaged' });
    await visible(added);
    const cells = await added.locator('td').allInnerTexts();
    expect([cells[0], cells[2]]).toEqual(['Unengaged', '40']);

    await page.getByRole('button', { name: 'Rescore Campaign' }).click();
    await visible(page.getByText('Rescore Successful'), 30_000);
    const scores = page.getByRole('table', { name: 'Scores' });
    await visible(scores.locator('tbody tr').first());
    const points = (await scores.locator('tbody tr td:last-child').allInnerTexts()).map(Number);
    expect(points.length).toBeGreaterThan(0);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    await page.screenshot({ path: `${ARTIFACTS}/campaign-rescored.png`, fullPage: true });

    // Reporting, reached with the keyboard through the side navigation.
    const sections = page.getByRole('navigation', { name: 'Campaign sections' });
    await sections.getByRole('link', { name: 'Reporting' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#reporting$/);
    await visible(page.getByRole('table', { name: 'Call list breakdown' }));
    await visible(page.getByText('List Statistics'));
    await page.screenshot({ path: `${ARTIFACTS}/campaign-reporting.png`, fullPage: true });

    await sections.getByRole('link', { name: 'Assignments' }).click();
    await page.waitForURL(/#assignments$/);
    await page.getByLabel('Search employees').fill('Jordan Agent');
    const employee = page.getByLabel('Employee', { exact: true });
    await expect.poll(() => employee.locator('option').count()).toBeGreaterThan(1);
    await employee.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Assign agent' }).click();
    await visible(page.getByRole('table', { name: 'Campaign agents' }).getByRole('cell', { name: 'Jordan Agent', exact: true }));
    await page.screenshot({ path: `${ARTIFACTS}/campaign-assignments.png`, fullPage: true });
    await context.close();
  });
});
