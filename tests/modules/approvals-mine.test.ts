/**
 * The approval dashboards' Mine views through the gateway, against the real sandbox: for each
 * persona and each tab of the Deattribution, DNC and Patient Transfer dashboards, the Mine rows
 * are exactly the All rows whose `viewerCan.decide` allows a decision (same order), the tab's
 * Mine count is their number (null where the persona decides nothing), every refusal carries a
 * reason, a Mine page costs the Care API as many requests as the All page, the mutations answer
 * a refusal with the same reason (FORBIDDEN, nothing sent), and `myWork` sums it up for the
 * home page with the viewer's call lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEATTRIBUTION_TABS, DNC_TABS, TRANSFER_TABS } from '@luminate/schema/approvals';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

const PERSONAS = ['cd', 'opsmanager', 'cmd', 'app', 'deattmanager', 'dncmanager', 'transfermanager', 'agent'] as const;
const TAKE = 160;

// One generic document per dashboard (its field, tab type and capabilities vary), so the answers
// are read through these schemas.
const rowSchema = z.looseObject({
  id: z.string(),
  viewerCan: z.looseObject({
    approve: z.boolean().optional(),
    acknowledge: z.boolean().optional(),
    decide: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
  }),
});
type Row = z.infer<typeof rowSchema>;
const pageSchema = z.object({ totalCount: z.number(), nodes: z.array(rowSchema) });
const countsSchema = z.array(z.object({ tab: z.string(), count: z.number(), mine: z.number().nullable() }));
/** The answer's field `field`, read as unknown. */
const fieldOf = (data: unknown, field: string): unknown => z.record(z.string(), z.unknown()).parse(data)[field];

interface Dashboard {
  name: string;
  field: string;
  tabType: string;
  tabs: readonly string[];
  countsField: string;
  capabilities: string;
  /** The boolean the row's action button reads, per tab. */
  action: (tab: string) => 'approve' | 'acknowledge';
}

const DASHBOARDS: readonly Dashboard[] = [
  {
    name: 'Deattribution',
    field: 'eligibilityChanges',
    tabType: 'DeattributionTab',
    tabs: DEATTRIBUTION_TABS.map((t) => t.tab),
    countsField: 'deattributionTabCounts',
    capabilities: 'approve reject',
    action: () => 'approve',
  },
  {
    name: 'DNC',
    field: 'dncRequests',
    tabType: 'DncTab',
    tabs: DNC_TABS.map((t) => t.tab),
    countsField: 'dncTabCounts',
    capabilities: 'approve reject',
    action: () => 'approve',
  },
  {
    name: 'Patient Transfer',
    field: 'officeTransfers',
    tabType: 'TransferTab',
    tabs: TRANSFER_TABS.map((t) => t.tab),
    countsField: 'transferTabCounts',
    capabilities: 'approve acknowledge',
    action: (tab) => (tab === 'APP' ? 'approve' : 'acknowledge'),
  },
];

const pageQuery = (d: Dashboard) => `query($tab: ${d.tabType}!, $mine: Boolean, $skip: Int, $take: Int) {
  ${d.field}(tab: $tab, mine: $mine, skip: $skip, take: $take) {
    totalCount nodes { id viewerCan { ${d.capabilities} decide { allowed reason } } } } }`;

let stack: Stack;

/** A community whose pending APP / CD changes have nobody assigned: its APPs and CDs are ended. */
let unassignedCommunity: string;

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.1 });
  const { rows } = await stack.db.query<{ community_id: string }>(
    `SELECT o.community_id FROM eligibility_changes e JOIN members m ON m.id = e.member_id JOIN offices o ON o.id = m.office_id
     WHERE e.status = 'PendingAppCdReview' AND o.community_id <> '1.001'
     GROUP BY o.community_id ORDER BY count(*) DESC, o.community_id LIMIT 1`,
  );
  unassignedCommunity = rows[0].community_id;
  await stack.db.query(
    `UPDATE market_assignments a SET inactive_dt = now() FROM offices h
     WHERE a.office_id = h.id AND h.community_id = $1 AND a.inactive_dt IS NULL AND a.assignment_type_id IN (1, 10)`,
    [unassignedCommunity],
  );
});
afterAll(async () => {
  await stack?.close();
});

