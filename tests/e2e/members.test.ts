/**
 * The Members search page in a real browser: datamanager searches by last name, sees the rows,
 * exports them as CSV (BOM + header row), meets the advanced search's "at least one field"
 * message and locked form, and an advanced search by member id opens the single member; staff,
 * who may not export members, sees the same rows without an Export button. A date of birth
 * search finds the member born on exactly that day in any browser time zone.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';
import { graphql } from '../generated/gql.ts';
import { dataOf } from '../modules/helpers.ts';

/** Waits for the dialog's open animation so screenshots show it as the user sees it. */
async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

let env: BrowserStack;
let member: { id: string; lastName: string; memberId: string };
interface Born {
  id: string;
  fullName: string;
  dateOfBirth: string;
}
/** The only member born on their day, and the only member born the day after. */
let bornOnDay: Born;
let bornNextDay: Born;

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  env = await startBrowserStack();
  // Finding the members to search for is setup, asked with the explorer right (superadmin).
  const first = await env.stack.gql(
    'superadmin',
    graphql(`
      query MembersTestOne {
        members(take: 1, skip: 5) {
          nodes {
            id
            lastName
            memberId
          }
        }
      }
    `),
  );
  member = dataOf(first).members.nodes[0];

  const oldest = await env.stack.gql(
    'superadmin',
    graphql(`
      query MembersTestOldest {
        members(take: 200, sort: [{ field: DATE_OF_BIRTH }, { field: ID }]) {
          nodes {
            id
            fullName
            dateOfBirth
          }
        }
      }
    `),
  );
  const born: Born[] = dataOf(oldest).members.nodes;
  const at = born.findIndex(
    (b, i) =>
      i > 0 &&
      born[i - 1].dateOfBirth !== b.dateOfBirth &&
      born[i + 1]?.dateOfBirth === dayAfter(b.dateOfBirth) &&
      born[i + 2]?.dateOfBirth !== born[i + 1].dateOfBirth,
  );
  expect(at).toBeGreaterThan(0);
  [bornOnDay, bornNextDay] = [born[at], born[at + 1]];
});

afterAll(async () => {
  await env?.close();
});

describe('members page', () => {
  it('searches by last name, pages the rows and exports them as CSV', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member', 'datamanager');
    await visible(page.getByRole('heading', { name: 'Member' }));

    await page.getByRole('textbox', { name: 'Search members' }).fill(member.lastName);
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: 'Members' });
    const rows = table.locator('tbody tr');
    await visible(rows.first());
    await page.waitForFunction(() => document.querySelector('table[aria-busy="false"]') !== null);
    const names = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(10);
    for (const name of names) expect(name).toContain(member.lastName);
    await visible(page.getByText(/Showing 1–\d+ of \d+/));
    await page.screenshot({ path: `${ARTIFACTS}/members-search.png` });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^AaneelId,Payer Member Id,First Name,Last Name,/);
    const total = Number(/of (\d+)/.exec((await page.getByText(/Showing 1–\d+ of \d+/).textContent())!)![1]);
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line).toContain(member.lastName);
    await context.close();
  });

  it('offers no CSV export to a user who may not export members', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member', 'staff');
    await visible(page.getByRole('heading', { name: 'Member' }));

    await page.getByRole('textbox', { name: 'Search members' }).fill(member.lastName);
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await visible(page.getByRole('table', { name: 'Members' }).locator('tbody tr').first());
    await visible(page.getByText(/Showing 1–\d+ of \d+/));
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/members-search-no-export.png` });
    await context.close();
  });

  it('needs one advanced field, locks the form after a search, and opens a single result', async () => {
    const { context, page } = await env.newPage();
    await signInAt(page, env.baseUrl, '/member', 'datamanager');

    await page.getByRole('button', { name: 'Advanced Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Member Search' });
    await dialog.getByRole('button', { name: 'Search' }).click();
    await visible(dialog.getByRole('alert').getByText('Enter at least one of phone, email, member id or date of birth.'));
    await settled(dialog);
    await page.screenshot({ path: `${ARTIFACTS}/members-advanced-search-required.png` });

    // A phone fragment shared by many members: the results stay on the page and the form locks.
    await dialog.getByLabel('Phone').fill('555');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await visible(page.getByRole('table', { name: 'Members' }).locator('tbody tr').first());
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await visible(dialog.getByRole('button', { name: 'New search' }));
    expect(await dialog.getByLabel('Phone').isEditable()).toBe(false);
    await settled(dialog);
    await page.screenshot({ path: `${ARTIFACTS}/members-advanced-search-locked.png` });

    await dialog.getByRole('button', { name: 'New search' }).click();
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('');
    await dialog.getByLabel('Member Id').fill(member.memberId);
    await dialog.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${env.baseUrl}/member/${member.id}`);
    // The single result opens on the member's page: the card's heading is the member's name.
    await visible(page.getByRole('heading', { level: 1, name: new RegExp(member.lastName) }));
    await context.close();
  });

  it.each(['America/Chicago', 'Asia/Tokyo'])('finds the member born on the date of birth searched, in %s', async (timezoneId) => {
    const { context, page } = await env.newPage({ timezoneId });
    await signInAt(page, env.baseUrl, '/member', 'datamanager');

    await page.getByRole('button', { name: 'Advanced Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Member Search' });
    await dialog.getByLabel('Date of Birth').fill(bornOnDay.dateOfBirth);
    await dialog.getByRole('button', { name: 'Search' }).click();
    // The only member born that day opens on their page, not the member born the day after.
    await page.waitForURL(/\/member\/\d+$/);
    expect(page.url()).not.toBe(`${env.baseUrl}/member/${bornNextDay.id}`);
    expect(page.url()).toBe(`${env.baseUrl}/member/${bornOnDay.id}`);
    await visible(page.getByRole('heading', { level: 1, name: bornOnDay.fullName }));
    const [year, month, day] = bornOnDay.dateOfBirth.split('-');
    await visible(page.getByTestId('member-dob').getByText(`${month}/${day}/${year}`));
    await context.close();
  });
});
