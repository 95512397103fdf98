/**
 * Campaigns, their types and options, scoring variables and agents.
 * Every change that can move a list bumps the campaign's list version in the same transaction
 * and, once committed, tells the call-list hub (CallListEvents).
 */
import { routes, type CampaignInputDto, type CampaignVariableInputDto } from '@luminate/schema/rest';
import { campaignVariableRule, DIALER_OPTION_ID } from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import type { CallListChangeReason, CallListEvents } from '../call-list/events.ts';
import { bumpListVersions, OUTREACH_DIALER } from '../call-list/ranking.ts';
import { requireCallListManager, requireCampaignWorker, isCallListManager } from './campaign-access.ts';
import { forbidden, implement, notFound, unprocessable, type Binding } from './http.ts';

export const CAMPAIGN_SELECT = `
  c.id AS "campaignId", c.name AS "campaignName", iso_utc(c.created_dt) AS "createdDt", c.created_by_id AS "createdById",
  c.active, iso_utc(c.deactivated_dt) AS "deactivatedDt", c.deactivated_by_id AS "deactivatedById", c.note,
  c.type_id AS "typeId", json_build_object('id', t.id, 'type', t.type) AS "campaignType", c.market_id AS "marketId",
  CASE WHEN mk.id IS NULL THEN NULL ELSE json_build_object('id', mk.id, 'name', mk.name) END AS market,
  c.days_until_mem_resurface AS "daysUntilMemResurface", c.num_agents_assigned AS "numAgentsAssigned",
  c.call_list_id AS "callListId", c.skill_id AS "skillId",
  EXISTS (SELECT 1 FROM call_list_filters f WHERE f.campaign_id = c.id AND f.is_exclusive) AS "isExclusive"`;
const CAMPAIGN_FROM = `campaigns c JOIN campaign_types t ON t.id = c.type_id LEFT JOIN markets mk ON mk.id = c.market_id`;

const ASSIGNMENT_SELECT = `
  a.id AS "recordId", a.campaign_id AS "campaignId", c.name AS "campaignName", a.user_id AS "userId",
  e.first_name || ' ' || e.last_name AS "userName", a.created_by AS "createdBy", iso_utc(a.created_dt) AS "createdDt"`;
const ASSIGNMENT_FROM = `campaign_assignments a JOIN campaigns c ON c.id = a.campaign_id JOIN employees e ON e.id = a.user_id`;

/** valueShown: the name behind an id, a readable flag or gender, else the value itself. */
const VARIABLE_SELECT = `
  v.id AS "variableId", v.campaign_id AS "campaignId", v.option_id AS "optionId", v.value, v.points,
  COALESCE(CASE o.member_field
    WHEN 'payer' THEN (SELECT x.name FROM payers x WHERE x.id::text = v.value)
    WHEN 'risk_type' THEN (SELECT x.name FROM risk_types x WHERE x.id::text = v.value)
    WHEN 'cohort' THEN (SELECT x.name FROM cohorts x WHERE x.id::text = v.value)
    WHEN 'plan' THEN (SELECT x.name FROM plans x WHERE x.id::text = v.value)
    WHEN 'market' THEN (SELECT x.name FROM markets x WHERE x.id::text = v.value)
    WHEN 'community' THEN (SELECT v.value || ' – ' || x.common_name FROM offices x WHERE x.name = v.value || '.000')
    WHEN 'gender' THEN CASE upper(v.value) WHEN 'F' THEN 'Female' WHEN 'M' THEN 'Male' WHEN 'U' THEN 'Unknown' END
    WHEN 'unengaged' THEN CASE v.value WHEN 'true' THEN 'Yes' WHEN 'false' THEN 'No' END
    WHEN 'engaged' THEN CASE v.value WHEN 'true' THEN 'Yes' WHEN 'false' THEN 'No' END
    WHEN 'dropin_ineligible' THEN CASE v.value WHEN 'true' THEN 'Yes' WHEN 'false' THEN 'No' END
    WHEN 'age' THEN o.value_type || ' ' || v.value
  END, v.value) AS "valueShown",
  json_build_object('optionId', o.id, 'optionName', o.name, 'valueType', o.value_type, 'active', o.active) AS option,
  v.created_by_id AS "createdById", iso_utc(v.created_dt) AS "createdDt"`;
const VARIABLE_FROM = `campaign_variables v JOIN campaign_options o ON o.id = v.option_id`;

/** Tables an id-valued option refers to, for the "Unknown payer: 99" check. */
const REFERENCED: Record<string, [table: string, label: string]> = {
  payer: ['payers', 'payer'],
  risk_type: ['risk_types', 'risk type'],
  cohort: ['cohorts', 'cohort'],
  plan: ['plans', 'plan'],
  market: ['markets', 'market'],
};

