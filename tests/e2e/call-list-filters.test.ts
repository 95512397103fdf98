/**
 * The Call List Filters page in a real browser: calllistmanager uploads a global filter workbook
 * (built with exceljs from real member ids), sees it in the Global Filters table with its member
 * count, and deletes it with the inline tick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';
import { z } from 'zod';
import { xlsxOf } from '../support/workbook.ts';

/** The members the setup reads: their ids. */
const MembersAnswer = z.object({ members: z.object({ nodes: z.array(z.object({ id: z.string() })) }) });

let env: BrowserStack;
let workbook: Buffer;

beforeAll(async () => {
  env = await startBrowserStack();
  const answer = await env.stack.gql('superadmin', '{ members(take: 3) { nodes { id } } }');
  const ids = MembersAnswer.parse(answer.body.data ?? { members: { nodes: [] } }).members.nodes;
  if (ids.length !== 3) throw new Error(`Expected three members: ${JSON.stringify(answer.body)}`);
  workbook = await xlsxOf([['MemberId'], ...ids.map(({ id }) => [Number(id)])], { sheet: 'Members' });
});

afterAll(async () => {
  await env?.close();
});

describe('call list filters page', () => {
  it('uploads a global filter workbook, lists it, and deletes it with the tick', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/call-list/filters', 'calllistmanager');
    await visible(page.getByRole('heading', { name: 'Filtered Members', level: 1 }));
    await visible(page.getByText('Global filters apply to all campaigns and make a member ineligible for all.', { exact: false }));
    const globalTable = page.getByRole('table', { name: 'Global filters' });
    await visible(globalTable);
    await visible(page.getByRole('table', { name: 'Targeted campaign members' }));

    await page.getByRole('button', { name: 'Add New Global Filter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Log Filtered Members' }).click();
    await visible(dialog.getByText('Filter name is required'));
    await visible(dialog.getByText('Please enter a .xlsx file'));
    await dialog.getByLabel('Filter Name').fill('E2E moved away');
    await dialog.getByLabel('Member List (.xlsx)').setInputFiles({
      name: 'moved-away.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    await page.screenshot({ path: `${ARTIFACTS}/call-list-filter-add.png` });
    await dialog.getByRole('button', { name: 'Log Filtered Members' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = globalTable.locator('tr[data-filter-name="E2E moved away"]');
    await visible(row);
    expect(await row.locator('td').nth(3).innerText()).toBe('3');
    expect(await row.locator('td').nth(1).innerText()).toBe('Charlie Calls');
    await page.locator('[data-scope=dialog][data-part=backdrop]').waitFor({ state: 'detached' });
    await page.screenshot({ path: `${ARTIFACTS}/call-list-filters.png`, fullPage: true });

    await row.getByRole('button', { name: 'Delete E2E moved away' }).click();
    await row.getByRole('button', { name: 'Cancel delete' }).click();
    await visible(row.getByRole('button', { name: 'Delete E2E moved away' }));
    await row.getByRole('button', { name: 'Delete E2E moved away' }).click();
    await page.screenshot({ path: `${ARTIFACTS}/call-list-filter-confirm-delete.png` });
    await row.getByRole('button', { name: 'Confirm delete' }).click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
