/**
 * The lookups through the gateway: the ten offices closest to a member's home (distances computed
 * here again from the seed's node coordinates, the roles read from the assignments), one Care API
 * request per lookup; where an address sits (valid county, time-restricted zip); the members
 * near an address with the preset filters holding on every row (checked against the database);
 * and the CSV exports (rows as the query answers, the member export audited, 401 without a token).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSEST_OFFICES_COUNT,
  DISENGAGED_MONTHS,
  DROP_IN_VISIT_TYPE,
  FREQUENT_UTILIZATION_EVENTS,
  FREQUENT_UTILIZATION_MONTHS,
  HIGH_NEEDS_COST_TOP_FRACTION,
  HIGH_NEEDS_CRITERIA,
  POLYPHARMACY_MEDICATIONS,
  LOOKUP_MESSAGES,
  MEMBER_PROXIMITY_COLUMNS,
  PROXIMITY_PRESETS,
  PROVIDER_ASSIGNMENT_TYPES,
  RECENT_HOSPITAL_DAYS,
  TIME_RESTRICTED_ZIPS,
  floorMiles,
  greatCircleMiles,
  type ProximityPreset,
} from '@luminate/schema/rules';
import { AssignmentType, Markets } from '@luminate/schema/constants';
import { startStack, type Stack, type VariablesOf } from '../support/stack.ts';
import { auditEventsOf, careApiRequestsDuring, dataOf, download, errorCode, errorMessage } from './helpers.ts';
import { parseCsv } from '../support/csv.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

// An employee as the closest-office lookup names each of the office's providers.
graphql(`
  fragment LookupsTestEmployeeName on Employee {
    id
    fullName
    firstName
    lastName
  }
`);

const CLOSEST = graphql(`
  query LookupsClosestOffices($lat: Float!, $lng: Float!, $count: Int) {
    closestOffices(lat: $lat, lng: $lng, count: $count) {
      distance
      office {
        id
        name
        commonName
        eligibleMembers
        engagedMembers
        market {
          id
          name
        }
      }
      node {
        id
        address
        lat
        lng
      }
      apps {
        ...LookupsTestEmployeeName
      }
      backup1 {
        ...LookupsTestEmployeeName
      }
      backup2 {
        ...LookupsTestEmployeeName
      }
      backup3 {
        ...LookupsTestEmployeeName
      }
      iapps {
        ...LookupsTestEmployeeName
      }
      cess {
        ...LookupsTestEmployeeName
      }
    }
  }
`);

interface Home {
  id: number;
  lat: number;
  lng: number;
}

async function memberHome(offset = 0): Promise<Home> {
  const { rows } = await stack.db.query<Home>(
    `SELECT m.id, l.lat, l.lng FROM members m JOIN member_locations l ON l.member_id = m.id WHERE m.eligible ORDER BY m.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return rows[0];
}

/** The closest offices as the rule states them, computed here from the seed's tables. */
async function expectedClosest(point: { lat: number; lng: number }) {
  const { rows } = await stack.db.query<{ officeId: number; name: string; nodeId: number; lat: number; lng: number }>(
    `SELECT o.id AS "officeId", o.name, n.id AS "nodeId", n.lat, n.lng
     FROM offices o JOIN office_nodes n ON n.office_id = o.id
     WHERE o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND o.market_id <> $1
       AND n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL`,
    [Markets.HIDDEN],
  );
  const best = new Map<number, { officeId: number; name: string; nodeId: number; miles: number }>();
  for (const r of rows) {
    const miles = greatCircleMiles(point, r);
    const current = best.get(r.officeId);
    if (!current || miles < current.miles) best.set(r.officeId, { officeId: r.officeId, name: r.name, nodeId: r.nodeId, miles });
  }
  return [...best.values()]
    .map((b) => ({ ...b, distance: floorMiles(b.miles) }))
    .sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, CLOSEST_OFFICES_COUNT);
}

