/** File answers of the Care API: the claims workbook and the offices report zip. */
import type { Response } from 'express';
import archiver from 'archiver';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify';
import { CLAIM_KEYS } from '@luminate/schema/claims';
import { FILE_COLUMNS as F } from '@luminate/schema/rules';
import type { Db } from '../db/index.ts';

function attachment(res: Response, contentType: string, fileName: string): void {
  res.status(200);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
}

/** One row per user; one column per claim (x when granted). Streamed, never built in memory. */
export async function claimsReport(db: Db, res: Response, claim?: string): Promise<void> {
  const { rows } = await db.query<{
    uid: string;
    display_name: string | null;
    email: string | null;
    disabled: boolean;
    employee_id: number | null;
    custom_claims: Record<string, boolean>;
  }>(
    `SELECT uid, display_name, email, disabled, employee_id, custom_claims FROM users
     ${claim ? `WHERE (custom_claims ->> $1)::boolean IS TRUE` : ''} ORDER BY uid`,
    claim ? [claim] : [],
  );
  attachment(res, 'application/octet-stream', claim ? `FirebaseClaimsReport-${claim}.xlsx` : 'FirebaseClaimsReport.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Claims');
  sheet.columns = [
    { header: 'Uid', key: 'uid', width: 14 },
    { header: 'Display Name', key: 'displayName', width: 24 },
    { header: 'Email', key: 'email', width: 32 },
    { header: 'Disabled', key: 'disabled', width: 10 },
    { header: 'Employee Id', key: 'employeeId', width: 12 },
    ...CLAIM_KEYS.map((c) => ({ header: c, key: c, width: 12 })),
  ];
  for (const u of rows) {
    sheet
      .addRow({
        uid: u.uid,
        displayName: u.display_name ?? '',
        email: u.email ?? '',
        disabled: u.disabled ? 'Yes' : 'No',
        employeeId: u.employee_id ?? '',
        ...Object.fromEntries(CLAIM_KEYS.map((c) => [c, u.custom_claims?.[c] === true ? 'x' : ''])),
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** A zip holding offices.csv: every live office with its market, address and member counts. */
export async function officesReport(db: Db, res: Response): Promise<void> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT o.id, o.name, mk.name AS market, o.community_id AS community, o.common_name AS "commonName",
            o.active, o.outreaching, n.street, n.city, n.state, n.zip,
            COALESCE(c.eligible, 0) AS "eligibleMembers", COALESCE(c.engaged, 0) AS "engagedMembers"
     FROM offices o JOIN markets mk ON mk.id = o.market_id
     LEFT JOIN office_member_counts c ON c.office_id = o.id
     LEFT JOIN LATERAL (SELECT * FROM office_nodes x WHERE x.office_id = o.id AND x.deactivated_dt IS NULL ORDER BY x.id LIMIT 1) n ON true
     WHERE NOT o.deleted ORDER BY o.name`,
  );
  attachment(res, 'application/zip', 'OfficesReport.zip');
  const zip = archiver('zip', { zlib: { level: 6 } });
  zip.pipe(res);
  const csv = stringify({
    header: true,
    columns: [
      { key: 'id', header: F.officeId },
      { key: 'name', header: F.office },
      { key: 'market', header: F.market },
      { key: 'community', header: F.community },
      { key: 'commonName', header: 'Common Name' },
      { key: 'active', header: 'Active' },
      { key: 'outreaching', header: 'Outreaching' },
      { key: 'street', header: 'Street' },
      { key: 'city', header: F.city },
      { key: 'state', header: F.state },
      { key: 'zip', header: F.zip },
      { key: 'eligibleMembers', header: 'Eligible Members' },
      { key: 'engagedMembers', header: 'Engaged Members' },
    ],
    cast: { boolean: (v) => (v ? 'Yes' : 'No') },
  });
  zip.append(csv, { name: 'offices.csv' });
  for (const row of rows) csv.write(row);
  csv.end();
  await zip.finalize();
}
