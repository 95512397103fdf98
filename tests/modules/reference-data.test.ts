/**
 * Cohorts, counties and contracts through the gateway against the real sandbox: the lists and
 * counts equal the database, the county and contract rules with their messages (on both sides),
 * terminate, the shared cache dropped by the gateway's own county write, and every write refused
 * to personas without data management with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_NAME_REQUIRED,
  CONTRACT_PAYER_REQUIRED,
  CONTRACT_RISK_TYPE_REQUIRED,
  CONTRACT_SELF_PAY_MESSAGE,
  CONTRACT_START_REQUIRED,
  COUNTY_EXISTS_MESSAGE,
  COUNTY_NAME_REQUIRED,
  COUNTY_NON_ALPHABETIC_WARNING,
  COUNTY_STATE_REQUIRED,
  contractRule,
  countyNameWarning,
} from '@luminate/schema/rules';
import { uploadAnswer } from '../support/uploads.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode, errorMessage, fieldErrorsOf } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

beforeAll(async () => {
  // The default shared reference cache stays on: the county write must drop it by itself.
  stack = await startStack();
  dataOf(
    await stack.gql(
      'staff',
      graphql(`
        query ReferenceDataCohorts {
          cohorts {
            id
          }
        }
      `),
    ),
  );
});
afterAll(async () => {
  await stack?.close();
});

// A contract row as the contracts screen reads it, with the payer, risk type and what the viewer may do.
graphql(`
  fragment ReferenceDataTestContract on Contract {
    id
    name
    status
    payerId
    payer {
      id
      name
    }
    geography
    riskTypeId
    riskType {
      id
      name
    }
    algorithm
    startDt
    atRiskDt
    disabled
    viewerCan {
      update {
        allowed
        reason
      }
      terminate {
        allowed
        reason
      }
    }
  }
`);

const ADD_COUNTY = graphql(`
  mutation ReferenceDataAddCounty($input: AddCountyInput!) {
    addCounty(input: $input) {
      id
      county
      stateAbbrev
    }
  }
`);
const CREATE_CONTRACT = graphql(`
  mutation ReferenceDataCreateContract($input: ContractInput!) {
    createContract(input: $input) {
      ...ReferenceDataTestContract
    }
  }
`);
const UPDATE_CONTRACT = graphql(`
  mutation ReferenceDataUpdateContract($id: ID!, $input: ContractInput!) {
    updateContract(id: $id, input: $input) {
      ...ReferenceDataTestContract
    }
  }
`);
const TERMINATE_CONTRACT = graphql(`
  mutation ReferenceDataTerminateContract($id: ID!) {
    terminateContract(id: $id) {
      ...ReferenceDataTestContract
    }
  }
`);

async function countyRows() {
  return (
    await stack.db.query<{ id: number; county: string; state_abbrev: string }>('SELECT id, county, state_abbrev FROM counties ORDER BY id')
  ).rows;
}

async function contractRows() {
  return (await stack.db.query<Record<string, unknown>>('SELECT * FROM contracts ORDER BY id')).rows;
}

async function payerIds() {
  const { rows } = await stack.db.query<{ id: number; name: string }>('SELECT id, name FROM payers');
  const selfPay = rows.find((p) => p.name === 'SelfPay')!.id;
  const other = rows.filter((p) => p.name !== 'SelfPay').map((p) => p.id);
  return { selfPay, other };
}

describe('cohorts', () => {
  it('lists every cohort with its activation date, member count and pending count equal to the database', async () => {
    const { cohorts } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query ReferenceDataCohorts2 {
            cohorts {
              id
              name
              createdDt
              memberCount
              pendingMemberCount
            }
          }
        `),
      ),
    );
    const { rows } = await stack.db.query<{ id: number; name: string; created_dt: string | null; members: number; pending: number }>(
      `SELECT c.id, c.name, c.created_dt,
              (SELECT count(*)::int FROM members m WHERE m.cohort_id = c.id) AS members,
              (SELECT count(*)::int FROM cohort_pending_members p WHERE p.cohort_id = c.id AND p.activated_dt IS NULL) AS pending
         FROM cohorts c`,
    );
    expect(cohorts).toHaveLength(rows.length);
    for (const row of rows) {
      const cohort = cohorts.find((c) => c.id === String(row.id));
      expect(cohort).toMatchObject({ name: row.name, memberCount: row.members, pendingMemberCount: row.pending });
      expect(cohort!.createdDt === null ? null : new Date(cohort!.createdDt).getTime()).toBe(
        row.created_dt === null ? null : new Date(row.created_dt).getTime(),
      );
    }
    // The seed makes the columns real: members in cohorts, and some staged ones pending.
    expect(cohorts.some((c) => c.memberCount > 0)).toBe(true);
    expect(cohorts.some((c) => c.pendingMemberCount > 0)).toBe(true);
    const names = cohorts.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answers the cohorts page with one Care API request', async () => {
    const { requests } = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'staff',
        graphql(`
          query ReferenceDataCohorts3 {
            cohorts {
              id
              memberCount
              pendingMemberCount
              createdDt
            }
          }
        `),
        undefined,
        {
          headers: { 'cache-control': 'no-cache' },
        },
      ),
    );
    expect(requests.length).toBeLessThanOrEqual(1);
  });
});

describe('counties', () => {
  it('lists counties by state, equal to the database, and the states a county may be added to (no UK)', async () => {
    const data = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query ReferenceDataCounties {
            counties {
              id
              county
              stateAbbrev
            }
            ga: counties(stateAbbrev: "GA") {
              county
              stateAbbrev
            }
            countyStates {
              abbrev
              name
            }
          }
        `),
      ),
    );
    const rows = await countyRows();
    expect(data.counties).toHaveLength(rows.length);
    expect(new Set(data.counties.map((c) => `${c.stateAbbrev}:${c.county}`))).toEqual(
      new Set(rows.map((r) => `${r.state_abbrev}:${r.county}`)),
    );
    expect(data.ga.length).toBe(rows.filter((r) => r.state_abbrev === 'GA').length);
    expect(data.ga.length).toBeGreaterThan(0);
    expect(data.ga.every((c) => c.stateAbbrev === 'GA')).toBe(true);
    expect(data.countyStates.some((s) => s.abbrev === 'GA')).toBe(true);
    expect(data.countyStates.some((s) => s.abbrev === 'UK')).toBe(false);
  });

  it('warns about non-alphabetic names without blocking them', () => {
    expect(countyNameWarning('St. Johns')).toBe(COUNTY_NON_ALPHABETIC_WARNING);
    expect(countyNameWarning('County 9')).toBe(COUNTY_NON_ALPHABETIC_WARNING);
    expect(countyNameWarning('Fort Bend')).toBeNull();
    expect(countyNameWarning("Prince George's")).toBeNull();
  });

  it('refuses a missing state or name and a duplicate in any case, with the messages on their fields', async () => {
    const before = await countyRows();
    const missing = await stack.gql('datamanager', ADD_COUNTY, { input: { stateAbbrev: '', county: '  ' } });
    expect(errorCode(missing)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(missing)).toEqual(
      expect.arrayContaining([
        { field: 'stateAbbrev', message: COUNTY_STATE_REQUIRED },
        { field: 'county', message: COUNTY_NAME_REQUIRED },
      ]),
    );
    const duplicate = await stack.gql('datamanager', ADD_COUNTY, { input: { stateAbbrev: 'ga', county: 'fULTON' } });
    expect(errorCode(duplicate)).toBe('BAD_USER_INPUT');
    expect(errorMessage(duplicate)).toBe(COUNTY_EXISTS_MESSAGE);
    expect(fieldErrorsOf(duplicate)).toEqual([{ field: 'county', message: COUNTY_EXISTS_MESSAGE }]);
    const uk = await stack.gql('datamanager', ADD_COUNTY, { input: { stateAbbrev: 'UK', county: 'Nowhere' } });
    expect(errorCode(uk)).toBe('BAD_USER_INPUT');
    expect(await countyRows()).toEqual(before);
  });

  it('adds a county (a non-alphabetic name only warns) and the next list shows it at once', async () => {
    const before = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query ReferenceDataCounties2 {
            counties(stateAbbrev: "GA") {
              id
              county
            }
          }
        `),
      ),
    ).counties;
    const added = dataOf(
      await stack.gql('datamanager', ADD_COUNTY, { input: { stateAbbrev: 'GA', county: ' St. Marys  Glynn ' } }),
    ).addCounty;
    expect(added).toMatchObject({ county: 'St. Marys Glynn', stateAbbrev: 'GA' });
    const { rows } = await stack.db.query('SELECT county, state_abbrev FROM counties WHERE id = $1', [Number(added.id)]);
    expect(rows).toEqual([{ county: 'St. Marys Glynn', state_abbrev: 'GA' }]);
    // The gateway's shared copy of the county list was dropped by its own write.
    const after = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query ReferenceDataCounties3 {
            counties(stateAbbrev: "GA") {
              id
              county
            }
          }
        `),
      ),
    ).counties;
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((c) => c.id)).toContain(added.id);
    // The same name again, in another case, is now a duplicate.
    const again = await stack.gql('datamanager', ADD_COUNTY, { input: { stateAbbrev: 'GA', county: 'st. marys glynn' } });
    expect(errorMessage(again)).toBe(COUNTY_EXISTS_MESSAGE);
  });

  it('answers a county added meanwhile behind the gateway as the same duplicate on the county field', async () => {
    dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query ReferenceDataCounties4 {
            counties {
              id
            }
          }
        `),
      ),
    );
    await stack.db.query(`INSERT INTO counties (county, state_abbrev) VALUES ('Glynn', 'GA')`);
    const res = await stack.gql('datamanager', ADD_COUNTY, { input: { stateAbbrev: 'GA', county: 'GLYNN' } });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(res)).toEqual([{ field: 'county', message: COUNTY_EXISTS_MESSAGE }]);
    const { rows } = await stack.db.query(`SELECT count(*)::int AS n FROM counties WHERE state_abbrev = 'GA' AND lower(county) = 'glynn'`);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('the Care API itself refuses a duplicate whatever its case', async () => {
    const token = await stack.token('datamanager');
    const res = await fetch(`${stack.sandboxUrl}/api/Counties`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ stateAbbrev: 'GA', county: 'COBB' }),
    });
    expect(res.status).toBe(422);
    expect(uploadAnswer(await res.text()).message).toBe(COUNTY_EXISTS_MESSAGE);
  });

  it('tells each viewer whether they may add a county', async () => {
    const q = graphql(`
      query ReferenceDataViewer {
        viewer {
          can {
            addCounty {
              allowed
              reason
            }
            addContract {
              allowed
              reason
            }
          }
        }
      }
    `);
    expect(dataOf(await stack.gql('datamanager', q)).viewer.can).toEqual({
      addCounty: { allowed: true, reason: null },
      addContract: { allowed: true, reason: null },
    });
    const staff = dataOf(await stack.gql('staff', q)).viewer.can;
    expect(staff.addCounty.allowed).toBe(false);
    expect(staff.addCounty.reason).toBe('Only data management may add counties');
    expect(staff.addContract.allowed).toBe(false);
  });
});

describe('contracts', () => {
  it('lists every contract with payer and risk type, equal to the database, none of them SelfPay', async () => {
    const { contracts } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query ReferenceDataContracts {
            contracts {
              ...ReferenceDataTestContract
            }
          }
        `),
      ),
    );
    const rows = await contractRows();
    expect(contracts).toHaveLength(rows.length);
    expect(contracts.filter((c) => c.disabled)).toHaveLength(rows.filter((r) => r.disabled).length);
    expect(contracts.some((c) => c.disabled)).toBe(true);
    expect(contracts.some((c) => !c.disabled)).toBe(true);
    expect(contracts.some((c) => c.payer.name === 'SelfPay')).toBe(false);
    for (const c of contracts) {
      expect(c.payer.id).toBe(c.payerId);
      expect(c.riskType.id).toBe(c.riskTypeId);
      expect(c.viewerCan.update.allowed).toBe(false);
    }
    // Seeded members hold an active contract of their own payer.
    const { rows: wrong } = await stack.db.query(
      'SELECT count(*)::int AS n FROM members m JOIN contracts k ON k.id = m.contract_id WHERE k.payer_id <> m.payer_id OR k.disabled',
    );
    expect(wrong[0]).toEqual({ n: 0 });
    const { rows: held } = await stack.db.query('SELECT count(*)::int AS n FROM members WHERE contract_id IS NOT NULL');
    expect((held[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it('offers payers with SelfPay marked, and the risk types', async () => {
    const data = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query ReferenceDataPayers {
            payers {
              id
              name
              selfPay
            }
            riskTypes {
              id
              name
            }
          }
        `),
      ),
    );
    expect(data.payers.filter((p) => p.selfPay).map((p) => p.name)).toEqual(['SelfPay']);
    const { rows } = await stack.db.query('SELECT count(*)::int AS n FROM risk_types');
    expect(data.riskTypes).toHaveLength((rows[0] as { n: number }).n);
  });

  it('requires name, start date, payer and risk type, and refuses SelfPay', async () => {
    const before = await contractRows();
    const empty = await stack.gql('datamanager', CREATE_CONTRACT, {
      input: { name: ' ', startDt: '2026-01-01', payerId: '', riskTypeId: '' },
    });
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(empty)).toEqual(
      expect.arrayContaining([
        { field: 'name', message: CONTRACT_NAME_REQUIRED },
        { field: 'payerId', message: CONTRACT_PAYER_REQUIRED },
        { field: 'riskTypeId', message: CONTRACT_RISK_TYPE_REQUIRED },
      ]),
    );
    // The graph's Date type already refuses a blank start date; the shared rule (the form's) says why.
    const blankStart = contractRule().safeParse({ name: 'X', startDt: '', payerId: '1', riskTypeId: '1' });
    expect(blankStart.success ? [] : blankStart.error.issues.map((i) => i.message)).toEqual([CONTRACT_START_REQUIRED]);
    const { selfPay } = await payerIds();
    const selfPaid = await stack.gql('datamanager', CREATE_CONTRACT, {
      input: { name: 'Self', startDt: '2026-01-01', payerId: String(selfPay), riskTypeId: '1' },
    });
    expect(errorMessage(selfPaid)).toBe(CONTRACT_SELF_PAY_MESSAGE);
    expect(await contractRows()).toEqual(before);
  });

  it('creates, edits and terminates a contract; a termed contract stays editable and cannot be terminated twice', async () => {
    const { other } = await payerIds();
    const created = dataOf(
      await stack.gql('datamanager', CREATE_CONTRACT, {
        input: { name: 'Module Test MA 2026', startDt: '2026-02-01', payerId: String(other[0]), riskTypeId: '2', geography: 'GA' },
      }),
    ).createContract;
    expect(created).toMatchObject({
      name: 'Module Test MA 2026',
      startDt: '2026-02-01',
      payerId: String(other[0]),
      riskTypeId: '2',
      disabled: false,
    });
    expect(created.viewerCan.terminate).toEqual({ allowed: true, reason: null });
    const id = Number(created.id);
    const row = async () => (await stack.db.query<Record<string, unknown>>('SELECT * FROM contracts WHERE id = $1', [id])).rows[0];
    expect(await row()).toMatchObject({
      name: 'Module Test MA 2026',
      payer_id: other[0],
      risk_type_id: 2,
      geography: 'GA',
      disabled: false,
    });

    const edited = dataOf(
      await stack.gql('datamanager', UPDATE_CONTRACT, {
        id: created.id,
        input: {
          name: 'Module Test MA 2026 (renamed)',
          startDt: '2026-03-01',
          payerId: String(other[1]),
          riskTypeId: '3',
          atRiskDt: '2026-06-01',
        },
      }),
    ).updateContract;
    expect(edited).toMatchObject({
      id: created.id,
      name: 'Module Test MA 2026 (renamed)',
      payerId: String(other[1]),
      atRiskDt: '2026-06-01',
      geography: null,
    });
    expect(await row()).toMatchObject({ name: 'Module Test MA 2026 (renamed)', payer_id: other[1], risk_type_id: 3, geography: null });

    const termed = dataOf(await stack.gql('datamanager', TERMINATE_CONTRACT, { id: created.id })).terminateContract;
    expect(termed).toMatchObject({ id: created.id, disabled: true });
    expect(termed.viewerCan.terminate).toEqual({ allowed: false, reason: 'The contract is already termed' });
    expect(termed.viewerCan.update.allowed).toBe(true);
    expect((await row()).disabled).toBe(true);

    const twice = await stack.gql('datamanager', TERMINATE_CONTRACT, { id: created.id });
    expect(errorCode(twice)).toBe('FORBIDDEN');
    expect(errorMessage(twice)).toBe('The contract is already termed');

    const reEdited = dataOf(
      await stack.gql('datamanager', UPDATE_CONTRACT, {
        id: created.id,
        input: { name: 'Module Test MA 2026 (termed)', startDt: '2026-03-01', payerId: String(other[1]), riskTypeId: '3' },
      }),
    ).updateContract;
    expect(reEdited).toMatchObject({ name: 'Module Test MA 2026 (termed)', disabled: true });

    const missing = await stack.gql('datamanager', TERMINATE_CONTRACT, { id: '987654' });
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });
});

describe('permissions', () => {
  for (const persona of ['staff', 'nhmanager']) {
    it(`refuses every write to ${persona} with FORBIDDEN and nothing changed`, async () => {
      const counties = await countyRows();
      const contracts = await contractRows();
      const { other } = await payerIds();
      const active = contracts.find((c) => !c.disabled)!;
      const input = { name: 'Not allowed', startDt: '2026-01-01', payerId: String(other[0]), riskTypeId: '1' };

      const { result, requests } = await careApiRequestsDuring(stack, async () => [
        await stack.gql(persona, ADD_COUNTY, { input: { stateAbbrev: 'GA', county: 'Forbidden County' } }),
        await stack.gql(persona, CREATE_CONTRACT, { input }),
        await stack.gql(persona, UPDATE_CONTRACT, { id: String(active.id), input }),
        await stack.gql(persona, TERMINATE_CONTRACT, { id: String(active.id) }),
      ]);
      for (const res of result) expect(errorCode(res)).toBe('FORBIDDEN');
      // Nothing was written: no write reached the Care API, and its tables are as they were.
      expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
      expect(await countyRows()).toEqual(counties);
      expect(await contractRows()).toEqual(contracts);
    });
  }

  it('the Care API refuses the writes of a user without data management', async () => {
    const token = await stack.token('staff');
    const res = await fetch(`${stack.sandboxUrl}/api/Contracts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'X', startDt: '2026-01-01', payerId: 1, riskTypeId: 1 }),
    });
    expect(res.status).toBe(403);
  });
});