interface CampaignRow {
  id: number;
  active: boolean;
  type: string;
}

async function campaignRow(db: Queryable, campaignId: number): Promise<CampaignRow> {
  const { rows } = await db.query<CampaignRow>(
    'SELECT c.id, c.active, t.type FROM campaigns c JOIN campaign_types t ON t.id = c.type_id WHERE c.id = $1',
    [campaignId],
  );
  if (!rows[0]) throw notFound(`Campaign ${campaignId} not found`);
  return rows[0];
}

async function editableCampaign(db: Queryable, campaignId: number): Promise<CampaignRow> {
  const campaign = await campaignRow(db, campaignId);
  if (!campaign.active) throw unprocessable(`Campaign ${campaignId} is deactivated`);
  return campaign;
}

export async function campaignDto(db: Queryable, campaignId: number) {
  const { rows } = await db.query(`SELECT ${CAMPAIGN_SELECT} FROM ${CAMPAIGN_FROM} WHERE c.id = $1`, [campaignId]);
  if (!rows[0]) throw notFound(`Campaign ${campaignId} not found`);
  return rows[0];
}

async function variableDto(db: Queryable, variableId: number) {
  const { rows } = await db.query(`SELECT ${VARIABLE_SELECT} FROM ${VARIABLE_FROM} WHERE v.id = $1`, [variableId]);
  if (!rows[0]) throw notFound(`Variable ${variableId} not found`);
  return rows[0];
}

async function assignmentDto(db: Queryable, recordId: number) {
  const { rows } = await db.query(`SELECT ${ASSIGNMENT_SELECT} FROM ${ASSIGNMENT_FROM} WHERE a.id = $1`, [recordId]);
  if (!rows[0]) throw notFound(`Assignment ${recordId} not found`);
  return rows[0];
}

/** The campaign input's references exist, and a dialer keeps only dialer variables. */
async function checkCampaignInput(db: Queryable, body: CampaignInputDto, campaignId?: number): Promise<string> {
  const type = (await db.query<{ type: string }>('SELECT type FROM campaign_types WHERE id = $1', [body.typeId])).rows[0];
  if (!type) throw unprocessable(`Unknown campaign type: ${body.typeId}`);
  if (body.marketId !== null) {
    const market = await db.query('SELECT 1 FROM markets WHERE id = $1', [body.marketId]);
    if (market.rows.length === 0) throw unprocessable(`Unknown market: ${body.marketId}`);
  }
  if (campaignId !== undefined && type.type === OUTREACH_DIALER) {
    const other = await db.query('SELECT 1 FROM campaign_variables WHERE campaign_id = $1 AND option_id <> $2 LIMIT 1', [
      campaignId,
      DIALER_OPTION_ID,
    ]);
    if (other.rows.length > 0)
      throw unprocessable(`Dialer campaigns only take option ${DIALER_OPTION_ID}: remove the other variables first`);
  }
  return type.type;
}

/**
 * The variable input checked against campaignVariableRule (the option's value type, dialer or
 * not) and against the data its value refers to; answers the value to store (valuePreset
 * options store their own preset).
 */
async function checkVariableInput(db: Queryable, body: CampaignVariableInputDto, campaign: CampaignRow): Promise<string> {
  const { rows } = await db.query<{ value_type: string; member_field: string; preset_value: string | null; active: boolean; name: string }>(
    'SELECT value_type, member_field, preset_value, active, name FROM campaign_options WHERE id = $1',
    [body.optionId],
  );
  const option = rows[0];
  const checked = campaignVariableRule({ valueType: option?.value_type ?? null, isDialer: campaign.type === OUTREACH_DIALER }).safeParse({
    optionId: body.optionId,
    value: body.value,
    points: body.points,
  });
  if (!checked.success) throw unprocessable(checked.error.issues[0].message);
  if (!option) throw unprocessable(`Unknown option: ${body.optionId}`);
  if (!option.active) throw unprocessable(`Option ${option.name} is no longer offered`);
  if (option.preset_value !== null) return option.preset_value;

  const value = checked.data.value;
  const reference = REFERENCED[option.member_field];
  if (reference) {
    const [table, label] = reference;
    const found = /^\d+$/.test(value) ? await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [Number(value)]) : { rows: [] };
    if (found.rows.length === 0) throw unprocessable(`Unknown ${label}: ${value}`);
  } else if (option.member_field === 'gender') {
    if (!/^[MFU]$/i.test(value)) throw unprocessable('Gender must be M, F or U');
    return value.toUpperCase();
  } else if (option.member_field === 'community') {
    const found = await db.query('SELECT 1 FROM offices WHERE community_id = $1 LIMIT 1', [value]);
    if (found.rows.length === 0) throw unprocessable(`Unknown community: ${value}`);
  } else if (option.member_field === 'office_prefix') {
    const found = await db.query('SELECT 1 FROM offices WHERE starts_with(name, $1) LIMIT 1', [value]);
    if (found.rows.length === 0) throw unprocessable(`No office starts with ${value}`);
  }
  return value;
}

