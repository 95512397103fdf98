/**
 * Input rules shared by the web forms, the gateway mutations and the sandbox's request
 * validation. One rule, one place.
 */
import { z } from 'zod';
import { freeText, safeText } from './text.ts';

/** A required single-line text: no control characters, not blank once trimmed. */
export const nonBlank = (message = 'Required') => safeText().trim().min(1, message);
/** A required free text (typed into a text area): line breaks and tabs allowed, other control characters not. */
export const nonBlankFreeText = (message = 'Required') => freeText().trim().min(1, message);

/** Market edit: phone exactly 10 digits, address and city required, zip at least 5 digits. */
export const marketEditRule = z.object({
  phone: z.string().regex(/^\d{10}$/, 'Phone must be exactly 10 digits'),
  address: nonBlank('Address is required'),
  city: nonBlank('City is required'),
  zipCode: z.string().regex(/^\d{5,}$/, 'Zip must be at least 5 digits'),
  stateAbbrev: safeText().trim().length(2, 'State must be a two-letter abbreviation').nullable().optional(),
  faxDriveEmail: safeText().trim().email('Fax drive e-mail must be an e-mail address').nullable().optional().or(z.literal('')),
  faxDriveId: safeText().trim().max(200).nullable().optional(),
  quantaFloDriveId: safeText().trim().max(200).nullable().optional(),
});
export type MarketEdit = z.infer<typeof marketEditRule>;

/** Support ticket: steps to replicate and the tool are required. */
export const supportTicketRule = z.object({
  subject: nonBlank('Subject is required').max(200),
  requestor: nonBlank('Requestor is required').max(200),
  erroredTool: nonBlank('Tool is required').max(200),
  userNotes: nonBlankFreeText('Steps To Replicate is required').max(5000),
  fileName: safeText().trim().max(255).nullable().optional(),
  logs: z.array(freeText().max(10_000)).max(200).default([]),
});

/** Campaign form: name, note and type required; rest days a whole number ≥ 0; market optional (null = all). */
export const campaignRule = z.object({
  name: nonBlank('Campaign name is required').max(200),
  note: nonBlankFreeText('Note is required').max(2000),
  typeId: z.coerce.number({ message: 'Campaign type is required' }).int().positive('Campaign type is required'),
  marketId: z.coerce.number().int().positive().nullable(),
  restDays: z
    .number({ message: 'Rest days must be a number' })
    .int('Rest days must be a whole number')
    .min(0, 'Rest days must be 0 or more')
    .max(365),
  numAgentsAssigned: z
    .number({ message: 'Please provide a valid number' })
    .int('Please provide a valid number')
    .min(1, 'Please provide a valid number'),
});

/** Campaigns: default agents assigned, the dialer's only option and its points range. */
export const DEFAULT_AGENTS_ASSIGNED = 45;
export const DIALER_OPTION_ID = 27;
export const DIALER_POINTS_MESSAGE = 'Community adjustment cannot make score more than 100 or less than 0';

/**
 * Campaign variable. The option's value type and whether the campaign is an
 * Outreach-Dialer one decide the checks, so the rule is built per option.
 */
export function campaignVariableRule(ctx: { valueType: string | null; isDialer: boolean }) {
  return z
    .object({
      optionId: z.coerce.number({ message: 'Choose an option' }).int().positive('Choose an option'),
      value: safeText().trim().max(200),
      points: z.number({ message: 'Points must be a number' }).finite('Points must be a number'),
    })
    .superRefine((v, issue) => {
      if (ctx.isDialer && v.optionId !== DIALER_OPTION_ID) {
        issue.addIssue({ code: 'custom', path: ['optionId'], message: `Dialer campaigns only take option ${DIALER_OPTION_ID}` });
      }
      if (ctx.valueType !== 'valuePreset' && v.value.length === 0) {
        issue.addIssue({ code: 'custom', path: ['value'], message: 'A value is required' });
      }
      if (ctx.valueType === '<' || ctx.valueType === '>') {
        const n = Number(v.value);
        if (v.value.length === 0 || !Number.isFinite(n) || n === 0)
          issue.addIssue({ code: 'custom', path: ['value'], message: 'Value must be a nonzero number' });
      }
      if (ctx.valueType === 'int' && v.value.length > 0 && !/^-?\d+$/.test(v.value)) {
        issue.addIssue({ code: 'custom', path: ['value'], message: 'Value must be a whole number' });
      }
      if (ctx.valueType === 'boolean' && v.value.length > 0 && v.value !== 'true' && v.value !== 'false') {
        issue.addIssue({ code: 'custom', path: ['value'], message: 'Value must be true or false' });
      }
      if (ctx.isDialer && (v.points < 0 || v.points > 100)) {
        issue.addIssue({ code: 'custom', path: ['points'], message: DIALER_POINTS_MESSAGE });
      }
    });
}

/** Call-list filter: a name and an .xlsx workbook. */
export const callListFilterRule = z.object({
  filterName: nonBlank('Filter name is required').max(100),
  fileName: safeText().regex(/\.xlsx$/i, 'Please enter a .xlsx file'),
});
export type CallListFilterInput = z.infer<typeof callListFilterRule>;

/** Load test: limits and defaults. */
export const LOAD_TEST_DEFAULTS = { connections: 100, batchSize: 10, batchDelayMs: 200, campaignId: 123 } as const;
export const loadTestRule = z.object({
  connections: z
    .number({ message: 'Connections must be a number' })
    .int()
    .min(1, 'At least 1 connection')
    .max(1000, 'At most 1000 connections'),
  batchSize: z
    .number({ message: 'Batch size must be a number' })
    .int()
    .min(1, 'Batch size is at least 1')
    .max(100, 'Batch size is at most 100'),
  batchDelayMs: z
    .number({ message: 'Delay must be a number' })
    .int()
    .min(0, 'Delay is at least 0 ms')
    .max(5000, 'Delay is at most 5000 ms'),
  campaignId: z.number({ message: 'Campaign id must be a number' }).int().positive('Campaign id must be positive'),
});
export type LoadTestInput = z.infer<typeof loadTestRule>;

/** Call list live updates. */
export const CALL_LIST_RECONNECT_DELAYS_MS = [0, 2_000, 10_000, 30_000] as const;
export const INACTIVITY_TIMEOUT_MS = 5 * 60_000;
export const ACTIVITY_THROTTLE_MS = 1_000;
export const CALL_HISTORY_LIMIT = 20;

export * from './approvals.ts';
export * from './member-record.ts';
export * from './add-member.ts';
export * from './hospitals.ts';
export * from './reference-records.ts';
export * from './payers.ts';
export * from './text.ts';
export * from './ids.ts';
export * from './field-errors.ts';
export * from './neighborhoods.ts';
export * from './market-assignments.ts';
export * from './geography.ts';
export * from './lookups.ts';
export * from './territory.ts';
export * from './files.ts';
export * from './availability.ts';
export * from './analytics.ts';
export * from './metrics/index.ts';
export * from './medical-records.ts';
export * from './reports.ts';
export * from './bulk-uploads/index.ts';
export * from './bulk-contacts.ts';
export * from './export-columns.ts';
