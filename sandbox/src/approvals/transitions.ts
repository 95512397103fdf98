/**
 * The transition tables of the approval workflows, written once as data: the Care API handlers
 * decide every next status from them, the mail house walks the letter steps from them, and the
 * tables of docs/approvals.md ("Approval workflows: transition tables") are rendered from them (a test keeps
 * the two equal). A step the tables do not list is refused with the message `refusal` builds.
 */
import {
  FINAL_ELIGIBILITY_CHANGE_STATUSES,
  TERMINATION_NOTICE_DAYS,
  TransferStatus,
  type EligibilityChangeStatus,
  type EligibilityChangeType,
  type TransferAction,
} from '@luminate/schema/approvals';

// ——— Eligibility changes ———

export type EligibilityDecision = 'approve' | 'reject';
export type EligibilityStep = EligibilityDecision | 'cancel' | 'update';

interface DecisionRow {
  from: EligibilityChangeStatus;
  /** Only for this change type; undefined = both. */
  changeType?: EligibilityChangeType;
  approve: EligibilityChangeStatus;
  reject: EligibilityChangeStatus;
  /** What the approve step does besides the status (docs/approvals.md only). */
  approveEffect?: string;
}

/** Reviewer decisions. Statuses not listed here cannot be approved or rejected. */
export const ELIGIBILITY_DECISIONS: readonly DecisionRow[] = [
  { from: 'PendingAppCdReview', approve: 'PendingCmdReview', reject: 'Rejected' },
  { from: 'PendingCmdReview', approve: 'PendingOpsManagerReview', reject: 'Rejected' },
  { from: 'PendingOpsManagerReview', changeType: 'Term', approve: 'PendingMemberInformed', reject: 'Rejected' },
  {
    from: 'PendingOpsManagerReview',
    changeType: 'Return',
    approve: 'Returned',
    reject: 'Rejected',
    approveEffect: 'member eligible again; term date and reason cleared',
  },
];

/** The first status of a new change, per type. */
export const ELIGIBILITY_START: Readonly<Record<EligibilityChangeType, EligibilityChangeStatus>> = {
  Term: 'PendingAppCdReview',
  Return: 'PendingOpsManagerReview',
};

/** The mail house's letter steps: one step per run; LetterCompleted moves straight on to PendingTermination. */
export const LETTER_STEPS: ReadonlyArray<{ from: EligibilityChangeStatus; to: EligibilityChangeStatus }> = [
  { from: 'PendingMemberInformed', to: 'LetterCreated' },
  { from: 'LetterCreated', to: 'LetterPrinted' },
  { from: 'LetterPrinted', to: 'LetterProcessed' },
  { from: 'LetterProcessed', to: 'LetterCompleted' },
  { from: 'LetterCompleted', to: 'PendingTermination' },
];

/** Reached by the termination run once estimated_process_date (entry + TERMINATION_NOTICE_DAYS) has come. */
export const TERMINATION_STEP = { from: 'PendingTermination', to: 'Terminated' } as const satisfies {
  from: EligibilityChangeStatus;
  to: EligibilityChangeStatus;
};

export const isFinalEligibilityStatus = (status: string) => (FINAL_ELIGIBILITY_CHANGE_STATUSES as readonly string[]).includes(status);

const VERB: Record<EligibilityStep, string> = { approve: 'approved', reject: 'rejected', cancel: 'cancelled', update: 'updated' };

export type StepResult<S> = { ok: true; to: S } | { ok: false; message: string };

/**
 * The status a reviewer's step leads to. cancel: any open status → Cancelled; update (term reason
 * change): any open status, unchanged; approve/reject: the decision table.
 */
export function nextEligibilityStatus(
  status: EligibilityChangeStatus,
  changeType: EligibilityChangeType,
  step: EligibilityStep,
): StepResult<EligibilityChangeStatus> {
  const refused = { ok: false as const, message: `An eligibility change in ${status} cannot be ${VERB[step]}` };
  if (isFinalEligibilityStatus(status)) return refused;
  if (step === 'cancel') return { ok: true, to: 'Cancelled' };
  if (step === 'update') return { ok: true, to: status };
  const row = ELIGIBILITY_DECISIONS.find((r) => r.from === status && (r.changeType === undefined || r.changeType === changeType));
  return row ? { ok: true, to: row[step] } : refused;
}

/** What GET /api/Members/EligibilityChanges/Statuses says about each status. */
export const ELIGIBILITY_STATUS_DESCRIPTIONS: Readonly<Record<EligibilityChangeStatus, string>> = {
  PendingAppCdReview: "Waiting for the APP or Clinical Director of the member's office",
  PendingCmdReview: 'Waiting for the Community Medical Director',
  PendingOpsManagerReview: 'Waiting for the Operations Manager',
  PendingMemberInformed: "Approved; the member's letter is ready for the mail house",
  LetterCreated: 'The mail house created the letter',
  LetterPrinted: 'The mail house printed the letter',
  LetterProcessed: 'The mail house processed the letter',
  LetterCompleted: 'The letter was sent',
  PendingTermination: `The member is terminated ${TERMINATION_NOTICE_DAYS} days after the letter was sent`,
  Terminated: 'The member was terminated',
  Rejected: 'A reviewer rejected the change',
  Cancelled: 'The change was cancelled',
  Returned: 'The member is eligible again',
};

// ——— DNC requests ———

/** A DNC request is decided once: pending (approved null) → approved or declined. */
export const DNC_ALREADY_HANDLED = 'This DNC request was already handled';

