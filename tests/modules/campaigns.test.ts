/**
 * Campaigns through the gateway, against the real sandbox: listings with variables, agents and
 * market, the campaign and variable writes (validated with the shared rules before anything goes
 * upstream), agents, rescore, the breakdown's exhaust forecast, the day's list worked by agents
 * (call logging, history, permissions) and the outreach downloads. Plus the forecast formula.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Markets } from '@luminate/schema/constants';
import { DIALER_OPTION_ID, DIALER_POINTS_MESSAGE } from '@luminate/schema/rules';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, download, errorCode, errorMessage } from './helpers.ts';
import { exhaustHours, withForecast } from '../../gateway/src/modules/campaigns/domain/forecast.ts';
import { graphql } from '../generated/gql.ts';

const OUTREACH = 123;
const VISIT_CONFIRMATION = 124;
const DIALER = 125;
const TARGETED = 126;
const DEACTIVATED = 127;

let stack: Stack;

beforeAll(async () => {
  // Reference data is not kept across requests here: these tests count (or change behind the gateway's back) what the Care API itself sees.
  stack = await startStack({ gatewayEnv: { REFERENCE_CACHE_TTL_MS: '0' } });
  // Warm up: the gateway fetches the issuer's keys on first use.
  dataOf(
    await stack.gql(
      'calllistmanager',
      graphql(`
        query CampaignsCampaignTypes {
          campaignTypes {
            id
          }
        }
      `),
    ),
  );
});
afterAll(async () => {
  await stack?.close();
});

// A campaign with everything the list and edit screens read: its type, market, variables and assignments.
graphql(`
  fragment CampaignsTestCampaign on Campaign {
    id
    name
    note
    active
    createdAt
    createdById
    deactivatedAt
    restDays
    numAgentsAssigned
    isExclusive
    callListId
    skillId
    type {
      id
      type
      isDialer
      needsMemberList
      documentationUrl
    }
    market {
      id
      name
    }
    variables {
      id
      campaignId
      value
      valueShown
      points
      createdAt
      option {
        id
        name
        valueType
        active
      }
    }
    assignments {
      id
      campaignId
      campaignName
      employeeId
      employeeName
      createdBy
      createdAt
    }
    viewerCan {
      manage
      work
    }
  }
`);
// A campaign's variables as the point checks read them: each value, its points and its option.
graphql(`
  fragment CampaignsTestVariableValues on Campaign {
    id
    variables {
      id
      value
      points
      option {
        id
      }
    }
  }
`);

const listOf = async (persona: string, campaignId: number) =>
  dataOf(
    await stack.gql(
      persona,
      graphql(`
        query CampaignsCallList($id: ID!) {
          callList(campaignId: $id) {
            campaignId
            listDate
            version
            size
            entries {
              memberId
              aaneelId
              fullName
              points
              primaryDriver
              lastCallAttempt
            }
          }
        }
      `),
      { id: String(campaignId) },
    ),
  ).callList;

const careApi = async (persona: string, path: string): Promise<unknown> => {
  const res = await fetch(`${stack.sandboxUrl}${path}`, { headers: { authorization: `Bearer ${await stack.token(persona)}` } });
  expect(res.status).toBe(200);
  return res.json();
};

/** A row of the Care API's call-list breakdown: the figures the forecast reads, other fields as they came. */
const breakdownRowSchema = z.looseObject({
  community: z.string(),
  onListYesterday: z.number(),
  newAdditionsToList: z.number(),
  numEligibleMembers: z.number(),
  numCalledToday: z.number(),
  earlyMorningTimeGate: z.number(),
  earlyAfternoonTimeGate: z.number(),
  afternoonTimeGate: z.number(),
  eveningTimeGate: z.number(),
});

