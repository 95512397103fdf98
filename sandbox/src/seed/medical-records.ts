/**
 * Medical record requests: three finished requests (their extracts written by the job itself)
 * and one still pending, asked by the superadmin and the medrecords personas. Members are drawn
 * deterministically, half of them with completed visits so the extracts hold progress notes.
 * Runs after the appointments and the member metrics.
 */
import type { Queryable } from '../db/index.ts';
import { runMedicalRecordJobsToEnd } from '../medical-records/jobs.ts';
import { PERSONAS } from './personas.ts';
import { Prng } from './prng.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface SeededRequest {
  persona: 'superadmin' | 'medrecords';
  daysAgo: number;
  kinds: [ccdXml: boolean, ccdPdf: boolean, progNote: boolean, justAaneel: boolean];
  members: number;
  finished: boolean;
}

const REQUESTS: readonly SeededRequest[] = [
  { persona: 'superadmin', daysAgo: 20, kinds: [true, true, false, false], members: 5, finished: true },
  { persona: 'medrecords', daysAgo: 6, kinds: [true, true, true, true], members: 4, finished: true },
  { persona: 'medrecords', daysAgo: 2, kinds: [false, false, true, true], members: 3, finished: true },
  { persona: 'medrecords', daysAgo: 0, kinds: [true, false, false, false], members: 6, finished: false },
];

export async function isMedicalRecordDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM medical_record_requests LIMIT 1');
  return rows.length > 0;
}

export async function seedMedicalRecords(tx: Queryable, now = new Date()): Promise<Record<string, number>> {
  const rnd = new Prng('medical-records');
  const { rows: withVisits } = await tx.query<{ id: number }>(
    `SELECT DISTINCT member_id AS id FROM appointments WHERE appointment_status = 'Completed' ORDER BY member_id LIMIT 60`,
  );
  const { rows: anyMembers } = await tx.query<{ id: number }>('SELECT id FROM members ORDER BY id LIMIT 300');
  if (anyMembers.length === 0) return { medicalRecordRequests: 0 };
  let memberRequests = 0;
  for (const [i, request] of REQUESTS.entries()) {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(request.members, anyMembers.length)) {
      const pool = withVisits.length > 0 && chosen.size % 2 === 0 ? withVisits : anyMembers;
      chosen.add(rnd.pick(pool).id);
    }
    const requestedAt = new Date(now.getTime() - request.daysAgo * DAY_MS - (i + 1) * 60 * MINUTE_MS);
    const persona = PERSONAS[request.persona];
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO medical_record_requests (requested_by_uid, requested_by_name, requested_dt, ccd_xml, ccd_pdf, prog_note, just_aaneel)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [persona.uid, persona.displayName, requestedAt.toISOString(), ...request.kinds],
    );
    await tx.query(
      `INSERT INTO medical_record_member_requests (request_id, member_id)
       SELECT $1, m FROM unnest($2::int[]) WITH ORDINALITY AS t(m, n) ORDER BY n`,
      [rows[0].id, [...chosen]],
    );
    memberRequests += chosen.size;
    // A finished request's extract is written by the job, as a live request's would be.
    if (request.finished) await runMedicalRecordJobsToEnd(tx, new Date(requestedAt.getTime() + 35 * MINUTE_MS));
  }
  return { medicalRecordRequests: REQUESTS.length, medicalRecordMemberRequests: memberRequests };
}