/** Active assignees of one type at an office, earliest first. */
async function assigneeIds(officeId: number, type: number): Promise<number[]> {
  const { rows } = await stack.db.query<{ id: number }>(
    `SELECT employee_id AS id FROM market_assignments WHERE office_id = $1 AND assignment_type_id = $2 AND inactive_dt IS NULL ORDER BY active_dt, id`,
    [officeId, type],
  );
  return rows.map((r) => r.id);
}

const isClosestLookup = (r: { path: string }) => r.path.startsWith('/api/Offices/GetClosest?');

const ids = (employees: Array<{ id: string }>) => employees.map((e) => Number(e.id));

describe('closestOffices', () => {
  it("lists the ten offices closest to a member's home, with distances computed from the seed's nodes, and who serves them", async () => {
    const home = await memberHome();
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('staff', CLOSEST, { lat: home.lat, lng: home.lng }));
    const offices = dataOf(result).closestOffices;
    const expected = await expectedClosest(home);
    expect(offices).toHaveLength(CLOSEST_OFFICES_COUNT);
    expect(offices.map((o) => Number(o.office.id))).toEqual(expected.map((e) => e.officeId));
    expect(offices.map((o) => o.distance)).toEqual(expected.map((e) => e.distance));
    expect(offices.map((o) => Number(o.node!.id))).toEqual(expected.map((e) => e.nodeId));
    const distances = offices.map((o) => o.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a! - b!));

    for (const row of offices) {
      const officeId = Number(row.office.id);
      expect(ids(row.apps)).toEqual(await assigneeIds(officeId, AssignmentType.APP));
      expect(ids(row.iapps)).toEqual(await assigneeIds(officeId, AssignmentType.IAPP));
      expect(ids(row.cess)).toEqual(await assigneeIds(officeId, AssignmentType.CES));
      for (const [field, type] of [
        ['backup1', AssignmentType.PRIMARY_APP],
        ['backup2', AssignmentType.SECONDARY_APP],
        ['backup3', AssignmentType.TERTIARY_APP],
      ] as const) {
        const first = (await assigneeIds(officeId, type))[0];
        expect(row[field] ? Number(row[field].id) : undefined).toBe(first);
      }
      const { rows } = await stack.db.query<{ eligible: number; engaged: number }>(
        `SELECT count(*) FILTER (WHERE eligible)::int AS eligible, count(*) FILTER (WHERE eligible AND engaged)::int AS engaged FROM members WHERE office_id = $1`,
        [officeId],
      );
      expect(row.office.eligibleMembers).toBe(rows[0].eligible);
      expect(row.office.engagedMembers).toBe(rows[0].engaged);
    }
    // Some of these offices have an APP: the roles are really read.
    expect(offices.some((o) => o.apps.length > 0)).toBe(true);

    // Offices, nodes and employees come with the one lookup; the market names from one listing.
    expect(requests.filter(isClosestLookup)).toHaveLength(1);
    // Office.market: the shared market listing (kept across requests), at most once.
    expect(requests.filter((r) => !isClosestLookup(r) && r.path !== '/api/Markets')).toEqual([]);
  });

  it('costs the same number of upstream requests for another address, and honours count', async () => {
    const home = await memberHome(7);
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('staff', CLOSEST, { lat: home.lat, lng: home.lng, count: 3 }),
    );
    expect(dataOf(result).closestOffices).toHaveLength(3);
    expect(requests.filter(isClosestLookup)).toHaveLength(1);
    expect(requests.filter((r) => !isClosestLookup(r) && r.path !== '/api/Markets')).toEqual([]);
  });

  it('refuses a point off the Earth and a count out of range before asking the Care API', async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('staff', CLOSEST, { lat: 91, lng: 0 }));
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(errorMessage(result)).toContain(LOOKUP_MESSAGES.point);
    const tooMany = await stack.gql('staff', CLOSEST, { lat: 41, lng: -87, count: 51 });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(requests).toHaveLength(0);
  });

  it('refuses an anonymous caller', async () => {
    const res = await stack.gql(null, CLOSEST, { lat: 41, lng: -87 });
    expect(errorCode(res)).toBe('UNAUTHENTICATED');
  });
});

