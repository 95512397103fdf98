/**
 * POST /api/Members/Export answers a short-lived signed URL (as the organisation's API does with
 * its blob storage); GET /files/signed/<token> streams the CSV without a bearer token, the
 * signature being the authorisation.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Router, type Response } from 'express';
import { stringify } from 'csv-stringify';
import { routes } from '@luminate/schema/rest';
import { FILE_COLUMNS as F, formatFileDate } from '@luminate/schema/rules';
import type { Db } from '../db/index.ts';
import { HttpError, implement, notFound, type Binding } from './http.ts';

export const SIGNED_URL_TTL_MS = 5 * 60_000;
const PAGE = 5000;

interface SignedFile {
  kind: 'members';
  marketId: number;
  /** Expiry, ms since the epoch. */
  exp: number;
}

export class FileSigner {
  // A new secret per process: links do not outlive the sandbox that issued them.
  private readonly secret = randomBytes(32);

  sign(file: SignedFile): string {
    const payload = Buffer.from(JSON.stringify(file)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The signed file, or null when the token is forged, malformed or expired. */
  verify(token: string, now = Date.now()): SignedFile | null {
    const [payload, mac] = token.split('.');
    if (!payload || !mac) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const file = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedFile;
      return typeof file.exp === 'number' && file.exp > now ? file : null;
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

export function memberExportRoutes(db: Db, signer: FileSigner, publicUrl: () => string): Binding[] {
  return [
    implement(routes.membersExport, async ({ query, res }) => {
      const { rows } = await db.query('SELECT 1 FROM markets WHERE id = $1', [query.marketId]);
      if (rows.length === 0) throw notFound(`Market ${query.marketId} not found`);
      const token = signer.sign({ kind: 'members', marketId: query.marketId, exp: Date.now() + SIGNED_URL_TTL_MS });
      res.setHeader('X-Signed-Url', `${publicUrl()}/files/signed/${token}`);
      res.setHeader('Access-Control-Expose-Headers', 'X-Signed-Url');
      res.status(200).end();
    }),
  ];
}

/** Mounted at /files (no bearer token). */
export function signedFilesRouter(db: Db, signer: FileSigner): Router {
  const router = Router();
  router.get('/signed/:token', async (req, res) => {
    const file = signer.verify(req.params.token);
    if (!file) throw new HttpError(403, 'The link is invalid or has expired');
    await streamMembersCsv(db, file.marketId, res);
  });
  return router;
}

/** The file's columns: a member by AaneelId and name (never the internal record id), dates as the files write them. */
const EXPORT_COLUMNS: Array<{ header: string; key: string; as?: 'date' | 'yesNo' }> = [
  { header: F.aaneelId, key: 'aaneelId' },
  { header: F.payerMemberId, key: 'memberId' },
  { header: F.firstName, key: 'firstName' },
  { header: F.lastName, key: 'lastName' },
  { header: F.dateOfBirth, key: 'dtOfBirth', as: 'date' },
  { header: F.gender, key: 'gender' },
  { header: F.homePhone, key: 'homePhone' },
  { header: F.mobilePhone, key: 'mobilePhone' },
  { header: F.workPhone, key: 'workPhone' },
  { header: F.email, key: 'email' },
  { header: F.address, key: 'address1' },
  { header: F.city, key: 'city' },
  { header: F.state, key: 'state' },
  { header: F.zip, key: 'zip' },
  { header: F.county, key: 'county' },
  { header: F.office, key: 'office' },
  { header: F.payer, key: 'payer' },
  { header: F.eligible, key: 'eligible', as: 'yesNo' },
  { header: F.engaged, key: 'engaged', as: 'yesNo' },
  { header: F.termDate, key: 'termDt', as: 'date' },
];

function exportCell(value: unknown, as: 'date' | 'yesNo' | undefined): unknown {
  if (value === null || value === undefined) return '';
  if (as === 'date') return formatFileDate(value as string);
  if (as === 'yesNo') return value ? 'Yes' : 'No';
  return value;
}

/** Pages through the market by id so memory stays flat whatever the market's size. */
async function streamMembersCsv(db: Db, marketId: number, res: Response): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="members-${marketId}.csv"`);
  const csv = stringify({ header: true, columns: EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header })) });
  csv.pipe(res);
  let after = 0;
  for (;;) {
    const { rows } = await db.query<Record<string, unknown> & { id: number }>(
      `SELECT m.id, m.aaneel_id AS "aaneelId", m.member_id AS "memberId", m.first_name AS "firstName", m.last_name AS "lastName",
              to_char(m.dt_of_birth, 'YYYY-MM-DD') AS "dtOfBirth", m.gender, m.home_phone AS "homePhone", m.mobile_phone AS "mobilePhone",
              m.work_phone AS "workPhone", m.email, m.address1, m.city, m.state, m.zip, m.county, o.name AS office,
              p.name AS payer, m.eligible, m.engaged, to_char(m.term_dt, 'YYYY-MM-DD') AS "termDt"
       FROM members m LEFT JOIN offices o ON o.id = m.office_id JOIN payers p ON p.id = m.payer_id
       WHERE m.market_id = $1 AND m.id > $2 ORDER BY m.id LIMIT ${PAGE}`,
      [marketId, after],
    );
    for (const row of rows) {
      const record = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c.key, exportCell(row[c.key], c.as)]));
      if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1].id;
  }
  csv.end();
  await new Promise((resolve) => res.once('finish', resolve));
}
