/**
 * Add member through the gateway, against the real sandbox: `viewer.can.addMember` for data
 * management and for personas without it; the data manager adds a member (one POST upstream)
 * whose record then shows its phone, address and e-mail; the wizard's rule failures answer
 * BAD_USER_INPUT with field errors and write nothing; a duplicate member id of the same payer is
 * refused by the Care API; staff and agents get FORBIDDEN with nothing written or sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Markets } from '@luminate/schema/constants';
import {
  PAYER_NOT_PICKABLE_MESSAGE,
  SELF_PAY_PAYER,
  addMemberRule,
  bulkApproveRule,
  isPickablePayer,
  pickablePayers,
  unpickablePayerIds,
} from '@luminate/schema/rules';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;
let payerId: string;
let otherPayerId: string;
/** A zip of a live neighborhood of the default market, and the offices with a node there. */
let officeZip: string;
let zipOffices: number[];

beforeAll(async () => {
  stack = await startStack();
  const payers = dataOf(
    await stack.gql(
      'datamanager',
      graphql(`
        query MembersAddPayers {
          payers {
            id
            name
          }
        }
      `),
    ),
  ).payers as Array<{ id: string }>;
  [payerId, otherPayerId] = payers.map((p) => p.id);
  const { rows } = await stack.db.query<{ zip: string }>(
    `SELECT n.zip FROM office_nodes n JOIN offices o ON o.id = n.office_id
     WHERE o.market_id = $1 AND o.active AND NOT o.deleted AND o.name NOT LIKE '%.000' AND n.deactivated_dt IS NULL
     ORDER BY o.name LIMIT 1`,
    [Markets.DEFAULT],
  );
  officeZip = rows[0].zip;
  zipOffices = (
    await stack.db.query<{ office_id: number }>('SELECT office_id FROM office_nodes WHERE zip = $1 AND deactivated_dt IS NULL', [officeZip])
  ).rows.map((r) => r.office_id);
});
afterAll(async () => {
  await stack?.close();
});

const ADD = graphql(`
  mutation AddMember($input: AddMemberInput!) {
    addMember(input: $input) {
      id
      aaneelId
    }
  }
`);
const RECORD = graphql(`
  query MembersAddMemberRecord($id: ID!) {
    memberRecord(id: $id) {
      id
      aaneelId
      fullName
      dateOfBirth
      gender
      memberId
      mbi
      payerName
      homePhone
      activeAddress
      marketId
      officeId
      eligible
      engaged
      phoneNumbers {
        number
        type
        valid
      }
      addresses {
        formattedAddress
        address1
        city
        state
        zip
        primary
        active
      }
      emails {
        address
        valid
      }
    }
  }
`);

let sequence = 0;
/** A valid wizard input with a member id not used before. */
function newMember(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    payerId,
    hcode: 'h1234',
    hcodeType: 'MAPD',
    memberId: `NEW-${Date.now()}-${sequence}`,
    empi: `E${sequence}00042`,
    mbi: '1eg4te5mk73',
    firstName: 'Wren',
    lastName: 'Addison',
    dateOfBirth: '1948-06-15',
    address1: '1200 Intake Way',
    address2: 'Apt 4',
    city: 'Houston',
    state: 'TX',
    zipCode: officeZip,
    county: 'Harris',
    marketId: String(Markets.DEFAULT),
    homePhone: '+1 (713) 555-0123',
    email: 'wren.addison@example.com',
    gender: 'F',
    ...overrides,
  };
}

