/**
 * The lookups for one request: the offices closest to a point and the members closest to an
 * address, each one Care API request whatever the rows (offices, nodes, employees and members
 * come embedded in the answer); and where an address sits (valid county, time-restricted zip),
 * from the counties list the Care API shares across requests.
 */
import { CARE_TRI_STATE, routes, type ClosestOfficeDto, type MemberProximityRequestDto, type NearbyMemberDto } from '@luminate/schema/rest';
import { TIME_RESTRICTED_ZIPS, closestOfficesRule, memberProximityRule } from '@luminate/schema/rules';
import type { RequestContext } from '../../context.ts';
import { parseInput } from '../../errors.ts';

export interface AddressPlace {
  state: string | null;
  county: string | null;
  zip: string | null;
}

/** A county name as compared: lower case, single spaces, without a trailing "County" (Google says "Cook County"). */
export function countyKey(county: string): string {
  return county
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ county$/, '');
}

/** True when the zip (its first five digits) is time-restricted. */
export function isTimeRestrictedZip(zip: string | null): boolean {
  const five = zip?.trim().slice(0, 5);
  return five !== undefined && TIME_RESTRICTED_ZIPS.includes(five);
}

export class LookupsSource {
  private validCounties?: Promise<Set<string>>;

  constructor(private readonly ctx: RequestContext) {}

  /** The offices nearest a point (1 to 50, 10 unless asked), nearest first: one request. */
  closestOffices(args: { lat: number; lng: number; count?: number | null }): Promise<ClosestOfficeDto[]> {
    const { lat, lng, count } = parseInput(closestOfficesRule, { lat: args.lat, lng: args.lng, count: args.count ?? undefined });
    return this.ctx.upstream.call(routes.closestOffices, { query: { lat, lng, count } });
  }

  /** The members nearest an address for a provider's drop-ins, filtered: one request. */
  membersNearAddress(input: unknown): Promise<NearbyMemberDto[]> {
    return this.nearbyMembers(proximityRequest(input));
  }

  /** The same lookup, already in the Care API's shape (see proximityRequest). */
  nearbyMembers(request: MemberProximityRequestDto): Promise<NearbyMemberDto[]> {
    return this.ctx.upstream.call(routes.membersClosestToAddress, { body: request });
  }

  /** Whether the address's county (in its state) is one of the valid counties. */
  async countyActive(place: AddressPlace): Promise<boolean> {
    if (!place.county || !place.state) return false;
    this.validCounties ??= this.ctx.upstream
      .call(routes.listCounties)
      .then((counties) => new Set(counties.map((c) => `${c.stateAbbrev.toUpperCase()}|${countyKey(c.county)}`)));
    return (await this.validCounties).has(`${place.state.trim().toUpperCase()}|${countyKey(place.county)}`);
  }
}

/** The lookup as the Care API takes it: the shared rule first (BAD_USER_INPUT with its messages). */
export function proximityRequest(input: unknown): MemberProximityRequestDto {
  const q = parseInput(memberProximityRule, input);
  return {
    lat: q.lat,
    lng: q.lng,
    providerId: q.providerId,
    count: q.count,
    engaged: CARE_TRI_STATE[q.engaged],
    hasVisitScheduled: CARE_TRI_STATE[q.visitScheduled],
    erVisit: CARE_TRI_STATE[q.recentErVisit],
    admit: CARE_TRI_STATE[q.recentAdmit],
    cancer: CARE_TRI_STATE[q.cancerIndicated],
    behavioralHealth: CARE_TRI_STATE[q.behavioralHealth],
    outOfRange: CARE_TRI_STATE[q.outOfRange],
    highNeeds: CARE_TRI_STATE[q.highNeeds],
    disengaged: CARE_TRI_STATE[q.disengaged],
    dnc: q.excludeDnc ? 'false' : 'either',
    recentDropIn: q.excludeRecentDropIn ? 'false' : 'either',
    recentDropInDuration: q.recentDropInDays,
  };
}
