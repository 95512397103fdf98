/**
 * What one bulk flow brings to the machinery (machinery/). The machinery reads the workbook,
 * checks its header against the flow's template, runs the shared row rule on each row, stages
 * the rows in bulk_upload_rows and, in SQL: resolves the members by aaneel id ('Member not
 * found'), marks duplicates within the file, then asks the flow for its own checks. A flow only
 * says who may use it, what else makes a row invalid, how the valid rows sum up, and how they
 * are applied (inside the submit's one transaction).
 *
 * The staged rows of an upload are `bulk_upload_rows` rows with `upload_id = $1`; a row is valid
 * while `reason IS NULL`; `data` holds the row rule's normalised values (column → value),
 * `member_id` the member (flows that name one by AaneelId).
 */
import type { BulkChange, BulkFlow, BulkSummaryEntry } from '@luminate/schema/rules';
import type { Queryable } from '../../db/index.ts';
import type { CallListEvents } from '../../call-list/events.ts';
import type { Caller } from '../http.ts';

/** One upload request, as the flow sees it. */
export interface BulkRequest {
  flow: BulkFlow;
  caller: Caller;
  note: string;
  /** The chosen cohort (new members; from the path). */
  cohortId: number | null;
  /** The bulk neighborhood update's option to move members directly. */
  skipTransferDashboard: boolean;
  /** Today, yyyy-mm-dd (the sandbox's local day). */
  today: string;
  /** What the flow's `prepare` added (e.g. the cohort's payer). */
  prepared: Record<string, unknown>;
}

/** What apply may need besides the transaction. */
export interface ApplyContext extends BulkRequest {
  /** The call-list hub: tell it after commit which campaigns' lists changed (see `afterCommit`). */
  callListEvents: CallListEvents;
  /** Work to run once the transaction has committed (hub notifications). */
  afterCommit(fn: () => void): void;
}

export interface BulkFlowModule {
  flow: BulkFlow;
  /**
   * Throws 403 (forbidden / requireAnyClaim) unless the caller may use the flow with these options
   * (may read the database, e.g. the caller's assignment types).
   */
  authorize(caller: Caller, request: Pick<BulkRequest, 'skipTransferDashboard'>, db: Queryable): void | Promise<void>;
  /**
   * Runs before the workbook is read: checks the request (e.g. the cohort exists) and returns
   * values the row rule and the SQL checks need (e.g. `{ payerId }`). Throw 422 to refuse.
   */
  prepare?(db: Queryable, request: BulkRequest): Promise<Record<string, unknown>>;
  /** Runs on the upload's bytes before reading: a refusal message (422) or null (e.g. filters on the sheet). */
  inspect?(bytes: Buffer): Promise<string | null>;
  /** The template column naming the member by aaneel id; null when rows name no existing member. Default 'AaneelId'. */
  memberColumn?: string | null;
  /**
   * Duplicates within the file: the SQL expression over the staged row `r` that must be unique
   * among valid rows, and the column a duplicate is reported in. Default: the member.
   */
  duplicateKey?: { sql: string; column: string | null };
  /** Marks more rows invalid (UPDATE bulk_upload_rows SET reason = … WHERE upload_id = $1 AND reason IS NULL AND …). */
  validate?(q: Queryable, uploadId: number, request: BulkRequest): Promise<void>;
  /** The validation's summary table of the valid rows. */
  summary(q: Queryable, uploadId: number, request: BulkRequest): Promise<BulkSummaryEntry[]>;
  /** The validation's change table (member ids), at most `limit` rows, in sheet order. */
  changes?(q: Queryable, uploadId: number, limit: number): Promise<BulkChange[]>;
  /** Applies every valid row inside the submit's transaction; answers how many were applied. */
  apply(tx: Queryable, uploadId: number, context: ApplyContext): Promise<number>;
}

/** The valid staged rows of an upload, as a FROM item aliased `r`. */
export const VALID_ROWS = 'bulk_upload_rows r WHERE r.upload_id = $1 AND r.reason IS NULL';

/** A summary table: the valid rows counted per value of `label` (SQL over `r`), in label order. */
export async function countValidBy(q: Queryable, uploadId: number, label: string): Promise<BulkSummaryEntry[]> {
  const { rows } = await q.query<BulkSummaryEntry>(
    `SELECT ${label} AS label, count(*)::int AS count FROM ${VALID_ROWS} GROUP BY 1 ORDER BY 1`,
    [uploadId],
  );
  return rows;
}

/**
 * Marks the still-valid rows matching `condition` (SQL over `r`, may use $1 = upload id and
 * `params` from $2 on) invalid with `reason` in `column`.
 */
export async function markInvalid(
  q: Queryable,
  uploadId: number,
  condition: string,
  reason: string,
  column: string | null,
  params: unknown[] = [],
): Promise<void> {
  const n = params.length;
  await q.query(
    `UPDATE bulk_upload_rows r SET reason = $${n + 2}, reason_column = $${n + 3}
     WHERE r.upload_id = $1 AND r.reason IS NULL AND (${condition})`,
    [uploadId, ...params, reason, column],
  );
}
