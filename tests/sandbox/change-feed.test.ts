/**
 * The approval queues' change feed (GET /api/Changes): rows changed by the Care API's routes and
 * by writers outside them (the mail house, plain SQL) are listed in order, a long poll answers as
 * soon as a change is committed, pages are bounded, and only the gateway's service token with the
 * approvals.changes scope may read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_CHANGES_PAGE, ApprovalChangesDto } from '@luminate/schema/rest';
import { getServiceToken } from '../../sandbox/src/idp/service-client.ts';
import { answerOf, messageOf, startTestSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
let feedToken: string;

beforeAll(async () => {
  t = await startTestSandbox();
  feedToken = await getServiceToken({ issuer: t.sandbox.issuer, scope: 'approvals.changes' });
});
afterAll(() => t?.sandbox.close());

async function changes(query: string, token: string | null = feedToken): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${t.sandbox.url}/api/Changes${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body: unknown = await res.json();
  return { status: res.status, body, ms: performance.now() - started };
}

async function newest(): Promise<number> {
  const { status, body } = await changes('');
  expect(status).toBe(200);
  return ApprovalChangesDto.parse(body).seq;
}

async function pendingDncId(approvalType: 'Cd' | 'Om'): Promise<number> {
  const { rows } = await t.sandbox.db.query<{ id: number }>(
    'SELECT id FROM dnc_logs WHERE approved IS NULL AND approval_type = $1 ORDER BY id LIMIT 1',
    [approvalType],
  );
  return rows[0].id;
}

describe('who may read the feed', () => {
  it('refuses no token (401), user tokens and the hub-only service token (403)', async () => {
    expect((await changes('', null)).status).toBe(401);
    expect((await changes('', await t.token('superadmin'))).status).toBe(403);
    expect((await changes('', await t.token('dncmanager'))).status).toBe(403);
    const hubOnly = await getServiceToken({ issuer: t.sandbox.issuer });
    const refused = await changes('', hubOnly);
    expect(refused.status).toBe(403);
    expect(messageOf(refused.body)).toMatch(/approvals\.changes/);
  });

  it('is refused on every other Care API route with the feed token', async () => {
    const res = await fetch(`${t.sandbox.url}/api/Markets`, { headers: { authorization: `Bearer ${feedToken}` } });
    expect(res.status).toBe(401);
  });

  it('checks its parameters', async () => {
    expect((await changes('?after=-1')).status).toBe(400);
    expect((await changes('?after=0&waitMs=25001')).status).toBe(400);
  });
});

describe('reading the feed', () => {
  it('answers the newest position at once without `after`, and is not counted as the gateway upstream traffic', async () => {
    t.sandbox.requests.reset();
    const answer = await changes('?waitMs=5000');
    expect(answer.status).toBe(200);
    expect(answerOf(ApprovalChangesDto, answer.body).changes).toEqual([]);
    expect(answer.ms).toBeLessThan(1000);
    expect(t.sandbox.requests.count()).toBe(0);
  });

  it('waits for a decision made through the Care API and answers within a moment of it', async () => {
    const from = await newest();
    const id = await pendingDncId('Cd');
    const waiting = changes(`?after=${from}&waitMs=10000`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const decidedAt = performance.now();
    const decided = await t.json('/api/Members/DNCLogs', {
      method: 'PUT',
      as: 'dncmanager',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, approved: true, handlerNote: 'Confirmed by phone' }),
    });
    expect(decided.status).toBe(200);
    const answer = await waiting;
    expect(answer.status).toBe(200);
    const parsed = ApprovalChangesDto.parse(answer.body);
    expect(parsed.changes).toContainEqual(expect.objectContaining({ queue: 'dnc', rowId: id }));
    expect(parsed.seq).toBe(parsed.changes.at(-1)!.seq);
    expect(parsed.changes.every((c) => c.seq > from)).toBe(true);
    // Woken by the write itself, not by the wait running out.
    expect(performance.now() - decidedAt).toBeLessThan(1000);
  });

  it('sees writers outside the Care API routes: plain SQL and the mail house', async () => {
    const from = await newest();
    const waiting = changes(`?after=${from}&waitMs=10000`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const id = await pendingDncId('Om');
    const changedAt = performance.now();
    await t.sandbox.db.query('UPDATE dnc_logs SET note = note WHERE id = $1', [id]);
    const answer = await waiting;
    expect(answerOf(ApprovalChangesDto, answer.body).changes).toEqual([expect.objectContaining({ queue: 'dnc', rowId: id })]);
    expect(performance.now() - changedAt).toBeLessThan(1000);

    const letters = await t.sandbox.db.query<{ id: number }>(
      `SELECT id FROM eligibility_changes WHERE status IN ('PendingMemberInformed', 'LetterCreated', 'LetterPrinted', 'LetterProcessed') ORDER BY id`,
    );
    expect(letters.rows.length).toBeGreaterThan(0);
    const before = answerOf(ApprovalChangesDto, answer.body).seq;
    await t.sandbox.mailHouse.run();
    const after = ApprovalChangesDto.parse((await changes(`?after=${before}`)).body);
    const moved = after.changes.filter((c) => c.queue === 'deattribution').map((c) => c.rowId);
    expect(moved).toEqual(expect.arrayContaining(letters.rows.map((r) => r.id)));
  });

  it('answers an empty list at the end of the wait when nothing changed', async () => {
    const from = await newest();
    const answer = await changes(`?after=${from}&waitMs=600`);
    expect(answer.body).toEqual({ seq: from, changes: [] });
    expect(answer.ms).toBeGreaterThanOrEqual(550);
    expect(answer.ms).toBeLessThan(3000);
  });

  it('pages a bulk change in order, and a position past the newest starts over from the newest', async () => {
    const from = await newest();
    const { rows } = await t.sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM market_assignments');
    expect(rows[0].n).toBeGreaterThan(APPROVAL_CHANGES_PAGE);
    await t.sandbox.db.query('UPDATE market_assignments SET inactive_dt = inactive_dt');
    const first = ApprovalChangesDto.parse((await changes(`?after=${from}`)).body);
    expect(first.changes).toHaveLength(APPROVAL_CHANGES_PAGE);
    expect(first.changes.every((c) => c.queue === 'assignments')).toBe(true);
    const seqs = first.changes.map((c) => c.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const second = ApprovalChangesDto.parse((await changes(`?after=${first.seq}`)).body);
    expect(first.changes.length + second.changes.length).toBe(Math.min(rows[0].n, 2 * APPROVAL_CHANGES_PAGE));
    expect(second.changes[0].seq).toBeGreaterThan(first.seq);

    const end = await newest();
    expect(await changes(`?after=${end + 1000}&waitMs=5000`)).toMatchObject({ status: 200, body: { seq: end, changes: [] } });
  });
});