/** Every row of a tab (All or Mine), page by page. */
async function allPages(persona: string, d: Dashboard, tab: string, mine: boolean): Promise<{ rows: Row[]; totalCount: number }> {
  const rows: Row[] = [];
  for (let skip = 0; ; skip += TAKE) {
    const page = pageSchema.parse(fieldOf(dataOf(await stack.gql(persona, pageQuery(d), { tab, mine, skip, take: TAKE })), d.field));
    rows.push(...page.nodes);
    if (page.nodes.length < TAKE) {
      expect(rows).toHaveLength(page.totalCount);
      return { rows, totalCount: page.totalCount };
    }
  }
}

async function tabCounts(persona: string, d: Dashboard): Promise<Map<string, { count: number; mine: number | null }>> {
  const counts = countsSchema.parse(fieldOf(dataOf(await stack.gql(persona, `{ ${d.countsField} { tab count mine } }`)), d.countsField));
  return new Map(counts.map((c) => [c.tab, c]));
}

/** Per persona, dashboard and tab: how many rows All lists and how many the persona decides. */
const seen = new Map<string, { all: number; mine: number | null }>();
const key = (persona: string, dashboard: string, tab: string) => `${persona}/${dashboard}/${tab}`;

describe.each(PERSONAS)('Mine for %s', (persona) => {
  it.each(DASHBOARDS.map((d) => [d.name, d] as const))(
    'on %s: Mine lists exactly the rows viewerCan.decide allows, and counts them',
    async (_, d) => {
      const counts = await tabCounts(persona, d);
      for (const tab of d.tabs) {
        const all = await allPages(persona, d, tab, false);
        const mine = await allPages(persona, d, tab, true);
        const decidable = all.rows.filter((r) => r.viewerCan.decide.allowed);

        expect(
          mine.rows.map((r) => r.id),
          `${d.name} ${tab}`,
        ).toEqual(decidable.map((r) => r.id));
        expect(counts.get(tab)?.count, `${d.name} ${tab} count`).toBe(all.totalCount);
        const mineCount = counts.get(tab)?.mine ?? null;
        if (mineCount === null) expect(decidable, `${d.name} ${tab}: mine is null yet rows are decidable`).toEqual([]);
        else expect(mineCount, `${d.name} ${tab} mine count`).toBe(decidable.length);
        seen.set(key(persona, d.name, tab), { all: all.totalCount, mine: mineCount });

        for (const row of all.rows) {
          const { allowed, reason } = row.viewerCan.decide;
          // The button the row shows and the decision agree; a refusal says why.
          expect(row.viewerCan[d.action(tab)]).toBe(allowed);
          if (allowed) expect(reason).toBeNull();
          else expect(reason?.length).toBeGreaterThan(10);
        }
      }
    },
  );
});

describe('what the Mine views amount to for the personas', () => {
  const get = (persona: string, dashboard: string, tab: string) => {
    const entry = seen.get(key(persona, dashboard, tab));
    if (!entry) throw new Error(`${persona} ${dashboard} ${tab} was not measured`);
    return entry;
  };

  it('gives the agent no Mine anywhere', () => {
    for (const d of DASHBOARDS) for (const tab of d.tabs) expect(get('agent', d.name, tab).mine).toBeNull();
  });

  it('narrows the CD, the APP and the OM to their offices, a part of the whole tab', () => {
    for (const [persona, dashboard, tab] of [
      ['cd', 'DNC', 'CD'],
      ['cd', 'Deattribution', 'APP_CD'],
      ['app', 'Patient Transfer', 'APP'],
      ['cd', 'Patient Transfer', 'CD_RVP'],
      ['opsmanager', 'DNC', 'OM'],
      ['cmd', 'Deattribution', 'CMD'],
      // Nobody is assigned in one community: its APP / CD changes are the deattribution manager's.
      ['deattmanager', 'Deattribution', 'APP_CD'],
    ] as const) {
      const { all, mine } = get(persona, dashboard, tab);
      expect(mine, `${persona} ${dashboard} ${tab}`).toBeGreaterThan(0);
      expect(mine, `${persona} ${dashboard} ${tab}`).toBeLessThan(all);
    }
  });

  it('gives the managers every pending row of the tabs their claim decides', () => {
    for (const [persona, dashboard, tab] of [
      ['dncmanager', 'DNC', 'CD'],
      ['dncmanager', 'DNC', 'OM'],
      ['deattmanager', 'Deattribution', 'CMD'],
      ['deattmanager', 'Deattribution', 'OM'],
      ['transfermanager', 'Patient Transfer', 'CD_RVP'],
    ] as const) {
      const { all, mine } = get(persona, dashboard, tab);
      expect(mine, `${persona} ${dashboard} ${tab}`).toBe(all);
    }
    // Tabs without decisions (History, Mailing List, Pending Termination) have no Mine for anyone.
    for (const persona of PERSONAS) {
      expect(get(persona, 'DNC', 'HISTORY').mine).toBeNull();
      expect(get(persona, 'Deattribution', 'MAILING_LIST').mine).toBeNull();
      expect(get(persona, 'Deattribution', 'PENDING_TERMINATION').mine).toBeNull();
    }
  });
});

