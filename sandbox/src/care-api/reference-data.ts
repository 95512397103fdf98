/**
 * Cohorts, counties and contracts: the writes of data management (the cohort and county lists
 * are answered by reference.ts). Every write checks the caller's claims again and the shared
 * rules, whatever the gateway already checked.
 */
import { routes, type ContractInputDto } from '@luminate/schema/rest';
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { COUNTY_EXISTS_MESSAGE, CONTRACT_SELF_PAY_MESSAGE, SELF_PAY_PAYER } from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import { requireAnyClaim } from './auth.ts';
import { implement, notFound, unprocessable, type Binding } from './http.ts';

const CONTRACT_SELECT = `
  k.id, k.name, k.status, k.payer_id AS "payerId", json_build_object('id', p.id, 'name', p.name) AS payer,
  k.geography, k.risk_type_id AS "riskTypeId", json_build_object('id', r.id, 'name', r.name) AS "riskType",
  k.algorithm, k.start_dt AS "startDt", k.at_risk_dt AS "atRiskDt", k.disabled`;
const CONTRACT_FROM = 'contracts k JOIN payers p ON p.id = k.payer_id JOIN risk_types r ON r.id = k.risk_type_id';

/** A contract's payer must exist and not be SelfPay; its risk type must exist. */
async function checkContractReferences(db: Queryable, body: ContractInputDto): Promise<void> {
  const payer = await db.query<{ name: string }>('SELECT name FROM payers WHERE id = $1', [body.payerId]);
  if (payer.rows.length === 0) throw unprocessable(`Unknown payer: ${body.payerId}`);
  if (payer.rows[0].name === SELF_PAY_PAYER) throw unprocessable(CONTRACT_SELF_PAY_MESSAGE);
  const riskType = await db.query('SELECT 1 FROM risk_types WHERE id = $1', [body.riskTypeId]);
  if (riskType.rows.length === 0) throw unprocessable(`Unknown risk type: ${body.riskTypeId}`);
}

export function referenceDataRoutes(db: Db): Binding[] {
  const contract = async (q: Queryable, id: number) => {
    const { rows } = await q.query(`SELECT ${CONTRACT_SELECT} FROM ${CONTRACT_FROM} WHERE k.id = $1`, [id]);
    if (rows.length === 0) throw notFound(`Contract ${id} not found`);
    return rows[0];
  };
  const contractValues = (b: ContractInputDto) => [
    b.name,
    b.status,
    b.payerId,
    b.geography,
    b.riskTypeId,
    b.algorithm,
    b.startDt,
    b.atRiskDt,
  ];

  return [
    implement(routes.createCounty, async ({ body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Adding a county');
      return db.transaction(async (tx) => {
        const state = await tx.query('SELECT 1 FROM states WHERE abbrev = $1', [body.stateAbbrev]);
        if (state.rows.length === 0) throw unprocessable(`Unknown state: ${body.stateAbbrev}`);
        // The same name in the same state, whatever its case, is already there.
        const existing = await tx.query('SELECT 1 FROM counties WHERE state_abbrev = $1 AND lower(county) = lower($2)', [
          body.stateAbbrev,
          body.county,
        ]);
        if (existing.rows.length > 0) throw unprocessable(COUNTY_EXISTS_MESSAGE);
        const { rows } = await tx.query(
          'INSERT INTO counties (county, state_abbrev) VALUES ($1, $2) RETURNING id, county, state_abbrev AS "stateAbbrev"',
          [body.county, body.stateAbbrev],
        );
        return rows[0];
      });
    }),

    implement(routes.listRiskTypes, async () => (await db.query('SELECT id, name FROM risk_types ORDER BY name')).rows),

    implement(
      routes.listContracts,
      async () => (await db.query(`SELECT ${CONTRACT_SELECT} FROM ${CONTRACT_FROM} ORDER BY k.name, k.id`)).rows,
    ),

    implement(routes.createContract, async ({ body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Adding a contract');
      await checkContractReferences(db, body);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO contracts (name, status, payer_id, geography, risk_type_id, algorithm, start_dt, at_risk_dt)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        contractValues(body),
      );
      return contract(db, rows[0].id);
    }),

    implement(routes.updateContract, async ({ params, body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Editing a contract');
      await contract(db, params.id);
      await checkContractReferences(db, body);
      await db.query(
        `UPDATE contracts SET name = $2, status = $3, payer_id = $4, geography = $5, risk_type_id = $6, algorithm = $7,
                start_dt = $8, at_risk_dt = $9
          WHERE id = $1`,
        [params.id, ...contractValues(body)],
      );
      return contract(db, params.id);
    }),

    implement(routes.terminateContract, async ({ params, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.dataManagers, 'Terminating a contract');
      const current = await contract(db, params.id);
      if ((current as { disabled: boolean }).disabled) throw unprocessable('The contract is already termed');
      await db.query('UPDATE contracts SET disabled = true WHERE id = $1', [params.id]);
      return contract(db, params.id);
    }),
  ];
}
