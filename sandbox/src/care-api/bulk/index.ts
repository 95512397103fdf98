/**
 * Care API routes of the bulk uploads (schema/src/rest/data-mgmt/routes.ts): each flow's validate and
 * submit, served by the machinery with the flow's module (flows.ts), and Add Cohort.
 */
import type { Logger } from 'pino';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { BULK_FLOW_ROUTES, dataMgmtRoutes as routes } from '@luminate/schema/rest';
import { BULK_FLOW_LABELS, BULK_FLOWS, SELF_PAY_PAYER, type BulkFlow } from '@luminate/schema/rules';
import type { Db } from '../../db/index.ts';
import type { CallListEvents } from '../../call-list/events.ts';
import { localDay } from '../../call-list/local-day.ts';
import { requireAnyClaim } from '../auth.ts';
import { implement, unprocessable, type Binding, type Caller } from '../http.ts';
import type { BulkFlowModule, BulkRequest } from './flow.ts';
import { BULK_FLOW_MODULES } from './flows.ts';
import { submitUpload, validateUpload } from './machinery/index.ts';

function moduleOf(flow: BulkFlow): BulkFlowModule {
  const module = BULK_FLOW_MODULES[flow];
  if (!module) throw unprocessable(`${BULK_FLOW_LABELS[flow]} uploads are not available`);
  return module;
}

interface RouteInput {
  query: { note: string; skipTransferDashboard?: boolean };
  params?: { cohortId?: number };
  caller: Caller;
}

const requestOf = (flow: BulkFlow, { query, params, caller }: RouteInput): BulkRequest => ({
  flow,
  caller,
  note: query.note ?? '',
  cohortId: params?.cohortId ?? null,
  skipTransferDashboard: query.skipTransferDashboard ?? false,
  today: localDay(new Date()),
  prepared: {},
});

export function bulkRoutes(db: Db, callListEvents: CallListEvents, logger?: Logger): Binding[] {
  const env = { db, callListEvents };
  const logFailure = (flow: BulkFlow) => (error: unknown) =>
    // Only what identifies the failure: database errors can quote cell values.
    logger?.error({ flow, err: { name: (error as Error)?.name, code: (error as { code?: string })?.code } }, 'bulk validation failed');
  const flowBindings = BULK_FLOWS.flatMap((flow) => [
    implement(BULK_FLOW_ROUTES[flow].validate, async (ctx) => {
      const input = ctx as unknown as RouteInput;
      await validateUpload(env, moduleOf(flow), requestOf(flow, input), ctx.body, ctx.res, logFailure(flow));
    }),
    implement(BULK_FLOW_ROUTES[flow].submit, async (ctx) => {
      const input = ctx as unknown as RouteInput;
      return submitUpload(env, moduleOf(flow), requestOf(flow, input), ctx.body);
    }),
  ]);
  return [
    ...flowBindings,
    implement(routes.createCohort, async ({ body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Adding a cohort');
      return db.transaction(async (tx) => {
        // One cohort at a time: the next id and the name check see every earlier one.
        await tx.query('SELECT pg_advisory_xact_lock($1)', [COHORT_LOCK]);
        const payer = await tx.query<{ name: string }>('SELECT name FROM payers WHERE id = $1', [body.payerId]);
        if (payer.rows.length === 0) throw unprocessable('Unknown payer');
        if (payer.rows[0].name === SELF_PAY_PAYER) throw unprocessable('SelfPay cannot have a cohort');
        const taken = await tx.query('SELECT 1 FROM cohorts WHERE lower(name) = lower($1)', [body.name]);
        if (taken.rows.length > 0) throw unprocessable(`A cohort named "${body.name}" already exists`);
        const { rows } = await tx.query(
          `INSERT INTO cohorts (id, name, created_dt, payer_id)
           SELECT COALESCE(max(id), 0) + 1, $1, now(), $2 FROM cohorts
           RETURNING id, name, iso_utc(created_dt) AS "createdDt", 0 AS "memberCount", 0 AS "pendingMemberCount"`,
          [body.name, body.payerId],
        );
        return rows[0];
      });
    }),
  ];
}

/** Serialises Add Cohort. */
const COHORT_LOCK = 4_100_018;