const memberCount = async () => (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members')).rows[0].n;
const writes = (requests: Array<{ method: string; path: string }>) => requests.filter((r) => r.method !== 'GET');

describe('viewer.can.addMember', () => {
  it('is true for data management only', async () => {
    const can = async (persona: string) =>
      dataOf(
        await stack.gql(
          persona,
          graphql(`
            query MembersAddViewer {
              viewer {
                can {
                  addMember
                }
              }
            }
          `),
        ),
      ).viewer.can.addMember;
    expect(await can('datamanager')).toBe(true);
    expect(await can('superadmin')).toBe(true);
    expect(await can('staff')).toBe(false);
    expect(await can('agent')).toBe(false);
    expect(await can('dncmanager')).toBe(false);
  });
});

describe('addMember', () => {
  it('adds the member with one POST; its record shows the phone, address and e-mail', async () => {
    const before = await memberCount();
    const input = newMember();
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('datamanager', ADD, { input }));
    const created = dataOf(result).addMember;
    expect(created.aaneelId).toMatch(/^A\d{9}$/);
    expect(writes(requests)).toEqual([{ method: 'POST', path: '/api/Members' }]);
    expect(await memberCount()).toBe(before + 1);

    const record = dataOf(await stack.gql('datamanager', RECORD, { id: created.id })).memberRecord;
    expect(record).toMatchObject({
      id: created.id,
      aaneelId: created.aaneelId,
      fullName: 'Wren Addison',
      dateOfBirth: '1948-06-15',
      gender: 'F',
      memberId: input.memberId,
      mbi: '1EG4TE5MK73',
      homePhone: '7135550123',
      marketId: String(Markets.DEFAULT),
      eligible: true,
      engaged: false,
    });
    expect(zipOffices).toContain(Number(record!.officeId));
    expect(record!.phoneNumbers).toEqual([{ number: '7135550123', type: 'Home', valid: true }]);
    expect(record!.addresses).toEqual([
      {
        formattedAddress: `1200 Intake Way, Apt 4, Houston, TX ${officeZip}`,
        address1: '1200 Intake Way',
        city: 'Houston',
        state: 'TX',
        zip: officeZip,
        primary: true,
        active: true,
      },
    ]);
    expect(record!.emails).toEqual([{ address: 'wren.addison@example.com', valid: true }]);
    expect(record!.activeAddress).toContain('1200 Intake Way');

    const { rows } = await stack.db.query<Record<string, unknown>>(
      `SELECT m.hcode, m.hcode_type, m.empi, m.payer_id, (SELECT count(*)::int FROM member_metrics x WHERE x.member_id = m.id) AS metrics
       FROM members m WHERE m.id = $1`,
      [Number(created.id)],
    );
    expect(rows[0]).toEqual({ hcode: 'H1234', hcode_type: 'MAPD', empi: input.empi, payer_id: Number(payerId), metrics: 1 });
  });

  it('refuses a second member with the same member id for the payer, and takes it for another payer', async () => {
    const input = newMember();
    dataOf(await stack.gql('datamanager', ADD, { input }));
    const before = await memberCount();
    const again = await stack.gql('datamanager', ADD, { input: { ...input, firstName: 'Other' } });
    expect(errorCode(again)).toBe('UNPROCESSABLE');
    expect(again.body.errors![0].message).toBe('This payer already has a member with this member id');
    expect(await memberCount()).toBe(before);
    dataOf(await stack.gql('datamanager', ADD, { input: { ...input, payerId: otherPayerId } }));
    expect(await memberCount()).toBe(before + 1);
  });

  it('answers the rule failures with BAD_USER_INPUT and field errors, and writes nothing', async () => {
    const before = await memberCount();
    const bad = newMember({
      hcode: ' ',
      firstName: '',
      dateOfBirth: '2999-01-01',
      state: 'ZZ',
      zipCode: '7701',
      homePhone: '555-0123',
      email: 'not-an-email',
      gender: 'X',
    });
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('datamanager', ADD, { input: bad }));
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    const fieldErrors = result.body.errors![0].extensions!.fieldErrors as Array<{ field: string; message: string }>;
    expect(Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]))).toEqual({
      hcode: 'Hcode is required',
      firstName: 'First name is required',
      dateOfBirth: 'Date of birth must be in the past',
      state: 'Choose a state from the list',
      zipCode: 'Zip must be 5 digits',
      homePhone: 'Phone must be 10 digits',
      email: 'Email must look like name@example.com',
      gender: 'Choose Male, Female or Other',
    });
    expect(writes(requests)).toEqual([]);
    expect(await memberCount()).toBe(before);

    const invalidDate = await stack.gql('datamanager', ADD, { input: newMember({ dateOfBirth: '1950-02-30' }) });
    expect(errorCode(invalidDate)).toBe('BAD_USER_INPUT');
    expect(await memberCount()).toBe(before);
  });

  it('refuses SelfPay as the payer with BAD_USER_INPUT on the payer field, and writes nothing', async () => {
    const { rows } = await stack.db.query<{ id: number }>('SELECT id FROM payers WHERE name = $1', [SELF_PAY_PAYER]);
    const before = await memberCount();
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('datamanager', ADD, { input: newMember({ payerId: String(rows[0].id) }) }),
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.body.errors![0].extensions!.fieldErrors).toEqual([{ field: 'payerId', message: PAYER_NOT_PICKABLE_MESSAGE }]);
    expect(writes(requests)).toEqual([]);
    expect(await memberCount()).toBe(before);
  });

  for (const persona of ['staff', 'agent']) {
    it(`refuses ${persona} (no dataMgmt) with FORBIDDEN: nothing sent, nothing written`, async () => {
      const before = await memberCount();
      const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql(persona, ADD, { input: newMember() }));
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(writes(requests)).toEqual([]);
      expect(await memberCount()).toBe(before);
    });
  }
});

describe("the payer pickers' rule", () => {
  const payers = [
    { id: 1, name: 'Aetna' },
    { id: 9, name: SELF_PAY_PAYER },
    { id: 3, name: 'Humana' },
  ];

  it('offers every payer but SelfPay, in the order given, and names SelfPay as the one to refuse', () => {
    expect(pickablePayers(payers).map((p) => p.name)).toEqual(['Aetna', 'Humana']);
    expect(isPickablePayer({ name: 'SelfPay' })).toBe(false);
    expect(isPickablePayer({ name: 'Self Pay Plus' })).toBe(true);
    expect(unpickablePayerIds(payers)).toEqual([9]);
    expect(unpickablePayerIds([{ id: '9', name: SELF_PAY_PAYER }])).toEqual(['9']);
  });

  it('refuses SelfPay in the add member and bulk approve rules, and accepts the others', () => {
    const member = { ...newMember(), payerId: 9 };
    const rule = addMemberRule({ today: '2026-01-01', stateAbbrevs: ['TX'], unpickablePayerIds: [9] });
    const refused = rule.safeParse(member);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['payerId', PAYER_NOT_PICKABLE_MESSAGE]);
    expect(rule.safeParse({ ...member, payerId: 1 }).error?.issues.some((i) => i.path[0] === 'payerId')).toBeFalsy();

    const bulk = bulkApproveRule([9]);
    expect(bulk.safeParse({ note: 'All', termReasonId: 984000014, payerId: 9 }).error?.issues[0].message).toBe(PAYER_NOT_PICKABLE_MESSAGE);
    expect(bulk.safeParse({ note: 'All', termReasonId: 984000014, payerId: 1 }).success).toBe(true);
    expect(bulk.safeParse({ note: 'All', termReasonId: 984000014, payerId: null }).success).toBe(true);
  });
});