// ——— Transfers ———

type TransferStatusValue = (typeof TransferStatus)[keyof typeof TransferStatus];

/** Per status, the status each action leads to; a missing action is refused. */
export const TRANSFER_TRANSITIONS: Readonly<Record<TransferStatusValue, Partial<Record<TransferAction, TransferStatusValue>>>> = {
  [TransferStatus.PendingAppReview]: {
    save: TransferStatus.PendingAppReview,
    approve: TransferStatus.AppApproved,
    reject: TransferStatus.AppRejected,
  },
  [TransferStatus.AppApproved]: { acknowledge: TransferStatus.Processed },
  [TransferStatus.AppRejected]: { acknowledge: TransferStatus.RejectionProcessed },
  [TransferStatus.Processed]: {},
  [TransferStatus.RejectionProcessed]: {},
};

/** What reaching a status does besides the status itself (docs/approvals.md only). */
export const TRANSFER_EFFECTS: Readonly<Partial<Record<TransferStatusValue, string>>> = {
  [TransferStatus.PendingAppReview]: 'APP fields stored',
  [TransferStatus.AppApproved]: 'needs chart, med and acuity review, a transfer type and notes',
  [TransferStatus.AppRejected]: 'needs a reason in the notes',
  [TransferStatus.Processed]: 'processed, approved; the member moves to the office',
  [TransferStatus.RejectionProcessed]: 'processed, not approved; the member stays',
};

const TRANSFER_STATE: Readonly<Record<TransferStatusValue, string>> = {
  [TransferStatus.PendingAppReview]: 'A transfer pending APP review',
  [TransferStatus.AppApproved]: 'A transfer awaiting CD/RVP acknowledgement',
  [TransferStatus.AppRejected]: 'A transfer awaiting CD/RVP acknowledgement',
  [TransferStatus.Processed]: 'A processed transfer',
  [TransferStatus.RejectionProcessed]: 'A transfer whose rejection was processed',
};

const TRANSFER_VERB: Record<TransferAction, string> = {
  save: 'saved',
  approve: 'approved',
  reject: 'rejected',
  acknowledge: 'acknowledged',
};

export function nextTransferStatus(status: number, action: TransferAction): StepResult<TransferStatusValue> {
  const row = TRANSFER_TRANSITIONS[status as TransferStatusValue];
  const to = row?.[action];
  if (to !== undefined) return { ok: true, to };
  const state = TRANSFER_STATE[status as TransferStatusValue] ?? `A transfer in status ${status}`;
  return { ok: false, message: `${state} cannot be ${TRANSFER_VERB[action]}` };
}

// ——— The tables of docs/approvals.md ———

const transferLabel = (value: number) => `${value} ${Object.entries(TransferStatus).find(([, v]) => v === value)?.[0] ?? ''}`.trim();

/** Markdown of the three tables, as docs/approvals.md shows them. */
export function renderTransitionTables(): string {
  const lines: string[] = [];
  lines.push('Eligibility changes (`PUT /api/Members/EligibilityChanges/{id}?approved=true|false`):', '');
  lines.push('| From | Type | approved=true | approved=false |', '|------|------|---------------|----------------|');
  for (const r of ELIGIBILITY_DECISIONS) {
    lines.push(`| ${r.from} | ${r.changeType ?? 'any'} | ${r.approve}${r.approveEffect ? ` (${r.approveEffect})` : ''} | ${r.reject} |`);
  }
  lines.push('| any other status | any | 422 | 422 |', '');
  lines.push(
    `New changes start in ${Object.entries(ELIGIBILITY_START)
      .map(([t, s]) => `${s} (${t})`)
      .join(' or ')}. ` +
      '`cancelled=true` moves any open change to Cancelled; `update=true` (a different term reason) keeps the status. ' +
      `Final statuses (${FINAL_ELIGIBILITY_CHANGE_STATUSES.join(', ')}) accept nothing.`,
    '',
  );
  lines.push('Mail house (one step per run; `sandbox.mailHouse.run()`, every 10 minutes under `npm start`):', '');
  lines.push('| From | To |', '|------|----|');
  for (const s of LETTER_STEPS)
    lines.push(
      `| ${s.from} | ${s.to}${s.to === 'PendingTermination' ? ` (same run; estimated process date = today + ${TERMINATION_NOTICE_DAYS} days)` : ''} |`,
    );
  lines.push(
    `| ${TERMINATION_STEP.from} | ${TERMINATION_STEP.to} once the estimated process date has come (member not eligible, term date = that day) |`,
    '',
  );
  lines.push('Transfers (`PUT /api/Members/OfficeAssignment?action=`):', '');
  lines.push('| From | save | approve | reject | acknowledge |', '|------|------|---------|--------|-------------|');
  for (const [from, row] of Object.entries(TRANSFER_TRANSITIONS)) {
    const cell = (a: TransferAction) => {
      const to = row[a];
      return to === undefined ? '422' : `${transferLabel(to)}${TRANSFER_EFFECTS[to] ? ` (${TRANSFER_EFFECTS[to]})` : ''}`;
    };
    lines.push(`| ${transferLabel(Number(from))} | ${cell('save')} | ${cell('approve')} | ${cell('reject')} | ${cell('acknowledge')} |`);
  }
  lines.push('');
  lines.push(
    'DNC requests (`PUT /api/Members/DNCLogs`): pending (approved null) → approved or declined, once; a decided ' +
      `request answers 422 "${DNC_ALREADY_HANDLED}".`,
  );
  return lines.join('\n');
}
