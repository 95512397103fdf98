/**
 * The audit trail of patient-data access, end to end on one stack: a mutation, a refused
 * mutation, a members CSV export, a refused download and a failed upload each write exactly one
 * event (who, what, which records or filter, outcome), read back through `auditEvents` as a
 * superAdmin; the trail file holds ids only — none of the names, birth dates, phones, addresses
 * or note text the test sent or received; only superAdmins may read it.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { z } from 'zod';
import { execute, parse } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  FileAuditTrail,
  MAX_TARGETS,
  auditMutations,
  idTargets,
  filterTargets,
  type AuditContext,
  type AuditEventInput,
  type AuditTrail,
} from '../../gateway/src/audit/index.ts';
import { auditFilterOf, localDayStart } from '../../web/src/features/audit/audit-filters.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { sendUpstreamFile } from '../../gateway/src/files/download.ts';
import { streamCsvExport } from '../../gateway/src/files/csv-export.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

/** Everything the test typed or received that must never reach the trail. */
const secrets = new Set<string>(['Sam Super', 'Stevie Staff', 'Dana Data', 'Charlie Calls']);

const EVENTS = graphql(`
  query Events(
    $uid: ID
    $action: String
    $actionMatch: AuditActionMatch
    $outcome: AuditOutcome
    $transport: AuditTransport
    $from: DateTime
    $to: DateTime
    $targetId: ID
    $requestId: ID
    $skip: Int
    $take: Int
  ) {
    auditEvents(
      uid: $uid
      action: $action
      actionMatch: $actionMatch
      outcome: $outcome
      transport: $transport
      from: $from
      to: $to
      targetId: $targetId
      requestId: $requestId
      skip: $skip
      take: $take
    ) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      nodes {
        id
        at
        uid
        employeeId
        action
        module
        operation
        targets {
          key
          value
        }
        outcome
        code
        rows
        bytes
        requestId
        transport
      }
    }
  }
`);

interface AuditEventNode {
  id: string;
  at: string;
  uid: string | null;
  /** An ID: the employee id as text. */
  employeeId: string | null;
  action: string;
  module: string | null;
  operation: string | null;
  targets: Array<{ key: string; value: string }>;
  outcome: string;
  code: string | null;
  rows: number | null;
  bytes: number | null;
  requestId: string;
  transport: string;
}

/** One page of the trail: `criteria` are the query's named arguments (uid, action, outcome, …). */
async function auditEvents(criteria: Record<string, unknown>, page: { skip?: number; take?: number } = {}) {
  const res = await stack.gql('superadmin', EVENTS, { ...criteria, ...page });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.auditEvents as {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
    nodes: AuditEventNode[];
  };
}

/** The events one request wrote (a request id per call keeps the tests apart). */
async function eventsOf(requestId: string): Promise<AuditEventNode[]> {
  return (await auditEvents({ requestId })).nodes;
}

const target = (event: AuditEventNode, key: string) => event.targets.filter((t) => t.key === key).map((t) => t.value);

async function fetchAs(persona: string, path: string, requestId: string, init: RequestInit = {}) {
  const headers = {
    authorization: `Bearer ${await stack.token(persona)}`,
    'x-request-id': requestId,
    ...(init.headers as Record<string, string> | undefined),
  };
  const res = await fetch(`${stack.gatewayUrl}${path}`, { ...init, headers });
  return { status: res.status, text: await res.text() };
}

