/**
 * The state the approval workflows share while seeding: one seeded random stream, the clock,
 * the members in a seeded random order (each member takes part in one workflow at most, so no
 * request's story contradicts another's), and the members whose flags a workflow changed.
 *
 * Every tab has work for the personas: the workflows pick members at the personas' neighborhood
 * (1.001.001), at other neighborhoods of their community (1.001), and anywhere else.
 */
import { PERSONA_NEIGHBORHOOD_OFFICE } from '../personas.ts';
import { Prng } from '../prng.ts';
import type { ApprovalWorld, MemberRow } from './world.ts';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
const PERSONA_COMMUNITY = PERSONA_NEIGHBORHOOD_OFFICE.split('.').slice(0, 2).join('.');

export const iso = (ms: number) => new Date(ms).toISOString();
export const isoDay = (ms: number) => iso(ms).slice(0, 10);

type MemberTest = (m: MemberRow) => boolean;

export interface ApprovalSeedContext extends ApprovalWorld {
  rnd: Prng;
  nowMs: number;
  /** A moment between `minDays` and `maxDays` days ago. */
  ago: (minDays: number, maxDays: number) => number;
  /** `perMember` of the members, at least `min`. */
  scaleCount: (perMember: number, min: number) => number;
  /** Where a member is, seen from the personas. */
  where: { persona: MemberTest; community: MemberTest; elsewhere: MemberTest };
  /** Up to `count` members not yet taken that pass every test; they are taken. */
  take: (count: number, ...preds: MemberTest[]) => MemberRow[];
  /** `local` at the personas' neighborhood, `nearby` at other neighborhoods of their community, the rest anywhere else. */
  spread: (total: number, local: number, nearby: number, ...preds: MemberTest[]) => MemberRow[];
  /** Marks a member whose office, eligibility or DNC state the seed changed. */
  touch: (m: MemberRow) => void;
  /** The members marked by `touch`. */
  touched: Map<number, MemberRow>;
}

/** The shared state over a loaded world; shuffles the members with `rnd`. */
export function approvalSeedContext(rnd: Prng, world: ApprovalWorld, now: Date): ApprovalSeedContext {
  const { officeById, neighborhoods, members } = world;
  const nowMs = now.getTime();
  const ago = (minDays: number, maxDays: number) => nowMs - (minDays + rnd.next() * (maxDays - minDays)) * DAY;
  const scaleCount = (perMember: number, min: number) => Math.max(min, Math.round(members.length * perMember));

  const shuffled = [...members];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  const persona = neighborhoods.find((o) => o.name === PERSONA_NEIGHBORHOOD_OFFICE);
  const personaOffice = persona?.id;
  const inCommunity = (m: MemberRow) => {
    const office = officeById.get(m.office_id)!;
    return office.community_id === PERSONA_COMMUNITY && office.market_id === persona?.market_id;
  };
  const where = {
    persona: (m: MemberRow) => m.office_id === personaOffice,
    community: (m: MemberRow) => m.office_id !== personaOffice && inCommunity(m),
    elsewhere: (m: MemberRow) => !inCommunity(m),
  };
  const taken = new Set<number>();
  const take = (count: number, ...preds: MemberTest[]): MemberRow[] => {
    const out: MemberRow[] = [];
    for (const m of shuffled) {
      if (out.length >= count) break;
      if (!taken.has(m.id) && preds.every((p) => p(m))) {
        taken.add(m.id);
        out.push(m);
      }
    }
    return out;
  };
  const spread = (total: number, local: number, nearby: number, ...preds: MemberTest[]) => [
    ...take(local, where.persona, ...preds),
    ...take(nearby, where.community, ...preds),
    ...take(Math.max(0, total - local - nearby), where.elsewhere, ...preds),
  ];
  const touched = new Map<number, MemberRow>();
  const touch = (m: MemberRow) => {
    touched.set(m.id, m);
  };
  return { ...world, rnd, nowMs, ago, scaleCount, where, take, spread, touch, touched };
}
