/**
 * The sandbox on a PostgreSQL server (DATABASE_URL) instead of the embedded PGlite: the same
 * migrations, seed, Care API, OData and sign-in, and a restart that keeps the data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NamedDto } from '@luminate/schema/rest';
import { startSandbox } from '../../sandbox/src/index.ts';
import { getToken } from '../../sandbox/src/idp/client.ts';
import { PERSONAS } from '../../sandbox/src/seed/personas.ts';
import { postgresBinDir, startPostgres, type TestPostgres } from '../support/postgres.ts';

// CI installs PostgreSQL, so there this always runs (and fails without it); a machine without
// the server binaries skips it and says why.
const skipped = !postgresBinDir() && !process.env.CI;
if (skipped) console.warn('Skipping the PostgreSQL-server test: no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql.');

/** The fields read of the answers: markets, a page of members, offices. */
const MarketList = z.array(NamedDto);
const MemberPage = z.object({
  '@odata.count': z.number(),
  value: z.array(z.object({ lastName: z.string(), eligible: z.boolean() })),
});
const OfficeList = z.array(z.object({ eligibleMembers: z.number() }));

describe.skipIf(skipped)('sandbox on a PostgreSQL server', () => {
  let pg: TestPostgres;
  beforeAll(async () => {
    pg = await startPostgres();
  });
  afterAll(() => pg?.stop());

  it('migrates, seeds, serves the Care API and signs in; a restart keeps the data', { timeout: 120_000 }, async () => {
    const first = await startSandbox({ port: 0, host: '127.0.0.1', databaseUrl: pg.url, seedScale: 0.05 });
    let marketName: string;
    try {
      expect(first.seed.seeded).toBe(true);
      const token = await getToken({ issuer: first.issuer, username: 'superadmin', password: PERSONAS.superadmin.password });
      const auth = { authorization: `Bearer ${token}` };
      const markets = MarketList.parse(await (await fetch(`${first.url}/api/Markets`, { headers: auth })).json());
      expect(markets.map((m) => m.id)).toContain(920001625);
      marketName = markets[0].name;

      const odata = await fetch(
        `${first.url}/odata/MembersOdata?$filter=${encodeURIComponent("startswith(lastName,'S') and eligible eq true")}&$orderby=lastName,id&$top=5&$count=true&$expand=office`,
        { headers: auth },
      );
      expect(odata.status).toBe(200);
      const page = MemberPage.parse(await odata.json());
      expect(page['@odata.count']).toBeGreaterThan(page.value.length - 1);
      expect(page.value.every((m) => m.lastName.startsWith('S') && m.eligible)).toBe(true);

      const offices = OfficeList.parse(await (await fetch(`${first.url}/api/Offices`, { headers: auth })).json());
      const live = await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE eligible AND office_id IS NOT NULL');
      expect(offices.reduce((sum, o) => sum + o.eligibleMembers, 0)).toBe(live.rows[0].n);
    } finally {
      await first.close();
    }

    const second = await startSandbox({ port: 0, host: '127.0.0.1', databaseUrl: pg.url, seedScale: 0.05 });
    try {
      expect(second.seed.seeded).toBe(false);
      const token = await getToken({ issuer: second.issuer, username: 'staff', password: PERSONAS.staff.password });
      const markets = MarketList.parse(
        await (await fetch(`${second.url}/api/Markets`, { headers: { authorization: `Bearer ${token}` } })).json(),
      );
      expect(markets[0].name).toBe(marketName);
    } finally {
      await second.close();
    }
  });
});
