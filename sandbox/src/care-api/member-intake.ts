/**
 * Member intake: POST /api/Members adds a member from the Add member wizard. Data management
 * only. The body passes the shared add-member rule (422 otherwise); the payer, market and cohort
 * must exist, and a payer cannot have two members with one member id (422). The member is
 * eligible and not engaged; its office is the neighborhood of its zip or county in its market
 * when one is found, otherwise none. The member, its primary address, phones, e-mails and its
 * (empty) overview metrics are written in one transaction: all of it or nothing.
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import { routes, type CreatedMemberDto } from '@luminate/schema/rest';
import { addMemberRule, type AddMember } from '@luminate/schema/rules';
import type { Db, Queryable } from '../db/index.ts';
import { localDay } from '../call-list/local-day.ts';
import { aaneelIdOf, FIRST_MEMBER_ID } from '../seed/members.ts';
import { requireAnyClaim } from './auth.ts';
import { implement, unprocessable, type Binding } from './http.ts';

/** Serialises intakes: the next record id and the duplicate check must see every earlier intake. */
const INTAKE_LOCK = 4_100_013;

const DUPLICATE_MEMBER_MESSAGE = 'This payer already has a member with this member id';

/**
 * The member's neighborhood: an office of the market with a live node at the zip; else the
 * office most of the market's members at that zip belong to; else the one most of the market's
 * members in that county belong to. Only live neighborhoods (not community rows) qualify.
 */
const OFFICE_SQL = `
  WITH candidates AS (
    SELECT n.office_id AS id, 1 AS rank, 0 AS members
    FROM office_nodes n WHERE n.zip = $2 AND n.deactivated_dt IS NULL
    UNION ALL
    SELECT m.office_id, 2, count(*)::int FROM members m
    WHERE m.market_id = $1 AND m.zip = $2 AND m.office_id IS NOT NULL GROUP BY m.office_id
    UNION ALL
    SELECT m.office_id, 3, count(*)::int FROM members m
    WHERE $3::text IS NOT NULL AND m.market_id = $1 AND lower(m.county) = lower($3::text) AND m.office_id IS NOT NULL
    GROUP BY m.office_id
  )
  SELECT o.id FROM candidates c JOIN offices o ON o.id = c.id
  WHERE o.market_id = $1 AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000'
  ORDER BY c.rank, c.members DESC, o.name
  LIMIT 1`;

async function exists(tx: Queryable, sql: string, params: unknown[]): Promise<boolean> {
  return (await tx.query(sql, params)).rows.length > 0;
}

async function insertMember(tx: Queryable, input: AddMember): Promise<CreatedMemberDto> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [INTAKE_LOCK]);
  if (!(await exists(tx, 'SELECT 1 FROM payers WHERE id = $1', [input.payerId]))) throw unprocessable('Unknown payer');
  if (!(await exists(tx, 'SELECT 1 FROM markets WHERE id = $1 AND active', [input.marketId])))
    throw unprocessable('Unknown or inactive market');
  if (input.cohortId !== null && !(await exists(tx, 'SELECT 1 FROM cohorts WHERE id = $1', [input.cohortId])))
    throw unprocessable('Unknown cohort');
  if (await exists(tx, 'SELECT 1 FROM members WHERE payer_id = $1 AND member_id = $2', [input.payerId, input.memberId]))
    throw unprocessable(DUPLICATE_MEMBER_MESSAGE);

  const { rows: next } = await tx.query<{ id: number }>('SELECT COALESCE(max(id) + 1, $1::int) AS id FROM members', [FIRST_MEMBER_ID]);
  const id = next[0].id;
  const aaneelId = aaneelIdOf(id);
  const { rows: office } = await tx.query<{ id: number }>(OFFICE_SQL, [input.marketId, input.zipCode, input.county]);

  await tx.query(
    `INSERT INTO members (id, aaneel_id, first_name, last_name, dt_of_birth, gender, member_id, mbi, home_phone, work_phone,
       mobile_phone, email, address1, city, state, zip, county, market_id, office_id, payer_id, cohort_id, eligible, engaged,
       hcode, hcode_type, empi, contract_id, eff_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, true, false,
       $22, $23, $24, $25, $26)`,
    [
      id,
      aaneelId,
      input.firstName,
      input.lastName,
      input.dateOfBirth,
      input.gender,
      input.memberId,
      input.mbi,
      input.homePhone,
      input.workPhone,
      input.mobilePhone,
      input.email,
      input.address1,
      input.city,
      input.state,
      input.zipCode,
      input.county,
      input.marketId,
      office[0]?.id ?? null,
      input.payerId,
      input.cohortId,
      input.hcode,
      input.hcodeType,
      input.empi,
      input.contractId,
      input.effDate,
    ],
  );
  const today = localDay(new Date());
  await tx.query(
    `INSERT INTO member_addresses (member_id, address1, address2, city, state, zip, is_primary, active)
     VALUES ($1, $2, $3, $4, $5, $6, true, true)`,
    [id, input.address1, input.address2, input.city, input.state, input.zipCode],
  );
  const phones = (
    [
      ['Home', input.homePhone],
      ['Mobile', input.mobilePhone],
      ['Work', input.workPhone],
    ] as const
  ).filter(([, number]) => number !== null);
  for (const [kind, number] of phones) {
    await tx.query(
      `INSERT INTO member_phones (member_id, number, phone_number_type, active_date, updated_date, valid)
       VALUES ($1, $2, $3, $4::date, now(), true)`,
      [id, number, kind, today],
    );
  }
  for (const address of [input.email, input.email2]) {
    if (address === null) continue;
    await tx.query('INSERT INTO member_emails (member_id, address, active_date, valid) VALUES ($1, $2, $3::date, true)', [
      id,
      address,
      today,
    ]);
  }
  await tx.query('INSERT INTO member_metrics (member_id) VALUES ($1)', [id]);
  return { id, aaneelId };
}

export function memberIntakeRoutes(db: Db): Binding[] {
  return [
    implement(routes.createMember, async ({ body, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.memberAdders, 'Adding a member');
      const { rows: states } = await db.query<{ abbrev: string }>('SELECT abbrev FROM states');
      const rule = addMemberRule({ today: localDay(new Date()), stateAbbrevs: states.map((s) => s.abbrev) });
      const parsed = rule.safeParse(body);
      if (!parsed.success) throw unprocessable(parsed.error.issues[0]?.message ?? 'Invalid member');
      return db.transaction((tx) => insertMember(tx, parsed.data));
    }),
  ];
}