const PLACE = graphql(`
  query LookupsResolvedAddress($placeId: ID!) {
    resolvedAddress(placeId: $placeId) {
      placeId
      county
      state
      zip
      countyActive
      timeRestricted
    }
  }
`);
const SUGGEST = graphql(`
  query LookupsAddressSuggestions($input: String!) {
    addressSuggestions(input: $input) {
      placeId
      mainText
      secondaryText
    }
  }
`);

async function placeOf(street: string, zip: string) {
  const suggestions = dataOf(await stack.gql('staff', SUGGEST, { input: `${street} ${zip}` })).addressSuggestions;
  const found = suggestions.find((s) => s.mainText === street && s.secondaryText!.includes(zip));
  expect(found, `${street} ${zip}: ${JSON.stringify(suggestions)}`).toBeDefined();
  return dataOf(await stack.gql('staff', PLACE, { placeId: found!.placeId })).resolvedAddress;
}

describe('where an address sits', () => {
  it("a seeded member's address is in a valid county and not time-restricted", async () => {
    const { rows } = await stack.db.query<{ street: string; zip: string; county: string; state: string }>(
      `SELECT p.street, p.zip, p.county, p.state FROM gazetteer_places p
       JOIN members m ON m.address1 = p.street AND m.zip = p.zip AND m.city = p.city
       JOIN counties c ON c.state_abbrev = p.state AND lower(c.county) = lower(p.county)
       ORDER BY m.id LIMIT 1`,
    );
    const place = await placeOf(rows[0].street, rows[0].zip);
    expect(place).toMatchObject({ countyActive: true, timeRestricted: false });
  });

  it('every time-restricted zip has an address, in Cook County (a valid county), that is time-restricted', async () => {
    for (const zip of TIME_RESTRICTED_ZIPS) {
      const { rows } = await stack.db.query<{ street: string }>(
        `SELECT street FROM gazetteer_places WHERE zip = $1 ORDER BY street LIMIT 1`,
        [zip],
      );
      expect(rows, zip).toHaveLength(1);
      const place = await placeOf(rows[0].street, zip);
      expect(place).toMatchObject({ county: 'Cook', state: 'IL', zip, countyActive: true, timeRestricted: true });
    }
    // Chicago outside those zips: in area and not restricted.
    expect(await placeOf('233 S Wacker Dr', '60606')).toMatchObject({ countyActive: true, timeRestricted: false });
  });

  it("an address in a county next to a market that is not a valid county is out of area; 'Cook County' (Google's form) matches", async () => {
    const place = await placeOf('1000 Austin St', '77445');
    expect(place).toMatchObject({ county: 'Waller', state: 'TX', countyActive: false, timeRestricted: false });
    const { rows } = await stack.db.query(`SELECT 1 FROM counties WHERE state_abbrev = 'TX' AND lower(county) = 'waller'`);
    expect(rows).toHaveLength(0);
    const { countyKey } = await import('../../gateway/src/modules/lookups/data-source.ts');
    expect(countyKey(' Cook  County ')).toBe(countyKey('cook'));
  });
});

const NEARBY = graphql(`
  query LookupsMembersNearAddress($input: MemberProximityInput!) {
    membersNearAddress(input: $input) {
      distance
      lat
      lng
      highNeeds
      highNeedsCriteria
      disengaged
      dnc
      visitScheduled
      cancerIndicated
      behavioralHealth
      outOfRange
      lastAdmit
      recentErVisit
      lastDropIn
      lastVisit
      member {
        id
        aaneelId
        memberId
        fullName
        engaged
      }
    }
  }
`);

