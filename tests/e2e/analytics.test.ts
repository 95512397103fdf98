/**
 * The embedded analytics in a real browser against the sandbox, as a centre director (`cd`, on a
 * care team): Hedis Gaps frames the sandbox's workbook page (its table and chart inside the frame),
 * Refresh loads a new link, and the used link opened directly is refused, as is an expired one.
 * Dark mode draws the workbook dark. Patient Cost Profiles finds a member, shows the member's line
 * (name, date of birth, Engaged / Unengaged / Termed) and their cost profile in the frame. A user
 * on no care team (`staff`) is told why High Needs is not for them. Screenshots light and dark.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { EMBED_LINK_TTL_SECONDS } from '@luminate/schema/rules';
import { ARTIFACTS, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';
import { STORED_THEME_KEY } from './support/a11y-pages.ts';
import { postTrusted } from './support/trusted-documents.ts';
import { WorkbookEmbedDocument } from '../../web/src/generated/graphql.ts';

let env: BrowserStack;

beforeAll(async () => {
  env = await startBrowserStack();
});

afterAll(async () => {
  await env?.close();
});

/** The workbook frame's document once its table has rows. */
async function workbookFrame(page: Page, title: string): Promise<Frame> {
  const frameLocator = page.frameLocator(`iframe[title="${title}"]`);
  await visible(frameLocator.getByRole('table').locator('tbody tr').first(), 20_000);
  const handle = await page.locator(`iframe[title="${title}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame titled ${title}`);
  return frame;
}

const frameSrc = (page: Page, title: string) => page.locator(`iframe[title="${title}"]`).getAttribute('src');

describe('Hedis Gaps', () => {
  it('shows the workbook in a frame, Refresh loads a new link, the used link is refused', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/creatio-hedis-gaps', 'cd');
      await visible(page.getByRole('heading', { name: 'Hedis Gaps', level: 1 }));
      const frame = await workbookFrame(page, 'Hedis Gaps workbook');
      expect(await frame.getByRole('heading', { level: 1 }).textContent()).toBe('Hedis Gaps');
      expect(await frame.locator('svg[role="img"] rect').count()).toBeGreaterThan(0);
      const headers = await frame.locator('thead th').allTextContents();
      expect(headers).toEqual(['Measure', 'Neighborhood', 'Open Gaps', 'Closed Gaps', 'Closed']);
      const first = await frameSrc(page, 'Hedis Gaps workbook');
      expect(first?.startsWith(`${env.stack.sandboxUrl}/embed/workbooks/`)).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS}/analytics-hedis-gaps-light.png`, fullPage: true });

      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(() => frameSrc(page, 'Hedis Gaps workbook'), { timeout: 15_000 }).not.toBe(first);
      await workbookFrame(page, 'Hedis Gaps workbook');

      // The first link was opened by the frame: opened again directly, it is refused.
      const reused = await page.goto(first as string);
      expect(reused?.status()).toBe(410);
      await visible(page.getByRole('alert'));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This workbook link has already been used');
      await page.screenshot({ path: `${ARTIFACTS}/analytics-link-refused.png` });
    } finally {
      await context.close();
    }
  });

  it('an expired link is refused', async () => {
    const { context, page } = await env.newPage();
    try {
      // The link the page would get, asked with the app's own document (cd may run no other).
      const res = await postTrusted(env.stack, 'cd', WorkbookEmbedDocument, { workbook: 'HEDIS_GAPS' });
      const url = res.body.data?.workbookEmbed.url ?? '';
      expect(url).not.toBe('');
      // The sandbox runs in this process: its clock is moved past the link's lifetime.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (EMBED_LINK_TTL_SECONDS + 5) * 1000 });
      try {
        const answer = await page.goto(url);
        expect(answer?.status()).toBe(410);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This workbook link has expired');
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await context.close();
    }
  });

  it('dark mode draws the workbook dark', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/creatio-hedis-gaps', 'cd');
      await page.evaluate(([key]) => window.localStorage.setItem(key, 'dark'), [STORED_THEME_KEY]);
      await page.reload();
      const frame = await workbookFrame(page, 'Hedis Gaps workbook');
      expect(await frame.locator('html').getAttribute('data-theme')).toBe('dark');
      const background = await frame.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(17, 17, 17)');
      await page.screenshot({ path: `${ARTIFACTS}/analytics-hedis-gaps-dark.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});

describe('Patient Cost Profiles', () => {
  it("finds a member, then shows the member's line and their cost profile", async () => {
    const { rows } = await env.stack.db.query<{
      id: number;
      name: string;
      dob: string;
      engaged: boolean;
      term_dt: string | null;
      last_name: string;
    }>(
      `SELECT m.id, m.first_name || ' ' || m.last_name AS name, to_char(m.dt_of_birth, 'MM/DD/YYYY') AS dob, m.engaged,
         to_char(m.term_dt, 'YYYY-MM-DD') AS term_dt, m.last_name
       FROM members m WHERE m.eligible ORDER BY m.id LIMIT 1`,
    );
    const member = rows[0];
    const status = member.term_dt ? 'Termed' : member.engaged ? 'Engaged' : 'Unengaged';
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/patient-cost-profiles', 'cd');
      await page.getByLabel('Find Member').fill(member.name);
      await page.getByRole('button', { name: 'Search' }).click();
      const line = page.getByTestId('cost-profile-member');
      const viewButton = page.getByRole('button', { name: `View cost profile of ${member.name}` });
      await Promise.race([visible(line), visible(viewButton.first())]);
      if (!(await line.isVisible())) await viewButton.first().click();
      await visible(line);
      expect(await line.textContent()).toBe(`${member.name}, ${member.dob}, ${status}`);
      const frame = await workbookFrame(page, `Cost profile of ${member.name}`);
      expect(await frame.locator('p.sub').textContent()).toContain(`Medical cost of ${member.name}`);
      expect(await frame.locator('tbody tr').count()).toBe(12);
      expect(await frame.locator('svg[role="img"] path').count()).toBe(1);
      await page.screenshot({ path: `${ARTIFACTS}/analytics-cost-profile-light.png`, fullPage: true });
      await page.evaluate(([key]) => window.localStorage.setItem(key, 'dark'), [STORED_THEME_KEY]);
      await page.reload();
      // A reload starts over: find the member again, now in dark mode.
      await page.getByLabel('Find Member').fill(member.name);
      await page.getByRole('button', { name: 'Search' }).click();
      await Promise.race([visible(line), visible(viewButton.first())]);
      if (!(await line.isVisible())) await viewButton.first().click();
      const dark = await workbookFrame(page, `Cost profile of ${member.name}`);
      expect(await dark.locator('html').getAttribute('data-theme')).toBe('dark');
      await page.screenshot({ path: `${ARTIFACTS}/analytics-cost-profile-dark.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});

describe('High Needs', () => {
  it('a care team member sees the list; staff on no care team are told why not', async () => {
    const { context, page } = await env.newPage();
    try {
      await signInAt(page, env.baseUrl, '/high-cost', 'cd');
      const frame = await workbookFrame(page, 'High Need Patient List');
      expect(await frame.locator('thead th').first().textContent()).toBe('AaneelId');
      await page.screenshot({ path: `${ARTIFACTS}/analytics-high-needs-light.png`, fullPage: true });
    } finally {
      await context.close();
    }
    const other = await env.newPage();
    try {
      await signInAt(other.page, env.baseUrl, '/high-cost', 'staff');
      await visible(other.page.getByText(/The Medical Cost workbooks are for care team members/));
      expect(await other.page.locator('iframe').count()).toBe(0);
    } finally {
      await other.context.close();
    }
  });
});
