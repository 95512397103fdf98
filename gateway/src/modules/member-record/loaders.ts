/**
 * Per-request DataLoaders of one member's record. The Care API has no batch look-up of a member's
 * details, so each loader is cached and unbatched: one upstream call per member id and request,
 * made only when its field is asked for, and never twice in a request (the record resolved by id
 * and again in a mutation's result). A write clears what it changed (`clearMember`).
 */
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import {
  routes,
  type CareTeamMemberDto,
  type DncLogDto,
  type DropInLogDto,
  type EligibilityChangeDto,
  type HospitalCensusDto,
  type MemberAddressDto,
  type MemberAppointmentDto,
  type MemberCallListHistoryDto,
  type MemberCommunicationDto,
  type MemberEmailDto,
  type MemberOverviewDto,
  type MemberPhoneDto,
  type MemberRecordDto,
  type MemberWeatherDto,
  type OfficeAssignmentDto,
} from '@luminate/schema/rest';
import { isoToday } from '@luminate/schema/rules';
import type { Upstream } from '../../context.ts';
import { ErrorCode } from '../../errors.ts';
import type { CallListHistoryRow } from './types.ts';

export interface MemberRecordLoaders {
  /** The member; null when there is no such member. */
  member: DataLoader<number, MemberRecordDto | null>;
  careTeam: DataLoader<number, CareTeamMemberDto[]>;
  overview: DataLoader<number, MemberOverviewDto>;
  weather: DataLoader<number, MemberWeatherDto>;
  addresses: DataLoader<number, MemberAddressDto[]>;
  phones: DataLoader<number, MemberPhoneDto[]>;
  emails: DataLoader<number, MemberEmailDto[]>;
  communications: DataLoader<number, MemberCommunicationDto[]>;
  census: DataLoader<number, HospitalCensusDto[]>;
  appointments: DataLoader<number, MemberAppointmentDto[]>;
  dropInLogs: DataLoader<number, DropInLogDto[]>;
  dncLogs: DataLoader<number, DncLogDto[]>;
  eligibilityChanges: DataLoader<number, EligibilityChangeDto[]>;
  officeAssignments: DataLoader<number, OfficeAssignmentDto[]>;
  callListHistory: DataLoader<number, CallListHistoryRow[]>;
}

const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions?.code === ErrorCode.NOT_FOUND;

/** A cached, unbatched loader: one upstream call per member id and request. */
const perMember = <T>(fetch: (id: number) => Promise<T>) => new DataLoader<number, T>(async ([id]) => [await fetch(id)], { batch: false });

/** Local calendar date of a timestamp, as the list's days are. */
const localDate = (iso: string) => isoToday(new Date(iso));

/** Every campaign's list days, newest first, each with the time the member was called from it that day. */
export function callListHistoryRows(answer: MemberCallListHistoryDto): CallListHistoryRow[] {
  const popped = new Map<string, string>();
  for (const p of answer.popped) {
    const key = `${p.campaignId}|${localDate(p.poppedTime)}`;
    const known = popped.get(key);
    if (!known || known < p.poppedTime) popped.set(key, p.poppedTime);
  }
  return answer.history
    .map((h) => ({
      campaignId: h.campaignId,
      campaignName: h.campaignName,
      listDate: h.listDate,
      driver: h.driver,
      points: h.points,
      reason: h.reason,
      poppedAt: popped.get(`${h.campaignId}|${h.listDate}`) ?? null,
    }))
    .sort((a, b) => b.listDate.localeCompare(a.listDate) || a.campaignName.localeCompare(b.campaignName));
}

export function createMemberRecordLoaders(upstream: Upstream): MemberRecordLoaders {
  return {
    member: perMember((id) =>
      upstream.call(routes.getMember, { params: { id } }).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
    ),
    careTeam: perMember((id) => upstream.call(routes.memberCareTeam, { params: { id } })),
    overview: perMember((id) => upstream.call(routes.memberOverview, { params: { id } })),
    weather: perMember((id) => upstream.call(routes.memberWeather, { params: { id } })),
    addresses: perMember((id) => upstream.call(routes.memberAddresses, { params: { id } })),
    phones: perMember((id) => upstream.call(routes.memberPhones, { params: { id } })),
    emails: perMember((id) => upstream.call(routes.memberEmails, { params: { id } })),
    communications: perMember((id) => upstream.call(routes.memberCommunications, { params: { id } })),
    census: perMember((id) => upstream.call(routes.memberHospitalCensus, { params: { id } })),
    appointments: perMember((id) => upstream.call(routes.memberAppointments, { params: { id } })),
    dropInLogs: perMember((id) => upstream.call(routes.memberDropInLogs, { params: { id } })),
    dncLogs: perMember((id) => upstream.call(routes.memberDncLogs, { params: { id } })),
    eligibilityChanges: perMember((id) => upstream.call(routes.memberEligibilityChanges, { params: { id } })),
    officeAssignments: perMember((id) => upstream.call(routes.memberOfficeAssignments, { params: { id } })),
    callListHistory: perMember(async (id) =>
      callListHistoryRows(await upstream.call(routes.memberCallListHistory, { params: { id }, query: {} })),
    ),
  };
}

/**
 * After a write: what this request read of the member itself is stale (the record, its care team,
 * overview, weather and the logs a write adds to). Contact lists and communications are cleared by
 * the write that changes them.
 */
export function clearMember(loaders: MemberRecordLoaders, memberId: number): void {
  for (const loader of [
    loaders.member,
    loaders.careTeam,
    loaders.overview,
    loaders.weather,
    loaders.dropInLogs,
    loaders.dncLogs,
    loaders.eligibilityChanges,
    loaders.officeAssignments,
  ] as Array<DataLoader<number, unknown>>) {
    loader.clear(memberId);
  }
}
