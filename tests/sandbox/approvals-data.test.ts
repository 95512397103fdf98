/**
 * The approval workflows' data side of the sandbox: the three OData entity sets, the office
 * assignment links endpoint and the seed's promises to the dashboards (every tab has work for
 * the personas, member flags agree with the requests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEATTRIBUTION_TABS,
  FINAL_ELIGIBILITY_CHANGE_STATUSES,
  TERMINATION_NOTICE_DAYS,
  TRANSFER_TABS,
  TransferStatus,
} from '@luminate/schema/approvals';
import { ApprovalMemberDto, DncLogDto, EligibilityChangeDto, OfficeAssignmentDto, OfficeAssignmentLinkDto } from '@luminate/schema/rest';
import { DNC_LOGS_ENTITY, ELIGIBILITY_CHANGES_ENTITY, OFFICE_ASSIGNMENTS_ENTITY } from '../../sandbox/src/care-api/approvals-odata.ts';
import type { EntityDef } from '../../sandbox/src/care-api/odata/entity.ts';
import { PERSONAS } from '../../sandbox/src/seed/personas.ts';
import { answerOf, messageOf, pageOf, startTestSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
let officeIds: { neighborhood: number; community: number; otherMarket: number };

const q = async <T = Record<string, unknown>>(sql: string, params?: unknown[]) => (await t.sandbox.db.query<T>(sql, params)).rows;

beforeAll(async () => {
  t = await startTestSandbox(0.1);
  const [row] = await q<{ neighborhood: number; community: number; other_market: number }>(
    `SELECT (SELECT id FROM offices WHERE name = '1.001.001') AS neighborhood, (SELECT id FROM offices WHERE name = '1.001.000') AS community,
            (SELECT id FROM offices WHERE name = '2.001.001') AS other_market`,
  );
  officeIds = { neighborhood: row.neighborhood, community: row.community, otherMarket: row.other_market };
});
afterAll(() => t?.sandbox.close());

const odata = (set: string, query: Record<string, string>) => t.json(`/odata/${set}?${new URLSearchParams(query)}`);

const IdRow = z.object({ id: z.number() });
/** A row as sent, its fields unchecked: the tests compare its keys with a DTO's. */
const Row = z.record(z.string(), z.unknown());

interface SetCase {
  entity: EntityDef;
  table: string;
  dto: z.ZodObject;
  expands: string[];
  /** SQL over `e` (the set's table) and `m` (its member) for `member/fullName` order. */
  from: string;
}

const SETS: SetCase[] = [
  {
    entity: ELIGIBILITY_CHANGES_ENTITY,
    table: 'eligibility_changes',
    dto: EligibilityChangeDto,
    expands: ['member', 'termReason', 'eligibilityChangeLogs'],
    from: 'eligibility_changes e JOIN members m ON m.id = e.member_id',
  },
  {
    entity: DNC_LOGS_ENTITY,
    table: 'dnc_logs',
    dto: DncLogDto,
    expands: ['member', 'requestedBy', 'handledBy'],
    from: 'dnc_logs e JOIN members m ON m.id = e.member_id',
  },
  {
    entity: OFFICE_ASSIGNMENTS_ENTITY,
    table: 'office_assignments',
    dto: OfficeAssignmentDto,
    expands: ['member', 'office', 'transferedFromOffice', 'requestedBy'],
    from: 'office_assignments e JOIN members m ON m.id = e.member_id',
  },
];

