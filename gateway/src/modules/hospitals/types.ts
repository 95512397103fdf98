import type { HospitalFacilityChangeLogDto } from '@luminate/schema/rest';

/** A facility's change history: its record id and the change logs, newest first. */
export interface HospitalFacilityHistoryParent {
  id: number;
  entries: HospitalFacilityChangeLogDto[];
}