describe('nobody assigned', () => {
  it('gives the deattribution manager the APP / CD changes of offices nobody covers, and names that in the reason', async () => {
    const query = graphql(`
      query ApprovalsMineEligibilityChanges($mine: Boolean) {
        eligibilityChanges(tab: APP_CD, mine: $mine, take: 160) {
          nodes {
            id
            member {
              communityId
              officeName
            }
            assignedEmployees {
              id
            }
            viewerCan {
              decide {
                allowed
                reason
              }
            }
          }
        }
      }
    `);
    const mine = dataOf(await stack.gql('deattmanager', query, { mine: true })).eligibilityChanges.nodes;
    expect(mine.length).toBeGreaterThan(0);
    for (const row of mine) {
      expect([unassignedCommunity, null]).toContain(row.member.communityId);
      expect(row.assignedEmployees).toEqual([]);
    }
    // The CD of another community sees the same rows refused, with why.
    const all = dataOf(await stack.gql('cd', query, { mine: false })).eligibilityChanges.nodes;
    const refused = all.find((r) => r.member.communityId === unassignedCommunity);
    expect(refused!.viewerCan.decide.reason).toBe(
      `Nobody is assigned at office ${refused!.member.officeName}: waiting for its CD, CMD or SMO, or a deattribution manager`,
    );
  });
});

