/**
 * Graph enum values whose gateway-side (internal) value is the Care API's word rather than the
 * SCREAMING_CASE name the graph shows. Data sources keep reading and sending the Care API's words;
 * each module's resolvers hand its enum's map to graphql-tools, and codegen types the resolvers
 * with the same map, so the two can never disagree.
 */
export const GRAPH_ENUM_CARE_API_VALUES = {
  EligibilityChangeStatus: {
    PENDING_APP_CD_REVIEW: 'PendingAppCdReview',
    PENDING_CMD_REVIEW: 'PendingCmdReview',
    PENDING_OPS_MANAGER_REVIEW: 'PendingOpsManagerReview',
    PENDING_MEMBER_INFORMED: 'PendingMemberInformed',
    LETTER_CREATED: 'LetterCreated',
    LETTER_PRINTED: 'LetterPrinted',
    LETTER_PROCESSED: 'LetterProcessed',
    LETTER_COMPLETED: 'LetterCompleted',
    PENDING_TERMINATION: 'PendingTermination',
    TERMINATED: 'Terminated',
    REJECTED: 'Rejected',
    CANCELLED: 'Cancelled',
    RETURNED: 'Returned',
  },
  EligibilityChangeType: { TERM: 'Term', RETURN: 'Return' },
  DncApprovalType: { CD: 'Cd', OM: 'Om', SKIP: 'Skip' },
  OfficeTransferStatus: {
    PENDING_APP_REVIEW: 'PendingAppReview',
    APP_APPROVED: 'AppApproved',
    APP_REJECTED: 'AppRejected',
    PROCESSED: 'Processed',
    REJECTION_PROCESSED: 'RejectionProcessed',
  },
  TransferType: {
    CLINICIAN_TO_CLINICIAN_REVIEW_ONLY: 'Clinician to Clinician Review Only',
    PHONE_CALL_TO_PATIENT: 'Phone Call to Patient',
    FACE_TO_FACE_WITH_PATIENT: 'Face-to-Face with Patient',
  },
} as const;
