/**
 * The texts the approval seed writes into requests and their logs (notes, plans, visit types).
 * Data only: the workflows that pick from them live beside this file.
 */
import { TERMINATION_NOTICE_DAYS, type EligibilityChangeStatus } from '@luminate/schema/approvals';

/** The note a log row carries when a change reaches each status along the Term path. */
export const STEP_NOTES: Partial<Record<EligibilityChangeStatus, readonly string[]>> = {
  PendingCmdReview: [
    'Reviewed chart; agree with termination',
    'Discussed with care team; agree',
    'Chart reviewed, supporting records attached',
  ],
  PendingOpsManagerReview: [
    'Clinically appropriate; approved',
    'Agree with termination; hand-off confirmed',
    'Approved after chart review',
  ],
  PendingMemberInformed: ['Approved; member to be informed by letter', 'Operations review complete', 'Approved; letter to go out'],
  LetterCreated: ['Letter created by the mail house'],
  LetterPrinted: ['Letter printed'],
  LetterProcessed: ['Letter mailed'],
  LetterCompleted: ['Mailing completed'],
  PendingTermination: [`Termination scheduled in ${TERMINATION_NOTICE_DAYS} days`],
  Terminated: ['Termination processed'],
};
/** The requester's note of a Term request, by term reason id. */
export const REQUEST_NOTES: Record<number, readonly string[]> = {
  984000014: ['Member asked to leave the program during the last visit', 'Member declined further visits by phone'],
  984000015: ['Now followed by nephrology and a dialysis centre', 'Started dialysis; nephrology takes over care'],
  984000016: ['Active oncology treatment; oncologist is primary contact', 'Care moving to hematology / oncology'],
  984000017: ['Member moved out of the service area', 'Family relocated the member out of state'],
  984000018: ['Member elected hospice care', 'Hospice admission confirmed by family'],
  984000019: ['Listed for transplant; transplant team takes over', 'LVAD placed; LVAD clinic follows'],
  984000020: ['See attached documentation', 'Other reason; details in ticket'],
  984000022: ['Placed in long-term care facility', 'Permanent nursing facility placement'],
};
export const HAND_OFF_PLANS = [
  'Last visit completed; care moves to the receiving team. Member and family given their phone number.',
  'Receiving provider briefed by phone; records faxed. Member to call the new clinic for follow-up.',
];
export const REJECT_NOTES = [
  'Member remains appropriate for our care',
  'Insufficient documentation; please resubmit',
  'Care team wants to continue visits',
];
export const CANCEL_NOTES = [
  'Requested in error, ticket #INC-4102',
  'Duplicate request, ticket #INC-3877',
  'Member changed their mind, ticket #INC-4420',
];
export const DNC_NOTES = ['Requested during outreach call', 'Care team asked to stop outreach calls', 'Documented in the last visit note'];
export const DNC_HANDLER_NOTES = {
  approved: ['Reviewed; approved', 'Agree, stop outreach'],
  declined: ['Outreach still appropriate', 'Not enough detail; declined'],
};
export const TRANSFER_NOTES = [
  'Member relocated closer to the new office',
  'Family asked to change care team',
  'Caregiver lives near the new neighborhood',
];
export const TRANSITION_NOTES = [
  'Chart reviewed; receiving APP briefed by phone',
  'Medications reconciled; no open orders',
  'Acuity reviewed; stable for transfer',
];
export const VISIT_TYPES = ['Home Visit', 'Telehealth Visit', 'Follow-up Visit', 'Annual Wellness Visit'];