async function rejectDuplicateVariable(db: Queryable, campaignId: number, optionId: number, value: string, exceptId = 0): Promise<void> {
  const { rows } = await db.query(
    'SELECT 1 FROM campaign_variables WHERE campaign_id = $1 AND option_id = $2 AND value = $3 AND id <> $4',
    [campaignId, optionId, value, exceptId],
  );
  if (rows.length > 0) throw unprocessable('The campaign already has a variable for this option and value');
}

export function campaignRoutes(db: Db, events: CallListEvents): Binding[] {
  /** Runs a change in one transaction, then tells the hub about the campaigns it changed. */
  const change = async <T>(reason: CallListChangeReason, work: (tx: Queryable) => Promise<{ answer: T; campaignIds: number[] }>) => {
    const { answer, campaignIds } = await db.transaction(async (tx) => {
      const result = await work(tx);
      await bumpListVersions(tx, result.campaignIds);
      return result;
    });
    for (const id of campaignIds) events.changed(id, reason);
    return answer;
  };

  return [
    implement(
      routes.listCampaigns,
      async () => (await db.query(`SELECT ${CAMPAIGN_SELECT} FROM ${CAMPAIGN_FROM} ORDER BY c.active DESC, c.name, c.id`)).rows,
    ),

    implement(routes.listCampaignTypes, async () => (await db.query('SELECT id, type FROM campaign_types ORDER BY id')).rows),

    implement(
      routes.listCampaignOptions,
      async () =>
        (
          await db.query(
            `SELECT id AS "optionId", name AS "optionName", value_type AS "valueType", active FROM campaign_options ORDER BY id`,
          )
        ).rows,
    ),

    implement(routes.createCampaign, async ({ body, caller }) => {
      requireCallListManager(caller, 'Creating a campaign');
      return change('campaign', async (tx) => {
        const type = await checkCampaignInput(tx, body);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO campaigns (name, note, type_id, market_id, days_until_mem_resurface, num_agents_assigned, created_by_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [body.campaignName, body.note, body.typeId, body.marketId, body.daysUntilMemResurface, body.numAgentsAssigned, caller.employeeId],
        );
        const id = rows[0].id;
        // The dialer platform addresses a campaign by its call list and skill.
        if (type === OUTREACH_DIALER)
          await tx.query('UPDATE campaigns SET call_list_id = 9000 + id, skill_id = 7000 + id WHERE id = $1', [id]);
        return { answer: await campaignDto(tx, id), campaignIds: [id] };
      });
    }),

    implement(routes.updateCampaign, async ({ params, body, caller }) => {
      requireCallListManager(caller, 'Updating a campaign');
      return change('campaign', async (tx) => {
        await editableCampaign(tx, params.campaignId);
        const type = await checkCampaignInput(tx, body, params.campaignId);
        await tx.query(
          `UPDATE campaigns SET name = $2, note = $3, type_id = $4, market_id = $5, days_until_mem_resurface = $6, num_agents_assigned = $7,
             call_list_id = CASE WHEN $8 THEN COALESCE(call_list_id, 9000 + id) END,
             skill_id = CASE WHEN $8 THEN COALESCE(skill_id, 7000 + id) END
           WHERE id = $1`,
          [
            params.campaignId,
            body.campaignName,
            body.note,
            body.typeId,
            body.marketId,
            body.daysUntilMemResurface,
            body.numAgentsAssigned,
            type === OUTREACH_DIALER,
          ],
        );
        return { answer: await campaignDto(tx, params.campaignId), campaignIds: [params.campaignId] };
      });
    }),

    implement(routes.deactivateCampaign, async ({ params, caller }) => {
      requireCallListManager(caller, 'Deactivating a campaign');
      return change('campaign', async (tx) => {
        const campaign = await campaignRow(tx, params.campaignId);
        if (!campaign.active) throw unprocessable(`Campaign ${params.campaignId} is already deactivated`);
        await tx.query('UPDATE campaigns SET active = false, deactivated_dt = now(), deactivated_by_id = $2 WHERE id = $1', [
          params.campaignId,
          caller.employeeId,
        ]);
        return { answer: await campaignDto(tx, params.campaignId), campaignIds: [params.campaignId] };
      });
    }),

    // Agents
    implement(routes.listCampaignAssignments, async ({ params, caller }) => {
      await campaignRow(db, params.id);
      await requireCampaignWorker(db, caller, params.id);
      return (
        await db.query(
          `SELECT ${ASSIGNMENT_SELECT} FROM ${ASSIGNMENT_FROM} WHERE a.campaign_id = $1 ORDER BY e.last_name, e.first_name, a.id`,
          [params.id],
        )
      ).rows;
    }),

    implement(routes.createCampaignAssignment, async ({ body, caller }) => {
      requireCallListManager(caller, 'Creating a campaign assignment');
      const answer = await db.transaction(async (tx) => {
        await editableCampaign(tx, body.campaignId);
        const employee = await tx.query('SELECT 1 FROM employees WHERE id = $1 AND NOT archived', [body.userId]);
        if (employee.rows.length === 0) throw unprocessable(`Unknown employee: ${body.userId}`);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO campaign_assignments (campaign_id, user_id, created_by, created_dt) VALUES ($1, $2, $3, $4)
           ON CONFLICT (campaign_id, user_id) DO NOTHING RETURNING id`,
          [body.campaignId, body.userId, body.createdBy, body.createdDt],
        );
        if (!rows[0]) throw unprocessable('Agent is already assigned to this campaign');
        return assignmentDto(tx, rows[0].id);
      });
      // Once committed: the hub tells the campaign's followers who may work it now.
      events.accessChanged(body.campaignId);
      return answer;
    }),

    implement(routes.deleteCampaignAssignment, async ({ params, caller }) => {
      requireCallListManager(caller, 'Deleting a campaign assignment');
      const removed = await db.transaction(async (tx) => {
        const answer = await assignmentDto(tx, params.recordId);
        await tx.query('DELETE FROM campaign_assignments WHERE id = $1', [params.recordId]);
        return answer;
      });
      // Once committed: the hub ends the removed agent's live list.
      events.accessChanged(Number(removed.campaignId));
      return removed;
    }),

    implement(routes.employeeCampaignAssignments, async ({ params, caller }) => {
      if (caller.employeeId !== params.id && !isCallListManager(caller))
        throw forbidden("Only call-list managers see other employees' campaigns");
      return (
        await db.query(`SELECT ${ASSIGNMENT_SELECT} FROM ${ASSIGNMENT_FROM} WHERE a.user_id = $1 AND c.active ORDER BY c.id`, [params.id])
      ).rows;
    }),

    // Variables
    implement(routes.listCampaignVariables, async ({ params, caller }) => {
      await campaignRow(db, params.id);
      await requireCampaignWorker(db, caller, params.id);
      return (await db.query(`SELECT ${VARIABLE_SELECT} FROM ${VARIABLE_FROM} WHERE v.campaign_id = $1 ORDER BY v.id`, [params.id])).rows;
    }),

    implement(routes.createCampaignVariable, async ({ body, caller }) => {
      requireCallListManager(caller, 'Creating a campaign variable');
      return change('variables', async (tx) => {
        const campaign = await editableCampaign(tx, body.campaignId);
        const value = await checkVariableInput(tx, body, campaign);
        await rejectDuplicateVariable(tx, body.campaignId, body.optionId, value);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO campaign_variables (campaign_id, option_id, value, points, created_by_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [body.campaignId, body.optionId, value, body.points, caller.employeeId],
        );
        return { answer: await variableDto(tx, rows[0].id), campaignIds: [body.campaignId] };
      });
    }),

    implement(routes.updateCampaignVariable, async ({ params, body, caller }) => {
      requireCallListManager(caller, 'Updating a campaign variable');
      return change('variables', async (tx) => {
        const current = (
          await tx.query<{ campaign_id: number }>('SELECT campaign_id FROM campaign_variables WHERE id = $1', [params.variableId])
        ).rows[0];
        if (!current) throw notFound(`Variable ${params.variableId} not found`);
        if (current.campaign_id !== body.campaignId) throw unprocessable('A variable cannot move to another campaign');
        const campaign = await editableCampaign(tx, body.campaignId);
        const value = await checkVariableInput(tx, body, campaign);
        await rejectDuplicateVariable(tx, body.campaignId, body.optionId, value, params.variableId);
        await tx.query('UPDATE campaign_variables SET option_id = $2, value = $3, points = $4 WHERE id = $1', [
          params.variableId,
          body.optionId,
          value,
          body.points,
        ]);
        return { answer: await variableDto(tx, params.variableId), campaignIds: [body.campaignId] };
      });
    }),

    implement(routes.deleteCampaignVariable, async ({ params, caller }) => {
      requireCallListManager(caller, 'Deleting a campaign variable');
      return change('variables', async (tx) => {
        const answer = (await variableDto(tx, params.variableId)) as { campaignId: number };
        await editableCampaign(tx, answer.campaignId);
        await tx.query('DELETE FROM campaign_variables WHERE id = $1', [params.variableId]);
        return { answer, campaignIds: [answer.campaignId] };
      });
    }),
  ];
}
