/**
 * The Call List in real browsers (the issue's done-when): two agents on campaign 123 in separate
 * browser contexts; agent presses Call, and agent2's list drops that member within a second of
 * the logCall response, without a reload. The member page opened by the call shows the numbers to
 * dial and takes the call's outcome, and leads back to the list. The called member then shows in agent's history.
 * The list's search box and sortable headers; staff without assignments get the not-assigned message,
 * a call-list manager the same worded for someone who assigns agents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, graphqlOperation, signInAt, startBrowserStack, visible, type BrowserStack } from './support/browser.ts';
import { postTrusted } from './support/trusted-documents.ts';
import { MyCampaignsDocument } from '../../web/src/generated/graphql.ts';

const CAMPAIGN = '123';
const NOT_ASSIGNED =
  'You are not assigned to a call list campaign so you cannot access a call list. Have your call list manager correct in Luminate.';
const NOT_ASSIGNED_MANAGER =
  'You are not assigned to a call list campaign, so there is no call list for you here. Assign agents to campaigns on the Campaigns page.';

let env: BrowserStack;
let campaignName: string;

beforeAll(async () => {
  env = await startBrowserStack();
  // The campaigns the agent is shown, asked with the app's own document (the agent may run no other).
  const answer = await postTrusted(env.stack, 'agent', MyCampaignsDocument);
  const campaign = (answer.body.data?.myCampaigns ?? []).find((c) => c.id === CAMPAIGN);
  if (!campaign) throw new Error(`agent is not assigned to campaign ${CAMPAIGN}: ${JSON.stringify(answer.body)}`);
  campaignName = campaign.name;
});

afterAll(async () => {
  await env?.close();
});

/** Signs in at /call-list, opens campaign 123's tab and waits for its live list. */
async function openCampaignList(persona: string): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await env.newPage();
  await signInAt(page, env.baseUrl, '/call-list', persona);
  await page.getByRole('tab', { name: campaignName }).click();
  await visible(page.getByRole('status', { name: 'Connection' }).getByText('Live'));
  await visible(listRows(page).first());
  return { page, close: () => context.close() };
}

function listRows(page: Page) {
  return page.getByRole('table', { name: `${campaignName} call list` }).locator('tr[data-member-id]');
}

async function memberIds(page: Page): Promise<string[]> {
  return listRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-member-id') ?? ''));
}