describe('audit trail', () => {
  it('writes one ok event for a mutation, with the id arguments and the answer id, never the typed text', async () => {
    const requestId = `audit-ok-${randomUUID()}`;
    const requestor = 'Jordan Whitfield';
    const userNotes = 'Member Rosalind Quarterman, born 1948-03-17, phone 404-555-0187, 12 Peachtree Lane: page crashed';
    secrets.add(requestor).add('Rosalind Quarterman').add('1948-03-17').add('404-555-0187').add('12 Peachtree Lane');
    const res = await stack.gql(
      'staff',
      graphql(`
        mutation Ticket($input: SupportTicketInput!) {
          createSupportTicket(input: $input) {
            id
          }
        }
      `),
      { input: { subject: 'Audit test subject', requestor, erroredTool: 'Members', userNotes } },
      { headers: { 'x-request-id': requestId } },
    );
    expect(res.body.errors).toBeUndefined();
    const ticketId = res.body.data!.createSupportTicket.id;

    const events = await eventsOf(requestId);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      uid: 'staff',
      employeeId: '13',
      action: 'mutation.createSupportTicket',
      module: 'support',
      operation: 'Ticket',
      outcome: 'OK',
      code: null,
      requestId,
      transport: 'HTTP',
    });
    expect(target(event, 'resultId')).toEqual([ticketId]);
    expect(Date.now() - Date.parse(event.at)).toBeLessThan(60_000);
  });

  it('writes one forbidden event for a refused mutation (staff approving an eligibility change)', async () => {
    const { rows } = await stack.db.query<{ id: number; status: string }>(
      `SELECT id, status FROM eligibility_changes WHERE status = 'PendingCmdReview' ORDER BY id LIMIT 1`,
    );
    const changeId = rows[0].id;
    const requestId = `audit-forbidden-${randomUUID()}`;
    const note = 'Approved after talking to Marguerite Okonkwo-Bell about her diagnosis';
    secrets.add(note).add('Marguerite Okonkwo-Bell');
    const res = await stack.gql(
      'staff',
      graphql(`
        mutation Approve($input: EligibilityDecisionInput!) {
          approveEligibilityChange(input: $input) {
            change {
              id
              status
            }
          }
        }
      `),
      { input: { id: String(changeId), note } },
      { headers: { 'x-request-id': requestId } },
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Nothing changed upstream.
    expect(
      (await stack.db.query<{ status: string }>('SELECT status FROM eligibility_changes WHERE id = $1', [changeId])).rows[0].status,
    ).toBe(rows[0].status);

    const events = await eventsOf(requestId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: 'staff',
      action: 'mutation.approveEligibilityChange',
      module: 'deattribution',
      operation: 'Approve',
      outcome: 'FORBIDDEN',
      code: 'FORBIDDEN',
      transport: 'HTTP',
    });
    expect(target(events[0], 'id')).toEqual([String(changeId)]);
    expect(target(events[0], 'changeId')).toEqual([String(changeId)]);
  });

  it('records a refusal by the @auth directive and a mutation over WebSocket', async () => {
    const requestId = `audit-directive-${randomUUID()}`;
    const res = await stack.gql(
      'staff',
      graphql(`
        mutation AuditGrantClaim {
          grantClaim(uid: "staff", claim: SUPER_ADMIN) {
            uid
          }
        }
      `),
      undefined,
      {
        headers: { 'x-request-id': requestId },
      },
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [refusal, ...more] = await eventsOf(requestId);
    expect(more).toHaveLength(0);
    expect(refusal).toMatchObject({ uid: 'staff', action: 'mutation.grantClaim', module: 'admin', outcome: 'FORBIDDEN' });
    expect(refusal.targets).toEqual(
      expect.arrayContaining([
        { key: 'uid', value: 'staff' },
        { key: 'claim', value: 'SUPER_ADMIN' },
      ]),
    );

    const client = stack.ws('datamanager');
    const answer = await new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        {
          query: 'mutation WsTicket($input: SupportTicketInput!) { createSupportTicket(input: $input) { id } }',
          variables: { input: { subject: 'Over the socket', requestor: 'Dana', erroredTool: 'Members', userNotes: 'Steps' } },
        },
        { next: resolve, error: reject, complete: () => undefined },
      );
    });
    const ticketId = z.object({ data: z.object({ createSupportTicket: z.object({ id: z.string() }) }) }).parse(answer).data
      .createSupportTicket.id;
    const { nodes } = await auditEvents({
      uid: 'datamanager',
      action: 'mutation.createSupportTicket',
      transport: 'WS',
      targetId: ticketId,
    });
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({ outcome: 'OK', operation: 'WsTicket', module: 'support' });
  });

  it('writes one event for a members CSV export: the rows and the filter fields, never the values', async () => {
    const {
      rows: [member],
    } = await stack.db.query<{ last_name: string }>(
      `SELECT last_name FROM members GROUP BY last_name HAVING count(*) BETWEEN 2 AND 40 ORDER BY last_name LIMIT 1`,
    );
    const lastName = member.last_name;
    secrets.add(lastName);
    const requestId = `audit-export-${randomUUID()}`;
    const filters = JSON.stringify([{ field: 'LAST_NAME', matchMode: 'EQUALS', value: lastName }]);
    const res = await fetchAs('superadmin', `/files/exports/members.csv?filters=${encodeURIComponent(filters)}`, requestId);
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const header = lines[0].split(',');
    const dataLines = lines.slice(1);
    expect(dataLines.length).toBeGreaterThanOrEqual(2);
    // Every personal cell of the exported rows is something the trail must never hold.
    const personal = ['First Name', 'Last Name', 'Date of Birth', 'MBI', 'Home Phone', 'Mobile Phone', 'Email', 'Address'].map((h) =>
      header.indexOf(h),
    );
    for (const line of dataLines) {
      const cells = line.split(',');
      for (const i of personal) if (i >= 0 && cells[i] && cells[i].length >= 4) secrets.add(cells[i].replace(/^"|"$/g, ''));
    }

    const events = await eventsOf(requestId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: 'superadmin',
      action: 'members.export',
      module: 'members',
      operation: 'GET /files/exports/members.csv',
      outcome: 'OK',
      rows: dataLines.length,
      transport: 'FILE',
    });
    expect(events[0].targets).toEqual([{ key: 'filter', value: 'LAST_NAME:EQUALS' }]);
  });

  it('writes one forbidden event for a refused download', async () => {
    const requestId = `audit-refused-download-${randomUUID()}`;
    const res = await fetchAs('staff', '/files/deattribution/mailing-list', requestId);
    expect(res.status).toBe(403);
    const events = await eventsOf(requestId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: 'staff',
      action: 'deattribution.mailingList',
      module: 'deattribution',
      operation: 'GET /files/deattribution/mailing-list',
      outcome: 'FORBIDDEN',
      code: 'FORBIDDEN',
      transport: 'FILE',
    });
  });

  it('writes one failed event for an upload that is not a workbook, with its size but not its name or content', async () => {
    const requestId = `audit-upload-${randomUUID()}`;
    const filterName = 'Beatrix Vandermolen outreach';
    const body = Buffer.from('aaneelId\nA-778812 Cornelius Ashgrove\n');
    secrets.add('Beatrix Vandermolen').add('Cornelius Ashgrove');
    const res = await fetchAs('calllistmanager', `/files/uploads/call-list-filters?${new URLSearchParams({ filterName })}`, requestId, {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: new Uint8Array(body),
    });
    expect(res.status).toBe(400);
    const events = await eventsOf(requestId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: 'calllistmanager',
      action: 'callListFilter.upload',
      module: 'campaigns',
      operation: 'POST /files/uploads/call-list-filters',
      outcome: 'FAILED',
      code: 'BAD_USER_INPUT',
      bytes: body.length,
      transport: 'FILE',
    });
  });

  it('filters by action prefix, outcome, user, target and time, newest first with paging', async () => {
    const all = await auditEvents({}, { take: 200 });
    expect(all.totalCount).toBeGreaterThanOrEqual(7);
    const times = all.nodes.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const mutations = await auditEvents({ action: 'mutation.', actionMatch: 'PREFIX' });
    expect(mutations.totalCount).toBeGreaterThanOrEqual(4);
    expect(mutations.nodes.every((e) => e.action.startsWith('mutation.'))).toBe(true);
    expect((await auditEvents({ action: 'mutation.' })).totalCount).toBe(0);

    const forbidden = await auditEvents({ outcome: 'FORBIDDEN', uid: 'staff' });
    expect(forbidden.totalCount).toBe(3);
    expect(forbidden.nodes.map((e) => e.action).sort()).toEqual([
      'deattribution.mailingList',
      'mutation.approveEligibilityChange',
      'mutation.grantClaim',
    ]);

    const second = await auditEvents({}, { skip: 1, take: 2 });
    expect(second.nodes.map((e) => e.id)).toEqual(all.nodes.slice(1, 3).map((e) => e.id));
    expect(second.totalCount).toBe(all.totalCount);
    expect(second.pageInfo).toEqual({ hasNextPage: all.totalCount > 3, hasPreviousPage: true });
    const lastPage = await auditEvents({}, { skip: all.totalCount - 1, take: 2 });
    expect(lastPage.nodes).toHaveLength(1);
    expect(lastPage.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    expect((await auditEvents({ from: '2099-01-01T00:00:00Z' })).pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });

    const newest = all.nodes[0];
    expect((await auditEvents({ from: newest.at })).nodes.map((e) => e.id)).toContain(newest.id);
    expect((await auditEvents({ to: newest.at })).nodes.map((e) => e.id)).not.toContain(newest.id);
    expect((await auditEvents({ from: '2099-01-01T00:00:00Z' })).totalCount).toBe(0);

    const bad = await stack.gql('superadmin', EVENTS, { skip: -1, take: 5 });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps ids only: no name, birth date, phone, address or note the test sent or received is in the file', () => {
    const text = readFileSync(stack.auditLogFile, 'utf8');
    const lines = text.trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(7);
    for (const line of lines) expect((): unknown => JSON.parse(line)).not.toThrow();
    expect(secrets.size).toBeGreaterThan(15);
    const leaked = [...secrets].filter((s) => text.toLowerCase().includes(s.toLowerCase()));
    expect(leaked).toEqual([]);
    // Readable by the gateway's user only.
    expect(statSync(stack.auditLogFile).mode & 0o777).toBe(0o600);
  });

  it('answers FORBIDDEN to anyone but a superAdmin', async () => {
    for (const persona of ['datamanager', 'staff']) {
      const res = await stack.gql(persona, EVENTS, {});
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.body.data?.auditEvents ?? null).toBeNull();
    }
  });
});

