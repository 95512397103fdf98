import { BULK_FLOW_LABELS, type BulkFlow } from '@luminate/schema/rules';

/** The Data Mgmt selector's choices, in the spec's order; `file-upload` is the one that is not a staging flow. */
export const DATA_MGMT_CHOICES = [
  'eligibility-changes',
  'new-members',
  'member-ids',
  'file-upload',
  'emails',
  'addresses',
  'phones',
] as const;
export type DataMgmtChoice = (typeof DATA_MGMT_CHOICES)[number];

export const isDataMgmtChoice = (value: unknown): value is DataMgmtChoice =>
  typeof value === 'string' && (DATA_MGMT_CHOICES as readonly string[]).includes(value);

export const FILE_UPLOAD_LABEL = 'File Upload';

export function choiceLabel(choice: DataMgmtChoice): string {
  return choice === 'file-upload' ? FILE_UPLOAD_LABEL : BULK_FLOW_LABELS[choice];
}

/** What a staging flow's card says: the summary's first header, what it changes, and where the change shows. */
export interface FlowText {
  summaryHeading: string;
  description: string;
  afterSubmit: string;
}

export const FLOW_TEXT: Record<Exclude<BulkFlow, 'neighborhoods'>, FlowText> = {
  'eligibility-changes': {
    summaryHeading: 'Term Reason',
    description: 'Terms members in bulk: each valid row becomes a pending eligibility change with the note.',
    afterSubmit: 'Pending terms appear on the Deattribution dashboard.',
  },
  'new-members': {
    summaryHeading: 'Records',
    description: 'Stages new members in a cohort; they become active when the cohort is loaded.',
    afterSubmit: "The staged members count in the cohort's pending members on the Cohorts page.",
  },
  'member-ids': {
    summaryHeading: 'Records',
    description: "Changes members' identifiers (MemberId, MBI, EMPI, Hcode).",
    afterSubmit: "The new ids show on each member's page.",
  },
  emails: {
    summaryHeading: 'Records',
    description: "Adds members' e-mail addresses. Validation returns the valid records, which replace the chosen file.",
    afterSubmit: "The e-mail addresses show on the member page's Emails tab.",
  },
  phones: {
    summaryHeading: 'Records',
    description: "Adds members' phone numbers. Validation returns the valid records, which replace the chosen file.",
    afterSubmit: "The phone numbers show on the member page's Phone Numbers tab.",
  },
  addresses: {
    summaryHeading: 'Records',
    description: "Sets members' addresses (each is geocoded while validating). No note is needed.",
    afterSubmit: "The addresses show on the member page's Addresses tab.",
  },
};
