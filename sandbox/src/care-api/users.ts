import { CLAIM_GROUPS, CLAIMS, PRIVILEGED_CLAIMS, isClaim } from '@luminate/schema/claims';
import { routes } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import { requireAnyClaim } from './auth.ts';
import { USER_SELECT } from './dto-sql.ts';
import { forbidden, implement, notFound, unprocessable, type Binding } from './http.ts';
import { claimsReport } from './reports.ts';

export function userRoutes(db: Db): Binding[] {
  const one = async (uid: string) => {
    const { rows } = await db.query(`SELECT ${USER_SELECT} FROM users u WHERE u.uid = $1`, [uid]);
    if (rows.length === 0) throw notFound(`User ${uid} not found`);
    return rows[0];
  };

  return [
    implement(routes.listUsers, async () => (await db.query(`SELECT ${USER_SELECT} FROM users u ORDER BY u.uid`)).rows),

    implement(routes.getUser, ({ params }) => one(params.uid)),

    implement(routes.setUserClaim, async ({ params, query, caller }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.claimManagers, 'Changing user permissions');
      if (!isClaim(query.claim)) throw unprocessable(`Unknown claim: ${query.claim}`);
      if (PRIVILEGED_CLAIMS.includes(query.claim) && !caller.claims.has('superAdmin')) {
        throw forbidden(`Only a superAdmin may grant or revoke ${query.claim}`);
      }
      await one(params.uid);
      // The identity provider reads custom_claims when it issues the next token.
      await db.query(
        query.assign
          ? `UPDATE users SET custom_claims = custom_claims || jsonb_build_object($2::text, true) WHERE uid = $1`
          : `UPDATE users SET custom_claims = custom_claims - $2::text WHERE uid = $1`,
        [params.uid, query.claim],
      );
      return one(params.uid);
    }),

    implement(routes.listPermissions, () => Promise.resolve(CLAIMS.map(({ claim, name, description }) => ({ claim, name, description })))),

    implement(routes.claimsReport, async ({ query, caller, res }) => {
      requireAnyClaim(caller, CLAIM_GROUPS.superAdmins, 'The claims report');
      if (query.claim !== undefined && !isClaim(query.claim)) throw unprocessable(`Unknown claim: ${query.claim}`);
      await claimsReport(db, res, query.claim);
    }),
  ];
}
