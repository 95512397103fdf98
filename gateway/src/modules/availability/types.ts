import type { AvailabilityCommunityDto, AvailabilityMarketDto } from '@luminate/schema/rest';
import type { AvailabilityView } from '@luminate/schema/rules';

export type AvailabilityMarketParent = AvailabilityMarketDto;
export type AvailabilityCommunityParent = AvailabilityCommunityDto;

/** The dashboard's answer as the data source returns it: the range asked for and the Care API's markets. */
export interface AvailabilityGridParent {
  start: string;
  end: string;
  view: AvailabilityView;
  markets: AvailabilityMarketDto[];
}
