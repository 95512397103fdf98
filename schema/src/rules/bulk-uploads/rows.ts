/** The per-row rules of the bulk flows. A row is the template's columns mapped to their cell text ('' when blank). */
import { z } from 'zod';
import { addMemberRule, type AddMemberRuleContext, isCalendarDate } from '../add-member.ts';
import { bulkAddressColumns, bulkEmailColumns, bulkNeighborhoodColumns, bulkPhoneColumns } from '../bulk-contacts.ts';
import { toRecordId } from '../ids.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterIn } from '../text.ts';
import {
  BULK_EARLIEST_TERM_DATE,
  BULK_TERM_REASON_MAX,
  BULK_TERM_REASON_MIN,
  type BulkFlow,
  isBulkTermReason,
  MEMBER_ID_MAX_LENGTH,
  MEMBER_ID_TYPES,
} from './flows.ts';
import { NEW_MEMBER_COLUMN_FIELDS } from './templates.ts';

export type BulkRow = Readonly<Record<string, string>>;
/** What the row rules depend on: today (yyyy-mm-dd) and the states list. */
export type BulkRowContext = AddMemberRuleContext;
/** A row's outcome: its normalised values, or the first problem and the column it is in. */
export type BulkRowOutcome =
  { ok: true; values: Record<string, string | number | null> } | { ok: false; column: string | null; reason: string };

const AANEEL_ID = /^[A-Za-z0-9-]{1,40}$/;
const aaneelIdCell = z
  .string()
  .trim()
  .min(1, 'AaneelId is required')
  .regex(AANEEL_ID, 'AaneelId must be letters, digits or hyphens (at most 40)');

const eligibilityRow = (ctx: BulkRowContext) =>
  z.object({
    AaneelId: aaneelIdCell,
    TermReasonId: z
      .string()
      .trim()
      .min(1, 'TermReasonId is required')
      .transform((value, issue) => {
        const id = toRecordId(value);
        if (id === null || !isBulkTermReason(id)) {
          issue.addIssue({ code: 'custom', message: `TermReasonId must be one of ${BULK_TERM_REASON_MIN}–${BULK_TERM_REASON_MAX}` });
          return z.NEVER;
        }
        return id;
      }),
    TermDate: z
      .string()
      .trim()
      .min(1, 'TermDate is required')
      .superRefine((value, issue) => {
        if (!isCalendarDate(value)) issue.addIssue({ code: 'custom', message: 'TermDate must be a real date (yyyy-mm-dd)' });
        else if (value > ctx.today) issue.addIssue({ code: 'custom', message: 'TermDate cannot be after today' });
        else if (value < BULK_EARLIEST_TERM_DATE)
          issue.addIssue({ code: 'custom', message: `TermDate cannot be before ${BULK_EARLIEST_TERM_DATE}` });
      }),
  });

const memberIdsRow = z
  .object({
    AaneelId: aaneelIdCell,
    NewValue: z
      .string()
      .refine((s) => controlCharacterIn(s) === null, CONTROL_CHARACTER_MESSAGE)
      .trim()
      .min(1, 'NewValue is required')
      .max(MEMBER_ID_MAX_LENGTH, `NewValue must be at most ${MEMBER_ID_MAX_LENGTH} characters`),
    Type: z
      .string()
      .trim()
      .transform((value, issue) => {
        const type = MEMBER_ID_TYPES.find((t) => t.toLowerCase() === value.toLowerCase());
        if (!type) {
          issue.addIssue({ code: 'custom', message: `Type must be one of ${MEMBER_ID_TYPES.join(', ')}` });
          return z.NEVER;
        }
        return type;
      }),
  })
  // MBI and Hcode are kept upper case, as the add-member wizard stores them.
  .transform((row) => ({ ...row, NewValue: row.Type === 'MBI' || row.Type === 'Hcode' ? row.NewValue.toUpperCase() : row.NewValue }));

