/** The workbooks the analytics service can embed; mirrors the gateway's `Workbook` enum. */
export type EmbeddedWorkbookName = 'PATIENT_COST_PROFILES' | 'HEDIS_GAPS' | 'ONE_LIST' | 'HIGH_NEEDS';

export interface EmbeddedWorkbookProps {
  workbook: EmbeddedWorkbookName;
  /** Required for PATIENT_COST_PROFILES: the member whose cost profile is shown. */
  memberId?: string;
  /** The iframe's accessible title (also shown above the frame). */
  title: string;
}
