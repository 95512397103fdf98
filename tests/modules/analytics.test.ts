/**
 * Embedded analytics through the gateway: a workbook link is one Care API request, points at the
 * sandbox's workbook pages, is signed (an altered link is refused), opens once (a second open and
 * an open after the link's lifetime are refused) and draws the theme asked for; the pages' tables
 * hold the sandbox's own numbers; the Medical Cost workbooks are refused to a viewer who is on no
 * care team and holds no medical cost claim (nothing asked of the Care API, and the Care API
 * refuses them too); the export is a real .xlsx whose rows equal the database, audited with who,
 * which workbook and how many rows.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { COST_PROFILE_EVENT_COSTS, EMBED_LINK_TTL_SECONDS, HIGH_NEEDS_COST_TOP_FRACTION } from '@luminate/schema/rules';
import { Markets } from '@luminate/schema/constants';
import { startStack, type Stack, type VariablesOf } from '../support/stack.ts';
import { rowsOfXlsx } from '../support/workbook.ts';
import { auditEventsOf, careApiRequestsDuring, dataOf, download, errorCode } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const EMBED = graphql(`
  query AnalyticsWorkbookEmbed($workbook: Workbook!, $memberId: ID, $theme: WorkbookTheme) {
    workbookEmbed(workbook: $workbook, memberId: $memberId, theme: $theme) {
      workbook
      url
      expiresAt
    }
  }
`);
const CAN = graphql(`
  query AnalyticsViewer {
    viewer {
      can {
        viewMedicalCost {
          allowed
          reason
        }
      }
    }
  }
`);

async function embed(persona: string, variables: VariablesOf<typeof EMBED>) {
  return stack.gql(persona, EMBED, variables);
}

async function link(persona: string, variables: VariablesOf<typeof EMBED>): Promise<{ url: string; expiresAt: string }> {
  return dataOf(await embed(persona, variables)).workbookEmbed;
}

/** The page's table as text cells, row by row (the header row first). */
function tableOf(html: string): string[][] {
  const table = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1].replace(/&amp;/g, '&').replace(/&#39;/g, "'")),
  );
}

const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