describe('reasons', () => {
  const firstRefused = async (persona: string, d: Dashboard, tab: string) => {
    const { rows } = await allPages(persona, d, tab, false);
    const row = rows.find((r) => !r.viewerCan.decide.allowed);
    if (!row) throw new Error(`${persona} may decide every row of ${d.name} ${tab}`);
    return row;
  };
  const dashboard = (name: string) => DASHBOARDS.find((d) => d.name === name)!;

  it('name who decides and where', async () => {
    expect((await firstRefused('cd', dashboard('DNC'), 'OM')).viewerCan.decide.reason).toMatch(
      /^Only the OM of office \d+\.\d{3}\.\d{3} or a DNC manager may decide this request$/,
    );
    expect((await firstRefused('app', dashboard('Deattribution'), 'CMD')).viewerCan.decide.reason).toMatch(
      /^Waiting for the CMD of community \d+\.\d{3} \(or an SMO or a deattribution manager\)$/,
    );
    expect((await firstRefused('agent', dashboard('Patient Transfer'), 'APP')).viewerCan.decide.reason).toMatch(
      /^Only the APP of office \d+\.\d{3}\.\d{3} may review this transfer$/,
    );
    expect((await firstRefused('dncmanager', dashboard('DNC'), 'HISTORY')).viewerCan.decide.reason).toBe(
      'This DNC request has already been handled',
    );
  });

  it('are the mutations’ FORBIDDEN messages, with nothing sent to the Care API', async () => {
    const dnc = await firstRefused('cd', dashboard('DNC'), 'OM');
    const dncAnswer = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'cd',
        graphql(`
          mutation ApprovalsMineRejectDncRequest($input: DncDecisionInput!) {
            rejectDncRequest(input: $input) {
              request {
                id
              }
            }
          }
        `),
        {
          input: { id: dnc.id, handlerNote: 'Not mine to decide' },
        },
      ),
    );
    expect(errorCode(dncAnswer.result)).toBe('FORBIDDEN');
    expect(errorMessage(dncAnswer.result)).toBe(dnc.viewerCan.decide.reason);
    expect(dncAnswer.requests.filter((r) => r.method !== 'GET')).toEqual([]);

    const change = await firstRefused('app', dashboard('Deattribution'), 'CMD');
    const changeAnswer = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'app',
        graphql(`
          mutation ApprovalsMineApproveEligibilityChange($input: EligibilityDecisionInput!) {
            approveEligibilityChange(input: $input) {
              change {
                id
              }
            }
          }
        `),
        {
          input: { id: change.id, note: 'Not mine to decide' },
        },
      ),
    );
    expect(errorCode(changeAnswer.result)).toBe('FORBIDDEN');
    expect(errorMessage(changeAnswer.result)).toBe(change.viewerCan.decide.reason);
    expect(changeAnswer.requests.filter((r) => r.method !== 'GET')).toEqual([]);

    const transfer = await firstRefused('app', dashboard('Patient Transfer'), 'CD_RVP');
    const transferAnswer = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'app',
        graphql(`
          mutation ApprovalsMineAcknowledgeOfficeTransfer($input: OfficeTransferInput!) {
            acknowledgeOfficeTransfer(input: $input) {
              message
            }
          }
        `),
        {
          input: { id: transfer.id, chartReview: true, medReview: true, acuityLevel: false, transferType: 'PHONE_CALL_TO_PATIENT' },
        },
      ),
    );
    expect(errorCode(transferAnswer.result)).toBe('FORBIDDEN');
    expect(errorMessage(transferAnswer.result)).toBe(transfer.viewerCan.decide.reason);
    expect(transferAnswer.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('cost', () => {
  it.each([
    ['cd', 'DNC', 'CD'],
    ['cd', 'Deattribution', 'APP_CD'],
    ['app', 'Patient Transfer', 'APP'],
    ['deattmanager', 'Deattribution', 'APP_CD'],
  ] as const)('%s on %s %s: a Mine page costs the Care API as many requests as the All page', async (persona, name, tab) => {
    const d = DASHBOARDS.find((x) => x.name === name)!;
    const run = (mine: boolean) => stack.gql(persona, pageQuery(d), { tab, mine, skip: 0, take: 20 });
    // Warm both (the viewer's coverage is kept across requests, as reference data is).
    dataOf(await run(false));
    dataOf(await run(true));
    const all = await careApiRequestsDuring(stack, () => run(false));
    const mine = await careApiRequestsDuring(stack, () => run(true));
    dataOf(all.result);
    dataOf(mine.result);
    expect(mine.requests.length).toBe(all.requests.length);
    expect(mine.requests.filter((r) => pathOnly(r.path).startsWith('/odata/'))).toHaveLength(1);
    expect(mine.requests.map((r) => pathOnly(r.path)).sort()).toEqual(all.requests.map((r) => pathOnly(r.path)).sort());
  });

  it('Mine counts ride in the same batch as the counts: one count request per tab and Mine', async () => {
    await stack.gql(
      'cd',
      graphql(`
        query ApprovalsMineDncTabCounts {
          dncTabCounts {
            tab
            count
            mine
          }
        }
      `),
    );
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'cd',
        graphql(`
          query ApprovalsMineDncTabCounts2 {
            dncTabCounts {
              tab
              count
              mine
            }
          }
        `),
      ),
    );
    const counts = dataOf(result).dncTabCounts as Array<{ mine: number | null }>;
    const mineTabs = counts.filter((c) => c.mine !== null).length;
    expect(requests.filter((r) => pathOnly(r.path) === '/odata/DncLogsOdata')).toHaveLength(DNC_TABS.length + mineTabs);
    expect(requests).toHaveLength(DNC_TABS.length + mineTabs);
  });
});

