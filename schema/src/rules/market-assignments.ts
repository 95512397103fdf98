/**
 * Change Assignment: who may be put where. The web form, the gateway mutation and the Care API's
 * AssignUser route all check the same rule; the form also builds its confirmation sentence here.
 */
import { z } from 'zod';
import { ASSIGNMENT_TYPES, AssignmentType, Markets, SpecialTabs } from '../constants.ts';

/** Where an assignment type is held: a market, a community (its .000 row), a neighborhood, or a clinician. */
export type AssignmentTarget = 'market' | 'community' | 'neighborhood' | 'clinician';

/** Collaborating and designated physicians are given per clinician (an APP), not per office. */
export const CLINICIAN_ASSIGNMENT_TYPES: readonly number[] = [AssignmentType.COLLAB_PHYSICIAN, AssignmentType.DESIGNATED_PHYSICIAN];

export const ASSIGNMENT_MESSAGES = {
  type: 'Please select an assignment type',
  assignee: 'Please select an assignee',
  market: 'Please select a market',
  community: 'Please select a community',
  neighborhood: 'Please select a neighborhood',
  clinician: 'Please select a clinician',
  codingQualityMarket: 'The Auditor Educator is assigned only in the Coding Quality market',
  unknownType: 'Unknown assignment type',
} as const;

const LEVEL_OF = new Map<number, number>(ASSIGNMENT_TYPES.map((t) => [t.id, t.level]));

/**
 * The target a type asks for: the clinician for collab/designated physicians, a market for the
 * Auditor Educator, otherwise the type's level (market-level types need no target beyond the
 * market they are given in, and then cover all of its neighborhoods).
 */
export function assignmentTargetOf(assignmentTypeId: number, level = LEVEL_OF.get(assignmentTypeId)): AssignmentTarget {
  if (CLINICIAN_ASSIGNMENT_TYPES.includes(assignmentTypeId)) return 'clinician';
  if (level === 0) return 'market';
  if (level === 1) return 'community';
  return 'neighborhood';
}

const optionalId = z.number().int().positive().nullable().optional();

/** The Change Assignment input, before the level checks that need the Care API's data. */
export const changeAssignmentRule = z
  .object({
    assignmentTypeId: z.number({ message: ASSIGNMENT_MESSAGES.type }).int().positive(ASSIGNMENT_MESSAGES.type),
    /** End the current holder's assignment without giving it to anyone. */
    unassign: z.boolean().default(false),
    employeeId: optionalId,
    /** The market of a market-level type (the tab's market; chosen by the user for the Auditor Educator). */
    marketId: optionalId,
    /** The community row (x.yyy.000) of a community-level type, or the neighborhood of a neighborhood-level one. */
    officeId: optionalId,
    /** The clinician (APP) whose collaborating or designated physician changes. */
    clinicianId: optionalId,
  })
  .superRefine((input, issue) => {
    if (!LEVEL_OF.has(input.assignmentTypeId)) {
      issue.addIssue({ code: 'custom', path: ['assignmentTypeId'], message: ASSIGNMENT_MESSAGES.unknownType });
      return;
    }
    if (!input.unassign && !input.employeeId) {
      issue.addIssue({ code: 'custom', path: ['employeeId'], message: ASSIGNMENT_MESSAGES.assignee });
    }
    const target = assignmentTargetOf(input.assignmentTypeId);
    if (target === 'clinician' && !input.clinicianId) {
      issue.addIssue({ code: 'custom', path: ['clinicianId'], message: ASSIGNMENT_MESSAGES.clinician });
    }
    if (target === 'market') {
      if (!input.marketId) issue.addIssue({ code: 'custom', path: ['marketId'], message: ASSIGNMENT_MESSAGES.market });
      else if (input.assignmentTypeId === AssignmentType.AUDITOR_EDUCATOR && input.marketId !== Markets.CODING_QUALITY) {
        issue.addIssue({ code: 'custom', path: ['marketId'], message: ASSIGNMENT_MESSAGES.codingQualityMarket });
      }
    }
    if ((target === 'community' || target === 'neighborhood') && !input.officeId) {
      issue.addIssue({ code: 'custom', path: ['officeId'], message: ASSIGNMENT_MESSAGES[target] });
    }
  });
export type ChangeAssignment = z.output<typeof changeAssignmentRule>;

/**
 * The types the Change Assignment panel offers on a tab: only the collab and designated
 * physicians on Collab/Designated, only the Auditor Educator on Coding Quality Educator, and on a
 * market tab every active type but those three.
 */
export function assignmentTypesForTab<T extends { id: number; active: boolean }>(tabId: number, types: readonly T[]): T[] {
  if (tabId === SpecialTabs.COLLAB_DESIGNATED) return types.filter((t) => CLINICIAN_ASSIGNMENT_TYPES.includes(t.id));
  if (tabId === SpecialTabs.CODING_QUALITY) return types.filter((t) => t.id === AssignmentType.AUDITOR_EDUCATOR);
  return types.filter((t) => t.active && !CLINICIAN_ASSIGNMENT_TYPES.includes(t.id) && t.id !== AssignmentType.AUDITOR_EDUCATOR);
}

/** What the confirmation sentence names; undefined parts are not chosen yet. */
export interface AssignmentSentenceParts {
  typeName?: string;
  target?: AssignmentTarget;
  unassign: boolean;
  assigneeName?: string;
  /** The market's name (market-level types), the office's name, or the clinician's name. */
  targetName?: string;
}

/**
 * The sentence the user confirms, built only once every choice the type needs is made (the
 * Submit button waits for it): e.g. "Assign J. Smith as Clinical Director of community 1.001.000."
 * or "Unassign the Social Worker of neighborhood 1.001.002."
 */
export function assignmentSentence(p: AssignmentSentenceParts): string | null {
  if (!p.typeName || !p.target || !p.targetName) return null;
  if (!p.unassign && !p.assigneeName) return null;
  const where =
    p.target === 'market'
      ? `of market ${p.targetName}`
      : p.target === 'clinician'
        ? `of clinician ${p.targetName}`
        : `of ${p.target} ${p.targetName}`;
  const scope = p.target === 'market' && p.typeName !== 'Auditor Educator' ? ', for all of its neighborhoods' : '';
  return p.unassign ? `Unassign the ${p.typeName} ${where}${scope}.` : `Assign ${p.assigneeName} as ${p.typeName} ${where}${scope}.`;
}