describe('exhaust forecast', () => {
  it('divides members by agents by 12 and rounds to two decimals', () => {
    expect(exhaustHours(120, 10)).toBe(1);
    expect(exhaustHours(100, 45)).toBe(0.19);
    expect(exhaustHours(1, 45)).toBe(0);
    expect(exhaustHours(54, 1)).toBe(4.5);
    expect(exhaustHours(0, 10)).toBe(0);
    expect(exhaustHours(-5, 10)).toBe(0);
    expect(exhaustHours(10, 0)).toBe(0);
  });

  it('forecasts the remaining eligible members and each time gate, and totals the list', () => {
    const row = {
      community: '1.001',
      numEligibleMembers: 300,
      numCalledToday: 60,
      onListYesterday: 80,
      newAdditionsToList: 25,
      earlyMorningTimeGate: 24,
      earlyAfternoonTimeGate: 36,
      afternoonTimeGate: 0,
      eveningTimeGate: 7,
    };
    expect(withForecast(row, 20)).toEqual({
      ...row,
      totalMembers: 105,
      exhaustHours: 1,
      earlyMorningExhaustHours: 0.1,
      earlyAfternoonExhaustHours: 0.15,
      afternoonExhaustHours: 0,
      eveningExhaustHours: 0.03,
    });
    // More called than eligible never forecasts negative hours.
    expect(withForecast({ ...row, numCalledToday: 400 }, 20).exhaustHours).toBe(0);
  });
});

describe('campaign listings', () => {
  it('lists every campaign active first, then by name, with type, market, variables and agents', async () => {
    const { campaigns } = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          query CampaignsCampaigns {
            campaigns {
              ...CampaignsTestCampaign
            }
          }
        `),
      ),
    );
    const ids = campaigns.map((c) => Number(c.id));
    expect(ids).toEqual(expect.arrayContaining([OUTREACH, VISIT_CONFIRMATION, DIALER, TARGETED, DEACTIVATED]));
    const active = campaigns.filter((c) => c.active);
    expect(campaigns.slice(0, active.length).every((c) => c.active)).toBe(true);
    const names = active.map((c) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(campaigns.at(-1)!.active).toBe(false);

    const outreach = campaigns.find((c) => Number(c.id) === OUTREACH);
    expect(outreach!.type).toMatchObject({ type: 'Outreach', isDialer: false, needsMemberList: false });
    expect(outreach!.type.documentationUrl).toMatch(/^https:\/\/.+\/outreach$/);
    expect(outreach!.market!.id).toBe(String(Markets.DEFAULT));
    expect(outreach!.viewerCan).toEqual({ manage: true, work: true });
    const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from campaign_variables where campaign_id = $1', [
      OUTREACH,
    ]);
    expect(outreach!.variables).toHaveLength(rows[0].n);
    expect(outreach!.variables.every((v) => v.campaignId === String(OUTREACH) && v.option.name)).toBe(true);
    // Employee ids are IDs: strings in the answer.
    expect(outreach!.assignments.map((a) => a.employeeId)).toEqual(expect.arrayContaining(['12', '14']));
    expect(outreach!.assignments.find((a) => a.employeeId === '12')).toMatchObject({
      employeeName: 'Alex Agent',
      campaignName: outreach!.name,
    });

    expect(campaigns.find((c) => Number(c.id) === DIALER)!.type).toMatchObject({ isDialer: true, type: 'Outreach-Dialer' });
    const targeted = campaigns.find((c) => Number(c.id) === TARGETED);
    expect(targeted!.type.needsMemberList).toBe(true);
    expect(targeted!.market).toBeNull();
    expect(campaigns.find((c) => Number(c.id) === DEACTIVATED)!.deactivatedAt).not.toBeNull();
  });

  it('loads each campaign detail once per campaign, and the markets once, however often it is selected', async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'calllistmanager',
        graphql(`
          query CampaignsCampaigns2 {
            campaigns {
              id
              a: variables {
                id
              }
              b: variables {
                points
              }
              market {
                name
              }
            }
            again: campaigns {
              id
              variables {
                id
              }
            }
          }
        `),
      ),
    );
    const { campaigns } = dataOf(result);
    const variableCalls = requests.filter((r) => /^\/api\/Campaigns\/\d+\/Variables/.test(r.path));
    expect(variableCalls).toHaveLength(campaigns.length);
    expect(new Set(variableCalls.map((r) => r.path)).size).toBe(campaigns.length);
    expect(requests.filter((r) => r.path.startsWith('/api/Campaigns?') || r.path === '/api/Campaigns')).toHaveLength(1);
    expect(requests.filter((r) => r.path.startsWith('/api/Markets'))).toHaveLength(1);
  });

  it('finds one campaign, and null for an unknown id', async () => {
    const data = dataOf(
      await stack.gql(
        'superadmin',
        graphql(`
          query CampaignsCampaign($id: ID!) {
            campaign(id: $id) {
              id
              name
            }
            missing: campaign(id: "999999") {
              id
            }
          }
        `),
        {
          id: String(OUTREACH),
        },
      ),
    );
    expect(data.campaign!.id).toBe(String(OUTREACH));
    expect(data.missing).toBeNull();
  });

  it('lists the six campaign types and the active options', async () => {
    const data = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          query CampaignsCampaignTypes2 {
            campaignTypes {
              id
              type
              isDialer
              needsMemberList
              documentationUrl
            }
            campaignOptions {
              id
              name
              valueType
              active
            }
          }
        `),
      ),
    );
    expect(data.campaignTypes.map((t) => t.type)).toEqual([
      'Outreach',
      'Visit Confirmation',
      'Census-Unengaged',
      'Outreach-Dialer',
      'Targeted',
      'Creatio',
    ]);
    expect(data.campaignTypes.filter((t) => t.isDialer).map((t) => t.type)).toEqual(['Outreach-Dialer']);
    expect(data.campaignTypes.filter((t) => t.needsMemberList).map((t) => t.type)).toEqual(['Targeted', 'Creatio']);
    expect(new Set(data.campaignTypes.map((t) => t.documentationUrl)).size).toBe(6);
    expect(data.campaignOptions.length).toBeGreaterThan(5);
    expect(data.campaignOptions.every((o) => o.active)).toBe(true);
    expect(data.campaignOptions.map((o) => o.id)).toContain(String(DIALER_OPTION_ID));
  });

  it('keeps campaign management to call-list managers', async () => {
    for (const persona of ['staff', 'agent']) {
      expect(
        errorCode(
          await stack.gql(
            persona,
            graphql(`
              query CampaignsCampaigns3 {
                campaigns {
                  id
                }
              }
            `),
          ),
        ),
      ).toBe('FORBIDDEN');
      expect(
        errorCode(
          await stack.gql(
            persona,
            graphql(`
              mutation CampaignsRescoreCampaign {
                rescoreCampaign(id: "123") {
                  scores {
                    points
                  }
                }
              }
            `),
          ),
        ),
      ).toBe('FORBIDDEN');
    }
  });
});

