/**
 * The member record's graph. Resolvers stay thin: ids are parsed here, the data source reads,
 * checks the policy and writes, and domain/card.ts / policy.ts decide the derived fields. The
 * requests a result carries (EligibilityChange, DncRequest, OfficeTransfer) are resolved by their
 * own modules, and so are the tab counts of the dashboard that lists them: asked of that module's
 * data source (`ctx.dataSources.deattribution` …), the same counts its own decisions answer,
 * never imported.
 */
import { CALL_OUTCOMES, AssignmentType } from '@luminate/schema/constants';
import { isoToday } from '@luminate/schema/rules';
import type { Resolvers } from '../../generated/graphql.ts';
import { parseId } from '../shared/ids.ts';
import { birthdaySoon, eligibilityLabel, headerTone, recentAdmission } from './domain/card.ts';
import { employeeRef } from './types.ts';
import {
  changeOfficeDecision,
  removeDncDecision,
  reportRedBoxErrorDecision,
  requestDncDecision,
  restoreDropInDecision,
  returnEligibleDecision,
  revokeDropInDecision,
  sendEligibilityInquiryDecision,
  setContactValidityDecision,
  skipsDncReview,
  termDecision,
} from './policy.ts';

export const resolvers: Resolvers = {
  Query: {
    memberRecord: (_, { id }, { dataSources }) => dataSources.memberRecord.record(parseId(id, 'member')),
    dropInIneligibleReasons: (_, __, { dataSources }) => dataSources.memberRecord.dropInIneligibleReasons(),
    memberOfficeChoices: (_, { memberId }, { dataSources }) => dataSources.memberRecord.officeChoices(parseId(memberId, 'member')),
    callOutcomes: () => [...CALL_OUTCOMES],
  },

  Mutation: {
    termMember: (_, { input }, { dataSources }) => dataSources.memberRecord.term(input),
    returnMemberEligible: (_, { input }, { dataSources }) => dataSources.memberRecord.returnEligible(input),
    requestMemberDnc: (_, { input }, { dataSources }) => dataSources.memberRecord.requestDnc(input),
    removeMemberDnc: (_, { input }, { dataSources }) => dataSources.memberRecord.removeDnc(input),
    revokeMemberDropIn: (_, { input }, { dataSources }) => dataSources.memberRecord.revokeDropIn(input),
    restoreMemberDropIn: (_, { input }, { dataSources }) => dataSources.memberRecord.restoreDropIn(input),
    changeMemberOffice: (_, { input }, { dataSources }) => dataSources.memberRecord.changeOffice(input),
    reportRedBoxError: (_, { memberId }, { dataSources }) => dataSources.memberRecord.reportRedBoxError(memberId),
    setPhoneValidity: (_, { input }, { dataSources }) => dataSources.memberRecord.setPhoneValidity(input),
    setEmailValidity: (_, { input }, { dataSources }) => dataSources.memberRecord.setEmailValidity(input),
    sendEligibilityInquiry: (_, { input }, { dataSources }) => dataSources.memberRecord.sendEligibilityInquiry(input),
    logCallOutcome: (_, { input }, { dataSources }) => dataSources.memberRecord.logCallOutcome(input),
  },

  MemberRecord: {
    dateOfBirth: (m) => m.dtOfBirth,
    birthdaySoon: (m) => birthdaySoon(m.dtOfBirth, isoToday()),
    payerName: (m) => m.payer.name,
    planName: (m) => m.plan?.planName ?? null,
    marketName: (m) => m.market.name,
    officeName: (m) => m.office?.name ?? null,
    communityId: (m) => m.office?.communityId ?? null,
    app: (m, _, { dataSources }) => dataSources.memberRecord.careTeamMember(m, AssignmentType.APP),
    pcc: (m, _, { dataSources }) => dataSources.memberRecord.careTeamMember(m, AssignmentType.PCC),
    weather: (m, _, { dataSources }) => dataSources.memberRecord.weather(m),
    insuranceGroup: (m, _, { dataSources }) => dataSources.memberRecord.dropInDetail(m, (o) => o.groupName),
    pcpName: (m, _, { dataSources }) => dataSources.memberRecord.dropInDetail(m, (o) => o.pcpNameFromQuality),
    clinicalGroup: (m, _, { dataSources }) => dataSources.memberRecord.dropInDetail(m, (o) => o.pcpGroupNameFromQuality),
    engagedAt: (m) => m.engagedDt,
    eligibilityLabel: (m) => eligibilityLabel(m),
    termDate: (m) => m.termDt,
    termReason: (m) => m.termReason ?? null,
    deceasedDate: (m) => m.deceasedDt,
    pendingDnc: (m) => m.isPendingDNC,
    dnc: (m) => m.dncPhone,
    dropInIneligible: (m) => m.dropinIneligible,
    headerTone: (m) => headerTone(m),
    recentAdmission: (m) => recentAdmission(m.lastAdmissionDt, isoToday()),
    lastRedBoxErrorAt: (m) => m.lastRedBoxErrorDt,
    riskType: (m) => m.riskType ?? null,

    overview: (m, _, { dataSources }) => dataSources.memberRecord.overview(m),
    officeChanges: (m, _, { dataSources }) => dataSources.memberRecord.officeAssignments(m.id),
    eligibilityChanges: (m, _, { dataSources }) => dataSources.memberRecord.eligibilityChanges(m.id),
    dropInLogs: (m, _, { dataSources }) => dataSources.memberRecord.dropInLogs(m.id),
    visits: (m, _, { dataSources }) => dataSources.memberRecord.appointments(m.id),
    communications: (m, _, { dataSources }) => dataSources.memberRecord.communications(m.id),
    addresses: (m, _, { dataSources }) => dataSources.memberRecord.addresses(m.id),
    phoneNumbers: (m, _, { dataSources }) => dataSources.memberRecord.phones(m.id),
    emails: (m, _, { dataSources }) => dataSources.memberRecord.emails(m.id),
    census: (m, _, { dataSources }) => dataSources.memberRecord.census(m.id),
    callListHistory: (m, _, { dataSources }) => dataSources.memberRecord.callListHistory(m.id),
    dncRequests: (m, _, { dataSources }) => dataSources.memberRecord.dncLogs(m.id),

    viewerCan: (m) => ({ member: m }),
  },

  MemberRecordCapabilities: {
    term: ({ member }) => termDecision(member),
    returnEligible: ({ member }, _, { dataSources }) => returnEligibleDecision(dataSources.memberRecord.claims(), member),
    requestDnc: ({ member }, _, { dataSources }) => requestDncDecision(dataSources.memberRecord.claims(), member),
    removeDnc: ({ member }) => removeDncDecision(member),
    skipDncReview: (_, __, { dataSources }) => skipsDncReview(dataSources.memberRecord.claims()),
    revokeDropIn: ({ member }) => revokeDropInDecision(member),
    restoreDropIn: ({ member }) => restoreDropInDecision(member),
    changeOffice: (_, __, { dataSources }) => changeOfficeDecision(dataSources.memberRecord.claims()),
    changeOfficeAnyMarket: (_, __, { dataSources }) => dataSources.memberRecord.changesOfficeAnyMarket(),
    reportRedBoxError: ({ member }) => reportRedBoxErrorDecision(member, new Date()),
    setContactValidity: (_, __, { dataSources }) => setContactValidityDecision(dataSources.memberRecord.claims()),
    sendEligibilityInquiry: (_, __, { dataSources }) => sendEligibilityInquiryDecision(dataSources.memberRecord.claims()),
    termReasons: (_, __, { dataSources }) => dataSources.memberRecord.termReasons(),
    transitionPlanReasonIds: async ({ member }, _, { dataSources }) =>
      (await dataSources.memberRecord.transitionPlanReasonIds(member)).map(String),
  },

  // A dashboard's counts only when the action created a request of its kind (asked after the write).
  MemberActionResult: {
    deattributionTabCounts: (r, _, { dataSources }) => (r.eligibilityChange ? dataSources.deattribution.tabCounts() : null),
    dncTabCounts: (r, _, { dataSources }) => (r.dncRequest ? dataSources.dnc.tabCounts() : null),
    transferTabCounts: (r, _, { dataSources }) => (r.officeTransfer ? dataSources.transfers.tabCounts() : null),
  },

  MemberOverview: {
    outreachFirstAttemptedAt: (o) => o.outreachFirstAttemptedDt,
    outreachLastAttemptedAt: (o) => o.outreachLastAttemptedDt,
    outreachFirstContactedAt: (o) => o.outreachFirstContactedDt,
    outreachLastContactedAt: (o) => o.outreachLastContactedDt,
    missedVisitNotScheduled: (o) => o.missedVisitNotScheduledIndicator,
    ivAvCurrentYear: (o) => o.ivAvIndicatorCurrentYear,
    lastAppointmentAt: (o) => o.lastAppointmentDt,
    nextAppointmentAt: (o) => o.nextAppointmentDt,
    f2fEligible: (o) => o.f2FEligible,
  },

  DropInLogEntry: {
    changedAt: (l) => l.changeDt,
    changedBy: (l) => (l.changedBy ? employeeRef({ id: l.changedById, fullName: l.changedBy.fullName }) : null),
  },

  MemberVisit: {
    visitWith: (v) => (v.visitWith ? employeeRef(v.visitWith) : null),
    status: (v) => v.appointmentStatus,
  },

  MemberCommunication: {
    at: (c) => c.communicationDate,
    outcome: (c) => c.outCome,
    byViewer: async (c, _, { dataSources }) =>
      c.employeeId !== null && c.employeeId === (await dataSources.memberRecord.viewerEmployeeId()),
  },

  MemberAddress: {
    inactiveDate: (a) => a.inactiveDt,
  },

  MemberPhone: {
    type: (p) => p.phoneNumberType,
    updatedAt: (p) => p.updatedDate,
  },

  CensusAdmission: {
    type: (c) => c.wbType,
    facilityName: (c) => c.sourceHospitalFacilityName,
    note: (c) => c.admissionNote,
  },
};