describe('workbook links', () => {
  it('one Care API request; a signed link on the sandbox that opens once, then is refused', async () => {
    const before = Date.now();
    const { result, requests } = await careApiRequestsDuring(stack, () => link('cd', { workbook: 'HEDIS_GAPS' }));
    expect(requests).toEqual([{ method: 'GET', path: '/api/Dashboards/SigmaWorkbook/hedis-gaps?theme=light' }]);
    expect(result.url.startsWith(`${stack.sandboxUrl}/embed/workbooks/`)).toBe(true);
    const expires = Date.parse(result.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + EMBED_LINK_TTL_SECONDS * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + EMBED_LINK_TTL_SECONDS * 1000);

    const first = await fetch(result.url);
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(html).toContain('<h1>Hedis Gaps</h1>');
    expect(html).toContain('<svg role="img"');
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${'http://localhost:4000'}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/frame-ancestors[^;]*\*/);

    const second = await fetch(result.url);
    expect(second.status).toBe(410);
    const refusal = await second.text();
    expect(refusal).toContain('This workbook link has already been used');
    expect(refusal).not.toContain('<table');
  });

  it('an altered link is refused as not genuine', async () => {
    const { url } = await link('cd', { workbook: 'ONE_LIST' });
    const token = url.split('/').pop() as string;
    const [body, signature] = token.split('.');
    const claims = z.looseObject({ exp: z.number() }).parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    // Same signature, claims changed to another workbook and a later expiry.
    const forged = Buffer.from(JSON.stringify({ ...claims, workbook: 'HIGH_NEEDS', exp: claims.exp + 3_600_000 })).toString('base64url');
    const res = await fetch(`${stack.sandboxUrl}/embed/workbooks/${forged}.${signature}`);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This workbook link is not valid');
    // The genuine link still opens (the forged one did not use it up).
    expect((await fetch(url)).status).toBe(200);
  });

  it('a link opened after its lifetime is refused', async () => {
    const { url } = await link('cd', { workbook: 'HEDIS_GAPS' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (EMBED_LINK_TTL_SECONDS + 1) * 1000 });
    try {
      const res = await fetch(url);
      expect(res.status).toBe(410);
      expect(await res.text()).toContain('This workbook link has expired');
    } finally {
      vi.useRealTimers();
    }
    // Refused while expired, it was never opened; but the time is past, so it stays refused only by age.
  });

  it('the theme is honoured: dark colours for DARK, light for LIGHT', async () => {
    const dark = await (await fetch((await link('cd', { workbook: 'ONE_LIST', theme: 'DARK' })).url)).text();
    expect(dark).toContain('data-theme="dark"');
    expect(dark).toContain('background: #111111');
    expect(dark).toContain('color: #f4f4f5');
    const light = await (await fetch((await link('cd', { workbook: 'ONE_LIST', theme: 'LIGHT' })).url)).text();
    expect(light).toContain('data-theme="light"');
    expect(light).toContain('background: #ffffff');
    expect(light).not.toContain('#111111');
  });

  it('the cost profiles need a member, the others refuse one', async () => {
    expect(errorCode(await embed('cd', { workbook: 'PATIENT_COST_PROFILES' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await embed('cd', { workbook: 'HEDIS_GAPS', memberId: '1' }))).toBe('BAD_USER_INPUT');
  });
});

describe('workbook pages hold the sandbox data', () => {
  it('High Needs lists the eligible members in the top cost fraction, costliest first', async () => {
    const { rows } = await stack.db.query<{ aaneel_id: string; annual_cost: number }>(
      `SELECT m.aaneel_id, mm.annual_cost::float8 AS annual_cost FROM (
         SELECT mm.member_id, mm.annual_cost, percent_rank() OVER (ORDER BY mm.annual_cost DESC) AS r
         FROM member_metrics mm JOIN members m ON m.id = mm.member_id WHERE m.eligible) mm
       JOIN members m ON m.id = mm.member_id WHERE mm.r < $1 ORDER BY mm.annual_cost DESC, m.id`,
      [HIGH_NEEDS_COST_TOP_FRACTION],
    );
    expect(rows.length).toBeGreaterThan(0);
    const html = await (await fetch((await link('cd', { workbook: 'HIGH_NEEDS' })).url)).text();
    const table = tableOf(html);
    expect(table[0]).toEqual([
      'AaneelId',
      'Member Name',
      'Neighborhood',
      'Engaged',
      'Yearly Cost',
      'Admits (12 mo)',
      'ER Visits (12 mo)',
      'Medications',
    ]);
    const shown = table.slice(1);
    expect(shown.length).toBe(Math.min(rows.length, 500));
    expect(shown.map((r) => r[0])).toEqual(rows.slice(0, shown.length).map((r) => r.aaneel_id));
    expect(shown[0][4]).toBe(money(rows[0].annual_cost));
  });

  it("Hedis Gaps: open and closed gaps per measure and office equal the engaged panel's gaps of this year", async () => {
    const { rows } = await stack.db.query<{ measure: string; office: string; open: number; closed: number }>(
      `SELECT g.measure, o.name AS office, count(*) FILTER (WHERE g.closed_dt IS NULL)::int AS open,
         count(*) FILTER (WHERE g.closed_dt IS NOT NULL)::int AS closed
       FROM member_quality_gaps g JOIN members m ON m.id = g.member_id JOIN offices o ON o.id = m.office_id
       WHERE g.gap_year = extract(year FROM current_date) AND m.eligible AND m.engaged AND m.deceased_dt IS NULL
         AND (m.term_dt IS NULL OR m.term_dt > current_date)
         AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND o.market_id <> $1
       GROUP BY 1, 2`,
      [Markets.HIDDEN],
    );
    expect(rows.length).toBeGreaterThan(0);
    const html = await (await fetch((await link('cd', { workbook: 'HEDIS_GAPS' })).url)).text();
    const table = tableOf(html);
    expect(table[0]).toEqual(['Measure', 'Neighborhood', 'Open Gaps', 'Closed Gaps', 'Closed']);
    const shown = new Map(table.slice(1).map((r) => [`${r[0]}|${r[1]}`, `${r[2].replace(/,/g, '')}/${r[3].replace(/,/g, '')}`]));
    expect(shown.size).toBe(Math.min(rows.length, 500));
    if (rows.length <= 500)
      for (const r of rows) expect(shown.get(`${r.measure}|${r.office}`), `${r.measure} at ${r.office}`).toBe(`${r.open}/${r.closed}`);
  });

  it("a cost profile: the member's months with their admits, ER visits and cost", async () => {
    const { rows } = await stack.db.query<{ id: number; name: string; annual_cost: number; er: number }>(
      `SELECT m.id, m.first_name || ' ' || m.last_name AS name, mm.annual_cost::float8 AS annual_cost,
         (SELECT count(*)::int FROM hospital_census h WHERE h.member_id = m.id AND h.wb_type = 'ER'
            AND h.admission_date >= date_trunc('month', current_date) - interval '11 months') AS er
       FROM members m JOIN member_metrics mm ON mm.member_id = m.id
       WHERE EXISTS (SELECT 1 FROM hospital_census h WHERE h.member_id = m.id AND h.wb_type = 'ER'
                       AND h.admission_date >= date_trunc('month', current_date) - interval '11 months')
       ORDER BY m.id LIMIT 1`,
    );
    expect(rows.length).toBe(1);
    const member = rows[0];
    const html = await (await fetch((await link('cd', { workbook: 'PATIENT_COST_PROFILES', memberId: String(member.id) })).url)).text();
    expect(html).toContain(`Medical cost of ${member.name}`);
    const months = tableOf(html).slice(1);
    expect(months.length).toBe(12);
    expect(months.reduce((sum, r) => sum + Number(r[4]), 0)).toBe(member.er);
    const base = Math.round(member.annual_cost / 12);
    for (const r of months) {
      const [admits, observation, er, visits] = [r[2], r[3], r[4], r[5]].map(Number);
      const c = COST_PROFILE_EVENT_COSTS;
      expect(r[6]).toBe(money(base + admits * c.Inpatient + observation * c.Observation + er * c.ER + visits * c.visit));
    }
  });
});

describe('Medical Cost rule', () => {
  it('care team members and medical cost claims may; staff on no care team may not', async () => {
    expect(dataOf(await stack.gql('cd', CAN)).viewer.can.viewMedicalCost).toEqual({ allowed: true, reason: null });
    expect(dataOf(await stack.gql('datamanager', CAN)).viewer.can.viewMedicalCost.allowed).toBe(true);
    const staff = dataOf(await stack.gql('staff', CAN)).viewer.can.viewMedicalCost;
    expect(staff.allowed).toBe(false);
    expect(staff.reason).toMatch(/care team/);
  });

  it('staff: FORBIDDEN for High Needs and cost profiles, nothing asked upstream; Hedis Gaps is open', async () => {
    const refused: VariablesOf<typeof EMBED>[] = [{ workbook: 'HIGH_NEEDS' }, { workbook: 'PATIENT_COST_PROFILES', memberId: '1' }];
    for (const variables of refused) {
      const { result, requests } = await careApiRequestsDuring(stack, () => embed('staff', variables));
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(requests.filter((r) => r.path.startsWith('/api/Dashboards'))).toEqual([]);
    }
    expect(dataOf(await embed('staff', { workbook: 'HEDIS_GAPS' })).workbookEmbed.url).toContain('/embed/workbooks/');
  });

  it('the Care API refuses the Medical Cost workbooks to staff as well', async () => {
    const headers = { authorization: `Bearer ${await stack.token('staff')}` };
    const linkRes = await fetch(`${stack.sandboxUrl}/api/Dashboards/SigmaWorkbook/high-needs`, { headers });
    expect(linkRes.status).toBe(403);
    const exportRes = await fetch(`${stack.sandboxUrl}/api/Dashboards/SigmaWorkbook/wb-patient-cost-profiles?memberId=1`, {
      method: 'POST',
      headers,
    });
    expect(exportRes.status).toBe(403);
  });
});

describe('exports', () => {
  it('High Needs: an .xlsx of every member in the top cost fraction, audited with the rows and no names', async () => {
    const { rows: expected } = await stack.db.query<{ aaneel_id: string; last_name: string }>(
      `SELECT m.aaneel_id, m.last_name FROM (
         SELECT mm.member_id, mm.annual_cost, percent_rank() OVER (ORDER BY mm.annual_cost DESC) AS r
         FROM member_metrics mm JOIN members m ON m.id = mm.member_id WHERE m.eligible) mm
       JOIN members m ON m.id = mm.member_id WHERE mm.r < $1 ORDER BY mm.annual_cost DESC, m.id`,
      [HIGH_NEEDS_COST_TOP_FRACTION],
    );
    const requestId = randomUUID();
    const res = await download(stack, 'cd', '/files/exports/workbooks/high-needs.xlsx', requestId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('wb-high-needs.xlsx');
    const rows = await rowsOfXlsx(res.body);
    expect(rows[0]).toEqual([
      'AaneelId',
      'Member Name',
      'Neighborhood',
      'Engaged',
      'Yearly Cost',
      'Admits (12 mo)',
      'ER Visits (12 mo)',
      'Medications',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(expected.map((r) => r.aaneel_id));

    const [event] = await auditEventsOf(stack, requestId);
    expect(event).toMatchObject({ action: 'analytics.export', uid: 'cd', outcome: 'OK', rows: expected.length });
    expect(event.targets).toContainEqual({ key: 'workbookId', value: 'wb-high-needs' });
    expect(readFileSync(stack.auditLogFile, 'utf8')).not.toContain(expected[0].last_name);
  });

  it('staff: 403 for the High Needs export, audited as forbidden, nothing asked upstream', async () => {
    const requestId = randomUUID();
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      download(stack, 'staff', '/files/exports/workbooks/high-needs.xlsx', requestId),
    );
    expect(result.status).toBe(403);
    expect(requests.filter((r) => r.path.startsWith('/api/Dashboards'))).toEqual([]);
    const [event] = await auditEventsOf(stack, requestId);
    expect(event).toMatchObject({ action: 'analytics.export', uid: 'staff', outcome: 'FORBIDDEN' });
  });

  it('Hedis Gaps export rows equal the page rows; 401 without a token', async () => {
    const res = await download(stack, 'staff', '/files/exports/workbooks/hedis-gaps.xlsx');
    expect(res.status).toBe(200);
    const rows = await rowsOfXlsx(res.body);
    const html = await (await fetch((await link('staff', { workbook: 'HEDIS_GAPS' })).url)).text();
    const page = tableOf(html);
    expect(rows.length).toBe(page.length);
    expect(rows.slice(1).map((r) => [0, 1, 2, 3].map((i) => String(r[i])).join('|'))).toEqual(
      page.slice(1).map((r) => `${r[0]}|${r[1]}|${r[2].replace(/,/g, '')}|${r[3].replace(/,/g, '')}`),
    );
    expect((await download(stack, null, '/files/exports/workbooks/hedis-gaps.xlsx')).status).toBe(401);
  });
});
