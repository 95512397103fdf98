/**
 * Campaign endpoints of the Care API against a real in-process sandbox: the seeded outreach
 * data, campaign/variable/agent management with its validation messages, and permissions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CAMPAIGN_TYPES,
  CallListDto,
  CallHistoryRowDto,
  CampaignAssignmentDto,
  CampaignDto,
  CampaignOptionDto,
  CampaignVariableDto,
  routes,
} from '@luminate/schema/rest';
import { DIALER_OPTION_ID, DIALER_POINTS_MESSAGE } from '@luminate/schema/rules';
import { localDay } from '../../sandbox/src/call-list/local-day.ts';
import { PERSONAS } from '../../sandbox/src/seed/personas.ts';
import { answerOf, startTestSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox(0.05);
});
afterAll(() => t?.sandbox.close());

/** Matchers, typed as the values they stand for are (`unknown`): vitest declares them `any`. */
const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

/** The part of the published OpenAPI document read here: each path's operations, and an operation's bodies and answers. */
const OpenApiDoc = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });
const Operation = z.object({
  requestBody: z.object({ content: z.record(z.string(), z.unknown()) }),
  responses: z.record(z.string(), z.unknown()).optional(),
});

const send = (method: string, body?: unknown) => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
});
const newCampaign = (overrides: Record<string, unknown> = {}) => ({
  campaignName: 'Flu Shot Reminders',
  note: 'Autumn reminders',
  typeId: 1,
  marketId: 920001625,
  daysUntilMemResurface: 4,
  numAgentsAssigned: 45,
  ...overrides,
});

describe('seeded outreach data', () => {
  it('has the six campaign types in order, the options (27 = Community adjustment) and campaigns 123–127', async () => {
    const types = await t.json('/api/Campaigns/Types', { as: 'agent' });
    expect(types.body).toEqual(CAMPAIGN_TYPES.map((type, i) => ({ id: i + 1, type })));
    const options = z.array(CampaignOptionDto).parse((await t.json('/api/Campaigns/Options', { as: 'agent' })).body);
    expect(options.find((o) => o.optionId === DIALER_OPTION_ID)).toMatchObject({ optionName: 'Community adjustment', active: true });
    expect(options.map((o) => o.optionName)).toEqual(
      expect.arrayContaining([
        'Unengaged',
        'Engaged',
        'Payer',
        'Risk Type',
        'Cohort',
        'Plan',
        'Age greater than',
        'Age less than',
        'Gender',
        'Office prefix',
        'Market',
      ]),
    );
    const campaigns = z.array(CampaignDto).parse((await t.json('/api/Campaigns')).body);
    const byId = new Map(campaigns.map((c) => [c.campaignId, c]));
    expect([...byId.keys()]).toEqual(expect.arrayContaining([123, 124, 125, 126, 127]));
    expect(byId.get(123)).toMatchObject({
      active: true,
      campaignType: { type: 'Outreach' },
      marketId: 920001625,
      market: { name: 'Houston' },
    });
    expect(byId.get(125)).toMatchObject({
      campaignType: { type: 'Outreach-Dialer' },
      callListId: anyNumber,
      skillId: anyNumber,
    });
    expect(byId.get(126)).toMatchObject({ campaignType: { type: 'Targeted' }, isExclusive: true, marketId: null, market: null });
    expect(byId.get(127)).toMatchObject({
      active: false,
      deactivatedDt: anyString,
      deactivatedById: PERSONAS.calllistmanager.employeeId,
    });
  });

  it('assigns agent and agent2 to 123 and 124, and both lists have members today', async () => {
    for (const persona of ['agent', 'agent2'] as const) {
      const { status, body } = await t.json(`/api/Employees/${PERSONAS[persona].employeeId}/CampaignAssignments`, { as: persona });
      expect(status).toBe(200);
      const assignments = z.array(CampaignAssignmentDto).parse(body);
      expect(assignments.map((a) => a.campaignId).sort()).toEqual([123, 124]);
      expect(assignments.every((a) => a.createdBy === 'Charlie Calls')).toBe(true);
    }
    for (const id of [123, 124]) {
      const list = CallListDto.parse((await t.json(`/api/Campaigns/${id}/CallList`, { as: 'agent' })).body);
      expect(list.entries.length).toBeGreaterThan(10);
      expect(list.listDate).toBe(localDay(new Date()));
    }
  });

  it('gives agent a call history from previous days but no call today for 123', async () => {
    const { status, body } = await t.json('/api/Campaigns/CallsPopped', { as: 'agent' });
    expect(status).toBe(200);
    const history = z.array(CallHistoryRowDto).parse(body);
    expect(history.length).toBeGreaterThan(0);
    expect(history.length).toBeLessThanOrEqual(20);
    const times = history.map((h) => h.poppedTime);
    expect(times).toEqual([...times].sort().reverse());
    const today = await t.sandbox.db.query(`SELECT 1 FROM calls_popped WHERE campaign_id = 123 AND popped_day = $1::date`, [
      localDay(new Date()),
    ]);
    expect(today.rows).toEqual([]);
  });
});