describe('audit trail file', () => {
  it('keeps the gateway from starting when the trail cannot be written', async () => {
    const { startGateway } = await import('../../gateway/src/index.ts');
    // A plain file where the trail's folder should be: nothing can be created under it.
    const dir = mkdtempSync(join(tmpdir(), 'audit-blocked-'));
    const blocker = join(dir, 'not-a-folder');
    appendFileSync(blocker, '');
    try {
      await expect(startGateway({ PORT: '0', LOG_LEVEL: 'silent', AUDIT_LOG_FILE: join(blocker, 'audit.jsonl') })).rejects.toThrow(
        /AUDIT_LOG_FILE=.*not-a-folder\/audit\.jsonl cannot be written \(E[A-Z]+\)/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const event = (i: number): AuditEventInput => ({
    uid: `u-${i % 7}`,
    employeeId: i,
    action: i % 2 ? 'members.export' : 'mutation.logCall',
    module: null,
    operation: null,
    targets: [{ key: 'memberId', value: String(i) }],
    outcome: 'ok',
    code: null,
    rows: i,
    bytes: null,
    requestId: `r-${i}`,
    transport: 'file',
  });

  it('creates its folder and a 0600 file, never interleaves lines, and pages newest first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-unit-'));
    const file = join(dir, 'nested', 'deeper', 'audit.jsonl');
    const trail = new FileAuditTrail(file);
    try {
      // 2,000 events recorded in one burst, while the first writes are still in flight.
      const recorded = Array.from({ length: 2000 }, (_, i) => trail.record(event(i)));
      await Promise.all(recorded);
      await trail.flush();
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
      expect(lines).toHaveLength(2000);
      expect(lines.map((l) => z.object({ requestId: z.string() }).parse(JSON.parse(l)).requestId)).toEqual(
        Array.from({ length: 2000 }, (_, i) => `r-${i}`),
      );

      // A line cut short (a crash mid-write) is skipped by readers.
      appendFileSync(file, '{"id":"broken","at":"2026');
      const page = await trail.query({ action: 'members.', actionMatch: 'prefix', uid: 'u-3' }, { skip: 2, take: 3 });
      const matching = Array.from({ length: 2000 }, (_, i) => i)
        .filter((i) => i % 2 === 1 && i % 7 === 3)
        .reverse();
      expect(page.totalCount).toBe(matching.length);
      expect(page.nodes.map((e) => e.employeeId)).toEqual(matching.slice(2, 5));
      expect((await trail.query({ targetId: '1999' }, { skip: 0, take: 10 })).nodes.map((e) => e.requestId)).toEqual(['r-1999']);

      // After a restart the next event starts on its own line, after the broken one.
      await trail.close();
      const restarted = new FileAuditTrail(file);
      await restarted.record(event(2000));
      const after = await restarted.query({ requestId: 'r-2000' }, { skip: 0, take: 5 });
      await restarted.close();
      expect(after.nodes).toHaveLength(1);
      expect((await new FileAuditTrail(file).query({}, { skip: 0, take: 1 })).totalCount).toBe(2001);
    } finally {
      await trail.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the order of event and answer', () => {
  it("hands a mutation's answer on only once the trail's store holds its event", async () => {
    const recorded: AuditEventInput[] = [];
    let store: (() => void) | undefined;
    // A store that holds each event until the test lets it through.
    const trail: AuditTrail = {
      store: 'redis',
      record(input) {
        recorded.push(input);
        return new Promise((resolve) => {
          store = () => resolve({ ...input, id: 'e-1', at: new Date().toISOString() });
        });
      },
      flush: () => Promise.resolve(),
      ready: () => Promise.resolve(),
      close: () => Promise.resolve(),
      query: () => Promise.resolve({ nodes: [], totalCount: 0 }),
    };
    const schema = auditMutations(
      makeExecutableSchema({
        typeDefs: 'type Query { ok: Boolean } type Mutation { touch(memberId: ID!): Boolean }',
        resolvers: { Mutation: { touch: () => true } },
      }),
      () => 'members',
    );
    const ctx: AuditContext = {
      viewer: { uid: 'datamanager', name: null, email: null, employeeId: 2, claims: new Set(), token: '' },
      log: pino({ level: 'silent' }),
      audit: trail,
      requestId: 'req-order',
    };
    let answered = false;
    const answer = Promise.resolve(execute({ schema, document: parse('mutation { touch(memberId: "5") }'), contextValue: ctx })).then(
      (result) => {
        answered = true;
        return result;
      },
    );
    await expect.poll(() => recorded.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    store!();
    expect((await answer).data).toEqual({ touch: true });
    expect(recorded[0]).toMatchObject({ action: 'mutation.touch', outcome: 'ok', targets: [{ key: 'memberId', value: '5' }] });
  });
});

describe('audit targets and page filters', () => {
  it('keeps id-shaped values under id keys only, and caps the list', async () => {
    const targets = idTargets({
      id: '12',
      memberIds: [1, 2, 'Jane Roe'],
      note: 'Jane Roe 1950-01-01',
      input: { termReasonId: 7, transitionPlan: 'call her daughter', nested: [{ officeId: 3 }] },
      uid: 'someone@example.org',
    });
    expect(targets).toEqual([
      { key: 'id', value: '12' },
      { key: 'memberIds', value: '1' },
      { key: 'memberIds', value: '2' },
      { key: 'termReasonId', value: '7' },
      { key: 'officeId', value: '3' },
    ]);
    expect(filterTargets([{ field: 'LAST_NAME', matchMode: 'CONTAINS', value: 'Roe' } as { field: string; matchMode: string }])).toEqual([
      { key: 'filter', value: 'LAST_NAME:CONTAINS' },
    ]);

    const dir = mkdtempSync(join(tmpdir(), 'audit-cap-'));
    const trail = new FileAuditTrail(join(dir, 'a.jsonl'));
    const many = Array.from({ length: 80 }, (_, i) => ({ key: 'memberIds', value: String(i) }));
    const event = await trail.record({
      uid: 'x',
      employeeId: null,
      action: 'a',
      module: null,
      operation: null,
      targets: many,
      outcome: 'ok',
      code: null,
      rows: null,
      bytes: null,
      requestId: 'r',
      transport: 'http',
    });
    expect(event.targets).toHaveLength(MAX_TARGETS);
    expect(event.targets.at(-1)).toEqual({ key: 'more', value: String(80 - (MAX_TARGETS - 1)) });
    return trail.close().finally(() => rmSync(dir, { recursive: true, force: true }));
  });

  it("maps the page's column and toolbar filters to the query's named criteria", () => {
    const state = {
      filters: {
        uid: { matchMode: 'EQUALS' as const, value: ' staff ' },
        action: { matchMode: 'STARTS_WITH' as const, value: 'mutation.' },
        targets: { matchMode: 'EQUALS' as const, value: '' },
      },
      sorting: [],
      pageIndex: 0,
      pageSize: 20,
    };
    const filter = auditFilterOf(state, { outcome: 'FORBIDDEN', from: '2026-03-01', to: '2026-03-01' });
    expect(filter).toEqual({
      uid: 'staff',
      action: 'mutation.',
      actionMatch: 'PREFIX',
      outcome: 'FORBIDDEN',
      from: localDayStart('2026-03-01'),
      to: localDayStart('2026-03-02'),
    });
    expect(Date.parse(filter.to!) - Date.parse(filter.from!)).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(
      auditFilterOf(
        { ...state, filters: { action: { matchMode: 'EQUALS', value: 'members.export' } } },
        { outcome: '', from: '', to: 'bad' },
      ),
    ).toEqual({
      action: 'members.export',
      actionMatch: 'EXACT',
    });
  });
});

describe('download and export outcomes', () => {
  /** Serves one response through `serve`, lets `client` read it, and answers the trail's one event. */
  async function outcome(serve: (res: ServerResponse, ctx: AuditContext) => Promise<unknown>, client: (url: string) => Promise<unknown>) {
    const dir = mkdtempSync(join(tmpdir(), 'audit-files-'));
    const trail = new FileAuditTrail(join(dir, 'audit.jsonl'));
    const ctx: AuditContext = {
      viewer: { uid: 'datamanager', name: null, email: null, employeeId: 2, claims: new Set(), token: '' },
      log: pino({ level: 'silent' }),
      audit: trail,
      requestId: 'req-1',
    };
    let served!: Promise<unknown>;
    const server = createServer((_req, res) => {
      served = serve(res, ctx).catch(() => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await client(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`).catch(() => undefined);
      await expect.poll(() => served !== undefined).toBe(true);
      await served;
      const { nodes } = await trail.query({}, { skip: 0, take: 10 });
      return nodes;
    } finally {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await trail.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const file = (stream: Readable) => ({ stream, fileName: 'report.xlsx', contentType: 'application/octet-stream' });
  const readAll = async (url: string) => (await fetch(url)).arrayBuffer();

  it('download: ok with the bytes sent', async () => {
    const nodes = await outcome(
      (res, ctx) =>
        sendUpstreamFile(res, file(Readable.from([Buffer.from('hello'), Buffer.from(' world')])), {
          ctx,
          what: 'x.report',
          targets: { changeId: 5 },
        }),
      readAll,
    );
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({
      action: 'x.report',
      outcome: 'ok',
      bytes: 11,
      uid: 'datamanager',
      targets: [{ key: 'changeId', value: '5' }],
    });
  });

  it('download: failed when the Care API call is refused before the first byte, or its stream breaks', async () => {
    const { forbidden } = await import('../../gateway/src/errors.ts');
    const refusedBefore = await outcome(async (res, ctx) => {
      await sendUpstreamFile(res, Promise.reject(forbidden('no')), { ctx, what: 'x.report' }).catch(() => res.writeHead(403).end());
    }, readAll);
    expect(refusedBefore).toMatchObject([{ outcome: 'forbidden', code: 'FORBIDDEN' }]);

    const broken = await outcome((res, ctx) => {
      const stream = new PassThrough();
      stream.write('partial');
      setTimeout(() => stream.destroy(new Error('socket hang up')), 50);
      return sendUpstreamFile(res, file(stream), { ctx, what: 'x.report' });
    }, readAll);
    expect(broken).toMatchObject([{ outcome: 'failed', code: 'UPSTREAM_ERROR', bytes: 7 }]);
  });

  it('download and CSV export: aborted when the browser leaves first', async () => {
    const leave = async (url: string) => {
      const controller = new AbortController();
      const res = await fetch(url, { signal: controller.signal });
      const reader = res.body!.getReader();
      await reader.read();
      controller.abort();
    };
    const download = await outcome((res, ctx) => {
      const stream = new PassThrough();
      stream.write(Buffer.alloc(1024));
      return sendUpstreamFile(res, file(stream), { ctx, what: 'x.report' });
    }, leave);
    expect(download).toMatchObject([{ outcome: 'aborted', code: 'CLIENT_CLOSED' }]);

    const csv = await outcome(
      (res, ctx) =>
        streamCsvExport(res, {
          label: 'members',
          pageSize: 100,
          columns: [{ header: 'Id', value: (r: { id: number }) => r.id }],
          // Endless pages, slowly: only the browser leaving ends this export.
          fetchPage: async (skip, take) => {
            await new Promise((r) => setTimeout(r, 20));
            return Array.from({ length: take }, (_, i) => ({ id: skip + i }));
          },
          audit: { ctx, what: 'members.export', filters: [{ field: 'LAST_NAME', matchMode: 'EQUALS' }] },
        }),
      leave,
    );
    expect(csv).toHaveLength(1);
    expect(csv[0]).toMatchObject({ action: 'members.export', outcome: 'aborted', targets: [{ key: 'filter', value: 'LAST_NAME:EQUALS' }] });
    expect(csv[0].rows).toBeGreaterThan(0);
  });
});
