/**
 * GET /files/claims-report?claim=<key>: the workbook of users and their claims (superAdmin only).
 */
import type { Router } from 'express';
import { isClaim, claimFromEnum, CLAIMS, type Claim } from '@luminate/schema/claims';
import type { HttpHelpers } from '../../module.ts';
import { canExportClaims } from './policy.ts';
import { sendUpstreamFile } from '../../files/download.ts';
import { badUserInput } from '../../errors.ts';
import { refused } from '../../audit.ts';

/** Accepts the claim's key (dataMgmt) or its graph enum name (DATA_MGMT). */
function claimParam(value: unknown): Claim | undefined | null {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return null;
  if (isClaim(value)) return value;
  return CLAIMS.some((c) => c.enumName === value) ? claimFromEnum(value) : null;
}

export function adminFileRoutes(router: Router, helpers: HttpHelpers): void {
  router.get('/files/claims-report', async (req, res) => {
    const ctx = await helpers.contextFor(req);
    if (!canExportClaims(ctx.viewer)) throw refused(ctx, 'claims.export', 'You do not have permission to export claims');
    const claim = claimParam(req.query.claim);
    if (claim === null) throw badUserInput('Unknown claim');
    await sendUpstreamFile(res, ctx.dataSources.admin.claimsReport(claim), { ctx, what: 'claims.export' });
  });
}
