/**
 * Neighborhoods through the gateway, against the real sandbox: adding a neighborhood (the id
 * rule and its exact messages, duplicates, the community row created in the same transaction,
 * the OM/CD block), editing one (a change and a valid name needed), the change and node logs
 * written on every add and edit, the capabilities, and every mutation refused (FORBIDDEN,
 * nothing changed in the sandbox) to personas without nh-mgmt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Markets } from '@luminate/schema/constants';
import { COMMON_NAME_MESSAGE, NEIGHBORHOOD_EXISTS_MESSAGE, NEIGHBORHOOD_ID_MESSAGE, NO_CHANGE_MESSAGE } from '@luminate/schema/rules';
import { uploadAnswer } from '../support/uploads.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode, errorMessage, fieldErrorsOf } from './helpers.ts';
import { graphql } from '../generated/gql.ts';
import type { AddNeighborhoodInput } from '../generated/graphql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  dataOf(
    await stack.gql(
      'staff',
      graphql(`
        query NeighborhoodsStates {
          states {
            abbrev
          }
        }
      `),
    ),
  );
});
afterAll(async () => {
  await stack?.close();
});

// An office row as the neighborhoods screen reads it: its counts, flags and whether the viewer may update it.
graphql(`
  fragment NeighborhoodsTestOffice on Office {
    id
    name
    marketId
    communityId
    commonName
    active
    outreaching
    isCommunity
    eligibleMembers
    engagedMembers
    staffingGap
    viewerCan {
      update {
        allowed
        reason
      }
    }
  }
`);

const ADD = graphql(`
  mutation NeighborhoodsAddNeighborhood($input: AddNeighborhoodInput!) {
    addNeighborhood(input: $input) {
      message
      offices {
        ...NeighborhoodsTestOffice
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation NeighborhoodsUpdateNeighborhood($id: ID!, $input: UpdateNeighborhoodInput!) {
    updateNeighborhood(id: $id, input: $input) {
      message
      offices {
        ...NeighborhoodsTestOffice
        changeLogs {
          commonName
          active
          outreaching
          updatedBy
          updatedDt
        }
      }
    }
  }
`);
const HOUSTON = String(Markets.DEFAULT);

const add = (persona: string, input: Omit<AddNeighborhoodInput, 'marketId'>) =>
  stack.gql(persona, ADD, { input: { marketId: HOUSTON, ...input } });

const officeByName = async (name: string) =>
  (
    await stack.db.query<{ id: number; common_name: string | null; active: boolean; outreaching: boolean }>(
      'SELECT id, common_name, active, outreaching FROM offices WHERE name = $1',
      [name],
    )
  ).rows[0];
const count = async (table: string) => (await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
const writes = (requests: Array<{ method: string }>) => requests.filter((r) => r.method !== 'GET');

describe('the neighborhoods table', () => {
  it("lists a market's offices with their counts; community rows are marked", async () => {
    const { offices } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query NeighborhoodsOfficeRows($m: ID) {
            offices(marketId: $m) {
              ...NeighborhoodsTestOffice
            }
          }
        `),
        { m: HOUSTON },
      ),
    );
    const community = offices.find((o) => o.name === '1.001.000');
    expect(community).toMatchObject({ isCommunity: true, communityId: '1.001', staffingGap: null });
    const neighborhood = offices.find((o) => o.name === '1.001.001');
    expect(neighborhood).toMatchObject({ isCommunity: false, staffingGap: null });
    const { rows } = await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members WHERE office_id = $1 AND eligible`, [
      Number(neighborhood!.id),
    ]);
    expect(neighborhood!.eligibleMembers).toBe(rows[0].n);
  });

  it('tells nh-mgmt it may add and edit, and others why not', async () => {
    const q = graphql(`
      query NeighborhoodsViewerCan($id: ID!) {
        viewer {
          can {
            addNeighborhood {
              allowed
              reason
            }
          }
        }
        office(id: $id) {
          viewerCan {
            update {
              allowed
              reason
            }
          }
        }
      }
    `);
    const variables = { id: String((await officeByName('1.001.001')).id) };
    const manager = dataOf(await stack.gql('nhmanager', q, variables));
    expect(manager.viewer.can.addNeighborhood).toEqual({ allowed: true, reason: null });
    expect(manager.office!.viewerCan.update.allowed).toBe(true);
    for (const persona of ['staff', 'datamanager']) {
      const other = dataOf(await stack.gql(persona, q, variables));
      expect(other.viewer.can.addNeighborhood.allowed).toBe(false);
      expect(other.viewer.can.addNeighborhood.reason).toMatch(/nh-mgmt/);
      expect(other.office!.viewerCan.update.allowed).toBe(false);
    }
  });

  it("shows an office's change and node logs, newest first", async () => {
    const id = (await officeByName('1.001.001')).id;
    const { office } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query NeighborhoodsOfficeLogs($id: ID!) {
            office(id: $id) {
              changeLogs {
                commonName
                active
                outreaching
                updatedBy
                updatedDt
              }
              nodeLogs {
                address
                addedDt
                addedBy
                deactivatedDt
              }
            }
          }
        `),
        { id: String(id) },
      ),
    );
    expect(office!.changeLogs.length).toBeGreaterThan(0);
    expect(office!.nodeLogs.length).toBeGreaterThan(0);
    const { rows: nodes } = await stack.db.query<{ address: string }>('SELECT address FROM office_nodes WHERE office_id = $1', [id]);
    expect(office!.nodeLogs.map((n) => n.address).sort()).toEqual(nodes.map((n) => n.address).sort());
    const dates = office!.changeLogs.map((l) => l.updatedDt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(office!.changeLogs[0].updatedBy).toMatch(/\w+ \w+/);
  });
});

describe('addNeighborhood', () => {
  it('refuses staff and datamanager: FORBIDDEN and nothing written', async () => {
    const before = [await count('offices'), await count('office_change_logs')];
    for (const persona of ['staff', 'datamanager']) {
      const { result, requests } = await careApiRequestsDuring(stack, () => add(persona, { name: '1.001.090', commonName: 'ABC 123' }));
      expect(errorCode(result), persona).toBe('FORBIDDEN');
      expect(writes(requests)).toHaveLength(0);
    }
    expect([await count('offices'), await count('office_change_logs')]).toEqual(before);
    expect(await officeByName('1.001.090')).toBeUndefined();
  });

  it('checks the id (shape and market prefix), the common name and duplicates with the exact messages', async () => {
    for (const name of ['1.1.1', '1.001', 'abc', '2.001.050', '1.001.000', '1.0010.001']) {
      const res = await add('nhmanager', { name, commonName: 'ABC 123' });
      expect(errorCode(res), name).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(res), name).toEqual([{ field: 'name', message: NEIGHBORHOOD_ID_MESSAGE }]);
    }
    for (const commonName of ['abc 123', 'AB 123', 'ABC123', 'ABCD 1234', '']) {
      const res = await add('nhmanager', { name: '1.001.091', commonName });
      expect(errorCode(res), commonName).toBe('BAD_USER_INPUT');
      expect(fieldErrorsOf(res)).toContainEqual({ field: 'commonName', message: COMMON_NAME_MESSAGE });
    }
    const { result, requests } = await careApiRequestsDuring(stack, () => add('nhmanager', { name: '1.001.001', commonName: 'ABC 123' }));
    expect(errorMessage(result)).toBe(NEIGHBORHOOD_EXISTS_MESSAGE);
    expect(fieldErrorsOf(result)).toEqual([{ field: 'name', message: NEIGHBORHOOD_EXISTS_MESSAGE }]);
    expect(writes(requests)).toHaveLength(0);
    expect(await officeByName('1.001.091')).toBeUndefined();
  });

  it('adds a neighborhood to a staffed community, answers the text and the office whole, and logs it', async () => {
    const res = dataOf(await add('nhmanager', { name: '1.001.077', commonName: 'NBH 077', outreaching: false }));
    expect(res.addNeighborhood.message).toBe('Neighborhood 1.001.077 added.');
    expect(res.addNeighborhood.offices).toHaveLength(1);
    expect(res.addNeighborhood.offices[0]).toMatchObject({
      name: '1.001.077',
      marketId: HOUSTON,
      communityId: '1.001',
      commonName: 'NBH 077',
      active: true,
      outreaching: false,
      isCommunity: false,
      eligibleMembers: 0,
    });
    const row = await officeByName('1.001.077');
    expect(row).toMatchObject({ common_name: 'NBH 077', active: true, outreaching: false });
    const { rows: logs } = await stack.db.query<{ updated_by_id: number; common_name: string }>(
      'SELECT updated_by_id, common_name FROM office_change_logs WHERE office_id = $1',
      [row.id],
    );
    expect(logs).toEqual([{ updated_by_id: 9, common_name: 'NBH 077' }]);
    // The next listing has it (the gateway's shared office listing was dropped by the write).
    const { offices } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query NeighborhoodsOfficeNames($m: ID) {
            offices(marketId: $m) {
              name
            }
          }
        `),
        { m: HOUSTON },
      ),
    );
    expect(offices.map((o) => o.name)).toContain('1.001.077');
    // Adding it again is a duplicate.
    expect(errorMessage(await add('nhmanager', { name: '1.001.077', commonName: 'NBH 077' }))).toBe(NEIGHBORHOOD_EXISTS_MESSAGE);
  });

  it('creates a missing community row in the same write, then blocks the community until it has an OM and a CD', async () => {
    const res = dataOf(await add('nhmanager', { name: '1.009.001', commonName: 'NEW 001' }));
    expect(res.addNeighborhood.message).toBe('Neighborhood 1.009.001 and community 1.009.000 added.');
    const names = res.addNeighborhood.offices.map((o) => o.name).sort();
    expect(names).toEqual(['1.009.000', '1.009.001']);
    const community = res.addNeighborhood.offices.find((o) => o.name === '1.009.000');
    expect(community!.isCommunity).toBe(true);
    expect(community!.staffingGap).toBe(
      'Community 1.009.000 has no Operations Manager (OM) and no Clinical Director (CD) assigned: assign both before adding a neighborhood.',
    );
    const communityRow = await officeByName('1.009.000');
    expect(communityRow).toBeDefined();
    expect((await stack.db.query('SELECT 1 FROM office_change_logs WHERE office_id = $1', [communityRow.id])).rows).toHaveLength(1);

    const blocked = await add('nhmanager', { name: '1.009.002', commonName: 'NEW 002' });
    expect(errorCode(blocked)).toBe('BAD_USER_INPUT');
    expect(errorMessage(blocked)).toBe(community!.staffingGap);
    expect(await officeByName('1.009.002')).toBeUndefined();

    // An OM alone is not enough: the message names the missing CD.
    await stack.db.query(
      `INSERT INTO market_assignments (office_id, assignment_type_id, employee_id, active_dt) VALUES ($1, 13, 3, now())`,
      [communityRow.id],
    );
    const onlyOm = await add('nhmanager', { name: '1.009.002', commonName: 'NEW 002' });
    expect(errorMessage(onlyOm)).toBe(
      'Community 1.009.000 has no Clinical Director (CD) assigned: assign one before adding a neighborhood.',
    );
    // The Care API enforces it too, whatever the gateway checked.
    const token = await stack.token('nhmanager');
    const direct = await fetch(`${stack.sandboxUrl}/api/Offices`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ marketId: Markets.DEFAULT, name: '1.009.002', commonName: 'NEW 002', active: true, outreaching: true }),
    });
    expect(direct.status).toBe(422);
    expect(uploadAnswer(await direct.text()).message).toMatch(/no Clinical Director \(CD\)/);

    await stack.db.query(
      `INSERT INTO market_assignments (office_id, assignment_type_id, employee_id, active_dt) VALUES ($1, 10, 5, now())`,
      [communityRow.id],
    );
    const added = dataOf(await add('nhmanager', { name: '1.009.002', commonName: 'NEW 002' }));
    expect(added.addNeighborhood.message).toBe('Neighborhood 1.009.002 added.');
  });
});

describe('updateNeighborhood', () => {
  it('refuses staff and datamanager: FORBIDDEN and the office unchanged', async () => {
    const before = await officeByName('1.001.002');
    const logs = await count('office_change_logs');
    for (const persona of ['staff', 'datamanager']) {
      const { result, requests } = await careApiRequestsDuring(stack, () =>
        stack.gql(persona, UPDATE, { id: String(before.id), input: { commonName: 'ZZZ 999', active: false, outreaching: false } }),
      );
      expect(errorCode(result), persona).toBe('FORBIDDEN');
      expect(writes(requests)).toHaveLength(0);
    }
    expect(await officeByName('1.001.002')).toEqual(before);
    expect(await count('office_change_logs')).toBe(logs);
  });

  it('needs a valid common name and a change', async () => {
    const office = await officeByName('1.001.002');
    const bad = await stack.gql('nhmanager', UPDATE, {
      id: String(office.id),
      input: { commonName: 'Main St', active: true, outreaching: true },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(bad)).toEqual([{ field: 'commonName', message: COMMON_NAME_MESSAGE }]);

    await stack.db.query("UPDATE offices SET common_name = 'SAM 002' WHERE id = $1", [office.id]);
    const same = await stack.gql('nhmanager', UPDATE, {
      id: String(office.id),
      input: { commonName: 'SAM 002', active: office.active, outreaching: office.outreaching },
    });
    expect(errorCode(same)).toBe('BAD_USER_INPUT');
    expect(errorMessage(same)).toBe(NO_CHANGE_MESSAGE);
  });

  it('saves the change, answers the text and the office with its new log entry on top', async () => {
    const office = await officeByName('1.001.003');
    const { updateNeighborhood } = dataOf(
      await stack.gql('nhmanager', UPDATE, { id: String(office.id), input: { commonName: 'EDT 003', active: false, outreaching: false } }),
    );
    expect(updateNeighborhood.message).toBe('Neighborhood 1.001.003 saved.');
    expect(updateNeighborhood.offices[0]).toMatchObject({
      id: String(office.id),
      commonName: 'EDT 003',
      active: false,
      outreaching: false,
    });
    expect(updateNeighborhood.offices[0].changeLogs[0]).toMatchObject({
      commonName: 'EDT 003',
      active: false,
      outreaching: false,
      updatedBy: 'Noah Neighborhoods',
    });
    expect(await officeByName('1.001.003')).toMatchObject({ common_name: 'EDT 003', active: false, outreaching: false });
  });
});