describe('campaign management', () => {
  it('creates, edits and deactivates a campaign; a deactivated campaign has no list', async () => {
    const created = await t.json('/api/Campaigns', { as: 'calllistmanager', ...send('POST', newCampaign()) });
    expect(created.status).toBe(200);
    const campaign = CampaignDto.parse(created.body);
    expect(campaign).toMatchObject({
      active: true,
      createdById: PERSONAS.calllistmanager.employeeId,
      campaignType: { type: 'Outreach' },
      callListId: null,
    });

    const updated = await t.json(`/api/Campaigns/${campaign.campaignId}`, {
      as: 'calllistmanager',
      ...send('PUT', newCampaign({ campaignName: 'Flu Shots', marketId: null, daysUntilMemResurface: 0 })),
    });
    expect(updated.body).toMatchObject({ campaignName: 'Flu Shots', marketId: null, market: null, daysUntilMemResurface: 0 });

    const dialer = await t.json('/api/Campaigns', {
      as: 'calllistmanager',
      ...send('POST', newCampaign({ typeId: 4, campaignName: 'Dialer test' })),
    });
    expect(dialer.body).toMatchObject({ callListId: anyNumber, skillId: anyNumber });

    const deactivated = await t.json(`/api/Campaigns/Deactivate/${campaign.campaignId}`, { as: 'calllistmanager', method: 'PUT' });
    expect(deactivated.body).toMatchObject({ active: false, deactivatedById: PERSONAS.calllistmanager.employeeId });
    expect((await t.json(`/api/Campaigns/Deactivate/${campaign.campaignId}`, { as: 'calllistmanager', method: 'PUT' })).status).toBe(422);
    const list = await t.json(`/api/Campaigns/${campaign.campaignId}/CallList`, { as: 'calllistmanager' });
    expect(list).toEqual({ status: 422, body: { message: `Campaign ${campaign.campaignId} is deactivated` } });
    expect((await t.json('/api/Campaigns/99999/CallList')).status).toBe(404);
  });

  it('rejects unknown types and markets, and malformed input', async () => {
    expect(await t.json('/api/Campaigns', { as: 'calllistmanager', ...send('POST', newCampaign({ typeId: 99 })) })).toEqual({
      status: 422,
      body: { message: 'Unknown campaign type: 99' },
    });
    expect((await t.json('/api/Campaigns', { as: 'calllistmanager', ...send('POST', newCampaign({ marketId: 1 })) })).body).toEqual({
      message: 'Unknown market: 1',
    });
    expect(
      (await t.json('/api/Campaigns', { as: 'calllistmanager', ...send('POST', newCampaign({ daysUntilMemResurface: 'x' })) })).status,
    ).toBe(400);
  });

  it('assigns and removes agents; a second assignment is refused', async () => {
    const input = {
      campaignId: 124,
      userId: PERSONAS.staff.employeeId,
      userName: 'Stevie Staff',
      createdBy: 'Charlie Calls',
      createdDt: new Date().toISOString(),
    };
    const created = await t.json('/api/Campaigns/Assignments', { as: 'calllistmanager', ...send('POST', input) });
    expect(created.status).toBe(200);
    const assignment = CampaignAssignmentDto.parse(created.body);
    expect(assignment).toMatchObject({
      campaignId: 124,
      campaignName: 'Visit Confirmation – Houston',
      userId: PERSONAS.staff.employeeId,
      userName: 'Stevie Staff',
    });
    expect(await t.json('/api/Campaigns/Assignments', { as: 'calllistmanager', ...send('POST', input) })).toEqual({
      status: 422,
      body: { message: 'Agent is already assigned to this campaign' },
    });
    // Now assigned, staff may read 124's list.
    expect((await t.json('/api/Campaigns/124/CallList', { as: 'staff' })).status).toBe(200);
    const agents = z.array(CampaignAssignmentDto).parse((await t.json('/api/Campaigns/124/Assignments', { as: 'calllistmanager' })).body);
    expect(agents.map((a) => a.userId)).toEqual(expect.arrayContaining([12, 13, 14]));

    expect((await t.json(`/api/Campaigns/Assignments/${assignment.recordId}`, { as: 'calllistmanager', method: 'DELETE' })).body).toEqual(
      assignment,
    );
    expect((await t.json(`/api/Campaigns/Assignments/${assignment.recordId}`, { as: 'calllistmanager', method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await t.json('/api/Campaigns/124/CallList', { as: 'staff' })).status).toBe(403);
    // Deactivated campaigns take no agents; employees' assignments list active campaigns only.
    expect(
      (await t.json('/api/Campaigns/Assignments', { as: 'calllistmanager', ...send('POST', { ...input, campaignId: 127 }) })).body,
    ).toEqual({ message: 'Campaign 127 is deactivated' });
  });
});

describe('variables', () => {
  const variable = (campaignId: number, optionId: number, value: string, points: number) =>
    send('POST', { campaignId, optionId, value, points });
  const create = (body: ReturnType<typeof variable>) => t.json('/api/Campaigns/Variables', { as: 'calllistmanager', ...body });

  it('adds, shows, edits and deletes a variable', async () => {
    const created = await create(variable(124, 3, '2', 12));
    expect(created.status).toBe(200);
    const v = CampaignVariableDto.parse(created.body);
    expect(v).toMatchObject({
      campaignId: 124,
      optionId: 3,
      value: '2',
      valueShown: 'Aetna Medicare',
      points: 12,
      option: { optionName: 'Payer', valueType: 'int' },
    });
    const edited = await t.json(`/api/Campaigns/Variables/${v.variableId}`, {
      as: 'calllistmanager',
      ...send('PUT', { campaignId: 124, optionId: 3, value: '3', points: 8 }),
    });
    expect(edited.body).toMatchObject({ variableId: v.variableId, value: '3', valueShown: 'UnitedHealthcare', points: 8 });
    const listed = z.array(CampaignVariableDto).parse((await t.json('/api/Campaigns/124/Variables', { as: 'agent' })).body);
    expect(listed.find((x) => x.variableId === v.variableId)).toMatchObject({ value: '3' });
    expect((await t.json(`/api/Campaigns/Variables/${v.variableId}`, { as: 'calllistmanager', method: 'DELETE' })).status).toBe(200);
    expect((await t.json(`/api/Campaigns/Variables/${v.variableId}`, { as: 'calllistmanager', method: 'DELETE' })).status).toBe(404);
  });

  it('stores a valuePreset option with its own value', async () => {
    const preset = await create(variable(124, 12, 'anything', 3));
    expect(preset.body).toMatchObject({ value: '920001625', valueShown: 'Houston', option: { valueType: 'valuePreset' } });
    await t.json(`/api/Campaigns/Variables/${answerOf(CampaignVariableDto, preset.body).variableId}`, {
      as: 'calllistmanager',
      method: 'DELETE',
    });
  });

  it.each([
    ['dialer points above 100', variable(125, DIALER_OPTION_ID, '1.001', 120), DIALER_POINTS_MESSAGE],
    ['dialer points below 0', variable(125, DIALER_OPTION_ID, '1.001', -1), DIALER_POINTS_MESSAGE],
    ['another option on a dialer', variable(125, 1, 'true', 10), `Dialer campaigns only take option ${DIALER_OPTION_ID}`],
    ['> with zero', variable(124, 7, '0', 10), 'Value must be a nonzero number'],
    ['< with text', variable(124, 8, 'old', 10), 'Value must be a nonzero number'],
    ['int with text', variable(124, 5, 'two', 10), 'Value must be a whole number'],
    ['boolean with text', variable(124, 1, 'yes', 10), 'Value must be true or false'],
    ['an unknown payer', variable(124, 3, '999', 10), 'Unknown payer: 999'],
    ['an unknown community', variable(125, DIALER_OPTION_ID, '9.999', 10), 'Unknown community: 9.999'],
    ['a bad gender', variable(124, 9, 'X', 10), 'Gender must be M, F or U'],
    ['an inactive option', variable(124, 13, 'true', 10), 'Option Drop-in ineligible is no longer offered'],
    ['a duplicate', variable(123, 1, 'true', 5), 'The campaign already has a variable for this option and value'],
    ['a deactivated campaign', variable(127, 1, 'false', 5), 'Campaign 127 is deactivated'],
  ])('refuses %s', async (_name, body, message) => {
    expect(await create(body)).toEqual({ status: 422, body: { message } });
  });

  it('accepts dialer points within 0–100', async () => {
    const ok = await create(variable(125, DIALER_OPTION_ID, '2.001', 100));
    const valueShown: unknown = expect.stringMatching(/^2\.001 – /);
    expect(ok.body).toMatchObject({ optionId: DIALER_OPTION_ID, points: 100, valueShown });
    expect(
      (
        await t.json(`/api/Campaigns/Variables/${answerOf(CampaignVariableDto, ok.body).variableId}`, {
          as: 'calllistmanager',
          method: 'DELETE',
        })
      ).status,
    ).toBe(200);
  });
});

describe('permissions', () => {
  it('needs call-list-mgmt (or superAdmin) to manage, and an assignment to work a list', async () => {
    expect((await t.json('/api/Campaigns', { as: 'staff', ...send('POST', newCampaign()) })).status).toBe(403);
    expect((await t.json('/api/Campaigns/Deactivate/124', { as: 'agent', method: 'PUT' })).status).toBe(403);
    expect(
      (
        await t.json('/api/Campaigns/Variables', {
          as: 'agent',
          ...send('POST', { campaignId: 123, optionId: 1, value: 'true', points: 1 }),
        })
      ).status,
    ).toBe(403);
    expect((await t.json('/api/Campaigns/CallListBreakdown?campaignId=123', { as: 'agent' })).status).toBe(403);
    expect((await t.json('/api/Campaigns/Rescore?campaignId=123', { as: 'agent', method: 'POST' })).status).toBe(403);
    // agent is not assigned to 126.
    expect(await t.json('/api/Campaigns/126/CallList', { as: 'agent' })).toEqual({
      status: 403,
      body: { message: 'Not assigned to this campaign' },
    });
    expect((await t.json('/api/Campaigns/126/LogCall?memberId=100001', { as: 'agent', method: 'POST' })).status).toBe(403);
    expect((await t.json('/api/Campaigns/126/CallList', { as: 'superadmin' })).status).toBe(200);
    expect((await t.json('/api/Campaigns/126/CallList', { as: 'calllistmanager' })).status).toBe(200);
    // Staff has no campaign: an empty list of its own assignments, but no history and nobody else's.
    expect(await t.json(`/api/Employees/${PERSONAS.staff.employeeId}/CampaignAssignments`, { as: 'staff' })).toEqual({
      status: 200,
      body: [],
    });
    expect((await t.json(`/api/Employees/${PERSONAS.agent.employeeId}/CampaignAssignments`, { as: 'staff' })).status).toBe(403);
    expect((await t.json('/api/Campaigns/CallsPopped', { as: 'staff' })).status).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the workbook upload as raw bytes', async () => {
    const doc = OpenApiDoc.parse((await t.json('/openapi.json', { as: null })).body);
    const op = Operation.parse(doc.paths[routes.createCallListFilter.path].post);
    expect(Object.keys(op.requestBody.content)).toEqual([
      'application/octet-stream',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(op.responses?.['413']).toBeDefined();
    expect(Operation.parse(doc.paths[routes.createCampaign.path].post).requestBody.content['application/json']).toBeDefined();
  });
});
