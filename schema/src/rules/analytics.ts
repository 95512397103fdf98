/**
 * Embedded analytics: the workbooks the tool embeds, how the Care API names them, the themes they
 * are drawn in, and how long an embed link lives.
 */
import { z } from 'zod';

/** The workbooks, by the graph's enum name. */
export const WORKBOOKS = {
  HEDIS_GAPS: { embedStr: 'hedis-gaps', workbookId: 'wb-hedis-gaps', title: 'Hedis Gaps', needsMember: false, medicalCost: false },
  ONE_LIST: { embedStr: 'one-list', workbookId: 'wb-one-list', title: 'Patient One-List', needsMember: false, medicalCost: false },
  HIGH_NEEDS: {
    embedStr: 'high-needs',
    workbookId: 'wb-high-needs',
    title: 'High Need Patient List',
    needsMember: false,
    medicalCost: true,
  },
  PATIENT_COST_PROFILES: {
    embedStr: 'patient-cost-profiles',
    workbookId: 'wb-patient-cost-profiles',
    title: 'Patient Cost Profiles',
    needsMember: true,
    medicalCost: true,
  },
} as const;

export type WorkbookName = keyof typeof WORKBOOKS;
export const WORKBOOK_NAMES = Object.keys(WORKBOOKS) as WorkbookName[];

export const WORKBOOK_THEMES = ['light', 'dark'] as const;
export type WorkbookTheme = (typeof WORKBOOK_THEMES)[number];

/**
 * An embed link must be opened within this many seconds of being handed out, and only once: a
 * page that reloads its frame or a copied link gets a refusal, so the web asks for a new link on
 * every mount and on Refresh.
 */
export const EMBED_LINK_TTL_SECONDS = 60;

/** The member id of a cost profile: the member's record id. */
const memberRecordId = z.coerce.number().int().positive();

/**
 * The Care API's embedStr: the workbook's slug, and for the cost profiles the member's record id
 * after a dot (`patient-cost-profiles.123`).
 */
export const EMBED_STR_PATTERN = /^(hedis-gaps|one-list|high-needs|patient-cost-profiles)(?:\.(\d{1,9}))?$/;

export interface ParsedEmbedStr {
  workbook: WorkbookName;
  memberId: number | null;
}

/** Reads an embedStr; null when it names no workbook, or a member is missing or not wanted. */
export function parseEmbedStr(embedStr: string): ParsedEmbedStr | null {
  const match = EMBED_STR_PATTERN.exec(embedStr);
  if (!match) return null;
  const workbook = WORKBOOK_NAMES.find((name) => WORKBOOKS[name].embedStr === match[1]);
  if (!workbook) return null;
  const memberId = match[2] === undefined ? null : Number(match[2]);
  if (WORKBOOKS[workbook].needsMember !== (memberId !== null) || memberId === 0) return null;
  return { workbook, memberId };
}

/** The embedStr of a workbook (and member, for cost profiles). */
export function embedStrOf(workbook: WorkbookName, memberId?: number | null): string {
  const { embedStr, needsMember } = WORKBOOKS[workbook];
  return needsMember ? `${embedStr}.${memberId}` : embedStr;
}

/** The workbook named by a Care API workbookId, if any. */
export function workbookByWorkbookId(workbookId: string): WorkbookName | null {
  return WORKBOOK_NAMES.find((name) => WORKBOOKS[name].workbookId === workbookId) ?? null;
}

/** The graph's request for an embed link: the cost profiles need the member, the others take none. */
export const workbookEmbedRule = z
  .object({
    workbook: z.enum(WORKBOOK_NAMES as [WorkbookName, ...WorkbookName[]]),
    memberId: memberRecordId.nullable().optional(),
    theme: z.enum(WORKBOOK_THEMES).default('light'),
  })
  .superRefine((value, ctx) => {
    const needsMember = WORKBOOKS[value.workbook].needsMember;
    if (needsMember && value.memberId == null) ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'Choose a member first' });
    if (!needsMember && value.memberId != null)
      ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'This workbook is not about one member' });
  });

/** A cost profile shows the member's cost and hospital use month by month over this many months. */
export const COST_PROFILE_MONTHS = 12;

/** Cost of care by event, for the month-by-month cost profile (besides the member's yearly cost spread evenly). */
export const COST_PROFILE_EVENT_COSTS = { Inpatient: 12_000, Observation: 3_000, ER: 1_500, visit: 150 } as const;
