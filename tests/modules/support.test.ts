/**
 * Create Ticket through the gateway against the real sandbox: the ticket is stored once,
 * invalid input never leaves the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const mutation = graphql(`
  mutation SupportCreateSupportTicket($input: SupportTicketInput!) {
    createSupportTicket(input: $input) {
      id
    }
  }
`);
const ticket = {
  subject: 'Members page error',
  requestor: 'staff@example.org',
  erroredTool: 'Members',
  userNotes: 'Opened a member, pressed Save, got an error.',
  fileName: 'screen.png',
  logs: ['GET /member/1 500', 'UPSTREAM_ERROR'],
};

async function ticketCount(): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from support_tickets');
  return rows[0].n;
}

describe('createSupportTicket', () => {
  it('opens exactly one ticket for any signed-in user and answers its id', async () => {
    const before = await ticketCount();
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('staff', mutation, { input: ticket }));
    const { createSupportTicket } = dataOf(result);
    expect(createSupportTicket.id).toMatch(/^\d+$/);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(await ticketCount()).toBe(before + 1);

    const second = dataOf(await stack.gql('staff', mutation, { input: { ...ticket, fileName: null, logs: null } })).createSupportTicket;
    expect(Number(second.id)).toBeGreaterThan(Number(createSupportTicket.id));
  });

  it('refuses a ticket without steps to replicate before calling the Care API', async () => {
    const before = await ticketCount();
    const { result, requests } = await careApiRequestsDuring(stack, () =>
      stack.gql('staff', mutation, { input: { ...ticket, userNotes: '   ', erroredTool: '' } }),
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(errorMessage(result)).toContain('Steps To Replicate is required');
    expect(errorMessage(result)).toContain('Tool is required');
    expect(requests).toHaveLength(0);
    expect(await ticketCount()).toBe(before);
  });

  it('requires a signed-in user', async () => {
    expect((await stack.gql(null, mutation, { input: ticket })).status).toBe(401);
  });
});
