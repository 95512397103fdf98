/**
 * Reference records seed: the cohorts' activation dates and payers, members staged for the newest
 * cohorts (the pending member counts), the counties' id sequence, and contracts for every payer
 * but SelfPay, active and termed, with each member given an active contract of its own payer
 * (of its risk type when the payer has one) in one UPDATE. Runs inside the seed transaction after
 * the members are in.
 */
import { SELF_PAY_PAYER } from '@luminate/schema/rules';
import type { Queryable } from '../db/index.ts';
import { COHORTS, MARKETS, PAYERS, RISK_TYPES } from './reference-data.ts';
import { Prng } from './prng.ts';

export async function isReferenceRecordDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM contracts LIMIT 1');
  return rows.length > 0;
}

/** The payer a cohort was created for: the payer whose name (or its first word) starts the cohort's name. */
function payerOfCohort(cohortName: string): number | null {
  const firstWord = cohortName.split(' ')[0].toLowerCase();
  const aliases: Record<string, string> = { uhc: 'UnitedHealthcare', bcbs: 'Blue Cross Blue Shield' };
  const payerName = aliases[firstWord] ?? PAYERS.find(([, name]) => name.toLowerCase().startsWith(firstWord))?.[1];
  return PAYERS.find(([, name]) => name === payerName)?.[0] ?? null;
}

/** A cohort's activation: the quarter its name gives (Q1 when only a year is given); 2022-07-01 otherwise. */
function activationOf(cohortName: string, rnd: Prng): string {
  const year = /\b(20\d\d)\b/.exec(cohortName)?.[1];
  const quarter = Number(/\bQ([1-4])\b/.exec(cohortName)?.[1] ?? 1);
  const month = String((quarter - 1) * 3 + 1).padStart(2, '0');
  const day = String(rnd.int(1, 28)).padStart(2, '0');
  return year ? `${year}-${month}-${day}T14:00:00Z` : '2022-07-01T14:00:00Z';
}

/** A copy of `items` in an order drawn from `rnd` (Fisher–Yates). */
function shuffled<T>(items: readonly T[], rnd: Prng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const CONTRACT_LINES = [
  { suffix: 'MA', algorithm: 'CMS-HCC v28', status: 'Signed' },
  { suffix: 'DSNP', algorithm: 'CMS-HCC v24', status: 'Signed' },
  { suffix: 'Legacy', algorithm: 'CMS-HCC v22', status: 'Expired' },
] as const;

export async function seedReferenceRecords(tx: Queryable): Promise<Record<string, number>> {
  const rnd = new Prng('reference-records');

  // Cohorts: activation date and payer.
  const cohorts = COHORTS.map(([id, name]) => ({ id, created_dt: activationOf(name, rnd), payer_id: payerOfCohort(name) }));
  await tx.query(
    `UPDATE cohorts c SET created_dt = v.created_dt, payer_id = v.payer_id
       FROM json_to_recordset($1::json) AS v(id integer, created_dt timestamptz, payer_id integer)
      WHERE v.id = c.id`,
    [JSON.stringify(cohorts)],
  );

  // Members staged for the two newest cohorts, and a few already activated (not pending).
  const newest = [...cohorts].sort((a, b) => b.created_dt.localeCompare(a.created_dt)).slice(0, 2);
  const pending: Array<{ cohort_id: number; member_id: string; staged_dt: string; activated_dt: string | null }> = [];
  for (const cohort of newest) {
    const staged = rnd.int(6, 24);
    for (let i = 0; i < staged; i++) {
      pending.push({
        cohort_id: cohort.id,
        member_id: `N${rnd.digits(9)}`,
        staged_dt: `2026-0${rnd.int(1, 9)}-${String(rnd.int(1, 28)).padStart(2, '0')}T15:00:00Z`,
        activated_dt: i < 3 ? '2026-10-01T12:00:00Z' : null,
      });
    }
  }
  await tx.query(
    `INSERT INTO cohort_pending_members (cohort_id, member_id, staged_dt, activated_dt)
     SELECT cohort_id, member_id, staged_dt, activated_dt
       FROM json_to_recordset($1::json) AS v(cohort_id integer, member_id text, staged_dt timestamptz, activated_dt timestamptz)`,
    [JSON.stringify(pending)],
  );

  // Counties added later continue after the seeded ids.
  await tx.query(`SELECT setval('counties_id_seq', COALESCE((SELECT max(id) FROM counties), 0) + 1, false)`);

  // Contracts: two active lines per payer (SelfPay has none), one termed line for some payers.
  const states = [...new Set(MARKETS.filter((m) => m.active).map((m) => m.state))];
  const contracts: object[] = [];
  for (const [payerId, payerName] of PAYERS) {
    if (payerName === SELF_PAY_PAYER) continue;
    for (const [line, spec] of CONTRACT_LINES.entries()) {
      const termed = spec.suffix === 'Legacy';
      if (termed && !rnd.chance(0.5)) continue;
      const startYear = termed ? 2021 : rnd.int(2022, 2025);
      const riskTypeId = RISK_TYPES[(payerId + line) % RISK_TYPES.length][0];
      contracts.push({
        name: `${payerName} ${spec.suffix} ${startYear}`,
        status: spec.status,
        payer_id: payerId,
        geography: shuffled(states, rnd).slice(0, rnd.int(1, 3)).sort().join(', '),
        risk_type_id: riskTypeId,
        algorithm: spec.algorithm,
        start_dt: `${startYear}-01-01`,
        at_risk_dt: rnd.chance(0.7) ? `${startYear}-${String(rnd.int(2, 9)).padStart(2, '0')}-01` : null,
        disabled: termed,
      });
    }
  }
  await tx.query(
    `INSERT INTO contracts (name, status, payer_id, geography, risk_type_id, algorithm, start_dt, at_risk_dt, disabled)
     SELECT name, status, payer_id, geography, risk_type_id, algorithm, start_dt, at_risk_dt, disabled
       FROM json_to_recordset($1::json) AS v(name text, status text, payer_id integer, geography text, risk_type_id integer,
                                              algorithm text, start_dt date, at_risk_dt date, disabled boolean)`,
    [JSON.stringify(contracts)],
  );

  // Each member an active contract of its payer: the one of its risk type when there is one, else
  // the payer's first. One choice per (payer, risk type), then one UPDATE.
  await tx.query(
    `WITH risk AS (SELECT id FROM risk_types UNION ALL SELECT NULL),
     choice AS (
       SELECT DISTINCT ON (c.payer_id, r.id) c.payer_id, r.id AS risk_type_id, c.id AS contract_id
         FROM contracts c CROSS JOIN risk r
        WHERE NOT c.disabled
        ORDER BY c.payer_id, r.id, (c.risk_type_id IS NOT DISTINCT FROM r.id) DESC, c.id)
     UPDATE members m SET contract_id = ch.contract_id
       FROM choice ch
      WHERE ch.payer_id = m.payer_id AND ch.risk_type_id IS NOT DISTINCT FROM m.risk_type_id AND m.contract_id IS NULL`,
  );
  const withContract = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE contract_id IS NOT NULL');

  return {
    cohortPendingMembers: pending.length,
    contracts: contracts.length,
    membersWithContract: withContract.rows[0].n,
  };
}
