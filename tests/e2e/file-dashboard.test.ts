/**
 * The File Dashboard in a real browser against the sandbox's file store (real files on disk).
 * Data management opens the first dashboard source's File History, searches files across sources,
 * narrows the errored files to one bucket, and sends a file to a destination after the
 * confirmation: the job history shows the send, and the file lies in the destination's folder on
 * disk with the same bytes. An admin with data management categorises an uncategorised file
 * through the dialog's live regex feedback: the file leaves Uncategorized and the count drops by
 * one. A user without the right sees no admin sections. Each view is photographed in the light
 * and the dark theme.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FILE_MESSAGES, escapeRegExp, uncategorizedBadgeLabel } from '@luminate/schema/rules';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

async function gql<T>(persona: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const answer = await env.stack.gql(persona, query, variables);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data as T;
}

const uncategorizedCount = async () =>
  (await gql<{ uncategorizedFileCount: number }>('superadmin', '{ uncategorizedFileCount }')).uncategorizedFileCount;

async function openDashboard(persona: string, path = '/file-dashboard'): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await env.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInAt(page, env.baseUrl, path, persona);
  try {
    await visible(page.getByRole('navigation', { name: 'File dashboard sections' }), 30_000);
  } catch (error) {
    await page.screenshot({ path: `${ARTIFACTS}/file-dashboard-failed-${persona}.png`, fullPage: true });
    throw new Error(`The dashboard did not open for ${persona} (page errors: ${pageErrors.join('; ') || 'none'})`, { cause: error });
  }
  return { page, close: () => context.close() };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'File dashboard sections' });
const rowsOf = (table: Locator) => table.locator('tbody tr');
/** The table's total over every page (the shared table states it as aria-rowcount). */
const totalOf = async (table: Locator) => Number(await table.getAttribute('aria-rowcount'));

async function firstRowShown(table: Locator): Promise<void> {
  await visible(table, 30_000);
  await visible(
    rowsOf(table)
      .first()
      .getByRole('button', { name: /^View details of / }),
    30_000,
  );
}

async function darkTheme(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('luminate.color-mode', 'dark'));
  await page.reload();
  await visible(nav(page), 30_000);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

