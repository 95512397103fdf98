/**
 * Hospital facilities through the gateway, against the real sandbox: a market's list in one Care
 * API request (CESs and 12-month admissions included, the count equal to the census rows),
 * the CES choices of a market, who may add and edit (admins and the named hospital staff) on
 * both sides, the shared rule's messages, the fixed facility id, deactivation and reactivation,
 * the change history, every mutation refused to `staff` and `nhmanager` with nothing changed,
 * and the Export workbook.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssignmentType, HOSPITAL_EDITOR_EMPLOYEE_IDS, Markets } from '@luminate/schema/constants';
import { uploadAnswer } from '../support/uploads.ts';
import { startStack, type GqlResponse, type Stack } from '../support/stack.ts';
import { sheetOfXlsx } from '../support/workbook.ts';
import { bound, careApiRequestsDuring, dataOf, download, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

const MARKET = String(Markets.DEFAULT);
const HOSPITAL_STAFF_EMPLOYEE = 17;

const LIST = graphql(`
  query HospitalsHospitalFacilities2($m: ID!, $d: Boolean) {
    hospitalFacilities(marketId: $m, showDeactivated: $d) {
      ...HospitalsTestFacility
    }
  }
`);
const CREATE = graphql(`
  mutation HospitalsCreateHospitalFacility($input: CreateHospitalFacilityInput!) {
    createHospitalFacility(input: $input) {
      ...HospitalsTestFacilityWithHistory
    }
  }
`);
const UPDATE = graphql(`
  mutation HospitalsUpdateHospitalFacility($id: ID!, $input: UpdateHospitalFacilityInput!) {
    updateHospitalFacility(id: $id, input: $input) {
      ...HospitalsTestFacilityWithHistory
    }
  }
`);
const DEACTIVATE = graphql(`
  mutation HospitalsDeactivateHospitalFacility($id: ID!, $note: String) {
    deactivateHospitalFacility(id: $id, input: { note: $note }) {
      ...HospitalsTestFacilityWithHistory
    }
  }
`);
const REACTIVATE = graphql(`
  mutation HospitalsReactivateHospitalFacility($id: ID!, $note: String) {
    reactivateHospitalFacility(id: $id, input: { note: $note }) {
      ...HospitalsTestFacilityWithHistory
    }
  }
`);

let stack: Stack;
let cesOfMarket: number[];
let cesElsewhere: number;
let nextFacilityId = 900_001;

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.1 });
  dataOf(
    await stack.gql(
      'staff',
      graphql(`
        query HospitalsStates {
          states {
            abbrev
          }
        }
      `),
    ),
  );
  const { rows } = await stack.db.query<{ id: number; market_id: number }>(
    `SELECT DISTINCT e.id, o.market_id FROM market_assignments a JOIN offices o ON o.id = a.office_id JOIN employees e ON e.id = a.employee_id
     WHERE a.assignment_type_id = $1 AND a.inactive_dt IS NULL AND NOT e.archived ORDER BY e.id`,
    [AssignmentType.CES],
  );
  cesOfMarket = rows.filter((r) => r.market_id === Markets.DEFAULT).map((r) => r.id);
  const inMarket = new Set(cesOfMarket);
  cesElsewhere = rows.find((r) => r.market_id !== Markets.DEFAULT && !inMarket.has(r.id))!.id;
});
afterAll(async () => {
  await stack?.close();
});

// A facility row as the hospitals table reads it, with what the viewer may do. (A fragment is a definition
// only: the documents that spread it carry it.)
graphql(`
  fragment HospitalsTestFacility on HospitalFacility {
    id
    facilityId
    facilityName
    address
    street
    city
    state
    zip
    npi
    active
    deactivatedDt
    marketId
    market {
      id
      name
    }
    lastUpdatedBy {
      id
      fullName
    }
    lastUpdatedDate
    totalMemberAdmissions
    communityEngagementSpecialists {
      id
      firstName
      lastName
      shortName
    }
    viewerCan {
      edit {
        allowed
        reason
      }
    }
  }
`);
// A facility as each write answers it: the row and its change history.
graphql(`
  fragment HospitalsTestFacilityWithHistory on HospitalFacility {
    ...HospitalsTestFacility
    history {
      id
      entries {
        id
        facilityName
        address
        active
        assignedCESs
        deactivatedDt
        updatedDt
        updatedBy {
          id
          fullName
        }
        note
      }
    }
  }
`);

const writes = <T extends { method: string }>(requests: T[]) => requests.filter((r) => r.method !== 'GET');

/** Everything the hospital tables hold, to show that a refused call changed nothing. */
async function snapshot() {
  const q = async (sql: string) => (await stack.db.query(sql)).rows;
  return {
    facilities: await q('SELECT * FROM hospital_facilities ORDER BY id'),
    ces: await q('SELECT * FROM hospital_facility_ces ORDER BY 1, 2'),
    logs: await q('SELECT * FROM hospital_facility_change_logs ORDER BY id'),
  };
}