describe('campaign writes', () => {
  const input = {
    name: 'Gateway test campaign',
    note: 'Created by the gateway test',
    typeId: '1',
    marketId: String(Markets.DEFAULT),
    restDays: 4,
  };

  it('creates, edits and deactivates a campaign', async () => {
    const created = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsCreateCampaign($input: CampaignInput!) {
            createCampaign(input: $input) {
              ...CampaignsTestCampaign
            }
          }
        `),
        {
          input,
        },
      ),
    ).createCampaign;
    expect(created).toMatchObject({
      name: input.name,
      note: input.note,
      active: true,
      restDays: 4,
      numAgentsAssigned: 45,
      type: { id: '1' },
      market: { id: String(Markets.DEFAULT) },
      createdById: '11',
      callListId: null,
      skillId: null,
    });
    expect(created.variables).toEqual([]);
    expect(created.assignments).toEqual([]);

    const updated = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsUpdateCampaign($id: ID!, $input: CampaignInput!) {
            updateCampaign(id: $id, input: $input) {
              id
              name
              restDays
              numAgentsAssigned
              market {
                id
              }
            }
          }
        `),
        {
          id: created.id,
          input: { ...input, name: 'Gateway test campaign (edited)', marketId: null, restDays: 0, numAgentsAssigned: 12 },
        },
      ),
    ).updateCampaign;
    expect(updated).toEqual({ id: created.id, name: 'Gateway test campaign (edited)', restDays: 0, numAgentsAssigned: 12, market: null });

    const deactivated = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsDeactivateCampaign($id: ID!) {
            deactivateCampaign(id: $id) {
              id
              active
              deactivatedAt
              deactivatedById
            }
          }
        `),
        {
          id: created.id,
        },
      ),
    ).deactivateCampaign;
    expect(deactivated).toMatchObject({ id: created.id, active: false, deactivatedById: '11' });
    expect(deactivated.deactivatedAt).not.toBeNull();
  });

  it('answers the shared rule messages for a bad campaign and sends nothing upstream', async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsCreateCampaign2($input: CampaignInput!) {
            createCampaign(input: $input) {
              id
            }
          }
        `),
        {
          input: { ...input, name: '  ', restDays: -1, numAgentsAssigned: 0 },
        },
      ),
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    for (const message of ['Campaign name is required', 'Rest days must be 0 or more', 'Please provide a valid number']) {
      expect(errorMessage(result)).toContain(message);
    }
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('refuses dialer points outside 0–100 with its own message and makes no upstream write', async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsCreateCampaignVariable($id: ID!, $input: CampaignVariableInput!) {
            createCampaignVariable(campaignId: $id, input: $input) {
              id
            }
          }
        `),
        {
          id: String(DIALER),
          input: { optionId: String(DIALER_OPTION_ID), value: '1.003', points: 150 },
        },
      ),
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(errorMessage(result)).toBe(DIALER_POINTS_MESSAGE);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('refuses options other than 27 on a dialer campaign and a zero "<"/">" value', async () => {
    const res = await stack.gql(
      'calllistmanager',
      graphql(`
        mutation CampaignsCreateCampaignVariable2($id: ID!, $input: CampaignVariableInput!) {
          createCampaignVariable(campaignId: $id, input: $input) {
            id
          }
        }
      `),
      {
        id: String(DIALER),
        input: { optionId: '1', value: 'true', points: 10 },
      },
    );
    expect(errorMessage(res)).toBe(`Dialer campaigns only take option ${DIALER_OPTION_ID}`);
    const zero = await stack.gql(
      'calllistmanager',
      graphql(`
        mutation CampaignsCreateCampaignVariable3($id: ID!, $input: CampaignVariableInput!) {
          createCampaignVariable(campaignId: $id, input: $input) {
            id
          }
        }
      `),
      {
        id: String(VISIT_CONFIRMATION),
        input: { optionId: '7', value: '0', points: 10 },
      },
    );
    expect(errorMessage(zero)).toBe('Value must be a nonzero number');
  });

  it('adds, edits and removes a variable, answering the campaign with fresh variables', async () => {
    const added = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsCreateCampaignVariable4($id: ID!, $input: CampaignVariableInput!) {
            createCampaignVariable(campaignId: $id, input: $input) {
              ...CampaignsTestVariableValues
            }
          }
        `),
        {
          id: String(VISIT_CONFIRMATION),
          input: { optionId: '7', value: ' 90 ', points: 5 },
        },
      ),
    ).createCampaignVariable;
    const variable = added.variables.find((v) => v.value === '90' && v.option.id === '7');
    expect(variable).toMatchObject({ points: 5 });

    const edited = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsUpdateCampaignVariable($id: ID!, $v: ID!, $input: CampaignVariableInput!) {
            updateCampaignVariable(variableId: $v, campaignId: $id, input: $input) {
              ...CampaignsTestVariableValues
            }
          }
        `),
        {
          id: String(VISIT_CONFIRMATION),
          v: variable!.id,
          input: { optionId: '7', value: '90', points: 7.5 },
        },
      ),
    ).updateCampaignVariable;
    expect(edited.variables.find((v) => v.id === variable!.id)!.points).toBe(7.5);

    const wrongCampaign = await stack.gql(
      'calllistmanager',
      graphql(`
        mutation CampaignsDeleteCampaignVariable($id: ID!, $v: ID!) {
          deleteCampaignVariable(variableId: $v, campaignId: $id) {
            id
          }
        }
      `),
      {
        id: String(OUTREACH),
        v: variable!.id,
      },
    );
    expect(errorCode(wrongCampaign)).toBe('NOT_FOUND');

    const removed = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsDeleteCampaignVariable2($id: ID!, $v: ID!) {
            deleteCampaignVariable(variableId: $v, campaignId: $id) {
              id
              variables {
                id
              }
            }
          }
        `),
        {
          id: String(VISIT_CONFIRMATION),
          v: variable!.id,
        },
      ),
    ).deleteCampaignVariable;
    expect(removed.variables.map((v) => v.id)).not.toContain(variable!.id);
  });

  it('assigns and unassigns an agent, recording who assigned them', async () => {
    const assigned = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsAssignCampaignAgent($id: ID!) {
            assignCampaignAgent(campaignId: $id, employeeId: 13) {
              id
              assignments {
                id
                employeeId
                employeeName
                createdBy
                createdAt
              }
            }
          }
        `),
        { id: String(DIALER) },
      ),
    ).assignCampaignAgent;
    const assignment = assigned.assignments.find((a) => a.employeeId === '13');
    expect(assignment).toMatchObject({ employeeName: 'Stevie Staff', createdBy: 'Charlie Calls' });
    expect(Date.now() - Date.parse(assignment!.createdAt)).toBeLessThan(60_000);

    expect(
      dataOf(
        await stack.gql(
          'staff',
          graphql(`
            query CampaignsMyCampaigns {
              myCampaigns {
                id
              }
            }
          `),
        ),
      ).myCampaigns.map((c) => c.id),
    ).toEqual([String(DIALER)]);

    const unassigned = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsUnassignCampaignAgent($a: ID!) {
            unassignCampaignAgent(assignmentId: $a) {
              id
              assignments {
                employeeId
              }
            }
          }
        `),
        { a: assignment!.id },
      ),
    ).unassignCampaignAgent;
    expect(unassigned.id).toBe(String(DIALER));
    expect(unassigned.assignments.map((a) => a.employeeId)).not.toContain('13');

    // The employee id may be sent as a string too; a malformed one is refused before the Care API is asked.
    const assign = graphql(`
      mutation CampaignsAssignCampaignAgent2($id: ID!, $e: ID!) {
        assignCampaignAgent(campaignId: $id, employeeId: $e) {
          assignments {
            id
            employeeId
          }
        }
      }
    `);
    const again = dataOf(await stack.gql('calllistmanager', assign, { id: String(DIALER), e: '13' })).assignCampaignAgent;
    const reassigned = again.assignments.find((a) => a.employeeId === '13');
    expect(reassigned).toBeDefined();
    const malformed = await careApiRequestsDuring(stack, () => stack.gql('calllistmanager', assign, { id: String(DIALER), e: '13abc' }));
    expect(errorCode(malformed.result)).toBe('BAD_USER_INPUT');
    expect(malformed.result.body.errors?.[0]?.message).toBe('Invalid employee id');
    expect(malformed.requests).toEqual([]);
    dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsUnassignCampaignAgent2($a: ID!) {
            unassignCampaignAgent(assignmentId: $a) {
              id
            }
          }
        `),
        { a: reassigned!.id },
      ),
    );
  });

  it('rescores a campaign, answering its scores highest first', async () => {
    const { rescoreCampaign } = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsRescoreCampaign2 {
            rescoreCampaign(id: "123") {
              campaign {
                id
              }
              scores {
                memberId
                primaryDriver
                points
              }
            }
          }
        `),
      ),
    );
    expect(rescoreCampaign.campaign.id).toBe(String(OUTREACH));
    const points = rescoreCampaign.scores.map((s) => s.points);
    expect(points.length).toBeGreaterThan(0);
    expect(points).toEqual([...points].sort((a: number, b: number) => b - a));
  });

  it('resets exhausted members of a dialer campaign only', async () => {
    const { resetExhaustedMembers } = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          mutation CampaignsResetExhaustedMembers {
            resetExhaustedMembers(id: "125") {
              campaign {
                id
              }
              membersReset
            }
          }
        `),
      ),
    );
    expect(resetExhaustedMembers.campaign.id).toBe(String(DIALER));
    expect(resetExhaustedMembers.membersReset).toBeGreaterThanOrEqual(0);
    const refused = await stack.gql(
      'calllistmanager',
      graphql(`
        mutation CampaignsResetExhaustedMembers2 {
          resetExhaustedMembers(id: "123") {
            membersReset
          }
        }
      `),
    );
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
  });
});

describe('reporting', () => {
  it("forecasts each community's exhaust hours from the sandbox's breakdown", async () => {
    const { campaign } = dataOf(
      await stack.gql(
        'calllistmanager',
        graphql(`
          query CampaignsCampaign2 {
            campaign(id: "123") {
              numAgentsAssigned
              counts {
                wasCalled
                listSize
                ineligMembers0score
                ineligMembers
              }
              breakdown {
                community
                numEligibleMembers
                numCalledToday
                onListYesterday
                newAdditionsToList
                totalMembers
                earlyMorningTimeGate
                earlyAfternoonTimeGate
                afternoonTimeGate
                eveningTimeGate
                exhaustHours
                earlyMorningExhaustHours
                earlyAfternoonExhaustHours
                afternoonExhaustHours
                eveningExhaustHours
              }
            }
          }
        `),
      ),
    );
    const raw = z
      .array(breakdownRowSchema)
      .parse(await careApi('calllistmanager', `/api/Campaigns/CallListBreakdown?campaignId=${OUTREACH}`));
    expect(campaign!.breakdown).toHaveLength(raw.length);
    expect(raw.length).toBeGreaterThan(0);
    const agents = campaign!.numAgentsAssigned;
    const hours = (n: number) => Math.round((Math.max(0, n) / agents / 12) * 100) / 100;
    for (const row of raw) {
      const shown = campaign!.breakdown.find((r) => r.community === row.community);
      expect(shown).toMatchObject(row);
      expect(shown!.totalMembers).toBe(row.onListYesterday + row.newAdditionsToList);
      expect(shown!.exhaustHours).toBe(hours(row.numEligibleMembers - row.numCalledToday));
      expect(shown!.earlyMorningExhaustHours).toBe(hours(row.earlyMorningTimeGate));
      expect(shown!.earlyAfternoonExhaustHours).toBe(hours(row.earlyAfternoonTimeGate));
      expect(shown!.afternoonExhaustHours).toBe(hours(row.afternoonTimeGate));
      expect(shown!.eveningExhaustHours).toBe(hours(row.eveningTimeGate));
    }
    expect(campaign!.counts).toEqual(await careApi('calllistmanager', `/api/Campaigns/${OUTREACH}/CallListCounts`));
  });

  it('downloads the score workbook for call-list managers only', async () => {
    const file = await download(stack, 'calllistmanager', `/files/campaigns/${OUTREACH}/scores`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.body.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await download(stack, 'agent', `/files/campaigns/${OUTREACH}/scores`)).status).toBe(403);
    expect((await download(stack, null, `/files/campaigns/${OUTREACH}/scores`)).status).toBe(401);
  });
});

describe('working the call list', () => {
  it("lists the agent's campaigns: 123 and 124", async () => {
    const { myCampaigns } = dataOf(
      await stack.gql(
        'agent',
        graphql(`
          query CampaignsMyCampaigns2 {
            myCampaigns {
              id
              name
              active
              viewerCan {
                manage
                work
              }
            }
          }
        `),
      ),
    );
    const ids = myCampaigns.map((c) => Number(c.id));
    expect(ids).toEqual(expect.arrayContaining([OUTREACH, VISIT_CONFIRMATION]));
    expect(myCampaigns.every((c) => c.active && c.viewerCan.work && !c.viewerCan.manage)).toBe(true);
    const { rows } = await stack.db.query<{ campaign_id: number }>(
      'select a.campaign_id from campaign_assignments a join campaigns c on c.id = a.campaign_id where a.user_id = 12 and c.active',
    );
    expect(ids.sort()).toEqual(rows.map((r) => r.campaign_id).sort());
    expect(
      dataOf(
        await stack.gql(
          'calllistmanager',
          graphql(`
            query CampaignsMyCampaigns3 {
              myCampaigns {
                id
              }
            }
          `),
        ),
      ).myCampaigns,
    ).toEqual([]);
  });

  it('logs a call: the member leaves the next list and heads the call history', async () => {
    const before = await listOf('agent', OUTREACH);
    expect(before.campaignId).toBe(String(OUTREACH));
    expect(before.size).toBe(before.entries.length);
    expect(before.size).toBeGreaterThan(1);
    const member = before.entries[0];

    const { logCall } = dataOf(
      await stack.gql(
        'agent',
        graphql(`
          mutation CampaignsLogCall($c: ID!, $m: ID!) {
            logCall(campaignId: $c, memberId: $m) {
              campaignId
              memberId
              poppedPoints
              primaryDriver
              poppedAt
            }
          }
        `),
        {
          c: String(OUTREACH),
          m: member.memberId,
        },
      ),
    );
    expect(logCall).toMatchObject({ campaignId: String(OUTREACH), memberId: member.memberId, poppedPoints: member.points });

    const after = await listOf('agent2', OUTREACH);
    expect(after.entries.map((e) => e.memberId)).not.toContain(member.memberId);
    expect(after.size).toBe(before.size - 1);
    expect(after.version).toBeGreaterThan(before.version);

    const { myCallHistory } = dataOf(
      await stack.gql(
        'agent',
        graphql(`
          query CampaignsMyCallHistory {
            myCallHistory {
              campaignId
              campaignName
              memberId
              aaneelId
              fullName
              neighborhood
              payer
              points
              primaryDriver
              calledAt
            }
          }
        `),
      ),
    );
    expect(myCallHistory.length).toBeLessThanOrEqual(20);
    expect(myCallHistory[0]).toMatchObject({
      campaignId: String(OUTREACH),
      memberId: member.memberId,
      aaneelId: member.aaneelId,
      points: member.points,
    });

    const again = await stack.gql(
      'agent',
      graphql(`
        mutation CampaignsLogCall2($c: ID!, $m: ID!) {
          logCall(campaignId: $c, memberId: $m) {
            memberId
          }
        }
      `),
      {
        c: String(OUTREACH),
        m: member.memberId,
      },
    );
    expect(errorCode(again)).toBe('UNPROCESSABLE');
  });

  it('refuses the list and call logging to anyone not assigned, before asking the Care API', async () => {
    const { requests, result } = await careApiRequestsDuring(stack, async () => [
      await stack.gql(
        'staff',
        graphql(`
          mutation CampaignsLogCall3 {
            logCall(campaignId: "123", memberId: "1") {
              memberId
            }
          }
        `),
      ),
      await stack.gql(
        'agent',
        graphql(`
          mutation CampaignsLogCall4 {
            logCall(campaignId: "125", memberId: "1") {
              memberId
            }
          }
        `),
      ),
      await stack.gql(
        'staff',
        graphql(`
          query CampaignsCallList2 {
            callList(campaignId: "123") {
              size
            }
          }
        `),
      ),
      await stack.gql(
        'agent',
        graphql(`
          query CampaignsCallList3 {
            callList(campaignId: "125") {
              size
            }
          }
        `),
      ),
    ]);
    for (const res of result) {
      expect(errorCode(res)).toBe('FORBIDDEN');
      expect(errorMessage(res)).toMatch(/assigned to this campaign/);
    }
    expect(requests.filter((r) => r.method === 'POST' || /CallList/.test(r.path))).toEqual([]);
    expect(
      dataOf(
        await stack.gql(
          'staff',
          graphql(`
            query CampaignsMyCampaigns4 {
              myCampaigns {
                id
              }
              myCallHistory {
                memberId
              }
            }
          `),
        ),
      ),
    ).toEqual({
      myCampaigns: [],
      myCallHistory: [],
    });
  });

  it('lets call-list managers see any list', async () => {
    const list = await listOf('calllistmanager', VISIT_CONFIRMATION);
    expect(list.campaignId).toBe(String(VISIT_CONFIRMATION));
  });

  it("exports today's list as CSV to call-list managers", async () => {
    const list = await listOf('calllistmanager', VISIT_CONFIRMATION);
    const file = await download(stack, 'calllistmanager', `/files/exports/call-list/${VISIT_CONFIRMATION}.csv`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(/call-list-124-\d{8}-\d{6}\.csv/);
    const lines = file.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('AaneelId,Member Name,Points,Primary Driver,Last Attempt');
    expect(lines).toHaveLength(list.size + 1);
    expect(lines[1].startsWith(`${list.entries[0].aaneelId},`)).toBe(true);

    // Agents work their list on screen; the file export belongs to the Campaigns screen.
    for (const persona of ['staff', 'agent'])
      expect((await download(stack, persona, `/files/exports/call-list/${VISIT_CONFIRMATION}.csv`)).status).toBe(403);
    expect((await download(stack, 'calllistmanager', '/files/exports/call-list/abc.csv')).status).toBe(400);
  });
});