describe('the Community column of DNC', () => {
  it('filters on the member’s community', async () => {
    const query = graphql(`
      query ApprovalsMineDncRequests($filters: [DncRequestFilter!]) {
        dncRequests(tab: HISTORY, filters: $filters, take: 160) {
          totalCount
          nodes {
            member {
              communityId
            }
          }
        }
      }
    `);
    const page = dataOf(
      await stack.gql('dncmanager', query, { filters: [{ field: 'COMMUNITY_ID', matchMode: 'EQUALS', value: '1.001' }] }),
    ).dncRequests;
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.nodes.every((r) => r.member.communityId === '1.001')).toBe(true);
    const { rows } = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dnc_logs l JOIN members m ON m.id = l.member_id JOIN offices o ON o.id = m.office_id
       WHERE l.approved IS NOT NULL AND o.community_id = '1.001'`,
    );
    expect(page.totalCount).toBe(rows[0].n);
  });

  it('filters transfers on the member’s community', async () => {
    const query = graphql(`
      query ApprovalsMineOfficeTransfers($filters: [OfficeTransferFilter!]) {
        officeTransfers(tab: APP, filters: $filters, take: 160) {
          totalCount
          nodes {
            member {
              communityId
            }
          }
        }
      }
    `);
    const page = dataOf(
      await stack.gql('transfermanager', query, { filters: [{ field: 'COMMUNITY_ID', matchMode: 'EQUALS', value: '1.001' }] }),
    ).officeTransfers;
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.nodes.every((r) => r.member.communityId === '1.001')).toBe(true);
  });
});

describe('myWork', () => {
  const MY_WORK = graphql(`
    query ApprovalsMineMyWork {
      myWork {
        queues {
          dashboard
          tab
          label
          mine
        }
        callLists {
          campaignId
          campaignName
          size
        }
      }
    }
  `);

  it('lists the CD’s queues with their Mine counts, in the menu’s order, and no call lists', async () => {
    const { queues, callLists } = dataOf(await stack.gql('cd', MY_WORK)).myWork;
    const expected = [
      ...DEATTRIBUTION_TABS.map((t) => ['DEATTRIBUTION', 'Deattribution', t] as const),
      ...TRANSFER_TABS.map((t) => ['TRANSFERS', 'Patient Transfer', t] as const),
      ...DNC_TABS.map((t) => ['DNC', 'DNC', t] as const),
    ].flatMap(([dashboard, name, t]) => {
      const mine = seen.get(key('cd', name, t.tab))?.mine ?? null;
      return mine === null ? [] : [{ dashboard, tab: t.tab, label: t.label, mine }];
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(queues).toEqual(expected);
    expect(queues.find((q) => q.dashboard === 'DNC' && q.tab === 'CD')?.label).toBe('CD Approval');
    expect(callLists).toEqual([]);
  });

  it('gives the agent no queues and the lists of the campaigns the agent is assigned to, with today’s sizes', async () => {
    const { queues, callLists } = dataOf(await stack.gql('agent', MY_WORK)).myWork;
    expect(queues).toEqual([]);
    const mine = dataOf(
      await stack.gql(
        'agent',
        graphql(`
          query ApprovalsMineMyCampaigns {
            myCampaigns {
              id
              name
            }
          }
        `),
      ),
    ).myCampaigns;
    expect(callLists.map((c) => c.campaignId).sort()).toEqual(mine.map((c) => c.id).sort());
    expect(callLists.length).toBeGreaterThan(0);
    for (const list of callLists) {
      const { size } = dataOf(
        await stack.gql(
          'agent',
          graphql(`
            query ApprovalsMineCallListSize($id: ID!) {
              callList(campaignId: $id) {
                size
              }
            }
          `),
          { id: list.campaignId },
        ),
      ).callList;
      expect(list.size).toBe(size);
      expect(list.campaignName).toBe(mine.find((c) => c.id === list.campaignId)?.name);
    }
  });

  it('says plainly that nothing waits for a user who decides nothing and works no list', async () => {
    expect(dataOf(await stack.gql('staff', MY_WORK)).myWork).toEqual({ queues: [], callLists: [] });
  });

  it('counts only the Mine rows: one count request per queue listed, none for a user who decides nothing', async () => {
    const countRequests = async (persona: string) => {
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql(
          persona,
          graphql(`
            query ApprovalsMineMyWork2 {
              myWork {
                queues {
                  tab
                  mine
                }
              }
            }
          `),
        ),
      );
      return { queues: dataOf(result).myWork.queues as unknown[], counts: requests.filter((r) => r.path.includes('Odata')).length };
    };
    expect((await countRequests('agent')).counts).toBe(0);
    const cd = await countRequests('cd');
    expect(cd.queues.length).toBeGreaterThan(0);
    expect(cd.counts).toBe(cd.queues.length);
  });

  it('gives a call-list manager every active campaign’s list in one Care API request', async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'calllistmanager',
        graphql(`
          query ApprovalsMineMyWork3 {
            myWork {
              callLists {
                campaignId
                campaignName
                size
              }
            }
          }
        `),
      ),
    );
    const { callLists } = dataOf(result).myWork;
    const { rows } = await stack.db.query<{ id: number }>('SELECT id FROM campaigns WHERE active ORDER BY id');
    expect(callLists.map((c) => Number(c.campaignId)).sort((a: number, b: number) => a - b)).toEqual(rows.map((r) => r.id));
    expect(rows.length).toBeGreaterThan(1);
    expect(requests.map((r) => pathOnly(r.path))).toEqual(['/api/Campaigns/MyCallLists']);
    const byName = await stack.db.query<{ id: number }>('SELECT id FROM campaigns WHERE active ORDER BY name, id');
    expect(callLists.map((c) => Number(c.campaignId))).toEqual(byName.rows.map((r) => r.id));
  });
});

const pathOnly = (path: string) => path.split('?')[0];
