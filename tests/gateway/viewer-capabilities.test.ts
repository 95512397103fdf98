/**
 * `viewer { can { … } }` answers, for each tool-wide action, exactly what the gateway then does:
 * every capability is checked against the real file route or operation, as personas on both
 * sides of each rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';
import { dataOf, download, errorCode } from '../modules/helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const PERSONAS = ['superadmin', 'datamanager', 'deattmanager', 'dncmanager', 'transfermanager', 'calllistmanager', 'cd', 'app', 'staff'];

const CAN = graphql(`
  query Can {
    viewer {
      can {
        manageCampaigns
        exportClaims
        exportMembers
        bulkApproveTerms
        downloadMailingList
        downloadTerminationOverview
        downloadDncReport
        downloadTransferReport
        readAuditTrail
        addMember
      }
    }
  }
`);

type Can = Record<string, boolean>;
const answers = new Map<string, Can>();
async function can(persona: string): Promise<Can> {
  if (!answers.has(persona)) answers.set(persona, dataOf(await stack.gql(persona, CAN)).viewer.can);
  return answers.get(persona)!;
}

/** 200 when the route served the file, 403 when it refused: any other status fails the test. */
async function allowedByRoute(persona: string, path: string): Promise<boolean> {
  const { status } = await download(stack, persona, path);
  expect([200, 403]).toContain(status);
  return status === 200;
}

/** Whether an operation got past its permission check (FORBIDDEN means it did not). */
async function allowedByOperation(persona: string, query: string, variables?: Record<string, unknown>): Promise<boolean> {
  const res = await stack.gql(persona, query, variables);
  return errorCode(res) !== 'FORBIDDEN';
}

describe('viewer.can agrees with what the gateway does', () => {
  it('gives each persona the expected capabilities', async () => {
    // superadmin holds every claim.
    expect(await can('superadmin')).toEqual({
      manageCampaigns: true,
      exportClaims: true,
      exportMembers: true,
      bulkApproveTerms: true,
      downloadMailingList: true,
      downloadTerminationOverview: true,
      downloadDncReport: true,
      downloadTransferReport: true,
      readAuditTrail: true,
      addMember: true,
    });
    expect(await can('staff')).toEqual({
      manageCampaigns: false,
      exportClaims: false,
      exportMembers: false,
      bulkApproveTerms: false,
      downloadMailingList: false,
      downloadTerminationOverview: false,
      downloadDncReport: false,
      downloadTransferReport: false,
      readAuditTrail: false,
      addMember: false,
    });
    expect((await can('deattmanager')).bulkApproveTerms).toBe(true);
    expect((await can('deattmanager')).downloadMailingList).toBe(true);
    expect((await can('cd')).downloadDncReport).toBe(true);
    expect((await can('app')).downloadTransferReport).toBe(true);
    expect((await can('datamanager')).addMember).toBe(true);
  });

  for (const persona of PERSONAS) {
    it(`${persona}: file routes`, async () => {
      const c = await can(persona);
      expect(await allowedByRoute(persona, '/files/dnc/report')).toBe(c.downloadDncReport);
      expect(
        await allowedByRoute(persona, `/files/transfers/processed?start=2020-01-01&end=${new Date().toISOString().slice(0, 10)}`),
      ).toBe(c.downloadTransferReport);
      expect(await allowedByRoute(persona, '/files/deattribution/mailing-list')).toBe(c.downloadMailingList);
      expect(await allowedByRoute(persona, '/files/claims-report')).toBe(c.exportClaims);
      expect(await allowedByRoute(persona, '/files/exports/members.csv')).toBe(c.exportMembers);
    });

    it(`${persona}: operations`, async () => {
      const c = await can(persona);
      expect(await allowedByOperation(persona, '{ auditEvents(take: 1) { totalCount } }')).toBe(c.readAuditTrail);
      expect(await allowedByOperation(persona, '{ campaigns { id } }')).toBe(c.manageCampaigns);
      // A blank note fails the input rule: past the permission check that is BAD_USER_INPUT, and nothing is approved.
      const bulk = 'mutation($input: BulkApproveOmTermsInput!) { bulkApproveOmTerms(input: $input) { approvedCount } }';
      expect(await allowedByOperation(persona, bulk, { input: { note: '', termReasonId: '1' } })).toBe(c.bulkApproveTerms);
      // An empty new member fails the add-member rule: BAD_USER_INPUT past the permission check, nothing is added.
      const add = 'mutation($input: AddMemberInput!) { addMember(input: $input) { id } }';
      const emptyMember = { payerId: '1', hcode: '', hcodeType: '', memberId: '', empi: '', mbi: '', firstName: '', lastName: '' };
      const input = {
        ...emptyMember,
        dateOfBirth: '2000-01-01',
        address1: '',
        city: '',
        state: '',
        zipCode: '',
        marketId: '1',
        homePhone: '',
      };
      expect(await allowedByOperation(persona, add, { input })).toBe(c.addMember);
    });
  }
});