describe('File Dashboard', () => {
  it('shows data management the first source, finds files, filters errored files and sends a file', { timeout: 180_000 }, async () => {
    // The dashboard's sources, the same for every viewer, read with the explorer right.
    const { fileDashboardSources: sources } = await gql<{ fileDashboardSources: { id: string; name: string }[] }>(
      'superadmin',
      '{ fileDashboardSources { id name } }',
    );
    expect(sources.length).toBeGreaterThan(1);
    const first = sources[0];
    const count = await uncategorizedCount();

    const { page, close } = await openDashboard('datamanager');
    // The first dashboard source is open, its history newest first.
    expect(await nav(page).getByRole('button', { name: first.name, exact: true }).getAttribute('aria-current')).toBe('true');
    const history = page.getByRole('table', { name: `File history of ${first.name}` });
    await firstRowShown(history);
    const { rows: sourceFiles } = await env.stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE source_id = $1', [
      Number(first.id),
    ]);
    expect(await totalOf(history)).toBe(sourceFiles[0].n);
    expect(await rowsOf(history).count()).toBe(Math.min(20, sourceFiles[0].n));
    // The admin sections, with the uncategorised count on the badge ('99+' above 99).
    for (const label of ['Errored', 'Category Configs', 'Type Configs', 'Sources']) {
      await visible(nav(page).getByRole('button', { name: label, exact: true }));
    }
    expect(await page.getByTestId('uncategorized-badge').innerText()).toBe(uncategorizedBadgeLabel(count));
    await shot(page, 'file-dashboard');

    // Search across sources: every file whose name holds the text, with its source named.
    const { rows: picked } = await env.stack.db.query<{ name: string }>(
      `SELECT name FROM files WHERE source_id <> $1 AND errored_bucket IS NULL ORDER BY file_date DESC LIMIT 1`,
      [Number(first.id)],
    );
    const wanted = picked[0].name.replace(/\.[^.]+$/, '').slice(-12);
    const { rows: matching } = await env.stack.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM files WHERE lower(name) LIKE '%' || lower($1) || '%'",
      [wanted],
    );
    await page.getByRole('searchbox', { name: 'File name' }).fill(wanted);
    await page.keyboard.press('Enter');
    const results = page.getByRole('table', { name: `Files matching ${wanted}` });
    await firstRowShown(results);
    await visible(results.getByRole('cell', { name: picked[0].name, exact: true }));
    await expect.poll(() => totalOf(results)).toBe(matching[0].n);
    for (const name of await rowsOf(results).locator('td:nth-child(2)').allInnerTexts()) {
      expect(name.toLowerCase()).toContain(wanted.toLowerCase());
    }
    await shot(page, 'file-dashboard-search');

    // Errored files: 10 a page, narrowed to one bucket by the filter.
    await nav(page).getByRole('button', { name: 'Errored', exact: true }).click();
    const errored = page.getByRole('table', { name: 'Errored files' });
    await firstRowShown(errored);
    const { rows: buckets } = await env.stack.db.query<{ bucket: string; n: number }>(
      'SELECT errored_bucket AS bucket, count(*)::int AS n FROM files WHERE errored_bucket IS NOT NULL GROUP BY 1 ORDER BY 1',
    );
    expect(buckets.length).toBeGreaterThan(1);
    const all = buckets.reduce((s, b) => s + b.n, 0);
    await expect.poll(() => totalOf(errored)).toBe(all);
    expect(await rowsOf(errored).count()).toBe(Math.min(10, all));
    const bucket = buckets[buckets.length - 1];
    await page.getByRole('combobox', { name: 'Bucket' }).selectOption(bucket.bucket);
    await expect.poll(() => totalOf(errored)).toBe(bucket.n);
    expect(new Set(await rowsOf(errored).locator('td:nth-child(1)').allInnerTexts())).toEqual(new Set([bucket.bucket]));
    await shot(page, 'file-dashboard-errored');

    // Send a file of the first source to a destination.
    await nav(page).getByRole('button', { name: first.name, exact: true }).click();
    await firstRowShown(history);
    const fileName = (await rowsOf(history).first().locator('td:nth-child(2)').innerText()).trim();
    const { rows: files } = await env.stack.db.query<{ id: number; storage_path: string }>(
      'SELECT id, storage_path FROM files WHERE source_id = $1 AND name = $2',
      [Number(first.id), fileName],
    );
    const file = files[0];
    await rowsOf(history)
      .first()
      .getByRole('button', { name: `View details of ${fileName}` })
      .click();
    const details = page.getByRole('dialog', { name: 'File Details' });
    await visible(details.getByRole('table', { name: `Job history of ${fileName}` }), 30_000);
    await visible(details.getByText(file.storage_path, { exact: false }));
    // Categorising and typing need admin as well as data management.
    expect(await details.getByRole('button', { name: /^Add (Category|FileType)$/ }).count()).toBe(0);
    const jobsBefore = await rowsOf(details.getByRole('table', { name: `Job history of ${fileName}` })).count();
    await details.getByRole('button', { name: /^Send To/ }).click();
    const destinationItem = page.getByRole('menuitem').first();
    await visible(destinationItem);
    const destination = (await destinationItem.innerText()).trim();
    await destinationItem.click();
    const confirm = page.getByRole('alertdialog', { name: `Send File to ${destination}?` });
    await visible(confirm);
    // Cancelling sends nothing; the menu works again afterwards.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await rowsOf(details.getByRole('table', { name: `Job history of ${fileName}` })).count()).toBe(jobsBefore);
    await details.getByRole('button', { name: /^Send To/ }).click();
    await page.getByRole('menuitem', { name: destination, exact: true }).click();
    await visible(confirm);
    await shot(page, 'file-dashboard-send-confirm');
    await confirm.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByText('File Successfully Sent'), 30_000);
    const jobs = details.getByRole('table', { name: `Job history of ${fileName}` });
    await expect.poll(() => rowsOf(jobs).count()).toBe(jobsBefore + 1);
    await visible(jobs.getByRole('cell', { name: `Send → ${destination}` }).first());

    // The sandbox: a job row, the delivered copy recorded under the destination, its bytes on disk.
    const { rows: sent } = await env.stack.db.query<{ status: string; destination: string }>(
      `SELECT j.status, s.name AS destination FROM file_jobs j JOIN file_sources s ON s.id = j.destination_source_id
        WHERE j.file_id = $1 AND j.action = 'Send' ORDER BY j.job_dt DESC LIMIT 1`,
      [file.id],
    );
    expect(sent[0]).toEqual({ status: 'Completed', destination });
    const { rows: delivered } = await env.stack.db.query<{ storage_path: string }>(
      'SELECT f.storage_path FROM files f JOIN file_sources s ON s.id = f.source_id WHERE s.name = $1 AND f.name = $2',
      [destination, fileName],
    );
    expect(delivered).toHaveLength(1);
    const store = env.stack.sandbox.fileStore;
    expect(await readFile(store.pathOf(delivered[0].storage_path))).toEqual(await readFile(store.pathOf(file.storage_path)));
    await shot(page, 'file-dashboard-details');

    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await darkTheme(page);
    await firstRowShown(history);
    await shot(page, 'file-dashboard-dark');
    await rowsOf(history)
      .first()
      .getByRole('button', { name: /^View details of / })
      .click();
    await visible(page.getByRole('dialog', { name: 'File Details' }).getByRole('table', { name: /^Job history of / }), 30_000);
    await shot(page, 'file-dashboard-details-dark');
    await close();
  });

  it('lets an admin with data management categorise a file with live regex feedback', { timeout: 180_000 }, async () => {
    const before = await uncategorizedCount();
    expect(before).toBeGreaterThan(0);
    const { page, close } = await openDashboard('superadmin', '/file-dashboard?section=uncategorized');
    const list = page.getByRole('table', { name: 'Uncategorized files' });
    await firstRowShown(list);
    expect(await totalOf(list)).toBe(before);
    expect(await page.getByTestId('uncategorized-badge').innerText()).toBe(uncategorizedBadgeLabel(before));

    // A file of the first page whose name no other file has, so the list can be read by name.
    const { rows: unique } = await env.stack.db.query<{ name: string }>(
      `SELECT f.name FROM (SELECT id, name, file_date FROM files WHERE category_id IS NULL ORDER BY file_date DESC, id DESC LIMIT 20) f
        WHERE (SELECT count(*) FROM files g WHERE g.name = f.name) = 1 ORDER BY f.file_date DESC LIMIT 1`,
    );
    expect(unique).toHaveLength(1);
    const fileName = unique[0].name;
    await list.getByRole('button', { name: `View details of ${fileName}` }).click();
    const details = page.getByRole('dialog', { name: 'File Details' });
    await visible(details.getByText('Uncategorized', { exact: true }), 30_000);
    await details.getByRole('button', { name: 'Add Category' }).click();

    const form = page.getByRole('dialog', { name: 'Add Category' });
    await visible(form.getByRole('combobox', { name: 'Category' }), 30_000);
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Claims' });
    const regex = form.getByRole('textbox', { name: 'Regex' });
    const feedback = form.getByTestId('regex-feedback');
    // Too short, then not the file's name, then the file's name exactly.
    await regex.fill(fileName.slice(0, 3));
    await expect.poll(() => feedback.innerText()).toContain(FILE_MESSAGES.categoryRegexMismatch);
    await regex.fill('^no_such_file\\.csv$');
    await expect.poll(() => feedback.innerText()).toContain(FILE_MESSAGES.categoryRegexMismatch);
    await regex.fill(`^${escapeRegExp(fileName)}$`);
    await expect.poll(() => feedback.innerText()).toContain(FILE_MESSAGES.regexMatches);
    await shot(page, 'file-dashboard-categorize');
    await form.screenshot({ path: `${ARTIFACTS}/file-dashboard-categorize-dialog.png` });
    await form.getByRole('button', { name: 'Add Category' }).click();
    await visible(page.getByText('Success!'), 30_000);
    await form.waitFor({ state: 'detached' });

    // The details show the category and offer a file type next; the list lost the file.
    await visible(details.getByText('Claims', { exact: true }));
    await visible(details.getByRole('button', { name: 'Add FileType' }));
    expect(await details.getByRole('button', { name: 'Add Category' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    // The pattern is the file's own name: exactly one file left the list.
    const after = await uncategorizedCount();
    expect(after).toBe(before - 1);
    await expect.poll(() => totalOf(list)).toBe(after);
    expect(await list.getByRole('cell', { name: fileName, exact: true }).count()).toBe(0);
    expect(await page.getByTestId('uncategorized-badge').innerText()).toBe(uncategorizedBadgeLabel(after));
    const { rows: stored } = await env.stack.db.query<{ category: string }>(
      'SELECT c.name AS category FROM files f JOIN file_categories c ON c.id = f.category_id WHERE f.name = $1',
      [fileName],
    );
    expect(stored.map((r) => r.category)).toEqual(['Claims']);

    // The new pattern is among the Category Configs.
    await nav(page).getByRole('button', { name: 'Category Configs', exact: true }).click();
    const patterns = page.getByRole('table', { name: 'Category configs' });
    await visible(patterns.locator('tbody tr').first(), 30_000);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await visible(patterns.getByText(`^${escapeRegExp(fileName)}$`, { exact: true }));

    // Next, a file type for it: the extension rule in the feedback, a destination required.
    await page.getByRole('searchbox', { name: 'File name' }).fill(fileName);
    await page.keyboard.press('Enter');
    const results = page.getByRole('table', { name: `Files matching ${fileName}` });
    await firstRowShown(results);
    await results.getByRole('button', { name: `View details of ${fileName}` }).click();
    await visible(details.getByRole('button', { name: 'Add FileType' }), 30_000);
    await details.getByRole('button', { name: 'Add FileType' }).click();
    const typeForm = page.getByRole('dialog', { name: 'Add FileType' });
    const typeRegex = typeForm.getByRole('textbox', { name: 'Regex' });
    await visible(typeRegex, 30_000);
    const stem = fileName.replace(/\.[^.]+$/, '');
    await typeRegex.fill(`^${escapeRegExp(stem)}\\.zip$`);
    await expect.poll(() => typeForm.getByTestId('regex-feedback').innerText()).toContain(FILE_MESSAGES.typeRegexMismatch);
    const typePattern = `^${escapeRegExp(fileName)}$`;
    await typeRegex.fill(typePattern);
    await expect.poll(() => typeForm.getByTestId('regex-feedback').innerText()).toContain(FILE_MESSAGES.regexMatches);
    await typeForm.getByRole('button', { name: 'Add FileType' }).click();
    await visible(typeForm.getByText(FILE_MESSAGES.destinationRequired));
    const { rows: own } = await env.stack.db.query<{ name: string }>(
      'SELECT s.name FROM files f JOIN file_sources s ON s.id = f.source_id WHERE f.name = $1',
      [fileName],
    );
    const [firstDestination, secondDestination] = ['Data Warehouse', 'EHR Import', 'Pharmacy Benefit Manager'].filter(
      (n) => n !== own[0].name,
    );
    await typeForm.getByText(firstDestination, { exact: true }).click();
    await shot(page, 'file-dashboard-file-type');
    await typeForm.getByRole('button', { name: 'Add FileType' }).click();
    await typeForm.waitFor({ state: 'detached', timeout: 30_000 });
    // The details show the type's pattern, and Add FileType is gone.
    await visible(details.getByText(typePattern, { exact: true }));
    expect(await details.getByRole('button', { name: 'Add FileType' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Type Configs: the new type is the last row; its destinations edited in place.
    await nav(page).getByRole('button', { name: 'Type Configs', exact: true }).click();
    const types = page.getByRole('table', { name: 'Type configs' });
    await visible(types.locator('tbody tr').first(), 30_000);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    const typeRow = types.locator('tbody tr').filter({ hasText: typePattern });
    await visible(typeRow);
    expect(await typeRow.innerText()).toContain(firstDestination);
    await typeRow.getByRole('button', { name: `Edit file type ${typePattern}` }).click();
    const editing = types.locator('tbody tr').filter({ has: page.getByRole('button', { name: 'Save' }) });
    const picker = editing.getByRole('group', { name: 'Destinations' });
    await picker.getByText(secondDestination, { exact: true }).click();
    await picker.getByText(firstDestination, { exact: true }).click();
    await shot(page, 'file-dashboard-type-edit');
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => typeRow.innerText()).not.toContain(firstDestination);
    expect(await typeRow.innerText()).toContain(secondDestination);
    const { rows: destinations } = await env.stack.db.query<{ name: string }>(
      `SELECT s.name FROM file_types t JOIN file_type_destinations d ON d.file_type_id = t.id JOIN file_sources s ON s.id = d.source_id
        WHERE t.regex = $1`,
      [typePattern],
    );
    expect(destinations.map((d) => d.name)).toEqual([secondDestination]);
    await close();
  });

  it('lets data management add a source and an admin take it off the dashboard', { timeout: 120_000 }, async () => {
    const name = 'Quarterly Feed E2E';
    const manager = await openDashboard('datamanager', '/file-dashboard?section=sources');
    const table = manager.page.getByRole('table', { name: 'Sources' });
    await visible(table.locator('tbody tr').first(), 30_000);
    // Data management alone may add, not edit.
    expect(await table.getByRole('button', { name: /^Edit source / }).count()).toBe(0);
    await manager.page.getByRole('button', { name: 'Add Source' }).click();
    const form = manager.page.getByRole('dialog', { name: 'Add Source' });
    await form.getByRole('button', { name: 'Add Source' }).click();
    await visible(form.getByText(FILE_MESSAGES.sourceName));
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('combobox', { name: 'Payer' }).selectOption({ index: 1 });
    await form.getByText('Show on dashboard', { exact: true }).click();
    await shot(manager.page, 'file-dashboard-add-source');
    await form.getByRole('button', { name: 'Add Source' }).click();
    await form.waitFor({ state: 'detached', timeout: 30_000 });
    // Listed on the left at once, and kept by the sandbox.
    await visible(nav(manager.page).getByRole('button', { name, exact: true }));
    const { rows } = await env.stack.db.query<{ display_on_dashboard: boolean; payer_id: number | null }>(
      'SELECT display_on_dashboard, payer_id FROM file_sources WHERE name = $1',
      [name],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].display_on_dashboard).toBe(true);
    expect(rows[0].payer_id).not.toBeNull();
    await manager.close();

    const admin = await openDashboard('superadmin', '/file-dashboard?section=sources');
    const sources = admin.page.getByRole('table', { name: 'Sources' });
    await visible(sources.locator('tbody tr').first(), 30_000);
    await admin.page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await visible(nav(admin.page).getByRole('button', { name, exact: true }));
    await sources.getByRole('button', { name: `Edit source ${name}` }).click();
    const row = sources.locator('tbody tr').filter({ has: admin.page.getByRole('button', { name: 'Save' }) });
    await row.getByText('Display on dashboard', { exact: true }).click();
    await row.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => nav(admin.page).getByRole('button', { name, exact: true }).count()).toBe(0);
    await darkTheme(admin.page);
    await visible(sources.locator('tbody tr').first(), 30_000);
    await shot(admin.page, 'file-dashboard-sources-dark');
    const { rows: after } = await env.stack.db.query<{ display_on_dashboard: boolean }>(
      'SELECT display_on_dashboard FROM file_sources WHERE name = $1',
      [name],
    );
    expect(after[0].display_on_dashboard).toBe(false);
    await admin.close();
  });

  it('shows a user without the right the dashboard sources only', async () => {
    const { page, close } = await openDashboard('staff');
    await firstRowShown(page.getByRole('table', { name: /^File history of / }));
    for (const label of ['Uncategorized', 'Errored', 'Category Configs', 'Type Configs', 'Sources']) {
      expect(
        await nav(page)
          .getByRole('button', { name: new RegExp(`^${label}`) })
          .count(),
      ).toBe(0);
    }
    expect(await page.getByTestId('uncategorized-badge').count()).toBe(0);
    // Asked for directly, the admin section falls back to the first source.
    await page.goto('/file-dashboard?section=errored');
    await firstRowShown(page.getByRole('table', { name: /^File history of / }));
    expect(await page.getByRole('table', { name: 'Errored files' }).count()).toBe(0);
    await close();
  });
});