describe.each(SETS)('$entity.name', ({ entity, dto, expands, from }) => {
  const set = entity.name;

  it('declares every scalar of its DTO, and the DTO navigation properties as expands', () => {
    const scalars = Object.keys(entity.properties).filter((name) => !name.includes('/'));
    expect([...scalars, ...Object.keys(entity.expands)].sort()).toEqual(Object.keys(dto.shape).sort());
    expect(Object.keys(entity.expands).sort()).toEqual([...expands].sort());
  });

  it('counts, pages and orders on member/fullName', async () => {
    const expected = (await q<{ id: number }>(`SELECT e.id FROM ${from} ORDER BY m.first_name || ' ' || m.last_name, e.id`)).map(
      (r) => r.id,
    );
    expect(expected.length).toBeGreaterThan(10);
    const first = await odata(set, { $count: 'true', $top: '7', $orderby: 'member/fullName', $select: 'id' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstPage = pageOf(IdRow).parse(first.body);
    expect(firstPage['@odata.count']).toBe(expected.length);
    const second = await odata(set, { $top: '7', $skip: '7', $orderby: 'member/fullName asc', $select: 'id' });
    expect([...firstPage.value, ...pageOf(IdRow).parse(second.body).value].map((r) => r.id)).toEqual(expected.slice(0, 14));
    const last = await odata(set, { $top: '3', $orderby: 'member/fullName desc,id desc', $select: 'id' });
    expect(
      pageOf(IdRow)
        .parse(last.body)
        .value.map((r) => r.id),
    ).toEqual(expected.slice(-3).reverse());
  });

  it('filters on member/officeId in (…)', async () => {
    const offices = [officeIds.neighborhood, officeIds.otherMarket];
    const expected = (await q<{ id: number }>(`SELECT e.id FROM ${from} WHERE m.office_id = ANY($1::int[]) ORDER BY e.id`, [offices])).map(
      (r) => r.id,
    );
    expect(expected.length).toBeGreaterThan(0);
    const { status, body } = await odata(set, { $filter: `member/officeId in (${offices.join(',')})`, $select: 'id', $count: 'true' });
    expect(status).toBe(200);
    const page = pageOf(IdRow).parse(body);
    expect(page['@odata.count']).toBe(expected.length);
    expect(page.value.map((r) => r.id)).toEqual(expected);
  });

  it('answers every row in its DTO shape with every navigation property expanded', async () => {
    const { status, body } = await odata(set, { $expand: expands.join(','), $top: '5000' });
    expect(status).toBe(200);
    for (const row of answerOf(pageOf(Row), body).value) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(dto.shape).sort());
      dto.parse(row);
    }
    // The contract's answer schema (partial) accepts a selection too.
    const partial = await odata(set, { $select: 'id,memberId', $expand: 'member', $top: '3' });
    for (const row of pageOf(z.unknown()).parse(partial.body).value) dto.partial().parse(row);
  });

  it('refuses unknown properties and navigation paths with 400', async () => {
    const queries: Array<Record<string, string>> = [
      { $filter: 'member/ssn eq 1' },
      { $orderby: 'member/address1' },
      { $filter: 'secret eq 1' },
      { $expand: 'payer' },
    ];
    for (const query of queries) {
      const { status, body } = await odata(set, query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(messageOf(body)).toMatch(/Unknown (property|navigation property)/);
    }
  });
});

describe('embedded rows', () => {
  it('eligibility changes: member with office and market, logs oldest first with their employees', async () => {
    const { body } = await odata('EligibilityChangesOdata', {
      $filter: `member/officeId eq ${officeIds.neighborhood} and status eq 'PendingOpsManagerReview' and changeType eq 'Term'`,
      $expand: 'member,termReason,eligibilityChangeLogs',
    });
    const changes = answerOf(pageOf(EligibilityChangeDto), body).value;
    expect(changes.length).toBeGreaterThanOrEqual(3);
    for (const change of changes) {
      expect(change.member!.office).toMatchObject({
        id: officeIds.neighborhood,
        name: '1.001.001',
        communityId: '1.001',
        market: { id: 920001625 },
      });
      expect(change.termReason!.id).toBe(change.termReasonId);
      const logs = change.eligibilityChangeLogs!;
      expect(logs.map((l) => l.statusChangedTo)).toEqual(['PendingAppCdReview', 'PendingCmdReview', 'PendingOpsManagerReview']);
      expect([...logs].sort((a, b) => a.changedDt.localeCompare(b.changedDt))).toEqual(logs);
      for (const log of logs) expect(log.changedBy?.id).toBe(log.changedById);
      // The CMD of community 1.001 (the cmd persona) moved it into OM review.
      expect(logs[2].changedById).toBe(PERSONAS.cmd.employeeId);
    }
  });

  it('DNC logs: member with its next scheduled appointment, requester and handler', async () => {
    const [withNext] = await q<{ member_id: number; start: string }>(
      `SELECT a.member_id, iso_utc(min(a.start)) AS start FROM appointments a JOIN dnc_logs d ON d.member_id = a.member_id
       WHERE a.appointment_status = 'Scheduled' AND a.start >= now() GROUP BY a.member_id ORDER BY a.member_id LIMIT 1`,
    );
    const { body } = await odata('DncLogsOdata', { $filter: `memberId eq ${withNext.member_id}`, $expand: 'member,requestedBy,handledBy' });
    expect(answerOf(pageOf(DncLogDto), body).value[0].member?.nextAppointment?.start).toBe(withNext.start);
    const pending = await odata('DncLogsOdata', { $filter: 'approved eq null', $expand: 'handledBy,requestedBy', $top: '1' });
    const [log] = answerOf(pageOf(DncLogDto), pending.body).value;
    expect(log.handledBy).toBeNull();
    expect(log.requestedBy?.id).toBe(log.requestedById);
    const handled = await odata('DncLogsOdata', { $filter: `handledBy/fullName eq 'Casey Director'`, $expand: 'handledBy' });
    const handledLogs = answerOf(pageOf(DncLogDto), handled.body).value;
    expect(handledLogs.length).toBeGreaterThan(0);
    for (const handledLog of handledLogs) expect(handledLog.handledBy?.id).toBe(PERSONAS.cd.employeeId);
  });

  it('transfers: member office, target and origin offices, filters on office paths', async () => {
    const { body } = await odata('OfficeAssignmentsOdata', {
      $filter: `changeStatus eq ${TransferStatus.PendingAppReview} and member/officeId eq ${officeIds.neighborhood}`,
      $expand: 'member,office,transferedFromOffice,requestedBy',
    });
    const transfers = answerOf(pageOf(OfficeAssignmentDto), body).value;
    expect(transfers.length).toBeGreaterThanOrEqual(3);
    for (const row of transfers) {
      expect(row.transferedFromOffice!.id).toBe(officeIds.neighborhood);
      expect(row.office!.id).not.toBe(officeIds.neighborhood);
      expect(row.office!.marketId).toBe(row.member!.marketId);
    }
    const community = await odata('OfficeAssignmentsOdata', {
      $filter: `member/communityId eq '1.001' and office/marketId eq 920001625`,
      $count: 'true',
      $top: '0',
    });
    expect(community.status).toBe(200);
    expect(pageOf(IdRow).parse(community.body)['@odata.count']).toBeGreaterThan(0);
  });
});

describe('GET /api/Offices/AssignmentLinks', () => {
  const links = async (query: string) => {
    const res = await t.json(`/api/Offices/AssignmentLinks?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as unknown[]).map((row) => OfficeAssignmentLinkDto.parse(row));
  };

  it('covers an office from itself, its community row and its market', async () => {
    const rows = await links(`officeIds=${officeIds.neighborhood}`);
    const has = (typeId: number, employeeId: number, heldAt: number) =>
      expect(rows, `type ${typeId}`).toContainEqual(
        expect.objectContaining({ officeId: officeIds.neighborhood, assignmentTypeId: typeId, employeeId, heldAtOfficeId: heldAt }),
      );
    has(1, PERSONAS.app.employeeId, officeIds.neighborhood);
    has(10, PERSONAS.cd.employeeId, officeIds.community);
    has(2, PERSONAS.cmd.employeeId, officeIds.community);
    has(13, PERSONAS.opsmanager.employeeId, officeIds.community);
    has(9, PERSONAS.rvp.employeeId, officeIds.community);
    has(15, PERSONAS.smo.employeeId, officeIds.community);
    expect(rows.find((r) => r.employeeId === PERSONAS.app.employeeId)!.employee).toMatchObject({
      fullName: 'Avery Provider',
      archived: false,
    });
    const order = rows.map((r) => r.assignmentTypeId);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('answers the same as the coverage rule over the tables, for several offices in one request', async () => {
    const ids = (await q<{ id: number }>(`SELECT id FROM offices ORDER BY id`)).map((r) => r.id);
    const rows = await links(`officeIds=${ids.join(',')}`);
    const expected = await q<{ officeId: number; heldAtOfficeId: number; employeeId: number; assignmentTypeId: number }>(
      `SELECT q.id AS "officeId", a.office_id AS "heldAtOfficeId", a.employee_id AS "employeeId", a.assignment_type_id AS "assignmentTypeId"
       FROM offices q, market_assignments a JOIN offices h ON h.id = a.office_id JOIN assignment_types ty ON ty.id = a.assignment_type_id
       JOIN employees e ON e.id = a.employee_id
       WHERE a.inactive_dt IS NULL AND NOT e.archived AND h.market_id = q.market_id
         AND (h.id = q.id OR (ty.level = 1 AND h.name = q.community_id || '.000') OR ty.level = 0)`,
    );
    const key = (r: { officeId: number; heldAtOfficeId: number; employeeId: number; assignmentTypeId: number }) =>
      `${r.officeId}:${r.heldAtOfficeId}:${r.employeeId}:${r.assignmentTypeId}`;
    expect(rows.map(key).sort()).toEqual(expected.map(key).sort());
    const requested = rows.map((r) => r.officeId);
    expect(requested).toEqual([...requested].sort((a, b) => a - b));
    // Past holders and archived staff never cover anything.
    const inactive = await q<{ employee_id: number }>(
      `SELECT DISTINCT a.employee_id FROM market_assignments a WHERE a.inactive_dt IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM market_assignments b WHERE b.employee_id = a.employee_id AND b.inactive_dt IS NULL)`,
    );
    expect(inactive.length).toBeGreaterThan(0);
    const inactiveIds = new Set(inactive.map((r) => r.employee_id));
    expect(rows.filter((r) => inactiveIds.has(r.employeeId))).toEqual([]);
  });

  it('narrows by assignment types and employee; offices of another market see not the personas', async () => {
    const both = `officeIds=${officeIds.neighborhood},${officeIds.otherMarket}`;
    const cds = await links(`${both}&assignmentTypeIds=10,13`);
    expect(new Set(cds.map((r) => r.assignmentTypeId))).toEqual(new Set([10, 13]));
    expect(new Set(cds.map((r) => r.officeId))).toEqual(new Set([officeIds.neighborhood, officeIds.otherMarket]));
    const mine = await links(`${both}&employeeId=${PERSONAS.rvp.employeeId}`);
    expect(mine).toEqual([
      expect.objectContaining({ officeId: officeIds.neighborhood, assignmentTypeId: 9, employeeId: PERSONAS.rvp.employeeId }),
    ]);
    expect(await links('officeIds=999999')).toEqual([]);
  });

  it('refuses more than 500 offices and malformed lists with 400', async () => {
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    expect((await t.json(`/api/Offices/AssignmentLinks?officeIds=${many}`)).status).toBe(400);
    expect((await t.json('/api/Offices/AssignmentLinks?officeIds=1,x')).status).toBe(400);
    expect((await t.json('/api/Offices/AssignmentLinks')).status).toBe(400);
  });
});

describe('GET /api/Offices/WithoutAssignment', () => {
  const without = async (types: string) => {
    const res = await t.json(`/api/Offices/WithoutAssignment?assignmentTypeIds=${types}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as number[];
  };

  it('answers the offices AssignmentLinks finds no holder of the types for, deleted ones included', async () => {
    const ids = (await q<{ id: number }>('SELECT id FROM offices ORDER BY id')).map((r) => r.id);
    for (const types of ['1,10', '16', '18,20', '9']) {
      const res = await t.json(`/api/Offices/AssignmentLinks?officeIds=${ids.join(',')}&assignmentTypeIds=${types}`);
      const covered = new Set((res.body as Array<{ officeId: number }>).map((r) => r.officeId));
      expect(await without(types), types).toEqual(ids.filter((id) => !covered.has(id)));
    }
    // Neighborhood types are spread: some offices have nobody of them.
    expect((await without('16')).length).toBeGreaterThan(0);
  });

  it('sees an office lose its holders when their assignments end', async () => {
    expect(await without('1')).not.toContain(officeIds.neighborhood);
    await q(
      `UPDATE market_assignments SET inactive_dt = now() WHERE office_id = $1 AND assignment_type_id = 1 AND inactive_dt IS NULL RETURNING id`,
      [officeIds.neighborhood],
    );
    try {
      expect(await without('1')).toContain(officeIds.neighborhood);
    } finally {
      await q(
        `UPDATE market_assignments SET inactive_dt = NULL WHERE office_id = $1 AND assignment_type_id = 1 AND inactive_dt > now() - interval '1 minute'`,
        [officeIds.neighborhood],
      );
    }
  });

  it('refuses a request without types', async () => {
    expect((await t.json('/api/Offices/WithoutAssignment')).status).toBe(400);
    expect((await t.json('/api/Offices/WithoutAssignment?assignmentTypeIds=1,x')).status).toBe(400);
  });
});

describe('DncLogsOdata member/communityId', () => {
  it("filters on the community of the member's office", async () => {
    const res = await odata('DncLogsOdata', { $filter: "member/communityId in ('1.001','2.001')", $count: 'true', $top: '0' });
    expect(res.status).toBe(200);
    const [expected] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM dnc_logs l JOIN members m ON m.id = l.member_id JOIN offices o ON o.id = m.office_id
       WHERE o.community_id IN ('1.001', '2.001')`,
    );
    expect(expected.n).toBeGreaterThan(0);
    expect((res.body as { '@odata.count': number })['@odata.count']).toBe(expected.n);
  });
});

describe('approval seed', () => {
  it('gives every deattribution tab work at 1.001.001, at other neighborhoods of 1.001 and elsewhere', async () => {
    for (const tab of DEATTRIBUTION_TABS) {
      const rows = await q<{ office: string; n: number }>(
        `SELECT o.name AS office, count(*)::int AS n FROM eligibility_changes e JOIN members m ON m.id = e.member_id
         JOIN offices o ON o.id = m.office_id WHERE e.status = ANY($1::text[]) GROUP BY 1`,
        [tab.statuses],
      );
      const at = (pred: (office: string) => boolean) => rows.filter((r) => pred(r.office)).reduce((n, r) => n + r.n, 0);
      expect(
        at(() => true),
        tab.tab,
      ).toBeGreaterThanOrEqual(8);
      expect(
        at((o) => o === '1.001.001'),
        tab.tab,
      ).toBeGreaterThanOrEqual(3);
      expect(
        at((o) => o.startsWith('1.001.') && o !== '1.001.001'),
        tab.tab,
      ).toBeGreaterThanOrEqual(2);
    }
    const statuses = (await q<{ status: string }>('SELECT DISTINCT status FROM eligibility_changes')).map((r) => r.status);
    for (const status of [...DEATTRIBUTION_TABS.flatMap((tab) => tab.statuses), 'Terminated', 'Rejected', 'Cancelled'])
      expect(statuses).toContain(status);
    const returns = await q(`SELECT e.id FROM eligibility_changes e JOIN members m ON m.id = e.member_id
      WHERE e.change_type = 'Return' AND e.status = 'PendingOpsManagerReview' AND NOT m.eligible`);
    expect(returns.length).toBeGreaterThan(0);
  });

  it('tells each change by a log ending in its status; pending terminations carry their notice date', async () => {
    const wrong = await q(`SELECT e.id FROM eligibility_changes e WHERE e.status <> (
      SELECT l.status_changed_to FROM eligibility_change_logs l WHERE l.eligibility_change_id = e.id ORDER BY l.changed_dt DESC, l.id DESC LIMIT 1)
      OR e.status_changed_dt <> (SELECT max(l.changed_dt) FROM eligibility_change_logs l WHERE l.eligibility_change_id = e.id)`);
    expect(wrong).toEqual([]);
    const notice = await q(
      `SELECT id FROM eligibility_changes WHERE status = 'PendingTermination'
      AND (estimated_process_date IS DISTINCT FROM (status_changed_dt AT TIME ZONE 'UTC')::date + $1::int OR estimated_process_date <= current_date)`,
      [TERMINATION_NOTICE_DAYS],
    );
    expect(notice).toEqual([]);
    const terminated = await q(`SELECT e.id FROM eligibility_changes e JOIN members m ON m.id = e.member_id WHERE e.status = 'Terminated'
      AND (m.eligible OR m.term_dt IS DISTINCT FROM e.term_dt OR m.term_reason_id IS DISTINCT FROM e.term_reason_id OR e.processed_dt IS NULL)`);
    expect(terminated).toEqual([]);
  });

  it('lets bulk approval pick up several OM-tab terms of one reason and payer, across payers', async () => {
    const groups = await q<{ payer_id: number; n: number }>(
      `SELECT m.payer_id, count(*)::int AS n FROM eligibility_changes e JOIN members m ON m.id = e.member_id
       WHERE e.status = 'PendingOpsManagerReview' AND e.change_type = 'Term' AND e.term_reason_id = 984000014 GROUP BY 1`,
    );
    expect(groups.length).toBeGreaterThan(1);
    expect(Math.max(...groups.map((g) => g.n))).toBeGreaterThan(1);
  });

  it('keeps member flags consistent with the requests', async () => {
    const pendingTransition = await q(
      `SELECT id FROM members m WHERE pending_transition <> EXISTS (
      SELECT 1 FROM eligibility_changes c WHERE c.member_id = m.id AND c.status <> ALL($1::text[]))`,
      [FINAL_ELIGIBILITY_CHANGE_STATUSES],
    );
    expect(pendingTransition).toEqual([]);
    const pendingDnc = await q(
      `SELECT id FROM members m WHERE is_pending_dnc <> EXISTS (SELECT 1 FROM dnc_logs d WHERE d.member_id = m.id AND d.approved IS NULL)`,
    );
    expect(pendingDnc).toEqual([]);
    // The latest approved request decides whether the member is on DNC; a return is asked only of a member on DNC.
    const dnc = await q(`SELECT m.id FROM members m JOIN LATERAL (
        SELECT d.dnc_phone FROM dnc_logs d WHERE d.member_id = m.id AND d.approved ORDER BY d.handled_dt DESC LIMIT 1) last ON true
      WHERE m.dnc_phone <> last.dnc_phone`);
    expect(dnc).toEqual([]);
    const returns = await q(
      `SELECT d.id FROM dnc_logs d JOIN members m ON m.id = d.member_id WHERE d.approved IS NULL AND NOT d.dnc_phone AND (NOT m.dnc_phone OR d.reason <> 19)`,
    );
    expect(returns).toEqual([]);
    const processed = await q(`SELECT a.id FROM office_assignments a JOIN members m ON m.id = a.member_id
      WHERE a.change_status = 5 AND (m.office_id <> a.office_id OR NOT a.processed OR a.processed_dt < now() - interval '61 days')`);
    expect(processed).toEqual([]);
  });

  it('gives the DNC and transfer tabs work in the personas\u2019 neighborhood and community', async () => {
    const dnc = await q<{ approval_type: string; approved: boolean | null; handled_by_id: number | null; n: number }>(
      `SELECT d.approval_type, d.approved, d.handled_by_id, count(*)::int AS n FROM dnc_logs d JOIN members m ON m.id = d.member_id
       WHERE m.office_id = $1 OR d.approved IS NOT NULL GROUP BY 1, 2, 3`,
      [officeIds.neighborhood],
    );
    const count = (pred: (r: (typeof dnc)[number]) => boolean) => dnc.filter(pred).reduce((n, r) => n + r.n, 0);
    expect(count((r) => r.approval_type === 'Cd' && r.approved === null)).toBeGreaterThanOrEqual(2);
    expect(count((r) => r.approval_type === 'Om' && r.approved === null)).toBeGreaterThanOrEqual(2);
    expect(count((r) => r.handled_by_id === PERSONAS.cd.employeeId)).toBeGreaterThan(0);
    expect(count((r) => r.handled_by_id === PERSONAS.opsmanager.employeeId)).toBeGreaterThan(0);
    expect(count((r) => r.approval_type === 'Skip' && r.handled_by_id === PERSONAS.dncmanager.employeeId)).toBeGreaterThan(0);

    for (const tab of TRANSFER_TABS) {
      const [row] = await q<{ n: number; local: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE o.community_id = '1.001' AND o.market_id = 920001625)::int AS local
         FROM office_assignments a JOIN members m ON m.id = a.member_id JOIN offices o ON o.id = m.office_id
         WHERE a.change_status = ANY($1::int[]) AND a.transfered_from_office_id = m.office_id`,
        [tab.statuses],
      );
      expect(row.n, tab.tab).toBeGreaterThanOrEqual(6);
      expect(row.local, tab.tab).toBeGreaterThanOrEqual(3);
    }
    const local = await q(
      `SELECT a.id FROM office_assignments a JOIN members m ON m.id = a.member_id WHERE a.change_status = 1 AND m.office_id = $1`,
      [officeIds.neighborhood],
    );
    expect(local.length).toBeGreaterThanOrEqual(3);
  });

  it('embeds members exactly as ApprovalMemberDto', async () => {
    const { body } = await odata('OfficeAssignmentsOdata', { $expand: 'member', $select: 'id', $top: '20' });
    for (const row of answerOf(pageOf(z.object({ member: Row })), body).value)
      expect(Object.keys(row.member).sort()).toEqual(
        Object.keys(ApprovalMemberDto.shape)
          .filter((k) => k !== 'nextAppointment')
          .sort(),
      );
  });
});
