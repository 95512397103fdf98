/**
 * What the approval seed reads before it writes: the offices, who holds each office role, and
 * the members with the flags the requests change. The seed works on these in memory.
 */
import { AssignmentType } from '@luminate/schema/constants';
import type { Queryable } from '../../db/index.ts';

/** An office (neighborhood, or a community's `.000` row) and whether it is live. */
export interface OfficeRow {
  id: number;
  name: string;
  market_id: number;
  community_id: string;
  live: boolean;
}

/** A member as the seed reads it; the workflows update these fields as requests finish. */
export interface MemberRow {
  id: number;
  office_id: number;
  market_id: number;
  payer_id: number;
  eligible: boolean;
  engaged: boolean;
  term_dt: string | null;
  term_reason_id: number | null;
  dnc_phone: boolean;
}

/** Reads offices, office role holders and members; the seed works on these in memory. */
export async function loadWorld(tx: Queryable) {
  const offices = (
    await tx.query<OfficeRow>(`SELECT id, name, market_id, community_id, (active AND NOT deleted) AS live FROM offices ORDER BY id`)
  ).rows;
  const holders = (
    await tx.query<{ office_id: number; assignment_type_id: number; employee_id: number }>(
      `SELECT a.office_id, a.assignment_type_id, a.employee_id FROM market_assignments a JOIN employees e ON e.id = a.employee_id
     WHERE a.inactive_dt IS NULL AND NOT e.archived AND a.assignment_type_id = ANY($1::int[]) ORDER BY a.id`,
      [[AssignmentType.APP, AssignmentType.CD, AssignmentType.CMD, AssignmentType.OM, AssignmentType.RVP]],
    )
  ).rows;
  // One JSON value instead of a row per member: several times faster to read at scale.
  const packed = (
    await tx.query<{ list: string | null }>(
      `SELECT json_agg(json_build_array(id, office_id, market_id, payer_id, eligible, engaged, term_dt, term_reason_id, dnc_phone) ORDER BY id)::text AS list
     FROM members WHERE office_id IS NOT NULL`,
    )
  ).rows[0].list;
  const members: MemberRow[] = (JSON.parse(packed ?? '[]') as unknown[][]).map(
    ([id, office_id, market_id, payer_id, eligible, engaged, term_dt, term_reason_id, dnc_phone]) =>
      ({ id, office_id, market_id, payer_id, eligible, engaged, term_dt, term_reason_id, dnc_phone }) as MemberRow,
  );
  const fallback = (await tx.query<{ id: number }>(`SELECT id FROM employees WHERE id > 100 AND NOT archived ORDER BY id LIMIT 1`)).rows[0]
    .id;

  const officeById = new Map(offices.map((o) => [o.id, o]));
  const held = new Map<string, number>();
  for (const h of holders)
    if (!held.has(`${h.office_id}:${h.assignment_type_id}`)) held.set(`${h.office_id}:${h.assignment_type_id}`, h.employee_id);
  const communityRow = new Map(offices.filter((o) => o.name.endsWith('.000')).map((o) => [`${o.market_id}:${o.community_id}`, o.id]));
  /** The holder of a type covering the office: neighborhood types at the office, community types at its community row. */
  const holder = (officeId: number, typeId: number): number => {
    const office = officeById.get(officeId)!;
    const at = typeId === AssignmentType.APP ? officeId : communityRow.get(`${office.market_id}:${office.community_id}`);
    return held.get(`${at}:${typeId}`) ?? fallback;
  };
  const neighborhoods = offices.filter((o) => o.live && !o.name.endsWith('.000'));
  return { officeById, holder, neighborhoods, members };
}

export type ApprovalWorld = Awaited<ReturnType<typeof loadWorld>>;
