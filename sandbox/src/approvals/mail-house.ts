/**
 * The mail house and the termination run, the organisation's batch jobs behind the Mailing List
 * and Pending Termination tabs. Each run, in one transaction:
 *  1. terminates the PendingTermination changes whose estimated process date has come (member no
 *     longer eligible, term date = the processing day, the change's term reason);
 *  2. moves every letter one step (LETTER_STEPS); a letter reaching LetterCompleted goes on to
 *     PendingTermination in the same run, due TERMINATION_NOTICE_DAYS later.
 * Every step writes a log row with no employee (the system did it).
 */
import { TERMINATION_NOTICE_DAYS } from '@luminate/schema/approvals';
import type { Db, Queryable } from '../db/index.ts';
import type { CallListEvents } from '../call-list/events.ts';
import { addDays, localDay } from '../call-list/local-day.ts';
import { announce, markListsChanged } from './call-list-impact.ts';
import { LETTER_STEPS, TERMINATION_STEP } from './transitions.ts';

export interface MailHouseRun {
  /** Letter steps taken (a letter completed and moved to PendingTermination counts twice). */
  letterSteps: number;
  /** Changes that reached PendingTermination. */
  pendingTermination: number;
  /** Changes (and members) terminated. */
  terminated: number;
}

/** Moves the changes in `ids` (or every change) one step along `steps`; returns the moved ids per new status. */
async function advance(
  tx: Queryable,
  steps: typeof LETTER_STEPS,
  now: Date,
  dueDay: string,
  ids: number[] | null,
): Promise<Map<string, number[]>> {
  const params: unknown[] = [now.toISOString(), dueDay];
  const cases = steps.map((s) => {
    params.push(s.from, s.to);
    return `WHEN $${params.length - 1}::text THEN $${params.length}::text`;
  });
  params.push(steps.map((s) => s.from));
  const fromParam = params.length;
  let idFilter = '';
  if (ids) {
    params.push(ids);
    idFilter = `AND id = ANY($${params.length}::int[])`;
  }
  const { rows } = await tx.query<{ id: number; status: string }>(
    `UPDATE eligibility_changes SET status = CASE status ${cases.join(' ')} END, status_changed_dt = $1::timestamptz,
       estimated_process_date = CASE WHEN (CASE status ${cases.join(' ')} END) = 'PendingTermination' THEN $2::date ELSE estimated_process_date END
     WHERE status = ANY($${fromParam}::text[]) ${idFilter}
     RETURNING id, status`,
    params,
  );
  if (rows.length > 0) {
    await tx.query(
      `INSERT INTO eligibility_change_logs (eligibility_change_id, changed_by_id, changed_dt, status_changed_to, note)
       SELECT t.id, NULL, $1::timestamptz, t.status, NULL FROM unnest($2::int[], $3::text[]) AS t(id, status) ORDER BY t.id`,
      [now.toISOString(), rows.map((r) => r.id), rows.map((r) => r.status)],
    );
  }
  const byStatus = new Map<string, number[]>();
  for (const r of rows) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r.id]);
  return byStatus;
}

export async function runMailHouse(db: Db, now: Date = new Date(), events?: CallListEvents): Promise<MailHouseRun> {
  const today = localDay(now);
  const dueDay = addDays(today, TERMINATION_NOTICE_DAYS);
  const { result, campaigns } = await db.transaction(async (tx) => {
    const { rows: due } = await tx.query<{ id: number; memberId: number }>(
      `UPDATE eligibility_changes SET status = $1, status_changed_dt = $3::timestamptz, processed_dt = $3::timestamptz, term_dt = $4::date
       WHERE status = $2 AND estimated_process_date <= $4::date
       RETURNING id, member_id AS "memberId"`,
      [TERMINATION_STEP.to, TERMINATION_STEP.from, now.toISOString(), today],
    );
    let campaigns: number[] = [];
    if (due.length > 0) {
      const ids = due.map((d) => d.id);
      await tx.query(
        `INSERT INTO eligibility_change_logs (eligibility_change_id, changed_by_id, changed_dt, status_changed_to, note)
         SELECT id, NULL, $1::timestamptz, $2, NULL FROM unnest($3::int[]) AS id ORDER BY id`,
        [now.toISOString(), TERMINATION_STEP.to, ids],
      );
      await tx.query(
        `UPDATE members m SET eligible = false, term_dt = $2::date, term_reason_id = e.term_reason_id, pending_transition = false
         FROM eligibility_changes e WHERE e.id = ANY($1::int[]) AND m.id = e.member_id`,
        [ids, today],
      );
      campaigns = await markListsChanged(
        tx,
        due.map((d) => d.memberId),
      );
    }

    const first = await advance(tx, LETTER_STEPS, now, dueDay, null);
    const completed = first.get('LetterCompleted') ?? [];
    const second =
      completed.length > 0
        ? await advance(
            tx,
            LETTER_STEPS.filter((s) => s.from === 'LetterCompleted'),
            now,
            dueDay,
            completed,
          )
        : new Map<string, number[]>();
    const count = (m: Map<string, number[]>) => [...m.values()].reduce((n, ids) => n + ids.length, 0);
    const result: MailHouseRun = {
      letterSteps: count(first) + count(second),
      pendingTermination: (first.get('PendingTermination')?.length ?? 0) + (second.get('PendingTermination')?.length ?? 0),
      terminated: due.length,
    };
    return { result, campaigns };
  });
  announce(events, campaigns);
  return result;
}