/** Gender cells: M, F, U or Male, Female, Other (any case); blank is U. */
function genderCode(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (v === '') return null;
  const byLabel: Record<string, string> = { m: 'M', male: 'M', f: 'F', female: 'F', u: 'U', other: 'U' };
  return byLabel[v] ?? value.trim();
}

/**
 * A New Members row is checked by the add-member rule (the same one the Add member wizard and
 * POST /api/Members use), with the cohort's payer as the payer.
 */
function newMemberRow(ctx: BulkRowContext & { payerId: number }) {
  const rule = addMemberRule(ctx);
  const fieldToColumn = new Map<string, string>(Object.entries(NEW_MEMBER_COLUMN_FIELDS).map(([column, field]) => [field, column]));
  return (row: BulkRow): BulkRowOutcome => {
    const input: Record<string, unknown> = { payerId: ctx.payerId };
    for (const [column, field] of Object.entries(NEW_MEMBER_COLUMN_FIELDS)) input[field] = row[column] ?? '';
    input.gender = genderCode(String(input.gender));
    input.hcodeType = String(input.hcodeType).trim().toUpperCase();
    const parsed = rule.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? '');
      return { ok: false, column: fieldToColumn.get(field) ?? null, reason: issue.message };
    }
    const v = parsed.data;
    return {
      ok: true,
      values: {
        MemberId: v.memberId,
        Hcode: v.hcode,
        HcodeType: v.hcodeType,
        Empi: v.empi,
        Mbi: v.mbi,
        FirstName: v.firstName,
        LastName: v.lastName,
        DateOfBirth: v.dateOfBirth,
        Gender: v.gender,
        Address1: v.address1,
        Address2: v.address2,
        City: v.city,
        State: v.state,
        ZipCode: v.zipCode,
        County: v.county,
        MarketId: v.marketId,
        HomePhone: v.homePhone,
        Email: v.email,
      },
    };
  };
}

/** A zod row rule as a row check: the first issue becomes the row's reason. */
function fromZod(schema: z.ZodType) {
  return (row: BulkRow): BulkRowOutcome => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return { ok: true, values: parsed.data as Record<string, string | number | null> };
    const issue = parsed.error.issues[0];
    const column = typeof issue.path[0] === 'string' ? issue.path[0] : null;
    return { ok: false, column, reason: issue.message };
  };
}

export type BulkRowCheck = (row: BulkRow) => BulkRowOutcome;
export interface BulkRowCheckContext extends BulkRowContext {
  /** The chosen cohort's payer (new members). */
  payerId?: number | null;
}

/**
 * The per-row check of each flow: well-formedness only (the sandbox then checks members exist,
 * duplicates and the flow's own rules against its database). Flows without an entry check only
 * that the AaneelId is well formed.
 */
export const BULK_ROW_RULES: Partial<Record<BulkFlow, (ctx: BulkRowCheckContext) => BulkRowCheck>> = {
  'eligibility-changes': (ctx) => fromZod(eligibilityRow(ctx)),
  'member-ids': () => fromZod(memberIdsRow),
  'new-members': (ctx) => newMemberRow({ ...ctx, payerId: ctx.payerId ?? 0 }),
  // The contact flows and the neighborhood update: their columns' rules are bulk-contacts.ts's.
  emails: () => fromZod(z.object({ AaneelId: aaneelIdCell, ...bulkEmailColumns })),
  phones: () => fromZod(z.object({ AaneelId: aaneelIdCell, ...bulkPhoneColumns })),
  addresses: () => fromZod(z.object({ AaneelId: aaneelIdCell, ...bulkAddressColumns })),
  neighborhoods: () => fromZod(z.object({ AaneelId: aaneelIdCell, ...bulkNeighborhoodColumns })),
};

const aaneelOnly = fromZod(z.object({ AaneelId: aaneelIdCell }).passthrough());

/** The row check of a flow. */
export function bulkRowCheck(flow: BulkFlow, ctx: BulkRowCheckContext): BulkRowCheck {
  const rule = BULK_ROW_RULES[flow];
  return rule ? rule(ctx) : aaneelOnly;
}