/** A provider (an employee holding an APP role at a live neighborhood) and a point among their members. */
async function providerAndPoint() {
  const { rows } = await stack.db.query<{ providerId: number; lat: number; lng: number }>(
    `SELECT a.employee_id AS "providerId", n.lat, n.lng
     FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN office_nodes n ON n.office_id = o.id
     WHERE a.assignment_type_id = 1 AND a.inactive_dt IS NULL AND NOT o.deleted AND o.name NOT LIKE '%.000'
       AND n.deactivated_dt IS NULL AND n.lat IS NOT NULL
     ORDER BY a.id LIMIT 1`,
  );
  return rows[0];
}

const nearby = async (input: VariablesOf<typeof NEARBY>['input'], persona = 'staff') => stack.gql(persona, NEARBY, { input });

/** Flags of members read straight from the tables, for checking the lookup's rows. */
async function flagsOf(memberIds: number[]) {
  const { rows } = await stack.db.query<{
    id: number;
    engaged: boolean;
    dnc: boolean;
    eligible: boolean;
    scheduled: boolean;
    er: boolean;
    admit: boolean;
    cancer: boolean;
    disengaged: boolean;
    last_drop_in: Date | null;
  }>(
    `SELECT m.id, m.engaged, m.dnc_phone AS dnc, m.eligible,
       EXISTS (SELECT 1 FROM appointments a WHERE a.member_id = m.id AND a.appointment_status = 'Scheduled' AND a.start > now()) AS scheduled,
       EXISTS (SELECT 1 FROM hospital_census h WHERE h.member_id = m.id AND h.wb_type = 'ER' AND h.admission_date >= current_date - $2::int) AS er,
       EXISTS (SELECT 1 FROM hospital_census h WHERE h.member_id = m.id AND h.wb_type = 'Inpatient' AND h.admission_date >= current_date - $2::int) AS admit,
       COALESCE(mm.recent_cancer_indicator, false) AS cancer,
       NOT EXISTS (SELECT 1 FROM appointments a WHERE a.member_id = m.id AND a.appointment_status = 'Completed'
                   AND a.start >= now() - make_interval(months => $3::int)) AS disengaged,
       (SELECT max(a.start) FROM appointments a WHERE a.member_id = m.id AND a.visit_type = $4 AND a.appointment_status <> 'Cancelled') AS last_drop_in
     FROM members m LEFT JOIN member_metrics mm ON mm.member_id = m.id WHERE m.id = ANY($1::int[])`,
    [memberIds, RECENT_HOSPITAL_DAYS, DISENGAGED_MONTHS, DROP_IN_VISIT_TYPE],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

let costRanks: Map<number, number> | undefined;

/** The high-needs criteria of a member, worked out here from the tables. */
async function highNeedsCriteriaOf(memberId: number): Promise<string[]> {
  if (!costRanks) {
    // Rank of each eligible member's yearly cost, highest first, as a fraction (percent rank).
    const { rows } = await stack.db.query<{ id: number; cost: string }>(
      `SELECT mm.member_id AS id, mm.annual_cost AS cost FROM member_metrics mm JOIN members m ON m.id = mm.member_id WHERE m.eligible`,
    );
    const costs = rows.map((r) => ({ id: r.id, cost: Number(r.cost) })).sort((a, b) => b.cost - a.cost);
    costRanks = new Map();
    costs.forEach((c, i) => {
      const first = costs.findIndex((x) => x.cost === c.cost);
      costRanks!.set(c.id, costs.length > 1 ? (i === first ? i : first) / (costs.length - 1) : 0);
    });
  }
  const { rows } = await stack.db.query<{ meds: number | null; acute: number }>(
    `SELECT (SELECT current_number_of_medications FROM member_metrics WHERE member_id = $1) AS meds,
            (SELECT count(*)::int FROM hospital_census WHERE member_id = $1 AND wb_type IN ('ER', 'Inpatient')
               AND admission_date >= current_date - make_interval(months => $2::int)) AS acute`,
    [memberId, FREQUENT_UTILIZATION_MONTHS],
  );
  const criteria: string[] = [];
  if ((costRanks.get(memberId) ?? 1) < HIGH_NEEDS_COST_TOP_FRACTION) criteria.push(HIGH_NEEDS_CRITERIA.cost);
  if (rows[0].acute >= FREQUENT_UTILIZATION_EVENTS) criteria.push(HIGH_NEEDS_CRITERIA.utilization);
  if ((rows[0].meds ?? 0) > POLYPHARMACY_MEDICATIONS) criteria.push(HIGH_NEEDS_CRITERIA.polypharmacy);
  return criteria;
}

/** Whether a member's home is beyond the provider's maximum distance from every home base. */
async function outOfRange(providerId: number, home: { lat: number; lng: number }): Promise<boolean> {
  const { rows: bases } = await stack.db.query<{ lat: number; lng: number }>(
    `SELECT n.lat, n.lng FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN office_nodes n ON n.office_id = o.id
     WHERE a.employee_id = $1 AND a.inactive_dt IS NULL AND a.assignment_type_id = ANY($2::int[]) AND NOT o.deleted
       AND o.name NOT LIKE '%.000' AND n.deactivated_dt IS NULL AND n.lat IS NOT NULL`,
    [providerId, PROVIDER_ASSIGNMENT_TYPES],
  );
  const { rows } = await stack.db.query<{ max: number | null }>(
    `SELECT max_distance_from_hb AS max FROM provider_settings WHERE employee_id = $1`,
    [providerId],
  );
  const max = rows[0]?.max ?? 25;
  return !bases.some((b) => greatCircleMiles(home, b) <= max);
}

describe('membersNearAddress', () => {
  it('answers eligible members nearest the point, distances computed from their homes, in one request', async () => {
    const { providerId, lat, lng } = await providerAndPoint();
    const { result, requests } = await careApiRequestsDuring(stack, () => nearby({ providerId: String(providerId), lat, lng, count: 25 }));
    const rows = dataOf(result).membersNearAddress;
    expect(rows).toHaveLength(25);
    expect(requests.map((r) => r.path)).toEqual(['/api/Members/GetClosestToAddress']);
    const distances = rows.map((r) => r.distance);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    const { rows: homes } = await stack.db.query<{ id: number; lat: number; lng: number }>(
      `SELECT member_id AS id, lat, lng FROM member_locations WHERE member_id = ANY($1::int[])`,
      [rows.map((r) => Number(r.member.id))],
    );
    const homeOf = new Map(homes.map((h) => [h.id, h]));
    for (const r of rows) {
      const home = homeOf.get(Number(r.member.id))!;
      expect(r.distance).toBe(floorMiles(greatCircleMiles({ lat, lng }, home)));
      expect({ lat: r.lat, lng: r.lng }).toEqual({ lat: home.lat, lng: home.lng });
      expect(r.outOfRange).toBe(await outOfRange(providerId, home));
    }
    // Nobody nearer was left out: the 25th distance bounds every eligible member not listed.
    const { rows: all } = await stack.db.query<{ id: number; lat: number; lng: number }>(
      `SELECT m.id, l.lat, l.lng FROM members m JOIN member_locations l ON l.member_id = m.id WHERE m.eligible`,
    );
    const listed = new Set(rows.map((r) => Number(r.member.id)));
    const nearer = all.filter((m) => !listed.has(m.id) && floorMiles(greatCircleMiles({ lat, lng }, m)) < distances[24]);
    expect(nearer).toEqual([]);
  });

  it("the results modal's fields cost the lookup and one batched office request, whatever the count", async () => {
    const { providerId, lat, lng } = await providerAndPoint();
    const MODAL = graphql(`
      query LookupsMembersNearAddress2($input: MemberProximityInput!) {
        membersNearAddress(input: $input) {
          distance
          highNeedsCriteria
          lastDropIn
          lastVisit
          member {
            id
            memberId
            fullName
            address1
            city
            state
            zip
            payer {
              id
              name
            }
            office {
              id
              name
            }
          }
        }
      }
    `);
    for (const count of [5, 80]) {
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql('staff', MODAL, { input: { providerId: String(providerId), lat, lng, count } }),
      );
      const rows = dataOf(result).membersNearAddress;
      expect(rows).toHaveLength(count);
      expect(rows.every((r) => r.member.payer?.name && (r.member.office === null || r.member.office.name))).toBe(true);
      expect(requests.map((r) => r.path.split('?')[0]).sort()).toEqual(['/api/Members/GetClosestToAddress', '/api/Offices']);
    }
  });

  for (const preset of ['PRIORITIZED_DROP_INS', 'DROP_INS', 'HIGH_NEEDS', 'DISENGAGED'] as ProximityPreset[]) {
    it(`applies the ${PROXIMITY_PRESETS[preset].label} preset: its filters hold on every row`, async () => {
      const { providerId, lat, lng } = await providerAndPoint();
      const rows = dataOf(
        await nearby({ providerId: String(providerId), lat, lng, count: 40, ...PROXIMITY_PRESETS[preset].filters }),
      ).membersNearAddress;
      expect(rows.length).toBeGreaterThan(0);
      const flags = await flagsOf(rows.map((r) => Number(r.member.id)));
      const f = PROXIMITY_PRESETS[preset].filters;
      for (const r of rows) {
        const db = flags.get(Number(r.member.id));
        expect(db!.eligible).toBe(true);
        // The answer's flags are the database's…
        expect(r.member.engaged).toBe(db!.engaged);
        expect(r.visitScheduled).toBe(db!.scheduled);
        expect(r.cancerIndicated).toBe(db!.cancer);
        expect(r.disengaged).toBe(db!.disengaged);
        expect(r.recentErVisit !== null).toBe(db!.er);
        expect(r.dnc).toBe(db!.dnc);
        // …and they obey the preset.
        if (f.engaged === 'NO') expect(db!.engaged).toBe(false);
        if (f.engaged === 'YES') expect(db!.engaged).toBe(true);
        if (f.visitScheduled === 'NO') expect(db!.scheduled).toBe(false);
        if (f.highNeeds === 'YES') expect(r.highNeeds && r.highNeedsCriteria.length > 0).toBe(true);
        expect(r.highNeedsCriteria).toEqual(await highNeedsCriteriaOf(Number(r.member.id)));
        expect(r.highNeeds).toBe(r.highNeedsCriteria.length > 0);
        if (f.disengaged === 'YES') expect(db!.disengaged).toBe(true);
        if (preset === 'PRIORITIZED_DROP_INS') expect(db!.cancer || db!.admit || db!.er).toBe(true);
      }
    });
  }

  it('respects count (0 answers nothing) and leaves out DNC members and recent drop-ins when asked', async () => {
    const { providerId, lat, lng } = await providerAndPoint();
    const base = { providerId: String(providerId), lat, lng };
    expect(dataOf(await nearby({ ...base, count: 0 })).membersNearAddress).toEqual([]);
    expect(dataOf(await nearby({ ...base, count: 7 })).membersNearAddress).toHaveLength(7);
    const wide = dataOf(await nearby({ ...base, count: 100 })).membersNearAddress;
    const narrow = dataOf(
      await nearby({ ...base, count: 100, excludeDnc: true, excludeRecentDropIn: true, recentDropInDays: 30 }),
    ).membersNearAddress;
    const flags = await flagsOf(narrow.map((r) => Number(r.member.id)));
    const cutoff = Date.now() - 30 * 86_400_000;
    for (const r of narrow) {
      const db = flags.get(Number(r.member.id));
      expect(db!.dnc).toBe(false);
      expect(db!.last_drop_in === null || new Date(db!.last_drop_in).getTime() <= cutoff).toBe(true);
    }
    // The wide list holds some of those left out (the seed has DNC members and recent drop-ins).
    expect(wide.some((r) => r.dnc || (r.lastDropIn !== null && new Date(r.lastDropIn).getTime() > cutoff - 86_400_000))).toBe(true);
  });

  it('refuses bad input with the rule message and a non-provider with the Care API message', async () => {
    const { providerId } = await providerAndPoint();
    const badCount = await nearby({ providerId: String(providerId), lat: 30, lng: -95, count: 101 });
    expect(errorCode(badCount)).toBe('BAD_USER_INPUT');
    expect(errorMessage(badCount)).toContain(LOOKUP_MESSAGES.count);
    const badPoint = await nearby({ providerId: String(providerId), lat: 95, lng: -95 });
    expect(errorMessage(badPoint)).toContain(LOOKUP_MESSAGES.point);
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT e.id FROM employees e WHERE NOT EXISTS (SELECT 1 FROM market_assignments a WHERE a.employee_id = e.id AND a.inactive_dt IS NULL AND a.assignment_type_id = ANY($1::int[])) ORDER BY e.id LIMIT 1`,
      [PROVIDER_ASSIGNMENT_TYPES],
    );
    const notProvider = await nearby({ providerId: String(rows[0].id), lat: 30, lng: -95 });
    expect(notProvider.body.errors?.[0]?.message).toContain('Choose a provider');
  });
});

describe('CSV exports', () => {
  it('closest offices: the ten rows of the query, named with a timestamp, audited without the point', async () => {
    const home = await memberHome(3);
    const offices = dataOf(await stack.gql('staff', CLOSEST, { lat: home.lat, lng: home.lng })).closestOffices;
    const requestId = `closest-offices-export-${randomUUID()}`;
    const res = await download(stack, 'staff', `/files/exports/closest-offices.csv?lat=${home.lat}&lng=${home.lng}`, requestId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/closest-offices-\d{8}-\d{6}\.csv/);
    const rows = parseCsv(res.body);
    expect(rows[0].slice(0, 4)).toEqual(['Office', 'Office Address', 'APP', 'Distance']);
    expect(rows).toHaveLength(11);
    expect(rows.slice(1).map((r) => r[0])).toEqual(offices.map((o) => o.office.name));
    const header = rows[0];
    expect(rows.slice(1).map((r) => Number(r[header.indexOf('Distance')]))).toEqual(offices.map((o) => o.distance));
    const events = await auditEventsOf(stack, requestId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'closestOffices.export', uid: 'staff', outcome: 'OK', rows: 10 });
    expect(readFileSync(stack.auditLogFile, 'utf8')).not.toContain(String(home.lat));
  });

  it('member proximity: the rows of the query, audited without names or the point; 401 without a token', async () => {
    const { providerId, lat, lng } = await providerAndPoint();
    const input = { providerId: String(providerId), lat, lng, count: 12, ...PROXIMITY_PRESETS.DROP_INS.filters };
    const rows = dataOf(await nearby(input)).membersNearAddress;
    const qs = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
    const requestId = `proximity-export-${randomUUID()}`;
    const res = await fetch(`${stack.gatewayUrl}/files/exports/members-near-address.csv?${qs}`, {
      headers: { authorization: `Bearer ${await stack.token('staff')}`, 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/member-proximity-\d{8}-\d{6}\.csv/);
    const csv = parseCsv(Buffer.from(await res.arrayBuffer()));
    // The table's columns in the table's order, led by the AaneelId.
    expect(csv[0]).toEqual(MEMBER_PROXIMITY_COLUMNS.map((c) => c.header));
    expect(csv[0][0]).toBe('AaneelId');
    expect(csv.slice(1).map((r) => r[0])).toEqual(rows.map((r) => r.member.aaneelId));
    // Calendar days as the table shows them (MM/DD/YYYY), a missing one as an empty cell.
    const lastVisit = csv[0].indexOf('Last Visit');
    expect(csv.slice(1).map((r) => r[lastVisit])).toEqual(
      rows.map((r) => (r.lastVisit ? `${r.lastVisit.slice(5, 7)}/${r.lastVisit.slice(8, 10)}/${r.lastVisit.slice(0, 4)}` : '')),
    );

    // The export's audit event, read back: who, the provider, the rows; never a name or the point.
    const events = await auditEventsOf(stack, requestId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'memberProximity.export', uid: 'staff', outcome: 'OK', rows: 12 });
    expect(events[0].targets).toEqual(expect.arrayContaining([{ key: 'providerId', value: String(providerId) }]));
    const trail = readFileSync(stack.auditLogFile, 'utf8');
    expect(trail).toContain(requestId);
    expect(trail).not.toContain(rows[0].member.fullName);
    expect(trail).not.toContain(String(lat));

    expect((await download(stack, null, `/files/exports/members-near-address.csv?${qs}`)).status).toBe(401);
    expect((await download(stack, null, `/files/exports/closest-offices.csv?lat=${lat}&lng=${lng}`)).status).toBe(401);
  });
});

describe('the Care API routes', () => {
  const care = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${stack.sandboxUrl.replace(/\/$/, '')}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${await stack.token('staff')}`, 'x-user-id': 'staff', 'content-type': 'application/json' },
    });
    const answer: unknown = await res.json().catch(() => null);
    return { status: res.status, body: answer };
  };
  const body = (over: Record<string, unknown>) =>
    JSON.stringify({
      lat: 30,
      lng: -95,
      providerId: 1,
      count: 5,
      engaged: 'either',
      hasVisitScheduled: 'either',
      erVisit: 'either',
      admit: 'either',
      cancer: 'either',
      behavioralHealth: 'either',
      outOfRange: 'either',
      highNeeds: 'either',
      disengaged: 'either',
      dnc: 'either',
      recentDropIn: 'either',
      recentDropInDuration: 30,
      ...over,
    });

  it('GetClosest refuses a count out of 1-50 and a point off the Earth', async () => {
    expect((await care('/api/Offices/GetClosest?lat=41&lng=-87&count=0')).status).toBe(400);
    expect((await care('/api/Offices/GetClosest?lat=41&lng=-87&count=51')).status).toBe(400);
    expect((await care('/api/Offices/GetClosest?lat=91&lng=-87')).status).toBe(400);
    const ok = await care('/api/Offices/GetClosest?lat=41&lng=-87&count=50');
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(50);
  });

  it("GetClosestToAddress answers 400 'Choose a provider' for an employee who is not a provider, and refuses a bad count, point or filter", async () => {
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT e.id FROM employees e WHERE NOT EXISTS (SELECT 1 FROM market_assignments a WHERE a.employee_id = e.id AND a.inactive_dt IS NULL
         AND a.assignment_type_id = ANY($1::int[])) ORDER BY e.id LIMIT 1`,
      [PROVIDER_ASSIGNMENT_TYPES],
    );
    const notProvider = await care('/api/Members/GetClosestToAddress', { method: 'POST', body: body({ providerId: rows[0].id }) });
    expect(notProvider).toEqual({ status: 400, body: { message: 'Choose a provider' } });
    const { providerId } = await providerAndPoint();
    // A body that breaks its rule is 422, as every Care API body.
    const status = async (over: Record<string, unknown>) =>
      (await care('/api/Members/GetClosestToAddress', { method: 'POST', body: body({ providerId, ...over }) })).status;
    expect(await status({ count: 101 })).toBe(422);
    expect(await status({ lat: 95 })).toBe(422);
    expect(await status({ engaged: 'maybe' })).toBe(422);
    expect(await status({})).toBe(200);
  });
});