function newFacility(overrides: Record<string, unknown> = {}) {
  return {
    marketId: MARKET,
    facilityId: nextFacilityId++,
    facilityName: `Test Facility ${nextFacilityId}`,
    npi: '1234567890',
    street: '100 Main St',
    city: 'Houston',
    state: 'TX',
    zip: '77002',
    communityEngagementSpecialistIds: [String(cesOfMarket[0])],
    note: 'Opened a new partnership',
    ...overrides,
  };
}

describe('the facilities of a market', () => {
  it('lists the active facilities by name with their CESs and admissions, in one Care API request', async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'staff',
        graphql(`
          query HospitalsHospitalFacilities($m: ID!) {
            hospitalFacilities(marketId: $m) {
              id
              facilityName
              active
              totalMemberAdmissions
              communityEngagementSpecialists {
                id
                shortName
              }
            }
          }
        `),
        {
          m: MARKET,
        },
      ),
    );
    const list = dataOf(result).hospitalFacilities;
    expect(requests.map((r) => r.path.split('?')[0])).toEqual(['/api/HospitalFacilities']);
    const { rows } = await stack.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM hospital_facilities WHERE market_id = $1 AND active',
      [Markets.DEFAULT],
    );
    expect(list).toHaveLength(rows[0].n);
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((f) => f.active)).toBe(true);
    const names = list.map((f) => f.facilityName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Every CES shown holds assignment type 36 in the market.
    const ces = list.flatMap((f) => f.communityEngagementSpecialists);
    expect(ces.length).toBeGreaterThan(0);
    expect(ces.every((e) => cesOfMarket.includes(Number(e.id)) && /^[A-Z]\. \S/.test(e.shortName))).toBe(true);
  });

  it('counts as admissions the census rows of the facility in the last 12 months', async () => {
    const list = dataOf(await stack.gql('staff', LIST, { m: MARKET, d: true })).hospitalFacilities;
    const { rows } = await stack.db.query<{ name: string; recent: number; all: number }>(
      `SELECT source_hospital_facility_name AS name,
              count(*) FILTER (WHERE admission_date >= (current_date - interval '12 months')::date)::int AS recent, count(*)::int AS all
       FROM hospital_census GROUP BY 1`,
    );
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const f of list) expect(f.totalMemberAdmissions, f.facilityName).toBe(byName.get(f.facilityName)?.recent ?? 0);
    expect(list.some((f) => f.totalMemberAdmissions > 0)).toBe(true);
    // Older stays exist and are left out.
    expect(list.some((f) => (byName.get(f.facilityName)?.all ?? 0) > f.totalMemberAdmissions)).toBe(true);
  });

  it('shows deactivated facilities only when asked', async () => {
    const all = dataOf(await stack.gql('staff', LIST, { m: MARKET, d: true })).hospitalFacilities;
    const { rows } = await stack.db.query<{ n: number; inactive: number }>(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT active)::int AS inactive FROM hospital_facilities WHERE market_id = $1',
      [Markets.DEFAULT],
    );
    expect(all).toHaveLength(rows[0].n);
    expect(all.filter((f) => !f.active)).toHaveLength(rows[0].inactive);
    expect(all.filter((f) => !f.active).every((f) => f.deactivatedDt !== null)).toBe(true);
  });

  it('offers as CESs the employees holding assignment type 36 in the market', async () => {
    const { communityEngagementSpecialists } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query HospitalsCommunityEngagementSpecialists($m: ID!) {
            communityEngagementSpecialists(marketId: $m) {
              id
              shortName
              lastName
            }
          }
        `),
        { m: MARKET },
      ),
    );
    expect(communityEngagementSpecialists.map((e) => Number(e.id)).sort((a: number, b: number) => a - b)).toEqual(cesOfMarket);
  });

  it('tells each viewer whether they may add and edit facilities', async () => {
    const q = graphql(`
      query HospitalsViewer($m: ID!) {
        viewer {
          can {
            addHospitalFacility {
              allowed
              reason
            }
          }
        }
        hospitalFacilities(marketId: $m) {
          viewerCan {
            edit {
              allowed
              reason
            }
          }
        }
      }
    `);
    for (const persona of ['hospitalstaff', 'superadmin']) {
      const data = dataOf(await stack.gql(persona, q, { m: MARKET }));
      expect(data.viewer.can.addHospitalFacility, persona).toEqual({ allowed: true, reason: null });
      expect(data.hospitalFacilities.every((f) => f.viewerCan.edit.allowed)).toBe(true);
    }
    for (const persona of ['staff', 'nhmanager', 'datamanager']) {
      const data = dataOf(await stack.gql(persona, q, { m: MARKET }));
      expect(data.viewer.can.addHospitalFacility.allowed, persona).toBe(false);
      expect(data.viewer.can.addHospitalFacility.reason).toBe(
        'Only admins and the named hospital staff may add or edit hospital facilities',
      );
      expect(data.hospitalFacilities.every((f) => !f.viewerCan.edit.allowed && f.viewerCan.edit.reason)).toBe(true);
    }
    expect(HOSPITAL_EDITOR_EMPLOYEE_IDS).toHaveLength(5);
    expect(HOSPITAL_EDITOR_EMPLOYEE_IDS).toContain(HOSPITAL_STAFF_EMPLOYEE);
  });
});

describe('adding a facility', () => {
  it('lets the named hospital staff add one; it comes back whole with its first change', async () => {
    const input = newFacility();
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('hospitalstaff', CREATE, { input }));
    const created = dataOf(result).createHospitalFacility;
    expect(writes(requests).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/HospitalFacilities']);
    expect(created).toMatchObject({
      // Sent as a number, answered as the ID's text.
      facilityId: String(input.facilityId),
      facilityName: input.facilityName,
      address: '100 Main St, Houston, TX 77002',
      npi: '1234567890',
      active: true,
      deactivatedDt: null,
      marketId: MARKET,
      market: { id: MARKET },
      lastUpdatedBy: { id: String(HOSPITAL_STAFF_EMPLOYEE), fullName: 'Harper Hospital' },
      totalMemberAdmissions: 0,
      viewerCan: { edit: { allowed: true, reason: null } },
    });
    expect(created.communityEngagementSpecialists.map((e) => Number(e.id))).toEqual([cesOfMarket[0]]);
    expect(created.history.id).toBe(created.id);
    expect(created.history.entries).toHaveLength(1);
    expect(created.history.entries[0]).toMatchObject({
      facilityName: input.facilityName,
      active: true,
      assignedCESs: created.communityEngagementSpecialists[0].shortName,
      note: 'Opened a new partnership',
      updatedBy: { id: String(HOSPITAL_STAFF_EMPLOYEE) },
    });
    const { rows } = await stack.db.query('SELECT facility_id, created_by_id, market_id FROM hospital_facilities WHERE id = $1', [
      Number(created.id),
    ]);
    expect(rows[0]).toEqual({ facility_id: input.facilityId, created_by_id: HOSPITAL_STAFF_EMPLOYEE, market_id: Markets.DEFAULT });
  });

  it('takes a facility without an NPI, and lets an admin add one', async () => {
    // The facility id sent as text, as the graph's ID allows.
    const facilityId = String(nextFacilityId++);
    const input = newFacility({ npi: '', communityEngagementSpecialistIds: [], facilityId });
    const created = dataOf(await stack.gql('superadmin', CREATE, { input })).createHospitalFacility;
    expect(created.facilityId).toBe(facilityId);
    expect(created.npi).toBeNull();
    expect(created.communityEngagementSpecialists).toEqual([]);
    expect(created.history.entries[0].assignedCESs).toBe('');
  });

  it("answers the rule's messages and sends nothing when the input is invalid", async () => {
    const before = await snapshot();
    const input = newFacility({ facilityName: '  ', npi: '12345', street: '', city: ' ', state: 'T', zip: '7700' });
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('hospitalstaff', CREATE, { input }));
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    const fieldErrors = result.body.errors![0].extensions!.fieldErrors;
    expect(fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'facilityName', message: 'Facility name is required' },
        { field: 'npi', message: 'NPI must be 10 digits' },
        { field: 'street', message: 'Street is required' },
        { field: 'city', message: 'City is required' },
        { field: 'state', message: 'State is required' },
        { field: 'zip', message: 'Zip must be 5 digits' },
      ]),
    );
    expect(requests).toEqual([]);
    for (const facilityId of ['abc', '12.5', '-4', 0]) {
      const notANumber = await careApiRequestsDuring(stack, () =>
        stack.gql('hospitalstaff', CREATE, { input: newFacility({ facilityId }) }),
      );
      expect(errorCode(notANumber.result)).toBe('BAD_USER_INPUT');
      expect(notANumber.result.body.errors![0].extensions!.fieldErrors).toEqual([
        { field: 'facilityId', message: 'Facility id must be a number' },
      ]);
      expect(notANumber.requests).toEqual([]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a facility id already in use, and CESs of another market', async () => {
    const { rows } = await stack.db.query<{ facility_id: number }>('SELECT facility_id FROM hospital_facilities ORDER BY id LIMIT 1');
    const before = await snapshot();
    const taken = await stack.gql('hospitalstaff', CREATE, { input: newFacility({ facilityId: rows[0].facility_id }) });
    expect(errorCode(taken)).toBe('UNPROCESSABLE');
    expect(errorMessage(taken)).toBe('A facility with this facility id already exists');
    const elsewhere = await stack.gql('hospitalstaff', CREATE, {
      input: newFacility({ communityEngagementSpecialistIds: [String(cesElsewhere)] }),
    });
    expect(errorCode(elsewhere)).toBe('UNPROCESSABLE');
    expect(errorMessage(elsewhere)).toBe('Choose community engagement specialists of the market');
    expect(await snapshot()).toEqual(before);
  });
});

describe('editing, deactivating and reactivating', () => {
  it('edits a facility, keeps its facility id and adds the change to its history', async () => {
    const created = dataOf(await stack.gql('hospitalstaff', CREATE, { input: newFacility() })).createHospitalFacility;
    const edit = {
      marketId: MARKET,
      facilityName: `${created.facilityName} East`,
      npi: null,
      street: '200 Elm Ave',
      city: 'Houston',
      state: 'tx',
      zip: '77003',
      communityEngagementSpecialistIds: cesOfMarket.slice(0, 2).map(String),
      note: 'Moved to the new campus',
    };
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('hospitalstaff', UPDATE, { id: created.id, input: edit }),
    );
    const updated = dataOf(result).updateHospitalFacility;
    expect(writes(requests).map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /api/HospitalFacilities']);
    expect(updated).toMatchObject({
      id: created.id,
      facilityId: created.facilityId,
      facilityName: edit.facilityName,
      address: '200 Elm Ave, Houston, TX 77003',
      state: 'TX',
      npi: null,
    });
    expect(updated.communityEngagementSpecialists.map((e) => Number(e.id)).sort((a: number, b: number) => a - b)).toEqual(
      cesOfMarket.slice(0, 2),
    );
    expect(updated.history.entries.map((e) => e.note)).toEqual(['Moved to the new campus', 'Opened a new partnership']);
    expect(updated.history.entries[0].assignedCESs.split(', ')).toHaveLength(Math.min(2, cesOfMarket.length));

    // The history on its own answers the same entries.
    const { hospitalFacilityHistory } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query HospitalsHospitalFacilityHistory($id: ID!) {
            hospitalFacilityHistory(facilityId: $id) {
              id
              entries {
                note
              }
            }
          }
        `),
        { id: created.id },
      ),
    );
    expect(hospitalFacilityHistory).toEqual({ id: created.id, entries: updated.history.entries.map((e) => ({ note: e.note })) });
  });

  it('never changes the facility id: the edit has no such field, and the Care API refuses a different one', async () => {
    const created = dataOf(await stack.gql('hospitalstaff', CREATE, { input: newFacility() })).createHospitalFacility;
    const { facilityId: _ignored, ...rest } = newFacility();
    const viaGraph = await stack.gql('hospitalstaff', UPDATE, { id: created.id, input: { ...rest, facilityId: 123 } });
    expect(viaGraph.body.errors?.[0]?.message).toMatch(/facilityId/);

    const before = await snapshot();
    const res = await fetch(`${stack.sandboxUrl}/api/HospitalFacilities`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await stack.token('hospitalstaff')}` },
      body: JSON.stringify({ ...rest, id: Number(created.id), marketId: Number(MARKET), facilityId: Number(created.facilityId) + 1 }),
    });
    expect(res.status).toBe(422);
    expect(uploadAnswer(await res.text()).message).toBe('The facility id cannot be changed');
    expect(await snapshot()).toEqual(before);
  });

  it("moves a facility to another market with that market's CESs only", async () => {
    const created = dataOf(await stack.gql('hospitalstaff', CREATE, { input: newFacility() })).createHospitalFacility;
    const { rows } = await stack.db.query<{ market_id: number }>(
      `SELECT DISTINCT o.market_id FROM market_assignments a JOIN offices o ON o.id = a.office_id WHERE a.employee_id = $1 AND a.inactive_dt IS NULL`,
      [cesElsewhere],
    );
    const otherMarket = String(rows.find((r) => r.market_id !== Markets.DEFAULT)!.market_id);
    const { facilityId: _f, ...base } = newFacility();
    const before = await snapshot();
    const withOldCes = await stack.gql('hospitalstaff', UPDATE, { id: created.id, input: { ...base, marketId: otherMarket } });
    expect(errorCode(withOldCes)).toBe('UNPROCESSABLE');
    expect(await snapshot()).toEqual(before);

    const moved = dataOf(
      await stack.gql('hospitalstaff', UPDATE, {
        id: created.id,
        input: { ...base, marketId: otherMarket, communityEngagementSpecialistIds: [String(cesElsewhere)], note: 'Moved market' },
      }),
    ).updateHospitalFacility;
    expect(moved).toMatchObject({ id: created.id, marketId: otherMarket, facilityId: created.facilityId, market: { id: otherMarket } });
    const ids = async (m: string) => dataOf(await stack.gql('staff', LIST, { m, d: true })).hospitalFacilities.map((f) => f.id);
    expect(await ids(MARKET)).not.toContain(created.id);
    expect(await ids(otherMarket)).toContain(created.id);
  });

  it('deactivates a facility (dated, out of the default list) and reactivates it (date cleared)', async () => {
    const created = dataOf(await stack.gql('hospitalstaff', CREATE, { input: newFacility() })).createHospitalFacility;
    const deactivated = dataOf(await stack.gql('hospitalstaff', DEACTIVATE, { id: created.id, note: 'Closed' })).deactivateHospitalFacility;
    expect(deactivated.active).toBe(false);
    expect(Date.parse(deactivated.deactivatedDt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(deactivated.history.entries[0]).toMatchObject({ active: false, deactivatedDt: deactivated.deactivatedDt, note: 'Closed' });

    const ids = async (d: boolean) => dataOf(await stack.gql('staff', LIST, { m: MARKET, d })).hospitalFacilities.map((f) => f.id);
    expect(await ids(false)).not.toContain(created.id);
    expect(await ids(true)).toContain(created.id);

    const again = await stack.gql('hospitalstaff', DEACTIVATE, { id: created.id });
    expect(errorCode(again)).toBe('UNPROCESSABLE');
    expect(errorMessage(again)).toBe('The facility is already deactivated');

    const reactivated = dataOf(await stack.gql('superadmin', REACTIVATE, { id: created.id })).reactivateHospitalFacility;
    expect(reactivated).toMatchObject({ active: true, deactivatedDt: null });
    expect(reactivated.history.entries.map((e) => e.active)).toEqual([true, false, true]);
    expect(reactivated.history.entries[0].updatedBy!.id).toBe('1');
    expect(await ids(false)).toContain(created.id);
  });
});

describe('refusals', () => {
  it('refuses every hospital mutation to staff and nhmanager: FORBIDDEN, nothing sent, nothing changed', async () => {
    const created = dataOf(await stack.gql('hospitalstaff', CREATE, { input: newFacility() })).createHospitalFacility;
    const { facilityId: _f, ...edit } = newFacility();
    const before = await snapshot();
    for (const persona of ['staff', 'nhmanager']) {
      const attempts: Array<[string, (persona: string) => Promise<GqlResponse>]> = [
        ['createHospitalFacility', bound(stack, CREATE, { input: newFacility() })],
        ['updateHospitalFacility', bound(stack, UPDATE, { id: created.id, input: edit })],
        ['deactivateHospitalFacility', bound(stack, DEACTIVATE, { id: created.id })],
        ['reactivateHospitalFacility', bound(stack, REACTIVATE, { id: created.id })],
      ];
      for (const [name, send] of attempts) {
        const { result, requests } = await careApiRequestsDuring(stack, () => send(persona));
        expect(errorCode(result), `${persona} ${name}`).toBe('FORBIDDEN');
        expect(errorMessage(result)).toBe('Only admins and the named hospital staff may add or edit hospital facilities');
        expect(writes(requests)).toEqual([]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is refused by the Care API itself to a caller who is neither admin nor named staff', async () => {
    const before = await snapshot();
    const token = await stack.token('staff');
    const { marketId, ...rest } = newFacility();
    const post = await fetch(`${stack.sandboxUrl}/api/HospitalFacilities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...rest, marketId: Number(marketId), communityEngagementSpecialistIds: [] }),
    });
    expect(post.status).toBe(403);
    const { rows } = await stack.db.query<{ id: number }>('SELECT id FROM hospital_facilities ORDER BY id LIMIT 1');
    const put = await fetch(`${stack.sandboxUrl}/api/HospitalFacilities`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: rows[0].id, active: false }),
    });
    expect(put.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('export', () => {
  it("downloads the market's facilities workbook", async () => {
    const list = dataOf(await stack.gql('staff', LIST, { m: MARKET, d: false })).hospitalFacilities;
    const file = await download(stack, 'staff', `/files/hospital-facilities-report?marketId=${MARKET}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('HospitalFacilitiesReport.xlsx');
    const sheet = await sheetOfXlsx(file.body);
    expect(sheet.getRow(1).getCell(3).value).toBe('Facility Name');
    const names: string[] = [];
    sheet.eachRow((row, n) => n > 1 && names.push(row.getCell(3).text));
    expect(names.sort()).toEqual(list.map((f) => f.facilityName).sort());

    expect((await download(stack, null, `/files/hospital-facilities-report?marketId=${MARKET}`)).status).toBe(401);
    expect((await download(stack, 'staff', '/files/hospital-facilities-report?marketId=abc')).status).toBe(400);
  });
});
