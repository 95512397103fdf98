/**
 * CallListFilter as the graph shows it, from the Care API's filter. One table of field readers
 * serves both the GraphQL type resolvers and the upload route's JSON answer, so the two shapes
 * cannot drift apart.
 */
import type { CallListFilterDto } from '@luminate/schema/rest';

export const callListFilterFields = {
  // A filter's name is unique and is what the Care API deletes by.
  id: (f: CallListFilterDto) => f.filterName,
  name: (f: CallListFilterDto) => f.filterName,
  addedBy: (f: CallListFilterDto) => f.addedBy.fullName,
  addedAt: (f: CallListFilterDto) => f.addedDt,
  memberCount: (f: CallListFilterDto) => f.count,
  campaignId: (f: CallListFilterDto) => (f.campaignId == null ? null : String(f.campaignId)),
  campaignName: (f: CallListFilterDto) => f.campaignName,
  isExclusive: (f: CallListFilterDto) => f.isExclusive,
  isGlobal: (f: CallListFilterDto) => f.campaignId == null,
};

export type CallListFilterJson = { [K in keyof typeof callListFilterFields]: ReturnType<(typeof callListFilterFields)[K]> };

export function callListFilterJson(filter: CallListFilterDto): CallListFilterJson {
  const json = {} as Record<string, unknown>;
  for (const [field, read] of Object.entries(callListFilterFields)) json[field] = read(filter);
  return json as CallListFilterJson;
}