describe('call list', () => {
  it("drops a called member from the other agent's live list within a second, without a reload", async () => {
    const agent = await openCampaignList('agent');
    const agent2 = await openCampaignList('agent2');
    await expect.poll(() => agent2.page.title()).toBe('Luminate | Call Lists');

    // Both agents see the same live list.
    const before = await memberIds(agent.page);
    await expect.poll(() => memberIds(agent2.page)).toEqual(before);
    expect(before.length).toBeGreaterThan(1);
    const called = before[0];
    await agent.page.screenshot({ path: `${ARTIFACTS}/call-list.png`, fullPage: true });

    // A marker on the window survives only if the page is never reloaded.
    await agent2.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const popup = agent.page.context().waitForEvent('page');
    const logged = agent.page.waitForResponse((response) => graphqlOperation(response.request()) === 'LogCall');
    await agent.page
      .locator(`tr[data-member-id="${called}"]`)
      .getByRole('button', { name: /^Call / })
      .click();
    const response = await logged;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data?: { logCall?: { memberId: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.logCall?.memberId).toBe(called);

    // Within 1 s of the logCall answer, the other agent's list no longer has the member.
    await agent2.page.locator(`tr[data-member-id="${called}"]`).waitFor({ state: 'detached', timeout: 1_000 });
    expect(await agent2.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await visible(agent2.page.getByRole('status', { name: 'Connection' }).getByText('Live'));
    await agent2.page.screenshot({ path: `${ARTIFACTS}/call-list-agent2-after-call.png`, fullPage: true });

    // Hidden (another browser tab in front): the list disconnects and says so; back in front, it is live again.
    await setVisibility(agent2.page, 'hidden');
    await visible(agent2.page.getByText('Paused — connects when you are back on this tab.'));
    await visible(agent2.page.getByRole('status', { name: 'Connection' }).getByText('Paused'));
    await agent2.page.screenshot({ path: `${ARTIFACTS}/call-list-paused.png` });
    await setVisibility(agent2.page, 'visible');
    await visible(agent2.page.getByRole('status', { name: 'Connection' }).getByText('Live'));
    expect(await memberIds(agent2.page)).not.toContain(called);

    // The caller's own list dropped it too, and the member page opened in a new tab.
    expect(await memberIds(agent.page)).not.toContain(called);
    const memberPage = await popup;
    expect(new URL(memberPage.url()).pathname).toBe(`/member/${called}`);
    // The call's view of the member: the numbers to dial on top, the campaign, and the outcome.
    const panel = memberPage.getByTestId('call-panel');
    await visible(panel.getByTestId('call-phones').getByRole('link').first());
    await visible(panel.getByTestId('call-campaign').getByText(campaignName));
    await memberPage.screenshot({ path: `${ARTIFACTS}/call-member-page.png`, fullPage: true });
    await panel.getByRole('combobox', { name: 'Call Outcome' }).selectOption('Left voicemail');
    await panel.getByRole('button', { name: 'Save Outcome' }).click();
    await visible(memberPage.getByText('Call outcome saved!'));
    await visible(panel.getByTestId('call-logged').getByText(/Left voicemail/));
    // Back to the campaign's list through the breadcrumb: the called member is not on it.
    await panel.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: campaignName }).click();
    await memberPage.waitForURL(`${env.baseUrl}/call-list?campaign=${CAMPAIGN}`);
    await visible(memberPage.getByRole('status', { name: 'Connection' }).getByText('Live'));
    await visible(listRows(memberPage).first());
    expect(await memberIds(memberPage)).not.toContain(called);
    await memberPage.close();

    // My Call History lists the call first.
    await agent.page.getByRole('tab', { name: 'My Call History' }).click();
    const history = agent.page.getByRole('table', { name: 'My Call History' });
    await visible(history.locator(`tr[data-member-id="${called}"]`));
    expect(await history.locator('tr[data-member-id]').first().getAttribute('data-member-id')).toBe(called);
    await agent.page.screenshot({ path: `${ARTIFACTS}/call-list-history.png`, fullPage: true });

    // The history tab is remembered for agent.
    await agent.page.reload();
    await visible(agent.page.getByRole('table', { name: 'My Call History' }));
    expect(await agent.page.getByRole('tab', { name: 'My Call History' }).getAttribute('aria-selected')).toBe('true');

    // A row opens the member's communications.
    await history.locator(`tr[data-member-id="${called}"]`).click();
    await agent.page.waitForURL(`${env.baseUrl}/member/${called}#communications`);

    await agent.close();
    await agent2.close();
  });

  it('searches the list by name and AaneelId and sorts it by a clicked header', async () => {
    const agent = await openCampaignList('agent');
    const { page } = agent;
    const table = page.getByRole('table', { name: `${campaignName} call list` });
    const shown = await memberIds(page);
    // The text of one column, row by row, as shown.
    const cells = async (column: number) =>
      listRows(page).evaluateAll((rows, i) => rows.map((r) => r.children[i]?.textContent ?? ''), column);
    // Scrolled inside its box, the list keeps its header row at the top of the box.
    const box = page.getByRole('region', { name: `${campaignName} call list, scrollable` });
    await box.evaluate((el) => el.scrollBy(0, 300));
    await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const [boxTop, headerTop] = await Promise.all([
      box.evaluate((el) => el.getBoundingClientRect().top),
      table.locator('thead tr').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(Math.abs(headerTop - boxTop)).toBeLessThan(3);
    await page.screenshot({ path: `${ARTIFACTS}/call-list-scrolled.png` });
    await box.evaluate((el) => el.scrollTo(0, 0));

    // Search by the AaneelId of a row further down: only it remains.
    const target = shown[Math.min(5, shown.length - 1)];
    const aaneelId = await page.locator(`tr[data-member-id="${target}"] td`).first().innerText();
    const search = page.getByRole('searchbox', { name: 'Search this list' });
    await search.fill(aaneelId);
    await expect.poll(() => memberIds(page)).toEqual([target]);
    await visible(page.getByText(/^1 of \d+ members match$/));
    // Then by part of a name, any case.
    const name = (await page.locator(`tr[data-member-id="${target}"] td`).nth(1).innerText()).split(' ')[0];
    await search.fill(name.toUpperCase());
    await expect.poll(() => memberIds(page)).toContain(target);
    for (const full of await cells(1)) expect(full.toLowerCase()).toContain(name.toLowerCase());
    await page.screenshot({ path: `${ARTIFACTS}/call-list-search.png` });
    await search.fill('');
    await expect.poll(async () => (await memberIds(page))[0]).toBe(shown[0]);

    // Name ascending by keyboard (Tab to the header's button, Enter), then descending.
    const nameHeader = table.getByRole('columnheader', { name: /^Name/ });
    await nameHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await cells(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true })));
    await page.keyboard.press('Enter');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect((await cells(1))[0]).not.toBe(ascending[0]);
    await page.screenshot({ path: `${ARTIFACTS}/call-list-sorted.png` });
    await agent.close();
  });

  it('tells staff without assignments to ask their call-list manager, and a call-list manager to use Campaigns', async () => {
    for (const persona of ['calllistmanager', 'staff']) {
      const { context, page } = await env.newPage();
      await signInAt(page, env.baseUrl, '/call-list', persona);
      if (persona === 'staff') {
        await visible(page.getByText(NOT_ASSIGNED));
        expect(await page.getByRole('link', { name: 'Open Campaigns' }).count()).toBe(0);
        await page.screenshot({ path: `${ARTIFACTS}/call-list-not-assigned.png`, fullPage: true });
      } else {
        await visible(page.getByText(NOT_ASSIGNED_MANAGER));
        expect(await page.getByText(NOT_ASSIGNED).count()).toBe(0);
        await page.getByRole('link', { name: 'Open Campaigns' }).click();
        await page.waitForURL(`${env.baseUrl}/campaigns`);
      }
      expect(await page.getByRole('tab').count()).toBe(0);
      await context.close();
    }
  });
});

/** What the browser reports when the user switches tabs (headless pages are always visible). */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}
